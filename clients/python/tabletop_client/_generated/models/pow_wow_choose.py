from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.pow_wow_option_body import PowWowOptionBody


T = TypeVar("T", bound="PowWowChoose")


@_attrs_define
class PowWowChoose:
    """Pick one of the listed booty options when the claim's turn comes (D8).

    Attributes:
        option (PowWowOptionBody): A booty option as sent in `choose` (decoded loosely: D32, RULES §11.1).
        type_ (Literal['pow_wow.choose']):
        window (int): Window number (1–114) this command is for.
    """

    option: PowWowOptionBody
    type_: Literal["pow_wow.choose"]
    window: int

    def to_dict(self) -> dict[str, Any]:
        option = self.option.to_dict()

        type_ = self.type_

        window = self.window

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "option": option,
                "type": type_,
                "window": window,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.pow_wow_option_body import PowWowOptionBody

        d = dict(src_dict)
        option = PowWowOptionBody.from_dict(d.pop("option"))

        type_ = cast(Literal["pow_wow.choose"], d.pop("type"))
        if type_ != "pow_wow.choose":
            raise ValueError(f"type must match const 'pow_wow.choose', got '{type_}'")

        window = d.pop("window")

        pow_wow_choose = cls(
            option=option,
            type_=type_,
            window=window,
        )

        return pow_wow_choose
