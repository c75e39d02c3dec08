"""The OpenAPI document: Litestar's (paths, parameters, DTOs, the handlers' docstrings),
completed with every game's schemas (`components`), what each operation can answer
(`operations`) and real examples (`examples`), and served in place at /schema.

`info.version` follows semantic versioning of the contract: a minor version adds to it
without breaking clients of v1 (see CHANGELOG.md).
"""

from __future__ import annotations

from typing import Any

from litestar import Litestar
from litestar._openapi.plugin import OpenAPIPlugin

from service.api.openapi.assemble import VERSION, complete
from service.domain import registry


def patch_openapi(app: Litestar) -> None:
    """Complete the app's (cached) document in place, so /schema serves the full one."""
    plugin = app.plugins.get(OpenAPIPlugin)
    complete(plugin.provide_openapi_schema(), registry.all_games())


def document(app: Litestar) -> dict[str, Any]:
    plugin = app.plugins.get(OpenAPIPlugin)
    return plugin.provide_openapi_schema()


__all__ = ["VERSION", "complete", "document", "patch_openapi"]
