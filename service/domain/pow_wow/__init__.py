"""Pow Wow (RULES.md in shared/rules/pow-wow): claim windows, booty, penalties, timers."""

from service.domain.pow_wow.rules import PowWowRules

RULES = PowWowRules()

__all__ = ["RULES", "PowWowRules"]
