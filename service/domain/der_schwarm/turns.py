"""Phase 2 turns: playing cards and the joker, passing, and the action lifecycle (§7.4, §8, D53)."""

from __future__ import annotations

from service.domain.der_schwarm import data, rounds
from service.domain.der_schwarm.builder import Builder
from service.domain.der_schwarm.commands import (
    ChoosePart,
    EndAction,
    NoEffect,
    PassRound,
    PlayCard,
    PlayJoker,
)
from service.domain.der_schwarm.events import ActionEnded, CardPlayed, PartChosen, RoundPassed
from service.domain.der_schwarm.state import OpenAction, PlayingPhase, State
from service.domain.kernel import IllegalMove, Rng

TurnCommand = PlayCard | PlayJoker | PassRound
PARTS = ("ship", "researcher")


def open_action(state: State) -> OpenAction:
    """The action being resolved (callers know one is open)."""
    assert isinstance(state.phase, PlayingPhase) and state.phase.action is not None
    return state.phase.action


def turn_violation(state: State, seat: int, command: TurnCommand) -> IllegalMove | None:
    """RULES §7.4, §8.8, D16, D40."""
    player = state.seats[seat]
    match command:
        case PlayCard(card=card):
            if card not in player.hand:
                return IllegalMove("card_not_in_hand", "That is not an unplayed card of yours.")
        case PlayJoker(action=action):
            if player.joker != "available":
                return IllegalMove("joker_unavailable", "Your joker is not available this round.")
            if action not in data.JOKER_ACTIONS:
                return IllegalMove("invalid_joker_action", "The joker does one basic action.")
        case PassRound():
            if player.hand:
                return IllegalMove("must_play_card", "You still hold a purchased card.")
    return None


def turn_candidates(state: State, seat: int) -> list[TurnCommand]:
    player = state.seats[seat]
    moves: list[TurnCommand] = [PlayCard(card=c) for c in dict.fromkeys(player.hand)]
    if player.joker == "available":
        moves += [PlayJoker(action=a) for a in data.JOKER_ACTIONS]
        moves.append(PassRound())
    return moves


def apply_turn(builder: Builder, seat: int, command: TurnCommand, rng: Rng) -> None:
    match command:
        case PlayCard(card=card):
            builder.emit(CardPlayed(seat=seat, card=card, action=data.CARD_ACTION[card]))
        case PlayJoker(action=action):
            builder.emit(CardPlayed(seat=seat, card=data.JOKER, action=action))
        case PassRound():
            builder.emit(RoundPassed(seat=seat))
            rounds.finish_round_if_done(builder, rng)


def part_violation(command: ChoosePart) -> IllegalMove | None:
    if command.part not in PARTS:
        return IllegalMove("invalid_part", "Choose the ship or the researcher part.")
    return None


def apply_part(builder: Builder, seat: int, command: ChoosePart) -> None:
    builder.emit(PartChosen(seat=seat, part=command.part))


def close_violation(state: State, command: NoEffect | EndAction) -> IllegalMove | None:
    """D53: NoEffect only before the first sub-move, EndAction only after it."""
    started = open_action(state).started
    if isinstance(command, NoEffect) and started:
        return IllegalMove("action_started", "A sub-move was made; end the action instead.")
    if isinstance(command, EndAction) and not started:
        return IllegalMove("nothing_done", "Nothing was done yet; use NoEffect.")
    return None


def close_action(builder: Builder, seat: int, rng: Rng, *, no_effect: bool) -> None:
    """Append ActionEnded; if that ends phase 2, the round ends too (§17.2)."""
    action = open_action(builder.state)
    part = action.action if action.card == data.DOUBLE_CARD else None
    builder.emit(ActionEnded(seat=seat, part=part, no_effect=no_effect))
    rounds.finish_round_if_done(builder, rng)
