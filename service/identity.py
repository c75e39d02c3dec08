"""Signed-in players: OpenID Connect ID/access tokens (JWTs) checked against the issuer's JWKS.

The keys are fetched from TABLETOP_OIDC_JWKS_URL on first use and kept. A token signed with a
key id the cache does not know makes one refetch (a provider rotating its keys publishes the
new key before signing with it). Fetches are limited whatever their outcome, so a stream of
tokens with made-up key ids cannot turn the server into a load generator against the provider,
failing or not:
- one at a time: tokens that need the keys while a fetch is under way wait for it and share
  its outcome;
- after a fetch, none before `refresh_every` (10 s) has passed (the first load excepted: a key
  published right after it is still found), and after a failed one none for a backoff that
  doubles with each failure in a row, from `retry_first` (1 s) up to `retry_cap` (30 s).
A token whose key id is unknown when no fetch may start is refused (401 `token_invalid`); a
token that needed a fetch that failed, or any token while no keys were ever fetched, gets 503
`identity_provider_unavailable` with Retry-After (when the next fetch may start): without the
issuer's keys it cannot be judged.
"""

from __future__ import annotations

import asyncio
import json
import math
import time
import unicodedata
import urllib.request
from collections.abc import Callable
from typing import Any

import jwt
import msgspec
import structlog

from service.errors import IdentityProviderUnavailable, TokenRejected

ALGORITHMS = ("RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512")
"""Asymmetric algorithms only: a shared-secret (HS*) token could be forged by anyone holding
the public JWKS if the library were ever tricked into using a public key as a secret."""

LEEWAY_SECONDS = 30
"""Clock skew allowed between the provider and this server for `exp` and `nbf`."""

REFRESH_EVERY = 10.0
"""Seconds after a fetch of the keys before an unknown key id may fetch them again."""
RETRY_FIRST = 1.0
"""Seconds after a failed fetch before the next may start; doubled after each failure in a row."""
RETRY_CAP = 30.0
"""The longest wait between failed fetches."""

log = structlog.get_logger()


class Player(msgspec.Struct, frozen=True, kw_only=True):
    """A signed-in player: `sub` from the issuer, and what the claims say about them."""

    sub: str
    name: str | None = None
    email: str | None = None


def looks_like_jwt(token: str) -> bool:
    """Three dot-separated parts: a JWS compact serialisation. Seat tokens have no dots."""
    return token.count(".") == 2


def fetch_jwks(url: str, timeout: float = 5.0) -> dict[str, Any]:
    """GET the JWKS document (blocking; run in a thread)."""
    request = urllib.request.Request(url, headers={"Accept": "application/json"})
    with urllib.request.urlopen(request, timeout=timeout) as response:
        document: dict[str, Any] = json.loads(response.read())
    return document


class Verifier:
    """Checks a JWT's signature (the issuer's JWKS), `iss`, `aud`, `exp` and `nbf`."""

    def __init__(
        self,
        issuer: str,
        audience: str,
        jwks_url: str,
        *,
        fetch: Callable[[str], dict[str, Any]] = fetch_jwks,
        refresh_every: float = REFRESH_EVERY,
        retry_first: float = RETRY_FIRST,
        retry_cap: float = RETRY_CAP,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.issuer = issuer
        self.audience = audience
        self.jwks_url = jwks_url
        self._fetch = fetch
        self._refresh_every = refresh_every
        self._retry_first = retry_first
        self._retry_cap = retry_cap
        self._clock = clock
        self._keys: dict[str, jwt.PyJWK] = {}
        self._fetched = False
        """Whether the keys were ever fetched (they are kept through failed refetches)."""
        self._failures = 0
        """Failed fetches in a row."""
        self._next_fetch = -math.inf
        """Clock time before which no fetch starts."""
        self._fetching: asyncio.Task[bool] | None = None
        """The fetch under way, if any; its result says whether it succeeded."""

    async def verify(self, token: str) -> Player:
        key = await self._key_for(token)
        try:
            claims = jwt.decode(
                token,
                key,
                algorithms=list(ALGORITHMS),
                audience=self.audience,
                issuer=self.issuer,
                leeway=LEEWAY_SECONDS,
                options={"require": ["sub", "iss", "aud", "exp"]},
            )
        except jwt.ExpiredSignatureError:
            raise TokenRejected("token_expired", "The token has expired.") from None
        except jwt.ImmatureSignatureError:
            raise TokenRejected(
                "token_not_yet_valid", "The token is not valid yet (nbf)."
            ) from None
        except jwt.InvalidIssuerError:
            raise TokenRejected("token_wrong_issuer", "The token is from another issuer.") from None
        except jwt.InvalidAudienceError:
            detail = "The token is not meant for this service (aud)."
            raise TokenRejected("token_wrong_audience", detail) from None
        except jwt.PyJWTError as error:
            raise TokenRejected("token_invalid", f"The token is not valid: {error}.") from None
        return _player(claims)

    async def _key_for(self, token: str) -> jwt.PyJWK:
        try:
            header = jwt.get_unverified_header(token)
        except jwt.PyJWTError:
            raise TokenRejected("token_invalid", "The token is not a JWT.") from None
        if header.get("alg") not in ALGORITHMS:
            detail = f"The token's algorithm {header.get('alg')!r} is not accepted."
            raise TokenRejected("token_invalid", detail)
        kid = header.get("kid")
        key = self._find(kid)
        if key is not None:
            return key
        fetched = await self._refresh()
        key = self._find(kid)
        if key is not None:
            return key
        if fetched is False or not self._fetched:
            raise self._unavailable()
        # The keys were fetched a moment ago (or just now) and this one is not among them.
        raise TokenRejected("token_invalid", "The token is signed with an unknown key.")

    def _find(self, kid: Any) -> jwt.PyJWK | None:
        if kid is None and len(self._keys) == 1:
            return next(iter(self._keys.values()))
        return self._keys.get(kid) if isinstance(kid, str) else None

    async def _refresh(self) -> bool | None:
        """Fetch the keys, or wait for the fetch under way: whether it succeeded. None when no
        fetch may start now (one ended a moment ago)."""
        if self._fetching is None:
            if self._clock() < self._next_fetch:
                return None
            self._fetching = asyncio.get_running_loop().create_task(self._fetch_keys())
        # Shielded: a request that goes away does not cancel the fetch the others wait for.
        return await asyncio.shield(self._fetching)

    async def _fetch_keys(self) -> bool:
        try:
            document = await asyncio.to_thread(self._fetch, self.jwks_url)
            keys = _signing_keys(document)
        except Exception as error:
            self._failures += 1
            wait = min(self._retry_first * 2 ** (self._failures - 1), self._retry_cap)
            self._next_fetch = self._clock() + wait
            log.warning("jwks_fetch_failed", error=type(error).__name__, retry_in=wait)
            return False
        else:
            # The first load does not count against `refresh_every`: a key the provider
            # publishes right after it can still be fetched.
            now = self._clock()
            self._next_fetch = now + self._refresh_every if self._fetched else now
            self._keys = keys
            self._fetched = True
            self._failures = 0
            return True
        finally:
            self._fetching = None

    def _unavailable(self) -> IdentityProviderUnavailable:
        wait = max(1, math.ceil(self._next_fetch - self._clock()))
        return IdentityProviderUnavailable(
            "The sign-in provider's keys cannot be fetched right now.", retry_after=wait
        )


def _signing_keys(document: dict[str, Any]) -> dict[str, jwt.PyJWK]:
    keys: dict[str, jwt.PyJWK] = {}
    for n, entry in enumerate(document.get("keys", [])):
        if entry.get("use", "sig") != "sig":
            continue
        try:
            key = jwt.PyJWK(entry)
        except jwt.PyJWTError:
            continue  # a key type this library cannot use: the others still work
        keys[entry.get("kid") or f"#{n}"] = key
    return keys


def _player(claims: dict[str, Any]) -> Player:
    sub = claims.get("sub")
    if not isinstance(sub, str) or not sub:
        raise TokenRejected("token_invalid", "The token has no subject (sub).")
    if _has_control_characters(sub):
        # A subject names the player in the database, the log and the API: PostgreSQL refuses
        # NUL, and no issuer makes one with control characters.
        raise TokenRejected("token_invalid", "The token's subject (sub) has control characters.")
    name = claims.get("name") or claims.get("preferred_username")
    email = claims.get("email")
    return Player(sub=sub, name=_display(name), email=_display(email))


def _has_control_characters(text: str) -> bool:
    return any(unicodedata.category(c) == "Cc" for c in text)


def _display(claim: object) -> str | None:
    """A name or e-mail claim to show: a string without control characters, else none."""
    return claim if isinstance(claim, str) and not _has_control_characters(claim) else None
