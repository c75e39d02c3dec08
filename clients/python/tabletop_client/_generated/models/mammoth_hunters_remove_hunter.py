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

T = TypeVar("T", bound="MammothHuntersRemoveHunter")


@_attrs_define
class MammothHuntersRemoveHunter:
    """Raid / Ambush: take one hunter off the board to its owner's pool.

    Attributes:
        owner (int): A seat number 0..n-1.
        region (int): A region number 1-12.
        type_ (Literal['mammoth_hunters.remove_hunter']):
        clubbed (bool | Unset): Select a clubbed (true) or an unclubbed (false) hunter. Default: False.
    """

    owner: int
    region: int
    type_: Literal["mammoth_hunters.remove_hunter"]
    clubbed: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        owner = self.owner

        region = self.region

        type_ = self.type_

        clubbed = self.clubbed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "owner": owner,
                "region": region,
                "type": type_,
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

        type_ = cast(Literal["mammoth_hunters.remove_hunter"], d.pop("type"))
        if type_ != "mammoth_hunters.remove_hunter":
            raise ValueError(
                f"type must match const 'mammoth_hunters.remove_hunter', got '{type_}'"
            )

        clubbed = d.pop("clubbed", UNSET)

        mammoth_hunters_remove_hunter = cls(
            owner=owner,
            region=region,
            type_=type_,
            clubbed=clubbed,
        )

        return mammoth_hunters_remove_hunter
