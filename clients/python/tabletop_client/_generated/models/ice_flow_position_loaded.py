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
    from ..models.ice_flow_backpack_record import IceFlowBackpackRecord
    from ..models.ice_flow_floe_record import IceFlowFloeRecord
    from ..models.ice_flow_pile_record import IceFlowPileRecord


T = TypeVar("T", bound="IceFlowPositionLoaded")


@_attrs_define
class IceFlowPositionLoaded:
    """The position document; `draw_pile` is replaced by `count` in redacted copies.

    Attributes:
        active_seat (int):
        backpacks (list[IceFlowBackpackRecord]):
        discard_pile (list[str]):
        explorers (list[str]):
        floes (list[IceFlowFloeRecord]):
        island (IceFlowPileRecord):
        players (int):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        type_ (Literal['ice_flow.position_loaded']):
        version (int): The event's game version.
        count (int | None | Unset):
        draw_pile (list[str] | None | Unset):
    """

    active_seat: int
    backpacks: list[IceFlowBackpackRecord]
    discard_pile: list[str]
    explorers: list[str]
    floes: list[IceFlowFloeRecord]
    island: IceFlowPileRecord
    players: int
    recorded_at: datetime.datetime
    type_: Literal["ice_flow.position_loaded"]
    version: int
    count: int | None | Unset = UNSET
    draw_pile: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        active_seat = self.active_seat

        backpacks = []
        for backpacks_item_data in self.backpacks:
            backpacks_item = backpacks_item_data.to_dict()
            backpacks.append(backpacks_item)

        discard_pile = self.discard_pile

        explorers = self.explorers

        floes = []
        for floes_item_data in self.floes:
            floes_item = floes_item_data.to_dict()
            floes.append(floes_item)

        island = self.island.to_dict()

        players = self.players

        recorded_at = self.recorded_at.isoformat()

        type_ = self.type_

        version = self.version

        count: int | None | Unset
        if isinstance(self.count, Unset):
            count = UNSET
        else:
            count = self.count

        draw_pile: list[str] | None | Unset
        if isinstance(self.draw_pile, Unset):
            draw_pile = UNSET
        elif isinstance(self.draw_pile, list):
            draw_pile = self.draw_pile

        else:
            draw_pile = self.draw_pile

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "active_seat": active_seat,
                "backpacks": backpacks,
                "discard_pile": discard_pile,
                "explorers": explorers,
                "floes": floes,
                "island": island,
                "players": players,
                "recorded_at": recorded_at,
                "type": type_,
                "version": version,
            }
        )
        if count is not UNSET:
            field_dict["count"] = count
        if draw_pile is not UNSET:
            field_dict["draw_pile"] = draw_pile

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ice_flow_backpack_record import IceFlowBackpackRecord
        from ..models.ice_flow_floe_record import IceFlowFloeRecord
        from ..models.ice_flow_pile_record import IceFlowPileRecord

        d = dict(src_dict)
        active_seat = d.pop("active_seat")

        backpacks = []
        _backpacks = d.pop("backpacks")
        for backpacks_item_data in _backpacks:
            backpacks_item = IceFlowBackpackRecord.from_dict(backpacks_item_data)

            backpacks.append(backpacks_item)

        discard_pile = cast(list[str], d.pop("discard_pile"))

        explorers = cast(list[str], d.pop("explorers"))

        floes = []
        _floes = d.pop("floes")
        for floes_item_data in _floes:
            floes_item = IceFlowFloeRecord.from_dict(floes_item_data)

            floes.append(floes_item)

        island = IceFlowPileRecord.from_dict(d.pop("island"))

        players = d.pop("players")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        type_ = cast(Literal["ice_flow.position_loaded"], d.pop("type"))
        if type_ != "ice_flow.position_loaded":
            raise ValueError(
                f"type must match const 'ice_flow.position_loaded', got '{type_}'"
            )

        version = d.pop("version")

        def _parse_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        count = _parse_count(d.pop("count", UNSET))

        def _parse_draw_pile(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                draw_pile_type_0 = cast(list[str], data)

                return draw_pile_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        draw_pile = _parse_draw_pile(d.pop("draw_pile", UNSET))

        ice_flow_position_loaded = cls(
            active_seat=active_seat,
            backpacks=backpacks,
            discard_pile=discard_pile,
            explorers=explorers,
            floes=floes,
            island=island,
            players=players,
            recorded_at=recorded_at,
            type_=type_,
            version=version,
            count=count,
            draw_pile=draw_pile,
        )

        ice_flow_position_loaded.additional_properties = d
        return ice_flow_position_loaded

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
