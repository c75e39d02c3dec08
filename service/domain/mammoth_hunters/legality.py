"""The one legality source: `violation` serves `decide`, `legal_moves` filters candidates
through it (RULES §16.2, §16.5, §16.6)."""

from __future__ import annotations

from service.domain.mammoth_hunters import candidates, deployment, glacier, setup, substeps
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

_SUB_STEPS = (
    PlaceHunter,
    MoveHunter,
    SwapHunters,
    RemoveHunter,
    PlaceMammoth,
    MoveMammoth,
    RemoveMammoth,
    MoveCampfire,
    TakeClub,
)


def to_move(state: State) -> frozenset[int]:
    phase = state.phase
    if isinstance(phase, Preparatory):
        return frozenset({phase.seat})
    if isinstance(phase, Play | Discard | Draw):
        return frozenset({state.active})
    if isinstance(phase, Resolve):
        return frozenset({phase.part.decider})
    if isinstance(phase, GlacierChoice):
        return frozenset({phase.seat})
    return frozenset()


def violation(state: State, seat: int | None, command: Command) -> str | None:
    """The first refusal code that applies to `command` from `seat`, else None."""
    phase = state.phase
    if isinstance(phase, Over):
        return "game_over"
    if seat is None or seat not in to_move(state):
        return "not_your_turn"
    match command:
        case PlaceInitial(region=region) if isinstance(phase, Preparatory):
            return setup.placement_violation(state, region)
        case PlayCard() if isinstance(phase, Play):
            return deployment.play_violation(state, seat, command)
        case PutAway() if isinstance(phase, Play):
            return deployment.put_away_violation(state, seat, command)
        case Done() if isinstance(phase, Resolve):
            return None
        case _ if isinstance(command, _SUB_STEPS) and isinstance(phase, Resolve):
            return substeps.violation(state, phase, command)
        case DiscardCard() if isinstance(phase, Discard):
            return deployment.discard_violation(state, seat, command)
        case SkipDiscard() if isinstance(phase, Discard):
            return None
        case DrawCard() if isinstance(phase, Draw):
            return deployment.draw_violation(state, seat, command)
        case PlaceGlacier(region=region) if isinstance(phase, GlacierChoice):
            return glacier.glacier_violation(state, region)
        case PassGlacier() if isinstance(phase, GlacierChoice):
            return None
        case _:
            return "wrong_phase"


def legal_moves(state: State, seat: int) -> list[Command]:
    """Every command `decide` accepts from `seat` now, in a deterministic order."""
    if seat not in to_move(state):
        return []
    phase = state.phase
    moves: list[Command] = []
    match phase:
        case Preparatory():
            moves = [PlaceInitial(region=r) for r in state.open_regions()]
        case Play():
            moves = list(deployment.legal_plays(state, seat))
            if not moves:
                moves = [PutAway(card=c) for c in state.seats[seat].hand]
        case Resolve():
            moves = [*candidates.legal(state, phase), Done()]
        case Discard():
            moves = [DiscardCard(card=c) for c in state.seats[seat].hand]
            moves.append(SkipDiscard())
        case Draw():
            moves = list(deployment.legal_draws(state, seat))
        case GlacierChoice():
            moves = [PlaceGlacier(region=r) for r in glacier.eligible_regions(state)]
            moves.append(PassGlacier())
    return moves
