"""Signed-in players: OpenID Connect ID/access tokens (JWTs) checked against the issuer's JWKS.

The keys are fetched from TABLETOP_OIDC_JWKS_URL on first use and kept. A token signed with a
key id the cache does not know makes one refetch (a provider rotating its keys publishes the
new key before signing with it), at most once per `refresh_every` (10 s), so a stream of tokens with
made-up key ids cannot turn the server into a load generator against the provider.
"""

from __future__ import annotations

import asyncio
import json
import time
import urllib.request
from collections.abc import Callable
from typing import Any

import jwt
import msgspec

from service.errors import IdentityProviderUnavailable, TokenRejected

ALGORITHMS = ("RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512")
"""Asymmetric algorithms only: a shared-secret (HS*) token could be forged by anyone holding
the public JWKS if the library were ever tricked into using a public key as a secret."""

LEEWAY_SECONDS = 30
"""Clock skew allowed between the provider and this server for `exp` and `nbf`."""


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
        refresh_every: float = 10.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.issuer = issuer
        self.audience = audience
        self.jwks_url = jwks_url
        self._fetch = fetch
        self._refresh_every = refresh_every
        self._clock = clock
        self._keys: dict[str, jwt.PyJWK] = {}
        self._fetched = False
        self._refetched_at: float | None = None
        """When an unknown key id last made a refetch (the first fetch does not count)."""
        self._lock = asyncio.Lock()

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
        if key is None:
            await self._refresh()
            key = self._find(kid)
        if key is None:
            raise TokenRejected("token_invalid", "The token is signed with an unknown key.")
        return key

    def _find(self, kid: Any) -> jwt.PyJWK | None:
        if kid is None and len(self._keys) == 1:
            return next(iter(self._keys.values()))
        return self._keys.get(kid) if isinstance(kid, str) else None

    async def _refresh(self) -> None:
        async with self._lock:
            now = self._clock()
            last = self._refetched_at
            if self._fetched and last is not None and now - last < self._refresh_every:
                return  # refetched a moment ago (maybe for a concurrent request): rate-limited
            try:
                document = await asyncio.to_thread(self._fetch, self.jwks_url)
                keys = _signing_keys(document)
            except Exception as error:
                raise IdentityProviderUnavailable(
                    f"The sign-in provider's keys cannot be fetched ({type(error).__name__})."
                ) from None
            if self._fetched:
                self._refetched_at = now
            self._keys = keys
            self._fetched = True


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
    name = claims.get("name") or claims.get("preferred_username")
    email = claims.get("email")
    return Player(
        sub=sub,
        name=name if isinstance(name, str) else None,
        email=email if isinstance(email, str) else None,
    )
