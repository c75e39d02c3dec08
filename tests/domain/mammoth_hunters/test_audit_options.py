"""RULES §16.1: the options as a client sends them (`msgspec.convert`), their defaults, and
`invalid_options` at game creation."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from service.domain.kernel import IllegalMove
from service.domain.mammoth_hunters import RULES
from tests.domain.mammoth_hunters.helpers import document, loaded_events, plain, started
from tests.kit.setups import setup_for


def options(raw: dict[str, Any]) -> Any:
    return msgspec.convert(raw, RULES.Options)


def test_the_defaults_are_a_four_round_game_with_a_drawn_start_player() -> None:
    assert plain(options({})) == {"short_game": False, "start_player": None}
    assert options({"short_game": True, "start_player": 2}).start_player == 2


@pytest.mark.parametrize(
    "raw", [{"colour": "red"}, {"short_game": "yes"}, {"start_player": "1"}, {"rounds": 3}]
)
def test_unknown_or_mistyped_options_do_not_decode(raw: dict[str, Any]) -> None:
    with pytest.raises(msgspec.ValidationError):
        options(raw)


@pytest.mark.parametrize(("players", "start"), [(3, 3), (4, -1), (5, 5)])
def test_a_start_player_outside_the_seats_is_invalid_options(players: int, start: int) -> None:
    with pytest.raises(IllegalMove) as caught:
        started(players, options({"start_player": start}))
    assert caught.value.code == "invalid_options"


def test_any_start_player_with_a_position_is_invalid_options() -> None:
    with pytest.raises(IllegalMove) as caught:
        RULES.load_position(setup_for(RULES, 3, options({"start_player": 0})), document())
    assert caught.value.code == "invalid_options"


def test_the_start_player_option_starts_the_preparatory_round() -> None:
    events = started(4, options({"start_player": 3}))
    assert plain(events[0])["start_player"] == 3
    assert plain(events[0])["options"] == {"short_game": False, "start_player": 3}


def test_the_short_game_has_three_rounds() -> None:
    short = options({"short_game": True})
    events = started(3, short)
    assert plain(events[0])["options"]["short_game"] is True
    with pytest.raises(IllegalMove):
        loaded_events(document(round=4, covered=[1, 2, 3, 4, 5, 6, 7]), short_game=True)
