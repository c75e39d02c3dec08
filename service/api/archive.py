"""Replays anywhere: a game's log exported as one JSON Lines file (docs/replays.md)."""

from __future__ import annotations

from typing import Any

from litestar import Controller, Request, Response, get
from litestar.di import NamedDependency

from service.api.auth import caller
from service.application import Tabletop
from service.archive import logfile


class ArchiveController(Controller):
    path = "/v1/games"
    tags = ["games"]

    @get(
        "/{game_id:str}/export",
        operation_id="exportGame",
        summary="The game's whole log as one file (anyone once over, the operator before)",
    )
    async def export(
        self, request: Request[Any, Any, Any], game_id: str, tabletop: NamedDependency[Tabletop]
    ) -> Response[bytes]:
        """The game as one self-contained JSON Lines file (`application/jsonl`, UTF-8, one JSON
        object per line): a header (format version, game type, rules revision, players,
        options, setup, the seed once the game is over or else its commitment, seat names),
        then every event with its version and recorded time. Anyone may export a finished
        game; a running one needs the operator token. `tabletop replay --file` replays it
        offline and `POST /v1/games/import` imports it elsewhere (docs/replays.md)."""
        who = await caller(request, tabletop, game_id)
        log = await tabletop.export(game_id, who.admin)
        disposition = f'attachment; filename="{game_id}.jsonl"'
        return Response(
            b"".join(logfile.dump(log)),
            media_type=logfile.MEDIA_TYPE,
            headers={"Content-Disposition": disposition},
        )
