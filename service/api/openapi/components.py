"""Every game's schemas under short, unique component names, in shapes generators accept.

Names come from stable things, never from Python paths: a command or event is named after its
`type` tag (`clans.move` → `ClansMove`, `pow_wow.game_ended` → `PowWowGameEnded`), a game's
view, position and options after the game (`ClansView`), and any other struct after its game
and its own name (`IceFlowFloeView`); a struct several games share keeps its own name
(`Outcome`). A duplicate name is an error, never a silent merge.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterable, Iterator
from typing import Any

import msgspec
from msgspec import inspect as mi

from service.api.dto import client_commands, members
from service.domain.kernel import HostedGame
from service.domain.table.events import TABLE_EVENTS

REF = "#/components/schemas/{name}"


def camel(words: str) -> str:
    """`pow_wow.game_ended` → `PowWowGameEnded`."""
    return "".join(part[:1].upper() + part[1:] for part in re.split(r"[._\-]", words) if part)


def tag_of(cls: type) -> str | None:
    config = getattr(cls, "__struct_config__", None)
    tag = getattr(config, "tag", None)
    return tag if isinstance(tag, str) else None


def forbids_unknown_fields(cls: type) -> bool:
    config = getattr(cls, "__struct_config__", None)
    return bool(getattr(config, "forbid_unknown_fields", False))


class GameComponents:
    """The schemas of every game's client-facing types, named, and the unions over them."""

    def __init__(self, games: Iterable[HostedGame]) -> None:
        self.games = tuple(games)
        self.names = _component_names(self.games)
        roots = sorted(self.names, key=lambda cls: self.names[cls])
        refs, raw = msgspec.json.schema_components(roots, ref_template=REF)
        rename = {_ref_name(ref): self.names[cls] for cls, ref in zip(roots, refs, strict=True)}
        if set(rename) != set(raw):
            raise ValueError(f"unnamed components: {sorted(set(raw) - set(rename))}")
        self.schemas: dict[str, Any] = {
            rename[name]: _reshape(schema, rename) for name, schema in raw.items()
        }
        for name, schema in self.schemas.items():
            schema["title"] = name
        for cls, name in self.names.items():
            if forbids_unknown_fields(cls):
                self.schemas[name]["additionalProperties"] = False  # a typo is a 422
        for table_event in TABLE_EVENTS:
            _add_log_fields(self.schemas[self.names[table_event]])
        for rules in self.games:
            for event in members(rules.Event):
                _add_log_fields(self.schemas[self.names[event]])
            self._add_game_type(rules.View, rules.name)
            self._add_deadline_at(rules.View)
            self._add_position_document(rules.Position, rules.name)

    def name(self, cls: type) -> str:
        return self.names[cls]

    def ref(self, cls: type) -> dict[str, str]:
        return {"$ref": REF.format(name=self.names[cls])}

    def tagged_union(self, classes: Iterable[type], description: str) -> dict[str, Any]:
        """A `oneOf` over tagged structs, discriminated on `type`."""
        classes = list(classes)
        return {
            "description": description,
            "oneOf": [self.ref(c) for c in classes],
            "discriminator": {
                "propertyName": "type",
                "mapping": {str(tag_of(c)): self.ref(c)["$ref"] for c in classes},
            },
        }

    def by_game_type(self, refs: dict[str, dict[str, str]], description: str) -> dict[str, Any]:
        """A `oneOf` over one schema per game, discriminated on `game_type`."""
        return {
            "description": description,
            "oneOf": list(refs.values()),
            "discriminator": {
                "propertyName": "game_type",
                "mapping": {game: ref["$ref"] for game, ref in refs.items()},
            },
        }

    def document_name(self, position: type) -> str:
        """The position document as the API sends it (`XPositionDocument`): the game's
        position with `game_type` and `rules_revision` in front. The game's own `XPosition`
        stays as it is, because events carry it too (Der Schwarm's `position_loaded`)."""
        return self.names[position] + "Document"

    def document_ref(self, position: type) -> dict[str, str]:
        return {"$ref": REF.format(name=self.document_name(position))}

    def _add_position_document(self, position: type, game: str) -> None:
        name = self.document_name(position)
        self.schemas[name] = copy.deepcopy(self.schemas[self.names[position]])
        self.schemas[name]["title"] = name
        self._add_rules_revision(name)
        self._add_game_type_to(name, game)

    def _add_rules_revision(self, name: str) -> None:
        schema = self.schemas[name]
        revision = {
            "type": "integer",
            "minimum": 1,
            "description": (
                "The rules revision the game is played under (GET …/position always sends it; "
                "a document sent to POST /v1/games may leave it out)."
            ),
        }
        properties = dict(schema.get("properties", {}))
        first = next(iter(properties.items()), None)
        if first is not None and first[0] == "game_type":
            properties = {"game_type": first[1], "rules_revision": revision, **properties}
        else:
            properties = {"rules_revision": revision, **properties}
        schema["properties"] = properties

    def _add_deadline_at(self, cls: type) -> None:
        """A view's `deadline_at`, which the API adds while a timer runs (not in the past)."""
        schema = self.schemas[self.names[cls]]
        deadline = {
            "type": ["string", "null"],
            "format": "date-time",
            "description": "When the running timer falls due (RFC 3339, UTC), as in the "
            "summary; present only while one runs, in a view of now (not with `at`).",
        }
        properties = dict(schema["properties"])
        game_type = properties.pop("game_type")
        schema["properties"] = {"game_type": game_type, "deadline_at": deadline, **properties}

    def _add_game_type(self, cls: type, game: str) -> None:
        self._add_game_type_to(self.names[cls], game)

    def _add_game_type_to(self, name: str, game: str) -> None:
        schema = self.schemas[name]
        description = "The game type; the discriminator among the games' documents."
        properties = {"game_type": {"type": "string", "enum": [game], "description": description}}
        schema["properties"] = {**properties, **schema.get("properties", {})}
        schema["required"] = ["game_type", *schema.get("required", [])]


def _component_names(games: tuple[HostedGame, ...]) -> dict[type, str]:
    owners: dict[type, list[HostedGame]] = {}
    for rules in games:
        for cls in _reachable(_roots(rules)):
            owners.setdefault(cls, []).append(rules)
    names = {cls: _name(cls, games_of) for cls, games_of in owners.items()}
    seen: dict[str, type] = {}
    for cls, name in names.items():
        if name in seen:
            raise ValueError(f"component name {name} is taken by {seen[name]} and {cls}")
        if not re.fullmatch(r"[A-Z][A-Za-z0-9]*", name):
            raise ValueError(f"component name {name!r} of {cls} is not a plain identifier")
        seen[name] = cls
    return names


def _roots(rules: HostedGame) -> list[Any]:
    return [
        *client_commands(rules),
        *members(rules.Event),
        *TABLE_EVENTS,  # the platform's events, in every game's log (docs/fair-play.md)
        rules.View,
        rules.Position,
        rules.Options,
    ]


def _name(cls: type, games_of: list[HostedGame]) -> str:
    tag = tag_of(cls)
    if tag is not None and "." in tag:
        return camel(tag)
    if len(games_of) > 1:
        return cls.__name__
    rules = games_of[0]
    prefix = camel(rules.name)
    for role in ("View", "Position", "Options"):
        if cls is getattr(rules, role):
            return prefix + role
    return cls.__name__ if cls.__name__.startswith(prefix) else prefix + cls.__name__


def _reachable(types: list[Any]) -> Iterator[type]:
    """Every struct or enum class in the type trees (the ones msgspec makes components of)."""
    seen: set[type] = set()

    def walk(t: mi.Type) -> Iterator[type]:
        if isinstance(t, mi.StructType | mi.DataclassType | mi.TypedDictType | mi.NamedTupleType):
            if t.cls in seen:
                return
            seen.add(t.cls)
            yield t.cls
            for f in t.fields:
                yield from walk(f.type)
        elif isinstance(t, mi.EnumType):
            if t.cls not in seen:
                seen.add(t.cls)
                yield t.cls
        elif isinstance(t, mi.Metadata):
            yield from walk(t.type)
        elif isinstance(t, mi.CollectionType):
            yield from walk(t.item_type)
        elif isinstance(t, mi.TupleType):
            for item in t.item_types:
                yield from walk(item)
        elif isinstance(t, mi.DictType):
            yield from walk(t.key_type)
            yield from walk(t.value_type)
        elif isinstance(t, mi.UnionType):
            for member in t.types:
                yield from walk(member)

    for info in mi.multi_type_info(types):
        yield from walk(info)


def _ref_name(ref: dict[str, Any]) -> str:
    return str(ref["$ref"]).rsplit("/", 1)[1]


def _reshape(schema: Any, rename: dict[str, str]) -> Any:
    """Rename refs, make tuples plain arrays and tagged unions `oneOf` (see `reshape`)."""
    return reshape(schema, lambda name: rename.get(name, name))


def reshape(schema: Any, rename: Any = None) -> Any:
    """What generators accept:

    - a `$ref` (and a discriminator's mapping) to the renamed component;
    - a tuple (`prefixItems` with `items: false`, which openapi-python-client refuses) as an
      array of exactly n items: of the one item schema when all positions agree (the same
      meaning), else of any of the positions' schemas (looser, still true; one tuple in the
      document, Mammoth Hunters' `[owner, region, clubbed]`, is like that);
    - a tagged union (`anyOf` with a discriminator: exactly one member ever matches) as `oneOf`.
    """
    if isinstance(schema, list):
        return [reshape(item, rename) for item in schema]
    if not isinstance(schema, dict):
        return schema
    out = {key: reshape(value, rename) for key, value in schema.items()}
    if rename is not None and isinstance(out.get("$ref"), str):
        out["$ref"] = REF.format(name=rename(out["$ref"].rsplit("/", 1)[1]))
    if rename is not None and "discriminator" in out and "mapping" in out["discriminator"]:
        mapping = out["discriminator"]["mapping"]
        for key, ref in mapping.items():
            mapping[key] = REF.format(name=rename(ref.rsplit("/", 1)[1]))
    if "prefixItems" in out:
        positions = out.pop("prefixItems")
        out.pop("items", None)
        distinct = list({json.dumps(p, sort_keys=True): p for p in positions}.values())
        out["items"] = distinct[0] if len(distinct) == 1 else {"anyOf": distinct}
        out["minItems"] = out["maxItems"] = len(positions)
    if "anyOf" in out and "discriminator" in out:
        out["oneOf"] = out.pop("anyOf")
    return out


def _add_log_fields(schema: dict[str, Any]) -> None:
    """Events reach clients only as logged events: their fields plus `version`, `recorded_at`."""
    properties = schema.setdefault("properties", {})
    tag = properties.pop("type")
    log_fields = {
        "version": {"type": "integer", "minimum": 1, "description": "The event's game version."},
        "recorded_at": {
            "type": "string",
            "format": "date-time",
            "description": "When the event was appended (RFC 3339).",
        },
    }
    schema["properties"] = {"type": tag, **log_fields, **properties}
    required = [r for r in schema.get("required", []) if r != "type"]
    schema["required"] = ["type", "version", "recorded_at", *required]
