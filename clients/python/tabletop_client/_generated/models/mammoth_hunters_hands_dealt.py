from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MammothHuntersHandsDealt")


@_attrs_define
class MammothHuntersHandsDealt:
    """Opening hands per seat; a redacted copy empties the hands a viewer may not see.

    Attributes:
        dark_counts (list[int]):
        hands (list[list[str]]):
        light_counts (list[int]):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        type_ (Literal['mammoth_hunters.hands_dealt']):
        version (int): The event's game version.
    """

    dark_counts: list[int]
    hands: list[list[str]]
    light_counts: list[int]
    recorded_at: datetime.datetime
    type_: Literal["mammoth_hunters.hands_dealt"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dark_counts = self.dark_counts

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        light_counts = self.light_counts

        recorded_at = self.recorded_at.isoformat()

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dark_counts": dark_counts,
                "hands": hands,
                "light_counts": light_counts,
                "recorded_at": recorded_at,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        dark_counts = cast(list[int], d.pop("dark_counts"))

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)

        light_counts = cast(list[int], d.pop("light_counts"))

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        type_ = cast(Literal["mammoth_hunters.hands_dealt"], d.pop("type"))
        if type_ != "mammoth_hunters.hands_dealt":
            raise ValueError(
                f"type must match const 'mammoth_hunters.hands_dealt', got '{type_}'"
            )

        version = d.pop("version")

        mammoth_hunters_hands_dealt = cls(
            dark_counts=dark_counts,
            hands=hands,
            light_counts=light_counts,
            recorded_at=recorded_at,
            type_=type_,
            version=version,
        )

        mammoth_hunters_hands_dealt.additional_properties = d
        return mammoth_hunters_hands_dealt

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
