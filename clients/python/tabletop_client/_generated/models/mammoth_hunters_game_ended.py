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

T = TypeVar("T", bound="MammothHuntersGameEnded")


@_attrs_define
class MammothHuntersGameEnded:
    """
    Attributes:
        hunters_on_board (list[int]):
        ranks (list[int]):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        stones (list[int]):
        type_ (Literal['mammoth_hunters.game_ended']):
        version (int): The event's game version.
        vp (list[int]):
        winners (list[int]):
    """

    hunters_on_board: list[int]
    ranks: list[int]
    recorded_at: datetime.datetime
    stones: list[int]
    type_: Literal["mammoth_hunters.game_ended"]
    version: int
    vp: list[int]
    winners: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hunters_on_board = self.hunters_on_board

        ranks = self.ranks

        recorded_at = self.recorded_at.isoformat()

        stones = self.stones

        type_ = self.type_

        version = self.version

        vp = self.vp

        winners = self.winners

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hunters_on_board": hunters_on_board,
                "ranks": ranks,
                "recorded_at": recorded_at,
                "stones": stones,
                "type": type_,
                "version": version,
                "vp": vp,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        hunters_on_board = cast(list[int], d.pop("hunters_on_board"))

        ranks = cast(list[int], d.pop("ranks"))

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        stones = cast(list[int], d.pop("stones"))

        type_ = cast(Literal["mammoth_hunters.game_ended"], d.pop("type"))
        if type_ != "mammoth_hunters.game_ended":
            raise ValueError(
                f"type must match const 'mammoth_hunters.game_ended', got '{type_}'"
            )

        version = d.pop("version")

        vp = cast(list[int], d.pop("vp"))

        winners = cast(list[int], d.pop("winners"))

        mammoth_hunters_game_ended = cls(
            hunters_on_board=hunters_on_board,
            ranks=ranks,
            recorded_at=recorded_at,
            stones=stones,
            type_=type_,
            version=version,
            vp=vp,
            winners=winners,
        )

        mammoth_hunters_game_ended.additional_properties = d
        return mammoth_hunters_game_ended

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
