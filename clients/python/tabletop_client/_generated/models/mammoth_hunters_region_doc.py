from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mammoth_hunters_region_doc_hunters import (
        MammothHuntersRegionDocHunters,
    )


T = TypeVar("T", bound="MammothHuntersRegionDoc")


@_attrs_define
class MammothHuntersRegionDoc:
    """An open region of the document; every key may be left out.

    Attributes:
        campfires (list[int] | Unset): Face-down tile values, bottom of the stack first.
        hunters (MammothHuntersRegionDocHunters | Unset): Per seat number (as a string).
        mammoths (int | Unset):  Default: 0.
    """

    campfires: list[int] | Unset = UNSET
    hunters: MammothHuntersRegionDocHunters | Unset = UNSET
    mammoths: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        campfires: list[int] | Unset = UNSET
        if not isinstance(self.campfires, Unset):
            campfires = self.campfires

        hunters: dict[str, Any] | Unset = UNSET
        if not isinstance(self.hunters, Unset):
            hunters = self.hunters.to_dict()

        mammoths = self.mammoths

        field_dict: dict[str, Any] = {}

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
        from ..models.mammoth_hunters_region_doc_hunters import (
            MammothHuntersRegionDocHunters,
        )

        d = dict(src_dict)
        campfires = cast(list[int], d.pop("campfires", UNSET))

        _hunters = d.pop("hunters", UNSET)
        hunters: MammothHuntersRegionDocHunters | Unset
        if isinstance(_hunters, Unset):
            hunters = UNSET
        else:
            hunters = MammothHuntersRegionDocHunters.from_dict(_hunters)

        mammoths = d.pop("mammoths", UNSET)

        mammoth_hunters_region_doc = cls(
            campfires=campfires,
            hunters=hunters,
            mammoths=mammoths,
        )

        return mammoth_hunters_region_doc
