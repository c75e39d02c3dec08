from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="IceFlowExplorerView")


@_attrs_define
class IceFlowExplorerView:
    """
    Attributes:
        id (int):
        in_water (bool): On a sea hex without a floe (§12).
        space (None | str): Space id; null before placement.
    """

    id: int
    in_water: bool
    space: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        in_water = self.in_water

        space: None | str
        space = self.space

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "in_water": in_water,
                "space": space,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        in_water = d.pop("in_water")

        def _parse_space(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        space = _parse_space(d.pop("space"))

        ice_flow_explorer_view = cls(
            id=id,
            in_water=in_water,
            space=space,
        )

        ice_flow_explorer_view.additional_properties = d
        return ice_flow_explorer_view

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
