from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MammothHuntersHunterRef")


@_attrs_define
class MammothHuntersHunterRef:
    """One hunter named in an Exchange.

    Attributes:
        owner (int): A seat number 0..n-1.
        region (int): A region number 1-12.
        clubbed (bool | Unset): Select a clubbed (true) or an unclubbed (false) hunter. Default: False.
    """

    owner: int
    region: int
    clubbed: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        owner = self.owner

        region = self.region

        clubbed = self.clubbed

        field_dict: dict[str, Any] = {}

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

        mammoth_hunters_hunter_ref = cls(
            owner=owner,
            region=region,
            clubbed=clubbed,
        )

        return mammoth_hunters_hunter_ref
