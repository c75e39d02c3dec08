"""The table's fold (service/domain/table): turn clocks, absence, returns and abandonment on
top of a game's own state, with no clock and no I/O (times are the platform's)."""

from __future__ import annotations

import msgspec

from service.domain import registry
from service.domain.kernel import HostedGame, Rng, Setup, fold
from service.domain.table import (
    ALL_ABSENT,
    BOT_ONLY_COMMANDS,
    ClockCharged,
    ClockSetting,
    GameAbandoned,
    SeatAbsent,
    SeatReturned,
    TableSet,
    TableState,
    choose_move,
    due,
    tabled,
)

CLANS = registry.get("clans")
assert CLANS is not None
TABLE = tabled(CLANS)
SETUP = Setup(players=3, options=CLANS.Options(), rules_revision=1)
START = list(CLANS.start(SETUP, Rng("table", 0)))


def at_table(clock: ClockSetting | None, *events: msgspec.Struct) -> TableState:
    bots = (None, None, "greedy")
    state = fold(TABLE, SETUP, [TableSet(clock=clock, bots=bots), *START, *events])
    assert isinstance(state, TableState)
    return state


def mover(state: TableState) -> int:
    return min(TABLE.to_move(state))


def test_a_game_without_a_table_folds_exactly_as_the_game_alone() -> None:
    state = fold(TABLE, SETUP, START)
    assert isinstance(state, TableState)
    assert state.game == fold(CLANS, SETUP, START)
    assert state.version == len(START)
    assert due(CLANS, state, {state.version: 0}, 0) is None


def test_the_clock_of_the_seat_to_move_runs_from_the_version_it_came_to_move() -> None:
    state = at_table(ClockSetting(per_move_s=30))
    seat = mover(state)
    assert state.running() == [seat]
    assert state.clocks[seat].bank_ms == 30_000
    since = state.clocks[seat].since
    assert since is not None
    found = due(CLANS, state, {since: 1_000, state.version: 1_000}, 0)
    assert found is not None
    assert (found.seat, found.action, found.at_ms) == (seat, "timeout", 31_000)


def test_a_bank_pays_for_the_time_used_and_earns_the_increment() -> None:
    state = at_table(ClockSetting(bank_s=60, increment_s=5))
    seat = mover(state)
    state = TABLE.evolve(state, ClockCharged(seat=seat, used_ms=20_000))
    assert isinstance(state, TableState)
    assert state.clocks[seat].bank_ms == 45_000
    state = TABLE.evolve(state, ClockCharged(seat=seat, used_ms=1_000, moved=False))
    assert isinstance(state, TableState)
    assert state.clocks[seat].bank_ms == 44_000


def test_an_absent_seat_is_played_by_a_bot_and_its_clock_stops_until_it_returns() -> None:
    clock = ClockSetting(bank_s=60, increment_s=0)
    state = at_table(clock)
    seat = mover(state)
    state = TABLE.evolve(state, SeatAbsent(seat=seat))
    assert isinstance(state, TableState)
    assert seat in state.absent and state.running() == []
    found = due(CLANS, state, {state.version: 5_000}, 250)
    assert found is not None and (found.seat, found.action, found.at_ms) == (seat, "bot", 5_250)
    state = TABLE.evolve(state, SeatReturned(seat=seat))
    assert isinstance(state, TableState)
    assert seat not in state.absent and state.running() == [seat]
    assert state.clocks[seat].bank_ms == 60_000  # at least min(bank, 60 s) on return


def test_an_abandoned_game_is_over_and_refuses_every_move() -> None:
    state = at_table(ClockSetting(per_move_s=10), SeatAbsent(seat=0), SeatAbsent(seat=1))
    state = TABLE.evolve(state, GameAbandoned())
    assert isinstance(state, TableState)
    outcome = TABLE.outcome(state)
    assert outcome is not None and outcome.reason == "abandoned" and outcome.winners == ()
    assert TABLE.to_move(state) == frozenset() and TABLE.legal_moves(state, 0) == ()


def test_bots_choose_legal_moves_deterministically_from_seed_and_version() -> None:
    rules: HostedGame = TABLE
    state = at_table(None)
    seat = mover(state)
    for kind in ("random", "greedy"):
        move = choose_move(kind, rules, state, seat, "seed", state.version)
        assert move in TABLE.legal_moves(state, seat)
        assert move == choose_move(kind, rules, state, seat, "seed", state.version)


def test_an_abandonment_without_a_reason_is_one_of_every_human_absent_as_before() -> None:
    """Logs written before there was another reason fold the same; the old reason is written
    exactly as before (no `reason` key), the new one names itself."""
    old = msgspec.convert({"type": "tabletop.game_abandoned"}, TABLE.Event)
    assert old == GameAbandoned() and old.reason == ALL_ABSENT
    assert msgspec.to_builtins(GameAbandoned()) == {"type": "tabletop.game_abandoned"}
    limit = GameAbandoned(reason=BOT_ONLY_COMMANDS)
    assert msgspec.to_builtins(limit) == {
        "type": "tabletop.game_abandoned",
        "reason": "bot_only_commands",
    }
    states = [
        TABLE.evolve(at_table(None, SeatAbsent(seat=0), SeatAbsent(seat=1)), event)
        for event in (old, limit)
    ]
    assert TABLE.outcome(states[0]) == TABLE.outcome(states[1])


def test_a_table_knows_whether_a_human_plays_and_whether_any_sits_at_it() -> None:
    state = at_table(None)
    assert state.attended() and not state.bot_only()
    state = TABLE.evolve(state, SeatAbsent(seat=0))
    assert isinstance(state, TableState)
    assert state.attended()  # seat 1 still plays
    bots = fold(TABLE, SETUP, [TableSet(clock=None, bots=("random",) * 3), *START])
    assert isinstance(bots, TableState)
    assert bots.bot_only() and not bots.attended()


def test_bots_held_back_move_when_let_not_before() -> None:
    clock = ClockSetting(per_move_s=10)
    state = at_table(clock)
    seat = mover(state)
    state = TABLE.evolve(state, SeatAbsent(seat=seat))
    assert isinstance(state, TableState)
    times = {state.version: 5_000}
    found = due(CLANS, state, times, 0, bots_from_ms=9_000)
    assert found is not None and (found.action, found.at_ms) == ("bot", 9_000)
    assert due(CLANS, state, times, 500, bots_from_ms=1_000) == due(CLANS, state, times, 500)
