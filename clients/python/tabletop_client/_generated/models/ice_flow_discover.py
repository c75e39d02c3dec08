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

from ..types import UNSET, Unset

T = TypeVar("T", bound="IceFlowDiscover")


@_attrs_define
class IceFlowDiscover:
    """Floe action C: draw a new floe from the bag (§7.3).

    Attributes:
        type_ (Literal['ice_flow.discover']):
        drift_out (None | str | Unset): Floe to drift out of the strait; exactly when the bag is empty.
    """

    type_: Literal["ice_flow.discover"]
    drift_out: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        drift_out: None | str | Unset
        if isinstance(self.drift_out, Unset):
            drift_out = UNSET
        else:
            drift_out = self.drift_out

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if drift_out is not UNSET:
            field_dict["drift_out"] = drift_out

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["ice_flow.discover"], d.pop("type"))
        if type_ != "ice_flow.discover":
            raise ValueError(
                f"type must match const 'ice_flow.discover', got '{type_}'"
            )

        def _parse_drift_out(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        drift_out = _parse_drift_out(d.pop("drift_out", UNSET))

        ice_flow_discover = cls(
            type_=type_,
            drift_out=drift_out,
        )

        return ice_flow_discover
