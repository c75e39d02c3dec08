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

T = TypeVar("T", bound="GameSummaryMessage")


@_attrs_define
class GameSummaryMessage:
    """Where the game stands after a command's events (and when the stream opens on a started game): whose turn it is, the
    running timer, the outcome once over.

        Attributes:
            data (str): A `LiveSummary` as JSON.
            event (Literal['summary']):
            id (str): The game's version (that of the last event before it).
    """

    data: str
    event: Literal["summary"]
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

        event = cast(Literal["summary"], d.pop("event"))
        if event != "summary":
            raise ValueError(f"event must match const 'summary', got '{event}'")

        id = d.pop("id")

        game_summary_message = cls(
            data=data,
            event=event,
            id=id,
        )

        game_summary_message.additional_properties = d
        return game_summary_message

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
