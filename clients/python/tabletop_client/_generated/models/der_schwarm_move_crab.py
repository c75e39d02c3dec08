from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.der_schwarm_move_crab_type import DerSchwarmMoveCrabType

T = TypeVar("T", bound="DerSchwarmMoveCrab")


@_attrs_define
class DerSchwarmMoveCrab:
    """Place the crab (from supply) and move it clockwise over land (RULES §9.4).

    Attributes:
        place (None | str): Land field to place the crab; only from supply.
        steps (int): Counted steps along the crab ring.
        type_ (DerSchwarmMoveCrabType):
    """

    place: None | str
    steps: int
    type_: DerSchwarmMoveCrabType

    def to_dict(self) -> dict[str, Any]:
        place: None | str
        place = self.place

        steps = self.steps

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "place": place,
                "steps": steps,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_place(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        place = _parse_place(d.pop("place"))

        steps = d.pop("steps")

        type_ = DerSchwarmMoveCrabType(d.pop("type"))

        der_schwarm_move_crab = cls(
            place=place,
            steps=steps,
            type_=type_,
        )

        return der_schwarm_move_crab
