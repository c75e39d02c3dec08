from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.take_seat_bot import TakeSeatBot
from ..types import UNSET, Unset

T = TypeVar("T", bound="TakeSeat")


@_attrs_define
class TakeSeat:
    """A seat for a player (`name`) or for a server bot (`bot`, `name` optional).

    Attributes:
        bot (None | TakeSeatBot | Unset): Seat a server bot instead of a player: `random` plays a uniformly random legal
            move, `greedy` the best move by one-ply lookahead on its own view.
        name (None | str | Unset): Player's display name: trimmed, then 1–40 printable characters (no control, format or
            bidi characters); else invalid_name. Required for a player.
    """

    bot: None | TakeSeatBot | Unset = UNSET
    name: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bot: None | str | Unset
        if isinstance(self.bot, Unset):
            bot = UNSET
        elif isinstance(self.bot, TakeSeatBot):
            bot = self.bot.value
        else:
            bot = self.bot

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if bot is not UNSET:
            field_dict["bot"] = bot
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_bot(data: object) -> None | TakeSeatBot | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_0 = TakeSeatBot(data)

                return bot_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TakeSeatBot | Unset, data)

        bot = _parse_bot(d.pop("bot", UNSET))

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        take_seat = cls(
            bot=bot,
            name=name,
        )

        return take_seat
