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

from ..models.mammoth_hunters_play_option import MammothHuntersPlayOption
from ..models.mammoth_hunters_play_pile import MammothHuntersPlayPile
from ..types import UNSET, Unset

T = TypeVar("T", bound="MammothHuntersPlay")


@_attrs_define
class MammothHuntersPlay:
    """Play a card with every choice that settles payment and targets (D33).

    Attributes:
        card (str): A card instance id, e.g. `L-SWAP#2`.
        type_ (Literal['mammoth_hunters.play']):
        option (MammothHuntersPlayOption | None | Unset): Mammoth herd option (played or copied).
        pile (MammothHuntersPlayPile | None | Unset): The discard pile a Cult copies.
        target (int | None | Unset): The opponent who resolves a single-target dark card.
    """

    card: str
    type_: Literal["mammoth_hunters.play"]
    option: MammothHuntersPlayOption | None | Unset = UNSET
    pile: MammothHuntersPlayPile | None | Unset = UNSET
    target: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        type_ = self.type_

        option: None | str | Unset
        if isinstance(self.option, Unset):
            option = UNSET
        elif isinstance(self.option, MammothHuntersPlayOption):
            option = self.option.value
        else:
            option = self.option

        pile: None | str | Unset
        if isinstance(self.pile, Unset):
            pile = UNSET
        elif isinstance(self.pile, MammothHuntersPlayPile):
            pile = self.pile.value
        else:
            pile = self.pile

        target: int | None | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        else:
            target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "type": type_,
            }
        )
        if option is not UNSET:
            field_dict["option"] = option
        if pile is not UNSET:
            field_dict["pile"] = pile
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        type_ = cast(Literal["mammoth_hunters.play"], d.pop("type"))
        if type_ != "mammoth_hunters.play":
            raise ValueError(
                f"type must match const 'mammoth_hunters.play', got '{type_}'"
            )

        def _parse_option(data: object) -> MammothHuntersPlayOption | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                option_type_0 = MammothHuntersPlayOption(data)

                return option_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MammothHuntersPlayOption | None | Unset, data)

        option = _parse_option(d.pop("option", UNSET))

        def _parse_pile(data: object) -> MammothHuntersPlayPile | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                pile_type_0 = MammothHuntersPlayPile(data)

                return pile_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MammothHuntersPlayPile | None | Unset, data)

        pile = _parse_pile(d.pop("pile", UNSET))

        def _parse_target(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        target = _parse_target(d.pop("target", UNSET))

        mammoth_hunters_play = cls(
            card=card,
            type_=type_,
            option=option,
            pile=pile,
            target=target,
        )

        return mammoth_hunters_play
