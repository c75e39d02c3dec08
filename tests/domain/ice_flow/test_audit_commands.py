"""Audit: command bodies decode exactly as RULES §17.2 writes them (the platform's decoder).

A body that does not decode is the platform's 422 `invalid_command`; a body that decodes with
a value outside its domain must reach `decide` and get a rule code (§17.4).
"""

from __future__ import annotations

import json
from typing import Any

import msgspec
import pytest

from service.domain.ice_flow import RULES
from service.domain.ice_flow import commands as cmd
from tests.domain.ice_flow.helpers import at

# RULES §17.2, one body per tag, with every field.
BODIES: list[tuple[dict[str, Any], Any]] = [
    ({"type": "ice_flow.place_explorer", "camp": "9,0"}, cmd.PlaceExplorer("9,0")),
    (
        {"type": "ice_flow.place_floe", "tile": "T01", "hex": "0,0", "rotation": 5},
        cmd.PlaceFloe("T01", "0,0", 5),
    ),
    ({"type": "ice_flow.drift", "floe": "T02"}, cmd.Drift("T02")),
    ({"type": "ice_flow.rotate", "floe": "T02", "clockwise": False}, cmd.Rotate("T02", False)),
    ({"type": "ice_flow.discover", "drift_out": None}, cmd.Discover(None)),
    ({"type": "ice_flow.discover", "drift_out": "T03"}, cmd.Discover("T03")),
    ({"type": "ice_flow.step", "explorer": 4, "to": "8,1"}, cmd.Step(4, "8,1")),
    ({"type": "ice_flow.stop"}, cmd.Stop()),
    ({"type": "ice_flow.chase_bear", "direction": "NW"}, cmd.ChaseBear("NW")),
    ({"type": "ice_flow.collect", "explorer": 0, "item": "rope"}, cmd.Collect(0, "rope")),
    ({"type": "ice_flow.skip_collect"}, cmd.SkipCollect()),
    ({"type": "ice_flow.fish"}, cmd.Fish()),
    ({"type": "ice_flow.drop", "explorer": 2, "item": "fish"}, cmd.Drop(2, "fish")),
    (
        {"type": "ice_flow.escape", "explorer": 3, "path": ["3,1", "3,2"]},
        cmd.Escape(3, ("3,1", "3,2")),
    ),
    ({"type": "ice_flow.escape", "explorer": 3, "path": ["3,2"]}, cmd.Escape(3, ("3,2",))),
    ({"type": "ice_flow.air_rescue", "explorer": 5, "camp": "9,6"}, cmd.AirRescue(5, "9,6")),
    ({"type": "ice_flow.end_turn"}, cmd.EndTurn()),
]


def decode(body: dict[str, Any]) -> Any:
    return msgspec.json.decode(json.dumps(body).encode(), type=RULES.Command)


@pytest.mark.parametrize(
    ("body", "command"), BODIES, ids=[f"{b['type']}-{i}" for i, (b, _) in enumerate(BODIES)]
)
def test_every_command_body_of_the_rules_decodes(body: dict[str, Any], command: Any) -> None:
    assert decode(body) == command
    # legal-moves lists each command as a body ready to POST: the same JSON back
    assert json.loads(msgspec.json.encode(command)) == body


def test_every_rules_tag_is_a_command() -> None:
    tags = {body["type"] for body, _ in BODIES}
    assert len(tags) == 15


@pytest.mark.parametrize(
    "body",
    [
        {"type": "ice_flow.pass"},
        {"type": "ice_flow.stop", "explorer": 0},
        {"type": "ice_flow.step", "explorer": 0},
        {"type": "ice_flow.step", "explorer": "0", "to": "8,1"},
        {"type": "ice_flow.rotate", "floe": "T01", "clockwise": 1},
        {"type": "ice_flow.place_floe", "tile": "T01", "hex": "0,0", "rotation": 1.5},
        {"type": "ice_flow.escape", "explorer": 3, "path": "3,2"},
        {"type": "ice_flow.drop", "explorer": 0, "item": "rope", "onto": "supply"},
    ],
)
def test_malformed_bodies_do_not_decode(body: dict[str, Any]) -> None:
    with pytest.raises(msgspec.ValidationError):
        decode(body)


def test_an_omitted_drift_out_is_read_as_null() -> None:
    """Ruling: §17.2 writes `{drift_out: tile id or null}`; like every nullable command field
    of the platform, an omitted `drift_out` decodes as null instead of being refused."""
    assert decode({"type": "ice_flow.discover"}) == cmd.Discover(None)


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"type": "ice_flow.chase_bear", "direction": "north"}, "wrong_phase"),
        ({"type": "ice_flow.collect", "explorer": 0, "item": "bear"}, "invalid_item"),
        ({"type": "ice_flow.drop", "explorer": 0, "item": "ice"}, "invalid_item"),
        ({"type": "ice_flow.step", "explorer": 0, "to": "12,12"}, "unknown_space"),
        ({"type": "ice_flow.step", "explorer": 40, "to": "8,1"}, "unknown_explorer"),
        ({"type": "ice_flow.drift", "floe": "T77"}, "unknown_floe"),
    ],
)
def test_values_outside_their_domain_reach_decide_for_a_rule_code(
    body: dict[str, Any], code: str
) -> None:
    at().when(body, 0).rejects(code)  # the kit decodes a body as the platform does
