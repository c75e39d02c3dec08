from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="MammothHuntersHunterAt")


@_attrs_define
class MammothHuntersHunterAt:
    """A hunter named in an exchange.

    Attributes:
        owner (int):
        region (int):
        clubbed (bool | Unset):  Default: False.
    """

    owner: int
    region: int
    clubbed: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        owner = self.owner

        region = self.region

        clubbed = self.clubbed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "owner": owner,
                "region": region,
            }
        )
        if clubbed is not UNSET:
            field_dict["clubbed"] = clubbed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        owner = d.pop("owner")

        region = d.pop("region")

        clubbed = d.pop("clubbed", UNSET)

        mammoth_hunters_hunter_at = cls(
            owner=owner,
            region=region,
            clubbed=clubbed,
        )

        mammoth_hunters_hunter_at.additional_properties = d
        return mammoth_hunters_hunter_at

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
