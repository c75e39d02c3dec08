"""The sign-in provider failing (issue 29, item 7): fetches of its keys are limited whatever
their outcome (one at a time, a backoff after failures), counted at the stand-in provider; a
token that cannot be judged is a 503 with Retry-After, an unknown key id after a recent fetch a
401; a subject with control characters is a 401, never a 500."""

from __future__ import annotations

import asyncio

import httpx
from litestar.testing import AsyncTestClient

from service.api.app import Services, create_app
from tests.api.conftest import new_table
from tests.players.conftest import signed_in_settings
from tests.support.oidc import Provider, serve

TOKENS = 100
HANDFUL = 5
"""Fetches at most: one, then one per backoff (1 s, 2 s, 4 s …) that ends while tokens come."""


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def unknown_kids(provider: Provider, count: int) -> list[str]:
    """Tokens signed with a key the provider never published, each with a key id of its own."""
    provider.add_key("unpublished", publish=False)
    for n in range(count):
        provider.keys[f"made-up-{n}"] = provider.keys["unpublished"]
    return [provider.token("user-1", kid=f"made-up-{n}") for n in range(count)]


def check_unavailable(response: httpx.Response) -> None:
    assert response.json()["code"] == "identity_provider_unavailable", response.text
    assert int(response.headers["retry-after"]) >= 1


async def test_while_the_keys_cannot_be_fetched_unknown_key_ids_fetch_a_handful_of_times(
    client: httpx.AsyncClient, provider: Provider
) -> None:
    assert (await client.get("/v1/me", headers=provider.bearer("user-1"))).status_code == 200
    tokens = unknown_kids(provider, TOKENS)
    provider.failing = True
    before = provider.fetches
    answers = [await client.get("/v1/me", headers=bearer(token)) for token in tokens]
    fetched = provider.fetches - before
    assert 1 <= fetched <= HANDFUL
    # The token whose refetch failed cannot be judged (503); the next ones, a moment after a
    # fetch, are refused (401); only a token that comes after a backoff ends fetches again.
    assert answers[0].status_code == 503
    unavailable = [a for a in answers if a.status_code == 503]
    assert len(unavailable) == fetched
    for answer in unavailable:
        check_unavailable(answer)
    for answer in answers:
        if answer.status_code != 503:
            assert answer.status_code == 401, answer.text
            assert answer.json()["code"] == "token_invalid"
    # Tokens signed with a known key are checked against the cached keys all along.
    assert (await client.get("/v1/me", headers=provider.bearer("user-1"))).status_code == 200


async def test_with_no_keys_ever_fetched_tokens_at_once_share_failed_fetches() -> None:
    with serve(Provider()) as provider:
        provider.failing = True
        app = create_app(Services.in_memory(), signed_in_settings(provider.url))
        async with AsyncTestClient(app) as client:
            answers = await asyncio.gather(
                *[client.get("/v1/me", headers=provider.bearer(f"user-{n}")) for n in range(TOKENS)]
            )
        assert 1 <= provider.fetches <= HANDFUL
    for answer in answers:
        assert answer.status_code == 503, answer.text
        check_unavailable(answer)


async def test_a_subject_with_a_nul_or_control_character_is_a_401(
    client: httpx.AsyncClient, provider: Provider
) -> None:
    table = await new_table(client, players=2)
    for sub in ["user\x00one", "user\none", "\x1b[31m"]:
        token = provider.token(sub, name="Ada")
        for path in ["/v1/me", f"/v1/games/{table.game_id}/view", "/v1/me/games"]:
            response = await client.get(path, headers=bearer(token))
            assert response.status_code == 401, (path, response.text)
            assert response.json()["code"] == "token_invalid"
