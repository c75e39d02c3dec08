from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ice_flow_escape_type import IceFlowEscapeType

T = TypeVar("T", bound="IceFlowEscape")


@_attrs_define
class IceFlowEscape:
    """Escape an endangered explorer: one step, or a swim through one water hex (§10.4).

    Attributes:
        explorer (int): Explorer id: seat s owns 3s, 3s+1, 3s+2 (D49).
        path (list[str]): [space] or [water hex, space].
        type_ (IceFlowEscapeType):
    """

    explorer: int
    path: list[str]
    type_: IceFlowEscapeType

    def to_dict(self) -> dict[str, Any]:
        explorer = self.explorer

        path = self.path

        type_ = self.type_.value

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

        type_ = IceFlowEscapeType(d.pop("type"))

        ice_flow_escape = cls(
            explorer=explorer,
            path=path,
            type_=type_,
        )

        return ice_flow_escape
