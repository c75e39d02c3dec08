"""While the database cannot be reached, every request that needs it gets 503
`database_unavailable` with Retry-After, never a 500; the process stays live (issue 11, item 4).
The same under a real outage, with the log lines, is tests/fault/test_database_restarted.py."""

from __future__ import annotations

from litestar.testing import AsyncTestClient

from service.api.app import Services, create_app
from tests.api.conftest import settings
from tests.support.clusters import free_port

NOBODY = f"postgresql://postgres@127.0.0.1:{free_port()}/tabletop"  # nothing listens there


async def test_requests_get_503_database_unavailable_while_the_database_is_unreachable() -> None:
    app = create_app(lambda: Services.postgres(NOBODY, 2), settings())
    async with AsyncTestClient(app) as client:
        for method, path, body in [
            ("GET", "/v1/games", None),
            ("POST", "/v1/games", {"game_type": "clans", "players": 2}),
            ("GET", "/v1/games/8c1c7d3e-0000-4000-8000-000000000000", None),
        ]:
            response = await client.request(method, path, json=body)
            assert response.status_code == 503, response.text
            assert response.headers["content-type"].startswith("application/problem+json")
            assert response.json()["code"] == "database_unavailable"
            assert int(response.headers["retry-after"]) > 0
        assert (await client.get("/health/ready")).status_code == 503
        assert (await client.get("/health/live")).status_code == 200
