"""What a seat or spectator sees (RULES §15.1, D47), and the copies of events it gets (§15.2).

Everything is public except the face-down tiles and the blue deck's order, which nobody sees,
and, with hidden hands, another seat's unplayed cards, which only the view hides.
"""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec.structs import replace

from service.domain.der_schwarm import data, flow, network, scoring
from service.domain.der_schwarm import events as ev
from service.domain.der_schwarm.options import DerSchwarmOptions
from service.domain.der_schwarm.state import (
    PlayingPhase,
    State,
    buoy_supply,
    colour,
    researcher_supply,
    researchers_on_board,
    ship_supply,
    station_supply,
)
from service.domain.kernel import Outcome, Seat

HIDDEN = "hidden"


class Supply(msgspec.Struct, frozen=True, kw_only=True):
    """Pieces left in a seat's supply."""

    stations: int
    ships: int
    researchers: int
    buoys: int


class TileView(msgspec.Struct, frozen=True, kw_only=True):
    """A face-up tile in a seat's supply."""

    tile: str
    shape: Annotated[str, msgspec.Meta(description="straight, corner, tee or cross.")]
    golden: bool


class SeatView(msgspec.Struct, frozen=True, kw_only=True):
    """One seat as everyone sees it (hand hidden from others only with hidden hands, D47)."""

    seat: int
    colour: str
    rp: int
    supply: Supply
    stations: Annotated[dict[str, int], msgspec.Meta(description="Field -> researchers on it.")]
    ships: tuple[str, ...]
    queen_buoy: bool
    tiles: tuple[TileView, ...]
    order_card: int | None
    ability: str | None
    joker: Annotated[str, msgspec.Meta(description="available, used or passed.")]
    hand: Annotated[
        tuple[str, ...] | None,
        msgspec.Meta(description="Unplayed purchased cards; null when hidden (hidden hands)."),
    ]
    hand_count: int
    played: tuple[str, ...]
    largest_system: Annotated[
        int, msgspec.Meta(description="Element count of the largest system now (derived).")
    ]


class RowEntry(msgspec.Struct, frozen=True, kw_only=True):
    """A row position and its cost (its 0-based index, D30)."""

    card: str
    cost: int


class TileOnField(msgspec.Struct, frozen=True, kw_only=True):
    tile: str
    sides: tuple[str, ...]


class SeaField(msgspec.Struct, frozen=True, kw_only=True):
    """A sea field: face_down (no id or shape), empty, or placed with its stack."""

    field: str
    state: Annotated[str, msgspec.Meta(description="face_down, empty or placed.")]
    tiles: tuple[TileOnField, ...] = ()
    buoys: Annotated[tuple[str, ...], msgspec.Meta(description="Buoy colours on the stack.")] = ()


class ActionView(msgspec.Struct, frozen=True, kw_only=True):
    """The open action (§15.1, §17.3)."""

    card: Annotated[str, msgspec.Meta(description='The card played, or "joker".')]
    action: str
    hazard_value: int | None
    parts_done: tuple[str, ...]
    ship_placed: bool
    steps_used: int
    steps_allowed: int
    tiles_placed: int
    tile_limit: Annotated[int, msgspec.Meta(description="R: own researchers on the board.")]


class DerSchwarmView(msgspec.Struct, frozen=True, kw_only=True):
    """The whole public game state; identical for every seat except own hidden hands (§15)."""

    players: int
    colours: tuple[str, ...]
    options: DerSchwarmOptions
    round: int
    rounds: int
    phase: Annotated[str, msgspec.Meta(description="setup, buying, playing or over.")]
    decision: Annotated[str, msgspec.Meta(description="The kind of the open decision.")]
    turn_order: tuple[int, ...]
    to_move: tuple[int, ...]
    open_action: ActionView | None
    row: tuple[RowEntry, ...]
    order_deck: tuple[int, ...]
    abilities_available: tuple[str, ...]
    blue_deck_count: int
    blue_out: tuple[str, ...]
    seats: tuple[SeatView, ...]
    sea: tuple[SeaField, ...]
    hazards: Annotated[
        dict[str, str], msgspec.Meta(description='Hazard id -> its field, or "supply".')
    ]
    golden_supply: tuple[str, ...]
    outcome: Outcome | None


def _seat_view(state: State, seat: int, viewer: int | None) -> SeatView:
    player = state.seats[seat]
    hidden = state.options.hidden_hands and viewer != seat and state.result == ()
    tiles = tuple(
        TileView(tile=t, shape=data.TILE_SHAPE[t], golden=t in data.GOLDEN_TILES)
        for t in player.tiles
    )
    return SeatView(
        seat=seat,
        colour=colour(seat),
        rp=player.rp,
        supply=Supply(
            stations=station_supply(state, seat),
            ships=ship_supply(state, seat),
            researchers=researcher_supply(state, seat),
            buoys=buoy_supply(state, seat),
        ),
        stations=dict(player.stations),
        ships=player.ships,
        queen_buoy=player.queen_buoy,
        tiles=tiles,
        order_card=player.order_card,
        ability=player.ability,
        joker=player.joker,
        hand=None if hidden else player.hand,
        hand_count=len(player.hand),
        played=player.played,
        largest_system=network.largest_system(state, seat),
    )


def _sea(state: State) -> tuple[SeaField, ...]:
    fields: list[SeaField] = []
    for field in data.SEA_ORDER:
        stack = state.placed.get(field)
        if field in state.face_down:
            fields.append(SeaField(field=field, state="face_down"))
        elif stack is None:
            fields.append(SeaField(field=field, state="empty"))
        else:
            tiles = tuple(TileOnField(tile=t.tile, sides=t.sides) for t in stack.tiles)
            buoys = tuple(colour(s) for s in stack.buoys)
            fields.append(SeaField(field=field, state="placed", tiles=tiles, buoys=buoys))
    return tuple(fields)


def _action_view(state: State) -> ActionView | None:
    if not isinstance(state.phase, PlayingPhase) or state.phase.action is None:
        return None
    action = state.phase.action
    actor = state.phase.active if state.phase.active is not None else 0
    hazard = action.action in ("whale", "tsunami", "crab")
    return ActionView(
        card=action.card,
        action=action.action,
        hazard_value=flow.hazard_value(action) if hazard else None,
        parts_done=action.parts_done,
        ship_placed=action.ship_placed,
        steps_used=action.steps_used,
        steps_allowed=flow.ship_steps_allowed(state, actor),
        tiles_placed=action.tiles_placed,
        tile_limit=researchers_on_board(state, actor),
    )


def view(state: State, seat: Seat | None) -> DerSchwarmView:
    """RULES §15.1: everything public except face-down tiles, deck order and hidden hands."""
    active = flow.active_seat(state)
    taken = {p.ability for p in state.seats}
    return DerSchwarmView(
        players=state.players,
        colours=tuple(colour(s) for s in range(state.players)),
        options=state.options,
        round=state.round,
        rounds=data.rounds(state.players),
        phase=flow.phase_name(state),
        decision=flow.decision_point(state),
        turn_order=state.turn_order,
        to_move=() if active is None else (active,),
        open_action=_action_view(state),
        row=tuple(RowEntry(card=c, cost=i) for i, c in enumerate(state.row)),
        order_deck=state.order_deck,
        abilities_available=tuple(a for a in data.ABILITIES if a not in taken),
        blue_deck_count=len(state.blue_deck),
        blue_out=state.blue_out,
        seats=tuple(_seat_view(state, s, seat) for s in range(len(state.seats))),
        sea=_sea(state),
        hazards={h: f or "supply" for h, f in state.hazards.items()},
        golden_supply=state.golden_supply,
        outcome=scoring.outcome(state),
    )


def redact(event: ev.Event, seat: Seat | None) -> ev.Event:
    """RULES §15.2: the copy of an event a seat or spectator gets while the game runs.

    It is the same copy for every seat and for spectators: `seat` changes nothing, because no
    event carries what one seat may know and another may not. Face-down tiles and the blue
    deck's order are hidden from everyone; with hidden hands, purchases stay public events and
    only the view hides another seat's hand (D47). After `der_schwarm.game_ended` the platform
    hands out the log unredacted.
    """
    match event:
        case ev.TilesDealt():
            return replace(event, tiles=None)
        case ev.BlueDeckShuffled():
            return replace(event, cards=None)
        case ev.PositionLoaded(position=document):
            hidden = replace(
                document,
                face_down=dict.fromkeys(document.face_down, HIDDEN),
                blue_deck=(HIDDEN,) * len(document.blue_deck),
            )
            return ev.PositionLoaded(position=hidden)
        case _:
            return event
