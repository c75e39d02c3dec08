from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.clans_position_document_fields_additional_property import (
        ClansPositionDocumentFieldsAdditionalProperty,
    )


T = TypeVar("T", bound="ClansPositionDocumentFields")


@_attrs_define
class ClansPositionDocumentFields:
    """Non-empty fields only: field id (decimal string) → huts by colour."""

    additional_properties: dict[str, ClansPositionDocumentFieldsAdditionalProperty] = (
        _attrs_field(init=False, factory=dict)
    )

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.clans_position_document_fields_additional_property import (
            ClansPositionDocumentFieldsAdditionalProperty,
        )

        d = dict(src_dict)
        clans_position_document_fields = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = (
                ClansPositionDocumentFieldsAdditionalProperty.from_dict(prop_dict)
            )

            additional_properties[prop_name] = additional_property

        clans_position_document_fields.additional_properties = additional_properties
        return clans_position_document_fields

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> ClansPositionDocumentFieldsAdditionalProperty:
        return self.additional_properties[key]

    def __setitem__(
        self, key: str, value: ClansPositionDocumentFieldsAdditionalProperty
    ) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
