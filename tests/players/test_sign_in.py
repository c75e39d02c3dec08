"""Signing in with an OpenID Connect provider's JWT (docs/players.md, issue 19 item 1)."""

from __future__ import annotations

import re
import time

import httpx
from litestar.testing import AsyncTestClient

from service.api.app import Services, create_app
from tests.api.conftest import new_table
from tests.api.conftest import settings as guest_settings
from tests.players.conftest import signed_in_settings
from tests.support.oidc import Provider


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


async def test_a_valid_token_names_the_player(
    client: httpx.AsyncClient, provider: Provider
) -> None:
    token = provider.token("user-1", name="Ada", email="ada@example.org")
    response = await client.get("/v1/me", headers=bearer(token))
    assert response.status_code == 200, response.text
    me = response.json()
    assert re.fullmatch("p_[0-9a-f]{32}", me.pop("player"))  # the public id (docs/players.md)
    assert me == {"sub": "user-1", "name": "Ada", "email": "ada@example.org"}


async def test_preferred_username_is_the_name_when_there_is_no_name(
    client: httpx.AsyncClient, provider: Provider
) -> None:
    token = provider.token("user-2", preferred_username="bob")
    response = await client.get("/v1/me", headers=bearer(token))
    assert {k: v for k, v in response.json().items() if k != "player"} == {
        "sub": "user-2",
        "name": "bob",
        "email": None,
    }


async def test_each_failed_check_is_a_401_with_its_own_code(
    client: httpx.AsyncClient, provider: Provider
) -> None:
    provider.add_key("unpublished", publish=False)
    forged = provider.token("user-1", kid="unpublished")
    # The same key id as a published key, signed with another key: a bad signature.
    provider.keys["impostor"] = provider.keys["unpublished"]
    header_swapped = provider.token("user-1", kid="unpublished").split(".")
    good_header = provider.token("user-1").split(".")[0]
    bad_signature = ".".join([good_header, header_swapped[1], header_swapped[2]])
    now = int(time.time())
    cases = {
        "token_invalid": [forged, bad_signature, "not.a.jwt"],
        "token_wrong_issuer": [provider.token("user-1", issuer="https://evil.example/")],
        "token_wrong_audience": [provider.token("user-1", audience="someone-else")],
        "token_expired": [provider.token("user-1", lifetime=-3600)],
        "token_not_yet_valid": [provider.token("user-1", not_before=now + 3600)],
    }
    for code, tokens in cases.items():
        for token in tokens:
            response = await client.get("/v1/me", headers=bearer(token))
            assert response.status_code == 401, (code, response.text)
            assert response.headers["content-type"] == "application/problem+json"
            assert response.json()["code"] == code, response.text


async def test_an_unknown_key_id_refetches_the_keys_once(
    client: httpx.AsyncClient, provider: Provider
) -> None:
    assert (await client.get("/v1/me", headers=provider.bearer("user-1"))).status_code == 200
    fetched = provider.fetches
    provider.add_key("key-2")  # the provider rotates: publishes a new key, then signs with it
    response = await client.get("/v1/me", headers=provider.bearer("user-1", kid="key-2"))
    assert response.status_code == 200, response.text
    assert provider.fetches == fetched + 1
    # Known keys need no fetch; unknown ones within the refresh interval fetch nothing more.
    provider.add_key("key-3", publish=False)
    for _ in range(3):
        await client.get("/v1/me", headers=provider.bearer("user-1", kid="key-2"))
        response = await client.get("/v1/me", headers=provider.bearer("user-1", kid="key-3"))
        assert response.json()["code"] == "token_invalid"
    assert provider.fetches == fetched + 1


async def test_an_unreachable_jwks_is_a_503() -> None:
    provider = Provider()
    app = create_app(Services.in_memory(), signed_in_settings("http://127.0.0.1:9/jwks"))
    async with AsyncTestClient(app) as client:
        response = await client.get("/v1/me", headers=provider.bearer("user-1"))
    assert response.status_code == 503, response.text
    assert response.json()["code"] == "identity_provider_unavailable"
    assert int(response.headers["retry-after"]) >= 1


async def test_with_sign_in_unset_a_jwt_is_just_an_unknown_token(provider: Provider) -> None:
    app = create_app(Services.in_memory(), guest_settings())
    async with AsyncTestClient(app) as client:
        table = await new_table(client)
        me = await client.get("/v1/me", headers=provider.bearer("user-1"))
        assert me.status_code == 401
        assert me.json()["code"] == "sign_in_required"
        view = await client.get(
            f"/v1/games/{table.game_id}/view", headers=provider.bearer("user-1")
        )
        assert view.status_code == 403
        seat = (await table.summary())["to_move"][0]
        assert (await table.legal_moves(seat))["moves"]  # seat tokens work as ever


async def test_seat_tokens_keep_working_with_sign_in_on(client: httpx.AsyncClient) -> None:
    table = await new_table(client)
    assert (await table.legal_moves((await table.summary())["to_move"][0]))["moves"]
    assert (await client.get("/v1/me", headers=table.auth(0))).json()["code"] == (
        "sign_in_required"
    )
