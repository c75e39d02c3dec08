from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ClansVillage")


@_attrs_define
class ClansVillage:
    """A founded village (RULES §8.2, §10).

    Attributes:
        chip (int): The chip it took (1–12); villages are in chip order.
        epoch (int): The epoch of that chip, 1–5 (D9).
        field (int): The village's field id.
        value (int): What each colour present scored from it.
    """

    chip: int
    epoch: int
    field: int
    value: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        chip = self.chip

        epoch = self.epoch

        field = self.field

        value = self.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "chip": chip,
                "epoch": epoch,
                "field": field,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        chip = d.pop("chip")

        epoch = d.pop("epoch")

        field = d.pop("field")

        value = d.pop("value")

        clans_village = cls(
            chip=chip,
            epoch=epoch,
            field=field,
            value=value,
        )

        clans_village.additional_properties = d
        return clans_village

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
