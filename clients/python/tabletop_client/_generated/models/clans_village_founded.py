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

from ..models.clans_village_founded_effect import ClansVillageFoundedEffect

if TYPE_CHECKING:
    from ..models.clans_village_founded_huts import ClansVillageFoundedHuts
    from ..models.clans_village_founded_strife import ClansVillageFoundedStrife


T = TypeVar("T", bound="ClansVillageFounded")


@_attrs_define
class ClansVillageFounded:
    """One village founded and scored (RULES §8.2, §9, §10).

    Attributes:
        chip (int):
        effect (ClansVillageFoundedEffect):
        epoch (int):
        field (int):
        huts (ClansVillageFoundedHuts): Huts by colour; only positive counts, canonical colour order.
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        scored (list[str]):
        seat (int):
        strife (ClansVillageFoundedStrife): Huts by colour; only positive counts, canonical colour order.
        type_ (Literal['clans.village_founded']):
        value (int):
        version (int): The event's game version.
    """

    chip: int
    effect: ClansVillageFoundedEffect
    epoch: int
    field: int
    huts: ClansVillageFoundedHuts
    recorded_at: datetime.datetime
    scored: list[str]
    seat: int
    strife: ClansVillageFoundedStrife
    type_: Literal["clans.village_founded"]
    value: int
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        chip = self.chip

        effect = self.effect.value

        epoch = self.epoch

        field = self.field

        huts = self.huts.to_dict()

        recorded_at = self.recorded_at.isoformat()

        scored = self.scored

        seat = self.seat

        strife = self.strife.to_dict()

        type_ = self.type_

        value = self.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "chip": chip,
                "effect": effect,
                "epoch": epoch,
                "field": field,
                "huts": huts,
                "recorded_at": recorded_at,
                "scored": scored,
                "seat": seat,
                "strife": strife,
                "type": type_,
                "value": value,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.clans_village_founded_huts import ClansVillageFoundedHuts
        from ..models.clans_village_founded_strife import ClansVillageFoundedStrife

        d = dict(src_dict)
        chip = d.pop("chip")

        effect = ClansVillageFoundedEffect(d.pop("effect"))

        epoch = d.pop("epoch")

        field = d.pop("field")

        huts = ClansVillageFoundedHuts.from_dict(d.pop("huts"))

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        scored = cast(list[str], d.pop("scored"))

        seat = d.pop("seat")

        strife = ClansVillageFoundedStrife.from_dict(d.pop("strife"))

        type_ = cast(Literal["clans.village_founded"], d.pop("type"))
        if type_ != "clans.village_founded":
            raise ValueError(
                f"type must match const 'clans.village_founded', got '{type_}'"
            )

        value = d.pop("value")

        version = d.pop("version")

        clans_village_founded = cls(
            chip=chip,
            effect=effect,
            epoch=epoch,
            field=field,
            huts=huts,
            recorded_at=recorded_at,
            scored=scored,
            seat=seat,
            strife=strife,
            type_=type_,
            value=value,
            version=version,
        )

        clans_village_founded.additional_properties = d
        return clans_village_founded

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
