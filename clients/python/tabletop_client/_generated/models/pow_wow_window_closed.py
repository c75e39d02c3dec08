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

T = TypeVar("T", bound="PowWowWindowClosed")


@_attrs_define
class PowWowWindowClosed:
    """The window closed: `all_acted`, or `deadline` with the silent seats (§11.2).

    Attributes:
        reason (str):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        silent (list[int]):
        type_ (Literal['pow_wow.window_closed']):
        version (int): The event's game version.
        window (int):
    """

    reason: str
    recorded_at: datetime.datetime
    silent: list[int]
    type_: Literal["pow_wow.window_closed"]
    version: int
    window: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        recorded_at = self.recorded_at.isoformat()

        silent = self.silent

        type_ = self.type_

        version = self.version

        window = self.window

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "reason": reason,
                "recorded_at": recorded_at,
                "silent": silent,
                "type": type_,
                "version": version,
                "window": window,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        reason = d.pop("reason")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        silent = cast(list[int], d.pop("silent"))

        type_ = cast(Literal["pow_wow.window_closed"], d.pop("type"))
        if type_ != "pow_wow.window_closed":
            raise ValueError(
                f"type must match const 'pow_wow.window_closed', got '{type_}'"
            )

        version = d.pop("version")

        window = d.pop("window")

        pow_wow_window_closed = cls(
            reason=reason,
            recorded_at=recorded_at,
            silent=silent,
            type_=type_,
            version=version,
            window=window,
        )

        pow_wow_window_closed.additional_properties = d
        return pow_wow_window_closed

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
