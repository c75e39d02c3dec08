"""The games this server hosts, by `game_type`; the platform knows games only through here."""

from __future__ import annotations

from service.domain.clans import RULES as CLANS
from service.domain.der_schwarm import RULES as DER_SCHWARM
from service.domain.ice_flow import RULES as ICE_FLOW
from service.domain.kernel import HostedGame, host
from service.domain.mammoth_hunters import RULES as MAMMOTH_HUNTERS
from service.domain.pow_wow import RULES as POW_WOW

_GAMES: tuple[HostedGame, ...] = (
    host(CLANS),
    host(MAMMOTH_HUNTERS),
    host(POW_WOW),
    host(DER_SCHWARM),
    host(ICE_FLOW),
)


def all_games() -> tuple[HostedGame, ...]:
    """Every registered game, in a stable order."""
    return _GAMES


def get(game_type: str) -> HostedGame | None:
    """The rules of `game_type`, or None if no such game is hosted."""
    for rules in _GAMES:
        if rules.name == game_type:
            return rules
    return None
