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

from ..types import UNSET, Unset

T = TypeVar("T", bound="MammothHuntersCardPlayed")


@_attrs_define
class MammothHuntersCardPlayed:
    """
    Attributes:
        card (str):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        seat (int):
        type_ (Literal['mammoth_hunters.card_played']):
        version (int): The event's game version.
        copied (None | str | Unset):
        from_dark (int | Unset):  Default: 0.
        from_light (int | Unset):  Default: 0.
        option (None | str | Unset):
        paid (int | Unset):  Default: 0.
        pile (None | str | Unset):
        target (int | None | Unset):
    """

    card: str
    recorded_at: datetime.datetime
    seat: int
    type_: Literal["mammoth_hunters.card_played"]
    version: int
    copied: None | str | Unset = UNSET
    from_dark: int | Unset = 0
    from_light: int | Unset = 0
    option: None | str | Unset = UNSET
    paid: int | Unset = 0
    pile: None | str | Unset = UNSET
    target: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        recorded_at = self.recorded_at.isoformat()

        seat = self.seat

        type_ = self.type_

        version = self.version

        copied: None | str | Unset
        if isinstance(self.copied, Unset):
            copied = UNSET
        else:
            copied = self.copied

        from_dark = self.from_dark

        from_light = self.from_light

        option: None | str | Unset
        if isinstance(self.option, Unset):
            option = UNSET
        else:
            option = self.option

        paid = self.paid

        pile: None | str | Unset
        if isinstance(self.pile, Unset):
            pile = UNSET
        else:
            pile = self.pile

        target: int | None | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        else:
            target = self.target

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "recorded_at": recorded_at,
                "seat": seat,
                "type": type_,
                "version": version,
            }
        )
        if copied is not UNSET:
            field_dict["copied"] = copied
        if from_dark is not UNSET:
            field_dict["from_dark"] = from_dark
        if from_light is not UNSET:
            field_dict["from_light"] = from_light
        if option is not UNSET:
            field_dict["option"] = option
        if paid is not UNSET:
            field_dict["paid"] = paid
        if pile is not UNSET:
            field_dict["pile"] = pile
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        seat = d.pop("seat")

        type_ = cast(Literal["mammoth_hunters.card_played"], d.pop("type"))
        if type_ != "mammoth_hunters.card_played":
            raise ValueError(
                f"type must match const 'mammoth_hunters.card_played', got '{type_}'"
            )

        version = d.pop("version")

        def _parse_copied(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        copied = _parse_copied(d.pop("copied", UNSET))

        from_dark = d.pop("from_dark", UNSET)

        from_light = d.pop("from_light", UNSET)

        def _parse_option(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        option = _parse_option(d.pop("option", UNSET))

        paid = d.pop("paid", UNSET)

        def _parse_pile(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        pile = _parse_pile(d.pop("pile", UNSET))

        def _parse_target(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        target = _parse_target(d.pop("target", UNSET))

        mammoth_hunters_card_played = cls(
            card=card,
            recorded_at=recorded_at,
            seat=seat,
            type_=type_,
            version=version,
            copied=copied,
            from_dark=from_dark,
            from_light=from_light,
            option=option,
            paid=paid,
            pile=pile,
            target=target,
        )

        mammoth_hunters_card_played.additional_properties = d
        return mammoth_hunters_card_played

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
