from __future__ import annotations

import datetime
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

from ..types import UNSET, Unset

T = TypeVar("T", bound="TabletopGameAbandoned")


@_attrs_define
class TabletopGameAbandoned:
    """The game ended (outcome reason `abandoned`): every human seat was absent, or a game
    without a human seat reached the server's limit of commands.

        Attributes:
            recorded_at (datetime.datetime): When the event was appended (RFC 3339).
            type_ (Literal['tabletop.game_abandoned']):
            version (int): The event's game version.
            reason (str | Unset): Why: `absent` (every human seat was absent; left out of the event, as in every log written
                before there was another reason) or `bot_only_commands` (no seat is a human's and the bots played the server's
                limit of commands, TABLETOP_BOT_ONLY_COMMANDS: docs/fair-play.md). Default: 'absent'.
    """

    recorded_at: datetime.datetime
    type_: Literal["tabletop.game_abandoned"]
    version: int
    reason: str | Unset = "absent"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        recorded_at = self.recorded_at.isoformat()

        type_ = self.type_

        version = self.version

        reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "recorded_at": recorded_at,
                "type": type_,
                "version": version,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        type_ = cast(Literal["tabletop.game_abandoned"], d.pop("type"))
        if type_ != "tabletop.game_abandoned":
            raise ValueError(
                f"type must match const 'tabletop.game_abandoned', got '{type_}'"
            )

        version = d.pop("version")

        reason = d.pop("reason", UNSET)

        tabletop_game_abandoned = cls(
            recorded_at=recorded_at,
            type_=type_,
            version=version,
            reason=reason,
        )

        tabletop_game_abandoned.additional_properties = d
        return tabletop_game_abandoned

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
