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
    from ..models.mammoth_hunters_options import MammothHuntersOptions
    from ..models.mammoth_hunters_part_view import MammothHuntersPartView
    from ..models.mammoth_hunters_pile_view import MammothHuntersPileView
    from ..models.mammoth_hunters_region_view import MammothHuntersRegionView
    from ..models.mammoth_hunters_revealed_view import MammothHuntersRevealedView
    from ..models.mammoth_hunters_seat_view import MammothHuntersSeatView
    from ..models.outcome import Outcome


T = TypeVar("T", bound="MammothHuntersView")


@_attrs_define
class MammothHuntersView:
    """One shape for every seat and spectators (RULES §16.8); `hand` is absent for spectators,
    the only field that may be left out.

        Attributes:
            active_seat (int):
            board (list[MammothHuntersRegionView]):
            box_mammoths (int):
            box_stones (int):
            campfires_aside (int): Campfire tiles beside the board.
            club_supply (int):
            colours (list[str]):
            dark_deck (int): Cards in the dark deck.
            dark_pile (MammothHuntersPileView):
            dark_reserve (int):
            eight_stones (bool): The active seat started his turn with 8 or more stones.
            final_round (bool): Whether this is the final round.
            game_type (Literal['mammoth_hunters']): The game type; the discriminator among the games' documents.
            glacier_tiles (list[int]): Regions whose tile is unused.
            in_play (None | str): The card being resolved, if any.
            light_deck (int): Cards in the light deck.
            light_pile (MammothHuntersPileView):
            light_reserve (int):
            mammoth_supply (int):
            options (MammothHuntersOptions): Game options (RULES §16.1).
            outcome (None | Outcome):
            part (MammothHuntersPartView | None):
            players (int):
            revealed (MammothHuntersRevealedView | None):
            round_ (int):
            seats (list[MammothHuntersSeatView]):
            start_player (int): This round's start player.
            state (str): preparatory, play, resolve, discard, draw, glacier, automatic or over.
            to_move (list[int]):
            deadline_at (datetime.datetime | None | Unset): When the running timer falls due (RFC 3339, UTC), as in the
                summary; present only while one runs, in a view of now (not with `at`).
            hand (list[str] | None | Unset): The viewing seat's own cards; absent for spectators.
    """

    active_seat: int
    board: list[MammothHuntersRegionView]
    box_mammoths: int
    box_stones: int
    campfires_aside: int
    club_supply: int
    colours: list[str]
    dark_deck: int
    dark_pile: MammothHuntersPileView
    dark_reserve: int
    eight_stones: bool
    final_round: bool
    game_type: Literal["mammoth_hunters"]
    glacier_tiles: list[int]
    in_play: None | str
    light_deck: int
    light_pile: MammothHuntersPileView
    light_reserve: int
    mammoth_supply: int
    options: MammothHuntersOptions
    outcome: None | Outcome
    part: MammothHuntersPartView | None
    players: int
    revealed: MammothHuntersRevealedView | None
    round_: int
    seats: list[MammothHuntersSeatView]
    start_player: int
    state: str
    to_move: list[int]
    deadline_at: datetime.datetime | None | Unset = UNSET
    hand: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.mammoth_hunters_part_view import MammothHuntersPartView
        from ..models.mammoth_hunters_revealed_view import MammothHuntersRevealedView
        from ..models.outcome import Outcome

        active_seat = self.active_seat

        board = []
        for board_item_data in self.board:
            board_item = board_item_data.to_dict()
            board.append(board_item)

        box_mammoths = self.box_mammoths

        box_stones = self.box_stones

        campfires_aside = self.campfires_aside

        club_supply = self.club_supply

        colours = self.colours

        dark_deck = self.dark_deck

        dark_pile = self.dark_pile.to_dict()

        dark_reserve = self.dark_reserve

        eight_stones = self.eight_stones

        final_round = self.final_round

        game_type = self.game_type

        glacier_tiles = self.glacier_tiles

        in_play: None | str
        in_play = self.in_play

        light_deck = self.light_deck

        light_pile = self.light_pile.to_dict()

        light_reserve = self.light_reserve

        mammoth_supply = self.mammoth_supply

        options = self.options.to_dict()

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        part: dict[str, Any] | None
        if isinstance(self.part, MammothHuntersPartView):
            part = self.part.to_dict()
        else:
            part = self.part

        players = self.players

        revealed: dict[str, Any] | None
        if isinstance(self.revealed, MammothHuntersRevealedView):
            revealed = self.revealed.to_dict()
        else:
            revealed = self.revealed

        round_ = self.round_

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        start_player = self.start_player

        state = self.state

        to_move = self.to_move

        deadline_at: None | str | Unset
        if isinstance(self.deadline_at, Unset):
            deadline_at = UNSET
        elif isinstance(self.deadline_at, datetime.datetime):
            deadline_at = self.deadline_at.isoformat()
        else:
            deadline_at = self.deadline_at

        hand: list[str] | None | Unset
        if isinstance(self.hand, Unset):
            hand = UNSET
        elif isinstance(self.hand, list):
            hand = self.hand

        else:
            hand = self.hand

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "active_seat": active_seat,
                "board": board,
                "box_mammoths": box_mammoths,
                "box_stones": box_stones,
                "campfires_aside": campfires_aside,
                "club_supply": club_supply,
                "colours": colours,
                "dark_deck": dark_deck,
                "dark_pile": dark_pile,
                "dark_reserve": dark_reserve,
                "eight_stones": eight_stones,
                "final_round": final_round,
                "game_type": game_type,
                "glacier_tiles": glacier_tiles,
                "in_play": in_play,
                "light_deck": light_deck,
                "light_pile": light_pile,
                "light_reserve": light_reserve,
                "mammoth_supply": mammoth_supply,
                "options": options,
                "outcome": outcome,
                "part": part,
                "players": players,
                "revealed": revealed,
                "round": round_,
                "seats": seats,
                "start_player": start_player,
                "state": state,
                "to_move": to_move,
            }
        )
        if deadline_at is not UNSET:
            field_dict["deadline_at"] = deadline_at
        if hand is not UNSET:
            field_dict["hand"] = hand

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mammoth_hunters_options import MammothHuntersOptions
        from ..models.mammoth_hunters_part_view import MammothHuntersPartView
        from ..models.mammoth_hunters_pile_view import MammothHuntersPileView
        from ..models.mammoth_hunters_region_view import MammothHuntersRegionView
        from ..models.mammoth_hunters_revealed_view import MammothHuntersRevealedView
        from ..models.mammoth_hunters_seat_view import MammothHuntersSeatView
        from ..models.outcome import Outcome

        d = dict(src_dict)
        active_seat = d.pop("active_seat")

        board = []
        _board = d.pop("board")
        for board_item_data in _board:
            board_item = MammothHuntersRegionView.from_dict(board_item_data)

            board.append(board_item)

        box_mammoths = d.pop("box_mammoths")

        box_stones = d.pop("box_stones")

        campfires_aside = d.pop("campfires_aside")

        club_supply = d.pop("club_supply")

        colours = cast(list[str], d.pop("colours"))

        dark_deck = d.pop("dark_deck")

        dark_pile = MammothHuntersPileView.from_dict(d.pop("dark_pile"))

        dark_reserve = d.pop("dark_reserve")

        eight_stones = d.pop("eight_stones")

        final_round = d.pop("final_round")

        game_type = cast(Literal["mammoth_hunters"], d.pop("game_type"))
        if game_type != "mammoth_hunters":
            raise ValueError(
                f"game_type must match const 'mammoth_hunters', got '{game_type}'"
            )

        glacier_tiles = cast(list[int], d.pop("glacier_tiles"))

        def _parse_in_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        in_play = _parse_in_play(d.pop("in_play"))

        light_deck = d.pop("light_deck")

        light_pile = MammothHuntersPileView.from_dict(d.pop("light_pile"))

        light_reserve = d.pop("light_reserve")

        mammoth_supply = d.pop("mammoth_supply")

        options = MammothHuntersOptions.from_dict(d.pop("options"))

        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))

        def _parse_part(data: object) -> MammothHuntersPartView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                part_type_0 = MammothHuntersPartView.from_dict(data)

                return part_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MammothHuntersPartView | None, data)

        part = _parse_part(d.pop("part"))

        players = d.pop("players")

        def _parse_revealed(data: object) -> MammothHuntersRevealedView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                revealed_type_0 = MammothHuntersRevealedView.from_dict(data)

                return revealed_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MammothHuntersRevealedView | None, data)

        revealed = _parse_revealed(d.pop("revealed"))

        round_ = d.pop("round")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = MammothHuntersSeatView.from_dict(seats_item_data)

            seats.append(seats_item)

        start_player = d.pop("start_player")

        state = d.pop("state")

        to_move = cast(list[int], d.pop("to_move"))

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

        def _parse_hand(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = cast(list[str], data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        hand = _parse_hand(d.pop("hand", UNSET))

        mammoth_hunters_view = cls(
            active_seat=active_seat,
            board=board,
            box_mammoths=box_mammoths,
            box_stones=box_stones,
            campfires_aside=campfires_aside,
            club_supply=club_supply,
            colours=colours,
            dark_deck=dark_deck,
            dark_pile=dark_pile,
            dark_reserve=dark_reserve,
            eight_stones=eight_stones,
            final_round=final_round,
            game_type=game_type,
            glacier_tiles=glacier_tiles,
            in_play=in_play,
            light_deck=light_deck,
            light_pile=light_pile,
            light_reserve=light_reserve,
            mammoth_supply=mammoth_supply,
            options=options,
            outcome=outcome,
            part=part,
            players=players,
            revealed=revealed,
            round_=round_,
            seats=seats,
            start_player=start_player,
            state=state,
            to_move=to_move,
            deadline_at=deadline_at,
            hand=hand,
        )

        mammoth_hunters_view.additional_properties = d
        return mammoth_hunters_view

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
