from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.pow_wow_person import PowWowPerson


T = TypeVar("T", bound="PowWowOptionBody")


@_attrs_define
class PowWowOptionBody:
    """A booty option as sent in `choose` (decoded loosely: D32, RULES §11.1).

    Attributes:
        kind (str): `own`, `marriage` or `teepees`.
        captive (None | PowWowPerson | Unset): Chief's captive (own option of a chief only).
        partner (None | PowWowPerson | Unset): Marriage partner (marriage option only).
    """

    kind: str
    captive: None | PowWowPerson | Unset = UNSET
    partner: None | PowWowPerson | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.pow_wow_person import PowWowPerson

        kind = self.kind

        captive: dict[str, Any] | None | Unset
        if isinstance(self.captive, Unset):
            captive = UNSET
        elif isinstance(self.captive, PowWowPerson):
            captive = self.captive.to_dict()
        else:
            captive = self.captive

        partner: dict[str, Any] | None | Unset
        if isinstance(self.partner, Unset):
            partner = UNSET
        elif isinstance(self.partner, PowWowPerson):
            partner = self.partner.to_dict()
        else:
            partner = self.partner

        field_dict: dict[str, Any] = {}

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
        from ..models.pow_wow_person import PowWowPerson

        d = dict(src_dict)
        kind = d.pop("kind")

        def _parse_captive(data: object) -> None | PowWowPerson | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                captive_type_0 = PowWowPerson.from_dict(data)

                return captive_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PowWowPerson | Unset, data)

        captive = _parse_captive(d.pop("captive", UNSET))

        def _parse_partner(data: object) -> None | PowWowPerson | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                partner_type_0 = PowWowPerson.from_dict(data)

                return partner_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PowWowPerson | Unset, data)

        partner = _parse_partner(d.pop("partner", UNSET))

        pow_wow_option_body = cls(
            kind=kind,
            captive=captive,
            partner=partner,
        )

        return pow_wow_option_body
