"""Pow Wow's golden games (docs/style.md §12), converted to the kit's format and replayed by
`tests/kit/test_golden.py`: seeded games played with the claiming policy, one per player
count, between them every optional rule and every command the game knows."""

from __future__ import annotations

from typing import get_args

from service.domain.pow_wow.commands import Command
from tests.kit import golden


def test_there_is_a_golden_game_for_every_player_count_and_every_option() -> None:
    games = [golden.load(path) for path in golden.files("pow_wow")]
    assert {g["players"] for g in games} == {2, 3, 4, 5}
    for option in ("war_tribute", "marriage", "sharing", "colours", "first_revealer"):
        assert any(g["options"][option] not in (False, None) for g in games), option


def test_the_golden_games_send_every_command_and_end() -> None:
    games = [golden.load(path) for path in golden.files("pow_wow")]
    sent = {step["command"]["type"] for g in games for step in g["steps"]}
    assert sent == {kind.__struct_config__.tag for kind in get_args(Command)}
    timers = {s["command"]["type"] for g in games for s in g["steps"] if s["seat"] is None}
    assert timers == {
        "pow_wow.window_deadline",
        "pow_wow.choice_deadline",
        "pow_wow.reveal_deadline",
    }
    assert all(g["outcome"]["reason"] == "prairie_exhausted" for g in games)
