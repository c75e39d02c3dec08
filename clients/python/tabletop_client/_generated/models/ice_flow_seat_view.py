from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ice_flow_backpack import IceFlowBackpack
    from ..models.ice_flow_explorer_view import IceFlowExplorerView


T = TypeVar("T", bound="IceFlowSeatView")


@_attrs_define
class IceFlowSeatView:
    """
    Attributes:
        backpack (IceFlowBackpack): A player's backpack; `fresh_*` count the items gained this turn (RULES §11.4, D16).
        drawn_tiles (list[str]): Setup tiles still to place (public, D9).
        explorers (list[IceFlowExplorerView]):
        seat (int):
    """

    backpack: IceFlowBackpack
    drawn_tiles: list[str]
    explorers: list[IceFlowExplorerView]
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        backpack = self.backpack.to_dict()

        drawn_tiles = self.drawn_tiles

        explorers = []
        for explorers_item_data in self.explorers:
            explorers_item = explorers_item_data.to_dict()
            explorers.append(explorers_item)

        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "backpack": backpack,
                "drawn_tiles": drawn_tiles,
                "explorers": explorers,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ice_flow_backpack import IceFlowBackpack
        from ..models.ice_flow_explorer_view import IceFlowExplorerView

        d = dict(src_dict)
        backpack = IceFlowBackpack.from_dict(d.pop("backpack"))

        drawn_tiles = cast(list[str], d.pop("drawn_tiles"))

        explorers = []
        _explorers = d.pop("explorers")
        for explorers_item_data in _explorers:
            explorers_item = IceFlowExplorerView.from_dict(explorers_item_data)

            explorers.append(explorers_item)

        seat = d.pop("seat")

        ice_flow_seat_view = cls(
            backpack=backpack,
            drawn_tiles=drawn_tiles,
            explorers=explorers,
            seat=seat,
        )

        ice_flow_seat_view.additional_properties = d
        return ice_flow_seat_view

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
