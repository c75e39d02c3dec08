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

from ..models.game_setup import GameSetup
from ..models.game_status import GameStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_log_header_options import GameLogHeaderOptions


T = TypeVar("T", bound="GameLogHeader")


@_attrs_define
class GameLogHeader:
    """Line 1 of a game log file: the game and how it was set up.

    Attributes:
        created_at (datetime.datetime):
        format_ (Literal['tabletop.game-log']):
        format_version (Literal[1]):
        game_id (str):
        game_type (str):
        options (GameLogHeaderOptions):
        players (int):
        rules_revision (int):
        seats (list[None | str]):
        seed (None | str): The seed, once the game is over (null before).
        seed_commitment (str): SHA-256 (hex) of the seed's UTF-8 bytes.
        setup (GameSetup): How a game's setup was drawn: from a secret seed the server committed to (`random`), a seed
            the creator chose (`seed`), or a position document (`position`).
        status (GameStatus): Where a game stands.
        version (int): Event lines that follow.
        imported_from (None | str | Unset): The game's id where it was first exported, if it was imported.
        position (Any | Unset): The position a `position` game started from.
    """

    created_at: datetime.datetime
    format_: Literal["tabletop.game-log"]
    format_version: Literal[1]
    game_id: str
    game_type: str
    options: GameLogHeaderOptions
    players: int
    rules_revision: int
    seats: list[None | str]
    seed: None | str
    seed_commitment: str
    setup: GameSetup
    status: GameStatus
    version: int
    imported_from: None | str | Unset = UNSET
    position: Any | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        format_ = self.format_

        format_version = self.format_version

        game_id = self.game_id

        game_type = self.game_type

        options = self.options.to_dict()

        players = self.players

        rules_revision = self.rules_revision

        seats = []
        for seats_item_data in self.seats:
            seats_item: None | str
            seats_item = seats_item_data
            seats.append(seats_item)

        seed: None | str
        seed = self.seed

        seed_commitment = self.seed_commitment

        setup = self.setup.value

        status = self.status.value

        version = self.version

        imported_from: None | str | Unset
        if isinstance(self.imported_from, Unset):
            imported_from = UNSET
        else:
            imported_from = self.imported_from

        position = self.position

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "format": format_,
                "format_version": format_version,
                "game_id": game_id,
                "game_type": game_type,
                "options": options,
                "players": players,
                "rules_revision": rules_revision,
                "seats": seats,
                "seed": seed,
                "seed_commitment": seed_commitment,
                "setup": setup,
                "status": status,
                "version": version,
            }
        )
        if imported_from is not UNSET:
            field_dict["imported_from"] = imported_from
        if position is not UNSET:
            field_dict["position"] = position

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_log_header_options import GameLogHeaderOptions

        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        format_ = cast(Literal["tabletop.game-log"], d.pop("format"))
        if format_ != "tabletop.game-log":
            raise ValueError(
                f"format must match const 'tabletop.game-log', got '{format_}'"
            )

        format_version = cast(Literal[1], d.pop("format_version"))
        if format_version != 1:
            raise ValueError(
                f"format_version must match const 1, got '{format_version}'"
            )

        game_id = d.pop("game_id")

        game_type = d.pop("game_type")

        options = GameLogHeaderOptions.from_dict(d.pop("options"))

        players = d.pop("players")

        rules_revision = d.pop("rules_revision")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:

            def _parse_seats_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            seats_item = _parse_seats_item(seats_item_data)

            seats.append(seats_item)

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))

        seed_commitment = d.pop("seed_commitment")

        setup = GameSetup(d.pop("setup"))

        status = GameStatus(d.pop("status"))

        version = d.pop("version")

        def _parse_imported_from(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        imported_from = _parse_imported_from(d.pop("imported_from", UNSET))

        position = d.pop("position", UNSET)

        game_log_header = cls(
            created_at=created_at,
            format_=format_,
            format_version=format_version,
            game_id=game_id,
            game_type=game_type,
            options=options,
            players=players,
            rules_revision=rules_revision,
            seats=seats,
            seed=seed,
            seed_commitment=seed_commitment,
            setup=setup,
            status=status,
            version=version,
            imported_from=imported_from,
            position=position,
        )

        game_log_header.additional_properties = d
        return game_log_header

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
