"""Clans (Leo Colovini, 2002): the rules engine for `game_type` `clans` (RULES.md)."""

from service.domain.clans.rules import RULES

__all__ = ["RULES"]
