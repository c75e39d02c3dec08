from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.der_schwarm_ship_step_type import DerSchwarmShipStepType

T = TypeVar("T", bound="DerSchwarmShipStep")


@_attrs_define
class DerSchwarmShipStep:
    """Move one own ship one field (RULES §8.2).

    Attributes:
        from_field (str): Field of the ship that moves.
        to_field (str): Orthogonally adjacent water field.
        type_ (DerSchwarmShipStepType):
    """

    from_field: str
    to_field: str
    type_: DerSchwarmShipStepType

    def to_dict(self) -> dict[str, Any]:
        from_field = self.from_field

        to_field = self.to_field

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from_field": from_field,
                "to_field": to_field,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        from_field = d.pop("from_field")

        to_field = d.pop("to_field")

        type_ = DerSchwarmShipStepType(d.pop("type"))

        der_schwarm_ship_step = cls(
            from_field=from_field,
            to_field=to_field,
            type_=type_,
        )

        return der_schwarm_ship_step
