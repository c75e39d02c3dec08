from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.ice_flow_position_backpack import IceFlowPositionBackpack
    from ..models.ice_flow_position_floe import IceFlowPositionFloe
    from ..models.ice_flow_position_island import IceFlowPositionIsland


T = TypeVar("T", bound="IceFlowPosition")


@_attrs_define
class IceFlowPosition:
    """A game at the beginning of `active_seat`'s turn; tiles not on a floe are in the bag.

    Attributes:
        active_seat (int): The seat whose turn begins.
        backpacks (list[IceFlowPositionBackpack]): One per seat.
        discard_pile (list[str]): Card ids, bottom first; both piles hold all 16 cards.
        draw_pile (list[str]): Card ids, top first (secret).
        explorers (list[str]): Space of explorer e (3 × players); a sea hex without a floe is water.
        floes (list[IceFlowPositionFloe]): The floes on the board.
        island (IceFlowPositionIsland): The items on the Diomede island (§3.6).
        players (int): 2–4, as the game is created for.
    """

    active_seat: int
    backpacks: list[IceFlowPositionBackpack]
    discard_pile: list[str]
    draw_pile: list[str]
    explorers: list[str]
    floes: list[IceFlowPositionFloe]
    island: IceFlowPositionIsland
    players: int

    def to_dict(self) -> dict[str, Any]:
        active_seat = self.active_seat

        backpacks = []
        for backpacks_item_data in self.backpacks:
            backpacks_item = backpacks_item_data.to_dict()
            backpacks.append(backpacks_item)

        discard_pile = self.discard_pile

        draw_pile = self.draw_pile

        explorers = self.explorers

        floes = []
        for floes_item_data in self.floes:
            floes_item = floes_item_data.to_dict()
            floes.append(floes_item)

        island = self.island.to_dict()

        players = self.players

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "active_seat": active_seat,
                "backpacks": backpacks,
                "discard_pile": discard_pile,
                "draw_pile": draw_pile,
                "explorers": explorers,
                "floes": floes,
                "island": island,
                "players": players,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ice_flow_position_backpack import IceFlowPositionBackpack
        from ..models.ice_flow_position_floe import IceFlowPositionFloe
        from ..models.ice_flow_position_island import IceFlowPositionIsland

        d = dict(src_dict)
        active_seat = d.pop("active_seat")

        backpacks = []
        _backpacks = d.pop("backpacks")
        for backpacks_item_data in _backpacks:
            backpacks_item = IceFlowPositionBackpack.from_dict(backpacks_item_data)

            backpacks.append(backpacks_item)

        discard_pile = cast(list[str], d.pop("discard_pile"))

        draw_pile = cast(list[str], d.pop("draw_pile"))

        explorers = cast(list[str], d.pop("explorers"))

        floes = []
        _floes = d.pop("floes")
        for floes_item_data in _floes:
            floes_item = IceFlowPositionFloe.from_dict(floes_item_data)

            floes.append(floes_item)

        island = IceFlowPositionIsland.from_dict(d.pop("island"))

        players = d.pop("players")

        ice_flow_position = cls(
            active_seat=active_seat,
            backpacks=backpacks,
            discard_pile=discard_pile,
            draw_pile=draw_pile,
            explorers=explorers,
            floes=floes,
            island=island,
            players=players,
        )

        return ice_flow_position
