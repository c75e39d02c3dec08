"""RULES §8.2 the dark cards, resolved by opponents who may decline (D13, D20, D22, D24, D26,
D34, D35)."""

from __future__ import annotations

from typing import Any

import pytest

from service.domain.kernel import IllegalMove, Rng
from service.domain.mammoth_hunters import RULES
from service.domain.mammoth_hunters.commands import (
    Done,
    MoveCampfire,
    MoveHunter,
    PlaceHunter,
    PlaceMammoth,
    PlayCard,
    RemoveHunter,
    RemoveMammoth,
    TakeClub,
)
from service.domain.mammoth_hunters.events import ClubTaken, PartEnded
from service.domain.mammoth_hunters.state import Discard, Resolve, State
from tests.domain.mammoth_hunters.helpers import document, hands_with, run, state_of

BASE = ("L-TREK#1", "L-FIRE#1", "D-SPARK#3")


def playing(card: str, target: int | None = None, players: int = 3, **kw: Any) -> State:
    hand = [card, *[c for c in BASE if c != card]][:4]
    doc = document(players, hands=hands_with(*hand, players=players), **kw)
    state, _ = run(state_of(doc), (PlayCard(card=card, target=target), 0))
    return state


def refuses(state: State, command: Any, code: str, seat: int) -> None:
    with pytest.raises(IllegalMove) as caught:
        RULES.decide(state, command, seat, Rng("t", 0))
    assert caught.value.code == code, caught.value.message
    assert command not in RULES.legal_moves(state, seat)


def accepts(state: State, command: Any, seat: int) -> State:
    assert command in RULES.legal_moves(state, seat)
    state, _ = run(state, (command, seat))
    return state


def test_great_migration_lets_every_opponent_in_turn_place_up_to_two_d34() -> None:
    state = playing("D-WAVE2#1")
    assert RULES.to_move(state) == {1}
    refuses(state, PlaceHunter(region=5), "not_your_turn", seat=2)
    state = accepts(state, PlaceHunter(region=5), seat=1)
    state = accepts(state, PlaceHunter(region=6), seat=1)
    assert RULES.to_move(state) == {2}
    state = accepts(state, PlaceHunter(region=7), seat=2)
    state, produced = run(state, (Done(), 2))
    assert produced == [PartEnded(seat=2, reason="done")]
    assert isinstance(state.phase, Discard) and RULES.to_move(state) == {0}
    assert state.seats[0].stones == 8


def test_newcomers_lets_each_opponent_place_one_or_decline_d13() -> None:
    state = playing("D-WAVE1#1")
    state, produced = run(state, (Done(), 1))
    assert produced == [PartEnded(seat=1, reason="done")]
    state = accepts(state, PlaceHunter(region=9), seat=2)
    assert isinstance(state.phase, Discard)
    assert state.region(9).plain == (0, 0, 1)


def test_a_migrating_opponent_with_an_empty_pool_moves_own_hunters_instead_d14() -> None:
    state = playing("D-WAVE1#1", regions={9: {"hunters": {1: (12, 0)}}})
    refuses(state, PlaceHunter(region=5), "pool_empty", seat=1)
    state = accepts(state, MoveHunter(owner=1, from_region=9, to_region=12), seat=1)
    assert state.region(12).plain[1] == 1


def test_raid_removes_two_hunters_of_two_owners_and_clubbed_only_the_deciders_own_d24() -> None:
    regions = {9: {"hunters": {0: (2, 1), 1: (1, 1), 2: (1, 0)}}}
    state = playing("D-RAID2#1", target=1, regions=regions)
    assert RULES.to_move(state) == {1}
    refuses(state, RemoveHunter(owner=0, region=9, clubbed=True), "hunter_protected", seat=1)
    refuses(state, RemoveHunter(owner=2, region=10), "piece_missing", seat=1)
    state = accepts(state, RemoveHunter(owner=0, region=9), seat=1)
    refuses(state, RemoveHunter(owner=0, region=9), "owner_limit", seat=1)
    state = accepts(state, RemoveHunter(owner=1, region=9, clubbed=True), seat=1)
    assert isinstance(state.phase, Discard)
    assert state.region(9).plain == (1, 1, 1) and state.region(9).clubbed == (1, 0, 0)
    assert state.pool(0) == 10 and state.club_supply() == 5


def test_ambush_removes_one_hunter() -> None:
    state = playing("D-RAID1#1", target=2, regions={9: {"hunters": {0: (2, 0)}}})
    state = accepts(state, RemoveHunter(owner=0, region=9), seat=2)
    assert isinstance(state.phase, Discard)


def test_armament_takes_a_club_or_moves_up_to_two_own_hunters_anywhere_d22_d35() -> None:
    regions = {9: {"hunters": {1: (3, 0), 0: (1, 0)}}}
    state = playing("D-ARMS#1", target=1, regions=regions)
    refuses(state, MoveHunter(owner=0, from_region=9, to_region=12), "not_own_hunter", seat=1)
    refuses(state, PlaceMammoth(region=5), "wrong_phase", seat=1)
    clubbed = accepts(state, TakeClub(attach_to=9), seat=1)
    assert clubbed.region(9).clubbed == (0, 1, 0) and isinstance(clubbed.phase, Discard)
    moved = accepts(state, MoveHunter(owner=1, from_region=9, to_region=12), seat=1)
    refuses(moved, TakeClub(attach_to=None), "alternative_chosen", seat=1)
    moved = accepts(moved, MoveHunter(owner=1, from_region=9, to_region=5), seat=1)
    assert isinstance(moved.phase, Discard)


def test_a_club_taken_with_armament_may_be_held_by_the_opponent() -> None:
    state = playing("D-ARMS#1", target=2, regions={9: {"hunters": {1: (1, 0)}}})
    state, produced = run(state, (TakeClub(attach_to=None), 2))
    assert produced[0] == ClubTaken(by=2, attach_to=None)
    assert state.seats[2].held_clubs == 1


def test_sparks_lets_the_opponent_move_a_campfire() -> None:
    state = playing("D-SPARK#1", target=1, regions={5: {"campfires": [2]}})
    state = accepts(state, MoveCampfire(from_region=5, to_region=12), seat=1)
    assert state.region(12).campfires == (2,)


def test_stampede_removes_a_board_mammoth_to_the_supply() -> None:
    state = playing("D-STAMPEDE#1", target=1, regions={5: {"mammoths": 2}})
    refuses(state, PlaceMammoth(region=6), "mammoth_on_board", seat=1)
    state = accepts(state, RemoveMammoth(region=5), seat=1)
    assert state.region(5).mammoths == 1 and state.mammoth_supply() == 3


def test_stampede_with_no_mammoth_on_the_board_may_place_one_from_the_supply_d20() -> None:
    state = playing("D-STAMPEDE#1", target=2)
    assert isinstance(state.phase, Resolve)
    state = accepts(state, PlaceMammoth(region=6), seat=2)
    assert state.region(6).mammoths == 1


def test_an_action_that_can_do_nothing_ends_the_part_at_once_d34() -> None:
    """Ambush with no hunter on the board: the named opponent has nothing to decide."""
    doc = document(hands=hands_with("D-RAID1#1", *BASE))
    _, produced = run(state_of(doc), (PlayCard(card="D-RAID1#1", target=1), 0))
    assert produced[1] == PartEnded(seat=1, reason="exhausted")
