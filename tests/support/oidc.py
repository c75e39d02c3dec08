"""A stand-in OpenID Connect provider for tests: RSA keys made in the test, their JWKS served
by a local HTTP server on a free port, and tokens minted on demand. No outside network."""

from __future__ import annotations

import http.server
import json
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import jwt
from cryptography.hazmat.primitives.asymmetric import rsa
from jwt.algorithms import RSAAlgorithm

ISSUER = "https://id.example.test/"
AUDIENCE = "tabletop-test"


class Provider:
    def __init__(self) -> None:
        self.keys: dict[str, rsa.RSAPrivateKey] = {}
        self.published: list[str] = []
        self.fetches = 0
        """GETs of the JWKS, answered or failed."""
        self.failing = False
        """While set, the JWKS endpoint answers 503 (the provider is down)."""
        self.url = ""
        self.add_key("key-1")

    def add_key(self, kid: str, publish: bool = True) -> None:
        self.keys[kid] = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        if publish:
            self.published.append(kid)

    def jwks(self) -> dict[str, Any]:
        keys = []
        for kid in self.published:
            jwk = json.loads(RSAAlgorithm.to_jwk(self.keys[kid].public_key()))
            keys.append({**jwk, "kid": kid, "use": "sig", "alg": "RS256"})
        return {"keys": keys}

    def token(
        self,
        sub: str,
        *,
        kid: str = "key-1",
        issuer: str = ISSUER,
        audience: str = AUDIENCE,
        lifetime: int = 3600,
        not_before: int | None = None,
        **claims: Any,
    ) -> str:
        now = int(time.time())
        payload: dict[str, Any] = {
            "sub": sub,
            "iss": issuer,
            "aud": audience,
            "iat": now,
            "exp": now + lifetime,
            **claims,
        }
        if not_before is not None:
            payload["nbf"] = not_before
        return jwt.encode(payload, self.keys[kid], algorithm="RS256", headers={"kid": kid})

    def bearer(self, sub: str, **claims: Any) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token(sub, **claims)}"}


@contextmanager
def serve(provider: Provider) -> Iterator[Provider]:
    """Serve the provider's JWKS at http://127.0.0.1:<port>/jwks while the block runs."""

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            provider.fetches += 1
            if provider.failing:
                self.send_error(503)
                return
            body = json.dumps(provider.jwks()).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: Any) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    provider.url = f"http://127.0.0.1:{server.server_address[1]}/jwks"
    try:
        yield provider
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
