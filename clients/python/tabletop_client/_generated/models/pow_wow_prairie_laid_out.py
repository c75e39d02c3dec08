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

T = TypeVar("T", bound="PowWowPrairieLaidOut")


@_attrs_define
class PowWowPrairieLaidOut:
    """The secret layout: slot k holds `cards[k]`; redacted to `count` only (§12).

    Attributes:
        cards (list[str] | None):
        count (int):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        salt (None | str):
        type_ (Literal['pow_wow.prairie_laid_out']):
        version (int): The event's game version.
    """

    cards: list[str] | None
    count: int
    recorded_at: datetime.datetime
    salt: None | str
    type_: Literal["pow_wow.prairie_laid_out"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards: list[str] | None
        if isinstance(self.cards, list):
            cards = self.cards

        else:
            cards = self.cards

        count = self.count

        recorded_at = self.recorded_at.isoformat()

        salt: None | str
        salt = self.salt

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "count": count,
                "recorded_at": recorded_at,
                "salt": salt,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_cards(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cards_type_0 = cast(list[str], data)

                return cards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        cards = _parse_cards(d.pop("cards"))

        count = d.pop("count")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        def _parse_salt(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        salt = _parse_salt(d.pop("salt"))

        type_ = cast(Literal["pow_wow.prairie_laid_out"], d.pop("type"))
        if type_ != "pow_wow.prairie_laid_out":
            raise ValueError(
                f"type must match const 'pow_wow.prairie_laid_out', got '{type_}'"
            )

        version = d.pop("version")

        pow_wow_prairie_laid_out = cls(
            cards=cards,
            count=count,
            recorded_at=recorded_at,
            salt=salt,
            type_=type_,
            version=version,
        )

        pow_wow_prairie_laid_out.additional_properties = d
        return pow_wow_prairie_laid_out

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
