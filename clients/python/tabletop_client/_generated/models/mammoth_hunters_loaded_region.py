from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mammoth_hunters_loaded_region_hunters import (
        MammothHuntersLoadedRegionHunters,
    )


T = TypeVar("T", bound="MammothHuntersLoadedRegion")


@_attrs_define
class MammothHuntersLoadedRegion:
    """A region of `position_loaded`; `campfires` is the tile count in redacted copies.

    Attributes:
        campfires (int | list[int] | Unset): Face-down tile values, bottom first; the tile count in redacted copies.
        hunters (MammothHuntersLoadedRegionHunters | Unset):
        mammoths (int | Unset):  Default: 0.
    """

    campfires: int | list[int] | Unset = UNSET
    hunters: MammothHuntersLoadedRegionHunters | Unset = UNSET
    mammoths: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        campfires: int | list[int] | Unset
        if isinstance(self.campfires, Unset):
            campfires = UNSET
        elif isinstance(self.campfires, list):
            campfires = self.campfires

        else:
            campfires = self.campfires

        hunters: dict[str, Any] | Unset = UNSET
        if not isinstance(self.hunters, Unset):
            hunters = self.hunters.to_dict()

        mammoths = self.mammoths

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if campfires is not UNSET:
            field_dict["campfires"] = campfires
        if hunters is not UNSET:
            field_dict["hunters"] = hunters
        if mammoths is not UNSET:
            field_dict["mammoths"] = mammoths

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mammoth_hunters_loaded_region_hunters import (
            MammothHuntersLoadedRegionHunters,
        )

        d = dict(src_dict)

        def _parse_campfires(data: object) -> int | list[int] | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                campfires_type_0 = cast(list[int], data)

                return campfires_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[int] | Unset, data)

        campfires = _parse_campfires(d.pop("campfires", UNSET))

        _hunters = d.pop("hunters", UNSET)
        hunters: MammothHuntersLoadedRegionHunters | Unset
        if isinstance(_hunters, Unset):
            hunters = UNSET
        else:
            hunters = MammothHuntersLoadedRegionHunters.from_dict(_hunters)

        mammoths = d.pop("mammoths", UNSET)

        mammoth_hunters_loaded_region = cls(
            campfires=campfires,
            hunters=hunters,
            mammoths=mammoths,
        )

        mammoth_hunters_loaded_region.additional_properties = d
        return mammoth_hunters_loaded_region

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
