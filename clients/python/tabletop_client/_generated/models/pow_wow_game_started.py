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
    from ..models.pow_wow_options import PowWowOptions


T = TypeVar("T", bound="PowWowGameStarted")


@_attrs_define
class PowWowGameStarted:
    """Seats' colours, complete options, first revealer, layout commitment (§3, D34).

    Attributes:
        first_revealer (int):
        layout_commitment (None | str):
        options (PowWowOptions): All game options (RULES §10); every field has its default.
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        seats (list[str]):
        type_ (Literal['pow_wow.game_started']):
        version (int): The event's game version.
    """

    first_revealer: int
    layout_commitment: None | str
    options: PowWowOptions
    recorded_at: datetime.datetime
    seats: list[str]
    type_: Literal["pow_wow.game_started"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        first_revealer = self.first_revealer

        layout_commitment: None | str
        layout_commitment = self.layout_commitment

        options = self.options.to_dict()

        recorded_at = self.recorded_at.isoformat()

        seats = self.seats

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "first_revealer": first_revealer,
                "layout_commitment": layout_commitment,
                "options": options,
                "recorded_at": recorded_at,
                "seats": seats,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.pow_wow_options import PowWowOptions

        d = dict(src_dict)
        first_revealer = d.pop("first_revealer")

        def _parse_layout_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        layout_commitment = _parse_layout_commitment(d.pop("layout_commitment"))

        options = PowWowOptions.from_dict(d.pop("options"))

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        seats = cast(list[str], d.pop("seats"))

        type_ = cast(Literal["pow_wow.game_started"], d.pop("type"))
        if type_ != "pow_wow.game_started":
            raise ValueError(
                f"type must match const 'pow_wow.game_started', got '{type_}'"
            )

        version = d.pop("version")

        pow_wow_game_started = cls(
            first_revealer=first_revealer,
            layout_commitment=layout_commitment,
            options=options,
            recorded_at=recorded_at,
            seats=seats,
            type_=type_,
            version=version,
        )

        pow_wow_game_started.additional_properties = d
        return pow_wow_game_started

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
