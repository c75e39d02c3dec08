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

T = TypeVar("T", bound="MammothHuntersMoveCampfire")


@_attrs_define
class MammothHuntersMoveCampfire:
    """Move the origin's top campfire tile, unseen (D36).

    Attributes:
        from_region (int): A region number 1-12.
        to_region (int): A region number 1-12.
        type_ (Literal['mammoth_hunters.move_campfire']):
    """

    from_region: int
    to_region: int
    type_: Literal["mammoth_hunters.move_campfire"]

    def to_dict(self) -> dict[str, Any]:
        from_region = self.from_region

        to_region = self.to_region

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from_region": from_region,
                "to_region": to_region,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        from_region = d.pop("from_region")

        to_region = d.pop("to_region")

        type_ = cast(Literal["mammoth_hunters.move_campfire"], d.pop("type"))
        if type_ != "mammoth_hunters.move_campfire":
            raise ValueError(
                f"type must match const 'mammoth_hunters.move_campfire', got '{type_}'"
            )

        mammoth_hunters_move_campfire = cls(
            from_region=from_region,
            to_region=to_region,
            type_=type_,
        )

        return mammoth_hunters_move_campfire
