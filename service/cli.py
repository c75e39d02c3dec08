"""Command line: `tabletop serve|worker|migrate|replay|export|import|export-openapi|simulate|
projections` (also `python -m service …`).

Commands that need a database use DATABASE_URL; when it is unset in a checkout they use the
checkout's embedded PostgreSQL in ./.data (starting it if needed, migrated) and say so on
stderr. Results go to stdout, everything said to a person to stderr.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit, urlunsplit

if TYPE_CHECKING:
    from litestar import Litestar

ROOT = Path(__file__).resolve().parent.parent
OPENAPI_PATH = ROOT / "openapi" / "v1.json"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tabletop",
        description="Tabletop, event-sourced board games over HTTP. Commands that need a "
        "database use DATABASE_URL, else this checkout's embedded PostgreSQL in ./.data.",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    serve = commands.add_parser("serve", help="serve the HTTP API")
    serve.add_argument("--host", default=os.environ.get("TABLETOP_HOST", "127.0.0.1"))
    serve.add_argument("--port", type=int, default=int(os.environ.get("TABLETOP_PORT", "8000")))
    serve.add_argument("--workers", type=int, default=int(os.environ.get("TABLETOP_WORKERS", "1")))
    serve.add_argument(
        "--embedded",
        action="store_true",
        help="use this checkout's embedded PostgreSQL in ./.data when DATABASE_URL is not set",
    )
    serve.add_argument("--migrate", action="store_true", help="apply migrations before serving")
    serve.add_argument(
        "--background",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="run the background loops (projector, timers, notifier, matchmaking) in each "
        "of the --workers processes (default: TABLETOP_BACKGROUND, on); with "
        "--no-background run `tabletop worker` beside the API",
    )

    worker = commands.add_parser(
        "worker",
        help="run the background loops (projector, timers, notifier, matchmaking), no API",
    )
    worker.add_argument(
        "--host",
        default=os.environ.get("TABLETOP_HOST", "127.0.0.1"),
        help="where to answer the probes (default: TABLETOP_HOST, 127.0.0.1)",
    )
    worker.add_argument(
        "--port",
        type=int,
        default=None,
        help="health probes and /metrics (default: TABLETOP_WORKER_PORT, 8001)",
    )
    worker.add_argument(
        "--embedded",
        action="store_true",
        help="use this checkout's embedded PostgreSQL in ./.data when DATABASE_URL is not set",
    )

    commands.add_parser("migrate", help="apply the migrations (alembic upgrade head)")

    replay = commands.add_parser(
        "replay", help="replay a game from its log (in the database, or a file offline)"
    )
    replay.add_argument("game_id", nargs="?", help="a game in the database")
    replay.add_argument(
        "--file", type=Path, default=None, help="an exported game log: no database needed"
    )
    replay.add_argument("--at", type=int, default=None, help="stop at this version")
    replay.add_argument("--seat", type=int, default=None, help="show the view as this seat")
    replay.add_argument(
        "--verify",
        action="store_true",
        help="re-derive every draw from the revealed seed and re-decide every command",
    )
    replay.add_argument(
        "--svg",
        type=Path,
        default=None,
        metavar="DIR",
        help="write a picture (SVG) of the view at every version up to --at into DIR",
    )

    game_log = commands.add_parser("export", help="write a game's log file (docs/replays.md)")
    game_log.add_argument("game_id")
    game_log.add_argument("-o", "--output", type=Path, default=None, help="default: stdout")

    imported = commands.add_parser("import", help="store a game log file as a read-only game")
    imported.add_argument("file", type=Path)

    export = commands.add_parser("export-openapi", help="write openapi/v1.json")
    export.add_argument("--output", type=Path, default=OPENAPI_PATH)

    simulate = commands.add_parser("simulate", help="play random games in memory")
    simulate.add_argument("game_type")
    simulate.add_argument("--players", type=int, default=None)
    simulate.add_argument("--games", type=int, default=1)
    simulate.add_argument("--seed", default="simulate")
    simulate.add_argument("--max-commands", type=int, default=5000)
    simulate.add_argument(
        "--json", action="store_true", help="one JSON report per game on stdout, no summary"
    )

    projections = commands.add_parser("projections", help="manage read models")
    projection_commands = projections.add_subparsers(dest="action", required=True)
    projection_commands.add_parser(
        "rebuild", help="rebuild the lobby from the whole log (safe while servers run)"
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    from service import logs

    logs.configure(os.environ.get("TABLETOP_LOG_FORMAT"))
    from service.settings import SettingsError

    try:
        return _run(args)
    except DatabaseNotSet as error:
        say(str(error))
        return 2
    except SettingsError as error:  # named in one line: the operator fixes the environment
        say(f"setting: {error}")
        return 2
    except KeyboardInterrupt:  # Ctrl-C: the command cleaned up on its way out; no traceback
        say("interrupted")
        return 130


def _run(args: argparse.Namespace) -> int:
    if args.command == "serve":
        return _serve(args)
    if args.command == "worker":
        return _worker(args)
    if args.command == "export-openapi":
        args.output.parent.mkdir(parents=True, exist_ok=True)
        args.output.write_text(openapi_json())
        say(f"wrote {args.output}")
        return 0
    if args.command == "simulate":
        from service.simulate import simulate

        return asyncio.run(
            simulate(
                args.game_type, args.players, args.games, args.seed, args.max_commands, args.json
            )
        )
    if args.command == "replay" and (args.file is None) == (args.game_id is None):
        say("replay needs a GAME_ID or --file FILE (one of them)")
        return 2
    if args.command == "replay" and args.file is not None:
        from service.replay import replay_file

        return replay_file(args.file, args.at, args.seat, args.verify, args.svg)
    with database(migrate_embedded=args.command != "migrate") as url:
        if args.command == "migrate":
            _migrate(url)
            return 0
        if args.command == "replay":
            from service.replay import replay

            return asyncio.run(replay(url, args.game_id, args.at, args.verify, args.seat, args.svg))
        if args.command == "export":
            from service.replay import export

            return asyncio.run(export(url, args.game_id, args.output))
        if args.command == "import":
            from service.replay import import_file

            return import_file(url, args.file)
        from service.projections.rebuild import rebuild

        return asyncio.run(rebuild(url))


def say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


class DatabaseNotSet(Exception):
    pass


def redacted(url: str) -> str:
    """The URL without its password, to name the database in output."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.netloc.rpartition("@")[2]
    user = parts.username or ""
    return urlunsplit((parts.scheme, f"{user}:***@{host}", parts.path, parts.query, ""))


@contextlib.contextmanager
def database(*, migrate_embedded: bool = True, serving: bool = False) -> Iterator[str]:
    """DATABASE_URL, else this checkout's embedded PostgreSQL (started if needed and migrated,
    then handed back when the command ends: it stops only if no other process uses it)."""
    if url := os.environ.get("DATABASE_URL"):
        say(f"database: {redacted(url)} (DATABASE_URL)")
        yield url
        return
    from service import embedded

    datadir = embedded.data_dir()
    if datadir is None:
        raise DatabaseNotSet("DATABASE_URL is not set (an installed package has no embedded one)")
    pgdata = datadir / "postgres"
    url, server = embedded.start(pgdata)
    others = [pid for pid in embedded.users(server) if pid != os.getpid()]
    shared = f"already running, shared with PID {', '.join(map(str, others))}" if others else ""
    say(f"database: embedded PostgreSQL in {_shown(pgdata)} ({shared or 'started'})")
    try:
        if migrate_embedded:
            _migrate(url, quiet=True)
        yield url
    finally:
        stopped = embedded.stop(server)
        if serving:
            say("embedded PostgreSQL " + ("stopped" if stopped else "keeps running for others"))


def _shown(path: Path) -> str:
    with contextlib.suppress(ValueError):
        return "./" + str(path.relative_to(Path.cwd()))
    return str(path)


def _migrate(url: str, *, quiet: bool = False) -> None:
    from service import migrate

    before, after = migrate.upgrade(url)
    if before != after:
        say(f"schema: migrated from {before or 'empty'} to {after}")
    elif not quiet:
        say(f"schema: at {after}, the latest")


def openapi_json() -> str:
    from service.api.app import Services, create_app
    from service.api.openapi import document

    app = create_app(Services.in_memory(), run_background=False)
    return json.dumps(document(app), indent=2, sort_keys=True) + "\n"


def create_app() -> Litestar:
    """The app as uvicorn builds it in each worker: logging set up first, in that process."""
    from service import logs
    from service.api.app import create_app as create

    logs.configure(os.environ.get("TABLETOP_LOG_FORMAT"))
    return create()


def _serve(args: argparse.Namespace) -> int:
    import uvicorn

    from service import settings
    from service.api.connections import GuardedProtocol

    if not os.environ.get("DATABASE_URL") and not args.embedded:
        raise DatabaseNotSet("DATABASE_URL is not set (use --embedded for a local database)")
    if args.background is not None:  # the workers uvicorn starts read it from the environment
        os.environ["TABLETOP_BACKGROUND"] = "on" if args.background else "off"
    background = settings.load().background  # a bad setting stops the start here, named
    alone = "" if background else "; background loops off: run `tabletop worker` beside it"
    say(f"Tabletop on http://{args.host}:{args.port} (API docs /schema{alone})")
    with database(serving=True) as url:
        if args.migrate and os.environ.get("DATABASE_URL"):
            _migrate(url, quiet=True)
        os.environ["DATABASE_URL"] = url
        uvicorn.run(
            "service.cli:create_app",
            factory=True,
            # A response in one write (coalescing.py), deadlines and caps (connections.py).
            http=GuardedProtocol,
            host=args.host,
            port=args.port,
            workers=args.workers,
            log_level="warning",
            log_config=None,
            timeout_graceful_shutdown=10,
            **settings.proxy_options(settings.load()),
        )
    return 0


def _worker(args: argparse.Namespace) -> int:
    import msgspec

    from service import settings
    from service.worker.process import work

    if not os.environ.get("DATABASE_URL") and not args.embedded:
        raise DatabaseNotSet("DATABASE_URL is not set (use --embedded for a local database)")
    loaded = settings.load()  # a bad setting stops the start here, named
    port = loaded.worker_port if args.port is None else args.port
    say(f"Tabletop worker: health and metrics on http://{args.host}:{port}")
    with database(serving=True) as url:
        return asyncio.run(work(msgspec.structs.replace(loaded, database_url=url), args.host, port))
