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

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.pow_wow_options import PowWowOptions
    from ..models.pow_wow_outcome_view import PowWowOutcomeView
    from ..models.pow_wow_resolution_view import PowWowResolutionView
    from ..models.pow_wow_window_view import PowWowWindowView


T = TypeVar("T", bound="PowWowView")


@_attrs_define
class PowWowView:
    """The same for every seat and the spectator: nothing here is secret (§11.6).

    Attributes:
        face_down (list[int]): Face-down slot numbers, ascending (no cards).
        face_down_count (int):
        game_type (Literal['pow_wow']): The game type; the discriminator among the games' documents.
        layout (list[None | str] | None): Once over, slot k's card (null: a slot not face down when a position was
            loaded).
        next_window (int | None): Number the next reveal opens; null if none left.
        options (PowWowOptions): All game options (RULES §10); every field has its default.
        out_of_game (list[str]): Cards removed by penalties, in order removed.
        outcome (None | PowWowOutcomeView): Scores, ranks and winners once over.
        phase (str): setup, awaiting_reveal, claim_window, resolving or game_over.
        pile_sizes (list[int]):
        piles (list[list[str]]): Every victory pile, bottom → top (D16).
        resolution (None | PowWowResolutionView): The choice being awaited, if any.
        reveal_timeout_ms (int | None): Reveal time while awaiting a reveal (D22).
        revealer (int): The seat that reveals next (or is revealing).
        seats (list[str]): Colour of each seat.
        table (list[str]): Face-up card ids in canonical order.
        window (None | PowWowWindowView): The open claim window, if any.
        deadline_at (datetime.datetime | None | Unset): When the running timer falls due (RFC 3339, UTC), as in the
            summary; present only while one runs, in a view of now (not with `at`).
    """

    face_down: list[int]
    face_down_count: int
    game_type: Literal["pow_wow"]
    layout: list[None | str] | None
    next_window: int | None
    options: PowWowOptions
    out_of_game: list[str]
    outcome: None | PowWowOutcomeView
    phase: str
    pile_sizes: list[int]
    piles: list[list[str]]
    resolution: None | PowWowResolutionView
    reveal_timeout_ms: int | None
    revealer: int
    seats: list[str]
    table: list[str]
    window: None | PowWowWindowView
    deadline_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.pow_wow_outcome_view import PowWowOutcomeView
        from ..models.pow_wow_resolution_view import PowWowResolutionView
        from ..models.pow_wow_window_view import PowWowWindowView

        face_down = self.face_down

        face_down_count = self.face_down_count

        game_type = self.game_type

        layout: list[None | str] | None
        if isinstance(self.layout, list):
            layout = []
            for layout_type_0_item_data in self.layout:
                layout_type_0_item: None | str
                layout_type_0_item = layout_type_0_item_data
                layout.append(layout_type_0_item)

        else:
            layout = self.layout

        next_window: int | None
        next_window = self.next_window

        options = self.options.to_dict()

        out_of_game = self.out_of_game

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, PowWowOutcomeView):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        phase = self.phase

        pile_sizes = self.pile_sizes

        piles = []
        for piles_item_data in self.piles:
            piles_item = piles_item_data

            piles.append(piles_item)

        resolution: dict[str, Any] | None
        if isinstance(self.resolution, PowWowResolutionView):
            resolution = self.resolution.to_dict()
        else:
            resolution = self.resolution

        reveal_timeout_ms: int | None
        reveal_timeout_ms = self.reveal_timeout_ms

        revealer = self.revealer

        seats = self.seats

        table = self.table

        window: dict[str, Any] | None
        if isinstance(self.window, PowWowWindowView):
            window = self.window.to_dict()
        else:
            window = self.window

        deadline_at: None | str | Unset
        if isinstance(self.deadline_at, Unset):
            deadline_at = UNSET
        elif isinstance(self.deadline_at, datetime.datetime):
            deadline_at = self.deadline_at.isoformat()
        else:
            deadline_at = self.deadline_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "face_down": face_down,
                "face_down_count": face_down_count,
                "game_type": game_type,
                "layout": layout,
                "next_window": next_window,
                "options": options,
                "out_of_game": out_of_game,
                "outcome": outcome,
                "phase": phase,
                "pile_sizes": pile_sizes,
                "piles": piles,
                "resolution": resolution,
                "reveal_timeout_ms": reveal_timeout_ms,
                "revealer": revealer,
                "seats": seats,
                "table": table,
                "window": window,
            }
        )
        if deadline_at is not UNSET:
            field_dict["deadline_at"] = deadline_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.pow_wow_options import PowWowOptions
        from ..models.pow_wow_outcome_view import PowWowOutcomeView
        from ..models.pow_wow_resolution_view import PowWowResolutionView
        from ..models.pow_wow_window_view import PowWowWindowView

        d = dict(src_dict)
        face_down = cast(list[int], d.pop("face_down"))

        face_down_count = d.pop("face_down_count")

        game_type = cast(Literal["pow_wow"], d.pop("game_type"))
        if game_type != "pow_wow":
            raise ValueError(f"game_type must match const 'pow_wow', got '{game_type}'")

        def _parse_layout(data: object) -> list[None | str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                layout_type_0 = []
                _layout_type_0 = data
                for layout_type_0_item_data in _layout_type_0:

                    def _parse_layout_type_0_item(data: object) -> None | str:
                        if data is None:
                            return data
                        return cast(None | str, data)

                    layout_type_0_item = _parse_layout_type_0_item(
                        layout_type_0_item_data
                    )

                    layout_type_0.append(layout_type_0_item)

                return layout_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[None | str] | None, data)

        layout = _parse_layout(d.pop("layout"))

        def _parse_next_window(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_window = _parse_next_window(d.pop("next_window"))

        options = PowWowOptions.from_dict(d.pop("options"))

        out_of_game = cast(list[str], d.pop("out_of_game"))

        def _parse_outcome(data: object) -> None | PowWowOutcomeView:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = PowWowOutcomeView.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PowWowOutcomeView, data)

        outcome = _parse_outcome(d.pop("outcome"))

        phase = d.pop("phase")

        pile_sizes = cast(list[int], d.pop("pile_sizes"))

        piles = []
        _piles = d.pop("piles")
        for piles_item_data in _piles:
            piles_item = cast(list[str], piles_item_data)

            piles.append(piles_item)

        def _parse_resolution(data: object) -> None | PowWowResolutionView:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                resolution_type_0 = PowWowResolutionView.from_dict(data)

                return resolution_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PowWowResolutionView, data)

        resolution = _parse_resolution(d.pop("resolution"))

        def _parse_reveal_timeout_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        reveal_timeout_ms = _parse_reveal_timeout_ms(d.pop("reveal_timeout_ms"))

        revealer = d.pop("revealer")

        seats = cast(list[str], d.pop("seats"))

        table = cast(list[str], d.pop("table"))

        def _parse_window(data: object) -> None | PowWowWindowView:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                window_type_0 = PowWowWindowView.from_dict(data)

                return window_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PowWowWindowView, data)

        window = _parse_window(d.pop("window"))

        def _parse_deadline_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_at_type_0 = datetime.datetime.fromisoformat(data)

                return deadline_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        deadline_at = _parse_deadline_at(d.pop("deadline_at", UNSET))

        pow_wow_view = cls(
            face_down=face_down,
            face_down_count=face_down_count,
            game_type=game_type,
            layout=layout,
            next_window=next_window,
            options=options,
            out_of_game=out_of_game,
            outcome=outcome,
            phase=phase,
            pile_sizes=pile_sizes,
            piles=piles,
            resolution=resolution,
            reveal_timeout_ms=reveal_timeout_ms,
            revealer=revealer,
            seats=seats,
            table=table,
            window=window,
            deadline_at=deadline_at,
        )

        pow_wow_view.additional_properties = d
        return pow_wow_view

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
