from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MammothHuntersHunterCounts")


@_attrs_define
class MammothHuntersHunterCounts:
    """One seat's hunters in a region of a position document (RULES §16.9).

    Attributes:
        clubbed (int | Unset): Clubbed hunters. Default: 0.
        plain (int | Unset): Unclubbed hunters. Default: 0.
    """

    clubbed: int | Unset = 0
    plain: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        clubbed = self.clubbed

        plain = self.plain

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if clubbed is not UNSET:
            field_dict["clubbed"] = clubbed
        if plain is not UNSET:
            field_dict["plain"] = plain

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        clubbed = d.pop("clubbed", UNSET)

        plain = d.pop("plain", UNSET)

        mammoth_hunters_hunter_counts = cls(
            clubbed=clubbed,
            plain=plain,
        )

        return mammoth_hunters_hunter_counts
