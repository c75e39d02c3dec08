from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Revision")


@_attrs_define
class Revision:
    """
    Attributes:
        changes (list[str]): What changed from the revision before, by decision.
        date (str): When it took effect (ISO date).
        number (int): 1, 2, …; a game keeps its revision for life.
    """

    changes: list[str]
    date: str
    number: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        changes = self.changes

        date = self.date

        number = self.number

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "changes": changes,
                "date": date,
                "number": number,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        changes = cast(list[str], d.pop("changes"))

        date = d.pop("date")

        number = d.pop("number")

        revision = cls(
            changes=changes,
            date=date,
            number=number,
        )

        revision.additional_properties = d
        return revision

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
