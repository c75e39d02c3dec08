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
    from ..models.clans_outcome import ClansOutcome
    from ..models.clans_view_fields_item import ClansViewFieldsItem
    from ..models.clans_view_removed import ClansViewRemoved
    from ..models.clans_view_scores import ClansViewScores
    from ..models.clans_village import ClansVillage


T = TypeVar("T", bound="ClansView")


@_attrs_define
class ClansView:
    """One shape for seats and spectators (RULES §12).

    Attributes:
        active_seat (int): The seat whose turn it is (or was, once over).
        chips (list[int]): Village chips held, per seat.
        chips_taken (int):
        clans (list[str] | None): Colour per seat; null until the game is over.
        current_epoch (int | None): Epoch (1–5) of chip chips_taken + 1; null once over.
        fields (list[ClansViewFieldsItem]): 60 entries, index = field id 0–59: that field's huts by colour (only
            positive counts, canonical colour order); an empty field is {}.
        game_type (Literal['clans']): The game type; the discriminator among the games' documents.
        my_clan (None | str): The viewer's own colour; null for a spectator.
        outcome (ClansOutcome | None): The result; null until over.
        pending_villages (list[int]): Fields awaiting `clans.choose_village`, ascending; else empty.
        phase (str): `move`, `choose_village` or `over` (§6); `setup` before the start.
        players (int):
        removed (ClansViewRemoved): Huts removed from the game by colour (only positive counts).
        scores (ClansViewScores): Village points of all five colours, canonical order.
        seat (int | None): The viewer's seat; null for a spectator.
        unassigned (list[str] | None): Unassigned colours, canonical order; null until the game is over.
        villages (list[ClansVillage]): Every founded village, in chip order.
        deadline_at (datetime.datetime | None | Unset): When the running timer falls due (RFC 3339, UTC), as in the
            summary; present only while one runs, in a view of now (not with `at`).
    """

    active_seat: int
    chips: list[int]
    chips_taken: int
    clans: list[str] | None
    current_epoch: int | None
    fields: list[ClansViewFieldsItem]
    game_type: Literal["clans"]
    my_clan: None | str
    outcome: ClansOutcome | None
    pending_villages: list[int]
    phase: str
    players: int
    removed: ClansViewRemoved
    scores: ClansViewScores
    seat: int | None
    unassigned: list[str] | None
    villages: list[ClansVillage]
    deadline_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.clans_outcome import ClansOutcome

        active_seat = self.active_seat

        chips = self.chips

        chips_taken = self.chips_taken

        clans: list[str] | None
        if isinstance(self.clans, list):
            clans = self.clans

        else:
            clans = self.clans

        current_epoch: int | None
        current_epoch = self.current_epoch

        fields = []
        for fields_item_data in self.fields:
            fields_item = fields_item_data.to_dict()
            fields.append(fields_item)

        game_type = self.game_type

        my_clan: None | str
        my_clan = self.my_clan

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, ClansOutcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        pending_villages = self.pending_villages

        phase = self.phase

        players = self.players

        removed = self.removed.to_dict()

        scores = self.scores.to_dict()

        seat: int | None
        seat = self.seat

        unassigned: list[str] | None
        if isinstance(self.unassigned, list):
            unassigned = self.unassigned

        else:
            unassigned = self.unassigned

        villages = []
        for villages_item_data in self.villages:
            villages_item = villages_item_data.to_dict()
            villages.append(villages_item)

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
                "chips": chips,
                "chips_taken": chips_taken,
                "clans": clans,
                "current_epoch": current_epoch,
                "fields": fields,
                "game_type": game_type,
                "my_clan": my_clan,
                "outcome": outcome,
                "pending_villages": pending_villages,
                "phase": phase,
                "players": players,
                "removed": removed,
                "scores": scores,
                "seat": seat,
                "unassigned": unassigned,
                "villages": villages,
            }
        )
        if deadline_at is not UNSET:
            field_dict["deadline_at"] = deadline_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.clans_outcome import ClansOutcome
        from ..models.clans_view_fields_item import ClansViewFieldsItem
        from ..models.clans_view_removed import ClansViewRemoved
        from ..models.clans_view_scores import ClansViewScores
        from ..models.clans_village import ClansVillage

        d = dict(src_dict)
        active_seat = d.pop("active_seat")

        chips = cast(list[int], d.pop("chips"))

        chips_taken = d.pop("chips_taken")

        def _parse_clans(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                clans_type_0 = cast(list[str], data)

                return clans_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        clans = _parse_clans(d.pop("clans"))

        def _parse_current_epoch(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        current_epoch = _parse_current_epoch(d.pop("current_epoch"))

        fields = []
        _fields = d.pop("fields")
        for fields_item_data in _fields:
            fields_item = ClansViewFieldsItem.from_dict(fields_item_data)

            fields.append(fields_item)

        game_type = cast(Literal["clans"], d.pop("game_type"))
        if game_type != "clans":
            raise ValueError(f"game_type must match const 'clans', got '{game_type}'")

        def _parse_my_clan(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        my_clan = _parse_my_clan(d.pop("my_clan"))

        def _parse_outcome(data: object) -> ClansOutcome | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = ClansOutcome.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClansOutcome | None, data)

        outcome = _parse_outcome(d.pop("outcome"))

        pending_villages = cast(list[int], d.pop("pending_villages"))

        phase = d.pop("phase")

        players = d.pop("players")

        removed = ClansViewRemoved.from_dict(d.pop("removed"))

        scores = ClansViewScores.from_dict(d.pop("scores"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        def _parse_unassigned(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                unassigned_type_0 = cast(list[str], data)

                return unassigned_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        unassigned = _parse_unassigned(d.pop("unassigned"))

        villages = []
        _villages = d.pop("villages")
        for villages_item_data in _villages:
            villages_item = ClansVillage.from_dict(villages_item_data)

            villages.append(villages_item)

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

        clans_view = cls(
            active_seat=active_seat,
            chips=chips,
            chips_taken=chips_taken,
            clans=clans,
            current_epoch=current_epoch,
            fields=fields,
            game_type=game_type,
            my_clan=my_clan,
            outcome=outcome,
            pending_villages=pending_villages,
            phase=phase,
            players=players,
            removed=removed,
            scores=scores,
            seat=seat,
            unassigned=unassigned,
            villages=villages,
            deadline_at=deadline_at,
        )

        clans_view.additional_properties = d
        return clans_view

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
