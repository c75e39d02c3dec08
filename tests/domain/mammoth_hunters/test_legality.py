"""RULES §16.5, §16.6: one legality source — `legal_moves` lists exactly the commands that
`decide` accepts, checked by brute force over every sub-step command of a region/owner domain;
refusal codes come in the order of the table."""

from __future__ import annotations

import ast
import itertools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from service.domain.kernel import IllegalMove, Rng
from service.domain.mammoth_hunters import RULES, legality
from service.domain.mammoth_hunters.commands import (
    Done,
    HunterRef,
    MoveCampfire,
    MoveHunter,
    MoveMammoth,
    PlaceHunter,
    PlaceMammoth,
    PlayCard,
    RemoveHunter,
    RemoveMammoth,
    SwapHunters,
    TakeClub,
)
from service.domain.mammoth_hunters.state import State
from tests.domain.mammoth_hunters.helpers import document, hands_with, run, state_of

BASE = ("L-TREK#3", "D-RAID2#3", "D-SPARK#3")
REGIONS = range(14)
BOARD = {
    5: {"hunters": {0: (2, 1), 1: (1, 1)}, "mammoths": 1, "campfires": [1, 2]},
    6: {"hunters": {1: (2, 0), 2: (1, 0)}},
    9: {"hunters": {0: (1, 0), 2: (0, 1)}, "campfires": [0]},
    10: {"hunters": {2: (2, 0)}, "mammoths": 2},
}


def all_sub_steps(players: int) -> Iterator[Any]:
    seats = range(players + 1)
    flags = (False, True)
    for r in REGIONS:
        yield PlaceMammoth(region=r)
        yield RemoveMammoth(region=r)
        yield TakeClub(attach_to=r)
        for club in flags:
            yield PlaceHunter(region=r, club=club)
        for owner, clubbed in itertools.product(seats, flags):
            yield RemoveHunter(owner=owner, region=r, clubbed=clubbed)
    yield TakeClub(attach_to=None)
    for f, t in itertools.product(REGIONS, REGIONS):
        yield MoveMammoth(from_region=f, to_region=t)
        yield MoveCampfire(from_region=f, to_region=t)
        for owner, clubbed, club in itertools.product(seats, flags, flags):
            yield MoveHunter(owner=owner, from_region=f, to_region=t, clubbed=clubbed, club=club)
    refs = [
        HunterRef(owner=o, region=r, clubbed=c)
        for o, r, c in itertools.product(range(players), range(4, 12), flags)
    ]
    for a, b, club in itertools.product(refs, refs, flags):
        yield SwapHunters(a=a, b=b, club=club)


def resolving(card: str, target: int | None = None, **kw: Any) -> State:
    option = kw.pop("option", None)
    doc = document(
        hands=hands_with(card, *BASE), stones=[7, 9, 9], held=[1, 1, 0], regions=BOARD, **kw
    )
    state, _ = run(state_of(doc), (PlayCard(card=card, target=target, option=option), 0))  # type: ignore[arg-type]
    return state


CASES = [
    ("L-TER-STEPPE#1", None, {}),
    ("L-PARTY#1", None, {}),
    ("L-TREK#1", None, {}),
    ("L-HERD#1", None, {"option": "move_non_adjacent"}),
    ("L-HERD#2", None, {"option": "place_from_supply"}),
    ("L-FIRE#1", None, {}),
    ("L-SWAP#1", None, {}),
    ("L-CLUB#1", None, {}),
    ("L-DRIVE#1", None, {}),
    ("D-WAVE2#1", None, {}),
    ("D-RAID2#1", 1, {}),
    ("D-ARMS#1", 2, {}),
    ("D-SPARK#1", 1, {}),
    ("D-STAMPEDE#1", 2, {}),
]


@pytest.mark.parametrize(("card", "target", "kw"), CASES, ids=[c[0] for c in CASES])
def test_legal_moves_are_exactly_the_sub_steps_decide_accepts(
    card: str, target: int | None, kw: dict[str, Any]
) -> None:
    state = resolving(card, target, **kw)
    (seat,) = RULES.to_move(state)
    listed = RULES.legal_moves(state, seat)
    assert listed[-1] == Done()
    accepted = {c for c in all_sub_steps(3) if legality.violation(state, c, seat) is None}
    assert accepted == set(listed[:-1])
    assert len(listed) == len(set(listed))
    for command in listed[:: max(1, len(listed) // 25)]:
        RULES.decide(state, command, seat, Rng("t", 0))


def test_every_play_listed_is_accepted_and_nothing_else() -> None:
    doc = document(
        hands=hands_with("L-HERD#1", "L-CULT#1", "D-CULT#1", "D-RAID2#1", "D-WAVE1#1"),
        stones=[5, 4, 4],
        regions=BOARD,
        light_pile=[{"card": "L-HERD#2"}],
        dark_pile=[{"card": "D-WAVE2#2"}],
    )
    state = state_of(doc)
    listed = set(RULES.legal_moves(state, 0))
    cards = [*state.seats[0].hand, "L-SWAP#1"]
    options = (None, "place_from_supply", "move_adjacent", "move_non_adjacent")
    piles = (None, "light", "dark")
    every = {
        PlayCard(card=c, option=o, pile=p, target=t)  # type: ignore[arg-type]
        for c, o, p, t in itertools.product(cards, options, piles, (None, 0, 1, 2, 3))
    }
    assert {c for c in every if legality.violation(state, c, 0) is None} == listed
    assert PlayCard(card="L-CULT#1", pile="dark") in listed
    assert PlayCard(card="D-CULT#1", pile="light", option="move_adjacent") in listed


CLUB = "club_unavailable"


@pytest.mark.parametrize(
    ("command", "code"),
    [
        (MoveHunter(owner=0, from_region=5, to_region=5), "same_region"),
        (MoveHunter(owner=0, from_region=5, to_region=13), "unknown_region"),
        (MoveHunter(owner=1, from_region=5, to_region=2), "region_covered"),
        (MoveHunter(owner=1, from_region=5, to_region=6, clubbed=True), "hunter_protected"),
        (MoveHunter(owner=2, from_region=5, to_region=6), "piece_missing"),
        (MoveHunter(owner=1, from_region=5, to_region=10), "not_adjacent"),
        (MoveHunter(owner=1, from_region=5, to_region=6, club=True), CLUB),
        (MoveHunter(owner=0, from_region=5, to_region=6, clubbed=True, club=True), CLUB),
        (PlaceHunter(region=5), "wrong_phase"),
    ],
)
def test_refusal_codes_follow_the_table_order_for_a_drive(command: Any, code: str) -> None:
    state = resolving("L-DRIVE#1")
    with pytest.raises(IllegalMove) as caught:
        RULES.decide(state, command, 0, Rng("t", 0))
    assert caught.value.code == code


def test_a_held_club_goes_along_with_an_own_hunter_moved_by_drive_or_trek_d15() -> None:
    state = resolving("L-DRIVE#1")
    state, _ = run(state, (MoveHunter(owner=0, from_region=5, to_region=6, club=True), 0))
    assert state.region(6).clubbed[0] == 1 and state.seats[0].held_clubs == 0
    trek = resolving("L-TREK#1")
    trek, _ = run(trek, (MoveHunter(owner=0, from_region=5, to_region=9, clubbed=True), 0))
    assert trek.region(9).clubbed[0] == 1 and trek.region(5).clubbed[0] == 0


def test_the_domain_package_imports_nothing_impure() -> None:
    banned = ("asyncio", "asyncpg", "litestar", "random", "time", "datetime")
    banned_prefixes = ("service.store", "service.api", "service.projections")
    folder = Path(__file__).resolve().parents[3] / "service" / "domain" / "mammoth_hunters"
    for path in folder.glob("*.py"):
        tree = ast.parse(path.read_text("utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                assert name.split(".")[0] not in banned, (path.name, name)
                assert not name.startswith(banned_prefixes), (path.name, name)
