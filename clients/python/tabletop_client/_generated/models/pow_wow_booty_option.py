from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.pow_wow_indian import PowWowIndian


T = TypeVar("T", bound="PowWowBootyOption")


@_attrs_define
class PowWowBootyOption:
    """One booty option: `own` (a chief's with its captive), `teepees` or `marriage` (§5.3).

    Attributes:
        kind (str):
        captive (None | PowWowIndian | Unset):
        partner (None | PowWowIndian | Unset):
    """

    kind: str
    captive: None | PowWowIndian | Unset = UNSET
    partner: None | PowWowIndian | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.pow_wow_indian import PowWowIndian

        kind = self.kind

        captive: dict[str, Any] | None | Unset
        if isinstance(self.captive, Unset):
            captive = UNSET
        elif isinstance(self.captive, PowWowIndian):
            captive = self.captive.to_dict()
        else:
            captive = self.captive

        partner: dict[str, Any] | None | Unset
        if isinstance(self.partner, Unset):
            partner = UNSET
        elif isinstance(self.partner, PowWowIndian):
            partner = self.partner.to_dict()
        else:
            partner = self.partner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
            }
        )
        if captive is not UNSET:
            field_dict["captive"] = captive
        if partner is not UNSET:
            field_dict["partner"] = partner

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.pow_wow_indian import PowWowIndian

        d = dict(src_dict)
        kind = d.pop("kind")

        def _parse_captive(data: object) -> None | PowWowIndian | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                captive_type_0 = PowWowIndian.from_dict(data)

                return captive_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PowWowIndian | Unset, data)

        captive = _parse_captive(d.pop("captive", UNSET))

        def _parse_partner(data: object) -> None | PowWowIndian | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                partner_type_0 = PowWowIndian.from_dict(data)

                return partner_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PowWowIndian | Unset, data)

        partner = _parse_partner(d.pop("partner", UNSET))

        pow_wow_booty_option = cls(
            kind=kind,
            captive=captive,
            partner=partner,
        )

        pow_wow_booty_option.additional_properties = d
        return pow_wow_booty_option

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
