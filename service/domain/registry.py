"""The games this server hosts, by `game_type`; the platform knows games only through here."""

from __future__ import annotations

from service.domain.clans import RULES as CLANS
from service.domain.der_schwarm import RULES as DER_SCHWARM
from service.domain.ice_flow import RULES as ICE_FLOW
from service.domain.kernel import Rules
from service.domain.mammoth_hunters import RULES as MAMMOTH_HUNTERS
from service.domain.pow_wow import RULES as POW_WOW

_GAMES: tuple[Rules, ...] = (CLANS, MAMMOTH_HUNTERS, POW_WOW, DER_SCHWARM, ICE_FLOW)


def all_games() -> tuple[Rules, ...]:
    """Every registered game, in a stable order."""
    return _GAMES


def get(game_type: str) -> Rules | None:
    """The rules of `game_type`, or None if no such game is hosted."""
    for rules in _GAMES:
        if rules.name == game_type:
            return rules
    return None
