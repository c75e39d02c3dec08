"""Contains all the data models used in inputs/outputs"""

from .clans_choose_village import ClansChooseVillage
from .clans_choose_village_type import ClansChooseVillageType
from .clans_clans_dealt import ClansClansDealt
from .clans_clans_dealt_type import ClansClansDealtType
from .clans_game_ended import ClansGameEnded
from .clans_game_ended_reason import ClansGameEndedReason
from .clans_game_ended_type import ClansGameEndedType
from .clans_game_ended_village_points import ClansGameEndedVillagePoints
from .clans_game_started import ClansGameStarted
from .clans_game_started_type import ClansGameStartedType
from .clans_huts_moved import ClansHutsMoved
from .clans_huts_moved_huts import ClansHutsMovedHuts
from .clans_huts_moved_type import ClansHutsMovedType
from .clans_move import ClansMove
from .clans_move_type import ClansMoveType
from .clans_options import ClansOptions
from .clans_outcome import ClansOutcome
from .clans_outcome_unassigned_points import ClansOutcomeUnassignedPoints
from .clans_position import ClansPosition
from .clans_position_document import ClansPositionDocument
from .clans_position_document_fields import ClansPositionDocumentFields
from .clans_position_document_fields_additional_property import (
    ClansPositionDocumentFieldsAdditionalProperty,
)
from .clans_position_document_game_type import ClansPositionDocumentGameType
from .clans_position_document_scores import ClansPositionDocumentScores
from .clans_position_fields import ClansPositionFields
from .clans_position_fields_additional_property import (
    ClansPositionFieldsAdditionalProperty,
)
from .clans_position_loaded import ClansPositionLoaded
from .clans_position_loaded_fields import ClansPositionLoadedFields
from .clans_position_loaded_fields_additional_property import (
    ClansPositionLoadedFieldsAdditionalProperty,
)
from .clans_position_loaded_scores import ClansPositionLoadedScores
from .clans_position_loaded_type import ClansPositionLoadedType
from .clans_position_scores import ClansPositionScores
from .clans_position_village import ClansPositionVillage
from .clans_seat_result import ClansSeatResult
from .clans_turn_passed import ClansTurnPassed
from .clans_turn_passed_type import ClansTurnPassedType
from .clans_view import ClansView
from .clans_view_fields_item import ClansViewFieldsItem
from .clans_view_game_type import ClansViewGameType
from .clans_view_removed import ClansViewRemoved
from .clans_view_scores import ClansViewScores
from .clans_village import ClansVillage
from .clans_village_founded import ClansVillageFounded
from .clans_village_founded_effect import ClansVillageFoundedEffect
from .clans_village_founded_huts import ClansVillageFoundedHuts
from .clans_village_founded_strife import ClansVillageFoundedStrife
from .clans_village_founded_type import ClansVillageFoundedType
from .clans_villages_formed import ClansVillagesFormed
from .clans_villages_formed_type import ClansVillagesFormedType
from .clock_setting import ClockSetting
from .command_accepted import CommandAccepted
from .create_clans_game import CreateClansGame
from .create_clans_game_game_type import CreateClansGameGameType
from .create_der_schwarm_game import CreateDerSchwarmGame
from .create_der_schwarm_game_game_type import CreateDerSchwarmGameGameType
from .create_ice_flow_game import CreateIceFlowGame
from .create_ice_flow_game_game_type import CreateIceFlowGameGameType
from .create_mammoth_hunters_game import CreateMammothHuntersGame
from .create_mammoth_hunters_game_game_type import CreateMammothHuntersGameGameType
from .create_pow_wow_game import CreatePowWowGame
from .create_pow_wow_game_game_type import CreatePowWowGameGameType
from .der_schwarm_action_card_bought import DerSchwarmActionCardBought
from .der_schwarm_action_card_bought_type import DerSchwarmActionCardBoughtType
from .der_schwarm_action_ended import DerSchwarmActionEnded
from .der_schwarm_action_ended_type import DerSchwarmActionEndedType
from .der_schwarm_action_view import DerSchwarmActionView
from .der_schwarm_add_researcher import DerSchwarmAddResearcher
from .der_schwarm_add_researcher_type import DerSchwarmAddResearcherType
from .der_schwarm_blue_deck_shuffled import DerSchwarmBlueDeckShuffled
from .der_schwarm_blue_deck_shuffled_type import DerSchwarmBlueDeckShuffledType
from .der_schwarm_build_station import DerSchwarmBuildStation
from .der_schwarm_build_station_type import DerSchwarmBuildStationType
from .der_schwarm_buy_action import DerSchwarmBuyAction
from .der_schwarm_buy_action_type import DerSchwarmBuyActionType
from .der_schwarm_buy_order import DerSchwarmBuyOrder
from .der_schwarm_buy_order_type import DerSchwarmBuyOrderType
from .der_schwarm_buy_passed import DerSchwarmBuyPassed
from .der_schwarm_buy_passed_type import DerSchwarmBuyPassedType
from .der_schwarm_card_played import DerSchwarmCardPlayed
from .der_schwarm_card_played_type import DerSchwarmCardPlayedType
from .der_schwarm_choose_part import DerSchwarmChoosePart
from .der_schwarm_choose_part_type import DerSchwarmChoosePartType
from .der_schwarm_damaged import DerSchwarmDamaged
from .der_schwarm_damaged_type import DerSchwarmDamagedType
from .der_schwarm_end_action import DerSchwarmEndAction
from .der_schwarm_end_action_type import DerSchwarmEndActionType
from .der_schwarm_final_scored import DerSchwarmFinalScored
from .der_schwarm_final_scored_type import DerSchwarmFinalScoredType
from .der_schwarm_game_ended import DerSchwarmGameEnded
from .der_schwarm_game_ended_type import DerSchwarmGameEndedType
from .der_schwarm_game_started import DerSchwarmGameStarted
from .der_schwarm_game_started_type import DerSchwarmGameStartedType
from .der_schwarm_hazard_moved import DerSchwarmHazardMoved
from .der_schwarm_hazard_moved_type import DerSchwarmHazardMovedType
from .der_schwarm_hazard_placed import DerSchwarmHazardPlaced
from .der_schwarm_hazard_placed_type import DerSchwarmHazardPlacedType
from .der_schwarm_hazard_returned import DerSchwarmHazardReturned
from .der_schwarm_hazard_returned_type import DerSchwarmHazardReturnedType
from .der_schwarm_hire import DerSchwarmHire
from .der_schwarm_hire_type import DerSchwarmHireType
from .der_schwarm_move_crab import DerSchwarmMoveCrab
from .der_schwarm_move_crab_type import DerSchwarmMoveCrabType
from .der_schwarm_move_tsunami import DerSchwarmMoveTsunami
from .der_schwarm_move_tsunami_type import DerSchwarmMoveTsunamiType
from .der_schwarm_move_whale import DerSchwarmMoveWhale
from .der_schwarm_move_whale_type import DerSchwarmMoveWhaleType
from .der_schwarm_no_effect import DerSchwarmNoEffect
from .der_schwarm_no_effect_type import DerSchwarmNoEffectType
from .der_schwarm_options import DerSchwarmOptions
from .der_schwarm_order_card_bought import DerSchwarmOrderCardBought
from .der_schwarm_order_card_bought_type import DerSchwarmOrderCardBoughtType
from .der_schwarm_order_cards_dealt import DerSchwarmOrderCardsDealt
from .der_schwarm_order_cards_dealt_type import DerSchwarmOrderCardsDealtType
from .der_schwarm_part_chosen import DerSchwarmPartChosen
from .der_schwarm_part_chosen_type import DerSchwarmPartChosenType
from .der_schwarm_pass_buy import DerSchwarmPassBuy
from .der_schwarm_pass_buy_type import DerSchwarmPassBuyType
from .der_schwarm_pass_round import DerSchwarmPassRound
from .der_schwarm_pass_round_type import DerSchwarmPassRoundType
from .der_schwarm_place_ship import DerSchwarmPlaceShip
from .der_schwarm_place_ship_type import DerSchwarmPlaceShipType
from .der_schwarm_place_start_station import DerSchwarmPlaceStartStation
from .der_schwarm_place_start_station_type import DerSchwarmPlaceStartStationType
from .der_schwarm_place_tile import DerSchwarmPlaceTile
from .der_schwarm_place_tile_type import DerSchwarmPlaceTileType
from .der_schwarm_play_card import DerSchwarmPlayCard
from .der_schwarm_play_card_type import DerSchwarmPlayCardType
from .der_schwarm_play_joker import DerSchwarmPlayJoker
from .der_schwarm_play_joker_type import DerSchwarmPlayJokerType
from .der_schwarm_position import DerSchwarmPosition
from .der_schwarm_position_action import DerSchwarmPositionAction
from .der_schwarm_position_document import DerSchwarmPositionDocument
from .der_schwarm_position_document_face_down import DerSchwarmPositionDocumentFaceDown
from .der_schwarm_position_document_game_type import DerSchwarmPositionDocumentGameType
from .der_schwarm_position_document_hazards import DerSchwarmPositionDocumentHazards
from .der_schwarm_position_document_placed import DerSchwarmPositionDocumentPlaced
from .der_schwarm_position_face_down import DerSchwarmPositionFaceDown
from .der_schwarm_position_hazards import DerSchwarmPositionHazards
from .der_schwarm_position_loaded import DerSchwarmPositionLoaded
from .der_schwarm_position_loaded_type import DerSchwarmPositionLoadedType
from .der_schwarm_position_placed import DerSchwarmPositionPlaced
from .der_schwarm_position_seat import DerSchwarmPositionSeat
from .der_schwarm_position_seat_stations import DerSchwarmPositionSeatStations
from .der_schwarm_position_stack import DerSchwarmPositionStack
from .der_schwarm_position_tile import DerSchwarmPositionTile
from .der_schwarm_queen_buoy_placed import DerSchwarmQueenBuoyPlaced
from .der_schwarm_queen_buoy_placed_type import DerSchwarmQueenBuoyPlacedType
from .der_schwarm_queen_buoy_removed import DerSchwarmQueenBuoyRemoved
from .der_schwarm_queen_buoy_removed_type import DerSchwarmQueenBuoyRemovedType
from .der_schwarm_researcher_added import DerSchwarmResearcherAdded
from .der_schwarm_researcher_added_type import DerSchwarmResearcherAddedType
from .der_schwarm_round_passed import DerSchwarmRoundPassed
from .der_schwarm_round_passed_type import DerSchwarmRoundPassedType
from .der_schwarm_round_scored import DerSchwarmRoundScored
from .der_schwarm_round_scored_type import DerSchwarmRoundScoredType
from .der_schwarm_row_entry import DerSchwarmRowEntry
from .der_schwarm_row_laid_out import DerSchwarmRowLaidOut
from .der_schwarm_row_laid_out_type import DerSchwarmRowLaidOutType
from .der_schwarm_sea_field import DerSchwarmSeaField
from .der_schwarm_seat_result import DerSchwarmSeatResult
from .der_schwarm_seat_view import DerSchwarmSeatView
from .der_schwarm_seat_view_stations import DerSchwarmSeatViewStations
from .der_schwarm_ship_moved import DerSchwarmShipMoved
from .der_schwarm_ship_moved_type import DerSchwarmShipMovedType
from .der_schwarm_ship_placed import DerSchwarmShipPlaced
from .der_schwarm_ship_placed_type import DerSchwarmShipPlacedType
from .der_schwarm_ship_step import DerSchwarmShipStep
from .der_schwarm_ship_step_type import DerSchwarmShipStepType
from .der_schwarm_start_station_placed import DerSchwarmStartStationPlaced
from .der_schwarm_start_station_placed_type import DerSchwarmStartStationPlacedType
from .der_schwarm_station_built import DerSchwarmStationBuilt
from .der_schwarm_station_built_type import DerSchwarmStationBuiltType
from .der_schwarm_supply import DerSchwarmSupply
from .der_schwarm_tile_collected import DerSchwarmTileCollected
from .der_schwarm_tile_collected_type import DerSchwarmTileCollectedType
from .der_schwarm_tile_on_field import DerSchwarmTileOnField
from .der_schwarm_tile_placed import DerSchwarmTilePlaced
from .der_schwarm_tile_placed_type import DerSchwarmTilePlacedType
from .der_schwarm_tile_view import DerSchwarmTileView
from .der_schwarm_tiles_dealt import DerSchwarmTilesDealt
from .der_schwarm_tiles_dealt_type import DerSchwarmTilesDealtType
from .der_schwarm_turn_order_set import DerSchwarmTurnOrderSet
from .der_schwarm_turn_order_set_type import DerSchwarmTurnOrderSetType
from .der_schwarm_view import DerSchwarmView
from .der_schwarm_view_game_type import DerSchwarmViewGameType
from .der_schwarm_view_hazards import DerSchwarmViewHazards
from .event_page import EventPage
from .game_event_message import GameEventMessage
from .game_list import GameList
from .game_log_entry import GameLogEntry
from .game_log_entry_command_type_0 import GameLogEntryCommandType0
from .game_log_entry_event import GameLogEntryEvent
from .game_log_header import GameLogHeader
from .game_log_header_options import GameLogHeaderOptions
from .game_log_header_setup import GameLogHeaderSetup
from .game_log_header_status import GameLogHeaderStatus
from .game_summary import GameSummary
from .game_summary_game_type import GameSummaryGameType
from .game_summary_message import GameSummaryMessage
from .game_summary_message_event import GameSummaryMessageEvent
from .game_summary_options import GameSummaryOptions
from .game_summary_setup import GameSummarySetup
from .game_summary_status import GameSummaryStatus
from .game_type import GameType
from .game_type_command_schemas import GameTypeCommandSchemas
from .game_type_name import GameTypeName
from .game_type_options_schema import GameTypeOptionsSchema
from .game_type_position_schema import GameTypePositionSchema
from .health import Health
from .health_status import HealthStatus
from .ice_flow_air_rescue import IceFlowAirRescue
from .ice_flow_air_rescue_type import IceFlowAirRescueType
from .ice_flow_arrival_view import IceFlowArrivalView
from .ice_flow_arrival_view_type import IceFlowArrivalViewType
from .ice_flow_backpack import IceFlowBackpack
from .ice_flow_backpack_record import IceFlowBackpackRecord
from .ice_flow_bear_moved import IceFlowBearMoved
from .ice_flow_bear_moved_type import IceFlowBearMovedType
from .ice_flow_bear_stuck import IceFlowBearStuck
from .ice_flow_bear_stuck_type import IceFlowBearStuckType
from .ice_flow_card_revealed import IceFlowCardRevealed
from .ice_flow_card_revealed_type import IceFlowCardRevealedType
from .ice_flow_chase_bear import IceFlowChaseBear
from .ice_flow_chase_bear_type import IceFlowChaseBearType
from .ice_flow_chasing_view import IceFlowChasingView
from .ice_flow_chasing_view_type import IceFlowChasingViewType
from .ice_flow_collect import IceFlowCollect
from .ice_flow_collect_skipped import IceFlowCollectSkipped
from .ice_flow_collect_skipped_type import IceFlowCollectSkippedType
from .ice_flow_collect_type import IceFlowCollectType
from .ice_flow_collecting_view import IceFlowCollectingView
from .ice_flow_collecting_view_type import IceFlowCollectingViewType
from .ice_flow_deck_reshuffled import IceFlowDeckReshuffled
from .ice_flow_deck_reshuffled_type import IceFlowDeckReshuffledType
from .ice_flow_deck_shuffled import IceFlowDeckShuffled
from .ice_flow_deck_shuffled_type import IceFlowDeckShuffledType
from .ice_flow_discover import IceFlowDiscover
from .ice_flow_discover_type import IceFlowDiscoverType
from .ice_flow_drift import IceFlowDrift
from .ice_flow_drift_type import IceFlowDriftType
from .ice_flow_drop import IceFlowDrop
from .ice_flow_drop_type import IceFlowDropType
from .ice_flow_end_turn import IceFlowEndTurn
from .ice_flow_end_turn_type import IceFlowEndTurnType
from .ice_flow_escape import IceFlowEscape
from .ice_flow_escape_type import IceFlowEscapeType
from .ice_flow_explorer_placed import IceFlowExplorerPlaced
from .ice_flow_explorer_placed_type import IceFlowExplorerPlacedType
from .ice_flow_explorer_rescued import IceFlowExplorerRescued
from .ice_flow_explorer_rescued_type import IceFlowExplorerRescuedType
from .ice_flow_explorer_stepped import IceFlowExplorerStepped
from .ice_flow_explorer_stepped_type import IceFlowExplorerSteppedType
from .ice_flow_explorer_view import IceFlowExplorerView
from .ice_flow_explorers_picked_up import IceFlowExplorersPickedUp
from .ice_flow_explorers_picked_up_type import IceFlowExplorersPickedUpType
from .ice_flow_fish import IceFlowFish
from .ice_flow_fish_type import IceFlowFishType
from .ice_flow_floe_drifted import IceFlowFloeDrifted
from .ice_flow_floe_drifted_type import IceFlowFloeDriftedType
from .ice_flow_floe_placed import IceFlowFloePlaced
from .ice_flow_floe_placed_type import IceFlowFloePlacedType
from .ice_flow_floe_record import IceFlowFloeRecord
from .ice_flow_floe_rotated import IceFlowFloeRotated
from .ice_flow_floe_rotated_type import IceFlowFloeRotatedType
from .ice_flow_floe_view import IceFlowFloeView
from .ice_flow_game_ended import IceFlowGameEnded
from .ice_flow_game_ended_type import IceFlowGameEndedType
from .ice_flow_game_started import IceFlowGameStarted
from .ice_flow_game_started_type import IceFlowGameStartedType
from .ice_flow_item_collected import IceFlowItemCollected
from .ice_flow_item_collected_type import IceFlowItemCollectedType
from .ice_flow_item_dropped import IceFlowItemDropped
from .ice_flow_item_dropped_type import IceFlowItemDroppedType
from .ice_flow_items import IceFlowItems
from .ice_flow_movement_ended import IceFlowMovementEnded
from .ice_flow_movement_ended_type import IceFlowMovementEndedType
from .ice_flow_moving_view import IceFlowMovingView
from .ice_flow_moving_view_type import IceFlowMovingViewType
from .ice_flow_options import IceFlowOptions
from .ice_flow_pile import IceFlowPile
from .ice_flow_pile_record import IceFlowPileRecord
from .ice_flow_place_discovered_view import IceFlowPlaceDiscoveredView
from .ice_flow_place_discovered_view_type import IceFlowPlaceDiscoveredViewType
from .ice_flow_place_explorer import IceFlowPlaceExplorer
from .ice_flow_place_explorer_type import IceFlowPlaceExplorerType
from .ice_flow_place_floe import IceFlowPlaceFloe
from .ice_flow_place_floe_type import IceFlowPlaceFloeType
from .ice_flow_position import IceFlowPosition
from .ice_flow_position_backpack import IceFlowPositionBackpack
from .ice_flow_position_document import IceFlowPositionDocument
from .ice_flow_position_document_game_type import IceFlowPositionDocumentGameType
from .ice_flow_position_floe import IceFlowPositionFloe
from .ice_flow_position_island import IceFlowPositionIsland
from .ice_flow_position_loaded import IceFlowPositionLoaded
from .ice_flow_position_loaded_type import IceFlowPositionLoadedType
from .ice_flow_rotate import IceFlowRotate
from .ice_flow_rotate_type import IceFlowRotateType
from .ice_flow_seat_view import IceFlowSeatView
from .ice_flow_setup_tiles_drawn import IceFlowSetupTilesDrawn
from .ice_flow_setup_tiles_drawn_type import IceFlowSetupTilesDrawnType
from .ice_flow_skip_collect import IceFlowSkipCollect
from .ice_flow_skip_collect_type import IceFlowSkipCollectType
from .ice_flow_step import IceFlowStep
from .ice_flow_step_type import IceFlowStepType
from .ice_flow_stop import IceFlowStop
from .ice_flow_stop_type import IceFlowStopType
from .ice_flow_tile_drawn import IceFlowTileDrawn
from .ice_flow_tile_drawn_type import IceFlowTileDrawnType
from .ice_flow_turn_ended import IceFlowTurnEnded
from .ice_flow_turn_ended_type import IceFlowTurnEndedType
from .ice_flow_turn_started import IceFlowTurnStarted
from .ice_flow_turn_started_type import IceFlowTurnStartedType
from .ice_flow_view import IceFlowView
from .ice_flow_view_game_type import IceFlowViewGameType
from .ice_flow_view_phase import IceFlowViewPhase
from .ice_flow_went_fishing import IceFlowWentFishing
from .ice_flow_went_fishing_type import IceFlowWentFishingType
from .leaderboard import Leaderboard
from .legal_moves import LegalMoves
from .list_games_setup import ListGamesSetup
from .list_games_status import ListGamesStatus
from .list_my_games_status import ListMyGamesStatus
from .live_summary import LiveSummary
from .live_summary_status import LiveSummaryStatus
from .lobby_game_message import LobbyGameMessage
from .lobby_game_message_event import LobbyGameMessageEvent
from .mammoth_hunters_board_cleared import MammothHuntersBoardCleared
from .mammoth_hunters_board_cleared_type import MammothHuntersBoardClearedType
from .mammoth_hunters_campfire_moved import MammothHuntersCampfireMoved
from .mammoth_hunters_campfire_moved_type import MammothHuntersCampfireMovedType
from .mammoth_hunters_campfires_placed import MammothHuntersCampfiresPlaced
from .mammoth_hunters_campfires_placed_counts import MammothHuntersCampfiresPlacedCounts
from .mammoth_hunters_campfires_placed_stacks import MammothHuntersCampfiresPlacedStacks
from .mammoth_hunters_campfires_placed_type import MammothHuntersCampfiresPlacedType
from .mammoth_hunters_campfires_revealed import MammothHuntersCampfiresRevealed
from .mammoth_hunters_campfires_revealed_stacks import (
    MammothHuntersCampfiresRevealedStacks,
)
from .mammoth_hunters_campfires_revealed_type import MammothHuntersCampfiresRevealedType
from .mammoth_hunters_card_discarded import MammothHuntersCardDiscarded
from .mammoth_hunters_card_discarded_type import MammothHuntersCardDiscardedType
from .mammoth_hunters_card_drawn import MammothHuntersCardDrawn
from .mammoth_hunters_card_drawn_type import MammothHuntersCardDrawnType
from .mammoth_hunters_card_played import MammothHuntersCardPlayed
from .mammoth_hunters_card_played_type import MammothHuntersCardPlayedType
from .mammoth_hunters_card_put_away import MammothHuntersCardPutAway
from .mammoth_hunters_card_put_away_type import MammothHuntersCardPutAwayType
from .mammoth_hunters_club_taken import MammothHuntersClubTaken
from .mammoth_hunters_club_taken_type import MammothHuntersClubTakenType
from .mammoth_hunters_conflict_resolved import MammothHuntersConflictResolved
from .mammoth_hunters_conflict_resolved_removed import (
    MammothHuntersConflictResolvedRemoved,
)
from .mammoth_hunters_conflict_resolved_type import MammothHuntersConflictResolvedType
from .mammoth_hunters_deck_reshuffled import MammothHuntersDeckReshuffled
from .mammoth_hunters_deck_reshuffled_type import MammothHuntersDeckReshuffledType
from .mammoth_hunters_decks_doc import MammothHuntersDecksDoc
from .mammoth_hunters_decks_shuffled import MammothHuntersDecksShuffled
from .mammoth_hunters_decks_shuffled_type import MammothHuntersDecksShuffledType
from .mammoth_hunters_deployment_ended import MammothHuntersDeploymentEnded
from .mammoth_hunters_deployment_ended_type import MammothHuntersDeploymentEndedType
from .mammoth_hunters_discard import MammothHuntersDiscard
from .mammoth_hunters_discard_doc import MammothHuntersDiscardDoc
from .mammoth_hunters_discard_skipped import MammothHuntersDiscardSkipped
from .mammoth_hunters_discard_skipped_type import MammothHuntersDiscardSkippedType
from .mammoth_hunters_discard_type import MammothHuntersDiscardType
from .mammoth_hunters_discards_doc import MammothHuntersDiscardsDoc
from .mammoth_hunters_done import MammothHuntersDone
from .mammoth_hunters_done_type import MammothHuntersDoneType
from .mammoth_hunters_draw import MammothHuntersDraw
from .mammoth_hunters_draw_deck import MammothHuntersDrawDeck
from .mammoth_hunters_draw_type import MammothHuntersDrawType
from .mammoth_hunters_final_round_stop import MammothHuntersFinalRoundStop
from .mammoth_hunters_final_round_stop_type import MammothHuntersFinalRoundStopType
from .mammoth_hunters_game_ended import MammothHuntersGameEnded
from .mammoth_hunters_game_ended_type import MammothHuntersGameEndedType
from .mammoth_hunters_game_started import MammothHuntersGameStarted
from .mammoth_hunters_game_started_type import MammothHuntersGameStartedType
from .mammoth_hunters_glacier_passed import MammothHuntersGlacierPassed
from .mammoth_hunters_glacier_passed_type import MammothHuntersGlacierPassedType
from .mammoth_hunters_glacier_placed import MammothHuntersGlacierPlaced
from .mammoth_hunters_glacier_placed_hunters_returned import (
    MammothHuntersGlacierPlacedHuntersReturned,
)
from .mammoth_hunters_glacier_placed_type import MammothHuntersGlacierPlacedType
from .mammoth_hunters_glacier_player_chosen import MammothHuntersGlacierPlayerChosen
from .mammoth_hunters_glacier_player_chosen_type import (
    MammothHuntersGlacierPlayerChosenType,
)
from .mammoth_hunters_hand_count import MammothHuntersHandCount
from .mammoth_hunters_hands_dealt import MammothHuntersHandsDealt
from .mammoth_hunters_hands_dealt_type import MammothHuntersHandsDealtType
from .mammoth_hunters_hunter_at import MammothHuntersHunterAt
from .mammoth_hunters_hunter_counts import MammothHuntersHunterCounts
from .mammoth_hunters_hunter_moved import MammothHuntersHunterMoved
from .mammoth_hunters_hunter_moved_type import MammothHuntersHunterMovedType
from .mammoth_hunters_hunter_placed import MammothHuntersHunterPlaced
from .mammoth_hunters_hunter_placed_type import MammothHuntersHunterPlacedType
from .mammoth_hunters_hunter_ref import MammothHuntersHunterRef
from .mammoth_hunters_hunter_removed import MammothHuntersHunterRemoved
from .mammoth_hunters_hunter_removed_type import MammothHuntersHunterRemovedType
from .mammoth_hunters_hunters_swapped import MammothHuntersHuntersSwapped
from .mammoth_hunters_hunters_swapped_type import MammothHuntersHuntersSwappedType
from .mammoth_hunters_hunters_view import MammothHuntersHuntersView
from .mammoth_hunters_initial_hunter_placed import MammothHuntersInitialHunterPlaced
from .mammoth_hunters_initial_hunter_placed_type import (
    MammothHuntersInitialHunterPlacedType,
)
from .mammoth_hunters_loaded_decks import MammothHuntersLoadedDecks
from .mammoth_hunters_loaded_discard import MammothHuntersLoadedDiscard
from .mammoth_hunters_loaded_discards import MammothHuntersLoadedDiscards
from .mammoth_hunters_loaded_region import MammothHuntersLoadedRegion
from .mammoth_hunters_loaded_region_hunters import MammothHuntersLoadedRegionHunters
from .mammoth_hunters_loaded_seat import MammothHuntersLoadedSeat
from .mammoth_hunters_mammoth_moved import MammothHuntersMammothMoved
from .mammoth_hunters_mammoth_moved_type import MammothHuntersMammothMovedType
from .mammoth_hunters_mammoth_placed import MammothHuntersMammothPlaced
from .mammoth_hunters_mammoth_placed_type import MammothHuntersMammothPlacedType
from .mammoth_hunters_mammoth_removed import MammothHuntersMammothRemoved
from .mammoth_hunters_mammoth_removed_type import MammothHuntersMammothRemovedType
from .mammoth_hunters_move_campfire import MammothHuntersMoveCampfire
from .mammoth_hunters_move_campfire_type import MammothHuntersMoveCampfireType
from .mammoth_hunters_move_hunter import MammothHuntersMoveHunter
from .mammoth_hunters_move_hunter_type import MammothHuntersMoveHunterType
from .mammoth_hunters_move_mammoth import MammothHuntersMoveMammoth
from .mammoth_hunters_move_mammoth_type import MammothHuntersMoveMammothType
from .mammoth_hunters_options import MammothHuntersOptions
from .mammoth_hunters_part import MammothHuntersPart
from .mammoth_hunters_part_ended import MammothHuntersPartEnded
from .mammoth_hunters_part_ended_type import MammothHuntersPartEndedType
from .mammoth_hunters_part_view import MammothHuntersPartView
from .mammoth_hunters_pass_glacier import MammothHuntersPassGlacier
from .mammoth_hunters_pass_glacier_type import MammothHuntersPassGlacierType
from .mammoth_hunters_pile_view import MammothHuntersPileView
from .mammoth_hunters_place_glacier import MammothHuntersPlaceGlacier
from .mammoth_hunters_place_glacier_type import MammothHuntersPlaceGlacierType
from .mammoth_hunters_place_hunter import MammothHuntersPlaceHunter
from .mammoth_hunters_place_hunter_type import MammothHuntersPlaceHunterType
from .mammoth_hunters_place_initial import MammothHuntersPlaceInitial
from .mammoth_hunters_place_initial_type import MammothHuntersPlaceInitialType
from .mammoth_hunters_place_mammoth import MammothHuntersPlaceMammoth
from .mammoth_hunters_place_mammoth_type import MammothHuntersPlaceMammothType
from .mammoth_hunters_play import MammothHuntersPlay
from .mammoth_hunters_play_option_type_0 import MammothHuntersPlayOptionType0
from .mammoth_hunters_play_pile_type_0 import MammothHuntersPlayPileType0
from .mammoth_hunters_play_type import MammothHuntersPlayType
from .mammoth_hunters_position import MammothHuntersPosition
from .mammoth_hunters_position_document import MammothHuntersPositionDocument
from .mammoth_hunters_position_document_game_type import (
    MammothHuntersPositionDocumentGameType,
)
from .mammoth_hunters_position_document_regions import (
    MammothHuntersPositionDocumentRegions,
)
from .mammoth_hunters_position_loaded import MammothHuntersPositionLoaded
from .mammoth_hunters_position_loaded_regions import MammothHuntersPositionLoadedRegions
from .mammoth_hunters_position_loaded_type import MammothHuntersPositionLoadedType
from .mammoth_hunters_position_regions import MammothHuntersPositionRegions
from .mammoth_hunters_put_away import MammothHuntersPutAway
from .mammoth_hunters_put_away_type import MammothHuntersPutAwayType
from .mammoth_hunters_region_doc import MammothHuntersRegionDoc
from .mammoth_hunters_region_doc_hunters import MammothHuntersRegionDocHunters
from .mammoth_hunters_region_view import MammothHuntersRegionView
from .mammoth_hunters_region_view_hunters import MammothHuntersRegionViewHunters
from .mammoth_hunters_remove_hunter import MammothHuntersRemoveHunter
from .mammoth_hunters_remove_hunter_type import MammothHuntersRemoveHunterType
from .mammoth_hunters_remove_mammoth import MammothHuntersRemoveMammoth
from .mammoth_hunters_remove_mammoth_type import MammothHuntersRemoveMammothType
from .mammoth_hunters_revealed_view import MammothHuntersRevealedView
from .mammoth_hunters_revealed_view_campfires import MammothHuntersRevealedViewCampfires
from .mammoth_hunters_round_scored import MammothHuntersRoundScored
from .mammoth_hunters_round_scored_type import MammothHuntersRoundScoredType
from .mammoth_hunters_round_started import MammothHuntersRoundStarted
from .mammoth_hunters_round_started_type import MammothHuntersRoundStartedType
from .mammoth_hunters_seat_doc import MammothHuntersSeatDoc
from .mammoth_hunters_seat_view import MammothHuntersSeatView
from .mammoth_hunters_skip_discard import MammothHuntersSkipDiscard
from .mammoth_hunters_skip_discard_type import MammothHuntersSkipDiscardType
from .mammoth_hunters_stones_transferred import MammothHuntersStonesTransferred
from .mammoth_hunters_stones_transferred_type import MammothHuntersStonesTransferredType
from .mammoth_hunters_swap_hunters import MammothHuntersSwapHunters
from .mammoth_hunters_swap_hunters_type import MammothHuntersSwapHuntersType
from .mammoth_hunters_take_club import MammothHuntersTakeClub
from .mammoth_hunters_take_club_type import MammothHuntersTakeClubType
from .mammoth_hunters_turn_ended import MammothHuntersTurnEnded
from .mammoth_hunters_turn_ended_type import MammothHuntersTurnEndedType
from .mammoth_hunters_view import MammothHuntersView
from .mammoth_hunters_view_game_type import MammothHuntersViewGameType
from .my_games import MyGames
from .narration import Narration
from .narration_line import NarrationLine
from .open_ticket import OpenTicket
from .outcome import Outcome
from .player import Player
from .player_game import PlayerGame
from .player_notice import PlayerNotice
from .player_notice_message import PlayerNoticeMessage
from .player_notice_message_event import PlayerNoticeMessageEvent
from .player_notice_type import PlayerNoticeType
from .pow_wow_booty_option import PowWowBootyOption
from .pow_wow_booty_taken import PowWowBootyTaken
from .pow_wow_booty_taken_type import PowWowBootyTakenType
from .pow_wow_card_revealed import PowWowCardRevealed
from .pow_wow_card_revealed_type import PowWowCardRevealedType
from .pow_wow_choose import PowWowChoose
from .pow_wow_choose_type import PowWowChooseType
from .pow_wow_claim import PowWowClaim
from .pow_wow_claim_came_up_empty import PowWowClaimCameUpEmpty
from .pow_wow_claim_came_up_empty_type import PowWowClaimCameUpEmptyType
from .pow_wow_claim_made import PowWowClaimMade
from .pow_wow_claim_made_type import PowWowClaimMadeType
from .pow_wow_claim_penalized import PowWowClaimPenalized
from .pow_wow_claim_penalized_type import PowWowClaimPenalizedType
from .pow_wow_claim_type import PowWowClaimType
from .pow_wow_claim_view import PowWowClaimView
from .pow_wow_face_down_card import PowWowFaceDownCard
from .pow_wow_game_ended import PowWowGameEnded
from .pow_wow_game_ended_type import PowWowGameEndedType
from .pow_wow_game_started import PowWowGameStarted
from .pow_wow_game_started_type import PowWowGameStartedType
from .pow_wow_indian import PowWowIndian
from .pow_wow_offer_view import PowWowOfferView
from .pow_wow_option_body import PowWowOptionBody
from .pow_wow_options import PowWowOptions
from .pow_wow_outcome_view import PowWowOutcomeView
from .pow_wow_pass import PowWowPass
from .pow_wow_pass_type import PowWowPassType
from .pow_wow_passed import PowWowPassed
from .pow_wow_passed_type import PowWowPassedType
from .pow_wow_person import PowWowPerson
from .pow_wow_position import PowWowPosition
from .pow_wow_position_document import PowWowPositionDocument
from .pow_wow_position_document_game_type import PowWowPositionDocumentGameType
from .pow_wow_position_loaded import PowWowPositionLoaded
from .pow_wow_position_loaded_type import PowWowPositionLoadedType
from .pow_wow_position_options import PowWowPositionOptions
from .pow_wow_position_slot import PowWowPositionSlot
from .pow_wow_prairie_laid_out import PowWowPrairieLaidOut
from .pow_wow_prairie_laid_out_type import PowWowPrairieLaidOutType
from .pow_wow_resolution_view import PowWowResolutionView
from .pow_wow_reveal import PowWowReveal
from .pow_wow_reveal_type import PowWowRevealType
from .pow_wow_tribute_paid import PowWowTributePaid
from .pow_wow_tribute_paid_type import PowWowTributePaidType
from .pow_wow_view import PowWowView
from .pow_wow_view_game_type import PowWowViewGameType
from .pow_wow_window_closed import PowWowWindowClosed
from .pow_wow_window_closed_type import PowWowWindowClosedType
from .pow_wow_window_view import PowWowWindowView
from .problem import Problem
from .rating import Rating
from .rating_change import RatingChange
from .rating_history import RatingHistory
from .revision import Revision
from .seat_info import SeatInfo
from .seat_taken import SeatTaken
from .stream_lobby_status import StreamLobbyStatus
from .stream_retry_message import StreamRetryMessage
from .stream_ticket import StreamTicket
from .tabletop_clock_charged import TabletopClockCharged
from .tabletop_clock_charged_type import TabletopClockChargedType
from .tabletop_game_abandoned import TabletopGameAbandoned
from .tabletop_game_abandoned_type import TabletopGameAbandonedType
from .tabletop_seat_absent import TabletopSeatAbsent
from .tabletop_seat_absent_type import TabletopSeatAbsentType
from .tabletop_seat_returned import TabletopSeatReturned
from .tabletop_seat_returned_type import TabletopSeatReturnedType
from .tabletop_table_set import TabletopTableSet
from .tabletop_table_set_type import TabletopTableSetType
from .take_seat import TakeSeat
from .take_seat_bot_type_0 import TakeSeatBotType0
from .ticket import Ticket
from .ticket_status import TicketStatus

__all__ = (
    "ClansChooseVillage",
    "ClansChooseVillageType",
    "ClansClansDealt",
    "ClansClansDealtType",
    "ClansGameEnded",
    "ClansGameEndedReason",
    "ClansGameEndedType",
    "ClansGameEndedVillagePoints",
    "ClansGameStarted",
    "ClansGameStartedType",
    "ClansHutsMoved",
    "ClansHutsMovedHuts",
    "ClansHutsMovedType",
    "ClansMove",
    "ClansMoveType",
    "ClansOptions",
    "ClansOutcome",
    "ClansOutcomeUnassignedPoints",
    "ClansPosition",
    "ClansPositionDocument",
    "ClansPositionDocumentFields",
    "ClansPositionDocumentFieldsAdditionalProperty",
    "ClansPositionDocumentGameType",
    "ClansPositionDocumentScores",
    "ClansPositionFields",
    "ClansPositionFieldsAdditionalProperty",
    "ClansPositionLoaded",
    "ClansPositionLoadedFields",
    "ClansPositionLoadedFieldsAdditionalProperty",
    "ClansPositionLoadedScores",
    "ClansPositionLoadedType",
    "ClansPositionScores",
    "ClansPositionVillage",
    "ClansSeatResult",
    "ClansTurnPassed",
    "ClansTurnPassedType",
    "ClansView",
    "ClansViewFieldsItem",
    "ClansViewGameType",
    "ClansViewRemoved",
    "ClansViewScores",
    "ClansVillage",
    "ClansVillageFounded",
    "ClansVillageFoundedEffect",
    "ClansVillageFoundedHuts",
    "ClansVillageFoundedStrife",
    "ClansVillageFoundedType",
    "ClansVillagesFormed",
    "ClansVillagesFormedType",
    "ClockSetting",
    "CommandAccepted",
    "CreateClansGame",
    "CreateClansGameGameType",
    "CreateDerSchwarmGame",
    "CreateDerSchwarmGameGameType",
    "CreateIceFlowGame",
    "CreateIceFlowGameGameType",
    "CreateMammothHuntersGame",
    "CreateMammothHuntersGameGameType",
    "CreatePowWowGame",
    "CreatePowWowGameGameType",
    "DerSchwarmActionCardBought",
    "DerSchwarmActionCardBoughtType",
    "DerSchwarmActionEnded",
    "DerSchwarmActionEndedType",
    "DerSchwarmActionView",
    "DerSchwarmAddResearcher",
    "DerSchwarmAddResearcherType",
    "DerSchwarmBlueDeckShuffled",
    "DerSchwarmBlueDeckShuffledType",
    "DerSchwarmBuildStation",
    "DerSchwarmBuildStationType",
    "DerSchwarmBuyAction",
    "DerSchwarmBuyActionType",
    "DerSchwarmBuyOrder",
    "DerSchwarmBuyOrderType",
    "DerSchwarmBuyPassed",
    "DerSchwarmBuyPassedType",
    "DerSchwarmCardPlayed",
    "DerSchwarmCardPlayedType",
    "DerSchwarmChoosePart",
    "DerSchwarmChoosePartType",
    "DerSchwarmDamaged",
    "DerSchwarmDamagedType",
    "DerSchwarmEndAction",
    "DerSchwarmEndActionType",
    "DerSchwarmFinalScored",
    "DerSchwarmFinalScoredType",
    "DerSchwarmGameEnded",
    "DerSchwarmGameEndedType",
    "DerSchwarmGameStarted",
    "DerSchwarmGameStartedType",
    "DerSchwarmHazardMoved",
    "DerSchwarmHazardMovedType",
    "DerSchwarmHazardPlaced",
    "DerSchwarmHazardPlacedType",
    "DerSchwarmHazardReturned",
    "DerSchwarmHazardReturnedType",
    "DerSchwarmHire",
    "DerSchwarmHireType",
    "DerSchwarmMoveCrab",
    "DerSchwarmMoveCrabType",
    "DerSchwarmMoveTsunami",
    "DerSchwarmMoveTsunamiType",
    "DerSchwarmMoveWhale",
    "DerSchwarmMoveWhaleType",
    "DerSchwarmNoEffect",
    "DerSchwarmNoEffectType",
    "DerSchwarmOptions",
    "DerSchwarmOrderCardBought",
    "DerSchwarmOrderCardBoughtType",
    "DerSchwarmOrderCardsDealt",
    "DerSchwarmOrderCardsDealtType",
    "DerSchwarmPartChosen",
    "DerSchwarmPartChosenType",
    "DerSchwarmPassBuy",
    "DerSchwarmPassBuyType",
    "DerSchwarmPassRound",
    "DerSchwarmPassRoundType",
    "DerSchwarmPlaceShip",
    "DerSchwarmPlaceShipType",
    "DerSchwarmPlaceStartStation",
    "DerSchwarmPlaceStartStationType",
    "DerSchwarmPlaceTile",
    "DerSchwarmPlaceTileType",
    "DerSchwarmPlayCard",
    "DerSchwarmPlayCardType",
    "DerSchwarmPlayJoker",
    "DerSchwarmPlayJokerType",
    "DerSchwarmPosition",
    "DerSchwarmPositionAction",
    "DerSchwarmPositionDocument",
    "DerSchwarmPositionDocumentFaceDown",
    "DerSchwarmPositionDocumentGameType",
    "DerSchwarmPositionDocumentHazards",
    "DerSchwarmPositionDocumentPlaced",
    "DerSchwarmPositionFaceDown",
    "DerSchwarmPositionHazards",
    "DerSchwarmPositionLoaded",
    "DerSchwarmPositionLoadedType",
    "DerSchwarmPositionPlaced",
    "DerSchwarmPositionSeat",
    "DerSchwarmPositionSeatStations",
    "DerSchwarmPositionStack",
    "DerSchwarmPositionTile",
    "DerSchwarmQueenBuoyPlaced",
    "DerSchwarmQueenBuoyPlacedType",
    "DerSchwarmQueenBuoyRemoved",
    "DerSchwarmQueenBuoyRemovedType",
    "DerSchwarmResearcherAdded",
    "DerSchwarmResearcherAddedType",
    "DerSchwarmRoundPassed",
    "DerSchwarmRoundPassedType",
    "DerSchwarmRoundScored",
    "DerSchwarmRoundScoredType",
    "DerSchwarmRowEntry",
    "DerSchwarmRowLaidOut",
    "DerSchwarmRowLaidOutType",
    "DerSchwarmSeaField",
    "DerSchwarmSeatResult",
    "DerSchwarmSeatView",
    "DerSchwarmSeatViewStations",
    "DerSchwarmShipMoved",
    "DerSchwarmShipMovedType",
    "DerSchwarmShipPlaced",
    "DerSchwarmShipPlacedType",
    "DerSchwarmShipStep",
    "DerSchwarmShipStepType",
    "DerSchwarmStartStationPlaced",
    "DerSchwarmStartStationPlacedType",
    "DerSchwarmStationBuilt",
    "DerSchwarmStationBuiltType",
    "DerSchwarmSupply",
    "DerSchwarmTileCollected",
    "DerSchwarmTileCollectedType",
    "DerSchwarmTileOnField",
    "DerSchwarmTilePlaced",
    "DerSchwarmTilePlacedType",
    "DerSchwarmTileView",
    "DerSchwarmTilesDealt",
    "DerSchwarmTilesDealtType",
    "DerSchwarmTurnOrderSet",
    "DerSchwarmTurnOrderSetType",
    "DerSchwarmView",
    "DerSchwarmViewGameType",
    "DerSchwarmViewHazards",
    "EventPage",
    "GameEventMessage",
    "GameList",
    "GameLogEntry",
    "GameLogEntryCommandType0",
    "GameLogEntryEvent",
    "GameLogHeader",
    "GameLogHeaderOptions",
    "GameLogHeaderSetup",
    "GameLogHeaderStatus",
    "GameSummary",
    "GameSummaryGameType",
    "GameSummaryMessage",
    "GameSummaryMessageEvent",
    "GameSummaryOptions",
    "GameSummarySetup",
    "GameSummaryStatus",
    "GameType",
    "GameTypeCommandSchemas",
    "GameTypeName",
    "GameTypeOptionsSchema",
    "GameTypePositionSchema",
    "Health",
    "HealthStatus",
    "IceFlowAirRescue",
    "IceFlowAirRescueType",
    "IceFlowArrivalView",
    "IceFlowArrivalViewType",
    "IceFlowBackpack",
    "IceFlowBackpackRecord",
    "IceFlowBearMoved",
    "IceFlowBearMovedType",
    "IceFlowBearStuck",
    "IceFlowBearStuckType",
    "IceFlowCardRevealed",
    "IceFlowCardRevealedType",
    "IceFlowChaseBear",
    "IceFlowChaseBearType",
    "IceFlowChasingView",
    "IceFlowChasingViewType",
    "IceFlowCollect",
    "IceFlowCollectSkipped",
    "IceFlowCollectSkippedType",
    "IceFlowCollectType",
    "IceFlowCollectingView",
    "IceFlowCollectingViewType",
    "IceFlowDeckReshuffled",
    "IceFlowDeckReshuffledType",
    "IceFlowDeckShuffled",
    "IceFlowDeckShuffledType",
    "IceFlowDiscover",
    "IceFlowDiscoverType",
    "IceFlowDrift",
    "IceFlowDriftType",
    "IceFlowDrop",
    "IceFlowDropType",
    "IceFlowEndTurn",
    "IceFlowEndTurnType",
    "IceFlowEscape",
    "IceFlowEscapeType",
    "IceFlowExplorerPlaced",
    "IceFlowExplorerPlacedType",
    "IceFlowExplorerRescued",
    "IceFlowExplorerRescuedType",
    "IceFlowExplorerStepped",
    "IceFlowExplorerSteppedType",
    "IceFlowExplorerView",
    "IceFlowExplorersPickedUp",
    "IceFlowExplorersPickedUpType",
    "IceFlowFish",
    "IceFlowFishType",
    "IceFlowFloeDrifted",
    "IceFlowFloeDriftedType",
    "IceFlowFloePlaced",
    "IceFlowFloePlacedType",
    "IceFlowFloeRecord",
    "IceFlowFloeRotated",
    "IceFlowFloeRotatedType",
    "IceFlowFloeView",
    "IceFlowGameEnded",
    "IceFlowGameEndedType",
    "IceFlowGameStarted",
    "IceFlowGameStartedType",
    "IceFlowItemCollected",
    "IceFlowItemCollectedType",
    "IceFlowItemDropped",
    "IceFlowItemDroppedType",
    "IceFlowItems",
    "IceFlowMovementEnded",
    "IceFlowMovementEndedType",
    "IceFlowMovingView",
    "IceFlowMovingViewType",
    "IceFlowOptions",
    "IceFlowPile",
    "IceFlowPileRecord",
    "IceFlowPlaceDiscoveredView",
    "IceFlowPlaceDiscoveredViewType",
    "IceFlowPlaceExplorer",
    "IceFlowPlaceExplorerType",
    "IceFlowPlaceFloe",
    "IceFlowPlaceFloeType",
    "IceFlowPosition",
    "IceFlowPositionBackpack",
    "IceFlowPositionDocument",
    "IceFlowPositionDocumentGameType",
    "IceFlowPositionFloe",
    "IceFlowPositionIsland",
    "IceFlowPositionLoaded",
    "IceFlowPositionLoadedType",
    "IceFlowRotate",
    "IceFlowRotateType",
    "IceFlowSeatView",
    "IceFlowSetupTilesDrawn",
    "IceFlowSetupTilesDrawnType",
    "IceFlowSkipCollect",
    "IceFlowSkipCollectType",
    "IceFlowStep",
    "IceFlowStepType",
    "IceFlowStop",
    "IceFlowStopType",
    "IceFlowTileDrawn",
    "IceFlowTileDrawnType",
    "IceFlowTurnEnded",
    "IceFlowTurnEndedType",
    "IceFlowTurnStarted",
    "IceFlowTurnStartedType",
    "IceFlowView",
    "IceFlowViewGameType",
    "IceFlowViewPhase",
    "IceFlowWentFishing",
    "IceFlowWentFishingType",
    "Leaderboard",
    "LegalMoves",
    "ListGamesSetup",
    "ListGamesStatus",
    "ListMyGamesStatus",
    "LiveSummary",
    "LiveSummaryStatus",
    "LobbyGameMessage",
    "LobbyGameMessageEvent",
    "MammothHuntersBoardCleared",
    "MammothHuntersBoardClearedType",
    "MammothHuntersCampfireMoved",
    "MammothHuntersCampfireMovedType",
    "MammothHuntersCampfiresPlaced",
    "MammothHuntersCampfiresPlacedCounts",
    "MammothHuntersCampfiresPlacedStacks",
    "MammothHuntersCampfiresPlacedType",
    "MammothHuntersCampfiresRevealed",
    "MammothHuntersCampfiresRevealedStacks",
    "MammothHuntersCampfiresRevealedType",
    "MammothHuntersCardDiscarded",
    "MammothHuntersCardDiscardedType",
    "MammothHuntersCardDrawn",
    "MammothHuntersCardDrawnType",
    "MammothHuntersCardPlayed",
    "MammothHuntersCardPlayedType",
    "MammothHuntersCardPutAway",
    "MammothHuntersCardPutAwayType",
    "MammothHuntersClubTaken",
    "MammothHuntersClubTakenType",
    "MammothHuntersConflictResolved",
    "MammothHuntersConflictResolvedRemoved",
    "MammothHuntersConflictResolvedType",
    "MammothHuntersDeckReshuffled",
    "MammothHuntersDeckReshuffledType",
    "MammothHuntersDecksDoc",
    "MammothHuntersDecksShuffled",
    "MammothHuntersDecksShuffledType",
    "MammothHuntersDeploymentEnded",
    "MammothHuntersDeploymentEndedType",
    "MammothHuntersDiscard",
    "MammothHuntersDiscardDoc",
    "MammothHuntersDiscardSkipped",
    "MammothHuntersDiscardSkippedType",
    "MammothHuntersDiscardType",
    "MammothHuntersDiscardsDoc",
    "MammothHuntersDone",
    "MammothHuntersDoneType",
    "MammothHuntersDraw",
    "MammothHuntersDrawDeck",
    "MammothHuntersDrawType",
    "MammothHuntersFinalRoundStop",
    "MammothHuntersFinalRoundStopType",
    "MammothHuntersGameEnded",
    "MammothHuntersGameEndedType",
    "MammothHuntersGameStarted",
    "MammothHuntersGameStartedType",
    "MammothHuntersGlacierPassed",
    "MammothHuntersGlacierPassedType",
    "MammothHuntersGlacierPlaced",
    "MammothHuntersGlacierPlacedHuntersReturned",
    "MammothHuntersGlacierPlacedType",
    "MammothHuntersGlacierPlayerChosen",
    "MammothHuntersGlacierPlayerChosenType",
    "MammothHuntersHandCount",
    "MammothHuntersHandsDealt",
    "MammothHuntersHandsDealtType",
    "MammothHuntersHunterAt",
    "MammothHuntersHunterCounts",
    "MammothHuntersHunterMoved",
    "MammothHuntersHunterMovedType",
    "MammothHuntersHunterPlaced",
    "MammothHuntersHunterPlacedType",
    "MammothHuntersHunterRef",
    "MammothHuntersHunterRemoved",
    "MammothHuntersHunterRemovedType",
    "MammothHuntersHuntersSwapped",
    "MammothHuntersHuntersSwappedType",
    "MammothHuntersHuntersView",
    "MammothHuntersInitialHunterPlaced",
    "MammothHuntersInitialHunterPlacedType",
    "MammothHuntersLoadedDecks",
    "MammothHuntersLoadedDiscard",
    "MammothHuntersLoadedDiscards",
    "MammothHuntersLoadedRegion",
    "MammothHuntersLoadedRegionHunters",
    "MammothHuntersLoadedSeat",
    "MammothHuntersMammothMoved",
    "MammothHuntersMammothMovedType",
    "MammothHuntersMammothPlaced",
    "MammothHuntersMammothPlacedType",
    "MammothHuntersMammothRemoved",
    "MammothHuntersMammothRemovedType",
    "MammothHuntersMoveCampfire",
    "MammothHuntersMoveCampfireType",
    "MammothHuntersMoveHunter",
    "MammothHuntersMoveHunterType",
    "MammothHuntersMoveMammoth",
    "MammothHuntersMoveMammothType",
    "MammothHuntersOptions",
    "MammothHuntersPart",
    "MammothHuntersPartEnded",
    "MammothHuntersPartEndedType",
    "MammothHuntersPartView",
    "MammothHuntersPassGlacier",
    "MammothHuntersPassGlacierType",
    "MammothHuntersPileView",
    "MammothHuntersPlaceGlacier",
    "MammothHuntersPlaceGlacierType",
    "MammothHuntersPlaceHunter",
    "MammothHuntersPlaceHunterType",
    "MammothHuntersPlaceInitial",
    "MammothHuntersPlaceInitialType",
    "MammothHuntersPlaceMammoth",
    "MammothHuntersPlaceMammothType",
    "MammothHuntersPlay",
    "MammothHuntersPlayOptionType0",
    "MammothHuntersPlayPileType0",
    "MammothHuntersPlayType",
    "MammothHuntersPosition",
    "MammothHuntersPositionDocument",
    "MammothHuntersPositionDocumentGameType",
    "MammothHuntersPositionDocumentRegions",
    "MammothHuntersPositionLoaded",
    "MammothHuntersPositionLoadedRegions",
    "MammothHuntersPositionLoadedType",
    "MammothHuntersPositionRegions",
    "MammothHuntersPutAway",
    "MammothHuntersPutAwayType",
    "MammothHuntersRegionDoc",
    "MammothHuntersRegionDocHunters",
    "MammothHuntersRegionView",
    "MammothHuntersRegionViewHunters",
    "MammothHuntersRemoveHunter",
    "MammothHuntersRemoveHunterType",
    "MammothHuntersRemoveMammoth",
    "MammothHuntersRemoveMammothType",
    "MammothHuntersRevealedView",
    "MammothHuntersRevealedViewCampfires",
    "MammothHuntersRoundScored",
    "MammothHuntersRoundScoredType",
    "MammothHuntersRoundStarted",
    "MammothHuntersRoundStartedType",
    "MammothHuntersSeatDoc",
    "MammothHuntersSeatView",
    "MammothHuntersSkipDiscard",
    "MammothHuntersSkipDiscardType",
    "MammothHuntersStonesTransferred",
    "MammothHuntersStonesTransferredType",
    "MammothHuntersSwapHunters",
    "MammothHuntersSwapHuntersType",
    "MammothHuntersTakeClub",
    "MammothHuntersTakeClubType",
    "MammothHuntersTurnEnded",
    "MammothHuntersTurnEndedType",
    "MammothHuntersView",
    "MammothHuntersViewGameType",
    "MyGames",
    "Narration",
    "NarrationLine",
    "OpenTicket",
    "Outcome",
    "Player",
    "PlayerGame",
    "PlayerNotice",
    "PlayerNoticeMessage",
    "PlayerNoticeMessageEvent",
    "PlayerNoticeType",
    "PowWowBootyOption",
    "PowWowBootyTaken",
    "PowWowBootyTakenType",
    "PowWowCardRevealed",
    "PowWowCardRevealedType",
    "PowWowChoose",
    "PowWowChooseType",
    "PowWowClaim",
    "PowWowClaimCameUpEmpty",
    "PowWowClaimCameUpEmptyType",
    "PowWowClaimMade",
    "PowWowClaimMadeType",
    "PowWowClaimPenalized",
    "PowWowClaimPenalizedType",
    "PowWowClaimType",
    "PowWowClaimView",
    "PowWowFaceDownCard",
    "PowWowGameEnded",
    "PowWowGameEndedType",
    "PowWowGameStarted",
    "PowWowGameStartedType",
    "PowWowIndian",
    "PowWowOfferView",
    "PowWowOptionBody",
    "PowWowOptions",
    "PowWowOutcomeView",
    "PowWowPass",
    "PowWowPassType",
    "PowWowPassed",
    "PowWowPassedType",
    "PowWowPerson",
    "PowWowPosition",
    "PowWowPositionDocument",
    "PowWowPositionDocumentGameType",
    "PowWowPositionLoaded",
    "PowWowPositionLoadedType",
    "PowWowPositionOptions",
    "PowWowPositionSlot",
    "PowWowPrairieLaidOut",
    "PowWowPrairieLaidOutType",
    "PowWowResolutionView",
    "PowWowReveal",
    "PowWowRevealType",
    "PowWowTributePaid",
    "PowWowTributePaidType",
    "PowWowView",
    "PowWowViewGameType",
    "PowWowWindowClosed",
    "PowWowWindowClosedType",
    "PowWowWindowView",
    "Problem",
    "Rating",
    "RatingChange",
    "RatingHistory",
    "Revision",
    "SeatInfo",
    "SeatTaken",
    "StreamLobbyStatus",
    "StreamRetryMessage",
    "StreamTicket",
    "TabletopClockCharged",
    "TabletopClockChargedType",
    "TabletopGameAbandoned",
    "TabletopGameAbandonedType",
    "TabletopSeatAbsent",
    "TabletopSeatAbsentType",
    "TabletopSeatReturned",
    "TabletopSeatReturnedType",
    "TabletopTableSet",
    "TabletopTableSetType",
    "TakeSeat",
    "TakeSeatBotType0",
    "Ticket",
    "TicketStatus",
)
