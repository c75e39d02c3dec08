"""Der Schwarm (Kosmos 2008): the rules engine for `game_type` `der_schwarm` (RULES.md)."""

from service.domain.der_schwarm.rules import RULES

__all__ = ["RULES"]
