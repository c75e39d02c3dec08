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
    from ..models.ice_flow_position_backpack import IceFlowPositionBackpack
    from ..models.ice_flow_position_floe import IceFlowPositionFloe
    from ..models.ice_flow_position_island import IceFlowPositionIsland


T = TypeVar("T", bound="IceFlowPositionDocument")


@_attrs_define
class IceFlowPositionDocument:
    """A game at the beginning of `active_seat`'s turn; tiles not on a floe are in the bag.

    Attributes:
        active_seat (int): The seat whose turn begins.
        backpacks (list[IceFlowPositionBackpack]): One per seat.
        discard_pile (list[str]): Card ids, bottom first; both piles hold all 16 cards.
        draw_pile (list[str]): Card ids, top first (secret).
        explorers (list[str]): Space of explorer e (3 × players); a sea hex without a floe is water.
        floes (list[IceFlowPositionFloe]): The floes on the board.
        game_type (Literal['ice_flow']): The game type; the discriminator among the games' documents.
        island (IceFlowPositionIsland): The items on the Diomede island (§3.6).
        players (int): 2–4, as the game is created for.
        rules_revision (int | Unset): The rules revision the game is played under (GET …/position always sends it; a
            document sent to POST /v1/games may leave it out).
    """

    active_seat: int
    backpacks: list[IceFlowPositionBackpack]
    discard_pile: list[str]
    draw_pile: list[str]
    explorers: list[str]
    floes: list[IceFlowPositionFloe]
    game_type: Literal["ice_flow"]
    island: IceFlowPositionIsland
    players: int
    rules_revision: int | Unset = UNSET

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

        game_type = self.game_type

        island = self.island.to_dict()

        players = self.players

        rules_revision = self.rules_revision

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "active_seat": active_seat,
                "backpacks": backpacks,
                "discard_pile": discard_pile,
                "draw_pile": draw_pile,
                "explorers": explorers,
                "floes": floes,
                "game_type": game_type,
                "island": island,
                "players": players,
            }
        )
        if rules_revision is not UNSET:
            field_dict["rules_revision"] = rules_revision

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

        game_type = cast(Literal["ice_flow"], d.pop("game_type"))
        if game_type != "ice_flow":
            raise ValueError(
                f"game_type must match const 'ice_flow', got '{game_type}'"
            )

        island = IceFlowPositionIsland.from_dict(d.pop("island"))

        players = d.pop("players")

        rules_revision = d.pop("rules_revision", UNSET)

        ice_flow_position_document = cls(
            active_seat=active_seat,
            backpacks=backpacks,
            discard_pile=discard_pile,
            draw_pile=draw_pile,
            explorers=explorers,
            floes=floes,
            game_type=game_type,
            island=island,
            players=players,
            rules_revision=rules_revision,
        )

        return ice_flow_position_document
