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
    from ..models.der_schwarm_seat_result import DerSchwarmSeatResult


T = TypeVar("T", bound="DerSchwarmGameEnded")


@_attrs_define
class DerSchwarmGameEnded:
    """
    Attributes:
        reason (str):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        results (list[DerSchwarmSeatResult]):
        type_ (Literal['der_schwarm.game_ended']):
        version (int): The event's game version.
    """

    reason: str
    recorded_at: datetime.datetime
    results: list[DerSchwarmSeatResult]
    type_: Literal["der_schwarm.game_ended"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        recorded_at = self.recorded_at.isoformat()

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "reason": reason,
                "recorded_at": recorded_at,
                "results": results,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.der_schwarm_seat_result import DerSchwarmSeatResult

        d = dict(src_dict)
        reason = d.pop("reason")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = DerSchwarmSeatResult.from_dict(results_item_data)

            results.append(results_item)

        type_ = cast(Literal["der_schwarm.game_ended"], d.pop("type"))
        if type_ != "der_schwarm.game_ended":
            raise ValueError(
                f"type must match const 'der_schwarm.game_ended', got '{type_}'"
            )

        version = d.pop("version")

        der_schwarm_game_ended = cls(
            reason=reason,
            recorded_at=recorded_at,
            results=results,
            type_=type_,
            version=version,
        )

        der_schwarm_game_ended.additional_properties = d
        return der_schwarm_game_ended

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
