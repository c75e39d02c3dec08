from __future__ import annotations

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

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clock_setting import ClockSetting
    from ..models.der_schwarm_options import DerSchwarmOptions
    from ..models.der_schwarm_position import DerSchwarmPosition
    from ..models.der_schwarm_position_document import DerSchwarmPositionDocument


T = TypeVar("T", bound="CreateDerSchwarmGame")


@_attrs_define
class CreateDerSchwarmGame:
    """A new game of Der Schwarm.

    Attributes:
        game_type (Literal['der_schwarm']):
        players (int): Number of seats.
        clock (ClockSetting | None | Unset): A turn clock for every seat: `{per_move_s}` or `{bank_s, increment_s}`; a
            seat whose time runs out is played by a server bot until it returns (docs/fair-play.md). Omitted: no clock.
        options (DerSchwarmOptions | None | Unset): The game's options; each omitted one takes its default.
        position (DerSchwarmPosition | DerSchwarmPositionDocument | None | Unset): Start from this position document (as
            GET …/position answers it; `game_type` may be left out, and must match if present).
        rules_revision (int | None | Unset): Play under this rules revision of the game type (GET /v1/game-types lists
            them); omitted: the current one, or the position's.
        seed (int | None | str | Unset): Makes the setup reproducible; whoever knows it can compute every secret of the
            game (`setup: seed`). Omitted: the server draws a secret one and commits to it (`setup: random`).
    """

    game_type: Literal["der_schwarm"]
    players: int
    clock: ClockSetting | None | Unset = UNSET
    options: DerSchwarmOptions | None | Unset = UNSET
    position: DerSchwarmPosition | DerSchwarmPositionDocument | None | Unset = UNSET
    rules_revision: int | None | Unset = UNSET
    seed: int | None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.clock_setting import ClockSetting
        from ..models.der_schwarm_options import DerSchwarmOptions
        from ..models.der_schwarm_position import DerSchwarmPosition
        from ..models.der_schwarm_position_document import DerSchwarmPositionDocument

        game_type = self.game_type

        players = self.players

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, ClockSetting):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        options: dict[str, Any] | None | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, DerSchwarmOptions):
            options = self.options.to_dict()
        else:
            options = self.options

        position: dict[str, Any] | None | Unset
        if isinstance(self.position, Unset):
            position = UNSET
        elif isinstance(self.position, DerSchwarmPosition) or isinstance(
            self.position, DerSchwarmPositionDocument
        ):
            position = self.position.to_dict()
        else:
            position = self.position

        rules_revision: int | None | Unset
        if isinstance(self.rules_revision, Unset):
            rules_revision = UNSET
        else:
            rules_revision = self.rules_revision

        seed: int | None | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_type": game_type,
                "players": players,
            }
        )
        if clock is not UNSET:
            field_dict["clock"] = clock
        if options is not UNSET:
            field_dict["options"] = options
        if position is not UNSET:
            field_dict["position"] = position
        if rules_revision is not UNSET:
            field_dict["rules_revision"] = rules_revision
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.clock_setting import ClockSetting
        from ..models.der_schwarm_options import DerSchwarmOptions
        from ..models.der_schwarm_position import DerSchwarmPosition
        from ..models.der_schwarm_position_document import DerSchwarmPositionDocument

        d = dict(src_dict)
        game_type = cast(Literal["der_schwarm"], d.pop("game_type"))
        if game_type != "der_schwarm":
            raise ValueError(
                f"game_type must match const 'der_schwarm', got '{game_type}'"
            )

        players = d.pop("players")

        def _parse_clock(data: object) -> ClockSetting | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = ClockSetting.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClockSetting | None | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))

        def _parse_options(data: object) -> DerSchwarmOptions | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_0 = DerSchwarmOptions.from_dict(data)

                return options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DerSchwarmOptions | None | Unset, data)

        options = _parse_options(d.pop("options", UNSET))

        def _parse_position(
            data: object,
        ) -> DerSchwarmPosition | DerSchwarmPositionDocument | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                position_type_0 = DerSchwarmPosition.from_dict(data)

                return position_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                position_type_1 = DerSchwarmPositionDocument.from_dict(data)

                return position_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                DerSchwarmPosition | DerSchwarmPositionDocument | None | Unset, data
            )

        position = _parse_position(d.pop("position", UNSET))

        def _parse_rules_revision(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rules_revision = _parse_rules_revision(d.pop("rules_revision", UNSET))

        def _parse_seed(data: object) -> int | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        create_der_schwarm_game = cls(
            game_type=game_type,
            players=players,
            clock=clock,
            options=options,
            position=position,
            rules_revision=rules_revision,
            seed=seed,
        )

        return create_der_schwarm_game
