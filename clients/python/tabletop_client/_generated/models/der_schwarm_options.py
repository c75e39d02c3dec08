from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="DerSchwarmOptions")


@_attrs_define
class DerSchwarmOptions:
    """Variants and setup inputs (RULES §14, §6 step 6, D31).

    Attributes:
        dangerous_tsunami (bool | Unset): Dangerous tsunami variant: splash damage (RULES §14.2). Default: False.
        free_start (bool | Unset): Free start placement variant (RULES §14.1). Default: False.
        hidden_hands (bool | Unset): Hidden hands variant (RULES §14.3, D47). Default: False.
        initial_order (list[int] | None | Unset): Initial turn order, seats from track space 1; drawn when absent (D31).
    """

    dangerous_tsunami: bool | Unset = False
    free_start: bool | Unset = False
    hidden_hands: bool | Unset = False
    initial_order: list[int] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        dangerous_tsunami = self.dangerous_tsunami

        free_start = self.free_start

        hidden_hands = self.hidden_hands

        initial_order: list[int] | None | Unset
        if isinstance(self.initial_order, Unset):
            initial_order = UNSET
        elif isinstance(self.initial_order, list):
            initial_order = self.initial_order

        else:
            initial_order = self.initial_order

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if dangerous_tsunami is not UNSET:
            field_dict["dangerous_tsunami"] = dangerous_tsunami
        if free_start is not UNSET:
            field_dict["free_start"] = free_start
        if hidden_hands is not UNSET:
            field_dict["hidden_hands"] = hidden_hands
        if initial_order is not UNSET:
            field_dict["initial_order"] = initial_order

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        dangerous_tsunami = d.pop("dangerous_tsunami", UNSET)

        free_start = d.pop("free_start", UNSET)

        hidden_hands = d.pop("hidden_hands", UNSET)

        def _parse_initial_order(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                initial_order_type_0 = cast(list[int], data)

                return initial_order_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        initial_order = _parse_initial_order(d.pop("initial_order", UNSET))

        der_schwarm_options = cls(
            dangerous_tsunami=dangerous_tsunami,
            free_start=free_start,
            hidden_hands=hidden_hands,
            initial_order=initial_order,
        )

        return der_schwarm_options
