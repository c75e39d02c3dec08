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

T = TypeVar("T", bound="MammothHuntersPlaceHunter")


@_attrs_define
class MammothHuntersPlaceHunter:
    """One placement slot of a card action.

    Attributes:
        region (int): A region number 1-12.
        type_ (Literal['mammoth_hunters.place_hunter']):
        club (bool | Unset): Attach one held club to the own hunter this step places or moves. Default: False.
    """

    region: int
    type_: Literal["mammoth_hunters.place_hunter"]
    club: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        region = self.region

        type_ = self.type_

        club = self.club

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "region": region,
                "type": type_,
            }
        )
        if club is not UNSET:
            field_dict["club"] = club

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        region = d.pop("region")

        type_ = cast(Literal["mammoth_hunters.place_hunter"], d.pop("type"))
        if type_ != "mammoth_hunters.place_hunter":
            raise ValueError(
                f"type must match const 'mammoth_hunters.place_hunter', got '{type_}'"
            )

        club = d.pop("club", UNSET)

        mammoth_hunters_place_hunter = cls(
            region=region,
            type_=type_,
            club=club,
        )

        return mammoth_hunters_place_hunter
