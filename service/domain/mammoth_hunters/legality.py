"""The one legality source (docs/style.md §8): `violation` serves `decide`, and `legal_commands`
is the candidates it lets through (RULES §16.2, §16.5, §16.6)."""

from __future__ import annotations

from typing import assert_never

from service.domain.kernel import Refusal, Seat
from service.domain.mammoth_hunters import deployment, glacier, part_moves, preparatory, substeps
from service.domain.mammoth_hunters.commands import (
    Command,
    DiscardCard,
    Done,
    DrawCard,
    MoveCampfire,
    MoveHunter,
    MoveMammoth,
    PassGlacier,
    PlaceGlacier,
    PlaceHunter,
    PlaceInitial,
    PlaceMammoth,
    PlayCard,
    PutAway,
    RemoveHunter,
    RemoveMammoth,
    SkipDiscard,
    SwapHunters,
    TakeClub,
)
from service.domain.mammoth_hunters.refusals import Refusals
from service.domain.mammoth_hunters.state import (
    Discard,
    Draw,
    GlacierChoice,
    Over,
    Play,
    Preparatory,
    Resolve,
    State,
)


def to_move(state: State) -> frozenset[Seat]:
    """The one seat whose decision is pending (RULES §16.2); nobody once over."""
    phase = state.phase
    if isinstance(phase, Preparatory | GlacierChoice):
        return frozenset({phase.seat})
    if isinstance(phase, Play | Discard | Draw):
        return frozenset({state.active})
    if isinstance(phase, Resolve):
        return frozenset({phase.part.decider})
    return frozenset()


def violation(state: State, command: Command, seat: Seat | None) -> Refusal | None:
    """The first refusal that applies to `command` from `seat` (RULES §16.6), else None. The
    system (seat None) is refused `not_your_turn`: Mammoth Hunters has no timers."""
    phase = state.phase
    if isinstance(phase, Over):
        return Refusals.game_over()
    if seat is None or seat not in to_move(state):
        return Refusals.not_your_turn()
    match command:
        case PlaceInitial():
            if isinstance(phase, Preparatory):
                return preparatory.placement_violation(state, command.region)
        case PlayCard():
            if isinstance(phase, Play):
                return deployment.play_violation(state, seat, command)
        case PutAway():
            if isinstance(phase, Play):
                return deployment.put_away_violation(state, seat, command)
        case (
            PlaceHunter()
            | MoveHunter()
            | SwapHunters()
            | RemoveHunter()
            | PlaceMammoth()
            | MoveMammoth()
            | RemoveMammoth()
            | MoveCampfire()
            | TakeClub()
        ):
            if isinstance(phase, Resolve):
                return substeps.violation(state, phase, command)
        case Done():
            if isinstance(phase, Resolve):
                return None
        case DiscardCard():
            if isinstance(phase, Discard):
                return deployment.discard_violation(state, seat, command)
        case SkipDiscard():
            if isinstance(phase, Discard):
                return None
        case DrawCard():
            if isinstance(phase, Draw):
                return deployment.draw_violation(state, seat, command)
        case PlaceGlacier():
            if isinstance(phase, GlacierChoice):
                return glacier.glacier_violation(state, command.region)
        case PassGlacier():
            if isinstance(phase, GlacierChoice):
                return None
        case _:
            assert_never(command)
    return Refusals.wrong_phase()


def candidates(state: State) -> list[Command]:
    """Every command that could be legal now, in the listing order (RULES §16.5): per state
    its accepted command types; `put_away` per card after the plays, `done` last in a part,
    `skip_discard` and `pass_glacier` after their alternatives."""
    phase = state.phase
    match phase:
        case Preparatory():
            return [PlaceInitial(region=r) for r in state.open_regions()]
        case Play():
            plays: list[Command] = list(deployment.play_candidates(state, state.active))
            return [*plays, *(PutAway(card=c) for c in state.seats[state.active].hand)]
        case Resolve():
            return [*part_moves.candidates(state, phase), Done()]
        case Discard():
            return [*(DiscardCard(card=c) for c in state.seats[state.active].hand), SkipDiscard()]
        case Draw():
            return [DrawCard(deck="light"), DrawCard(deck="dark")]
        case GlacierChoice():
            return [*(PlaceGlacier(region=r) for r in state.open_regions()), PassGlacier()]
    return []


def legal_commands(state: State, seat: Seat) -> list[Command]:
    """Exactly the commands `decide` accepts from `seat` now: the candidates `violation` lets
    through (nothing for a seat that is not to move)."""
    if seat not in to_move(state):
        return []
    return [c for c in candidates(state) if violation(state, c, seat) is None]
