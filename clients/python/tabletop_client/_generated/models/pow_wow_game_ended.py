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

T = TypeVar("T", bound="PowWowGameEnded")


@_attrs_define
class PowWowGameEnded:
    """Scores, winners and ranks after window 114; the salt published (§9, D34).

    Attributes:
        layout_salt (None | str):
        ranks (list[int]):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        scores (list[int]):
        type_ (Literal['pow_wow.game_ended']):
        version (int): The event's game version.
        winners (list[int]):
    """

    layout_salt: None | str
    ranks: list[int]
    recorded_at: datetime.datetime
    scores: list[int]
    type_: Literal["pow_wow.game_ended"]
    version: int
    winners: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        layout_salt: None | str
        layout_salt = self.layout_salt

        ranks = self.ranks

        recorded_at = self.recorded_at.isoformat()

        scores = self.scores

        type_ = self.type_

        version = self.version

        winners = self.winners

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "layout_salt": layout_salt,
                "ranks": ranks,
                "recorded_at": recorded_at,
                "scores": scores,
                "type": type_,
                "version": version,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_layout_salt(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        layout_salt = _parse_layout_salt(d.pop("layout_salt"))

        ranks = cast(list[int], d.pop("ranks"))

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        scores = cast(list[int], d.pop("scores"))

        type_ = cast(Literal["pow_wow.game_ended"], d.pop("type"))
        if type_ != "pow_wow.game_ended":
            raise ValueError(
                f"type must match const 'pow_wow.game_ended', got '{type_}'"
            )

        version = d.pop("version")

        winners = cast(list[int], d.pop("winners"))

        pow_wow_game_ended = cls(
            layout_salt=layout_salt,
            ranks=ranks,
            recorded_at=recorded_at,
            scores=scores,
            type_=type_,
            version=version,
            winners=winners,
        )

        pow_wow_game_ended.additional_properties = d
        return pow_wow_game_ended

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
