from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.pow_wow_claim_view import PowWowClaimView
    from ..models.pow_wow_offer_view import PowWowOfferView


T = TypeVar("T", bound="PowWowResolutionView")


@_attrs_define
class PowWowResolutionView:
    """
    Attributes:
        awaiting_seat (int): The seat that must choose a booty option (D8).
        choice_timeout_ms (int): Time to choose before the default applies (D8).
        claim (PowWowClaimView):
        claims (list[PowWowClaimView]): All claims of the window, in order.
        options (list[PowWowOfferView]): Its options in listing order (§11.5).
        window (int): The window being resolved.
    """

    awaiting_seat: int
    choice_timeout_ms: int
    claim: PowWowClaimView
    claims: list[PowWowClaimView]
    options: list[PowWowOfferView]
    window: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        awaiting_seat = self.awaiting_seat

        choice_timeout_ms = self.choice_timeout_ms

        claim = self.claim.to_dict()

        claims = []
        for claims_item_data in self.claims:
            claims_item = claims_item_data.to_dict()
            claims.append(claims_item)

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)

        window = self.window

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "awaiting_seat": awaiting_seat,
                "choice_timeout_ms": choice_timeout_ms,
                "claim": claim,
                "claims": claims,
                "options": options,
                "window": window,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.pow_wow_claim_view import PowWowClaimView
        from ..models.pow_wow_offer_view import PowWowOfferView

        d = dict(src_dict)
        awaiting_seat = d.pop("awaiting_seat")

        choice_timeout_ms = d.pop("choice_timeout_ms")

        claim = PowWowClaimView.from_dict(d.pop("claim"))

        claims = []
        _claims = d.pop("claims")
        for claims_item_data in _claims:
            claims_item = PowWowClaimView.from_dict(claims_item_data)

            claims.append(claims_item)

        options = []
        _options = d.pop("options")
        for options_item_data in _options:
            options_item = PowWowOfferView.from_dict(options_item_data)

            options.append(options_item)

        window = d.pop("window")

        pow_wow_resolution_view = cls(
            awaiting_seat=awaiting_seat,
            choice_timeout_ms=choice_timeout_ms,
            claim=claim,
            claims=claims,
            options=options,
            window=window,
        )

        pow_wow_resolution_view.additional_properties = d
        return pow_wow_resolution_view

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
