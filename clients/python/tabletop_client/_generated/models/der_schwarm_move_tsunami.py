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

T = TypeVar("T", bound="DerSchwarmMoveTsunami")


@_attrs_define
class DerSchwarmMoveTsunami:
    """Move a new or existing tsunami in a straight line (RULES §9.3, D57).

    Attributes:
        direction (None | str): One of the 8 directions; null with 0 steps.
        steps (int): Steps (fields entered, leaving counts).
        tsunami (str): "new" or a tsunami id.
        type_ (Literal['der_schwarm.move_tsunami']):
    """

    direction: None | str
    steps: int
    tsunami: str
    type_: Literal["der_schwarm.move_tsunami"]

    def to_dict(self) -> dict[str, Any]:
        direction: None | str
        direction = self.direction

        steps = self.steps

        tsunami = self.tsunami

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "direction": direction,
                "steps": steps,
                "tsunami": tsunami,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_direction(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        direction = _parse_direction(d.pop("direction"))

        steps = d.pop("steps")

        tsunami = d.pop("tsunami")

        type_ = cast(Literal["der_schwarm.move_tsunami"], d.pop("type"))
        if type_ != "der_schwarm.move_tsunami":
            raise ValueError(
                f"type must match const 'der_schwarm.move_tsunami', got '{type_}'"
            )

        der_schwarm_move_tsunami = cls(
            direction=direction,
            steps=steps,
            tsunami=tsunami,
            type_=type_,
        )

        return der_schwarm_move_tsunami
