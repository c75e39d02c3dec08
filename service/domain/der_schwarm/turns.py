"""Phase 2 turns: playing cards and the joker, passing, and the action lifecycle (§7.4, §8, D53)."""

from __future__ import annotations

from typing import assert_never

from service.domain.der_schwarm import data, rounds
from service.domain.der_schwarm.commands import (
    ChoosePart,
    EndAction,
    NoEffect,
    PassRound,
    PlayCard,
    PlayJoker,
)
from service.domain.der_schwarm.events import ActionEnded, CardPlayed, PartChosen, RoundPassed
from service.domain.der_schwarm.evolve import Decision
from service.domain.der_schwarm.refusals import Refusals
from service.domain.der_schwarm.state import OpenAction, PlayingPhase, State
from service.domain.kernel import Refusal, Rng

TurnCommand = PlayCard | PlayJoker | PassRound
PARTS = ("ship", "researcher")


def open_action(state: State) -> OpenAction:
    """The action being resolved (callers know one is open)."""
    assert isinstance(state.phase, PlayingPhase) and state.phase.action is not None
    return state.phase.action


def turn_violation(state: State, seat: int, command: TurnCommand) -> Refusal | None:
    """RULES §7.4, §8.8, D16, D40."""
    player = state.seats[seat]
    match command:
        case PlayCard(card=card):
            if card not in player.hand:
                return Refusals.card_not_in_hand()
        case PlayJoker(action=action):
            if player.joker != "available":
                return Refusals.joker_unavailable()
            if action not in data.JOKER_ACTIONS:
                return Refusals.invalid_joker_action()
        case PassRound():
            if player.hand:
                return Refusals.must_play_card()
        case _:
            assert_never(command)
    return None


def turn_candidates(state: State, seat: int) -> list[TurnCommand]:
    """Each unplayed card, the six joker actions and `PassRound` while the joker is up."""
    player = state.seats[seat]
    moves: list[TurnCommand] = [PlayCard(card=c) for c in dict.fromkeys(player.hand)]
    if player.joker == "available":
        moves += [PlayJoker(action=a) for a in data.JOKER_ACTIONS]
        moves.append(PassRound())
    return moves


def take_turn(decision: Decision, seat: int, command: TurnCommand, rng: Rng) -> None:
    """A card or the joker opens its action; a pass may end the round (§7.4, §7.5)."""
    match command:
        case PlayCard(card=card):
            decision.emit(CardPlayed(seat=seat, card=card, action=data.CARD_ACTION[card]))
        case PlayJoker(action=action):
            decision.emit(CardPlayed(seat=seat, card=data.JOKER, action=action))
        case PassRound():
            decision.emit(RoundPassed(seat=seat))
            rounds.finish_round_if_done(decision, rng)
        case _:
            assert_never(command)


def part_violation(command: ChoosePart) -> Refusal | None:
    if command.part not in PARTS:
        return Refusals.invalid_part()
    return None


def choose_part(decision: Decision, seat: int, command: ChoosePart) -> None:
    """The double card's part resolved first (§8.4, D54)."""
    decision.emit(PartChosen(seat=seat, part=command.part))


def close_violation(state: State, command: NoEffect | EndAction) -> Refusal | None:
    """D53: NoEffect only before the first sub-move, EndAction only after it."""
    started = open_action(state).started
    if isinstance(command, NoEffect) and started:
        return Refusals.action_started(situation="A sub-move was made; end the action instead")
    if isinstance(command, EndAction) and not started:
        return Refusals.nothing_done()
    return None


def close_action(decision: Decision, seat: int, rng: Rng, *, no_effect: bool) -> None:
    """Append ActionEnded; if that ends phase 2, the round ends too (§17.2)."""
    action = open_action(decision.state)
    part = action.action if action.card == data.DOUBLE_CARD else None
    decision.emit(ActionEnded(seat=seat, part=part, no_effect=no_effect))
    rounds.finish_round_if_done(decision, rng)
