"""The Litestar application factory (`create_app`) and its wiring to stores and runners."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Awaitable

import msgspec
from litestar import Litestar
from litestar.datastructures import State
from litestar.di import Provide
from litestar.openapi import OpenAPIConfig

from service import metrics
from service.api import shutdown
from service.api.archive import ArchiveController
from service.api.budgets import Ledger, budgets, exchanging, policies
from service.api.cors import cors_config, refuse_bad_preflights
from service.api.docs_ui import OfflineSwagger
from service.api.games import GamesController
from service.api.guards import refuse_nul
from service.api.idempotent import idempotent
from service.api.log import LogController
from service.api.meta import MetaController
from service.api.observability import observability
from service.api.openapi import VERSION as API_VERSION
from service.api.openapi import patch_openapi
from service.api.play import PlayController
from service.api.players import PLAYER_ROUTES
from service.api.problems import EXCEPTION_HANDLERS
from service.api.stream_slots import StreamSlots
from service.api.tickets import StreamTicketsController
from service.application import Tabletop
from service.identity import Verifier
from service.services import Services, ServicesFactory, background_loops
from service.settings import Settings, load

# Services is re-exported: tests and tools build it from here.
__all__ = ["MAX_BODY_BYTES", "Services", "ServicesFactory", "create_app"]

MAX_BODY_BYTES = 64 * 1024


def create_app(
    services: Services | ServicesFactory | None = None,
    settings: Settings | None = None,
    *,
    run_background: bool | None = None,
) -> Litestar:
    """The app. `services` may be ready-made (in memory) or a factory awaited at startup, on the
    server's event loop (database pools belong to one loop). Without it the app connects to
    DATABASE_URL (in memory if unset, which keeps nothing: `make run` always sets it).
    `run_background` (default: TABLETOP_BACKGROUND, on) runs the background loops in this
    process (service/services.py); off, a `tabletop worker` process runs them instead."""
    settings = settings or load()
    background = settings.background if run_background is None else run_background

    @contextlib.asynccontextmanager
    async def lifespan(app: Litestar) -> AsyncIterator[None]:
        built = services() if callable(services) else services
        if isinstance(built, Awaitable):
            built = await built
        if built is None:
            built = await Services.from_settings(settings, background=background)
        app.state.services = built
        ledger = app.state.budgets = Ledger(policies(settings), built.budget_table)
        if built.matchmaker is not None:
            built.matchmaker.ttl = settings.ticket_ttl
        shutdown.chain_signal_handlers()
        loops = background_loops(built) if background else []
        tasks = [asyncio.create_task(loop.run(), name=loop.name) for loop in loops]
        metrics.BACKGROUND_LOOPS.set(len(tasks))
        try:
            async with exchanging(ledger):
                yield
        finally:
            metrics.BACKGROUND_LOOPS.set(0)
            for task in tasks:
                task.cancel()
            for task in tasks:
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task
            for close in built.closers:
                await close()

    def provide_tabletop() -> Tabletop:
        # No parameters: Litestar then parses nothing per request to call it (a `state`
        # parameter cost a command 4 % of its CPU).
        tabletop: Tabletop = app.state.services.tabletop
        return tabletop

    cors = cors_config(settings.cors_origins)
    app = Litestar(
        route_handlers=[
            GamesController,
            PlayController,
            LogController,
            StreamTicketsController,
            MetaController,
            *PLAYER_ROUTES,
            ArchiveController,
        ],
        dependencies={
            "tabletop": Provide(provide_tabletop, sync_to_thread=False),
        },
        exception_handlers=EXCEPTION_HANDLERS,
        lifespan=[lifespan],
        middleware=[observability, budgets(settings), refuse_nul, idempotent],
        cors_config=cors,
        openapi_config=OpenAPIConfig(
            title="Tabletop",
            version=API_VERSION,
            description=(
                "Event-sourced board games over HTTP: Clans, Mammoth Hunters, Pow Wow, "
                "Der Schwarm and Ice Flow."
            ),
            path="/schema",
            render_plugins=[OfflineSwagger("/schema", path=["/", "/swagger"])],
            create_examples=False,
            use_handler_docstrings=True,
        ),
        request_max_body_size=MAX_BODY_BYTES,
        logging_config=None,  # service.logs renders every library's records, Litestar's too
        state=State(
            {
                "settings": settings,
                "verifier": _verifier(settings),
                "stream_slots": StreamSlots(settings.edge),
            }
        ),
        type_encoders={msgspec.Struct: msgspec.to_builtins},
        debug=False,
    )
    patch_openapi(app)
    refuse_bad_preflights(app, cors)
    return app


def _verifier(settings: Settings) -> Verifier | None:
    """Sign-in (docs/players.md) when TABLETOP_OIDC_* are set; else None, the feature off."""
    oidc = settings.oidc
    return None if oidc is None else Verifier(oidc.issuer, oidc.audience, oidc.jwks_url)
