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

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.der_schwarm_action_view import DerSchwarmActionView
    from ..models.der_schwarm_options import DerSchwarmOptions
    from ..models.der_schwarm_row_entry import DerSchwarmRowEntry
    from ..models.der_schwarm_sea_field import DerSchwarmSeaField
    from ..models.der_schwarm_seat_view import DerSchwarmSeatView
    from ..models.der_schwarm_view_hazards import DerSchwarmViewHazards
    from ..models.outcome import Outcome


T = TypeVar("T", bound="DerSchwarmView")


@_attrs_define
class DerSchwarmView:
    """The whole public game state; identical for every seat except own hidden hands (§15).

    Attributes:
        abilities_available (list[str]):
        blue_deck_count (int):
        blue_out (list[str]):
        colours (list[str]):
        decision (str): The kind of the open decision.
        game_type (Literal['der_schwarm']): The game type; the discriminator among the games' documents.
        golden_supply (list[str]):
        hazards (DerSchwarmViewHazards): Hazard id -> its field, or "supply".
        open_action (DerSchwarmActionView | None):
        options (DerSchwarmOptions): Variants and setup inputs (RULES §14, §6 step 6, D31).
        order_deck (list[int]):
        outcome (None | Outcome):
        phase (str): setup, buying, playing or over.
        players (int):
        round_ (int):
        rounds (int):
        row (list[DerSchwarmRowEntry]):
        sea (list[DerSchwarmSeaField]):
        seats (list[DerSchwarmSeatView]):
        to_move (list[int]):
        turn_order (list[int]):
        deadline_at (datetime.datetime | None | Unset): When the running timer falls due (RFC 3339, UTC), as in the
            summary; present only while one runs, in a view of now (not with `at`).
    """

    abilities_available: list[str]
    blue_deck_count: int
    blue_out: list[str]
    colours: list[str]
    decision: str
    game_type: Literal["der_schwarm"]
    golden_supply: list[str]
    hazards: DerSchwarmViewHazards
    open_action: DerSchwarmActionView | None
    options: DerSchwarmOptions
    order_deck: list[int]
    outcome: None | Outcome
    phase: str
    players: int
    round_: int
    rounds: int
    row: list[DerSchwarmRowEntry]
    sea: list[DerSchwarmSeaField]
    seats: list[DerSchwarmSeatView]
    to_move: list[int]
    turn_order: list[int]
    deadline_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.der_schwarm_action_view import DerSchwarmActionView
        from ..models.outcome import Outcome

        abilities_available = self.abilities_available

        blue_deck_count = self.blue_deck_count

        blue_out = self.blue_out

        colours = self.colours

        decision = self.decision

        game_type = self.game_type

        golden_supply = self.golden_supply

        hazards = self.hazards.to_dict()

        open_action: dict[str, Any] | None
        if isinstance(self.open_action, DerSchwarmActionView):
            open_action = self.open_action.to_dict()
        else:
            open_action = self.open_action

        options = self.options.to_dict()

        order_deck = self.order_deck

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        phase = self.phase

        players = self.players

        round_ = self.round_

        rounds = self.rounds

        row = []
        for row_item_data in self.row:
            row_item = row_item_data.to_dict()
            row.append(row_item)

        sea = []
        for sea_item_data in self.sea:
            sea_item = sea_item_data.to_dict()
            sea.append(sea_item)

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        to_move = self.to_move

        turn_order = self.turn_order

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
                "abilities_available": abilities_available,
                "blue_deck_count": blue_deck_count,
                "blue_out": blue_out,
                "colours": colours,
                "decision": decision,
                "game_type": game_type,
                "golden_supply": golden_supply,
                "hazards": hazards,
                "open_action": open_action,
                "options": options,
                "order_deck": order_deck,
                "outcome": outcome,
                "phase": phase,
                "players": players,
                "round": round_,
                "rounds": rounds,
                "row": row,
                "sea": sea,
                "seats": seats,
                "to_move": to_move,
                "turn_order": turn_order,
            }
        )
        if deadline_at is not UNSET:
            field_dict["deadline_at"] = deadline_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.der_schwarm_action_view import DerSchwarmActionView
        from ..models.der_schwarm_options import DerSchwarmOptions
        from ..models.der_schwarm_row_entry import DerSchwarmRowEntry
        from ..models.der_schwarm_sea_field import DerSchwarmSeaField
        from ..models.der_schwarm_seat_view import DerSchwarmSeatView
        from ..models.der_schwarm_view_hazards import DerSchwarmViewHazards
        from ..models.outcome import Outcome

        d = dict(src_dict)
        abilities_available = cast(list[str], d.pop("abilities_available"))

        blue_deck_count = d.pop("blue_deck_count")

        blue_out = cast(list[str], d.pop("blue_out"))

        colours = cast(list[str], d.pop("colours"))

        decision = d.pop("decision")

        game_type = cast(Literal["der_schwarm"], d.pop("game_type"))
        if game_type != "der_schwarm":
            raise ValueError(
                f"game_type must match const 'der_schwarm', got '{game_type}'"
            )

        golden_supply = cast(list[str], d.pop("golden_supply"))

        hazards = DerSchwarmViewHazards.from_dict(d.pop("hazards"))

        def _parse_open_action(data: object) -> DerSchwarmActionView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                open_action_type_0 = DerSchwarmActionView.from_dict(data)

                return open_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DerSchwarmActionView | None, data)

        open_action = _parse_open_action(d.pop("open_action"))

        options = DerSchwarmOptions.from_dict(d.pop("options"))

        order_deck = cast(list[int], d.pop("order_deck"))

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

        phase = d.pop("phase")

        players = d.pop("players")

        round_ = d.pop("round")

        rounds = d.pop("rounds")

        row = []
        _row = d.pop("row")
        for row_item_data in _row:
            row_item = DerSchwarmRowEntry.from_dict(row_item_data)

            row.append(row_item)

        sea = []
        _sea = d.pop("sea")
        for sea_item_data in _sea:
            sea_item = DerSchwarmSeaField.from_dict(sea_item_data)

            sea.append(sea_item)

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = DerSchwarmSeatView.from_dict(seats_item_data)

            seats.append(seats_item)

        to_move = cast(list[int], d.pop("to_move"))

        turn_order = cast(list[int], d.pop("turn_order"))

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

        der_schwarm_view = cls(
            abilities_available=abilities_available,
            blue_deck_count=blue_deck_count,
            blue_out=blue_out,
            colours=colours,
            decision=decision,
            game_type=game_type,
            golden_supply=golden_supply,
            hazards=hazards,
            open_action=open_action,
            options=options,
            order_deck=order_deck,
            outcome=outcome,
            phase=phase,
            players=players,
            round_=round_,
            rounds=rounds,
            row=row,
            sea=sea,
            seats=seats,
            to_move=to_move,
            turn_order=turn_order,
            deadline_at=deadline_at,
        )

        der_schwarm_view.additional_properties = d
        return der_schwarm_view

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
