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

T = TypeVar("T", bound="IceFlowExplorerStepped")


@_attrs_define
class IceFlowExplorerStepped:
    """
    Attributes:
        escape (bool):
        explorer (int):
        fish (int):
        from_ (str):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        rope (int):
        rope_to (None | str):
        seat (int):
        to (str):
        type_ (Literal['ice_flow.explorer_stepped']):
        version (int): The event's game version.
    """

    escape: bool
    explorer: int
    fish: int
    from_: str
    recorded_at: datetime.datetime
    rope: int
    rope_to: None | str
    seat: int
    to: str
    type_: Literal["ice_flow.explorer_stepped"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        escape = self.escape

        explorer = self.explorer

        fish = self.fish

        from_ = self.from_

        recorded_at = self.recorded_at.isoformat()

        rope = self.rope

        rope_to: None | str
        rope_to = self.rope_to

        seat = self.seat

        to = self.to

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "escape": escape,
                "explorer": explorer,
                "fish": fish,
                "from": from_,
                "recorded_at": recorded_at,
                "rope": rope,
                "rope_to": rope_to,
                "seat": seat,
                "to": to,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        escape = d.pop("escape")

        explorer = d.pop("explorer")

        fish = d.pop("fish")

        from_ = d.pop("from")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        rope = d.pop("rope")

        def _parse_rope_to(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        rope_to = _parse_rope_to(d.pop("rope_to"))

        seat = d.pop("seat")

        to = d.pop("to")

        type_ = cast(Literal["ice_flow.explorer_stepped"], d.pop("type"))
        if type_ != "ice_flow.explorer_stepped":
            raise ValueError(
                f"type must match const 'ice_flow.explorer_stepped', got '{type_}'"
            )

        version = d.pop("version")

        ice_flow_explorer_stepped = cls(
            escape=escape,
            explorer=explorer,
            fish=fish,
            from_=from_,
            recorded_at=recorded_at,
            rope=rope,
            rope_to=rope_to,
            seat=seat,
            to=to,
            type_=type_,
            version=version,
        )

        ice_flow_explorer_stepped.additional_properties = d
        return ice_flow_explorer_stepped

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
