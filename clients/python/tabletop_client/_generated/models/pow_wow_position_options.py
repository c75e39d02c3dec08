from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PowWowPositionOptions")


@_attrs_define
class PowWowPositionOptions:
    """The optional rules and timer lengths: the options a position document may carry (D31).

    Attributes:
        choice_timeout_ms (int | Unset): Time to answer a booty choice before the default applies (3000–120000 ms; D22).
            Default: 15000.
        claim_window_ms (int | Unset): Claim window length when some seat can claim productively (1000–60000 ms; D22).
            Default: 5000.
        dead_window_ms (int | Unset): Claim window length when no seat can claim productively (500–60000 ms; D22).
            Default: 2000.
        marriage (bool | Unset): Marriage: with a teepee face up, couples may be taken. Default: False.
        reveal_timeout_ms (int | Unset): Time to reveal before the lowest face-down slot is turned (3000–120000 ms;
            D22). Default: 15000.
        sharing (bool | Unset): Sharing: neutral Indians join claims of their type. Default: False.
        war_tribute (bool | Unset): War tribute: warriors taking tomahawks collect buffalo. Default: False.
    """

    choice_timeout_ms: int | Unset = 15000
    claim_window_ms: int | Unset = 5000
    dead_window_ms: int | Unset = 2000
    marriage: bool | Unset = False
    reveal_timeout_ms: int | Unset = 15000
    sharing: bool | Unset = False
    war_tribute: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        choice_timeout_ms = self.choice_timeout_ms

        claim_window_ms = self.claim_window_ms

        dead_window_ms = self.dead_window_ms

        marriage = self.marriage

        reveal_timeout_ms = self.reveal_timeout_ms

        sharing = self.sharing

        war_tribute = self.war_tribute

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if choice_timeout_ms is not UNSET:
            field_dict["choice_timeout_ms"] = choice_timeout_ms
        if claim_window_ms is not UNSET:
            field_dict["claim_window_ms"] = claim_window_ms
        if dead_window_ms is not UNSET:
            field_dict["dead_window_ms"] = dead_window_ms
        if marriage is not UNSET:
            field_dict["marriage"] = marriage
        if reveal_timeout_ms is not UNSET:
            field_dict["reveal_timeout_ms"] = reveal_timeout_ms
        if sharing is not UNSET:
            field_dict["sharing"] = sharing
        if war_tribute is not UNSET:
            field_dict["war_tribute"] = war_tribute

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        choice_timeout_ms = d.pop("choice_timeout_ms", UNSET)

        claim_window_ms = d.pop("claim_window_ms", UNSET)

        dead_window_ms = d.pop("dead_window_ms", UNSET)

        marriage = d.pop("marriage", UNSET)

        reveal_timeout_ms = d.pop("reveal_timeout_ms", UNSET)

        sharing = d.pop("sharing", UNSET)

        war_tribute = d.pop("war_tribute", UNSET)

        pow_wow_position_options = cls(
            choice_timeout_ms=choice_timeout_ms,
            claim_window_ms=claim_window_ms,
            dead_window_ms=dead_window_ms,
            marriage=marriage,
            reveal_timeout_ms=reveal_timeout_ms,
            sharing=sharing,
            war_tribute=war_tribute,
        )

        return pow_wow_position_options
