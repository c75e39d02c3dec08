from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="DerSchwarmShipStep")


@_attrs_define
class DerSchwarmShipStep:
    """Move one own ship one field (RULES §8.2).

    Attributes:
        from_field (str): Field of the ship that moves.
        to_field (str): Orthogonally adjacent water field.
        type_ (Literal['der_schwarm.ship_step']):
    """

    from_field: str
    to_field: str
    type_: Literal["der_schwarm.ship_step"]

    def to_dict(self) -> dict[str, Any]:
        from_field = self.from_field

        to_field = self.to_field

        type_ = self.type_

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

        type_ = cast(Literal["der_schwarm.ship_step"], d.pop("type"))
        if type_ != "der_schwarm.ship_step":
            raise ValueError(
                f"type must match const 'der_schwarm.ship_step', got '{type_}'"
            )

        der_schwarm_ship_step = cls(
            from_field=from_field,
            to_field=to_field,
            type_=type_,
        )

        return der_schwarm_ship_step
