from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.ice_flow_skip_collect_type import IceFlowSkipCollectType

T = TypeVar("T", bound="IceFlowSkipCollect")


@_attrs_define
class IceFlowSkipCollect:
    """Collect nothing in the collect step (§9.1).

    Attributes:
        type_ (IceFlowSkipCollectType):
    """

    type_: IceFlowSkipCollectType

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = IceFlowSkipCollectType(d.pop("type"))

        ice_flow_skip_collect = cls(
            type_=type_,
        )

        return ice_flow_skip_collect
