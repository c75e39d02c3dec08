"""Ice Flow (Conrad & Streets, 2008): the rules engine for `game_type` `ice_flow` (RULES.md)."""

from service.domain.ice_flow.rules import RULES

__all__ = ["RULES"]
