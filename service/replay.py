"""`python -m service replay GAME_ID [--at N]`: fold a game from its log and print it."""

from __future__ import annotations

import sys

import msgspec

from service import codec
from service.catalog.postgres import PostgresCatalog
from service.domain import registry
from service.domain.kernel import fold
from service.domain.table import tabled
from service.records import game_setup
from service.store.postgres import PostgresEventStore, create_pool


async def replay(dsn: str, game_id: str, at: int | None) -> int:
    pool = await create_pool(dsn, 2)
    try:
        record = await PostgresCatalog(pool).get_game(game_id)
        if record is None:
            print(f"there is no game {game_id}", file=sys.stderr)
            return 1
        hosted = registry.get(record.game_type)
        if hosted is None:
            print(f"game type {record.game_type} is not hosted here", file=sys.stderr)
            return 1
        rules = tabled(hosted)  # the game with its table's events (clocks, absence, bots)
        store = PostgresEventStore(pool, dsn)
        rows = await store.read_stream(game_id, 0, at)
        events = [codec.decode(rules, row) for row in rows]
        for row, event in zip(rows, events, strict=True):
            print(
                f"{row.version:>5}  {row.recorded_at.isoformat()}  "
                f"{msgspec.json.encode(event).decode()}"
            )
        options = msgspec.convert(record.options, rules.Options)
        setup = game_setup(rules, record.players, options, record.rules_revision)
        state = fold(rules, setup, events)
        summary = {
            "game_id": game_id,
            "game_type": record.game_type,
            "rules_revision": record.rules_revision,
            "version": len(rows),
            "to_move": sorted(rules.to_move(state)),
            "outcome": rules.outcome(state),
            "view": rules.view(state, None),
        }
        print(msgspec.json.encode(summary).decode())
        return 0
    finally:
        await pool.close()
