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

if TYPE_CHECKING:
    from ..models.clans_position_loaded_fields import ClansPositionLoadedFields
    from ..models.clans_position_loaded_scores import ClansPositionLoadedScores
    from ..models.clans_position_village import ClansPositionVillage


T = TypeVar("T", bound="ClansPositionLoaded")


@_attrs_define
class ClansPositionLoaded:
    """A game started from a position document (RULES §15), without the secret `clans`.

    Attributes:
        active_seat (int):
        chips (list[int]):
        chips_taken (int):
        fields (ClansPositionLoadedFields):
        players (int):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        scores (ClansPositionLoadedScores): Points of all five colours, canonical order.
        type_ (Literal['clans.position_loaded']):
        version (int): The event's game version.
        villages (list[ClansPositionVillage]):
    """

    active_seat: int
    chips: list[int]
    chips_taken: int
    fields: ClansPositionLoadedFields
    players: int
    recorded_at: datetime.datetime
    scores: ClansPositionLoadedScores
    type_: Literal["clans.position_loaded"]
    version: int
    villages: list[ClansPositionVillage]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        active_seat = self.active_seat

        chips = self.chips

        chips_taken = self.chips_taken

        fields = self.fields.to_dict()

        players = self.players

        recorded_at = self.recorded_at.isoformat()

        scores = self.scores.to_dict()

        type_ = self.type_

        version = self.version

        villages = []
        for villages_item_data in self.villages:
            villages_item = villages_item_data.to_dict()
            villages.append(villages_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "active_seat": active_seat,
                "chips": chips,
                "chips_taken": chips_taken,
                "fields": fields,
                "players": players,
                "recorded_at": recorded_at,
                "scores": scores,
                "type": type_,
                "version": version,
                "villages": villages,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.clans_position_loaded_fields import ClansPositionLoadedFields
        from ..models.clans_position_loaded_scores import ClansPositionLoadedScores
        from ..models.clans_position_village import ClansPositionVillage

        d = dict(src_dict)
        active_seat = d.pop("active_seat")

        chips = cast(list[int], d.pop("chips"))

        chips_taken = d.pop("chips_taken")

        fields = ClansPositionLoadedFields.from_dict(d.pop("fields"))

        players = d.pop("players")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        scores = ClansPositionLoadedScores.from_dict(d.pop("scores"))

        type_ = cast(Literal["clans.position_loaded"], d.pop("type"))
        if type_ != "clans.position_loaded":
            raise ValueError(
                f"type must match const 'clans.position_loaded', got '{type_}'"
            )

        version = d.pop("version")

        villages = []
        _villages = d.pop("villages")
        for villages_item_data in _villages:
            villages_item = ClansPositionVillage.from_dict(villages_item_data)

            villages.append(villages_item)

        clans_position_loaded = cls(
            active_seat=active_seat,
            chips=chips,
            chips_taken=chips_taken,
            fields=fields,
            players=players,
            recorded_at=recorded_at,
            scores=scores,
            type_=type_,
            version=version,
            villages=villages,
        )

        clans_position_loaded.additional_properties = d
        return clans_position_loaded

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
