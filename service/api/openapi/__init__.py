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


class _CompletedOpenAPI(OpenAPIPlugin):
    """Litestar's OpenAPI plugin, serving the completed document (built on first use)."""

    __slots__ = ()

    def provide_openapi_schema(self) -> dict[str, Any]:
        if not self._openapi_schema:
            litestars = self.provide_openapi().to_schema()
            self._openapi_schema = complete(litestars, registry.all_games())
        return self._openapi_schema


def patch_openapi(app: Litestar) -> None:
    """Make the app's document (served at /schema) the complete one. Lazily: it is built on
    first use, so the many apps the tests create pay for it only when they read it."""
    app.plugins.get(OpenAPIPlugin).__class__ = _CompletedOpenAPI


def document(app: Litestar) -> dict[str, Any]:
    plugin = app.plugins.get(OpenAPIPlugin)
    return plugin.provide_openapi_schema()


__all__ = ["VERSION", "complete", "document", "patch_openapi"]
