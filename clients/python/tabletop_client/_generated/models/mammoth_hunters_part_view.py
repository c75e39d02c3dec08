from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.mammoth_hunters_part import MammothHuntersPart


T = TypeVar("T", bound="MammothHuntersPartView")


@_attrs_define
class MammothHuntersPartView:
    """The open part of a card action and its public memory (RULES §16.4).

    Attributes:
        card (str):
        copied_from (None | str):
        decider (int):
        memory (MammothHuntersPart): The public memory of one decider's part of a card action (RULES §16.4).
        option (None | str):
        waiting (list[int]): Opponents still to decide.
    """

    card: str
    copied_from: None | str
    decider: int
    memory: MammothHuntersPart
    option: None | str
    waiting: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        copied_from: None | str
        copied_from = self.copied_from

        decider = self.decider

        memory = self.memory.to_dict()

        option: None | str
        option = self.option

        waiting = self.waiting

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "copied_from": copied_from,
                "decider": decider,
                "memory": memory,
                "option": option,
                "waiting": waiting,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mammoth_hunters_part import MammothHuntersPart

        d = dict(src_dict)
        card = d.pop("card")

        def _parse_copied_from(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        copied_from = _parse_copied_from(d.pop("copied_from"))

        decider = d.pop("decider")

        memory = MammothHuntersPart.from_dict(d.pop("memory"))

        def _parse_option(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        option = _parse_option(d.pop("option"))

        waiting = cast(list[int], d.pop("waiting"))

        mammoth_hunters_part_view = cls(
            card=card,
            copied_from=copied_from,
            decider=decider,
            memory=memory,
            option=option,
            waiting=waiting,
        )

        mammoth_hunters_part_view.additional_properties = d
        return mammoth_hunters_part_view

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
