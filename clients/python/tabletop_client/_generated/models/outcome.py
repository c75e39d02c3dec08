from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Outcome")


@_attrs_define
class Outcome:
    """How a finished game ended, in the same shape for every game (per-seat lists).

    Attributes:
        ranks (list[int]):
        reason (str):
        scores (list[int]):
        winners (list[int]):
    """

    ranks: list[int]
    reason: str
    scores: list[int]
    winners: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ranks = self.ranks

        reason = self.reason

        scores = self.scores

        winners = self.winners

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ranks": ranks,
                "reason": reason,
                "scores": scores,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        ranks = cast(list[int], d.pop("ranks"))

        reason = d.pop("reason")

        scores = cast(list[int], d.pop("scores"))

        winners = cast(list[int], d.pop("winners"))

        outcome = cls(
            ranks=ranks,
            reason=reason,
            scores=scores,
            winners=winners,
        )

        outcome.additional_properties = d
        return outcome

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
