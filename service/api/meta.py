"""What the server hosts, and whether it is well: game types, health, metrics."""

from __future__ import annotations

from typing import Any

import msgspec
from litestar import Controller, MediaType, Request, Response, get
from litestar.di import NamedDependency
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from service.api.dto import GameType, Health, client_commands
from service.api.problems import Problem, database_unavailable
from service.application import Tabletop
from service.domain import registry
from service.domain.kernel import HostedGame, latest_revision


def game_type(rules: HostedGame) -> GameType:
    return GameType(
        name=rules.name,
        title=rules.title,
        min_players=rules.min_players,
        max_players=rules.max_players,
        rules_revision=latest_revision(rules.revisions),
        revisions=list(rules.revisions),
        options_schema=msgspec.json.schema(rules.Options),
        command_schemas={
            msgspec.inspect.type_info(c).tag: msgspec.json.schema(c)  # type: ignore[attr-defined]
            for c in client_commands(rules)
        },
        position_schema=msgspec.json.schema(rules.Position),
    )


class MetaController(Controller):
    tags = ["server"]

    @get("/v1/game-types", operation_id="listGameTypes", summary="The games this server hosts")
    async def game_types(self) -> list[GameType]:
        """Each game: its name (the `game_type`), title, player counts, and the JSON Schemas
        of its options, of the commands a seat may send and of its position documents."""
        return [game_type(r) for r in registry.all_games()]

    @get("/health/live", operation_id="healthLive", summary="The process is up")
    async def live(self) -> Health:
        """Liveness: the process answers (Kubernetes liveness probe)."""
        return Health(status="ok")

    @get("/health/ready", operation_id="healthReady", summary="The database answers")
    async def ready(
        self, request: Request[Any, Any, Any], tabletop: NamedDependency[Tabletop]
    ) -> Response[Health] | Response[Problem]:
        """Readiness: the database answers a query; while it does not, 503
        `database_unavailable` (problem details, like every other error)."""
        try:
            await tabletop.store.stream_version("health-check")
        except Exception as exc:
            return database_unavailable(request, exc)
        return Response(Health(status="ok"))

    @get(
        "/metrics",
        operation_id="metrics",
        summary="Prometheus metrics",
        media_type=MediaType.TEXT,
    )
    async def metrics(self) -> Response[Any]:
        """Request, command and event counters and latencies for Prometheus."""
        return Response(generate_latest(), media_type=CONTENT_TYPE_LATEST)
