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

T = TypeVar("T", bound="ClansMove")


@_attrs_define
class ClansMove:
    """Move every hut on `from` onto the adjacent, non-empty field `to` (RULES §7).

    Attributes:
        from_ (int): The field whose huts (all of them) are moved; not empty, not a village.
        to (int): An adjacent non-empty field (land or river border, never across a lake).
        type_ (Literal['clans.move']):
    """

    from_: int
    to: int
    type_: Literal["clans.move"]

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        to = self.to

        type_ = self.type_

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

        type_ = cast(Literal["clans.move"], d.pop("type"))
        if type_ != "clans.move":
            raise ValueError(f"type must match const 'clans.move', got '{type_}'")

        clans_move = cls(
            from_=from_,
            to=to,
            type_=type_,
        )

        return clans_move
