"""RULES §14 and §17.4: option names, defaults, and the `invalid_options` refusals."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import msgspec
import pytest

from service.domain.der_schwarm import RULES, data
from service.domain.der_schwarm.events import GameStarted
from service.domain.der_schwarm.options import DerSchwarmOptions as Options
from service.domain.kernel import IllegalMove, Rng, host

from .helpers import playing, setup

DATA = json.loads((Path(data.__file__).parent / "data.json").read_text("utf-8"))


def options(raw: dict[str, Any]) -> Options:
    """As the platform decodes `options` (a failure is its 422 invalid_command)."""
    return msgspec.convert(raw, RULES.Options)


def test_the_options_are_the_rulebook_names_with_data_json_defaults() -> None:
    assert msgspec.to_builtins(options({})) == {
        k: v for k, v in DATA["options"].items() if k not in ("note", "provenance")
    }
    chosen = options(
        {
            "free_start": True,
            "dangerous_tsunami": True,
            "hidden_hands": True,
            "initial_order": [1, 0],
        }
    )
    assert chosen == Options(True, True, True, (1, 0))


@pytest.mark.parametrize(
    "raw", [{"free_start": "yes"}, {"initial_order": "0,1"}, {"hidden": True}, {"rounds": 3}]
)
def test_malformed_options_do_not_decode(raw: dict[str, Any]) -> None:
    with pytest.raises(msgspec.ValidationError):
        options(raw)


@pytest.mark.parametrize(
    ("players", "order"),
    [(1, None), (5, None), (2, (0, 0)), (2, (0, 1, 2)), (3, (0, 1)), (2, (1, 2))],
)
def test_bad_player_counts_and_orders_are_invalid_options(
    players: int, order: tuple[int, ...] | None
) -> None:
    game = host(RULES)  # the player count is the kit's to check, the order the game's
    with pytest.raises(IllegalMove) as caught:
        game.start(setup(players, Options(initial_order=order)), Rng("o", 0))
    assert caught.value.code == "invalid_options"
    with pytest.raises(IllegalMove) as caught:
        game.load_position(setup(players, Options(initial_order=order)), playing())
    assert caught.value.code == "invalid_options"


def test_a_given_initial_order_is_recorded_and_ignored_with_free_start_d31_d52() -> None:
    started = RULES.start(setup(3, Options(initial_order=(2, 0, 1))), Rng("o", 0))
    assert isinstance(started[0], GameStarted) and started[0].initial_order == (2, 0, 1)
    free = RULES.start(setup(3, Options(free_start=True, initial_order=(2, 0, 1))), Rng("o", 0))
    assert isinstance(free[0], GameStarted) and free[0].initial_order is None
    assert [type(e).__name__ for e in free] == [
        "GameStarted",
        "TilesDealt",
        "BlueDeckShuffled",
        "OrderCardsDealt",
        "RowLaidOut",
    ]
