"""Property tests: random and greedy legal playouts for 2–4 players (RULES §17.7, D39, D46),
played by the kit (`tests.kit.playout`), checking what only Ice Flow promises on top of the
shared contract (`tests/contract`).

At every state: every listed move is accepted, a sample of unlisted commands is refused, the
system is refused, views are the same for everybody and leak no deck order, the conservation
invariants of §2 hold, and the seat in `to_move` always has a legal command; events round-trip
through JSON and `fold(events)` equals the live state.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.domain.ice_flow import RULES, board
from service.domain.ice_flow import commands as cmd
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.options import IceFlowOptions
from service.domain.ice_flow.state import PlaceDiscovered, State, bears_on
from service.domain.kernel import IllegalMove, Rng, fold
from tests.domain.ice_flow.helpers import plain, setup
from tests.kit.hooks.ice_flow import greedy
from tests.kit.playout import Choice, Played, Policy, play

SPACES = sorted(board.KIND)


def conserved(state: State) -> None:
    """§2: 15 ropes, 15 fish, 5 bears, 24 tiles, 16 cards; backpacks within limits."""
    places = [state.supply, state.island, *state.floes]
    rope = sum(p.rope for p in places) + sum(b.rope for b in state.backpacks)
    fish = sum(p.fish for p in places) + sum(b.fish for b in state.backpacks)
    bears = sum(p.bears for p in places)
    drawn = int(isinstance(state.top, PlaceDiscovered))
    tiles = len(state.bag) + len(state.floes) + sum(map(len, state.hands)) + drawn
    cards = len(state.draw_pile) + len(state.discard_pile) + int(state.revealed is not None)
    assert (rope, fish, bears, tiles, cards) == (15, 15, 5, 24, 16)
    for pack in state.backpacks:
        assert 0 <= pack.fresh_rope <= pack.rope and 0 <= pack.fresh_fish <= pack.fish
    assert all(f.bears <= 2 for f in state.floes) and state.island.bears <= 2


def no_secret_in_views(state: State) -> None:
    """Every seat and the spectator see the same view, without the draw order (§15)."""
    views = {msgspec.json.encode(RULES.view(state, s)) for s in (None, *range(state.players))}
    assert len(views) == 1
    if len(state.draw_pile) >= 2:
        assert msgspec.json.encode(list(state.draw_pile)) not in next(iter(views))


def round_trips(event: Any) -> None:
    decoded = msgspec.convert(msgspec.json.decode(msgspec.json.encode(event)), RULES.Event)
    assert decoded == event
    for seat in (None, 0):
        redacted = RULES.redact(event, seat)
        if isinstance(redacted, ev.DeckShuffled | ev.DeckReshuffled):
            assert redacted.order is None
        if isinstance(redacted, ev.PositionLoaded):
            assert redacted.draw_pile is None


def stray_commands(state: State, rnd: random.Random, count: int) -> list[Any]:
    """Random command bodies of every type, mostly illegal."""
    explorers = len(state.explorers) + 1
    tiles = [*board.TILE_IDS, "T99"]
    makers = [
        lambda: cmd.PlaceExplorer(rnd.choice(SPACES)),
        lambda: cmd.PlaceFloe(rnd.choice(tiles), rnd.choice(SPACES), rnd.randrange(-1, 7)),
        lambda: cmd.Drift(rnd.choice(tiles)),
        lambda: cmd.Rotate(rnd.choice(tiles), rnd.random() < 0.5),
        lambda: cmd.Discover(rnd.choice([None, *tiles])),
        lambda: cmd.Step(rnd.randrange(explorers), rnd.choice(SPACES)),
        cmd.Stop,
        lambda: cmd.ChaseBear(rnd.choice([*board.DIRECTIONS, "X"])),
        lambda: cmd.Collect(rnd.randrange(explorers), rnd.choice(["rope", "fish", "bear"])),
        cmd.SkipCollect,
        cmd.Fish,
        lambda: cmd.Drop(rnd.randrange(explorers), rnd.choice(["rope", "fish"])),
        lambda: cmd.Escape(rnd.randrange(explorers), tuple(rnd.sample(SPACES, rnd.randint(1, 2)))),
        lambda: cmd.AirRescue(rnd.randrange(explorers), rnd.choice(SPACES)),
        cmd.EndTurn,
    ]
    return [rnd.choice(makers)() for _ in range(count)]


def check_step(state: State, rnd: random.Random, version: int, full: bool) -> list[Any]:
    """All checks at one state; returns the legal moves of the seat to move."""
    movers = RULES.to_move(state)
    assert (not movers) == (RULES.outcome(state) is not None)
    for seat in range(state.players):
        if seat not in movers:
            assert RULES.legal_moves(state, seat) == []
    if not movers:
        return []
    (seat,) = movers
    moves = RULES.legal_moves(state, seat)
    assert moves, "the seat to move must always have a legal command (§17.7)"
    sample = moves if full or len(moves) <= 60 else rnd.sample(moves, 60)
    for move in sample:
        RULES.decide(state, move, seat, Rng("check", version))
    listed = set(map(msgspec.json.encode, moves))
    for stray in stray_commands(state, rnd, 25):
        if msgspec.json.encode(stray) not in listed:
            with pytest.raises(IllegalMove):
                RULES.decide(state, stray, seat, Rng("check", version))
    with pytest.raises(IllegalMove):
        RULES.decide(state, moves[0], None, Rng("check", version))
    return moves


def mixed(share: float) -> Policy:
    """The greedy player's move with probability `share`, else a uniformly random one."""

    def policy(rules: Any, state: Any, options: Sequence[Choice], rng: Rng) -> Choice:
        rnd = random.Random(rng.below(2**32))
        if rnd.random() < share:
            return greedy(rules, state, options, rng)
        return rnd.choice(list(options))

    return policy


def checked(played: Played, seed: int) -> None:
    """Every check at every state of a playout, then the log folds to the live state."""
    rnd = random.Random(seed)
    for step in played.steps:
        check_step(step.before, rnd, step.version, full=False)
        for event in step.events:
            round_trips(event)
        if step.after.phase in ("turn", "over"):
            conserved(step.after)
        no_secret_in_views(step.after)
    check_step(played.state, rnd, len(played.log), full=False)
    assert fold(RULES, played.setup, played.log) == played.state


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("start_player", [None, 1])
@settings(max_examples=2, deadline=None, derandomize=True)
@given(seed=st.integers(0, 10_000), share=st.sampled_from([0.0, 0.7]))
def test_random_legal_playouts_keep_every_invariant(
    players: int, start_player: int | None, seed: int, share: float
) -> None:
    game = setup(players, IceFlowOptions(start_player=start_player))
    checked(play(RULES, game, str(seed), policy=mixed(share), cap=120), seed)


@pytest.mark.parametrize(
    ("players", "seed"), [(2, "rev2-2p-0"), (3, "rev2-3p-5"), (4, "rev2-4p-2")]
)
def test_a_full_greedy_game_ends_with_a_winner(players: int, seed: str) -> None:
    """Seeds whose greedy game (latest revision) ends within some 2 000 commands; not every
    one does (D39). The revision-1 games to the end are the golden ones."""
    played = play(RULES, setup(players), seed, policy=greedy, cap=3000)
    assert played.over
    outcome = RULES.outcome(played.state)
    assert outcome is not None and len(outcome.winners) == 1
    assert RULES.to_move(played.state) == frozenset()
    assert fold(RULES, played.setup, played.log) == played.state
    conserved(played.state)
    for event in played.log:
        round_trips(event)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=10, deadline=None, derandomize=True)
@given(seed=st.integers(0, 10_000))
def test_long_random_playouts_keep_every_invariant(players: int, seed: int) -> None:
    checked(play(RULES, setup(players), str(seed), policy=mixed(0.6), cap=800), seed)


def random_position(rnd: random.Random, players: int) -> dict[str, Any]:
    """A valid position with bears, stranded swimmers and crowded floes."""
    tiles = rnd.sample(board.TILE_IDS, rnd.randint(12, 24))
    hexes = rnd.sample(board.SEA_HEXES, len(tiles))
    bears, ropes = 5, 15 - 1 - players
    floes = []
    for tile, hex_ in zip(tiles, hexes, strict=True):
        count = min(bears, rnd.choice([0, 0, 1, 2]))
        bears -= count
        rope = min(ropes, rnd.randint(0, 1))
        ropes -= rope
        floes.append(
            {"tile": tile, "hex": hex_, "rotation": rnd.randrange(6), "rope": rope,
             "fish": 0, "bears": count}
        )  # fmt: skip
    free = [f["hex"] for f in floes if not f["bears"]] + [board.ISLAND] * 2
    water = [h for h in board.SEA_HEXES if h not in hexes]
    camps = [c for c in board.ALASKA_CAMPS for _ in range(2)]
    spots = rnd.sample(free + water[:3] + camps, 3 * players)
    cards = rnd.sample(board.CARD_IDS, 16)
    cut = rnd.randint(0, 16)
    return {
        "players": players,
        "active_seat": rnd.randrange(players),
        "explorers": spots,
        "floes": floes,
        "island": {"rope": 1, "fish": 1, "bears": 0},
        "backpacks": [{"rope": 1, "fish": 2}] * players,
        "draw_pile": cards[:cut],
        "discard_pile": cards[cut:],
    }


def bearish(rules: Any, state: Any, options: Sequence[Choice], rng: Rng) -> Choice:
    """Prefer moves that involve bears, so arrivals and responses get exercised."""
    rnd = random.Random(rng.below(2**32))
    hot = [c for c in options if isinstance(c[1], cmd.ChaseBear | cmd.Escape | cmd.AirRescue)]
    hot += [c for c in options if isinstance(c[1], cmd.Step) and bears_on(state, c[1].to)]
    return rnd.choice(hot if hot and rnd.random() < 0.8 else list(options))


@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=3, deadline=None, derandomize=True)
@given(seed=st.integers(0, 10_000))
def test_playouts_from_random_positions_keep_every_invariant(players: int, seed: int) -> None:
    rnd = random.Random(seed)
    game = setup(players)
    start = list(RULES.load_position(game, random_position(rnd, players)))
    played = play(RULES, game, str(seed), start=start, policy=bearish, cap=50)
    for step in played.steps:
        check_step(step.before, rnd, step.version, full=True)
        for event in step.events:
            round_trips(event)
        conserved(step.after)
        no_secret_in_views(step.after)
        document = RULES.position(step.after)
        if document is not None:
            loaded = fold(RULES, game, RULES.load_position(game, plain(document)))
            assert (
                msgspec.structs.replace(loaded, start_player=step.after.start_player) == step.after
            )
    assert fold(RULES, game, played.log) == played.state
