"""Bearer tokens: a seat's token names its seat; the operator token grants admin reads; with
sign-in configured, a JWT from the OIDC issuer names a player, who acts in their own seats."""

from __future__ import annotations

import hmac
from typing import Any

from litestar import Request

from service.application import Tabletop
from service.domain.kernel import Seat
from service.errors import SignInRequired, Unauthorized
from service.identity import Player, Verifier, looks_like_jwt


class Caller:
    """Who is calling: a seat of this game, the operator, or an anonymous spectator; `player`
    when signed in (their seat of this game, if they hold one)."""

    def __init__(self, seat: Seat | None, admin: bool, player: Player | None = None) -> None:
        self.seat = seat
        self.admin = admin
        self.player = player


def bearer(request: Request[Any, Any, Any]) -> str | None:
    header = request.headers.get("authorization")
    if not header:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Unauthorized("The Authorization header must be 'Bearer <token>'.")
    return token.strip()


async def caller(request: Request[Any, Any, Any], tabletop: Tabletop, game_id: str) -> Caller:
    token = bearer(request)
    if token is None:
        return Caller(None, False)
    admin_token: str | None = request.app.state.settings.admin_token
    if admin_token and hmac.compare_digest(token.encode(), admin_token.encode()):
        return Caller(None, True)
    player = await _signed_in(request, token)
    if player is not None:
        held = await tabletop.seat_of_player(game_id, player.sub)
        if held is not None:
            request.scope["state"]["seat"] = held
        return Caller(held, False, player)
    seat = await tabletop.authenticate(game_id, token)
    request.scope["state"]["seat"] = seat
    return Caller(seat, False)


async def signed_in(request: Request[Any, Any, Any]) -> Player | None:
    """The signed-in player, if the bearer token is a JWT and sign-in is configured."""
    token = bearer(request)
    return None if token is None else await _signed_in(request, token)


async def player(request: Request[Any, Any, Any]) -> Player:
    """The signed-in player, or 401 `sign_in_required`."""
    found = await signed_in(request)
    if found is None:
        raise SignInRequired("Sign in: send your OIDC provider's token as `Bearer <JWT>`.")
    return found


async def _signed_in(request: Request[Any, Any, Any], token: str) -> Player | None:
    verifier: Verifier | None = request.app.state.get("verifier")
    if verifier is None or not looks_like_jwt(token):
        return None  # sign-in off: a JWT is just a token that holds no seat
    return await verifier.verify(token)
