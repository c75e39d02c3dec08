from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PowWowPerson")


@_attrs_define
class PowWowPerson:
    """An Indian on the table named by colour and type, never by card id (D29).

    Attributes:
        colour (str): Colour of the captive or partner.
        type_ (str): Type of the captive or partner.
    """

    colour: str
    type_: str

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        colour = d.pop("colour")

        type_ = d.pop("type")

        pow_wow_person = cls(
            colour=colour,
            type_=type_,
        )

        return pow_wow_person
