"""Pow Wow (Stefan Dorra's *Apache*, 2007): the rules engine for `game_type` `pow_wow`
(RULES.md): claim windows, booty, penalties, timers."""

from service.domain.pow_wow.rules import RULES

__all__ = ["RULES"]
