"""The interactive API docs at /schema, served offline: Swagger UI with its assets from the
installed package, never from a CDN."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from litestar import Router, get
from litestar.datastructures import CacheControlHeader
from litestar.exceptions import NotFoundException
from litestar.openapi.plugins import SwaggerRenderPlugin
from litestar.response import File
from swagger_ui_bundle import swagger_ui_path

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
