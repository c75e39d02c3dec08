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
from attrs import field as _attrs_field

T = TypeVar("T", bound="IceFlowArrivalView")


@_attrs_define
class IceFlowArrivalView:
    """
    Attributes:
        bears (int):
        chase_excluded (bool):
        endangered (list[int]):
        responder (int | None):
        space (str):
        type_ (Literal['arrival']):
        visited (list[str]): Visited set of its bears.
    """

    bears: int
    chase_excluded: bool
    endangered: list[int]
    responder: int | None
    space: str
    type_: Literal["arrival"]
    visited: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bears = self.bears

        chase_excluded = self.chase_excluded

        endangered = self.endangered

        responder: int | None
        responder = self.responder

        space = self.space

        type_ = self.type_

        visited = self.visited

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bears": bears,
                "chase_excluded": chase_excluded,
                "endangered": endangered,
                "responder": responder,
                "space": space,
                "type": type_,
                "visited": visited,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        bears = d.pop("bears")

        chase_excluded = d.pop("chase_excluded")

        endangered = cast(list[int], d.pop("endangered"))

        def _parse_responder(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        responder = _parse_responder(d.pop("responder"))

        space = d.pop("space")

        type_ = cast(Literal["arrival"], d.pop("type"))
        if type_ != "arrival":
            raise ValueError(f"type must match const 'arrival', got '{type_}'")

        visited = cast(list[str], d.pop("visited"))

        ice_flow_arrival_view = cls(
            bears=bears,
            chase_excluded=chase_excluded,
            endangered=endangered,
            responder=responder,
            space=space,
            type_=type_,
            visited=visited,
        )

        ice_flow_arrival_view.additional_properties = d
        return ice_flow_arrival_view

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
