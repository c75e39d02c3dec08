"""Setup: start player, explorer placement, setup tiles and the 12 initial floes (RULES §6)."""

from __future__ import annotations

import pytest

from service.domain.ice_flow import RULES, board, placement
from service.domain.ice_flow import commands as cmd
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.options import IceFlowOptions
from service.domain.kernel import IllegalMove, Rng
from tests.domain.ice_flow.helpers import CARDS, after, setup
from tests.kit.decider import Given, given

ORDER = ("D1", *(c for c in CARDS if c != "D1"))


def started(
    players: int = 2,
    start_player: int = 0,
    order: tuple[str, ...] = ORDER,
    revision: int | None = None,
) -> Given:
    return given(
        RULES,
        ev.GameStarted(
            players=players, start_player=start_player, options=IceFlowOptions(start_player)
        ),
        ev.DeckShuffled(order=order),
        players=players,
        options=IceFlowOptions(start_player),
        revision=revision,
    )


def all_placed(players: int = 2, start_player: int = 0, revision: int | None = None) -> Given:
    g = started(players, start_player, revision=revision)
    for _ in range(3 * players):
        seat = next(iter(RULES.to_move(g.state)))
        g = after(g, (RULES.legal_moves(g.state, seat)[0], seat))
    return g


def test_start_records_the_start_player_and_the_deck_order() -> None:
    events = RULES.start(setup(3, IceFlowOptions(start_player=2)), Rng("s", 0))
    assert events[0] == ev.GameStarted(players=3, start_player=2, options=IceFlowOptions(2))
    assert isinstance(events[1], ev.DeckShuffled)
    assert sorted(events[1].order or ()) == sorted(board.CARD_IDS)


def test_without_a_start_player_one_is_drawn_at_random_d8() -> None:
    drawn = {
        e.start_player
        for seed in range(20)
        for e in RULES.start(setup(4), Rng(str(seed), 0))
        if isinstance(e, ev.GameStarted)
    }
    assert drawn <= {0, 1, 2, 3}
    assert len(drawn) > 1


def test_a_start_player_outside_the_seats_is_refused() -> None:
    with pytest.raises(IllegalMove) as caught:
        RULES.start(setup(2, IceFlowOptions(start_player=2)), Rng("s", 0))
    assert caught.value.code == "invalid_options"


def test_every_backpack_starts_with_one_rope_and_one_fish() -> None:
    state = started(4).state
    assert [(b.rope, b.fish) for b in state.backpacks] == [(1, 1)] * 4
    assert (state.supply.rope, state.supply.fish, state.supply.bears) == (11, 11, 5)


def test_explorers_are_placed_counter_clockwise_from_the_start_players_right() -> None:
    g = started(3, start_player=0)
    order = []
    for _ in range(9):
        seat = next(iter(RULES.to_move(g.state)))
        order.append(seat)
        g = after(g, (RULES.legal_moves(g.state, seat)[0], seat))
    assert order == [2, 1, 0] * 3


def test_placement_names_a_camp_and_places_the_lowest_unplaced_explorer_d49() -> None:
    started(2, start_player=0).when(cmd.PlaceExplorer("9,5"), 1).then(
        ev.ExplorerPlaced(seat=1, explorer=3, camp="9,5")
    )


def test_a_camp_holds_at_most_two_explorers() -> None:
    g = after(started(2), (cmd.PlaceExplorer("9,0"), 1), (cmd.PlaceExplorer("9,0"), 0))
    g.when(cmd.PlaceExplorer("9,0"), 1).rejects("camp_full")
    g.when(cmd.PlaceExplorer("9,3"), 1).rejects("not_alaska_camp")
    g.when(cmd.PlaceExplorer("-1,0"), 1).rejects("not_alaska_camp")
    g.when(cmd.PlaceExplorer("x"), 1).rejects("unknown_space")
    g.when(cmd.PlaceExplorer("9,1"), 0).rejects("not_your_turn")
    g.when(cmd.Drift("T01"), 1).rejects("wrong_phase")


def test_the_last_placement_draws_the_setup_tiles_and_reveals_a_card_d44() -> None:
    g = started(2)
    for _ in range(5):
        seat = next(iter(RULES.to_move(g.state)))
        g = after(g, (RULES.legal_moves(g.state, seat)[0], seat))
    assert g.state.bag == board.TILE_IDS
    events = g.when(RULES.legal_moves(g.state, 0)[0], 0).events()
    assert [type(e) for e in events] == [ev.ExplorerPlaced, ev.SetupTilesDrawn, ev.CardRevealed]
    drawn = events[1]
    assert isinstance(drawn, ev.SetupTilesDrawn)
    assert [len(h) for h in drawn.hands] == [6, 6]
    assert len({t for h in drawn.hands for t in h}) == 12
    assert events[2] == ev.CardRevealed(card="D1")


@pytest.mark.parametrize(("players", "per_seat"), [(2, 6), (3, 4), (4, 3)])
def test_twelve_setup_tiles_are_drawn_whatever_the_player_count(
    players: int, per_seat: int
) -> None:
    state = all_placed(players).state
    assert [len(h) for h in state.hands] == [per_seat] * players
    assert len(state.bag) == 12
    assert state.phase == "setup_floes"


def test_the_drawn_setup_tiles_are_public_d9() -> None:
    state = all_placed(2).state
    seen = RULES.view(state, None)
    assert [s.drawn_tiles for s in seen.seats] == list(state.hands)
    assert seen.revealed_card == "D1"


def test_initial_floes_are_placed_counter_clockwise_from_the_start_player() -> None:
    g = all_placed(3, start_player=1)
    order = []
    for _ in range(12):
        seat = next(iter(RULES.to_move(g.state)))
        order.append(seat)
        g = after(g, (RULES.legal_moves(g.state, seat)[0], seat))
    assert order == [1, 0, 2] * 4
    assert g.state.phase == "turn"
    assert g.state.active == 1
    assert len(g.state.floes) == 12


@pytest.mark.parametrize(("revision", "fish"), [(1, 2), (2, 1)])
def test_a_diomede_card_in_setup_puts_its_items_on_the_island_d10(revision: int, fish: int) -> None:
    """D1 shows 1 rope and 2 fish in revision 1, 1 rope and 1 fish in revision 2 (D6)."""
    g = all_placed(2, revision=revision)
    tile = g.state.hands[0][0]
    g.when(cmd.PlaceFloe(tile, "2,2", 3), 0).then(
        ev.FloePlaced(seat=0, tile=tile, hex="2,2", rotation=3, card="D1", items_to="island",
                      items=ev.Items(rope=1, fish=fish)),
        ev.CardRevealed(card=ORDER[1]),
    )  # fmt: skip


def test_setup_floes_keep_off_entry_hexes_and_away_from_other_floes() -> None:
    g = all_placed(2)
    mine, theirs = g.state.hands
    g = after(g, (cmd.PlaceFloe(mine[0], "2,2", 0), 0))
    g.when(cmd.PlaceFloe(theirs[0], "2,0", 0), 1).rejects("entry_hex_forbidden")
    g.when(cmd.PlaceFloe(theirs[0], "2,3", 0), 1).rejects("adjacent_to_floe")
    g.when(cmd.PlaceFloe(theirs[0], "2,2", 0), 1).rejects("hex_occupied")
    g.when(cmd.PlaceFloe(theirs[0], "4,3", 0), 1).rejects("not_sea_hex")
    g.when(cmd.PlaceFloe(theirs[0], "zz", 0), 1).rejects("unknown_space")
    g.when(cmd.PlaceFloe(mine[1], "5,5", 0), 1).rejects("tile_not_available")
    g.when(cmd.PlaceFloe("T99", "5,5", 0), 1).rejects("unknown_tile")
    g.when(cmd.PlaceFloe(theirs[0], "5,5", 6), 1).rejects("invalid_rotation")


def test_setup_floes_may_touch_the_island_and_lie_in_column_four_d12() -> None:
    g = all_placed(2)
    assert cmd.PlaceFloe(g.state.hands[0][0], "4,2", 0) in RULES.legal_moves(g.state, 0)


def test_without_a_free_distant_hex_the_adjacency_rule_is_dropped_d11() -> None:
    crowded = frozenset(h for h in board.SEA_HEXES if h[0] in "02468")
    hexes = placement._setup_hexes(crowded)
    assert hexes
    assert all(any(n in crowded for n in board.NEIGHBORS[h]) for h in hexes)


def test_a_setup_placement_lists_tile_hex_and_rotation_together() -> None:
    state = all_placed(2).state
    moves = RULES.legal_moves(state, 0)
    assert len(moves) == 6 * 54 * 6
    assert RULES.legal_moves(state, 1) == []
