from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.player_notice_type import PlayerNoticeType

T = TypeVar("T", bound="PlayerNoticeMessage")


@_attrs_define
class PlayerNoticeMessage:
    """A notice about one of the player's games; `event` is its `type`.

    Attributes:
        data (str): A `PlayerNotice` as JSON.
        event (PlayerNoticeType): What a notification of a signed-in player is about.
    """

    data: str
    event: PlayerNoticeType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data = self.data

        event = self.event.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "data": data,
                "event": event,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        data = d.pop("data")

        event = PlayerNoticeType(d.pop("event"))

        player_notice_message = cls(
            data=data,
            event=event,
        )

        player_notice_message.additional_properties = d
        return player_notice_message

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
