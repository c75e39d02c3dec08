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
from attrs import field as _attrs_field

T = TypeVar("T", bound="LobbyGameMessage")


@_attrs_define
class LobbyGameMessage:
    """A game's lobby summary, as it is now.

    Attributes:
        data (str): A `GameSummary` as JSON.
        event (Literal['game']):
        id (str): The lobby projection's position when it was read.
    """

    data: str
    event: Literal["game"]
    id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data = self.data

        event = self.event

        id = self.id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "data": data,
                "event": event,
                "id": id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        data = d.pop("data")

        event = cast(Literal["game"], d.pop("event"))
        if event != "game":
            raise ValueError(f"event must match const 'game', got '{event}'")

        id = d.pop("id")

        lobby_game_message = cls(
            data=data,
            event=event,
            id=id,
        )

        lobby_game_message.additional_properties = d
        return lobby_game_message

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
