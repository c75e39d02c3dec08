from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="IceFlowEscape")


@_attrs_define
class IceFlowEscape:
    """Escape an endangered explorer: one step, or a swim through one water hex (§10.4).

    Attributes:
        explorer (int): Explorer id: seat s owns 3s, 3s+1, 3s+2 (D49).
        path (list[str]): [space] or [water hex, space].
        type_ (Literal['ice_flow.escape']):
    """

    explorer: int
    path: list[str]
    type_: Literal["ice_flow.escape"]

    def to_dict(self) -> dict[str, Any]:
        explorer = self.explorer

        path = self.path

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "explorer": explorer,
                "path": path,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        explorer = d.pop("explorer")

        path = cast(list[str], d.pop("path"))

        type_ = cast(Literal["ice_flow.escape"], d.pop("type"))
        if type_ != "ice_flow.escape":
            raise ValueError(f"type must match const 'ice_flow.escape', got '{type_}'")

        ice_flow_escape = cls(
            explorer=explorer,
            path=path,
            type_=type_,
        )

        return ice_flow_escape
