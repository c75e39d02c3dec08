"""`tabletop replay GAME_ID [--at N] [--verify]` folds a game from its database log and prints
it; `tabletop replay --file FILE [--at N] [--seat S] [--verify]` does the same from an exported
game log with the rules engine alone (no database, no server). With `--svg DIR` either writes
a picture of the view (as `--seat`, else a spectator) at every version up to `--at` into DIR.
`--verify` re-derives every shuffle and draw from the revealed seed and re-decides every
command (service/archive).
`tabletop export` writes a stored game's log file, `tabletop import` stores one as a new game."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

import msgspec

from service.application import Tabletop
from service.archive import logfile
from service.archive.logfile import Loaded, LogFileError
from service.archive.verify import fold, setup_of, verify
from service.catalog.postgres import PostgresCatalog
from service.domain import registry
from service.errors import InvalidGameLog
from service.pictures import registry as pictures
from service.pictures.scene import Scene
from service.progress import Progress
from service.store.postgres import PostgresEventStore, create_pool
from service.timers import PostgresTimers


async def replay(
    dsn: str,
    game_id: str,
    at: int | None,
    check: bool = False,
    seat: int | None = None,
    svg: Path | None = None,
) -> int:
    """Replay a game from the database (the operator's: the seed only once it is over)."""
    try:
        loaded = await _stored(dsn, game_id)
        if svg is not None:
            return _pictures(loaded, at, seat, svg)
        return _print(loaded, at, seat, check)
    except LookupError as error:
        print(error.args[0], file=sys.stderr)
        return 1
    except LogFileError as error:
        print(f"game {game_id}: {error}", file=sys.stderr)
        return 1


async def export(dsn: str, game_id: str, output: Path | None) -> int:
    """`tabletop export GAME_ID [-o FILE]`: the game log file, on stdout or into FILE."""
    try:
        loaded = await _stored(dsn, game_id)
    except LookupError as error:
        print(error.args[0], file=sys.stderr)
        return 1
    lines = logfile.dump(loaded.log)
    if output is None:
        for line in lines:
            sys.stdout.buffer.write(line)
        sys.stdout.buffer.flush()
        return 0
    with output.open("wb") as file:
        file.writelines(lines)
    header = loaded.log.header
    print(f"wrote {output}: {header.version} events of {header.status} game", file=sys.stderr)
    return 0


def import_file(dsn: str, path: Path) -> int:
    """`tabletop import FILE`: the game log file as a new, read-only game; prints its summary."""
    try:
        content = path.read_bytes()
    except OSError as error:
        print(f"cannot read {path}: {error.strerror}", file=sys.stderr)
        return 1
    return asyncio.run(_import(dsn, path, content))


async def _import(dsn: str, path: Path, content: bytes) -> int:
    pool = await create_pool(dsn, 2)
    try:
        store = PostgresEventStore(pool, dsn)
        tabletop = Tabletop(store, PostgresCatalog(pool), PostgresTimers(pool))
        game = await tabletop.import_game(content)
    except InvalidGameLog as error:
        print(f"{path}: {error.detail}", file=sys.stderr)
        return 1
    finally:
        await pool.close()
    print(f"imported {path} as game {game.game_id}", file=sys.stderr)
    print(msgspec.json.encode(game).decode())
    return 0


async def _stored(dsn: str, game_id: str) -> Loaded:
    """A stored game as a checked log, its seed revealed only if it is over."""
    pool = await create_pool(dsn, 2)
    try:
        catalog = PostgresCatalog(pool)
        record = await catalog.get_game(game_id)
        if record is None:
            raise LookupError(f"there is no game {game_id}")
        rules = registry.get(record.game_type)
        if rules is None:
            raise LookupError(f"game type {record.game_type} is not hosted here")
        rows = await PostgresEventStore(pool, dsn).read_stream(game_id, 0)
        seats = {s.seat: s.name for s in await catalog.seats(game_id)}
        names = [seats.get(n) for n in range(record.players)]
    finally:
        await pool.close()
    log = logfile.from_store(rules, record, names, rows, finished=False)
    loaded = logfile.load(b"".join(logfile.dump(log)))  # the same checks as a file
    if loaded.rules.outcome(fold(loaded)) is not None:  # over: the seed is revealed
        finished = logfile.from_store(rules, record, names, rows, finished=True)
        loaded = msgspec.structs.replace(loaded, log=finished)
    return loaded


def replay_file(
    path: Path, at: int | None, seat: int | None, check: bool, svg: Path | None = None
) -> int:
    """Replay an exported game log offline; a bad file is one line naming the bad line."""
    try:
        content = path.read_bytes()
    except OSError as error:
        print(f"cannot read {path}: {error.strerror}", file=sys.stderr)
        return 1
    try:
        loaded = logfile.load(content)
        if svg is not None:
            return _pictures(loaded, at, seat, svg)
        return _print(loaded, at, seat, check)
    except LogFileError as error:
        print(f"{path}: {error}", file=sys.stderr)
        return 1


def _checked_range(loaded: Loaded, at: int | None, seat: int | None) -> str | None:
    """Why `at` or `seat` do not fit the game, or None."""
    players, last = loaded.log.header.players, len(loaded.events)
    if at is not None and not 0 <= at <= last:
        return f"--at {at} is outside 0–{last}, the versions of this game"
    if seat is not None and not 0 <= seat < players:
        return f"--seat {seat} is not a seat of this {players}-player game"
    return None


def _pictures(loaded: Loaded, at: int | None, seat: int | None, folder: Path) -> int:
    """One SVG picture per version, 1 … `at`, as `seat` sees it (None: a spectator), named by
    the version (`0042.svg`), folding the log once."""
    problem = _checked_range(loaded, at, seat)
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        print(f"cannot write into {folder}: {error.strerror}", file=sys.stderr)
        return 1
    rules, header = loaded.rules, loaded.log.header
    last = len(loaded.events) if at is None else at
    digits = max(4, len(str(last)))
    state = rules.initial_state(setup_of(loaded))
    progress = Progress(f"pictures of {header.game_id}", last, "pictures")
    for version, event in enumerate(loaded.events[:last], 1):
        state = rules.evolve(state, event)
        scene = Scene(names=tuple(header.seats), audience=seat, version=version)
        drawn = pictures.picture(rules.view(state, seat), scene)
        (folder / f"{version:0{digits}d}.svg").write_text(drawn, "utf-8")
        progress.advance()
    progress.finish()
    who = "a spectator" if seat is None else f"seat {seat}"
    print(f"wrote {last} pictures into {folder}, as {who} sees the game", file=sys.stderr)
    return 0


def _print(loaded: Loaded, at: int | None, seat: int | None, check: bool) -> int:
    """The log up to `at`, then the summary at `at` with the view as `seat` (None: a
    spectator), then the verification if asked for; 1 when a check fails."""
    header, rules = loaded.log.header, loaded.rules
    problem = _checked_range(loaded, at, seat)
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    version = len(loaded.events) if at is None else at
    for entry in loaded.log.entries[:version]:
        event = msgspec.json.encode(entry.event).decode()
        print(f"{entry.version:>5}  {entry.recorded_at.isoformat()}  {event}")
    state = fold(loaded, version)
    summary: dict[str, Any] = {
        "game_id": header.game_id,
        "game_type": header.game_type,
        "rules_revision": header.rules_revision,
        "setup": header.setup,
        "seed_commitment": header.seed_commitment,
        "version": version,
        "to_move": sorted(rules.to_move(state)) if version else [],
        "outcome": rules.outcome(state) if version else None,
        "seat": seat,
        "view": rules.view(state, seat) if version else None,
    }
    print(msgspec.json.encode(summary).decode())
    if not check:
        return 0
    verdict = verify(loaded)
    if verdict.ok:
        print(
            f"verified: the seed matches its commitment {header.seed_commitment}; the setup "
            f"and all {verdict.commands} commands re-decided from it give every recorded event"
        )
        return 0
    where = "" if verdict.version is None else f" at version {verdict.version}"
    print(f"NOT verified{where}: {verdict.reason}")
    return 1
