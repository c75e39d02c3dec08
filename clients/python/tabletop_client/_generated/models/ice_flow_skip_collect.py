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

T = TypeVar("T", bound="IceFlowSkipCollect")


@_attrs_define
class IceFlowSkipCollect:
    """Collect nothing in the collect step (§9.1).

    Attributes:
        type_ (Literal['ice_flow.skip_collect']):
    """

    type_: Literal["ice_flow.skip_collect"]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

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
        type_ = cast(Literal["ice_flow.skip_collect"], d.pop("type"))
        if type_ != "ice_flow.skip_collect":
            raise ValueError(
                f"type must match const 'ice_flow.skip_collect', got '{type_}'"
            )

        ice_flow_skip_collect = cls(
            type_=type_,
        )

        return ice_flow_skip_collect
