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

T = TypeVar("T", bound="IceFlowDeckReshuffled")


@_attrs_define
class IceFlowDeckReshuffled:
    """
    Attributes:
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        type_ (Literal['ice_flow.deck_reshuffled']):
        version (int): The event's game version.
        count (int | None | Unset):
        order (list[str] | None | Unset):
    """

    recorded_at: datetime.datetime
    type_: Literal["ice_flow.deck_reshuffled"]
    version: int
    count: int | None | Unset = UNSET
    order: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        recorded_at = self.recorded_at.isoformat()

        type_ = self.type_

        version = self.version

        count: int | None | Unset
        if isinstance(self.count, Unset):
            count = UNSET
        else:
            count = self.count

        order: list[str] | None | Unset
        if isinstance(self.order, Unset):
            order = UNSET
        elif isinstance(self.order, list):
            order = self.order

        else:
            order = self.order

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "recorded_at": recorded_at,
                "type": type_,
                "version": version,
            }
        )
        if count is not UNSET:
            field_dict["count"] = count
        if order is not UNSET:
            field_dict["order"] = order

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        type_ = cast(Literal["ice_flow.deck_reshuffled"], d.pop("type"))
        if type_ != "ice_flow.deck_reshuffled":
            raise ValueError(
                f"type must match const 'ice_flow.deck_reshuffled', got '{type_}'"
            )

        version = d.pop("version")

        def _parse_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        count = _parse_count(d.pop("count", UNSET))

        def _parse_order(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                order_type_0 = cast(list[str], data)

                return order_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        order = _parse_order(d.pop("order", UNSET))

        ice_flow_deck_reshuffled = cls(
            recorded_at=recorded_at,
            type_=type_,
            version=version,
            count=count,
            order=order,
        )

        ice_flow_deck_reshuffled.additional_properties = d
        return ice_flow_deck_reshuffled

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
