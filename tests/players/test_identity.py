"""The JWKS cache of service/identity.py: fetched once, refetched for an unknown key id at most
once per interval, one fetch at a time, backing off after failures (issue 29, item 7); a
subject with control characters refused (a fake clock; the keys come from a function, no
network)."""

from __future__ import annotations

import asyncio
import threading
from typing import Any

import jwt
import pytest

from service.errors import IdentityProviderUnavailable, TokenRejected
from service.identity import Verifier
from tests.support.oidc import AUDIENCE, ISSUER, Provider

WAIT = 30.0  # seconds for anything a test waits for


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


class Failing:
    """A JWKS fetch that fails while `down` (the provider is unreachable), counting calls."""

    def __init__(self, provider: Provider) -> None:
        self.provider = provider
        self.down = True
        self.calls = 0

    def __call__(self, url: str) -> dict[str, Any]:
        self.calls += 1
        if self.down:
            raise OSError("connection refused")
        return self.provider.jwks()


async def test_failed_fetches_back_off_and_nothing_cached_is_503_without_a_fetch_per_token() -> (
    None
):
    provider, clock = Provider(), Clock()
    fetch = Failing(provider)
    check = Verifier(ISSUER, AUDIENCE, "jwks", fetch=fetch, clock=clock)
    waits = []
    for step in [0.0, 0.5, 0.5, 1.0, 1.0, 1.0, 2.0]:  # seconds between attempts
        clock.now += step
        for _ in range(20):
            with pytest.raises(IdentityProviderUnavailable) as unavailable:
                await check.verify(provider.token("ada"))
        waits.append((fetch.calls, unavailable.value.retry_after))
    # A fetch after 0 s, then after 1 s, 2 s and 4 s of backoff; Retry-After counts it down.
    assert waits == [(1, 1), (1, 1), (2, 2), (2, 1), (3, 4), (3, 3), (3, 1)]
    fetch.down = False
    clock.now += 1
    assert (await check.verify(provider.token("ada"))).sub == "ada"
    assert fetch.calls == 4


async def test_tokens_that_need_the_keys_at_once_share_one_fetch() -> None:
    provider, started, release = Provider(), threading.Event(), threading.Event()
    calls = []

    def slow(url: str) -> dict[str, Any]:
        calls.append(url)
        started.set()
        release.wait(WAIT)
        return provider.jwks()

    check = Verifier(ISSUER, AUDIENCE, "jwks", fetch=slow)
    waiting = [asyncio.create_task(check.verify(provider.token(f"p{n}"))) for n in range(20)]
    await asyncio.to_thread(started.wait, WAIT)
    release.set()
    players = await asyncio.gather(*waiting)
    assert [p.sub for p in players] == [f"p{n}" for n in range(20)] and len(calls) == 1


async def test_an_unknown_key_id_while_the_provider_fails_is_503_once_then_401() -> None:
    provider, clock = Provider(), Clock()
    fetch = Failing(provider)
    fetch.down = False
    check = Verifier(ISSUER, AUDIENCE, "jwks", fetch=fetch, clock=clock)
    assert (await check.verify(provider.token("ada"))).sub == "ada"  # the keys, cached
    fetch.down = True
    provider.add_key("key-2", publish=False)
    with pytest.raises(IdentityProviderUnavailable):  # its refetch failed: cannot be judged
        await check.verify(provider.token("ada", kid="key-2"))
    for _ in range(50):  # a fetch failed a moment ago: no other, an unknown key is refused
        with pytest.raises(TokenRejected) as refused:
            await check.verify(provider.token("ada", kid="key-2"))
        assert refused.value.code == "token_invalid"
        assert (await check.verify(provider.token("ada"))).sub == "ada"  # known keys work
    assert fetch.calls == 2


@pytest.mark.parametrize("sub", ["ada\x00", "ada\nbob", "\x7f", "ada\x85"])
async def test_a_subject_with_control_characters_is_refused(sub: str) -> None:
    provider = Provider()
    check = verifier(provider, Clock(), [])
    with pytest.raises(TokenRejected) as refused:
        await check.verify(provider.token(sub))
    assert refused.value.code == "token_invalid"


async def test_a_name_or_email_with_control_characters_is_left_out() -> None:
    provider = Provider()
    check = verifier(provider, Clock(), [])
    player = await check.verify(provider.token("ada", name="A\x00da", email="ada@x.org\n"))
    assert (player.sub, player.name, player.email) == ("ada", None, None)
