"""The kernel's own pieces: refusal tables, the collector, hosting and its declaration checks,
revisions, and the position_loaded helpers."""

from __future__ import annotations

from dataclasses import replace

import msgspec
import pytest

from service.domain.clans import RULES
from service.domain.clans.commands import ChooseVillage, Move
from service.domain.clans.events import HutsMoved, PositionLoaded, TurnPassed
from service.domain.clans.position import ClansPosition
from service.domain.clans.state import State
from service.domain.kernel import (
    Code,
    Collector,
    CommandBase,
    IllegalMove,
    Refusal,
    RefusalTable,
    Revision,
    Setup,
    document_from,
    event_from,
    host,
)
from tests.kit.setups import setup_for
from tests.support import potato


class Table(RefusalTable):
    game_over = Code("The game has ended.")
    unknown_field = Code("There is no field {field}.")
    same_field = Code("A field cannot move onto itself.")


def test_a_refusal_code_is_its_attribute_name_and_its_sentence_is_filled_in() -> None:
    assert Table.unknown_field(field=61) == Refusal("unknown_field", "There is no field 61.")
    assert [c.code for c in Table.codes()] == ["game_over", "unknown_field", "same_field"]


def test_of_several_refusals_the_first_in_the_table_wins() -> None:
    found = Table.first(None, Table.same_field(), Table.unknown_field(field=1), None)
    assert found is not None and found.code == "unknown_field"
    assert Table.first(None, None) is None


def test_a_refusal_travels_as_illegal_move() -> None:
    refusal = Table.game_over()
    carried = IllegalMove(refusal)
    assert (carried.code, carried.message, carried.problems) == ("game_over", refusal.message, ())
    listed = IllegalMove(Refusal("invalid_position", "Bad.", ("a", "b")))
    assert listed.problems == ("a", "b")


def test_a_code_must_be_snake_case() -> None:
    with pytest.raises(ValueError, match="snake_case"):
        type("Bad", (RefusalTable,), {"NotSnake": Code("x")})


def test_the_collector_folds_each_event_as_it_is_emitted() -> None:
    state = RULES.initial_state(setup_for(RULES, 2))
    made: Collector[State, object] = Collector(
        state, lambda s, e: msgspec.structs.replace(s, active_seat=s.active_seat + 1)
    )
    made.emit(TurnPassed(seat=1), TurnPassed(seat=0))
    assert made.state.active_seat == 2 and len(made.events) == 2


def test_hosting_refuses_values_of_another_game() -> None:
    clans = host(RULES)
    with pytest.raises(TypeError, match="not a clans state"):
        clans.to_move(potato.State(players=2, options=potato.Options()))
    with pytest.raises(TypeError, match="not a clans command"):
        clans.decide(RULES.initial_state(setup_for(RULES, 2)), potato.Pass(), 0, None)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="not clans options"):
        clans.initial_state(Setup(players=2, options=potato.Options(), rules_revision=1))
    with pytest.raises(ValueError, match="no rules revision 2"):
        clans.initial_state(Setup(players=2, options=RULES.Options(), rules_revision=2))


def test_the_revision_a_game_is_created_with_reaches_its_state() -> None:
    second = Revision(number=2, date="2026-12-01", changes=("D99.",))
    hosted = host(replace(RULES, revisions=(*RULES.revisions, second)))
    state = hosted.initial_state(Setup(players=2, options=RULES.Options(), rules_revision=2))
    assert isinstance(state, State) and state.rules_revision == 2


class Sloppy(CommandBase, frozen=True, tag="clans.sloppy", forbid_unknown_fields=False):
    pass


class Foreign(CommandBase, frozen=True, tag="other.move"):
    pass


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"Command": Move | Sloppy}, "must refuse unknown fields"),
        ({"Command": Move | Foreign}, "must start with 'clans'"),
        ({"Event": HutsMoved | ChooseVillage}, "must accept unknown fields"),
        ({"revisions": (Revision(number=2, date="2026-12-01", changes=()),)}, "numbered 1, 2"),
    ],
)
def test_hosting_checks_what_a_game_declares(change: dict[str, object], message: str) -> None:
    broken = replace(RULES, **change)  # type: ignore[arg-type]
    with pytest.raises((TypeError, ValueError), match=message):
        host(broken)


def test_position_loaded_carries_the_fields_the_event_declares() -> None:
    document = ClansPosition(
        players=2,
        clans=("red", "blue"),
        active_seat=0,
        chips_taken=0,
        chips=(0, 0),
        scores=dict.fromkeys(("red", "yellow", "green", "blue", "black"), 0),
        fields={"57": {"red": 1}, "58": {"blue": 1}},
    )
    event = event_from(document, PositionLoaded)
    assert msgspec.structs.asdict(event)["fields"] == document.fields
    assert not hasattr(event, "clans")
    assert document_from(event, ClansPosition, clans=("red", "blue")) == document
