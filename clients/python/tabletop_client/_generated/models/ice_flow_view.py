from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ice_flow_view_phase import IceFlowViewPhase
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ice_flow_arrival_view import IceFlowArrivalView
    from ..models.ice_flow_chasing_view import IceFlowChasingView
    from ..models.ice_flow_collecting_view import IceFlowCollectingView
    from ..models.ice_flow_floe_view import IceFlowFloeView
    from ..models.ice_flow_moving_view import IceFlowMovingView
    from ..models.ice_flow_pile import IceFlowPile
    from ..models.ice_flow_place_discovered_view import IceFlowPlaceDiscoveredView
    from ..models.ice_flow_seat_view import IceFlowSeatView
    from ..models.outcome import Outcome


T = TypeVar("T", bound="IceFlowView")


@_attrs_define
class IceFlowView:
    """The public state of the game (§17.5); every seat and spectator gets the same view.

    Attributes:
        active_seat (int | None): Null during setup.
        bag (list[str]): Tile ids in the bag, sorted.
        discard_pile (list[str]): Bottom to top.
        draw_pile_size (int):
        drawn_tile (None | str):
        explorer_action_taken (bool):
        floe_action_taken (bool):
        floes (list[IceFlowFloeView]):
        game_type (Literal['ice_flow']): The game type; the discriminator among the games' documents.
        island (IceFlowPile): Ropes, fish and bears in one place (the island or the supply).
        outcome (None | Outcome):
        pending (list[IceFlowArrivalView | IceFlowChasingView | IceFlowCollectingView | IceFlowMovingView |
            IceFlowPlaceDiscoveredView]): Bottom to top.
        phase (IceFlowViewPhase):
        players (int):
        revealed_card (None | str):
        seats (list[IceFlowSeatView]):
        start_player (int):
        supply (IceFlowPile): Ropes, fish and bears in one place (the island or the supply).
        to_move (list[int]):
        deadline_at (datetime.datetime | None | Unset): When the running timer falls due (RFC 3339, UTC), as in the
            summary; present only while one runs, in a view of now (not with `at`).
    """

    active_seat: int | None
    bag: list[str]
    discard_pile: list[str]
    draw_pile_size: int
    drawn_tile: None | str
    explorer_action_taken: bool
    floe_action_taken: bool
    floes: list[IceFlowFloeView]
    game_type: Literal["ice_flow"]
    island: IceFlowPile
    outcome: None | Outcome
    pending: list[
        IceFlowArrivalView
        | IceFlowChasingView
        | IceFlowCollectingView
        | IceFlowMovingView
        | IceFlowPlaceDiscoveredView
    ]
    phase: IceFlowViewPhase
    players: int
    revealed_card: None | str
    seats: list[IceFlowSeatView]
    start_player: int
    supply: IceFlowPile
    to_move: list[int]
    deadline_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.ice_flow_arrival_view import IceFlowArrivalView
        from ..models.ice_flow_chasing_view import IceFlowChasingView
        from ..models.ice_flow_collecting_view import IceFlowCollectingView
        from ..models.ice_flow_moving_view import IceFlowMovingView
        from ..models.outcome import Outcome

        active_seat: int | None
        active_seat = self.active_seat

        bag = self.bag

        discard_pile = self.discard_pile

        draw_pile_size = self.draw_pile_size

        drawn_tile: None | str
        drawn_tile = self.drawn_tile

        explorer_action_taken = self.explorer_action_taken

        floe_action_taken = self.floe_action_taken

        floes = []
        for floes_item_data in self.floes:
            floes_item = floes_item_data.to_dict()
            floes.append(floes_item)

        game_type = self.game_type

        island = self.island.to_dict()

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        pending = []
        for pending_item_data in self.pending:
            pending_item: dict[str, Any]
            if (
                isinstance(pending_item_data, IceFlowMovingView)
                or isinstance(pending_item_data, IceFlowChasingView)
                or isinstance(pending_item_data, IceFlowCollectingView)
                or isinstance(pending_item_data, IceFlowArrivalView)
            ):
                pending_item = pending_item_data.to_dict()
            else:
                pending_item = pending_item_data.to_dict()

            pending.append(pending_item)

        phase = self.phase.value

        players = self.players

        revealed_card: None | str
        revealed_card = self.revealed_card

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        start_player = self.start_player

        supply = self.supply.to_dict()

        to_move = self.to_move

        deadline_at: None | str | Unset
        if isinstance(self.deadline_at, Unset):
            deadline_at = UNSET
        elif isinstance(self.deadline_at, datetime.datetime):
            deadline_at = self.deadline_at.isoformat()
        else:
            deadline_at = self.deadline_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "active_seat": active_seat,
                "bag": bag,
                "discard_pile": discard_pile,
                "draw_pile_size": draw_pile_size,
                "drawn_tile": drawn_tile,
                "explorer_action_taken": explorer_action_taken,
                "floe_action_taken": floe_action_taken,
                "floes": floes,
                "game_type": game_type,
                "island": island,
                "outcome": outcome,
                "pending": pending,
                "phase": phase,
                "players": players,
                "revealed_card": revealed_card,
                "seats": seats,
                "start_player": start_player,
                "supply": supply,
                "to_move": to_move,
            }
        )
        if deadline_at is not UNSET:
            field_dict["deadline_at"] = deadline_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ice_flow_arrival_view import IceFlowArrivalView
        from ..models.ice_flow_chasing_view import IceFlowChasingView
        from ..models.ice_flow_collecting_view import IceFlowCollectingView
        from ..models.ice_flow_floe_view import IceFlowFloeView
        from ..models.ice_flow_moving_view import IceFlowMovingView
        from ..models.ice_flow_pile import IceFlowPile
        from ..models.ice_flow_place_discovered_view import IceFlowPlaceDiscoveredView
        from ..models.ice_flow_seat_view import IceFlowSeatView
        from ..models.outcome import Outcome

        d = dict(src_dict)

        def _parse_active_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        active_seat = _parse_active_seat(d.pop("active_seat"))

        bag = cast(list[str], d.pop("bag"))

        discard_pile = cast(list[str], d.pop("discard_pile"))

        draw_pile_size = d.pop("draw_pile_size")

        def _parse_drawn_tile(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        drawn_tile = _parse_drawn_tile(d.pop("drawn_tile"))

        explorer_action_taken = d.pop("explorer_action_taken")

        floe_action_taken = d.pop("floe_action_taken")

        floes = []
        _floes = d.pop("floes")
        for floes_item_data in _floes:
            floes_item = IceFlowFloeView.from_dict(floes_item_data)

            floes.append(floes_item)

        game_type = cast(Literal["ice_flow"], d.pop("game_type"))
        if game_type != "ice_flow":
            raise ValueError(
                f"game_type must match const 'ice_flow', got '{game_type}'"
            )

        island = IceFlowPile.from_dict(d.pop("island"))

        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))

        pending = []
        _pending = d.pop("pending")
        for pending_item_data in _pending:

            def _parse_pending_item(
                data: object,
            ) -> (
                IceFlowArrivalView
                | IceFlowChasingView
                | IceFlowCollectingView
                | IceFlowMovingView
                | IceFlowPlaceDiscoveredView
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    pending_item_type_0 = IceFlowMovingView.from_dict(data)

                    return pending_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    pending_item_type_1 = IceFlowChasingView.from_dict(data)

                    return pending_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    pending_item_type_2 = IceFlowCollectingView.from_dict(data)

                    return pending_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    pending_item_type_3 = IceFlowArrivalView.from_dict(data)

                    return pending_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                pending_item_type_4 = IceFlowPlaceDiscoveredView.from_dict(data)

                return pending_item_type_4

            pending_item = _parse_pending_item(pending_item_data)

            pending.append(pending_item)

        phase = IceFlowViewPhase(d.pop("phase"))

        players = d.pop("players")

        def _parse_revealed_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        revealed_card = _parse_revealed_card(d.pop("revealed_card"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = IceFlowSeatView.from_dict(seats_item_data)

            seats.append(seats_item)

        start_player = d.pop("start_player")

        supply = IceFlowPile.from_dict(d.pop("supply"))

        to_move = cast(list[int], d.pop("to_move"))

        def _parse_deadline_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_at_type_0 = datetime.datetime.fromisoformat(data)

                return deadline_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        deadline_at = _parse_deadline_at(d.pop("deadline_at", UNSET))

        ice_flow_view = cls(
            active_seat=active_seat,
            bag=bag,
            discard_pile=discard_pile,
            draw_pile_size=draw_pile_size,
            drawn_tile=drawn_tile,
            explorer_action_taken=explorer_action_taken,
            floe_action_taken=floe_action_taken,
            floes=floes,
            game_type=game_type,
            island=island,
            outcome=outcome,
            pending=pending,
            phase=phase,
            players=players,
            revealed_card=revealed_card,
            seats=seats,
            start_player=start_player,
            supply=supply,
            to_move=to_move,
            deadline_at=deadline_at,
        )

        ice_flow_view.additional_properties = d
        return ice_flow_view

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
