"""Bearer tokens: a seat's token names its seat; the operator token grants admin reads."""

from __future__ import annotations

import hmac
from typing import Any

from litestar import Request

from service.application import Tabletop
from service.domain.kernel import Seat
from service.errors import Unauthorized


class Caller:
    """Who is calling: a seat of this game, the operator, or an anonymous spectator."""

    def __init__(self, seat: Seat | None, admin: bool) -> None:
        self.seat = seat
        self.admin = admin


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
    seat = await tabletop.authenticate(game_id, token)
    request.scope["state"]["seat"] = seat
    return Caller(seat, False)
