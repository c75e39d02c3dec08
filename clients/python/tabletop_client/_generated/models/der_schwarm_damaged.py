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

T = TypeVar("T", bound="DerSchwarmDamaged")


@_attrs_define
class DerSchwarmDamaged:
    """
    Attributes:
        amount (int):
        field (str):
        mover (int):
        piece (str):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        splash (bool):
        type_ (Literal['der_schwarm.damaged']):
        version (int): The event's game version.
        victim (int):
    """

    amount: int
    field: str
    mover: int
    piece: str
    recorded_at: datetime.datetime
    splash: bool
    type_: Literal["der_schwarm.damaged"]
    version: int
    victim: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        field = self.field

        mover = self.mover

        piece = self.piece

        recorded_at = self.recorded_at.isoformat()

        splash = self.splash

        type_ = self.type_

        version = self.version

        victim = self.victim

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
                "field": field,
                "mover": mover,
                "piece": piece,
                "recorded_at": recorded_at,
                "splash": splash,
                "type": type_,
                "version": version,
                "victim": victim,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        amount = d.pop("amount")

        field = d.pop("field")

        mover = d.pop("mover")

        piece = d.pop("piece")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        splash = d.pop("splash")

        type_ = cast(Literal["der_schwarm.damaged"], d.pop("type"))
        if type_ != "der_schwarm.damaged":
            raise ValueError(
                f"type must match const 'der_schwarm.damaged', got '{type_}'"
            )

        version = d.pop("version")

        victim = d.pop("victim")

        der_schwarm_damaged = cls(
            amount=amount,
            field=field,
            mover=mover,
            piece=piece,
            recorded_at=recorded_at,
            splash=splash,
            type_=type_,
            version=version,
            victim=victim,
        )

        der_schwarm_damaged.additional_properties = d
        return der_schwarm_damaged

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
