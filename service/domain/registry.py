"""The games this server hosts, by `game_type`; the platform knows games only through here."""

from __future__ import annotations

from service.domain.clans import RULES as CLANS
from service.domain.der_schwarm import RULES as DER_SCHWARM
from service.domain.ice_flow import RULES as ICE_FLOW
from service.domain.kernel import HostedGame, hosted
from service.domain.mammoth_hunters import RULES as MAMMOTH_HUNTERS
from service.domain.pow_wow import RULES as POW_WOW

# `hosted` hosts a game on the kit with `host`, and one not yet converted through the legacy
# adapter; once every game is on the kit this becomes `host`.
_GAMES: tuple[HostedGame, ...] = (
    hosted(CLANS),
    hosted(MAMMOTH_HUNTERS),
    hosted(POW_WOW),
    hosted(DER_SCHWARM),
    hosted(ICE_FLOW),
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
