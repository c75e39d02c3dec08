"""The rate limiter counts per client address, and a client cannot choose its address: proxy
headers are believed only from TABLETOP_TRUSTED_PROXIES (served by uvicorn configured as
`python -m service serve` configures it)."""

from __future__ import annotations

import httpx
import msgspec
import pytest

from service.api.app import Services, create_app
from service.settings import proxy_options
from tests.api.conftest import settings
from tests.support.server import serving

LIMIT = 3


async def statuses(trusted: tuple[str, ...], headers: list[dict[str, str]]) -> list[int]:
    """Status of each request (one per header set) from this machine (127.0.0.1)."""
    configured = msgspec.structs.replace(settings(rate_limit=LIMIT), trusted_proxies=trusted)
    app = create_app(Services.in_memory(), configured, run_background=False)
    async with (
        serving(app, **proxy_options(configured)) as url,
        httpx.AsyncClient(base_url=url) as client,
    ):
        return [(await client.get("/v1/game-types", headers=h)).status_code for h in headers]


SPOOFED = [
    {"X-Forwarded-For": "203.0.113.1"},
    {"X-Forwarded-For": "203.0.113.2"},
    {"X-Forwarded-For": "203.0.113.3, 198.51.100.7"},
    {"Forwarded": "for=203.0.113.4"},
    {"X-Forwarded-For": "203.0.113.5", "Forwarded": "for=203.0.113.5"},
]


@pytest.mark.parametrize("trusted", [(), ("10.0.0.0/8",), ("192.168.1.1/32",)])
async def test_a_client_that_is_no_trusted_proxy_cannot_dodge_the_limiter(
    trusted: tuple[str, ...],
) -> None:
    assert await statuses(trusted, SPOOFED) == [200] * LIMIT + [429] * (len(SPOOFED) - LIMIT)


async def test_a_trusted_proxys_forwarded_address_is_the_client() -> None:
    trusted = ("127.0.0.0/8",)
    clients = [{"X-Forwarded-For": f"203.0.113.{n}"} for n in range(1, 6)]
    assert await statuses(trusted, clients) == [200] * 5  # five clients, one request each
    one_client = [{"X-Forwarded-For": "203.0.113.9"}] * 5
    assert await statuses(trusted, one_client) == [200] * LIMIT + [429] * 2


def test_no_proxy_is_trusted_by_default() -> None:
    assert proxy_options(settings()) == {"proxy_headers": False, "forwarded_allow_ips": ""}
