"""The interactive docs at /schema work offline: the page loads nothing from another host, and
the Swagger UI files it names are served by the app, pinned, from the installed package."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator

import httpx
import pytest
from litestar.testing import AsyncTestClient

from service.api.app import Services, create_app
from service.api.docs_ui import SWAGGER_DIR, SWAGGER_VERSION

LINKS = re.compile(r"""(?:src|href)\s*=\s*["']([^"']*)["']""")


@pytest.fixture
async def client() -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(Services.in_memory(), run_background=False)
    async with AsyncTestClient(app) as test_client:
        yield test_client


@pytest.mark.parametrize("path", ["/schema", "/schema/swagger"])
async def test_the_docs_page_loads_nothing_from_another_host(
    client: httpx.AsyncClient, path: str
) -> None:
    page = await client.get(path)
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    links = LINKS.findall(page.text)
    assets = [link for link in links if link != "data:,"]
    assert len(assets) == 3, links
    for link in assets:
        assert link.startswith(f"/schema/assets/swagger-ui-{SWAGGER_VERSION}/"), link
    assert "cdn." not in page.text and "@latest" not in page.text


async def test_the_assets_are_the_installed_packages_files(client: httpx.AsyncClient) -> None:
    page = await client.get("/schema")
    kinds = {".js": "text/javascript", ".css": "text/css"}
    for link in LINKS.findall(page.text):
        if link == "data:,":
            continue
        asset = await client.get(link)
        name = link.rsplit("/", 1)[1]
        assert asset.status_code == 200, link
        assert asset.content == (SWAGGER_DIR / name).read_bytes()
        assert asset.headers["content-type"].startswith(kinds["." + name.rsplit(".", 1)[1]])
        assert "max-age=31536000" in asset.headers["cache-control"]  # the version is in the URL
    missing = await client.get(f"/schema/assets/swagger-ui-{SWAGGER_VERSION}/index.html")
    assert missing.status_code == 404 and missing.json()["code"] == "not_found"


def test_the_pinned_swagger_ui_is_a_release_that_reads_openapi_3_1() -> None:
    major = int(SWAGGER_VERSION.split(".")[0])
    assert major >= 5  # Swagger UI 4 cannot show an OpenAPI 3.1 document
