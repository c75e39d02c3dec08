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
    from ..models.pow_wow_booty_option import PowWowBootyOption


T = TypeVar("T", bound="PowWowBootyTaken")


@_attrs_define
class PowWowBootyTaken:
    """An option applied: automatically, chosen, or by the timer (§6.3, D8, D15).

    Attributes:
        auto (bool):
        by_timer (bool):
        cards (list[str]):
        option (PowWowBootyOption): One booty option: `own` (a chief's with its captive), `teepees` or `marriage`
            (§5.3).
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        seat (int):
        type_ (Literal['pow_wow.booty_taken']):
        version (int): The event's game version.
        window (int):
    """

    auto: bool
    by_timer: bool
    cards: list[str]
    option: PowWowBootyOption
    recorded_at: datetime.datetime
    seat: int
    type_: Literal["pow_wow.booty_taken"]
    version: int
    window: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        auto = self.auto

        by_timer = self.by_timer

        cards = self.cards

        option = self.option.to_dict()

        recorded_at = self.recorded_at.isoformat()

        seat = self.seat

        type_ = self.type_

        version = self.version

        window = self.window

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "auto": auto,
                "by_timer": by_timer,
                "cards": cards,
                "option": option,
                "recorded_at": recorded_at,
                "seat": seat,
                "type": type_,
                "version": version,
                "window": window,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.pow_wow_booty_option import PowWowBootyOption

        d = dict(src_dict)
        auto = d.pop("auto")

        by_timer = d.pop("by_timer")

        cards = cast(list[str], d.pop("cards"))

        option = PowWowBootyOption.from_dict(d.pop("option"))

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        seat = d.pop("seat")

        type_ = cast(Literal["pow_wow.booty_taken"], d.pop("type"))
        if type_ != "pow_wow.booty_taken":
            raise ValueError(
                f"type must match const 'pow_wow.booty_taken', got '{type_}'"
            )

        version = d.pop("version")

        window = d.pop("window")

        pow_wow_booty_taken = cls(
            auto=auto,
            by_timer=by_timer,
            cards=cards,
            option=option,
            recorded_at=recorded_at,
            seat=seat,
            type_=type_,
            version=version,
            window=window,
        )

        pow_wow_booty_taken.additional_properties = d
        return pow_wow_booty_taken

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
