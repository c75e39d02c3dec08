from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MammothHuntersDiscardDoc")


@_attrs_define
class MammothHuntersDiscardDoc:
    """A card of a discard pile.

    Attributes:
        card (str): The card id.
        hidden (bool | Unset): A hidden discard (D7). Default: False.
    """

    card: str
    hidden: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        hidden = self.hidden

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
            }
        )
        if hidden is not UNSET:
            field_dict["hidden"] = hidden

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        hidden = d.pop("hidden", UNSET)

        mammoth_hunters_discard_doc = cls(
            card=card,
            hidden=hidden,
        )

        return mammoth_hunters_discard_doc
