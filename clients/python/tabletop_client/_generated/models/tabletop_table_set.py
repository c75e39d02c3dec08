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

if TYPE_CHECKING:
    from ..models.clock_setting import ClockSetting


T = TypeVar("T", bound="TabletopTableSet")


@_attrs_define
class TabletopTableSet:
    """The first event of a game with a clock or bots: how its table is set.

    Attributes:
        bots (list[None | str]): Per seat: the bot that plays it (`random`, `greedy`) or null (a human).
        clock (ClockSetting | None): The game's turn clock, if any.
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        type_ (Literal['tabletop.table_set']):
        version (int): The event's game version.
    """

    bots: list[None | str]
    clock: ClockSetting | None
    recorded_at: datetime.datetime
    type_: Literal["tabletop.table_set"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.clock_setting import ClockSetting

        bots = []
        for bots_item_data in self.bots:
            bots_item: None | str
            bots_item = bots_item_data
            bots.append(bots_item)

        clock: dict[str, Any] | None
        if isinstance(self.clock, ClockSetting):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        recorded_at = self.recorded_at.isoformat()

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bots": bots,
                "clock": clock,
                "recorded_at": recorded_at,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.clock_setting import ClockSetting

        d = dict(src_dict)
        bots = []
        _bots = d.pop("bots")
        for bots_item_data in _bots:

            def _parse_bots_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            bots_item = _parse_bots_item(bots_item_data)

            bots.append(bots_item)

        def _parse_clock(data: object) -> ClockSetting | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = ClockSetting.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClockSetting | None, data)

        clock = _parse_clock(d.pop("clock"))

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        type_ = cast(Literal["tabletop.table_set"], d.pop("type"))
        if type_ != "tabletop.table_set":
            raise ValueError(
                f"type must match const 'tabletop.table_set', got '{type_}'"
            )

        version = d.pop("version")

        tabletop_table_set = cls(
            bots=bots,
            clock=clock,
            recorded_at=recorded_at,
            type_=type_,
            version=version,
        )

        tabletop_table_set.additional_properties = d
        return tabletop_table_set

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
