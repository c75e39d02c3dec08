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

T = TypeVar("T", bound="DerSchwarmOrderCardBought")


@_attrs_define
class DerSchwarmOrderCardBought:
    """
    Attributes:
        ability (str):
        cost (int):
        golden_tile (None | str):
        number (int):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        seat (int):
        type_ (Literal['der_schwarm.order_card_bought']):
        version (int): The event's game version.
    """

    ability: str
    cost: int
    golden_tile: None | str
    number: int
    recorded_at: datetime.datetime
    seat: int
    type_: Literal["der_schwarm.order_card_bought"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ability = self.ability

        cost = self.cost

        golden_tile: None | str
        golden_tile = self.golden_tile

        number = self.number

        recorded_at = self.recorded_at.isoformat()

        seat = self.seat

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ability": ability,
                "cost": cost,
                "golden_tile": golden_tile,
                "number": number,
                "recorded_at": recorded_at,
                "seat": seat,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        ability = d.pop("ability")

        cost = d.pop("cost")

        def _parse_golden_tile(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        golden_tile = _parse_golden_tile(d.pop("golden_tile"))

        number = d.pop("number")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        seat = d.pop("seat")

        type_ = cast(Literal["der_schwarm.order_card_bought"], d.pop("type"))
        if type_ != "der_schwarm.order_card_bought":
            raise ValueError(
                f"type must match const 'der_schwarm.order_card_bought', got '{type_}'"
            )

        version = d.pop("version")

        der_schwarm_order_card_bought = cls(
            ability=ability,
            cost=cost,
            golden_tile=golden_tile,
            number=number,
            recorded_at=recorded_at,
            seat=seat,
            type_=type_,
            version=version,
        )

        der_schwarm_order_card_bought.additional_properties = d
        return der_schwarm_order_card_bought

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
