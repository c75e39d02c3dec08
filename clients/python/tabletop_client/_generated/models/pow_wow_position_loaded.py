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
    from ..models.pow_wow_face_down_card import PowWowFaceDownCard


T = TypeVar("T", bound="PowWowPositionLoaded")


@_attrs_define
class PowWowPositionLoaded:
    """A game started from a position document (§11.7); face-down cards secret.

    Attributes:
        face_down (list[PowWowFaceDownCard]):
        out_of_game (list[str]):
        piles (list[list[str]]):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        revealer (int):
        table (list[str]):
        type_ (Literal['pow_wow.position_loaded']):
        version (int): The event's game version.
    """

    face_down: list[PowWowFaceDownCard]
    out_of_game: list[str]
    piles: list[list[str]]
    recorded_at: datetime.datetime
    revealer: int
    table: list[str]
    type_: Literal["pow_wow.position_loaded"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        face_down = []
        for face_down_item_data in self.face_down:
            face_down_item = face_down_item_data.to_dict()
            face_down.append(face_down_item)

        out_of_game = self.out_of_game

        piles = []
        for piles_item_data in self.piles:
            piles_item = piles_item_data

            piles.append(piles_item)

        recorded_at = self.recorded_at.isoformat()

        revealer = self.revealer

        table = self.table

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "face_down": face_down,
                "out_of_game": out_of_game,
                "piles": piles,
                "recorded_at": recorded_at,
                "revealer": revealer,
                "table": table,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.pow_wow_face_down_card import PowWowFaceDownCard

        d = dict(src_dict)
        face_down = []
        _face_down = d.pop("face_down")
        for face_down_item_data in _face_down:
            face_down_item = PowWowFaceDownCard.from_dict(face_down_item_data)

            face_down.append(face_down_item)

        out_of_game = cast(list[str], d.pop("out_of_game"))

        piles = []
        _piles = d.pop("piles")
        for piles_item_data in _piles:
            piles_item = cast(list[str], piles_item_data)

            piles.append(piles_item)

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        revealer = d.pop("revealer")

        table = cast(list[str], d.pop("table"))

        type_ = cast(Literal["pow_wow.position_loaded"], d.pop("type"))
        if type_ != "pow_wow.position_loaded":
            raise ValueError(
                f"type must match const 'pow_wow.position_loaded', got '{type_}'"
            )

        version = d.pop("version")

        pow_wow_position_loaded = cls(
            face_down=face_down,
            out_of_game=out_of_game,
            piles=piles,
            recorded_at=recorded_at,
            revealer=revealer,
            table=table,
            type_=type_,
            version=version,
        )

        pow_wow_position_loaded.additional_properties = d
        return pow_wow_position_loaded

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
