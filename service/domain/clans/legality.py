"""The one legality source (docs/style.md §8): `violation` serves `decide` and `legal_moves`
(§14.3–4)."""

from __future__ import annotations

from typing import assert_never

from service.domain.clans.board import FIELD_COUNT, FIELDS, NEIGHBOURS
from service.domain.clans.commands import ChooseVillage, Command, Move
from service.domain.clans.movement import move_violation
from service.domain.clans.refusals import Refusals
from service.domain.clans.state import ChoosingVillage, Moving, Over, State
from service.domain.kernel import Refusal, Seat


def violation(state: State, command: Command, seat: Seat | None) -> Refusal | None:
    """The first refusal that applies, in the order of RULES §14.4, or None if legal."""
    if isinstance(state.phase, Over):
        return Refusals.game_over()
    if (
        seat is None
        or seat != state.active_seat
        or not isinstance(state.phase, Moving | ChoosingVillage)
    ):
        return Refusals.not_your_turn()
    match command:
        case Move():
            if isinstance(state.phase, ChoosingVillage):
                return Refusals.choice_pending()
            for field in (command.from_, command.to):
                if not 0 <= field < FIELD_COUNT:
                    return Refusals.unknown_field(field=field)
            return move_violation(state, command.from_, command.to)
        case ChooseVillage():
            if not isinstance(state.phase, ChoosingVillage):
                return Refusals.no_choice_pending()
            if not 0 <= command.field < FIELD_COUNT:
                return Refusals.unknown_field(field=command.field)
            if command.field not in state.phase.pending:
                return Refusals.village_not_pending(field=command.field)
            return None
        case _:
            assert_never(command)


def legal_commands(state: State, seat: Seat) -> list[Command]:
    """Exactly the commands `decide` accepts from `seat` now, in RULES §14.3 order: the
    candidates that `violation` lets through."""
    return [c for c in candidates(state) if violation(state, c, seat) is None]


def candidates(state: State) -> list[Command]:
    """Every command that could be legal now, in RULES §14.3 order (pending villages
    ascending; moves by `from`, then `to`)."""
    if isinstance(state.phase, ChoosingVillage):
        return [ChooseVillage(field=f) for f in state.phase.pending]
    if isinstance(state.phase, Moving):
        return [Move(from_=a, to=b) for a in FIELDS for b in NEIGHBOURS[a]]
    return []


def to_move(state: State) -> frozenset[Seat]:
    """{active seat} while a move or a choice is awaited; nobody otherwise (§14.3)."""
    if isinstance(state.phase, Moving | ChoosingVillage):
        return frozenset({state.active_seat})
    return frozenset()
