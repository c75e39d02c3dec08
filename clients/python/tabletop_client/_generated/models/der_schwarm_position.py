from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.der_schwarm_options import DerSchwarmOptions
    from ..models.der_schwarm_position_action import DerSchwarmPositionAction
    from ..models.der_schwarm_position_face_down import DerSchwarmPositionFaceDown
    from ..models.der_schwarm_position_hazards import DerSchwarmPositionHazards
    from ..models.der_schwarm_position_placed import DerSchwarmPositionPlaced
    from ..models.der_schwarm_position_seat import DerSchwarmPositionSeat


T = TypeVar("T", bound="DerSchwarmPosition")


@_attrs_define
class DerSchwarmPosition:
    """The full position document, secret parts included (§17.5).

    Attributes:
        active_seat (int | None):
        blue_deck (list[str]):
        blue_out (list[str]):
        face_down (DerSchwarmPositionFaceDown):
        golden_supply (list[str]):
        hazards (DerSchwarmPositionHazards):
        open_action (DerSchwarmPositionAction | None):
        options (DerSchwarmOptions): Variants and setup inputs (RULES §14, §6 step 6, D31).
        order_deck (list[int]):
        phase (str): setup, buying or playing (over on export).
        placed (DerSchwarmPositionPlaced):
        players (int):
        round_ (int):
        row (list[str] | None):
        seats (list[DerSchwarmPositionSeat]):
        turn_order (list[int]):
    """

    active_seat: int | None
    blue_deck: list[str]
    blue_out: list[str]
    face_down: DerSchwarmPositionFaceDown
    golden_supply: list[str]
    hazards: DerSchwarmPositionHazards
    open_action: DerSchwarmPositionAction | None
    options: DerSchwarmOptions
    order_deck: list[int]
    phase: str
    placed: DerSchwarmPositionPlaced
    players: int
    round_: int
    row: list[str] | None
    seats: list[DerSchwarmPositionSeat]
    turn_order: list[int]

    def to_dict(self) -> dict[str, Any]:
        from ..models.der_schwarm_position_action import DerSchwarmPositionAction

        active_seat: int | None
        active_seat = self.active_seat

        blue_deck = self.blue_deck

        blue_out = self.blue_out

        face_down = self.face_down.to_dict()

        golden_supply = self.golden_supply

        hazards = self.hazards.to_dict()

        open_action: dict[str, Any] | None
        if isinstance(self.open_action, DerSchwarmPositionAction):
            open_action = self.open_action.to_dict()
        else:
            open_action = self.open_action

        options = self.options.to_dict()

        order_deck = self.order_deck

        phase = self.phase

        placed = self.placed.to_dict()

        players = self.players

        round_ = self.round_

        row: list[str] | None
        if isinstance(self.row, list):
            row = self.row

        else:
            row = self.row

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        turn_order = self.turn_order

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "active_seat": active_seat,
                "blue_deck": blue_deck,
                "blue_out": blue_out,
                "face_down": face_down,
                "golden_supply": golden_supply,
                "hazards": hazards,
                "open_action": open_action,
                "options": options,
                "order_deck": order_deck,
                "phase": phase,
                "placed": placed,
                "players": players,
                "round": round_,
                "row": row,
                "seats": seats,
                "turn_order": turn_order,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.der_schwarm_options import DerSchwarmOptions
        from ..models.der_schwarm_position_action import DerSchwarmPositionAction
        from ..models.der_schwarm_position_face_down import DerSchwarmPositionFaceDown
        from ..models.der_schwarm_position_hazards import DerSchwarmPositionHazards
        from ..models.der_schwarm_position_placed import DerSchwarmPositionPlaced
        from ..models.der_schwarm_position_seat import DerSchwarmPositionSeat

        d = dict(src_dict)

        def _parse_active_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        active_seat = _parse_active_seat(d.pop("active_seat"))

        blue_deck = cast(list[str], d.pop("blue_deck"))

        blue_out = cast(list[str], d.pop("blue_out"))

        face_down = DerSchwarmPositionFaceDown.from_dict(d.pop("face_down"))

        golden_supply = cast(list[str], d.pop("golden_supply"))

        hazards = DerSchwarmPositionHazards.from_dict(d.pop("hazards"))

        def _parse_open_action(data: object) -> DerSchwarmPositionAction | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                open_action_type_0 = DerSchwarmPositionAction.from_dict(data)

                return open_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DerSchwarmPositionAction | None, data)

        open_action = _parse_open_action(d.pop("open_action"))

        options = DerSchwarmOptions.from_dict(d.pop("options"))

        order_deck = cast(list[int], d.pop("order_deck"))

        phase = d.pop("phase")

        placed = DerSchwarmPositionPlaced.from_dict(d.pop("placed"))

        players = d.pop("players")

        round_ = d.pop("round")

        def _parse_row(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                row_type_0 = cast(list[str], data)

                return row_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        row = _parse_row(d.pop("row"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = DerSchwarmPositionSeat.from_dict(seats_item_data)

            seats.append(seats_item)

        turn_order = cast(list[int], d.pop("turn_order"))

        der_schwarm_position = cls(
            active_seat=active_seat,
            blue_deck=blue_deck,
            blue_out=blue_out,
            face_down=face_down,
            golden_supply=golden_supply,
            hazards=hazards,
            open_action=open_action,
            options=options,
            order_deck=order_deck,
            phase=phase,
            placed=placed,
            players=players,
            round_=round_,
            row=row,
            seats=seats,
            turn_order=turn_order,
        )

        return der_schwarm_position
