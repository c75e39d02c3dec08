"""Command line: `python -m service serve|migrate|replay|export-openapi|simulate|projections`."""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OPENAPI_PATH = ROOT / "openapi" / "v1.json"
DATA_DIR = ROOT / ".data"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m service", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    serve = commands.add_parser("serve", help="serve the HTTP API")
    serve.add_argument("--host", default=os.environ.get("TABLETOP_HOST", "127.0.0.1"))
    serve.add_argument("--port", type=int, default=int(os.environ.get("TABLETOP_PORT", "8000")))
    serve.add_argument("--workers", type=int, default=int(os.environ.get("TABLETOP_WORKERS", "1")))
    serve.add_argument(
        "--embedded",
        action="store_true",
        help="start an embedded PostgreSQL in ./.data when DATABASE_URL is not set",
    )
    serve.add_argument("--migrate", action="store_true", help="apply migrations before serving")

    commands.add_parser("migrate", help="alembic upgrade head (DATABASE_URL)")

    replay = commands.add_parser("replay", help="replay a game from its log")
    replay.add_argument("game_id")
    replay.add_argument("--at", type=int, default=None, help="stop at this version")

    export = commands.add_parser("export-openapi", help="write openapi/v1.json")
    export.add_argument("--output", type=Path, default=OPENAPI_PATH)

    simulate = commands.add_parser("simulate", help="play random games in memory")
    simulate.add_argument("game_type")
    simulate.add_argument("--players", type=int, default=None)
    simulate.add_argument("--games", type=int, default=1)
    simulate.add_argument("--seed", default="simulate")
    simulate.add_argument("--max-commands", type=int, default=5000)

    projections = commands.add_parser("projections", help="manage read models")
    projection_commands = projections.add_subparsers(dest="action", required=True)
    projection_commands.add_parser("rebuild", help="rebuild the lobby from the whole log")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    from service import logs

    logs.configure(os.environ.get("TABLETOP_LOG_FORMAT"))
    if args.command == "serve":
        return _serve(args)
    if args.command == "migrate":
        from service import migrate

        migrate.upgrade(_database_url())
        print("database is at the latest schema", file=sys.stderr)
        return 0
    if args.command == "replay":
        from service.replay import replay

        return asyncio.run(replay(_database_url(), args.game_id, args.at))
    if args.command == "export-openapi":
        args.output.parent.mkdir(parents=True, exist_ok=True)
        args.output.write_text(openapi_json())
        print(f"wrote {args.output}", file=sys.stderr)
        return 0
    if args.command == "simulate":
        from service.simulate import simulate

        return asyncio.run(
            simulate(args.game_type, args.players, args.games, args.seed, args.max_commands)
        )
    if args.command == "projections":
        from service.projections.rebuild import rebuild

        return asyncio.run(rebuild(_database_url()))
    return 2


def openapi_json() -> str:
    from service.api.app import Services, create_app
    from service.api.openapi import document

    app = create_app(Services.in_memory(), run_background=False)
    return json.dumps(document(app), indent=2, sort_keys=True) + "\n"


def _database_url() -> str:
    url = os.environ.get("DATABASE_URL")
    if not url:
        print("DATABASE_URL is not set", file=sys.stderr)
        raise SystemExit(2)
    return url


def _serve(args: argparse.Namespace) -> int:
    import uvicorn

    from service import migrate, settings

    server = None
    if not os.environ.get("DATABASE_URL"):
        if not args.embedded:
            print("DATABASE_URL is not set (use --embedded for a local database)", file=sys.stderr)
            return 2
        from service import embedded

        url, server = embedded.start(DATA_DIR / "postgres")
        os.environ["DATABASE_URL"] = url
        print(f"embedded PostgreSQL in {DATA_DIR / 'postgres'}", file=sys.stderr)
    if args.migrate or server is not None:
        migrate.upgrade(os.environ["DATABASE_URL"])
    try:
        uvicorn.run(
            "service.api.app:create_app",
            factory=True,
            host=args.host,
            port=args.port,
            workers=args.workers,
            log_level="warning",
            timeout_graceful_shutdown=10,
            **settings.proxy_options(settings.load()),
        )
    finally:
        if server is not None:
            from service import embedded

            embedded.stop(server)
            print("embedded PostgreSQL stopped", file=sys.stderr)
    return 0
