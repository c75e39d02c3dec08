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
    from ..models.mammoth_hunters_campfires_revealed_stacks import (
        MammothHuntersCampfiresRevealedStacks,
    )


T = TypeVar("T", bound="MammothHuntersCampfiresRevealed")


@_attrs_define
class MammothHuntersCampfiresRevealed:
    """
    Attributes:
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        stacks (MammothHuntersCampfiresRevealedStacks):
        type_ (Literal['mammoth_hunters.campfires_revealed']):
        version (int): The event's game version.
    """

    recorded_at: datetime.datetime
    stacks: MammothHuntersCampfiresRevealedStacks
    type_: Literal["mammoth_hunters.campfires_revealed"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        recorded_at = self.recorded_at.isoformat()

        stacks = self.stacks.to_dict()

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "recorded_at": recorded_at,
                "stacks": stacks,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mammoth_hunters_campfires_revealed_stacks import (
            MammothHuntersCampfiresRevealedStacks,
        )

        d = dict(src_dict)
        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        stacks = MammothHuntersCampfiresRevealedStacks.from_dict(d.pop("stacks"))

        type_ = cast(Literal["mammoth_hunters.campfires_revealed"], d.pop("type"))
        if type_ != "mammoth_hunters.campfires_revealed":
            raise ValueError(
                f"type must match const 'mammoth_hunters.campfires_revealed', got '{type_}'"
            )

        version = d.pop("version")

        mammoth_hunters_campfires_revealed = cls(
            recorded_at=recorded_at,
            stacks=stacks,
            type_=type_,
            version=version,
        )

        mammoth_hunters_campfires_revealed.additional_properties = d
        return mammoth_hunters_campfires_revealed

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
