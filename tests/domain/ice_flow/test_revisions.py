"""Rules revisions (RULES.md, "Rules revisions"): revision 2 changes D6 (card contents) and D29
(air rescue whenever no escape is legal); a game keeps the revision it was created with, so a
revision-1 game plays by the first edition for its whole life."""

from __future__ import annotations

import pytest

from service.domain.ice_flow import RULES, board
from service.domain.ice_flow import commands as cmd
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.options import IceFlowOptions
from service.domain.ice_flow.state import PlaceDiscovered
from service.domain.kernel import Rng, fold, latest_revision
from tests.domain.ice_flow.helpers import CARDS, after, at, floe, setup
from tests.kit.decider import Given, given


def test_the_revisions_are_declared_as_rules_md_states_them() -> None:
    revisions = [(r.number, r.date, r.changes) for r in RULES.revisions]
    assert revisions == [
        (1, "2026-11-29", ("The first edition of this contract.",)),
        (
            2,
            "2026-12-01",
            (
                "D6 (card contents: ropes 10, fish 10)",
                "D29 (air rescue whenever no escape is legal)",
            ),
        ),
    ]
    assert latest_revision(RULES.revisions) == 2


@pytest.mark.parametrize("revision", [1, 2])
def test_a_game_keeps_the_revision_it_was_created_with(revision: int) -> None:
    assert RULES.initial_state(setup(2, revision=revision)).rules_revision == revision
    assert at(revision).state.rules_revision == revision


# --- D6: card contents -----------------------------------------------------------------------

CHANGED = [  # RULES §5: the cells that read `a → b`, as (rope, fish, bear)
    ("F03", (0, 2, 0), (0, 1, 0)),
    ("F08", (2, 0, 0), (1, 0, 0)),
    ("F09", (1, 2, 0), (1, 1, 0)),
    ("D1", (1, 2, 0), (1, 1, 0)),
    ("D2", (2, 1, 0), (1, 1, 0)),
]


@pytest.mark.parametrize(("card", "first", "second"), CHANGED, ids=[c for c, *_ in CHANGED])
def test_a_changed_card_shows_a_in_revision_1_and_b_in_revision_2_d6(
    card: str, first: tuple[int, int, int], second: tuple[int, int, int]
) -> None:
    for revision, shown in ((1, first), (2, second)):
        g = after(at(revision, draw_pile=(card, *(c for c in CARDS if c != card))), _discover())
        top = g.state.top
        assert isinstance(top, PlaceDiscovered)
        rope, fish, bear = shown
        g.when(cmd.PlaceFloe(top.tile, "0,0", 0), 0).then(
            ev.FloePlaced(
                seat=0,
                tile=top.tile,
                hex="0,0",
                rotation=0,
                card=card,
                items_to="island" if card.startswith("D") else "floe",
                items=ev.Items(rope=rope, fish=fish, bear=bear),
            )
        )


def test_every_other_card_shows_the_same_in_both_revisions_d6() -> None:
    changed = {card for card, *_ in CHANGED}
    for card in board.CARD_IDS:
        same = board.card_items(card, 1) == board.card_items(card, 2)
        assert same == (card not in changed), card


def _discover() -> tuple[cmd.Command, int]:
    return cmd.Discover(None), 0


# The ten cards showing a rope in revision 1, D2 (2 ropes) last: 12 ropes in the first ten.
ROPES_FIRST = ("F04", "F05", "F06", "F07", "F08", "F09", "F12", "F13", "D1", "D2")
ROPES_FIRST += tuple(c for c in CARDS if c not in ROPES_FIRST)


def _set_up(revision: int, order: tuple[str, ...]) -> list[ev.FloePlaced]:
    """The 12 initial floes of a 4-player game whose deck lies in `order`."""
    options = IceFlowOptions(start_player=0)
    g: Given = given(
        RULES,
        ev.GameStarted(players=4, start_player=0, options=options),
        ev.DeckShuffled(order=order),
        players=4,
        options=options,
        revision=revision,
    )
    placed: list[ev.FloePlaced] = []
    while g.state.phase != "turn":
        (seat,) = RULES.to_move(g.state)
        move = RULES.legal_moves(g.state, seat)[0]
        placed += [e for e in g.when(move, seat).events() if isinstance(e, ev.FloePlaced)]
        g = after(g, (move, seat))
    return placed


def test_revision_1_cards_can_empty_the_supply_during_a_4_player_setup_d6() -> None:
    """11 ropes are left after 4 backpacks; the first ten cards show 12: D2 gets only one."""
    placed = _set_up(1, ROPES_FIRST)
    assert [p.card for p in placed[:10]] == list(ROPES_FIRST[:10])
    assert placed[9].items == ev.Items(rope=1, fish=1)  # D2 shows 2 ropes and 1 fish
    assert sum(p.items.rope for p in placed) == board.TOTAL_ROPE - 4 * board.START_ROPE


def test_with_revision_2_cards_the_setup_never_runs_short_d6() -> None:
    """Revision 2's 16 cards show 10 ropes, 10 fish and 4 bears in all, less than the 11, 11
    and 5 a 4-player setup leaves in the supply: every card gives what it shows."""
    for item, left in enumerate((11, 11, 5)):
        assert sum(board.card_items(c, 2)[item] for c in board.CARD_IDS) < left
    for order in (ROPES_FIRST, CARDS, tuple(reversed(CARDS))):
        for placed in _set_up(2, order):
            rope, fish, bear = board.card_items(placed.card, 2)
            assert placed.items == ev.Items(rope=rope, fish=fish, bear=bear)


def test_the_setup_supply_is_the_same_in_both_revisions() -> None:
    """Revision 2 changes what the cards show, not the pieces in the box (§2, §6)."""
    for revision in (1, 2):
        game = setup(4, revision=revision)
        state = fold(RULES, game, RULES.start(game, Rng("supply", 0)))
        assert (state.supply.rope, state.supply.fish, state.supply.bears) == (11, 11, 5)


# --- D29: air rescue --------------------------------------------------------------------------

SPOTS = ["2,2", "9,0", "9,0", "3,0", "9,1", "9,2"]
BEAR_FLOES = [floe("T09", "2,2"), floe("T10", "3,2", rotation=1, bears=1), floe("T11", "3,0")]


def no_escape_but_a_chase(revision: int) -> Given:
    """Seat 0 chased its bear N onto 3,0, where seat 1's explorer 3 stands with a fish but no
    rope: every escape from T11 needs a rope, a chase on needs only the fish."""
    g = at(
        revision,
        explorers=SPOTS,
        floes=BEAR_FLOES,
        backpacks=[{"rope": 1, "fish": 1}, {"rope": 0, "fish": 1}],
    )
    return after(g, (cmd.Step(0, "3,2"), 0), (cmd.Stop(), 0), (cmd.ChaseBear("N"), 0))


def test_revision_2_air_rescue_when_no_escape_is_legal_even_if_a_chase_is_possible_d29() -> None:
    g = no_escape_but_a_chase(2)
    moves = RULES.legal_moves(g.state, 1)
    assert not [m for m in moves if isinstance(m, cmd.Escape)]
    assert cmd.ChaseBear("N") in moves  # the owner chooses
    assert [m for m in moves if isinstance(m, cmd.AirRescue)] == [
        cmd.AirRescue(3, camp) for camp in ("9,1", "9,2", "9,4", "9,5", "9,6")
    ]
    g.when(cmd.AirRescue(3, "9,4"), 1).then(ev.ExplorerRescued(seat=1, explorer=3, camp="9,4"))
    assert g.when(cmd.AirRescue(3, "9,4"), 1).state().stack == ()


def test_revision_1_air_rescue_only_when_the_owner_cannot_chase_either_d29() -> None:
    g = no_escape_but_a_chase(1)
    moves = RULES.legal_moves(g.state, 1)
    assert not [m for m in moves if isinstance(m, cmd.AirRescue)]
    assert cmd.ChaseBear("N") in moves
    g.when(cmd.AirRescue(3, "9,4"), 1).rejects("chase_possible")


@pytest.mark.parametrize("revision", [1, 2])
def test_a_legal_escape_forbids_the_air_rescue_in_both_revisions_d29(revision: int) -> None:
    g = at(revision, explorers=SPOTS, floes=BEAR_FLOES)
    g = after(g, (cmd.Step(0, "3,2"), 0), (cmd.Stop(), 0), (cmd.ChaseBear("N"), 0))
    g.when(cmd.AirRescue(3, "9,4"), 1).rejects("escape_possible")


@pytest.mark.parametrize("revision", [1, 2])
def test_without_fish_the_air_rescue_is_allowed_in_both_revisions_d29(revision: int) -> None:
    broke = at(
        revision,
        explorers=SPOTS,
        floes=BEAR_FLOES,
        backpacks=[{"rope": 1, "fish": 1}, {"rope": 0, "fish": 0}],
    )
    g = after(broke, (cmd.Step(0, "3,2"), 0), (cmd.Stop(), 0), (cmd.ChaseBear("N"), 0))
    g.when(cmd.AirRescue(3, "9,4"), 1).then(ev.ExplorerRescued(seat=1, explorer=3, camp="9,4"))


@pytest.mark.parametrize(("revision", "code"), [(1, "chase_possible"), (2, "camp_full")])
def test_chase_possible_comes_before_the_camp_checks_in_revision_1_only_d29(
    revision: int, code: str
) -> None:
    """§17.4 air_rescue: … `escape_possible` → `chase_possible` (revision 1 only) →
    `unknown_space` → `not_alaska_camp` → `camp_full`."""
    no_escape_but_a_chase(revision).when(cmd.AirRescue(3, "9,0"), 1).rejects(code)
