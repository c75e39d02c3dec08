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

T = TypeVar("T", bound="MammothHuntersMoveHunter")


@_attrs_define
class MammothHuntersMoveHunter:
    """Move one hunter of seat `owner`.

    Attributes:
        from_region (int): A region number 1-12.
        owner (int): A seat number 0..n-1.
        to_region (int): A region number 1-12.
        type_ (Literal['mammoth_hunters.move_hunter']):
        club (bool | Unset): Attach one held club to the own hunter this step places or moves. Default: False.
        clubbed (bool | Unset): Select a clubbed (true) or an unclubbed (false) hunter. Default: False.
    """

    from_region: int
    owner: int
    to_region: int
    type_: Literal["mammoth_hunters.move_hunter"]
    club: bool | Unset = False
    clubbed: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        from_region = self.from_region

        owner = self.owner

        to_region = self.to_region

        type_ = self.type_

        club = self.club

        clubbed = self.clubbed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from_region": from_region,
                "owner": owner,
                "to_region": to_region,
                "type": type_,
            }
        )
        if club is not UNSET:
            field_dict["club"] = club
        if clubbed is not UNSET:
            field_dict["clubbed"] = clubbed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        from_region = d.pop("from_region")

        owner = d.pop("owner")

        to_region = d.pop("to_region")

        type_ = cast(Literal["mammoth_hunters.move_hunter"], d.pop("type"))
        if type_ != "mammoth_hunters.move_hunter":
            raise ValueError(
                f"type must match const 'mammoth_hunters.move_hunter', got '{type_}'"
            )

        club = d.pop("club", UNSET)

        clubbed = d.pop("clubbed", UNSET)

        mammoth_hunters_move_hunter = cls(
            from_region=from_region,
            owner=owner,
            to_region=to_region,
            type_=type_,
            club=club,
            clubbed=clubbed,
        )

        return mammoth_hunters_move_hunter
