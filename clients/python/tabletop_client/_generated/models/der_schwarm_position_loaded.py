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
    from ..models.der_schwarm_position import DerSchwarmPosition


T = TypeVar("T", bound="DerSchwarmPositionLoaded")


@_attrs_define
class DerSchwarmPositionLoaded:
    """The whole position document (RULES §17.5); seats get a redacted copy (§15.2).

    Attributes:
        position (DerSchwarmPosition): The full position document, secret parts included (§17.5).
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        type_ (Literal['der_schwarm.position_loaded']):
        version (int): The event's game version.
    """

    position: DerSchwarmPosition
    recorded_at: datetime.datetime
    type_: Literal["der_schwarm.position_loaded"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        position = self.position.to_dict()

        recorded_at = self.recorded_at.isoformat()

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "position": position,
                "recorded_at": recorded_at,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.der_schwarm_position import DerSchwarmPosition

        d = dict(src_dict)
        position = DerSchwarmPosition.from_dict(d.pop("position"))

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        type_ = cast(Literal["der_schwarm.position_loaded"], d.pop("type"))
        if type_ != "der_schwarm.position_loaded":
            raise ValueError(
                f"type must match const 'der_schwarm.position_loaded', got '{type_}'"
            )

        version = d.pop("version")

        der_schwarm_position_loaded = cls(
            position=position,
            recorded_at=recorded_at,
            type_=type_,
            version=version,
        )

        der_schwarm_position_loaded.additional_properties = d
        return der_schwarm_position_loaded

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
