from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ClockSetting")


@_attrs_define
class ClockSetting:
    """`{"per_move_s": N}` or `{"bank_s": N, "increment_s": M}`.

    Attributes:
        bank_s (int | None | Unset): Each seat's time bank (s).
        increment_s (int | None | Unset): Seconds added per move.
        per_move_s (int | None | Unset): Seconds for each decision.
    """

    bank_s: int | None | Unset = UNSET
    increment_s: int | None | Unset = UNSET
    per_move_s: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bank_s: int | None | Unset
        if isinstance(self.bank_s, Unset):
            bank_s = UNSET
        else:
            bank_s = self.bank_s

        increment_s: int | None | Unset
        if isinstance(self.increment_s, Unset):
            increment_s = UNSET
        else:
            increment_s = self.increment_s

        per_move_s: int | None | Unset
        if isinstance(self.per_move_s, Unset):
            per_move_s = UNSET
        else:
            per_move_s = self.per_move_s

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if bank_s is not UNSET:
            field_dict["bank_s"] = bank_s
        if increment_s is not UNSET:
            field_dict["increment_s"] = increment_s
        if per_move_s is not UNSET:
            field_dict["per_move_s"] = per_move_s

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_bank_s(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        bank_s = _parse_bank_s(d.pop("bank_s", UNSET))

        def _parse_increment_s(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        increment_s = _parse_increment_s(d.pop("increment_s", UNSET))

        def _parse_per_move_s(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        per_move_s = _parse_per_move_s(d.pop("per_move_s", UNSET))

        clock_setting = cls(
            bank_s=bank_s,
            increment_s=increment_s,
            per_move_s=per_move_s,
        )

        return clock_setting
