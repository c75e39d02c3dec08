"""The committed OpenAPI document as a checker of real responses: status, headers, media type,
body schema, problem codes and the event stream's messages (see `conformance.py`)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

import jsonschema_rs

from service.api.openapi.codes import CODES

DOCUMENT_PATH = Path(__file__).resolve().parents[2] / "openapi" / "v1.json"
DRAFT = "https://json-schema.org/draft/2020-12/schema"
UNDOCUMENTED_PATHS = ("/schema",)
"""The interactive documentation and the document itself, not operations of the API."""
PREFLIGHT_CODES = (
    "cors_origin_not_allowed",
    "cors_request_not_allowed",
    "invalid_request",
    "request_timeout",
    "too_many_connections",
    "server_busy",
)
"""What a CORS preflight may be refused with (the document's description, and the edge)."""


@dataclass
class Exchange:
    """One request and the response the app sent, as bytes on the wire."""

    method: str
    path: str
    request_headers: dict[str, str]
    status: int | None = None
    headers: dict[str, str] = field(default_factory=dict)
    body: bytearray = field(default_factory=bytearray)
    complete: bool = False

    def describe(self) -> str:
        return f"{self.method} {self.path} → {self.status}"


class Contract:
    def __init__(self, document: dict[str, Any]) -> None:
        self.document = document
        self._validators: dict[str, Any] = {}
        self._routes = [
            (re.compile("^" + re.sub(r"\{[^/]+\}", "[^/]+", path) + "$"), path, item)
            for path, item in document["paths"].items()
        ]
        # Literal segments win over templated ones (`/v1/games/stream` before `{game_id}`).
        self._routes.sort(key=lambda route: route[1].count("{"))

    @classmethod
    def committed(cls) -> Contract:
        return cls(json.loads(DOCUMENT_PATH.read_text()))

    def check(self, exchange: Exchange) -> list[str]:
        """Every way the response departs from the document (empty: it conforms)."""
        if exchange.status is None or exchange.path.startswith(UNDOCUMENTED_PATHS):
            return []
        if exchange.method.upper() == "OPTIONS":
            return self._check_preflight(exchange)
        operation = self._operation(exchange)
        if operation is None:
            return self._check_unrouted(exchange)
        response = operation["responses"].get(str(exchange.status))
        if response is None:
            return [f"status {exchange.status} is not documented for {operation['operationId']}"]
        response = self._resolve(response)
        return self._check_headers(exchange, response) + self._check_body(exchange, response)

    # -- finding what the document says ---------------------------------------------------

    def _operation(self, exchange: Exchange) -> dict[str, Any] | None:
        for pattern, _path, item in self._routes:
            if pattern.match(exchange.path):
                return item.get(exchange.method.lower())  # type: ignore[no-any-return]
        return None

    def _check_unrouted(self, exchange: Exchange) -> list[str]:
        """No such operation: the answer must be a 404 or 405 problem."""
        expected = {404: "not_found", 405: "method_not_allowed"}
        if exchange.status not in expected:
            return [f"{exchange.describe()}: no such operation in the document"]
        problems = self._check_json(exchange, {"$ref": "#/components/schemas/Problem"})
        if not problems and json.loads(exchange.body)["code"] != expected[exchange.status]:
            problems.append(f"{exchange.describe()}: code is not {expected[exchange.status]}")
        return problems

    def _check_preflight(self, exchange: Exchange) -> list[str]:
        """A CORS preflight, which the document describes in words (not an operation): 204
        without a body, or a problem with a code the description or the edge can answer."""
        if exchange.status == 204:
            return [f"{exchange.describe()}: a body on a 204"] if exchange.body else []
        problems = self._check_json(exchange, {"$ref": "#/components/schemas/Problem"})
        code = json.loads(exchange.body)["code"] if not problems else None
        if code is not None and code not in PREFLIGHT_CODES:
            problems.append(f"{exchange.describe()}: code {code!r} is not a preflight's")
        return problems

    def _resolve(self, node: dict[str, Any]) -> dict[str, Any]:
        while "$ref" in node:
            target: Any = self.document
            for part in node["$ref"].removeprefix("#/").split("/"):
                target = target[part]
            node = target
        return node

    # -- headers --------------------------------------------------------------------------

    def _check_headers(self, exchange: Exchange, response: dict[str, Any]) -> list[str]:
        problems = []
        for name, documented in response.get("headers", {}).items():
            header = self._resolve(documented)
            value = exchange.headers.get(name.lower())
            if value is None:
                if header.get("required"):
                    problems.append(f"{exchange.describe()}: required header {name} is missing")
                continue
            schema = header.get("schema", {})
            too_small = not value.isdigit() or int(value) < schema.get("minimum", 0)
            if schema.get("type") == "integer" and too_small:
                problems.append(f"{exchange.describe()}: header {name}: {value!r}")
        return problems

    # -- bodies ---------------------------------------------------------------------------

    def _check_body(self, exchange: Exchange, response: dict[str, Any]) -> list[str]:
        content = response.get("content")
        if not content:
            if exchange.body:
                return [f"{exchange.describe()}: a body where the document says none"]
            return []
        media_type = exchange.headers.get("content-type", "").split(";")[0].strip()
        if media_type not in content:
            return [f"{exchange.describe()}: content type {media_type!r} not in {list(content)}"]
        documented = content[media_type]
        if media_type == "text/event-stream":
            return self._check_stream(exchange, documented)
        if "x-lineSchemas" in documented:
            return self._check_lines(exchange, documented["x-lineSchemas"])
        if media_type.endswith("json"):
            problems = self._check_json(exchange, documented["schema"])
            if not problems and media_type == "application/problem+json":
                problems = self._check_problem(exchange, response)
            return problems
        return []

    def _check_json(self, exchange: Exchange, schema: dict[str, Any]) -> list[str]:
        try:
            body = json.loads(exchange.body)
        except ValueError:
            return [f"{exchange.describe()}: the body is not JSON: {bytes(exchange.body[:200])!r}"]
        return [f"{exchange.describe()}: {e}" for e in self.errors(schema, body)]

    def _check_lines(self, exchange: Exchange, schemas: list[dict[str, Any]]) -> list[str]:
        """JSON Lines: the first line of the first schema, every further line of the second."""
        problems = []
        for number, line in enumerate(bytes(exchange.body).splitlines()):
            try:
                value = json.loads(line)
            except ValueError:
                problems.append(f"{exchange.describe()}: line {number + 1} is not JSON")
                continue
            errors = self.errors(self._resolve(schemas[min(number, 1)]), value)
            problems += [f"{exchange.describe()}: line {number + 1}: {e}" for e in errors]
        return problems

    def _check_problem(self, exchange: Exchange, response: dict[str, Any]) -> list[str]:
        body = json.loads(exchange.body)
        problems = []
        if body["status"] != exchange.status:
            problems.append(f"{exchange.describe()}: the problem says status {body['status']}")
        code = body["code"]
        listed = response.get("x-codes", [])
        rule_code = response.get("x-rule-codes") and code not in CODES
        if code not in listed and not rule_code:
            problems.append(f"{exchange.describe()}: code {code!r} is not among {listed}")
        return problems

    def _check_stream(self, exchange: Exchange, documented: dict[str, Any]) -> list[str]:
        """Each complete SSE message is one of the documented messages, its data valid JSON
        of the message's `contentSchema`."""
        message_schema = self._resolve(documented["x-itemSchema"])
        variants = [self._resolve(v) for v in message_schema["oneOf"]]
        problems = []
        for message in parse_sse(bytes(exchange.body)):
            fitting = [v for v in variants if not self.errors(v, message)]
            if len(fitting) != 1:
                problems.append(f"{exchange.describe()}: message {message} fits {len(fitting)}")
                continue
            data_schema = fitting[0]["properties"].get("data", {}).get("contentSchema")
            if data_schema is not None:
                errors = self.errors(data_schema, json.loads(message["data"]))
                problems += [f"{exchange.describe()}: data of {message['id']}: {e}" for e in errors]
        return problems

    # -- JSON Schema ----------------------------------------------------------------------

    def errors(self, schema: dict[str, Any], instance: Any) -> list[str]:
        validator = self._validator(schema)
        if validator.is_valid(instance):
            return []
        return [self._pinpoint(instance) or str(next(iter(validator.iter_errors(instance))))]

    def _validator(self, schema: dict[str, Any]) -> Any:
        key = json.dumps(schema, sort_keys=True)
        if key not in self._validators:
            root = {"$schema": DRAFT, "components": self.document["components"], **schema}
            self._validators[key] = jsonschema_rs.validator_for(root, validate_formats=True)
        return self._validators[key]

    @cached_property
    def _variants(self) -> dict[tuple[str, str], dict[str, str]]:
        """Discriminator value → the one schema it selects, for precise error messages."""
        out = {}
        for schema in self.document["components"]["schemas"].values():
            discriminator = schema.get("discriminator")
            if discriminator:
                for value, ref in discriminator.get("mapping", {}).items():
                    out[(discriminator["propertyName"], value)] = {"$ref": ref}
        return out

    def _pinpoint(self, instance: Any) -> str | None:
        """The first error inside the innermost discriminated object that fails its schema
        (a oneOf error names only the union, not what is wrong)."""
        if isinstance(instance, list):
            return next((p for p in map(self._pinpoint, instance) if p), None)
        if not isinstance(instance, dict):
            return None
        for value in instance.values():
            inner = self._pinpoint(value)
            if inner:
                return inner
        for key in ("type", "game_type"):
            schema = self._variants.get((key, str(instance.get(key))))
            if schema is not None:
                validator = self._validator(schema)
                if not validator.is_valid(instance):
                    return f"{schema['$ref']}: {next(iter(validator.iter_errors(instance)))}"
        return None


def parse_sse(body: bytes) -> list[dict[str, str]]:
    """The complete messages of an event stream (comments and a cut-off tail left out)."""
    text = body.decode().replace("\r\n", "\n")
    blocks = text.split("\n\n")[:-1]  # the last piece is not terminated yet (or empty)
    messages = []
    for block in blocks:
        fields: dict[str, str] = {}
        for line in block.split("\n"):
            if not line or line.startswith(":"):
                continue
            name, _, value = line.partition(":")
            value = value.removeprefix(" ")
            fields[name] = fields[name] + "\n" + value if name in fields else value
        if fields:
            messages.append(fields)
    return messages
