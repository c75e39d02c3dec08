"""Apps with sign-in configured against a local stand-in OIDC provider (tests/support/oidc)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import httpx
import msgspec
import pytest
from litestar.testing import AsyncTestClient

from service.api.app import Services, create_app
from service.settings import OidcSettings, Settings
from tests.api.conftest import settings as base_settings
from tests.support.oidc import AUDIENCE, ISSUER, Provider, serve


@pytest.fixture
def provider() -> Iterator[Provider]:
    with serve(Provider()) as running:
        yield running


def signed_in_settings(jwks_url: str) -> Settings:
    oidc = OidcSettings(issuer=ISSUER, audience=AUDIENCE, jwks_url=jwks_url)
    return msgspec.structs.replace(base_settings(), oidc=oidc)


@pytest.fixture(params=["memory", "postgres"])
async def client(
    request: pytest.FixtureRequest, provider: Provider
) -> AsyncIterator[httpx.AsyncClient]:
    settings = signed_in_settings(provider.url)
    if request.param == "memory":
        app = create_app(Services.in_memory(), settings)
    else:
        url = request.getfixturevalue("database_url")
        app = create_app(lambda: Services.postgres(url, 4), settings)
    async with AsyncTestClient(app) as test_client:
        yield test_client
