"""RULES §16.3: every command tag and field as a client sends it; bodies that do not decode
(unknown tag or field, wrong type, unknown enum value, missing field) never reach `decide`."""

from __future__ import annotations

import json
from typing import Any

import msgspec
import pytest

from service.domain.kernel import decode_command
from service.domain.mammoth_hunters import RULES
from service.domain.mammoth_hunters.commands import (
    DiscardCard,
    Done,
    DrawCard,
    HunterRef,
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

P = "mammoth_hunters."


def decode(payload: dict[str, Any]) -> Any:
    """As the platform decodes a command body."""
    return decode_command(RULES, json.dumps(payload).encode())


BODIES: list[tuple[dict[str, Any], Any]] = [
    ({"type": P + "place_initial", "region": 5}, PlaceInitial(region=5)),
    ({"type": P + "play", "card": "L-SWAP#2"}, PlayCard(card="L-SWAP#2")),
    (
        {
            "type": P + "play",
            "card": "L-CULT#1",
            "option": "move_non_adjacent",
            "pile": "light",
            "target": None,
        },
        PlayCard(card="L-CULT#1", option="move_non_adjacent", pile="light"),
    ),
    ({"type": P + "play", "card": "D-SPARK#1", "target": 2}, PlayCard(card="D-SPARK#1", target=2)),
    ({"type": P + "put_away", "card": "L-CULT#2"}, PutAway(card="L-CULT#2")),
    ({"type": P + "place_hunter", "region": 7}, PlaceHunter(region=7, club=False)),
    ({"type": P + "place_hunter", "region": 7, "club": True}, PlaceHunter(region=7, club=True)),
    (
        {"type": P + "move_hunter", "owner": 1, "from_region": 5, "to_region": 6},
        MoveHunter(owner=1, from_region=5, to_region=6, clubbed=False, club=False),
    ),
    (
        {
            "type": P + "move_hunter",
            "owner": 0,
            "from_region": 5,
            "to_region": 6,
            "clubbed": True,
            "club": False,
        },
        MoveHunter(owner=0, from_region=5, to_region=6, clubbed=True),
    ),
    (
        {
            "type": P + "swap_hunters",
            "a": {"owner": 1, "region": 6, "clubbed": False},
            "b": {"owner": 0, "region": 9, "clubbed": True},
            "club": True,
        },
        SwapHunters(a=HunterRef(1, 6, False), b=HunterRef(0, 9, True), club=True),
    ),
    (
        {"type": P + "remove_hunter", "owner": 2, "region": 8},
        RemoveHunter(owner=2, region=8, clubbed=False),
    ),
    ({"type": P + "place_mammoth", "region": 5}, PlaceMammoth(region=5)),
    (
        {"type": P + "move_mammoth", "from_region": 5, "to_region": 9},
        MoveMammoth(from_region=5, to_region=9),
    ),
    ({"type": P + "remove_mammoth", "region": 6}, RemoveMammoth(region=6)),
    (
        {"type": P + "move_campfire", "from_region": 5, "to_region": 12},
        MoveCampfire(from_region=5, to_region=12),
    ),
    ({"type": P + "take_club", "attach_to": None}, TakeClub(attach_to=None)),
    ({"type": P + "take_club", "attach_to": 6}, TakeClub(attach_to=6)),
    ({"type": P + "done"}, Done()),
    ({"type": P + "discard", "card": "D-ARMS#3"}, DiscardCard(card="D-ARMS#3")),
    ({"type": P + "skip_discard"}, SkipDiscard()),
    ({"type": P + "draw", "deck": "light"}, DrawCard(deck="light")),
    ({"type": P + "draw", "deck": "dark"}, DrawCard(deck="dark")),
    ({"type": P + "place_glacier", "region": 8}, PlaceGlacier(region=8)),
    ({"type": P + "pass_glacier"}, PassGlacier()),
]


@pytest.mark.parametrize(("payload", "command"), BODIES, ids=[b[0]["type"] for b in BODIES])
def test_every_command_body_of_the_rules_decodes(payload: dict[str, Any], command: Any) -> None:
    assert decode(payload) == command


def test_the_tags_are_exactly_the_commands_of_the_rules() -> None:
    tags = {info.tag for info in msgspec.inspect.type_info(RULES.Command).types}  # type: ignore[attr-defined]
    names = [
        "place_initial",
        "play",
        "put_away",
        "place_hunter",
        "move_hunter",
        "swap_hunters",
        "remove_hunter",
        "place_mammoth",
        "move_mammoth",
        "remove_mammoth",
        "move_campfire",
        "take_club",
        "done",
        "discard",
        "skip_discard",
        "draw",
        "place_glacier",
        "pass_glacier",
    ]
    assert tags == {P + n for n in names}


@pytest.mark.parametrize(
    "payload",
    [
        {"type": P + "fly", "region": 5},
        {"type": P + "place_initial", "region": 5, "extra": 1},
        {"type": P + "place_initial"},
        {"type": P + "place_initial", "region": "5"},
        {"type": P + "play", "card": "L-HERD#1", "option": "move_far"},
        {"type": P + "play", "card": "L-CULT#1", "pile": "grey"},
        {"type": P + "play", "card": "D-SPARK#1", "target": "1"},
        {"type": P + "draw", "deck": "both"},
        {"type": P + "done", "now": True},
        {"type": P + "swap_hunters", "a": {"owner": 0, "region": 5, "x": 1}, "b": {}},
        {"type": P + "place_hunter", "region": 5, "club": "yes"},
        {"type": "clans.move", "region": 5},
    ],
)
def test_a_body_that_does_not_decode_never_reaches_decide(payload: dict[str, Any]) -> None:
    with pytest.raises(msgspec.ValidationError):
        decode(payload)


def test_a_region_outside_1_to_12_decodes_and_is_refused_by_a_rule_code() -> None:
    """`unknown_region` is a rule code (RULES §16.6), so the number must reach `decide`."""
    assert decode({"type": P + "place_initial", "region": 13}) == PlaceInitial(region=13)
    assert decode({"type": P + "play", "card": "X#9", "target": 7}).target == 7
