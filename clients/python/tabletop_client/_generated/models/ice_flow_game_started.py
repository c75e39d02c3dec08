from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ice_flow_options import IceFlowOptions


T = TypeVar("T", bound="IceFlowGameStarted")


@_attrs_define
class IceFlowGameStarted:
    """
    Attributes:
        options (IceFlowOptions): Game options (RULES §17): only the start player.
        players (int):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        start_player (int):
        type_ (Literal['ice_flow.game_started']):
        version (int): The event's game version.
        from_position (bool | Unset):  Default: False.
    """

    options: IceFlowOptions
    players: int
    recorded_at: datetime.datetime
    start_player: int
    type_: Literal["ice_flow.game_started"]
    version: int
    from_position: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        options = self.options.to_dict()

        players = self.players

        recorded_at = self.recorded_at.isoformat()

        start_player = self.start_player

        type_ = self.type_

        version = self.version

        from_position = self.from_position

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "options": options,
                "players": players,
                "recorded_at": recorded_at,
                "start_player": start_player,
                "type": type_,
                "version": version,
            }
        )
        if from_position is not UNSET:
            field_dict["from_position"] = from_position

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ice_flow_options import IceFlowOptions

        d = dict(src_dict)
        options = IceFlowOptions.from_dict(d.pop("options"))

        players = d.pop("players")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        start_player = d.pop("start_player")

        type_ = cast(Literal["ice_flow.game_started"], d.pop("type"))
        if type_ != "ice_flow.game_started":
            raise ValueError(
                f"type must match const 'ice_flow.game_started', got '{type_}'"
            )

        version = d.pop("version")

        from_position = d.pop("from_position", UNSET)

        ice_flow_game_started = cls(
            options=options,
            players=players,
            recorded_at=recorded_at,
            start_player=start_player,
            type_=type_,
            version=version,
            from_position=from_position,
        )

        ice_flow_game_started.additional_properties = d
        return ice_flow_game_started

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
