"""The one legality source (STYLE §8): `violation` serves `decide` and `legal_moves` (§14.3–4)."""

from __future__ import annotations

from typing import assert_never

from service.domain.clans.board import FIELD_COUNT
from service.domain.clans.commands import ChooseVillage, Command, Move
from service.domain.clans.movement import Violation, legal_moves, move_violation
from service.domain.clans.state import ChoosingVillage, Moving, Over, State


def violation(state: State, command: Command, seat: int | None) -> Violation | None:
    """The first refusal code that applies, in the order of RULES §14.4, or None if legal."""
    if isinstance(state.phase, Over):
        return "game_over", "The game has ended."
    if (
        seat is None
        or seat != state.active_seat
        or not isinstance(state.phase, Moving | ChoosingVillage)
    ):
        return "not_your_turn", "It is not this seat's turn."
    match command:
        case Move():
            if isinstance(state.phase, ChoosingVillage):
                return "choice_pending", "Choose which pending village is founded next."
            for field in (command.from_, command.to):
                if not 0 <= field < FIELD_COUNT:
                    return "unknown_field", f"There is no field {field}."
            return move_violation(state, command.from_, command.to)
        case ChooseVillage():
            if not isinstance(state.phase, ChoosingVillage):
                return "no_choice_pending", "No village choice is pending."
            if not 0 <= command.field < FIELD_COUNT:
                return "unknown_field", f"There is no field {command.field}."
            if command.field not in state.phase.pending:
                return "village_not_pending", f"Field {command.field} is not a pending village."
            return None
        case _:
            assert_never(command)


def legal_commands(state: State, seat: int) -> list[Command]:
    """Exactly the commands `decide` accepts from `seat` now, in RULES §14.3 order."""
    if isinstance(state.phase, Over) or seat != state.active_seat:
        return []
    if isinstance(state.phase, ChoosingVillage):
        return [ChooseVillage(field=f) for f in state.phase.pending]
    if isinstance(state.phase, Moving):
        return list(legal_moves(state))
    return []


def to_move(state: State) -> frozenset[int]:
    """{active seat} while a move or a choice is awaited; nobody otherwise (§14.3)."""
    if isinstance(state.phase, Moving | ChoosingVillage):
        return frozenset({state.active_seat})
    return frozenset()
