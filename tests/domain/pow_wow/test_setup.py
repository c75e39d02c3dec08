"""RULES §3 and §13: setup by player count, the start events and their random draws."""

from __future__ import annotations

import hashlib
from typing import Any

import msgspec
import pytest

from service.domain.kernel import Game, IllegalMove, Rng, fold, host
from service.domain.pow_wow import RULES
from service.domain.pow_wow.data import CARD_IDS
from service.domain.pow_wow.events import Event, GameStarted, PrairieLaidOut
from service.domain.pow_wow.options import PowWowOptions as Options
from service.domain.pow_wow.state import AwaitingReveal
from tests.domain.pow_wow.helpers import setup


def start(players: int, options: Options, rng: Rng) -> list[Event]:
    return list(RULES.start(setup(players, options), rng))


def test_the_engine_implements_the_kernel_protocol_at_revision_1() -> None:
    assert isinstance(RULES, Game)
    assert host(RULES).name == "pow_wow"
    assert (RULES.name, RULES.min_players, RULES.max_players) == ("pow_wow", 2, 5)
    assert RULES.title == "Pow Wow"
    assert [r.number for r in RULES.revisions] == [1]
    assert RULES.revisions[0].date == "2026-11-29"


def test_the_state_keeps_the_rules_revision_of_the_game() -> None:
    state = RULES.initial_state(setup(3))
    assert state.rules_revision == 1
    assert fold(RULES, setup(3), start(3, Options(), Rng("seed", 0))).rules_revision == 1


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_start_appends_game_started_then_prairie_laid_out(players: int) -> None:
    events = start(players, Options(), Rng("seed", 0))
    assert [type(e) for e in events] == [GameStarted, PrairieLaidOut]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_all_114_prairie_cards_are_always_used_in_a_random_layout(players: int) -> None:
    _, laid = start(players, Options(), Rng("seed", 0))
    assert isinstance(laid, PrairieLaidOut)
    assert laid.count == 114
    assert laid.cards is not None
    assert sorted(laid.cards) == sorted(CARD_IDS)


def test_the_same_seed_gives_the_same_events_and_another_seed_another_layout() -> None:
    first = start(3, Options(), Rng("seed", 0))
    assert first == start(3, Options(), Rng("seed", 0))
    assert first[1] != start(3, Options(), Rng("other", 0))[1]


def test_seats_take_canonical_colours_by_default_d26() -> None:
    started = start(3, Options(), Rng("seed", 0))[0]
    assert isinstance(started, GameStarted)
    assert started.seats == ("red", "yellow", "purple")


def test_options_colours_give_each_seat_its_colour_d26() -> None:
    options = Options(colours=("green", "red"))
    started = start(2, options, Rng("seed", 0))[0]
    assert isinstance(started, GameStarted)
    assert started.seats == ("green", "red")


def test_the_first_revealer_is_the_option_or_a_random_seat_d23() -> None:
    fixed = start(4, Options(first_revealer=2), Rng("seed", 0))[0]
    assert isinstance(fixed, GameStarted)
    assert fixed.first_revealer == 2
    seen = set()
    for seed in range(40):
        started = start(4, Options(), Rng(str(seed), 0))[0]
        assert isinstance(started, GameStarted)
        seen.add(started.first_revealer)
    assert seen == {0, 1, 2, 3}


def test_the_layout_commitment_hashes_the_layout_and_the_secret_salt_d34() -> None:
    started, laid = start(2, Options(), Rng("seed", 0))
    assert isinstance(started, GameStarted)
    assert isinstance(laid, PrairieLaidOut)
    assert laid.cards is not None
    assert laid.salt is not None
    assert len(laid.salt) == 32
    assert int(laid.salt, 16) >= 0
    text = ",".join(laid.cards) + ":" + laid.salt
    assert started.layout_commitment == hashlib.sha256(text.encode()).hexdigest()


def test_game_started_carries_the_complete_options() -> None:
    options = Options(war_tribute=True, claim_window_ms=7000)
    started = start(2, options, Rng("seed", 0))[0]
    assert isinstance(started, GameStarted)
    assert started.options == options
    assert msgspec.to_builtins(started)["options"]["dead_window_ms"] == 2000


def test_after_setup_the_phase_is_awaiting_reveal_with_empty_table_and_piles() -> None:
    events = start(3, Options(), Rng("seed", 0))
    state = fold(RULES, setup(3), events)
    assert isinstance(state.phase, AwaitingReveal)
    assert state.table == ()
    assert state.piles == ((), (), ())
    assert len(state.face_down) == 114
    assert state.next_window == 1


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (2, Options(colours=("red",))),
        (2, Options(colours=("red", "red"))),
        (3, Options(colours=("red", "yellow", "blue", "green"))),
        (3, Options(first_revealer=3)),
        (3, Options(first_revealer=-1)),
        (2, Options(claim_window_ms=10)),
    ],
)
def test_options_that_do_not_fit_the_player_count_are_refused_d33(
    players: int, options: Options
) -> None:
    with pytest.raises(IllegalMove) as caught:
        start(players, options, Rng("seed", 0))
    assert caught.value.code == "invalid_options"


def test_per_field_option_errors_are_decoder_errors_d33() -> None:
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"claim_window_ms": 999}, RULES.Options)
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"colours": ["pink", "red"]}, RULES.Options)
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"sharring": True}, RULES.Options)
    assert msgspec.convert({}, RULES.Options) == Options()


@pytest.mark.parametrize("war_tribute", [False, True])
@pytest.mark.parametrize("marriage", [False, True])
@pytest.mark.parametrize("sharing", [False, True])
def test_the_three_optional_rules_default_off_and_combine_freely_d24(
    war_tribute: bool, marriage: bool, sharing: bool
) -> None:
    assert (Options().war_tribute, Options().marriage, Options().sharing) == (False,) * 3
    options = Options(war_tribute=war_tribute, marriage=marriage, sharing=sharing)
    events = start(4, options, Rng("combo", 0))
    assert fold(RULES, setup(4, options), events).options == options


def test_card_ids_and_canonical_order_follow_the_data_file_d27() -> None:
    assert len(CARD_IDS) == 114
    assert CARD_IDS[:4] == ("red-chief-1", "red-chief-2", "red-warrior-1", "red-warrior-2")
    assert CARD_IDS[8] == "red-hunter-3"
    assert CARD_IDS[44] == "green-hunter-3"
    assert CARD_IDS[45] == "buffalo-01"
    assert CARD_IDS[77:79] == ("buffalo-33", "totem-1")
    assert CARD_IDS[87] == "tomahawk-1"
    assert CARD_IDS[96] == "necklace-1"
    assert CARD_IDS[105] == "teepee-1"
    assert CARD_IDS[113] == "teepee-9"


def test_the_schemas_of_every_public_type_can_be_generated() -> None:
    for kind in (RULES.Command, RULES.Event, RULES.Options, RULES.View, RULES.Position):
        assert msgspec.json.schema(kind)


def test_options_arrive_as_plain_json_decoded_by_the_platform() -> None:
    plain: dict[str, Any] = {"marriage": True, "first_revealer": 1}
    started = start(2, msgspec.convert(plain, RULES.Options), Rng("plain", 0))[0]
    assert isinstance(started, GameStarted)
    assert started.options == Options(marriage=True, first_revealer=1)
    default = start(2, msgspec.convert({}, RULES.Options), Rng("plain", 0))[0]
    assert isinstance(default, GameStarted)
    assert default.options == Options()
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"marriage": "maybe"}, RULES.Options)


def test_invalid_options_list_every_problem_in_one_sentence_d33() -> None:
    options = Options(colours=("red", "red"), first_revealer=5, claim_window_ms=10)
    with pytest.raises(IllegalMove) as caught:
        start(2, options, Rng("seed", 0))
    assert caught.value.problems == (
        "option claim_window_ms must be an integer from 1000 to 60000.",
        "colours must list exactly 2 distinct colours.",
        "first_revealer must be a seat from 0 to 1.",
    )
    assert caught.value.message == " ".join(caught.value.problems)
    with pytest.raises(IllegalMove) as too_many:  # the player count: the kit's check
        host(RULES).start(setup(6, Options()), Rng("seed", 0))
    assert too_many.value.code == "invalid_options"
    assert too_many.value.problems == ("Pow Wow is played by 2–5 players, not 6.",)
