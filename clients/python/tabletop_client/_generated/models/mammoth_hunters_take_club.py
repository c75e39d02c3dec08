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

T = TypeVar("T", bound="MammothHuntersTakeClub")


@_attrs_define
class MammothHuntersTakeClub:
    """Gain a club: attach it to an own unclubbed hunter in `attach_to`, or hold it (null).

    Attributes:
        type_ (Literal['mammoth_hunters.take_club']):
        attach_to (int | None | Unset): Region of the own hunter, or null to hold it.
    """

    type_: Literal["mammoth_hunters.take_club"]
    attach_to: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        attach_to: int | None | Unset
        if isinstance(self.attach_to, Unset):
            attach_to = UNSET
        else:
            attach_to = self.attach_to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if attach_to is not UNSET:
            field_dict["attach_to"] = attach_to

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["mammoth_hunters.take_club"], d.pop("type"))
        if type_ != "mammoth_hunters.take_club":
            raise ValueError(
                f"type must match const 'mammoth_hunters.take_club', got '{type_}'"
            )

        def _parse_attach_to(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        attach_to = _parse_attach_to(d.pop("attach_to", UNSET))

        mammoth_hunters_take_club = cls(
            type_=type_,
            attach_to=attach_to,
        )

        return mammoth_hunters_take_club
