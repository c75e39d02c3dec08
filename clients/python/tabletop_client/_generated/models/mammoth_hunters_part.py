from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="MammothHuntersPart")


@_attrs_define
class MammothHuntersPart:
    """The public memory of one decider's part of a card action (RULES §16.4).

    Attributes:
        decider (int):
        alternative (None | str | Unset):
        arrived (list[list[bool | int]] | Unset):
        hunters (int | Unset):  Default: 0.
        mammoths (int | Unset):  Default: 0.
        off_terrain (bool | Unset):  Default: False.
        other (int | Unset):  Default: 0.
        owners (list[int] | Unset):
        region (int | None | Unset):
        source (int | None | Unset):
        target (int | None | Unset):
    """

    decider: int
    alternative: None | str | Unset = UNSET
    arrived: list[list[bool | int]] | Unset = UNSET
    hunters: int | Unset = 0
    mammoths: int | Unset = 0
    off_terrain: bool | Unset = False
    other: int | Unset = 0
    owners: list[int] | Unset = UNSET
    region: int | None | Unset = UNSET
    source: int | None | Unset = UNSET
    target: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        decider = self.decider

        alternative: None | str | Unset
        if isinstance(self.alternative, Unset):
            alternative = UNSET
        else:
            alternative = self.alternative

        arrived: list[list[bool | int]] | Unset = UNSET
        if not isinstance(self.arrived, Unset):
            arrived = []
            for arrived_item_data in self.arrived:
                arrived_item = []
                for arrived_item_item_data in arrived_item_data:
                    arrived_item_item: bool | int
                    arrived_item_item = arrived_item_item_data
                    arrived_item.append(arrived_item_item)

                arrived.append(arrived_item)

        hunters = self.hunters

        mammoths = self.mammoths

        off_terrain = self.off_terrain

        other = self.other

        owners: list[int] | Unset = UNSET
        if not isinstance(self.owners, Unset):
            owners = self.owners

        region: int | None | Unset
        if isinstance(self.region, Unset):
            region = UNSET
        else:
            region = self.region

        source: int | None | Unset
        if isinstance(self.source, Unset):
            source = UNSET
        else:
            source = self.source

        target: int | None | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        else:
            target = self.target

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "decider": decider,
            }
        )
        if alternative is not UNSET:
            field_dict["alternative"] = alternative
        if arrived is not UNSET:
            field_dict["arrived"] = arrived
        if hunters is not UNSET:
            field_dict["hunters"] = hunters
        if mammoths is not UNSET:
            field_dict["mammoths"] = mammoths
        if off_terrain is not UNSET:
            field_dict["off_terrain"] = off_terrain
        if other is not UNSET:
            field_dict["other"] = other
        if owners is not UNSET:
            field_dict["owners"] = owners
        if region is not UNSET:
            field_dict["region"] = region
        if source is not UNSET:
            field_dict["source"] = source
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        decider = d.pop("decider")

        def _parse_alternative(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        alternative = _parse_alternative(d.pop("alternative", UNSET))

        _arrived = d.pop("arrived", UNSET)
        arrived: list[list[bool | int]] | Unset = UNSET
        if _arrived is not UNSET:
            arrived = []
            for arrived_item_data in _arrived:
                arrived_item = []
                _arrived_item = arrived_item_data
                for arrived_item_item_data in _arrived_item:

                    def _parse_arrived_item_item(data: object) -> bool | int:
                        return cast(bool | int, data)

                    arrived_item_item = _parse_arrived_item_item(arrived_item_item_data)

                    arrived_item.append(arrived_item_item)

                arrived.append(arrived_item)

        hunters = d.pop("hunters", UNSET)

        mammoths = d.pop("mammoths", UNSET)

        off_terrain = d.pop("off_terrain", UNSET)

        other = d.pop("other", UNSET)

        owners = cast(list[int], d.pop("owners", UNSET))

        def _parse_region(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        region = _parse_region(d.pop("region", UNSET))

        def _parse_source(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        source = _parse_source(d.pop("source", UNSET))

        def _parse_target(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        target = _parse_target(d.pop("target", UNSET))

        mammoth_hunters_part = cls(
            decider=decider,
            alternative=alternative,
            arrived=arrived,
            hunters=hunters,
            mammoths=mammoths,
            off_terrain=off_terrain,
            other=other,
            owners=owners,
            region=region,
            source=source,
            target=target,
        )

        mammoth_hunters_part.additional_properties = d
        return mammoth_hunters_part

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
