from __future__ import annotations

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

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.der_schwarm_options import DerSchwarmOptions
    from ..models.der_schwarm_position_action import DerSchwarmPositionAction
    from ..models.der_schwarm_position_document_face_down import (
        DerSchwarmPositionDocumentFaceDown,
    )
    from ..models.der_schwarm_position_document_hazards import (
        DerSchwarmPositionDocumentHazards,
    )
    from ..models.der_schwarm_position_document_placed import (
        DerSchwarmPositionDocumentPlaced,
    )
    from ..models.der_schwarm_position_seat import DerSchwarmPositionSeat


T = TypeVar("T", bound="DerSchwarmPositionDocument")


@_attrs_define
class DerSchwarmPositionDocument:
    """The full position document, secret parts included (§17.5).

    Attributes:
        active_seat (int | None):
        blue_deck (list[str]):
        blue_out (list[str]):
        face_down (DerSchwarmPositionDocumentFaceDown):
        game_type (Literal['der_schwarm']): The game type; the discriminator among the games' documents.
        golden_supply (list[str]):
        hazards (DerSchwarmPositionDocumentHazards):
        open_action (DerSchwarmPositionAction | None):
        options (DerSchwarmOptions): Variants and setup inputs (RULES §14, §6 step 6, D31).
        order_deck (list[int]):
        phase (str): setup, buying or playing (over on export).
        placed (DerSchwarmPositionDocumentPlaced):
        players (int):
        round_ (int):
        row (list[str] | None):
        seats (list[DerSchwarmPositionSeat]):
        turn_order (list[int]):
        rules_revision (int | Unset): The rules revision the game is played under (GET …/position always sends it; a
            document sent to POST /v1/games may leave it out).
    """

    active_seat: int | None
    blue_deck: list[str]
    blue_out: list[str]
    face_down: DerSchwarmPositionDocumentFaceDown
    game_type: Literal["der_schwarm"]
    golden_supply: list[str]
    hazards: DerSchwarmPositionDocumentHazards
    open_action: DerSchwarmPositionAction | None
    options: DerSchwarmOptions
    order_deck: list[int]
    phase: str
    placed: DerSchwarmPositionDocumentPlaced
    players: int
    round_: int
    row: list[str] | None
    seats: list[DerSchwarmPositionSeat]
    turn_order: list[int]
    rules_revision: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.der_schwarm_position_action import DerSchwarmPositionAction

        active_seat: int | None
        active_seat = self.active_seat

        blue_deck = self.blue_deck

        blue_out = self.blue_out

        face_down = self.face_down.to_dict()

        game_type = self.game_type

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

        rules_revision = self.rules_revision

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "active_seat": active_seat,
                "blue_deck": blue_deck,
                "blue_out": blue_out,
                "face_down": face_down,
                "game_type": game_type,
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
        if rules_revision is not UNSET:
            field_dict["rules_revision"] = rules_revision

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.der_schwarm_options import DerSchwarmOptions
        from ..models.der_schwarm_position_action import DerSchwarmPositionAction
        from ..models.der_schwarm_position_document_face_down import (
            DerSchwarmPositionDocumentFaceDown,
        )
        from ..models.der_schwarm_position_document_hazards import (
            DerSchwarmPositionDocumentHazards,
        )
        from ..models.der_schwarm_position_document_placed import (
            DerSchwarmPositionDocumentPlaced,
        )
        from ..models.der_schwarm_position_seat import DerSchwarmPositionSeat

        d = dict(src_dict)

        def _parse_active_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        active_seat = _parse_active_seat(d.pop("active_seat"))

        blue_deck = cast(list[str], d.pop("blue_deck"))

        blue_out = cast(list[str], d.pop("blue_out"))

        face_down = DerSchwarmPositionDocumentFaceDown.from_dict(d.pop("face_down"))

        game_type = cast(Literal["der_schwarm"], d.pop("game_type"))
        if game_type != "der_schwarm":
            raise ValueError(
                f"game_type must match const 'der_schwarm', got '{game_type}'"
            )

        golden_supply = cast(list[str], d.pop("golden_supply"))

        hazards = DerSchwarmPositionDocumentHazards.from_dict(d.pop("hazards"))

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

        placed = DerSchwarmPositionDocumentPlaced.from_dict(d.pop("placed"))

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

        rules_revision = d.pop("rules_revision", UNSET)

        der_schwarm_position_document = cls(
            active_seat=active_seat,
            blue_deck=blue_deck,
            blue_out=blue_out,
            face_down=face_down,
            game_type=game_type,
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
            rules_revision=rules_revision,
        )

        return der_schwarm_position_document
