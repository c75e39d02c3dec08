from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.clans_move_type import ClansMoveType

T = TypeVar("T", bound="ClansMove")


@_attrs_define
class ClansMove:
    """Move every hut on `from` onto the adjacent, non-empty field `to` (RULES §7).

    Attributes:
        from_ (int): The field whose huts (all of them) are moved; not empty, not a village.
        to (int): An adjacent non-empty field (land or river border, never across a lake).
        type_ (ClansMoveType):
    """

    from_: int
    to: int
    type_: ClansMoveType

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        to = self.to

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        from_ = d.pop("from")

        to = d.pop("to")

        type_ = ClansMoveType(d.pop("type"))

        clans_move = cls(
            from_=from_,
            to=to,
            type_=type_,
        )

        return clans_move
