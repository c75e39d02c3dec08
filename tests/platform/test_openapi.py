"""The committed OpenAPI document is the app's, and it is valid OpenAPI 3.1."""

from __future__ import annotations

import json

from openapi_spec_validator import validate

from service.cli import OPENAPI_PATH, openapi_json


def test_the_committed_openapi_document_matches_the_app() -> None:
    committed = OPENAPI_PATH.read_text()
    assert json.loads(openapi_json()) == json.loads(committed), (
        "openapi/v1.json is stale: run `make openapi` and commit it"
    )


def test_the_document_is_valid_openapi_3_1() -> None:
    document = json.loads(openapi_json())
    assert document["openapi"].startswith("3.1")
    validate(document)


def test_every_operation_has_an_operation_id() -> None:
    document = json.loads(openapi_json())
    for path, item in document["paths"].items():
        for method, operation in item.items():
            assert operation.get("operationId"), f"{method.upper()} {path}"


def test_commands_and_events_are_unions_discriminated_by_type() -> None:
    schemas = json.loads(openapi_json())["components"]["schemas"]
    for name in ("GameCommand", "GameEvent"):
        union = schemas[name]
        assert union["discriminator"]["propertyName"] == "type"
        assert "clans.move" in union["discriminator"]["mapping"] or name == "GameEvent"
    assert "clans.huts_moved" in schemas["GameEvent"]["discriminator"]["mapping"]
