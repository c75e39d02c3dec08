from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.mammoth_hunters_hand_count import MammothHuntersHandCount


T = TypeVar("T", bound="MammothHuntersLoadedSeat")


@_attrs_define
class MammothHuntersLoadedSeat:
    """A seat of `position_loaded`; `hand` is the colour counts in another seat's copy.

    Attributes:
        hand (list[str] | MammothHuntersHandCount): The card ids; {light, dark} colour counts in redacted copies.
        held_clubs (int):
        stones (int):
        vp (int):
    """

    hand: list[str] | MammothHuntersHandCount
    held_clubs: int
    stones: int
    vp: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hand: dict[str, Any] | list[str]
        if isinstance(self.hand, list):
            hand = self.hand

        else:
            hand = self.hand.to_dict()

        held_clubs = self.held_clubs

        stones = self.stones

        vp = self.vp

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hand": hand,
                "held_clubs": held_clubs,
                "stones": stones,
                "vp": vp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mammoth_hunters_hand_count import MammothHuntersHandCount

        d = dict(src_dict)

        def _parse_hand(data: object) -> list[str] | MammothHuntersHandCount:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = cast(list[str], data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            hand_type_1 = MammothHuntersHandCount.from_dict(data)

            return hand_type_1

        hand = _parse_hand(d.pop("hand"))

        held_clubs = d.pop("held_clubs")

        stones = d.pop("stones")

        vp = d.pop("vp")

        mammoth_hunters_loaded_seat = cls(
            hand=hand,
            held_clubs=held_clubs,
            stones=stones,
            vp=vp,
        )

        mammoth_hunters_loaded_seat.additional_properties = d
        return mammoth_hunters_loaded_seat

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
