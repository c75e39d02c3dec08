"""`evolve`: the state after one event (RULES §11.4); pure, never draws, never fails.

`Decision` is the collector a command's rule functions emit into (`kernel.Collector`): it
folds each event as it is emitted, so each step of a resolution sees the ones before it.
"""

from __future__ import annotations

from typing import assert_never

from msgspec.structs import replace

from service.domain.kernel import Collector
from service.domain.pow_wow import booty, piles
from service.domain.pow_wow.data import canonical
from service.domain.pow_wow.events import (
    BootyTaken,
    CardRevealed,
    ClaimCameUpEmpty,
    ClaimMade,
    ClaimPenalized,
    Event,
    GameEnded,
    GameStarted,
    Passed,
    PositionLoaded,
    PrairieLaidOut,
    TributePaid,
    WindowClosed,
)
from service.domain.pow_wow.position import restore
from service.domain.pow_wow.state import (
    AwaitingReveal,
    ClaimWindow,
    GameOver,
    PlacedClaim,
    Resolving,
    State,
)

Decision = Collector[State, Event]


def evolve(state: State, event: Event) -> State:
    """Fold one event; `version` becomes the event's stream version."""
    state = replace(state, version=state.version + 1)
    match event:
        case GameStarted():
            return _started(state, event)
        case PrairieLaidOut():
            return _laid_out(state, event)
        case PositionLoaded():
            return restore(state, event)
        case CardRevealed():
            return _revealed(state, event)
        case ClaimMade():
            window = _window(state)
            claim = PlacedClaim(event.seat, event.hand, event.productive)
            return replace(state, phase=replace(window, claims=(*window.claims, claim)))
        case Passed():
            window = _window(state)
            return replace(state, phase=replace(window, passed=(*window.passed, event.seat)))
        case WindowClosed():
            resolving = Resolving(event.window, state.version, _window(state).claims)
            return _settle(replace(state, phase=resolving))
        case ClaimPenalized():
            pile = state.piles[event.seat]
            state = _move_pile(state, event.seat, pile[: len(pile) - len(event.discarded)])
            return _consume(replace(state, out_of_game=state.out_of_game + event.discarded))
        case ClaimCameUpEmpty():
            return _consume(state)
        case BootyTaken():
            return _consume(_taken(state, event))
        case TributePaid():
            return _restarted(_tribute(state, event))
        case GameEnded():
            over = GameOver(event.scores, event.winners, event.ranks, event.layout_salt)
            return replace(state, phase=over)
        case _:
            assert_never(event)


def _started(state: State, event: GameStarted) -> State:
    return replace(
        state,
        players=len(event.seats),
        options=event.options,
        seats=event.seats,
        revealer=event.first_revealer,
        commitment=event.layout_commitment,
        piles=tuple(() for _ in event.seats),
    )


def _laid_out(state: State, event: PrairieLaidOut) -> State:
    cards = event.cards or ()
    return replace(
        state,
        layout=cards,
        salt=event.salt,
        face_down=tuple(enumerate(cards)),
        phase=AwaitingReveal(state.version),
    )


def _revealed(state: State, event: CardRevealed) -> State:
    state = replace(
        state,
        face_down=tuple(f for f in state.face_down if f[0] != event.slot),
        table=canonical((*state.table, event.card)),
        last_window=event.window,
    )
    window = ClaimWindow(event.window, state.version, dead=not booty.anyone_productive(state))
    return replace(state, phase=window)


def _taken(state: State, event: BootyTaken) -> State:
    pile = piles.stack(state.piles[event.seat], event.cards, state.options.war_tribute)
    state = _move_pile(state, event.seat, pile)
    return replace(state, table=piles.without(state.table, event.cards))


def _tribute(state: State, event: TributePaid) -> State:
    paid = piles.without(state.piles[event.from_seat], event.cards)
    state = _move_pile(state, event.from_seat, paid)
    return _move_pile(state, event.to_seat, event.cards + state.piles[event.to_seat])


def _consume(state: State) -> State:
    """One claim of the resolving window is done (each resolution event consumes one)."""
    phase = state.phase
    assert isinstance(phase, Resolving)
    return _settle(replace(state, phase=replace(phase, done=phase.done + 1, since=state.version)))


def _settle(state: State) -> State:
    """After the window's last claim: the next revealer (D12), then the next round (§6.5)."""
    phase = state.phase
    assert isinstance(phase, Resolving)
    if phase.done < len(phase.claims):
        return state
    if phase.claims:
        state = replace(state, revealer=phase.claims[-1].seat)
    else:
        state = replace(state, revealer=(state.revealer + 1) % state.players)
    if state.face_down:
        return replace(state, phase=AwaitingReveal(state.version))
    return state


def _restarted(state: State) -> State:
    """A claim is resolved only once its tribute is paid (§6.2), so the phase it leads to
    (the next choice, or the next reveal) starts at its last `tribute_paid` (§11.2)."""
    phase = state.phase
    if isinstance(phase, Resolving | AwaitingReveal):
        return replace(state, phase=replace(phase, since=state.version))
    return state


def _window(state: State) -> ClaimWindow:
    assert isinstance(state.phase, ClaimWindow)
    return state.phase


def _move_pile(state: State, seat: int, pile: tuple[str, ...]) -> State:
    return replace(state, piles=tuple(pile if s == seat else p for s, p in enumerate(state.piles)))
