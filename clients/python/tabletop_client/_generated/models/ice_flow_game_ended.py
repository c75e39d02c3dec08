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

T = TypeVar("T", bound="IceFlowGameEnded")


@_attrs_define
class IceFlowGameEnded:
    """
    Attributes:
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        type_ (Literal['ice_flow.game_ended']):
        version (int): The event's game version.
        winner (int):
    """

    recorded_at: datetime.datetime
    type_: Literal["ice_flow.game_ended"]
    version: int
    winner: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        recorded_at = self.recorded_at.isoformat()

        type_ = self.type_

        version = self.version

        winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "recorded_at": recorded_at,
                "type": type_,
                "version": version,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        type_ = cast(Literal["ice_flow.game_ended"], d.pop("type"))
        if type_ != "ice_flow.game_ended":
            raise ValueError(
                f"type must match const 'ice_flow.game_ended', got '{type_}'"
            )

        version = d.pop("version")

        winner = d.pop("winner")

        ice_flow_game_ended = cls(
            recorded_at=recorded_at,
            type_=type_,
            version=version,
            winner=winner,
        )

        ice_flow_game_ended.additional_properties = d
        return ice_flow_game_ended

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
