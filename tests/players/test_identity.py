"""The JWKS cache of service/identity.py: fetched once, refetched for an unknown key id at most
once per interval (a fake clock; the keys come from a function, no network)."""

from __future__ import annotations

from typing import Any

import jwt
import pytest

from service.errors import IdentityProviderUnavailable, TokenRejected
from service.identity import Verifier
from tests.support.oidc import AUDIENCE, ISSUER, Provider


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def verifier(provider: Provider, clock: Clock, calls: list[str]) -> Verifier:
    def fetch(url: str) -> dict[str, Any]:
        calls.append(url)
        return provider.jwks()

    return Verifier(ISSUER, AUDIENCE, "jwks", fetch=fetch, refresh_every=10, clock=clock)


async def test_unknown_key_ids_refetch_at_most_once_per_interval() -> None:
    provider, clock, calls = Provider(), Clock(), []
    check = verifier(provider, clock, calls)
    assert (await check.verify(provider.token("ada"))).sub == "ada"
    assert len(calls) == 1
    provider.add_key("key-2", publish=False)
    for _ in range(3):
        with pytest.raises(TokenRejected) as refused:
            await check.verify(provider.token("ada", kid="key-2"))
        assert refused.value.code == "token_invalid"
    assert len(calls) == 2  # one refetch for the first unknown key, none within 10 s
    provider.published.append("key-2")  # the provider publishes the key
    clock.now += 11
    assert (await check.verify(provider.token("ada", kid="key-2"))).sub == "ada"
    assert len(calls) == 3


async def test_a_provider_that_cannot_be_reached_is_unavailable_not_a_bad_token() -> None:
    def fetch(url: str) -> dict[str, Any]:
        raise OSError("connection refused")

    check = Verifier(ISSUER, AUDIENCE, "jwks", fetch=fetch)
    with pytest.raises(IdentityProviderUnavailable):
        await check.verify(Provider().token("ada"))


async def test_a_shared_secret_token_is_refused() -> None:
    forged = jwt.encode(
        {"sub": "ada", "iss": ISSUER, "aud": AUDIENCE, "exp": 2**40}, "s" * 32, algorithm="HS256"
    )
    check = verifier(Provider(), Clock(), [])
    with pytest.raises(TokenRejected) as refused:
        await check.verify(forged)
    assert refused.value.code == "token_invalid"
