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
    from ..models.der_schwarm_options import DerSchwarmOptions


T = TypeVar("T", bound="DerSchwarmGameStarted")


@_attrs_define
class DerSchwarmGameStarted:
    """
    Attributes:
        colours (list[str]):
        initial_order (list[int] | None):
        options (DerSchwarmOptions): Variants and setup inputs (RULES §14, §6 step 6, D31).
        players (int):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        type_ (Literal['der_schwarm.game_started']):
        version (int): The event's game version.
    """

    colours: list[str]
    initial_order: list[int] | None
    options: DerSchwarmOptions
    players: int
    recorded_at: datetime.datetime
    type_: Literal["der_schwarm.game_started"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        colours = self.colours

        initial_order: list[int] | None
        if isinstance(self.initial_order, list):
            initial_order = self.initial_order

        else:
            initial_order = self.initial_order

        options = self.options.to_dict()

        players = self.players

        recorded_at = self.recorded_at.isoformat()

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "colours": colours,
                "initial_order": initial_order,
                "options": options,
                "players": players,
                "recorded_at": recorded_at,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.der_schwarm_options import DerSchwarmOptions

        d = dict(src_dict)
        colours = cast(list[str], d.pop("colours"))

        def _parse_initial_order(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                initial_order_type_0 = cast(list[int], data)

                return initial_order_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        initial_order = _parse_initial_order(d.pop("initial_order"))

        options = DerSchwarmOptions.from_dict(d.pop("options"))

        players = d.pop("players")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        type_ = cast(Literal["der_schwarm.game_started"], d.pop("type"))
        if type_ != "der_schwarm.game_started":
            raise ValueError(
                f"type must match const 'der_schwarm.game_started', got '{type_}'"
            )

        version = d.pop("version")

        der_schwarm_game_started = cls(
            colours=colours,
            initial_order=initial_order,
            options=options,
            players=players,
            recorded_at=recorded_at,
            type_=type_,
            version=version,
        )

        der_schwarm_game_started.additional_properties = d
        return der_schwarm_game_started

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
