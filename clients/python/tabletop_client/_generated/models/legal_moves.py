from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.clans_choose_village import ClansChooseVillage
    from ..models.clans_move import ClansMove
    from ..models.der_schwarm_add_researcher import DerSchwarmAddResearcher
    from ..models.der_schwarm_build_station import DerSchwarmBuildStation
    from ..models.der_schwarm_buy_action import DerSchwarmBuyAction
    from ..models.der_schwarm_buy_order import DerSchwarmBuyOrder
    from ..models.der_schwarm_choose_part import DerSchwarmChoosePart
    from ..models.der_schwarm_end_action import DerSchwarmEndAction
    from ..models.der_schwarm_hire import DerSchwarmHire
    from ..models.der_schwarm_move_crab import DerSchwarmMoveCrab
    from ..models.der_schwarm_move_tsunami import DerSchwarmMoveTsunami
    from ..models.der_schwarm_move_whale import DerSchwarmMoveWhale
    from ..models.der_schwarm_no_effect import DerSchwarmNoEffect
    from ..models.der_schwarm_pass_buy import DerSchwarmPassBuy
    from ..models.der_schwarm_pass_round import DerSchwarmPassRound
    from ..models.der_schwarm_place_ship import DerSchwarmPlaceShip
    from ..models.der_schwarm_place_start_station import DerSchwarmPlaceStartStation
    from ..models.der_schwarm_place_tile import DerSchwarmPlaceTile
    from ..models.der_schwarm_play_card import DerSchwarmPlayCard
    from ..models.der_schwarm_play_joker import DerSchwarmPlayJoker
    from ..models.der_schwarm_ship_step import DerSchwarmShipStep
    from ..models.ice_flow_air_rescue import IceFlowAirRescue
    from ..models.ice_flow_chase_bear import IceFlowChaseBear
    from ..models.ice_flow_collect import IceFlowCollect
    from ..models.ice_flow_discover import IceFlowDiscover
    from ..models.ice_flow_drift import IceFlowDrift
    from ..models.ice_flow_drop import IceFlowDrop
    from ..models.ice_flow_end_turn import IceFlowEndTurn
    from ..models.ice_flow_escape import IceFlowEscape
    from ..models.ice_flow_fish import IceFlowFish
    from ..models.ice_flow_place_explorer import IceFlowPlaceExplorer
    from ..models.ice_flow_place_floe import IceFlowPlaceFloe
    from ..models.ice_flow_rotate import IceFlowRotate
    from ..models.ice_flow_skip_collect import IceFlowSkipCollect
    from ..models.ice_flow_step import IceFlowStep
    from ..models.ice_flow_stop import IceFlowStop
    from ..models.mammoth_hunters_discard import MammothHuntersDiscard
    from ..models.mammoth_hunters_done import MammothHuntersDone
    from ..models.mammoth_hunters_draw import MammothHuntersDraw
    from ..models.mammoth_hunters_move_campfire import MammothHuntersMoveCampfire
    from ..models.mammoth_hunters_move_hunter import MammothHuntersMoveHunter
    from ..models.mammoth_hunters_move_mammoth import MammothHuntersMoveMammoth
    from ..models.mammoth_hunters_pass_glacier import MammothHuntersPassGlacier
    from ..models.mammoth_hunters_place_glacier import MammothHuntersPlaceGlacier
    from ..models.mammoth_hunters_place_hunter import MammothHuntersPlaceHunter
    from ..models.mammoth_hunters_place_initial import MammothHuntersPlaceInitial
    from ..models.mammoth_hunters_place_mammoth import MammothHuntersPlaceMammoth
    from ..models.mammoth_hunters_play import MammothHuntersPlay
    from ..models.mammoth_hunters_put_away import MammothHuntersPutAway
    from ..models.mammoth_hunters_remove_hunter import MammothHuntersRemoveHunter
    from ..models.mammoth_hunters_remove_mammoth import MammothHuntersRemoveMammoth
    from ..models.mammoth_hunters_skip_discard import MammothHuntersSkipDiscard
    from ..models.mammoth_hunters_swap_hunters import MammothHuntersSwapHunters
    from ..models.mammoth_hunters_take_club import MammothHuntersTakeClub
    from ..models.pow_wow_choose import PowWowChoose
    from ..models.pow_wow_claim import PowWowClaim
    from ..models.pow_wow_pass import PowWowPass
    from ..models.pow_wow_reveal import PowWowReveal


T = TypeVar("T", bound="LegalMoves")


@_attrs_define
class LegalMoves:
    """
    Attributes:
        moves (list[ClansChooseVillage | ClansMove | DerSchwarmAddResearcher | DerSchwarmBuildStation |
            DerSchwarmBuyAction | DerSchwarmBuyOrder | DerSchwarmChoosePart | DerSchwarmEndAction | DerSchwarmHire |
            DerSchwarmMoveCrab | DerSchwarmMoveTsunami | DerSchwarmMoveWhale | DerSchwarmNoEffect | DerSchwarmPassBuy |
            DerSchwarmPassRound | DerSchwarmPlaceShip | DerSchwarmPlaceStartStation | DerSchwarmPlaceTile |
            DerSchwarmPlayCard | DerSchwarmPlayJoker | DerSchwarmShipStep | IceFlowAirRescue | IceFlowChaseBear |
            IceFlowCollect | IceFlowDiscover | IceFlowDrift | IceFlowDrop | IceFlowEndTurn | IceFlowEscape | IceFlowFish |
            IceFlowPlaceExplorer | IceFlowPlaceFloe | IceFlowRotate | IceFlowSkipCollect | IceFlowStep | IceFlowStop |
            MammothHuntersDiscard | MammothHuntersDone | MammothHuntersDraw | MammothHuntersMoveCampfire |
            MammothHuntersMoveHunter | MammothHuntersMoveMammoth | MammothHuntersPassGlacier | MammothHuntersPlaceGlacier |
            MammothHuntersPlaceHunter | MammothHuntersPlaceInitial | MammothHuntersPlaceMammoth | MammothHuntersPlay |
            MammothHuntersPutAway | MammothHuntersRemoveHunter | MammothHuntersRemoveMammoth | MammothHuntersSkipDiscard |
            MammothHuntersSwapHunters | MammothHuntersTakeClub | PowWowChoose | PowWowClaim | PowWowPass | PowWowReveal]):
            Every command the caller may send now, each ready to POST.
        version (int):
    """

    moves: list[
        ClansChooseVillage
        | ClansMove
        | DerSchwarmAddResearcher
        | DerSchwarmBuildStation
        | DerSchwarmBuyAction
        | DerSchwarmBuyOrder
        | DerSchwarmChoosePart
        | DerSchwarmEndAction
        | DerSchwarmHire
        | DerSchwarmMoveCrab
        | DerSchwarmMoveTsunami
        | DerSchwarmMoveWhale
        | DerSchwarmNoEffect
        | DerSchwarmPassBuy
        | DerSchwarmPassRound
        | DerSchwarmPlaceShip
        | DerSchwarmPlaceStartStation
        | DerSchwarmPlaceTile
        | DerSchwarmPlayCard
        | DerSchwarmPlayJoker
        | DerSchwarmShipStep
        | IceFlowAirRescue
        | IceFlowChaseBear
        | IceFlowCollect
        | IceFlowDiscover
        | IceFlowDrift
        | IceFlowDrop
        | IceFlowEndTurn
        | IceFlowEscape
        | IceFlowFish
        | IceFlowPlaceExplorer
        | IceFlowPlaceFloe
        | IceFlowRotate
        | IceFlowSkipCollect
        | IceFlowStep
        | IceFlowStop
        | MammothHuntersDiscard
        | MammothHuntersDone
        | MammothHuntersDraw
        | MammothHuntersMoveCampfire
        | MammothHuntersMoveHunter
        | MammothHuntersMoveMammoth
        | MammothHuntersPassGlacier
        | MammothHuntersPlaceGlacier
        | MammothHuntersPlaceHunter
        | MammothHuntersPlaceInitial
        | MammothHuntersPlaceMammoth
        | MammothHuntersPlay
        | MammothHuntersPutAway
        | MammothHuntersRemoveHunter
        | MammothHuntersRemoveMammoth
        | MammothHuntersSkipDiscard
        | MammothHuntersSwapHunters
        | MammothHuntersTakeClub
        | PowWowChoose
        | PowWowClaim
        | PowWowPass
        | PowWowReveal
    ]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.clans_choose_village import ClansChooseVillage
        from ..models.clans_move import ClansMove
        from ..models.der_schwarm_add_researcher import DerSchwarmAddResearcher
        from ..models.der_schwarm_build_station import DerSchwarmBuildStation
        from ..models.der_schwarm_buy_action import DerSchwarmBuyAction
        from ..models.der_schwarm_buy_order import DerSchwarmBuyOrder
        from ..models.der_schwarm_choose_part import DerSchwarmChoosePart
        from ..models.der_schwarm_end_action import DerSchwarmEndAction
        from ..models.der_schwarm_hire import DerSchwarmHire
        from ..models.der_schwarm_move_crab import DerSchwarmMoveCrab
        from ..models.der_schwarm_move_tsunami import DerSchwarmMoveTsunami
        from ..models.der_schwarm_move_whale import DerSchwarmMoveWhale
        from ..models.der_schwarm_no_effect import DerSchwarmNoEffect
        from ..models.der_schwarm_pass_buy import DerSchwarmPassBuy
        from ..models.der_schwarm_pass_round import DerSchwarmPassRound
        from ..models.der_schwarm_place_ship import DerSchwarmPlaceShip
        from ..models.der_schwarm_place_start_station import DerSchwarmPlaceStartStation
        from ..models.der_schwarm_place_tile import DerSchwarmPlaceTile
        from ..models.der_schwarm_play_card import DerSchwarmPlayCard
        from ..models.der_schwarm_play_joker import DerSchwarmPlayJoker
        from ..models.der_schwarm_ship_step import DerSchwarmShipStep
        from ..models.ice_flow_air_rescue import IceFlowAirRescue
        from ..models.ice_flow_chase_bear import IceFlowChaseBear
        from ..models.ice_flow_collect import IceFlowCollect
        from ..models.ice_flow_discover import IceFlowDiscover
        from ..models.ice_flow_drift import IceFlowDrift
        from ..models.ice_flow_drop import IceFlowDrop
        from ..models.ice_flow_escape import IceFlowEscape
        from ..models.ice_flow_fish import IceFlowFish
        from ..models.ice_flow_place_explorer import IceFlowPlaceExplorer
        from ..models.ice_flow_place_floe import IceFlowPlaceFloe
        from ..models.ice_flow_rotate import IceFlowRotate
        from ..models.ice_flow_skip_collect import IceFlowSkipCollect
        from ..models.ice_flow_step import IceFlowStep
        from ..models.ice_flow_stop import IceFlowStop
        from ..models.mammoth_hunters_discard import MammothHuntersDiscard
        from ..models.mammoth_hunters_done import MammothHuntersDone
        from ..models.mammoth_hunters_draw import MammothHuntersDraw
        from ..models.mammoth_hunters_move_campfire import MammothHuntersMoveCampfire
        from ..models.mammoth_hunters_move_hunter import MammothHuntersMoveHunter
        from ..models.mammoth_hunters_move_mammoth import MammothHuntersMoveMammoth
        from ..models.mammoth_hunters_pass_glacier import MammothHuntersPassGlacier
        from ..models.mammoth_hunters_place_glacier import MammothHuntersPlaceGlacier
        from ..models.mammoth_hunters_place_hunter import MammothHuntersPlaceHunter
        from ..models.mammoth_hunters_place_initial import MammothHuntersPlaceInitial
        from ..models.mammoth_hunters_place_mammoth import MammothHuntersPlaceMammoth
        from ..models.mammoth_hunters_play import MammothHuntersPlay
        from ..models.mammoth_hunters_put_away import MammothHuntersPutAway
        from ..models.mammoth_hunters_remove_hunter import MammothHuntersRemoveHunter
        from ..models.mammoth_hunters_remove_mammoth import MammothHuntersRemoveMammoth
        from ..models.mammoth_hunters_skip_discard import MammothHuntersSkipDiscard
        from ..models.mammoth_hunters_swap_hunters import MammothHuntersSwapHunters
        from ..models.mammoth_hunters_take_club import MammothHuntersTakeClub
        from ..models.pow_wow_choose import PowWowChoose
        from ..models.pow_wow_claim import PowWowClaim
        from ..models.pow_wow_pass import PowWowPass
        from ..models.pow_wow_reveal import PowWowReveal

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if (
                isinstance(moves_item_data, ClansMove)
                or isinstance(moves_item_data, ClansChooseVillage)
                or isinstance(moves_item_data, MammothHuntersPlaceInitial)
                or isinstance(moves_item_data, MammothHuntersPlay)
                or isinstance(moves_item_data, MammothHuntersPutAway)
                or isinstance(moves_item_data, MammothHuntersPlaceHunter)
                or isinstance(moves_item_data, MammothHuntersMoveHunter)
                or isinstance(moves_item_data, MammothHuntersSwapHunters)
                or isinstance(moves_item_data, MammothHuntersRemoveHunter)
                or isinstance(moves_item_data, MammothHuntersPlaceMammoth)
                or isinstance(moves_item_data, MammothHuntersMoveMammoth)
                or isinstance(moves_item_data, MammothHuntersRemoveMammoth)
                or isinstance(moves_item_data, MammothHuntersMoveCampfire)
                or isinstance(moves_item_data, MammothHuntersTakeClub)
                or isinstance(moves_item_data, MammothHuntersDone)
                or isinstance(moves_item_data, MammothHuntersDiscard)
                or isinstance(moves_item_data, MammothHuntersSkipDiscard)
                or isinstance(moves_item_data, MammothHuntersDraw)
                or isinstance(moves_item_data, MammothHuntersPlaceGlacier)
                or isinstance(moves_item_data, MammothHuntersPassGlacier)
                or isinstance(moves_item_data, PowWowReveal)
                or isinstance(moves_item_data, PowWowClaim)
                or isinstance(moves_item_data, PowWowPass)
                or isinstance(moves_item_data, PowWowChoose)
                or isinstance(moves_item_data, DerSchwarmPlaceStartStation)
                or isinstance(moves_item_data, DerSchwarmBuyAction)
                or isinstance(moves_item_data, DerSchwarmBuyOrder)
                or isinstance(moves_item_data, DerSchwarmPassBuy)
                or isinstance(moves_item_data, DerSchwarmPlayCard)
                or isinstance(moves_item_data, DerSchwarmPlayJoker)
                or isinstance(moves_item_data, DerSchwarmPassRound)
                or isinstance(moves_item_data, DerSchwarmChoosePart)
                or isinstance(moves_item_data, DerSchwarmBuildStation)
                or isinstance(moves_item_data, DerSchwarmAddResearcher)
                or isinstance(moves_item_data, DerSchwarmPlaceShip)
                or isinstance(moves_item_data, DerSchwarmShipStep)
                or isinstance(moves_item_data, DerSchwarmHire)
                or isinstance(moves_item_data, DerSchwarmPlaceTile)
                or isinstance(moves_item_data, DerSchwarmMoveWhale)
                or isinstance(moves_item_data, DerSchwarmMoveTsunami)
                or isinstance(moves_item_data, DerSchwarmMoveCrab)
                or isinstance(moves_item_data, DerSchwarmNoEffect)
                or isinstance(moves_item_data, DerSchwarmEndAction)
                or isinstance(moves_item_data, IceFlowPlaceExplorer)
                or isinstance(moves_item_data, IceFlowPlaceFloe)
                or isinstance(moves_item_data, IceFlowDrift)
                or isinstance(moves_item_data, IceFlowRotate)
                or isinstance(moves_item_data, IceFlowDiscover)
                or isinstance(moves_item_data, IceFlowStep)
                or isinstance(moves_item_data, IceFlowStop)
                or isinstance(moves_item_data, IceFlowChaseBear)
                or isinstance(moves_item_data, IceFlowCollect)
                or isinstance(moves_item_data, IceFlowSkipCollect)
                or isinstance(moves_item_data, IceFlowFish)
                or isinstance(moves_item_data, IceFlowDrop)
                or isinstance(moves_item_data, IceFlowEscape)
                or isinstance(moves_item_data, IceFlowAirRescue)
            ):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "moves": moves,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.clans_choose_village import ClansChooseVillage
        from ..models.clans_move import ClansMove
        from ..models.der_schwarm_add_researcher import DerSchwarmAddResearcher
        from ..models.der_schwarm_build_station import DerSchwarmBuildStation
        from ..models.der_schwarm_buy_action import DerSchwarmBuyAction
        from ..models.der_schwarm_buy_order import DerSchwarmBuyOrder
        from ..models.der_schwarm_choose_part import DerSchwarmChoosePart
        from ..models.der_schwarm_end_action import DerSchwarmEndAction
        from ..models.der_schwarm_hire import DerSchwarmHire
        from ..models.der_schwarm_move_crab import DerSchwarmMoveCrab
        from ..models.der_schwarm_move_tsunami import DerSchwarmMoveTsunami
        from ..models.der_schwarm_move_whale import DerSchwarmMoveWhale
        from ..models.der_schwarm_no_effect import DerSchwarmNoEffect
        from ..models.der_schwarm_pass_buy import DerSchwarmPassBuy
        from ..models.der_schwarm_pass_round import DerSchwarmPassRound
        from ..models.der_schwarm_place_ship import DerSchwarmPlaceShip
        from ..models.der_schwarm_place_start_station import DerSchwarmPlaceStartStation
        from ..models.der_schwarm_place_tile import DerSchwarmPlaceTile
        from ..models.der_schwarm_play_card import DerSchwarmPlayCard
        from ..models.der_schwarm_play_joker import DerSchwarmPlayJoker
        from ..models.der_schwarm_ship_step import DerSchwarmShipStep
        from ..models.ice_flow_air_rescue import IceFlowAirRescue
        from ..models.ice_flow_chase_bear import IceFlowChaseBear
        from ..models.ice_flow_collect import IceFlowCollect
        from ..models.ice_flow_discover import IceFlowDiscover
        from ..models.ice_flow_drift import IceFlowDrift
        from ..models.ice_flow_drop import IceFlowDrop
        from ..models.ice_flow_end_turn import IceFlowEndTurn
        from ..models.ice_flow_escape import IceFlowEscape
        from ..models.ice_flow_fish import IceFlowFish
        from ..models.ice_flow_place_explorer import IceFlowPlaceExplorer
        from ..models.ice_flow_place_floe import IceFlowPlaceFloe
        from ..models.ice_flow_rotate import IceFlowRotate
        from ..models.ice_flow_skip_collect import IceFlowSkipCollect
        from ..models.ice_flow_step import IceFlowStep
        from ..models.ice_flow_stop import IceFlowStop
        from ..models.mammoth_hunters_discard import MammothHuntersDiscard
        from ..models.mammoth_hunters_done import MammothHuntersDone
        from ..models.mammoth_hunters_draw import MammothHuntersDraw
        from ..models.mammoth_hunters_move_campfire import MammothHuntersMoveCampfire
        from ..models.mammoth_hunters_move_hunter import MammothHuntersMoveHunter
        from ..models.mammoth_hunters_move_mammoth import MammothHuntersMoveMammoth
        from ..models.mammoth_hunters_pass_glacier import MammothHuntersPassGlacier
        from ..models.mammoth_hunters_place_glacier import MammothHuntersPlaceGlacier
        from ..models.mammoth_hunters_place_hunter import MammothHuntersPlaceHunter
        from ..models.mammoth_hunters_place_initial import MammothHuntersPlaceInitial
        from ..models.mammoth_hunters_place_mammoth import MammothHuntersPlaceMammoth
        from ..models.mammoth_hunters_play import MammothHuntersPlay
        from ..models.mammoth_hunters_put_away import MammothHuntersPutAway
        from ..models.mammoth_hunters_remove_hunter import MammothHuntersRemoveHunter
        from ..models.mammoth_hunters_remove_mammoth import MammothHuntersRemoveMammoth
        from ..models.mammoth_hunters_skip_discard import MammothHuntersSkipDiscard
        from ..models.mammoth_hunters_swap_hunters import MammothHuntersSwapHunters
        from ..models.mammoth_hunters_take_club import MammothHuntersTakeClub
        from ..models.pow_wow_choose import PowWowChoose
        from ..models.pow_wow_claim import PowWowClaim
        from ..models.pow_wow_pass import PowWowPass
        from ..models.pow_wow_reveal import PowWowReveal

        d = dict(src_dict)
        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
                data: object,
            ) -> (
                ClansChooseVillage
                | ClansMove
                | DerSchwarmAddResearcher
                | DerSchwarmBuildStation
                | DerSchwarmBuyAction
                | DerSchwarmBuyOrder
                | DerSchwarmChoosePart
                | DerSchwarmEndAction
                | DerSchwarmHire
                | DerSchwarmMoveCrab
                | DerSchwarmMoveTsunami
                | DerSchwarmMoveWhale
                | DerSchwarmNoEffect
                | DerSchwarmPassBuy
                | DerSchwarmPassRound
                | DerSchwarmPlaceShip
                | DerSchwarmPlaceStartStation
                | DerSchwarmPlaceTile
                | DerSchwarmPlayCard
                | DerSchwarmPlayJoker
                | DerSchwarmShipStep
                | IceFlowAirRescue
                | IceFlowChaseBear
                | IceFlowCollect
                | IceFlowDiscover
                | IceFlowDrift
                | IceFlowDrop
                | IceFlowEndTurn
                | IceFlowEscape
                | IceFlowFish
                | IceFlowPlaceExplorer
                | IceFlowPlaceFloe
                | IceFlowRotate
                | IceFlowSkipCollect
                | IceFlowStep
                | IceFlowStop
                | MammothHuntersDiscard
                | MammothHuntersDone
                | MammothHuntersDraw
                | MammothHuntersMoveCampfire
                | MammothHuntersMoveHunter
                | MammothHuntersMoveMammoth
                | MammothHuntersPassGlacier
                | MammothHuntersPlaceGlacier
                | MammothHuntersPlaceHunter
                | MammothHuntersPlaceInitial
                | MammothHuntersPlaceMammoth
                | MammothHuntersPlay
                | MammothHuntersPutAway
                | MammothHuntersRemoveHunter
                | MammothHuntersRemoveMammoth
                | MammothHuntersSkipDiscard
                | MammothHuntersSwapHunters
                | MammothHuntersTakeClub
                | PowWowChoose
                | PowWowClaim
                | PowWowPass
                | PowWowReveal
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_0 = ClansMove.from_dict(data)

                    return componentsschemas_game_command_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_1 = (
                        ClansChooseVillage.from_dict(data)
                    )

                    return componentsschemas_game_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_2 = (
                        MammothHuntersPlaceInitial.from_dict(data)
                    )

                    return componentsschemas_game_command_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_3 = (
                        MammothHuntersPlay.from_dict(data)
                    )

                    return componentsschemas_game_command_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_4 = (
                        MammothHuntersPutAway.from_dict(data)
                    )

                    return componentsschemas_game_command_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_5 = (
                        MammothHuntersPlaceHunter.from_dict(data)
                    )

                    return componentsschemas_game_command_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_6 = (
                        MammothHuntersMoveHunter.from_dict(data)
                    )

                    return componentsschemas_game_command_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_7 = (
                        MammothHuntersSwapHunters.from_dict(data)
                    )

                    return componentsschemas_game_command_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_8 = (
                        MammothHuntersRemoveHunter.from_dict(data)
                    )

                    return componentsschemas_game_command_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_9 = (
                        MammothHuntersPlaceMammoth.from_dict(data)
                    )

                    return componentsschemas_game_command_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_10 = (
                        MammothHuntersMoveMammoth.from_dict(data)
                    )

                    return componentsschemas_game_command_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_11 = (
                        MammothHuntersRemoveMammoth.from_dict(data)
                    )

                    return componentsschemas_game_command_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_12 = (
                        MammothHuntersMoveCampfire.from_dict(data)
                    )

                    return componentsschemas_game_command_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_13 = (
                        MammothHuntersTakeClub.from_dict(data)
                    )

                    return componentsschemas_game_command_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_14 = (
                        MammothHuntersDone.from_dict(data)
                    )

                    return componentsschemas_game_command_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_15 = (
                        MammothHuntersDiscard.from_dict(data)
                    )

                    return componentsschemas_game_command_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_16 = (
                        MammothHuntersSkipDiscard.from_dict(data)
                    )

                    return componentsschemas_game_command_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_17 = (
                        MammothHuntersDraw.from_dict(data)
                    )

                    return componentsschemas_game_command_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_18 = (
                        MammothHuntersPlaceGlacier.from_dict(data)
                    )

                    return componentsschemas_game_command_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_19 = (
                        MammothHuntersPassGlacier.from_dict(data)
                    )

                    return componentsschemas_game_command_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_20 = PowWowReveal.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_21 = PowWowClaim.from_dict(data)

                    return componentsschemas_game_command_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_22 = PowWowPass.from_dict(data)

                    return componentsschemas_game_command_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_23 = PowWowChoose.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_24 = (
                        DerSchwarmPlaceStartStation.from_dict(data)
                    )

                    return componentsschemas_game_command_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_25 = (
                        DerSchwarmBuyAction.from_dict(data)
                    )

                    return componentsschemas_game_command_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_26 = (
                        DerSchwarmBuyOrder.from_dict(data)
                    )

                    return componentsschemas_game_command_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_27 = (
                        DerSchwarmPassBuy.from_dict(data)
                    )

                    return componentsschemas_game_command_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_28 = (
                        DerSchwarmPlayCard.from_dict(data)
                    )

                    return componentsschemas_game_command_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_29 = (
                        DerSchwarmPlayJoker.from_dict(data)
                    )

                    return componentsschemas_game_command_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_30 = (
                        DerSchwarmPassRound.from_dict(data)
                    )

                    return componentsschemas_game_command_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_31 = (
                        DerSchwarmChoosePart.from_dict(data)
                    )

                    return componentsschemas_game_command_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_32 = (
                        DerSchwarmBuildStation.from_dict(data)
                    )

                    return componentsschemas_game_command_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_33 = (
                        DerSchwarmAddResearcher.from_dict(data)
                    )

                    return componentsschemas_game_command_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_34 = (
                        DerSchwarmPlaceShip.from_dict(data)
                    )

                    return componentsschemas_game_command_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_35 = (
                        DerSchwarmShipStep.from_dict(data)
                    )

                    return componentsschemas_game_command_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_36 = DerSchwarmHire.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_37 = (
                        DerSchwarmPlaceTile.from_dict(data)
                    )

                    return componentsschemas_game_command_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_38 = (
                        DerSchwarmMoveWhale.from_dict(data)
                    )

                    return componentsschemas_game_command_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_39 = (
                        DerSchwarmMoveTsunami.from_dict(data)
                    )

                    return componentsschemas_game_command_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_40 = (
                        DerSchwarmMoveCrab.from_dict(data)
                    )

                    return componentsschemas_game_command_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_41 = (
                        DerSchwarmNoEffect.from_dict(data)
                    )

                    return componentsschemas_game_command_type_41
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_42 = (
                        DerSchwarmEndAction.from_dict(data)
                    )

                    return componentsschemas_game_command_type_42
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_43 = (
                        IceFlowPlaceExplorer.from_dict(data)
                    )

                    return componentsschemas_game_command_type_43
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_44 = IceFlowPlaceFloe.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_44
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_45 = IceFlowDrift.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_45
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_46 = IceFlowRotate.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_46
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_47 = IceFlowDiscover.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_47
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_48 = IceFlowStep.from_dict(data)

                    return componentsschemas_game_command_type_48
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_49 = IceFlowStop.from_dict(data)

                    return componentsschemas_game_command_type_49
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_50 = IceFlowChaseBear.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_50
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_51 = IceFlowCollect.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_51
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_52 = (
                        IceFlowSkipCollect.from_dict(data)
                    )

                    return componentsschemas_game_command_type_52
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_53 = IceFlowFish.from_dict(data)

                    return componentsschemas_game_command_type_53
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_54 = IceFlowDrop.from_dict(data)

                    return componentsschemas_game_command_type_54
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_55 = IceFlowEscape.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_55
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_56 = IceFlowAirRescue.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_56
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_command_type_57 = IceFlowEndTurn.from_dict(data)

                return componentsschemas_game_command_type_57

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        version = d.pop("version")

        legal_moves = cls(
            moves=moves,
            version=version,
        )

        legal_moves.additional_properties = d
        return legal_moves

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
