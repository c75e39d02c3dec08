from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PowWowOutcomeView")


@_attrs_define
class PowWowOutcomeView:
    """
    Attributes:
        ranks (list[int]):
        scores (list[int]):
        winners (list[int]):
    """

    ranks: list[int]
    scores: list[int]
    winners: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ranks = self.ranks

        scores = self.scores

        winners = self.winners

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ranks": ranks,
                "scores": scores,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        ranks = cast(list[int], d.pop("ranks"))

        scores = cast(list[int], d.pop("scores"))

        winners = cast(list[int], d.pop("winners"))

        pow_wow_outcome_view = cls(
            ranks=ranks,
            scores=scores,
            winners=winners,
        )

        pow_wow_outcome_view.additional_properties = d
        return pow_wow_outcome_view

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
