"""The OpenAPI document: Litestar's, completed with every game's schemas.

Commands and events are tagged unions with discriminator `type` (msgspec generates them);
the command body, the event lists, views, positions and options are described per game. Also
the docs UI's configuration: Swagger UI served from the installed package, offline.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, Union, get_args

import msgspec
from litestar import Litestar, Router, get
from litestar._openapi.plugin import OpenAPIPlugin
from litestar.datastructures import CacheControlHeader
from litestar.exceptions import NotFoundException
from litestar.openapi.plugins import SwaggerRenderPlugin
from litestar.response import File
from swagger_ui_bundle import swagger_ui_path

from service.api.dto import CreateGame, TakeSeat
from service.domain import registry
from service.domain.kernel import HostedGame

REF = "#/components/schemas/{name}"


def _members(union: Any) -> tuple[Any, ...]:
    return get_args(union) or (union,)


def _union(types: list[Any]) -> Any:
    return Union[tuple(types)] if len(types) > 1 else types[0]  # noqa: UP007


def game_schemas(games: tuple[HostedGame, ...]) -> tuple[dict[str, Any], dict[str, Any]]:
    """(named schemas for the document, components) for every game's types."""
    commands = [c for r in games for c in _members(r.Command)]
    events = [e for r in games for e in _members(r.Event)]
    targets: list[Any] = [_union(commands), _union(events)]
    targets += [r.View for r in games] + [r.Position for r in games] + [r.Options for r in games]
    schemas, components = msgspec.json.schema_components(targets, ref_template=REF)
    n = len(games)
    named = {
        "command": schemas[0],
        "event": schemas[1],
        "views": schemas[2 : 2 + n],
        "positions": schemas[2 + n : 2 + 2 * n],
        "options": schemas[2 + 2 * n :],
    }
    return named, components


def _logged(event_schema: dict[str, Any]) -> dict[str, Any]:
    return {
        "allOf": [
            event_schema,
            {
                "type": "object",
                "properties": {
                    "version": {"type": "integer", "description": "The event's game version."},
                    "recorded_at": {"type": "string", "format": "date-time"},
                },
                "required": ["version", "recorded_at"],
            },
        ],
        "description": "An event: its own fields (`type` is the discriminator) plus version.",
    }


def complete(document: dict[str, Any], games: tuple[HostedGame, ...]) -> dict[str, Any]:
    if not games:
        return document
    named, components = game_schemas(games)
    schemas = document.setdefault("components", {}).setdefault("schemas", {})
    schemas.update(components)
    schemas["GameCommand"] = named["command"]
    schemas["GameEvent"] = named["event"]
    schemas["LoggedGameEvent"] = _logged({"$ref": REF.format(name="GameEvent")})
    schemas["GameView"] = {"anyOf": named["views"], "description": "The view of one game type."}
    schemas["GamePosition"] = {"anyOf": named["positions"], "description": "A position document."}
    schemas["GameOptions"] = {"anyOf": named["options"], "description": "Options of one game type."}
    paths = document["paths"]
    _set_body(
        paths["/v1/games/{game_id}/commands"]["post"],
        "GameCommand",
        "One command of the game's type; its `type` tag picks the schema.",
    )
    # Bodies the handlers decode themselves (strictly, see service/inputs.py).
    _, bodies = msgspec.json.schema_components([CreateGame, TakeSeat], ref_template=REF)
    schemas.update(bodies)
    _set_body(paths["/v1/games"]["post"], "CreateGame", "The game to create.")
    _set_body(paths["/v1/games/{game_id}/seats"]["post"], "TakeSeat", "Who takes the seat.")
    logged = {"type": "array", "items": {"$ref": REF.format(name="LoggedGameEvent")}}
    for holder in ("CommandAccepted", "EventPage"):
        if holder in schemas:
            schemas[holder]["properties"]["events"] = logged
    if "LegalMoves" in schemas:
        schemas["LegalMoves"]["properties"]["moves"] = {
            "type": "array",
            "items": {"$ref": REF.format(name="GameCommand")},
        }
    _set_ok_schema(paths["/v1/games/{game_id}/view"]["get"], "GameView")
    _set_ok_schema(paths["/v1/games/{game_id}/position"]["get"], "GamePosition")
    return document


def _set_body(operation: dict[str, Any], name: str, description: str) -> None:
    operation["requestBody"] = {
        "required": True,
        "description": description,
        "content": {"application/json": {"schema": {"$ref": REF.format(name=name)}}},
    }


def _set_ok_schema(operation: dict[str, Any], name: str) -> None:
    ok = operation.setdefault("responses", {}).setdefault("200", {"description": "OK"})
    ok["content"] = {"application/json": {"schema": {"$ref": REF.format(name=name)}}}


def patch_openapi(app: Litestar) -> None:
    """Complete the app's (cached) document in place, so /schema serves the full one."""
    plugin = app.plugins.get(OpenAPIPlugin)
    complete(plugin.provide_openapi_schema(), registry.all_games())


def document(app: Litestar) -> dict[str, Any]:
    plugin = app.plugins.get(OpenAPIPlugin)
    return plugin.provide_openapi_schema()


# --- the interactive docs at /schema, served offline -------------------------------------------
#
# Swagger UI's files come from the swagger-ui-bundle-v2 package (the same bytes as npm's
# swagger-ui-dist at that version, Apache-2.0), pinned by the lock and served by this app, so
# the page works without a network and loads nothing from a CDN. The version is part of the
# asset URLs, so browsers may cache them for good.

SWAGGER_DIR = Path(str(swagger_ui_path))
SWAGGER_VERSION = SWAGGER_DIR.name.removeprefix("swagger-ui-")
SWAGGER_ASSETS = {
    "swagger-ui-bundle.js": "text/javascript",
    "swagger-ui-standalone-preset.js": "text/javascript",
    "swagger-ui.css": "text/css",
}
ASSETS_PATH = f"/assets/swagger-ui-{SWAGGER_VERSION}"
YEAR_SECONDS = 365 * 24 * 3600


@get(
    ASSETS_PATH + "/{name:str}",
    include_in_schema=False,
    sync_to_thread=False,
    cache_control=CacheControlHeader(max_age=YEAR_SECONDS, public=True),
)
def swagger_asset(name: str) -> File:
    media_type = SWAGGER_ASSETS.get(name)
    if media_type is None:
        raise NotFoundException(f"No docs asset {name}.")
    return File(SWAGGER_DIR / name, media_type=media_type, content_disposition_type="inline")


class OfflineSwagger(SwaggerRenderPlugin):
    """Swagger UI with its assets from this server (see above)."""

    def __init__(self, schema_path: str, path: Sequence[str]) -> None:
        assets = schema_path.rstrip("/") + ASSETS_PATH
        super().__init__(
            js_url=f"{assets}/swagger-ui-bundle.js",
            css_url=f"{assets}/swagger-ui.css",
            standalone_preset_js_url=f"{assets}/swagger-ui-standalone-preset.js",
            path=path,
            favicon="<link rel='icon' href='data:,'>",  # no favicon request at all
        )

    def receive_router(self, router: Router) -> None:
        super().receive_router(router)
        router.register(swagger_asset)
