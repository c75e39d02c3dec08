from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.mammoth_hunters_region_view_hunters import (
        MammothHuntersRegionViewHunters,
    )


T = TypeVar("T", bound="MammothHuntersRegionView")


@_attrs_define
class MammothHuntersRegionView:
    """
    Attributes:
        campfires (int): Number of campfire tiles (values are secret).
        covered (bool):
        hunters (MammothHuntersRegionViewHunters): Per seat (as a string) with hunters here.
        mammoths (int):
        region (int):
        terrain (str):
    """

    campfires: int
    covered: bool
    hunters: MammothHuntersRegionViewHunters
    mammoths: int
    region: int
    terrain: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        campfires = self.campfires

        covered = self.covered

        hunters = self.hunters.to_dict()

        mammoths = self.mammoths

        region = self.region

        terrain = self.terrain

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "campfires": campfires,
                "covered": covered,
                "hunters": hunters,
                "mammoths": mammoths,
                "region": region,
                "terrain": terrain,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mammoth_hunters_region_view_hunters import (
            MammothHuntersRegionViewHunters,
        )

        d = dict(src_dict)
        campfires = d.pop("campfires")

        covered = d.pop("covered")

        hunters = MammothHuntersRegionViewHunters.from_dict(d.pop("hunters"))

        mammoths = d.pop("mammoths")

        region = d.pop("region")

        terrain = d.pop("terrain")

        mammoth_hunters_region_view = cls(
            campfires=campfires,
            covered=covered,
            hunters=hunters,
            mammoths=mammoths,
            region=region,
            terrain=terrain,
        )

        mammoth_hunters_region_view.additional_properties = d
        return mammoth_hunters_region_view

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
