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

T = TypeVar("T", bound="DerSchwarmMoveCrab")


@_attrs_define
class DerSchwarmMoveCrab:
    """Place the crab (from supply) and move it clockwise over land (RULES §9.4).

    Attributes:
        place (None | str): Land field to place the crab; only from supply.
        steps (int): Counted steps along the crab ring.
        type_ (Literal['der_schwarm.move_crab']):
    """

    place: None | str
    steps: int
    type_: Literal["der_schwarm.move_crab"]

    def to_dict(self) -> dict[str, Any]:
        place: None | str
        place = self.place

        steps = self.steps

        type_ = self.type_

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

        type_ = cast(Literal["der_schwarm.move_crab"], d.pop("type"))
        if type_ != "der_schwarm.move_crab":
            raise ValueError(
                f"type must match const 'der_schwarm.move_crab', got '{type_}'"
            )

        der_schwarm_move_crab = cls(
            place=place,
            steps=steps,
            type_=type_,
        )

        return der_schwarm_move_crab
