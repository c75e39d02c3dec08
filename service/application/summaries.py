"""A game's summary as the API shows it: status, seats, version, who is to move, outcome."""

from __future__ import annotations

from service.application.turns import deadline_at
from service.catalog.base import commitment, verifiable
from service.errors import GameNotStarted
from service.records import GameSummary, LiveSummary, LoadedGame, SeatInfo, utc


def summary(game: LoadedGame) -> GameSummary:
    names = {s.seat: s.name for s in game.seats}
    bots = game.bots()
    absent = game.table.absent
    return GameSummary(
        game_id=game.record.game_id,
        game_type=game.record.game_type,
        rules_revision=game.setup.rules_revision,
        status=game.status(),
        players=game.record.players,
        seats=[
            SeatInfo(seat=i, name=names.get(i), bot=bots[i], absent=i in absent)
            for i in range(game.record.players)
        ],
        version=game.version,
        to_move=sorted(game.rules.to_move(game.state)) if game.started else [],
        outcome=game.rules.outcome(game.state) if game.started else None,
        options=game.record.options,
        created_at=utc(game.record.created_at),
        clock=game.clock,
        setup=game.record.setup,
        seed_commitment=commitment(game.record),
        # The seed decides every secret of the game: revealed only once nothing is secret
        # (an import that came without its seed has none).
        seed=game.record.seed if game.status() == "finished" and verifiable(game.record) else None,
        imported_from=game.record.imported_from,
        verifiable=verifiable(game.record),
        deadline_at=deadline_at(game),
    )


def live_summary(game: LoadedGame) -> LiveSummary:
    return LiveSummary(
        version=game.version,
        status=game.status(),
        to_move=sorted(game.rules.to_move(game.state)) if game.started else [],
        deadline_at=deadline_at(game),
        outcome=game.rules.outcome(game.state) if game.started else None,
    )


def require_started(game: LoadedGame) -> None:
    """GameNotStarted unless the game's start events are in its stream. A game whose seats are
    all taken but whose start is not appended yet (the joiner's append is in flight, or was
    lost and the heal has not run yet: games.py) is not started either."""
    if game.started:
        return
    free = game.record.players - len(game.seats)
    if free > 0:
        raise GameNotStarted(f"The game has not started: {free} seat(s) are still free.")
    raise GameNotStarted("The game has not started: every seat is taken and it is starting.")
