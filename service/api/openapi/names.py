"""A name for every schema a generator turns into a class or a type.

Generators name an anonymous schema after the field that holds it, and number the clashes:
the `type` tag of 177 commands and events became `Type1 … Type177` in datamodel-code-generator
and the three `status` enums `Status`, `Status1`, `Status2`. Two rules avoid that:

- a one-value enum is a constant (`const`): the tag of a command or event, the `game_type` of a
  game's view, a stream message's `event`. Generators make it a literal type, no class;
- an enum of several values inside a component becomes a component of its own, named in
  SHARED when several fields share its values (`GameStatus`), else after its component and
  field (`ClansGameEndedReason`). The field keeps its description;
- a constrained scalar or null (`anyOf: [{type: integer, minimum: 1}, {type: null}]`) is one
  schema, `type: [integer, null]` with the constraints: generators made a class of the
  constrained member (datamodel-code-generator's `BankS`, with a default mypy refuses).

The shape of the data does not change: a client of an older document reads the same JSON.
"""

from __future__ import annotations

from typing import Any

from service.api.openapi.components import REF, camel

SHARED: dict[frozenset[str], tuple[str, str]] = {
    frozenset({"open", "active", "finished"}): ("GameStatus", "Where a game stands."),
    frozenset({"random", "seed", "position"}): (
        "GameSetup",
        "How a game's setup was drawn: from a secret seed the server committed to (`random`), "
        "a seed the creator chose (`seed`), or a position document (`position`).",
    ),
    frozenset({"deadline_soon", "game_finished", "game_started", "match_found", "your_turn"}): (
        "PlayerNoticeType",
        "What a notification of a signed-in player is about.",
    ),
}
"""Enums several schemas share, by their values."""


def constants(node: Any) -> Any:
    """The tree with every one-value `enum` written as `const` (the same meaning); examples
    are values, not schemas, and are left as they are."""
    if isinstance(node, list):
        return [constants(item) for item in node]
    if not isinstance(node, dict):
        return node
    out = {
        key: value if key in ("example", "examples") else constants(value)
        for key, value in node.items()
    }
    values = out.get("enum")
    if isinstance(values, list) and len(values) == 1:
        del out["enum"]
        out["const"] = values[0]
        if isinstance(values[0], str):
            out.setdefault("type", "string")
    return _nullable_scalar(out)


SCALARS = ("integer", "number", "string", "boolean")


def _nullable_scalar(schema: dict[str, Any]) -> dict[str, Any]:
    """`anyOf: [<a plain scalar>, null]` as one schema of `type: [<scalar>, null]`."""
    members = schema.get("anyOf")
    if not isinstance(members, list) or len(members) != 2 or members[1] != {"type": "null"}:
        return schema
    scalar = members[0]
    plain = set(scalar) <= {"type", "description", "minimum", "maximum", "minLength", "maxLength"}
    if not plain or scalar.get("type") not in SCALARS:
        return schema
    merged = {k: v for k, v in schema.items() if k != "anyOf"}
    merged.setdefault("description", scalar.get("description"))
    if merged["description"] is None:
        del merged["description"]
    constraints = {k: v for k, v in scalar.items() if k not in ("type", "description")}
    return {**merged, "type": [scalar["type"], "null"], **constraints}


def name_enums(schemas: dict[str, Any], games: list[str]) -> None:
    """Give each enum of several values inside a component a component of its own."""
    shared = {
        **SHARED,
        frozenset(games): (
            "GameTypeName",
            "A hosted game's name (its `game_type`, as GET /v1/game-types lists them).",
        ),
    }
    named: dict[str, Any] = {}
    for owner, schema in list(schemas.items()):
        for field, holder in _enum_holders(schema):
            values = list(holder["enum"])
            name, description = shared.get(frozenset(values), (owner + camel(field), None))
            enum: dict[str, Any] = {"title": name, "type": _json_type(values), "enum": values}
            if description is not None:
                enum["description"] = description
            if name in schemas and name not in named:
                raise ValueError(f"enum name {name} is taken by another component")
            if name in named and set(named[name]["enum"]) != set(values):
                raise ValueError(f"two different enums would be named {name}")
            named.setdefault(name, enum)
            kept = {k: v for k, v in holder.items() if k in ("description", "deprecated")}
            holder.clear()
            holder.update({"$ref": REF.format(name=name), **kept})
    schemas.update(named)


def _json_type(values: list[Any]) -> str:
    """The JSON type of an enum's values (a game may offer numbers, e.g. `Literal[1, 2]`)."""
    if all(isinstance(v, str) for v in values):
        return "string"
    if all(isinstance(v, int) and not isinstance(v, bool) for v in values):
        return "integer"
    raise ValueError(f"an enum of mixed or unsupported values: {values!r}")


def _enum_holders(schema: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """The inline enums of a component's properties (directly, or as an `anyOf` member)."""
    out = []
    for field, prop in schema.get("properties", {}).items():
        for candidate in [prop, *prop.get("anyOf", []), *prop.get("oneOf", [])]:
            if isinstance(candidate.get("enum"), list) and len(candidate["enum"]) > 1:
                out.append((field, candidate))
    return out
