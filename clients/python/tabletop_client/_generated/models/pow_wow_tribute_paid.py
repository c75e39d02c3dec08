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

T = TypeVar("T", bound="PowWowTributePaid")


@_attrs_define
class PowWowTributePaid:
    """War tribute buffalo, bottom-most first, from one payer (§10.1, D17).

    Attributes:
        cards (list[str]):
        from_seat (int):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        to_seat (int):
        type_ (Literal['pow_wow.tribute_paid']):
        version (int): The event's game version.
        window (int):
    """

    cards: list[str]
    from_seat: int
    recorded_at: datetime.datetime
    to_seat: int
    type_: Literal["pow_wow.tribute_paid"]
    version: int
    window: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        from_seat = self.from_seat

        recorded_at = self.recorded_at.isoformat()

        to_seat = self.to_seat

        type_ = self.type_

        version = self.version

        window = self.window

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "from_seat": from_seat,
                "recorded_at": recorded_at,
                "to_seat": to_seat,
                "type": type_,
                "version": version,
                "window": window,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        from_seat = d.pop("from_seat")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        to_seat = d.pop("to_seat")

        type_ = cast(Literal["pow_wow.tribute_paid"], d.pop("type"))
        if type_ != "pow_wow.tribute_paid":
            raise ValueError(
                f"type must match const 'pow_wow.tribute_paid', got '{type_}'"
            )

        version = d.pop("version")

        window = d.pop("window")

        pow_wow_tribute_paid = cls(
            cards=cards,
            from_seat=from_seat,
            recorded_at=recorded_at,
            to_seat=to_seat,
            type_=type_,
            version=version,
            window=window,
        )

        pow_wow_tribute_paid.additional_properties = d
        return pow_wow_tribute_paid

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
