"""Der Schwarm (Kosmos 2008): the pure rules engine (RULES.md in shared/rules/der-schwarm)."""

from service.domain.der_schwarm.rules import DerSchwarmRules

RULES = DerSchwarmRules()

__all__ = ["RULES"]
