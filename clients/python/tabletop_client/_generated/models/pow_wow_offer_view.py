from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.pow_wow_booty_option import PowWowBootyOption


T = TypeVar("T", bound="PowWowOfferView")


@_attrs_define
class PowWowOfferView:
    """
    Attributes:
        cards (list[str]): Card ids it would collect, stacking order (D15).
        option (PowWowBootyOption): One booty option: `own` (a chief's with its captive), `teepees` or `marriage`
            (§5.3).
    """

    cards: list[str]
    option: PowWowBootyOption
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        option = self.option.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "option": option,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.pow_wow_booty_option import PowWowBootyOption

        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        option = PowWowBootyOption.from_dict(d.pop("option"))

        pow_wow_offer_view = cls(
            cards=cards,
            option=option,
        )

        pow_wow_offer_view.additional_properties = d
        return pow_wow_offer_view

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
