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

T = TypeVar("T", bound="IceFlowAirRescue")


@_attrs_define
class IceFlowAirRescue:
    """Fly an endangered explorer that cannot escape to an Alaskan camp (§10.4, D29; in a
    revision 1 game only if its owner cannot chase the bear on either).

        Attributes:
            camp (str): Alaskan camp hex id with room.
            explorer (int): Explorer id: seat s owns 3s, 3s+1, 3s+2 (D49).
            type_ (Literal['ice_flow.air_rescue']):
    """

    camp: str
    explorer: int
    type_: Literal["ice_flow.air_rescue"]

    def to_dict(self) -> dict[str, Any]:
        camp = self.camp

        explorer = self.explorer

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "camp": camp,
                "explorer": explorer,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        camp = d.pop("camp")

        explorer = d.pop("explorer")

        type_ = cast(Literal["ice_flow.air_rescue"], d.pop("type"))
        if type_ != "ice_flow.air_rescue":
            raise ValueError(
                f"type must match const 'ice_flow.air_rescue', got '{type_}'"
            )

        ice_flow_air_rescue = cls(
            camp=camp,
            explorer=explorer,
            type_=type_,
        )

        return ice_flow_air_rescue
