"""The OpenAPI document says what a client needs: short unique names, discriminated unions,
every status with its codes, security, headers and examples (issue 12)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import msgspec
import pytest

from service.api.dto import client_commands, is_system_only, members
from service.api.openapi import VERSION
from service.api.openapi.codes import CODES
from service.api.openapi.components import GameComponents, camel, tag_of
from service.api.openapi.operations import OPERATIONS
from service.domain import registry
from tests.support.contract import Contract

ROOT = Path(__file__).resolve().parents[2]
DOCUMENT: dict[str, Any] = json.loads((ROOT / "openapi" / "v1.json").read_text())
SCHEMAS: dict[str, Any] = DOCUMENT["components"]["schemas"]
OPERATION_OBJECTS = [
    (path, method, operation)
    for path, item in DOCUMENT["paths"].items()
    for method, operation in item.items()
]


def walk(node: Any, where: str = "#") -> Any:
    if isinstance(node, dict):
        yield where, node
        for key, value in node.items():
            yield from walk(value, f"{where}/{key}")
    elif isinstance(node, list):
        for n, value in enumerate(node):
            yield from walk(value, f"{where}/{n}")


def resolve(node: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in node:
        target: Any = DOCUMENT
        for part in node["$ref"].removeprefix("#/").split("/"):
            target = target[part]
        node = target
    return node


def test_component_names_are_short_plain_identifiers() -> None:
    for name, schema in SCHEMAS.items():
        assert re.fullmatch(r"[A-Z][A-Za-z0-9]*", name), name
        assert schema.get("title", name) == name


def test_commands_and_events_are_named_after_their_tags() -> None:
    parts = GameComponents(registry.all_games())
    for rules in registry.all_games():
        for cls in [*client_commands(rules), *members(rules.Event)]:
            assert parts.name(cls) == camel(str(tag_of(cls)))
        prefix = camel(rules.name)
        assert parts.name(rules.View) == prefix + "View"
        assert parts.name(rules.Position) == prefix + "Position"
        assert parts.name(rules.Options) == prefix + "Options"
    assert "PowWowGameEnded" in SCHEMAS
    assert "ClansMove" in SCHEMAS


class _Fake:
    """A game just rich enough for naming: two of them can make the same name."""

    def __init__(self, name: str, nested: type) -> None:
        started = msgspec.defstruct("Started", [], tag_field="type", tag=f"{name}.started")
        self.name = name
        self.title = name
        self.Command = self.Event = started
        self.View = msgspec.defstruct("View", [("part", nested)])
        self.Position = msgspec.defstruct("Position", [])
        self.Options = msgspec.defstruct("Options", [])


def test_two_types_that_would_share_a_name_are_refused() -> None:
    cx = msgspec.defstruct("Cx", [("a", int)])
    bcx = msgspec.defstruct("BCx", [("b", int)])

    with pytest.raises(ValueError, match="ABCx"):
        GameComponents([_Fake("a_b", cx), _Fake("a", bcx)])  # type: ignore[list-item]


def test_system_only_commands_are_not_in_the_client_command_union() -> None:
    mapping = SCHEMAS["GameCommand"]["discriminator"]["mapping"]
    system = [c for r in registry.all_games() for c in members(r.Command) if is_system_only(c)]
    assert {tag_of(c) for c in system} == {
        "pow_wow.window_deadline",
        "pow_wow.choice_deadline",
        "pow_wow.reveal_deadline",
    }
    assert not {tag_of(c) for c in system} & set(mapping)
    assert "PowWowWindowDeadline" not in SCHEMAS
    clients = {tag_of(c) for r in registry.all_games() for c in client_commands(r)}
    assert set(mapping) == clients


def test_every_union_is_discriminated_and_its_mapping_is_exact() -> None:
    unions = 0
    for where, node in walk(DOCUMENT):
        if "oneOf" in node and "discriminator" in node:
            unions += 1
            key = node["discriminator"]["propertyName"]
            mapping = node["discriminator"]["mapping"]
            assert sorted(m["$ref"] for m in node["oneOf"]) == sorted(mapping.values()), where
            for value, ref in mapping.items():
                variant = resolve({"$ref": ref})
                assert key in variant["required"], (where, ref)
                assert variant["properties"][key]["const"] == value, (where, ref)
        assert not ("anyOf" in node and "discriminator" in node), where
    assert unions >= 15
    for name, key in [("GameCommand", "type"), ("GameEvent", "type"), ("GameView", "game_type")]:
        assert SCHEMAS[name]["discriminator"]["propertyName"] == key
    for name in ("GamePosition", "CreateGame"):
        assert SCHEMAS[name]["discriminator"]["propertyName"] == "game_type"


def test_tuples_are_plain_arrays_generators_accept() -> None:
    for where, node in walk(DOCUMENT):
        assert "prefixItems" not in node, where
        assert node.get("items") is not False, where


def test_create_options_and_positions_are_typed_per_game() -> None:
    for rules in registry.all_games():
        body = SCHEMAS[f"Create{camel(rules.name)}Game"]["properties"]
        assert body["game_type"]["const"] == rules.name
        assert {"$ref": f"#/components/schemas/{camel(rules.name)}Options"} in body["options"][
            "anyOf"
        ]
        assert (body["players"]["minimum"], body["players"]["maximum"]) == (
            rules.min_players,
            rules.max_players,
        )


def test_ids_are_uuids_and_statuses_enums() -> None:
    summary = SCHEMAS["GameSummary"]["properties"]
    assert summary["game_id"]["format"] == "uuid"
    assert resolve(summary["status"])["enum"] == ["open", "active", "finished"]
    for path, _method, operation in OPERATION_OBJECTS:
        for parameter in operation.get("parameters", []):
            if parameter["name"] == "game_id":
                assert parameter["schema"]["format"] == "uuid", path
            if parameter["name"] == "status":
                assert parameter["schema"]["enum"] == ["open", "active", "finished"]


@pytest.mark.parametrize(("path", "method", "operation"), OPERATION_OBJECTS)
def test_every_operation_is_described_with_security_and_an_example(
    path: str, method: str, operation: dict[str, Any]
) -> None:
    assert operation["description"].strip(), (path, method)
    assert operation["summary"].strip()
    schemes = set(DOCUMENT["components"]["securitySchemes"])
    for requirement in operation.get("security", DOCUMENT["security"]):
        assert set(requirement) <= schemes
    examples = [
        where
        for where, node in walk(operation)
        if "example" in node or ("examples" in node and isinstance(node["examples"], dict))
    ]
    assert examples, (path, method)


@pytest.mark.parametrize(("path", "method", "operation"), OPERATION_OBJECTS)
def test_every_problem_status_lists_its_codes(
    path: str, method: str, operation: dict[str, Any]
) -> None:
    spec = OPERATIONS.get(operation["operationId"])
    expected = spec.problems() if spec else {}
    for status, answer in operation["responses"].items():
        response = resolve(answer)
        content = response.get("content", {})
        if "application/problem+json" not in content:
            continue
        typed = f"{operation['operationId'][:1].upper()}{operation['operationId'][1:]}Problem"
        assert content["application/problem+json"]["schema"] == {
            "$ref": f"#/components/schemas/{typed}"
        }
        enum = SCHEMAS[typed + "Code"]["enum"]
        assert set(response["x-codes"]) <= set(enum), (path, method, status)
        for code in response["x-codes"]:
            assert CODES[code].status == int(status), (code, status)
            assert f"`{code}`" in response["description"]
        examples = content["application/problem+json"]["examples"]
        assert set(response["x-codes"]) <= set(examples)
    for status, codes in expected.items():
        assert resolve(operation["responses"][str(status)])["x-codes"] == codes


def test_the_operations_the_brief_names_answer_what_other_parts_of_the_server_send() -> None:
    """Rate limits, outages, unsupported bodies and reused keys are documented everywhere
    they can happen (statuses added by the hardening and outage work)."""
    for path, method, operation in OPERATION_OBJECTS:
        responses = {s: resolve(r) for s, r in operation["responses"].items()}
        if path.startswith("/v1"):
            assert "rate_limited" in responses["429"]["x-codes"], (path, method)
            assert "Retry-After" in responses["429"]["headers"]
        if path.startswith("/v1/games"):
            assert "database_unavailable" in responses["503"]["x-codes"], (path, method)
            assert "Retry-After" in responses["503"]["headers"]
        if method == "post" and "requestBody" in operation:  # a body: its media type checked
            assert responses["415"]["x-codes"] == ["unsupported_media_type"]
        # CORS preflights are the browser's, not operations a client calls (generators made
        # 26 `preflight_*` functions of them): the description tells them.
        assert method != "options", path
    ready = DOCUMENT["paths"]["/health/ready"]["get"]["responses"]["503"]
    assert "database_unavailable" in resolve(ready)["x-codes"]
    command = DOCUMENT["paths"]["/v1/games/{game_id}/commands"]["post"]["responses"]
    assert "idempotency_key_reused" in command["422"]["x-codes"]
    seats = DOCUMENT["paths"]["/v1/games/{game_id}/seats"]["post"]["responses"]
    assert "invalid_name" in seats["422"]["x-codes"]


def test_every_post_takes_an_idempotency_key_and_says_what_it_answers() -> None:
    posts = {path: item["post"] for path, item in DOCUMENT["paths"].items() if "post" in item}
    assert len(posts) >= 8
    for path, operation in posts.items():
        names = {p["name"] for p in operation["parameters"] if p["in"] == "header"}
        assert "Idempotency-Key" in names, path
        assert "idempotency_key_reused" in resolve(operation["responses"]["422"])["x-codes"]
        if operation["operationId"] != "sendCommand":  # a command waits for its original
            assert "idempotency_key_in_flight" in resolve(operation["responses"]["409"])["x-codes"]


def test_request_and_response_headers_are_documented() -> None:
    paths = DOCUMENT["paths"]

    def parameters(path: str, method: str) -> set[str]:
        return {p["name"] for p in paths[path][method]["parameters"] if p["in"] == "header"}

    def headers(path: str, method: str, status: str) -> set[str]:
        return set(resolve(paths[path][method]["responses"][status]).get("headers", {}))

    game = "/v1/games/{game_id}"
    assert {"If-Match", "Idempotency-Key"} <= parameters(game + "/commands", "post")
    assert "If-None-Match" in parameters(game, "get")
    assert "Last-Event-ID" in parameters(game + "/events/stream", "get")
    assert {"ETag", "Tabletop-Version"} <= headers(game + "/commands", "post", "201")
    assert {"ETag", "Tabletop-Version"} <= headers(game + "/view", "get", "200")
    assert "Location" in headers("/v1/games", "post", "201")
    assert "WWW-Authenticate" in headers(game + "/commands", "post", "401")
    stream = paths[game + "/events/stream"]["get"]["responses"]["200"]["content"]
    assert list(stream) == ["text/event-stream"]
    assert stream["text/event-stream"]["x-itemSchema"] == {
        "$ref": "#/components/schemas/GameStreamMessage"
    }


def test_every_example_is_valid_against_its_schema() -> None:
    contract = Contract(DOCUMENT)
    checked = 0
    for where, node in walk(DOCUMENT["paths"]):
        schema = node.get("schema")
        if schema is None or not where.rsplit("/", 2)[-1].endswith("json"):
            continue
        values = [e["value"] for e in node.get("examples", {}).values()]
        values += [node["example"]] if "example" in node else []
        for value in values:
            assert contract.errors(schema, value) == [], where
            checked += 1
    assert checked > 50


def test_the_version_is_semantic_and_in_the_changelog() -> None:
    assert DOCUMENT["info"]["version"] == VERSION
    assert re.fullmatch(r"1\.[0-9]+\.[0-9]+", VERSION)
    assert f"## API {VERSION}" in (ROOT / "CHANGELOG.md").read_text()
