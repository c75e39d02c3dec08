"""Contains all the data models used in inputs/outputs"""

from .cancel_ticket_problem import CancelTicketProblem
from .cancel_ticket_problem_code import CancelTicketProblemCode
from .clans_choose_village import ClansChooseVillage
from .clans_clans_dealt import ClansClansDealt
from .clans_game_ended import ClansGameEnded
from .clans_game_ended_reason import ClansGameEndedReason
from .clans_game_ended_village_points import ClansGameEndedVillagePoints
from .clans_game_started import ClansGameStarted
from .clans_huts_moved import ClansHutsMoved
from .clans_huts_moved_huts import ClansHutsMovedHuts
from .clans_move import ClansMove
from .clans_options import ClansOptions
from .clans_outcome import ClansOutcome
from .clans_outcome_unassigned_points import ClansOutcomeUnassignedPoints
from .clans_position import ClansPosition
from .clans_position_document import ClansPositionDocument
from .clans_position_document_fields import ClansPositionDocumentFields
from .clans_position_document_fields_additional_property import (
    ClansPositionDocumentFieldsAdditionalProperty,
)
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
from .clans_position_scores import ClansPositionScores
from .clans_position_village import ClansPositionVillage
from .clans_seat_result import ClansSeatResult
from .clans_turn_passed import ClansTurnPassed
from .clans_view import ClansView
from .clans_view_fields_item import ClansViewFieldsItem
from .clans_view_removed import ClansViewRemoved
from .clans_view_scores import ClansViewScores
from .clans_village import ClansVillage
from .clans_village_founded import ClansVillageFounded
from .clans_village_founded_effect import ClansVillageFoundedEffect
from .clans_village_founded_huts import ClansVillageFoundedHuts
from .clans_village_founded_strife import ClansVillageFoundedStrife
from .clans_villages_formed import ClansVillagesFormed
from .clock_setting import ClockSetting
from .command_accepted import CommandAccepted
from .create_clans_game import CreateClansGame
from .create_der_schwarm_game import CreateDerSchwarmGame
from .create_game_problem import CreateGameProblem
from .create_game_problem_code import CreateGameProblemCode
from .create_ice_flow_game import CreateIceFlowGame
from .create_mammoth_hunters_game import CreateMammothHuntersGame
from .create_my_stream_ticket_problem import CreateMyStreamTicketProblem
from .create_my_stream_ticket_problem_code import CreateMyStreamTicketProblemCode
from .create_pow_wow_game import CreatePowWowGame
from .create_stream_ticket_problem import CreateStreamTicketProblem
from .create_stream_ticket_problem_code import CreateStreamTicketProblemCode
from .der_schwarm_action_card_bought import DerSchwarmActionCardBought
from .der_schwarm_action_ended import DerSchwarmActionEnded
from .der_schwarm_action_view import DerSchwarmActionView
from .der_schwarm_add_researcher import DerSchwarmAddResearcher
from .der_schwarm_blue_deck_shuffled import DerSchwarmBlueDeckShuffled
from .der_schwarm_build_station import DerSchwarmBuildStation
from .der_schwarm_buy_action import DerSchwarmBuyAction
from .der_schwarm_buy_order import DerSchwarmBuyOrder
from .der_schwarm_buy_passed import DerSchwarmBuyPassed
from .der_schwarm_card_played import DerSchwarmCardPlayed
from .der_schwarm_choose_part import DerSchwarmChoosePart
from .der_schwarm_damaged import DerSchwarmDamaged
from .der_schwarm_end_action import DerSchwarmEndAction
from .der_schwarm_final_scored import DerSchwarmFinalScored
from .der_schwarm_game_ended import DerSchwarmGameEnded
from .der_schwarm_game_started import DerSchwarmGameStarted
from .der_schwarm_hazard_moved import DerSchwarmHazardMoved
from .der_schwarm_hazard_placed import DerSchwarmHazardPlaced
from .der_schwarm_hazard_returned import DerSchwarmHazardReturned
from .der_schwarm_hire import DerSchwarmHire
from .der_schwarm_move_crab import DerSchwarmMoveCrab
from .der_schwarm_move_tsunami import DerSchwarmMoveTsunami
from .der_schwarm_move_whale import DerSchwarmMoveWhale
from .der_schwarm_no_effect import DerSchwarmNoEffect
from .der_schwarm_options import DerSchwarmOptions
from .der_schwarm_order_card_bought import DerSchwarmOrderCardBought
from .der_schwarm_order_cards_dealt import DerSchwarmOrderCardsDealt
from .der_schwarm_part_chosen import DerSchwarmPartChosen
from .der_schwarm_pass_buy import DerSchwarmPassBuy
from .der_schwarm_pass_round import DerSchwarmPassRound
from .der_schwarm_place_ship import DerSchwarmPlaceShip
from .der_schwarm_place_start_station import DerSchwarmPlaceStartStation
from .der_schwarm_place_tile import DerSchwarmPlaceTile
from .der_schwarm_play_card import DerSchwarmPlayCard
from .der_schwarm_play_joker import DerSchwarmPlayJoker
from .der_schwarm_position import DerSchwarmPosition
from .der_schwarm_position_action import DerSchwarmPositionAction
from .der_schwarm_position_document import DerSchwarmPositionDocument
from .der_schwarm_position_document_face_down import DerSchwarmPositionDocumentFaceDown
from .der_schwarm_position_document_hazards import DerSchwarmPositionDocumentHazards
from .der_schwarm_position_document_placed import DerSchwarmPositionDocumentPlaced
from .der_schwarm_position_face_down import DerSchwarmPositionFaceDown
from .der_schwarm_position_hazards import DerSchwarmPositionHazards
from .der_schwarm_position_loaded import DerSchwarmPositionLoaded
from .der_schwarm_position_placed import DerSchwarmPositionPlaced
from .der_schwarm_position_seat import DerSchwarmPositionSeat
from .der_schwarm_position_seat_stations import DerSchwarmPositionSeatStations
from .der_schwarm_position_stack import DerSchwarmPositionStack
from .der_schwarm_position_tile import DerSchwarmPositionTile
from .der_schwarm_queen_buoy_placed import DerSchwarmQueenBuoyPlaced
from .der_schwarm_queen_buoy_removed import DerSchwarmQueenBuoyRemoved
from .der_schwarm_researcher_added import DerSchwarmResearcherAdded
from .der_schwarm_round_passed import DerSchwarmRoundPassed
from .der_schwarm_round_scored import DerSchwarmRoundScored
from .der_schwarm_row_entry import DerSchwarmRowEntry
from .der_schwarm_row_laid_out import DerSchwarmRowLaidOut
from .der_schwarm_sea_field import DerSchwarmSeaField
from .der_schwarm_seat_result import DerSchwarmSeatResult
from .der_schwarm_seat_view import DerSchwarmSeatView
from .der_schwarm_seat_view_stations import DerSchwarmSeatViewStations
from .der_schwarm_ship_moved import DerSchwarmShipMoved
from .der_schwarm_ship_placed import DerSchwarmShipPlaced
from .der_schwarm_ship_step import DerSchwarmShipStep
from .der_schwarm_start_station_placed import DerSchwarmStartStationPlaced
from .der_schwarm_station_built import DerSchwarmStationBuilt
from .der_schwarm_supply import DerSchwarmSupply
from .der_schwarm_tile_collected import DerSchwarmTileCollected
from .der_schwarm_tile_on_field import DerSchwarmTileOnField
from .der_schwarm_tile_placed import DerSchwarmTilePlaced
from .der_schwarm_tile_view import DerSchwarmTileView
from .der_schwarm_tiles_dealt import DerSchwarmTilesDealt
from .der_schwarm_turn_order_set import DerSchwarmTurnOrderSet
from .der_schwarm_view import DerSchwarmView
from .der_schwarm_view_hazards import DerSchwarmViewHazards
from .event_page import EventPage
from .export_game_problem import ExportGameProblem
from .export_game_problem_code import ExportGameProblemCode
from .game_event_message import GameEventMessage
from .game_list import GameList
from .game_log_entry import GameLogEntry
from .game_log_entry_command_type_0 import GameLogEntryCommandType0
from .game_log_event import GameLogEvent
from .game_log_header import GameLogHeader
from .game_log_header_options import GameLogHeaderOptions
from .game_setup import GameSetup
from .game_status import GameStatus
from .game_summary import GameSummary
from .game_summary_message import GameSummaryMessage
from .game_summary_options import GameSummaryOptions
from .game_type import GameType
from .game_type_command_schemas import GameTypeCommandSchemas
from .game_type_name import GameTypeName
from .game_type_options_schema import GameTypeOptionsSchema
from .game_type_position_schema import GameTypePositionSchema
from .get_game_problem import GetGameProblem
from .get_game_problem_code import GetGameProblemCode
from .get_leaderboard_problem import GetLeaderboardProblem
from .get_leaderboard_problem_code import GetLeaderboardProblemCode
from .get_legal_moves_problem import GetLegalMovesProblem
from .get_legal_moves_problem_code import GetLegalMovesProblemCode
from .get_me_problem import GetMeProblem
from .get_me_problem_code import GetMeProblemCode
from .get_position_problem import GetPositionProblem
from .get_position_problem_code import GetPositionProblemCode
from .get_rating_history_problem import GetRatingHistoryProblem
from .get_rating_history_problem_code import GetRatingHistoryProblemCode
from .get_ticket_problem import GetTicketProblem
from .get_ticket_problem_code import GetTicketProblemCode
from .get_view_problem import GetViewProblem
from .get_view_problem_code import GetViewProblemCode
from .health import Health
from .health_live_problem import HealthLiveProblem
from .health_live_problem_code import HealthLiveProblemCode
from .health_ready_problem import HealthReadyProblem
from .health_ready_problem_code import HealthReadyProblemCode
from .health_status import HealthStatus
from .ice_flow_air_rescue import IceFlowAirRescue
from .ice_flow_arrival_view import IceFlowArrivalView
from .ice_flow_backpack import IceFlowBackpack
from .ice_flow_backpack_record import IceFlowBackpackRecord
from .ice_flow_bear_moved import IceFlowBearMoved
from .ice_flow_bear_stuck import IceFlowBearStuck
from .ice_flow_card_revealed import IceFlowCardRevealed
from .ice_flow_chase_bear import IceFlowChaseBear
from .ice_flow_chasing_view import IceFlowChasingView
from .ice_flow_collect import IceFlowCollect
from .ice_flow_collect_skipped import IceFlowCollectSkipped
from .ice_flow_collecting_view import IceFlowCollectingView
from .ice_flow_deck_reshuffled import IceFlowDeckReshuffled
from .ice_flow_deck_shuffled import IceFlowDeckShuffled
from .ice_flow_discover import IceFlowDiscover
from .ice_flow_drift import IceFlowDrift
from .ice_flow_drop import IceFlowDrop
from .ice_flow_end_turn import IceFlowEndTurn
from .ice_flow_escape import IceFlowEscape
from .ice_flow_explorer_placed import IceFlowExplorerPlaced
from .ice_flow_explorer_rescued import IceFlowExplorerRescued
from .ice_flow_explorer_stepped import IceFlowExplorerStepped
from .ice_flow_explorer_view import IceFlowExplorerView
from .ice_flow_explorers_picked_up import IceFlowExplorersPickedUp
from .ice_flow_fish import IceFlowFish
from .ice_flow_floe_drifted import IceFlowFloeDrifted
from .ice_flow_floe_placed import IceFlowFloePlaced
from .ice_flow_floe_record import IceFlowFloeRecord
from .ice_flow_floe_rotated import IceFlowFloeRotated
from .ice_flow_floe_view import IceFlowFloeView
from .ice_flow_game_ended import IceFlowGameEnded
from .ice_flow_game_started import IceFlowGameStarted
from .ice_flow_item_collected import IceFlowItemCollected
from .ice_flow_item_dropped import IceFlowItemDropped
from .ice_flow_items import IceFlowItems
from .ice_flow_movement_ended import IceFlowMovementEnded
from .ice_flow_moving_view import IceFlowMovingView
from .ice_flow_options import IceFlowOptions
from .ice_flow_pile import IceFlowPile
from .ice_flow_pile_record import IceFlowPileRecord
from .ice_flow_place_discovered_view import IceFlowPlaceDiscoveredView
from .ice_flow_place_explorer import IceFlowPlaceExplorer
from .ice_flow_place_floe import IceFlowPlaceFloe
from .ice_flow_position import IceFlowPosition
from .ice_flow_position_backpack import IceFlowPositionBackpack
from .ice_flow_position_document import IceFlowPositionDocument
from .ice_flow_position_floe import IceFlowPositionFloe
from .ice_flow_position_island import IceFlowPositionIsland
from .ice_flow_position_loaded import IceFlowPositionLoaded
from .ice_flow_rotate import IceFlowRotate
from .ice_flow_seat_view import IceFlowSeatView
from .ice_flow_setup_tiles_drawn import IceFlowSetupTilesDrawn
from .ice_flow_skip_collect import IceFlowSkipCollect
from .ice_flow_step import IceFlowStep
from .ice_flow_stop import IceFlowStop
from .ice_flow_tile_drawn import IceFlowTileDrawn
from .ice_flow_turn_ended import IceFlowTurnEnded
from .ice_flow_turn_started import IceFlowTurnStarted
from .ice_flow_view import IceFlowView
from .ice_flow_view_phase import IceFlowViewPhase
from .ice_flow_went_fishing import IceFlowWentFishing
from .import_game_problem import ImportGameProblem
from .import_game_problem_code import ImportGameProblemCode
from .leaderboard import Leaderboard
from .legal_moves import LegalMoves
from .list_events_problem import ListEventsProblem
from .list_events_problem_code import ListEventsProblemCode
from .list_game_types_problem import ListGameTypesProblem
from .list_game_types_problem_code import ListGameTypesProblemCode
from .list_games_problem import ListGamesProblem
from .list_games_problem_code import ListGamesProblemCode
from .list_games_setup import ListGamesSetup
from .list_games_status import ListGamesStatus
from .list_my_games_problem import ListMyGamesProblem
from .list_my_games_problem_code import ListMyGamesProblemCode
from .list_my_games_status import ListMyGamesStatus
from .list_narration_problem import ListNarrationProblem
from .list_narration_problem_code import ListNarrationProblemCode
from .live_summary import LiveSummary
from .lobby_game_message import LobbyGameMessage
from .mammoth_hunters_board_cleared import MammothHuntersBoardCleared
from .mammoth_hunters_campfire_moved import MammothHuntersCampfireMoved
from .mammoth_hunters_campfires_placed import MammothHuntersCampfiresPlaced
from .mammoth_hunters_campfires_placed_counts import MammothHuntersCampfiresPlacedCounts
from .mammoth_hunters_campfires_placed_stacks import MammothHuntersCampfiresPlacedStacks
from .mammoth_hunters_campfires_revealed import MammothHuntersCampfiresRevealed
from .mammoth_hunters_campfires_revealed_stacks import (
    MammothHuntersCampfiresRevealedStacks,
)
from .mammoth_hunters_card_discarded import MammothHuntersCardDiscarded
from .mammoth_hunters_card_drawn import MammothHuntersCardDrawn
from .mammoth_hunters_card_played import MammothHuntersCardPlayed
from .mammoth_hunters_card_put_away import MammothHuntersCardPutAway
from .mammoth_hunters_club_taken import MammothHuntersClubTaken
from .mammoth_hunters_conflict_resolved import MammothHuntersConflictResolved
from .mammoth_hunters_conflict_resolved_removed import (
    MammothHuntersConflictResolvedRemoved,
)
from .mammoth_hunters_deck_reshuffled import MammothHuntersDeckReshuffled
from .mammoth_hunters_decks_doc import MammothHuntersDecksDoc
from .mammoth_hunters_decks_shuffled import MammothHuntersDecksShuffled
from .mammoth_hunters_deployment_ended import MammothHuntersDeploymentEnded
from .mammoth_hunters_discard import MammothHuntersDiscard
from .mammoth_hunters_discard_doc import MammothHuntersDiscardDoc
from .mammoth_hunters_discard_skipped import MammothHuntersDiscardSkipped
from .mammoth_hunters_discards_doc import MammothHuntersDiscardsDoc
from .mammoth_hunters_done import MammothHuntersDone
from .mammoth_hunters_draw import MammothHuntersDraw
from .mammoth_hunters_draw_deck import MammothHuntersDrawDeck
from .mammoth_hunters_final_round_stop import MammothHuntersFinalRoundStop
from .mammoth_hunters_game_ended import MammothHuntersGameEnded
from .mammoth_hunters_game_started import MammothHuntersGameStarted
from .mammoth_hunters_glacier_passed import MammothHuntersGlacierPassed
from .mammoth_hunters_glacier_placed import MammothHuntersGlacierPlaced
from .mammoth_hunters_glacier_placed_hunters_returned import (
    MammothHuntersGlacierPlacedHuntersReturned,
)
from .mammoth_hunters_glacier_player_chosen import MammothHuntersGlacierPlayerChosen
from .mammoth_hunters_hand_count import MammothHuntersHandCount
from .mammoth_hunters_hands_dealt import MammothHuntersHandsDealt
from .mammoth_hunters_hunter_at import MammothHuntersHunterAt
from .mammoth_hunters_hunter_counts import MammothHuntersHunterCounts
from .mammoth_hunters_hunter_moved import MammothHuntersHunterMoved
from .mammoth_hunters_hunter_placed import MammothHuntersHunterPlaced
from .mammoth_hunters_hunter_ref import MammothHuntersHunterRef
from .mammoth_hunters_hunter_removed import MammothHuntersHunterRemoved
from .mammoth_hunters_hunters_swapped import MammothHuntersHuntersSwapped
from .mammoth_hunters_hunters_view import MammothHuntersHuntersView
from .mammoth_hunters_initial_hunter_placed import MammothHuntersInitialHunterPlaced
from .mammoth_hunters_loaded_decks import MammothHuntersLoadedDecks
from .mammoth_hunters_loaded_discard import MammothHuntersLoadedDiscard
from .mammoth_hunters_loaded_discards import MammothHuntersLoadedDiscards
from .mammoth_hunters_loaded_region import MammothHuntersLoadedRegion
from .mammoth_hunters_loaded_region_hunters import MammothHuntersLoadedRegionHunters
from .mammoth_hunters_loaded_seat import MammothHuntersLoadedSeat
from .mammoth_hunters_mammoth_moved import MammothHuntersMammothMoved
from .mammoth_hunters_mammoth_placed import MammothHuntersMammothPlaced
from .mammoth_hunters_mammoth_removed import MammothHuntersMammothRemoved
from .mammoth_hunters_move_campfire import MammothHuntersMoveCampfire
from .mammoth_hunters_move_hunter import MammothHuntersMoveHunter
from .mammoth_hunters_move_mammoth import MammothHuntersMoveMammoth
from .mammoth_hunters_options import MammothHuntersOptions
from .mammoth_hunters_part import MammothHuntersPart
from .mammoth_hunters_part_ended import MammothHuntersPartEnded
from .mammoth_hunters_part_view import MammothHuntersPartView
from .mammoth_hunters_pass_glacier import MammothHuntersPassGlacier
from .mammoth_hunters_pile_view import MammothHuntersPileView
from .mammoth_hunters_place_glacier import MammothHuntersPlaceGlacier
from .mammoth_hunters_place_hunter import MammothHuntersPlaceHunter
from .mammoth_hunters_place_initial import MammothHuntersPlaceInitial
from .mammoth_hunters_place_mammoth import MammothHuntersPlaceMammoth
from .mammoth_hunters_play import MammothHuntersPlay
from .mammoth_hunters_play_option import MammothHuntersPlayOption
from .mammoth_hunters_play_pile import MammothHuntersPlayPile
from .mammoth_hunters_position import MammothHuntersPosition
from .mammoth_hunters_position_document import MammothHuntersPositionDocument
from .mammoth_hunters_position_document_regions import (
    MammothHuntersPositionDocumentRegions,
)
from .mammoth_hunters_position_loaded import MammothHuntersPositionLoaded
from .mammoth_hunters_position_loaded_regions import MammothHuntersPositionLoadedRegions
from .mammoth_hunters_position_regions import MammothHuntersPositionRegions
from .mammoth_hunters_put_away import MammothHuntersPutAway
from .mammoth_hunters_region_doc import MammothHuntersRegionDoc
from .mammoth_hunters_region_doc_hunters import MammothHuntersRegionDocHunters
from .mammoth_hunters_region_view import MammothHuntersRegionView
from .mammoth_hunters_region_view_hunters import MammothHuntersRegionViewHunters
from .mammoth_hunters_remove_hunter import MammothHuntersRemoveHunter
from .mammoth_hunters_remove_mammoth import MammothHuntersRemoveMammoth
from .mammoth_hunters_revealed_view import MammothHuntersRevealedView
from .mammoth_hunters_revealed_view_campfires import MammothHuntersRevealedViewCampfires
from .mammoth_hunters_round_scored import MammothHuntersRoundScored
from .mammoth_hunters_round_started import MammothHuntersRoundStarted
from .mammoth_hunters_seat_doc import MammothHuntersSeatDoc
from .mammoth_hunters_seat_view import MammothHuntersSeatView
from .mammoth_hunters_skip_discard import MammothHuntersSkipDiscard
from .mammoth_hunters_stones_transferred import MammothHuntersStonesTransferred
from .mammoth_hunters_swap_hunters import MammothHuntersSwapHunters
from .mammoth_hunters_take_club import MammothHuntersTakeClub
from .mammoth_hunters_turn_ended import MammothHuntersTurnEnded
from .mammoth_hunters_view import MammothHuntersView
from .metrics_problem import MetricsProblem
from .metrics_problem_code import MetricsProblemCode
from .my_games import MyGames
from .narration import Narration
from .narration_line import NarrationLine
from .open_ticket import OpenTicket
from .open_ticket_problem import OpenTicketProblem
from .open_ticket_problem_code import OpenTicketProblemCode
from .outcome import Outcome
from .player import Player
from .player_game import PlayerGame
from .player_notice import PlayerNotice
from .player_notice_message import PlayerNoticeMessage
from .player_notice_type import PlayerNoticeType
from .pow_wow_booty_option import PowWowBootyOption
from .pow_wow_booty_taken import PowWowBootyTaken
from .pow_wow_card_revealed import PowWowCardRevealed
from .pow_wow_choose import PowWowChoose
from .pow_wow_claim import PowWowClaim
from .pow_wow_claim_came_up_empty import PowWowClaimCameUpEmpty
from .pow_wow_claim_made import PowWowClaimMade
from .pow_wow_claim_penalized import PowWowClaimPenalized
from .pow_wow_claim_view import PowWowClaimView
from .pow_wow_face_down_card import PowWowFaceDownCard
from .pow_wow_game_ended import PowWowGameEnded
from .pow_wow_game_started import PowWowGameStarted
from .pow_wow_indian import PowWowIndian
from .pow_wow_offer_view import PowWowOfferView
from .pow_wow_option_body import PowWowOptionBody
from .pow_wow_options import PowWowOptions
from .pow_wow_outcome_view import PowWowOutcomeView
from .pow_wow_pass import PowWowPass
from .pow_wow_passed import PowWowPassed
from .pow_wow_person import PowWowPerson
from .pow_wow_position import PowWowPosition
from .pow_wow_position_document import PowWowPositionDocument
from .pow_wow_position_loaded import PowWowPositionLoaded
from .pow_wow_position_options import PowWowPositionOptions
from .pow_wow_position_slot import PowWowPositionSlot
from .pow_wow_prairie_laid_out import PowWowPrairieLaidOut
from .pow_wow_resolution_view import PowWowResolutionView
from .pow_wow_reveal import PowWowReveal
from .pow_wow_tribute_paid import PowWowTributePaid
from .pow_wow_view import PowWowView
from .pow_wow_window_closed import PowWowWindowClosed
from .pow_wow_window_view import PowWowWindowView
from .problem import Problem
from .rating import Rating
from .rating_change import RatingChange
from .rating_history import RatingHistory
from .return_to_seat_problem import ReturnToSeatProblem
from .return_to_seat_problem_code import ReturnToSeatProblemCode
from .revision import Revision
from .seat_info import SeatInfo
from .seat_taken import SeatTaken
from .send_command_problem import SendCommandProblem
from .send_command_problem_code import SendCommandProblemCode
from .stream_events_problem import StreamEventsProblem
from .stream_events_problem_code import StreamEventsProblemCode
from .stream_lobby_problem import StreamLobbyProblem
from .stream_lobby_problem_code import StreamLobbyProblemCode
from .stream_lobby_status import StreamLobbyStatus
from .stream_me_problem import StreamMeProblem
from .stream_me_problem_code import StreamMeProblemCode
from .stream_retry_message import StreamRetryMessage
from .stream_ticket import StreamTicket
from .tabletop_clock_charged import TabletopClockCharged
from .tabletop_game_abandoned import TabletopGameAbandoned
from .tabletop_seat_absent import TabletopSeatAbsent
from .tabletop_seat_returned import TabletopSeatReturned
from .tabletop_table_set import TabletopTableSet
from .take_seat import TakeSeat
from .take_seat_bot import TakeSeatBot
from .take_seat_problem import TakeSeatProblem
from .take_seat_problem_code import TakeSeatProblemCode
from .ticket import Ticket
from .ticket_status import TicketStatus

__all__ = (
    "CancelTicketProblem",
    "CancelTicketProblemCode",
    "ClansChooseVillage",
    "ClansClansDealt",
    "ClansGameEnded",
    "ClansGameEndedReason",
    "ClansGameEndedVillagePoints",
    "ClansGameStarted",
    "ClansHutsMoved",
    "ClansHutsMovedHuts",
    "ClansMove",
    "ClansOptions",
    "ClansOutcome",
    "ClansOutcomeUnassignedPoints",
    "ClansPosition",
    "ClansPositionDocument",
    "ClansPositionDocumentFields",
    "ClansPositionDocumentFieldsAdditionalProperty",
    "ClansPositionDocumentScores",
    "ClansPositionFields",
    "ClansPositionFieldsAdditionalProperty",
    "ClansPositionLoaded",
    "ClansPositionLoadedFields",
    "ClansPositionLoadedFieldsAdditionalProperty",
    "ClansPositionLoadedScores",
    "ClansPositionScores",
    "ClansPositionVillage",
    "ClansSeatResult",
    "ClansTurnPassed",
    "ClansView",
    "ClansViewFieldsItem",
    "ClansViewRemoved",
    "ClansViewScores",
    "ClansVillage",
    "ClansVillageFounded",
    "ClansVillageFoundedEffect",
    "ClansVillageFoundedHuts",
    "ClansVillageFoundedStrife",
    "ClansVillagesFormed",
    "ClockSetting",
    "CommandAccepted",
    "CreateClansGame",
    "CreateDerSchwarmGame",
    "CreateGameProblem",
    "CreateGameProblemCode",
    "CreateIceFlowGame",
    "CreateMammothHuntersGame",
    "CreateMyStreamTicketProblem",
    "CreateMyStreamTicketProblemCode",
    "CreatePowWowGame",
    "CreateStreamTicketProblem",
    "CreateStreamTicketProblemCode",
    "DerSchwarmActionCardBought",
    "DerSchwarmActionEnded",
    "DerSchwarmActionView",
    "DerSchwarmAddResearcher",
    "DerSchwarmBlueDeckShuffled",
    "DerSchwarmBuildStation",
    "DerSchwarmBuyAction",
    "DerSchwarmBuyOrder",
    "DerSchwarmBuyPassed",
    "DerSchwarmCardPlayed",
    "DerSchwarmChoosePart",
    "DerSchwarmDamaged",
    "DerSchwarmEndAction",
    "DerSchwarmFinalScored",
    "DerSchwarmGameEnded",
    "DerSchwarmGameStarted",
    "DerSchwarmHazardMoved",
    "DerSchwarmHazardPlaced",
    "DerSchwarmHazardReturned",
    "DerSchwarmHire",
    "DerSchwarmMoveCrab",
    "DerSchwarmMoveTsunami",
    "DerSchwarmMoveWhale",
    "DerSchwarmNoEffect",
    "DerSchwarmOptions",
    "DerSchwarmOrderCardBought",
    "DerSchwarmOrderCardsDealt",
    "DerSchwarmPartChosen",
    "DerSchwarmPassBuy",
    "DerSchwarmPassRound",
    "DerSchwarmPlaceShip",
    "DerSchwarmPlaceStartStation",
    "DerSchwarmPlaceTile",
    "DerSchwarmPlayCard",
    "DerSchwarmPlayJoker",
    "DerSchwarmPosition",
    "DerSchwarmPositionAction",
    "DerSchwarmPositionDocument",
    "DerSchwarmPositionDocumentFaceDown",
    "DerSchwarmPositionDocumentHazards",
    "DerSchwarmPositionDocumentPlaced",
    "DerSchwarmPositionFaceDown",
    "DerSchwarmPositionHazards",
    "DerSchwarmPositionLoaded",
    "DerSchwarmPositionPlaced",
    "DerSchwarmPositionSeat",
    "DerSchwarmPositionSeatStations",
    "DerSchwarmPositionStack",
    "DerSchwarmPositionTile",
    "DerSchwarmQueenBuoyPlaced",
    "DerSchwarmQueenBuoyRemoved",
    "DerSchwarmResearcherAdded",
    "DerSchwarmRoundPassed",
    "DerSchwarmRoundScored",
    "DerSchwarmRowEntry",
    "DerSchwarmRowLaidOut",
    "DerSchwarmSeaField",
    "DerSchwarmSeatResult",
    "DerSchwarmSeatView",
    "DerSchwarmSeatViewStations",
    "DerSchwarmShipMoved",
    "DerSchwarmShipPlaced",
    "DerSchwarmShipStep",
    "DerSchwarmStartStationPlaced",
    "DerSchwarmStationBuilt",
    "DerSchwarmSupply",
    "DerSchwarmTileCollected",
    "DerSchwarmTileOnField",
    "DerSchwarmTilePlaced",
    "DerSchwarmTileView",
    "DerSchwarmTilesDealt",
    "DerSchwarmTurnOrderSet",
    "DerSchwarmView",
    "DerSchwarmViewHazards",
    "EventPage",
    "ExportGameProblem",
    "ExportGameProblemCode",
    "GameEventMessage",
    "GameList",
    "GameLogEntry",
    "GameLogEntryCommandType0",
    "GameLogEvent",
    "GameLogHeader",
    "GameLogHeaderOptions",
    "GameSetup",
    "GameStatus",
    "GameSummary",
    "GameSummaryMessage",
    "GameSummaryOptions",
    "GameType",
    "GameTypeCommandSchemas",
    "GameTypeName",
    "GameTypeOptionsSchema",
    "GameTypePositionSchema",
    "GetGameProblem",
    "GetGameProblemCode",
    "GetLeaderboardProblem",
    "GetLeaderboardProblemCode",
    "GetLegalMovesProblem",
    "GetLegalMovesProblemCode",
    "GetMeProblem",
    "GetMeProblemCode",
    "GetPositionProblem",
    "GetPositionProblemCode",
    "GetRatingHistoryProblem",
    "GetRatingHistoryProblemCode",
    "GetTicketProblem",
    "GetTicketProblemCode",
    "GetViewProblem",
    "GetViewProblemCode",
    "Health",
    "HealthLiveProblem",
    "HealthLiveProblemCode",
    "HealthReadyProblem",
    "HealthReadyProblemCode",
    "HealthStatus",
    "IceFlowAirRescue",
    "IceFlowArrivalView",
    "IceFlowBackpack",
    "IceFlowBackpackRecord",
    "IceFlowBearMoved",
    "IceFlowBearStuck",
    "IceFlowCardRevealed",
    "IceFlowChaseBear",
    "IceFlowChasingView",
    "IceFlowCollect",
    "IceFlowCollectSkipped",
    "IceFlowCollectingView",
    "IceFlowDeckReshuffled",
    "IceFlowDeckShuffled",
    "IceFlowDiscover",
    "IceFlowDrift",
    "IceFlowDrop",
    "IceFlowEndTurn",
    "IceFlowEscape",
    "IceFlowExplorerPlaced",
    "IceFlowExplorerRescued",
    "IceFlowExplorerStepped",
    "IceFlowExplorerView",
    "IceFlowExplorersPickedUp",
    "IceFlowFish",
    "IceFlowFloeDrifted",
    "IceFlowFloePlaced",
    "IceFlowFloeRecord",
    "IceFlowFloeRotated",
    "IceFlowFloeView",
    "IceFlowGameEnded",
    "IceFlowGameStarted",
    "IceFlowItemCollected",
    "IceFlowItemDropped",
    "IceFlowItems",
    "IceFlowMovementEnded",
    "IceFlowMovingView",
    "IceFlowOptions",
    "IceFlowPile",
    "IceFlowPileRecord",
    "IceFlowPlaceDiscoveredView",
    "IceFlowPlaceExplorer",
    "IceFlowPlaceFloe",
    "IceFlowPosition",
    "IceFlowPositionBackpack",
    "IceFlowPositionDocument",
    "IceFlowPositionFloe",
    "IceFlowPositionIsland",
    "IceFlowPositionLoaded",
    "IceFlowRotate",
    "IceFlowSeatView",
    "IceFlowSetupTilesDrawn",
    "IceFlowSkipCollect",
    "IceFlowStep",
    "IceFlowStop",
    "IceFlowTileDrawn",
    "IceFlowTurnEnded",
    "IceFlowTurnStarted",
    "IceFlowView",
    "IceFlowViewPhase",
    "IceFlowWentFishing",
    "ImportGameProblem",
    "ImportGameProblemCode",
    "Leaderboard",
    "LegalMoves",
    "ListEventsProblem",
    "ListEventsProblemCode",
    "ListGameTypesProblem",
    "ListGameTypesProblemCode",
    "ListGamesProblem",
    "ListGamesProblemCode",
    "ListGamesSetup",
    "ListGamesStatus",
    "ListMyGamesProblem",
    "ListMyGamesProblemCode",
    "ListMyGamesStatus",
    "ListNarrationProblem",
    "ListNarrationProblemCode",
    "LiveSummary",
    "LobbyGameMessage",
    "MammothHuntersBoardCleared",
    "MammothHuntersCampfireMoved",
    "MammothHuntersCampfiresPlaced",
    "MammothHuntersCampfiresPlacedCounts",
    "MammothHuntersCampfiresPlacedStacks",
    "MammothHuntersCampfiresRevealed",
    "MammothHuntersCampfiresRevealedStacks",
    "MammothHuntersCardDiscarded",
    "MammothHuntersCardDrawn",
    "MammothHuntersCardPlayed",
    "MammothHuntersCardPutAway",
    "MammothHuntersClubTaken",
    "MammothHuntersConflictResolved",
    "MammothHuntersConflictResolvedRemoved",
    "MammothHuntersDeckReshuffled",
    "MammothHuntersDecksDoc",
    "MammothHuntersDecksShuffled",
    "MammothHuntersDeploymentEnded",
    "MammothHuntersDiscard",
    "MammothHuntersDiscardDoc",
    "MammothHuntersDiscardSkipped",
    "MammothHuntersDiscardsDoc",
    "MammothHuntersDone",
    "MammothHuntersDraw",
    "MammothHuntersDrawDeck",
    "MammothHuntersFinalRoundStop",
    "MammothHuntersGameEnded",
    "MammothHuntersGameStarted",
    "MammothHuntersGlacierPassed",
    "MammothHuntersGlacierPlaced",
    "MammothHuntersGlacierPlacedHuntersReturned",
    "MammothHuntersGlacierPlayerChosen",
    "MammothHuntersHandCount",
    "MammothHuntersHandsDealt",
    "MammothHuntersHunterAt",
    "MammothHuntersHunterCounts",
    "MammothHuntersHunterMoved",
    "MammothHuntersHunterPlaced",
    "MammothHuntersHunterRef",
    "MammothHuntersHunterRemoved",
    "MammothHuntersHuntersSwapped",
    "MammothHuntersHuntersView",
    "MammothHuntersInitialHunterPlaced",
    "MammothHuntersLoadedDecks",
    "MammothHuntersLoadedDiscard",
    "MammothHuntersLoadedDiscards",
    "MammothHuntersLoadedRegion",
    "MammothHuntersLoadedRegionHunters",
    "MammothHuntersLoadedSeat",
    "MammothHuntersMammothMoved",
    "MammothHuntersMammothPlaced",
    "MammothHuntersMammothRemoved",
    "MammothHuntersMoveCampfire",
    "MammothHuntersMoveHunter",
    "MammothHuntersMoveMammoth",
    "MammothHuntersOptions",
    "MammothHuntersPart",
    "MammothHuntersPartEnded",
    "MammothHuntersPartView",
    "MammothHuntersPassGlacier",
    "MammothHuntersPileView",
    "MammothHuntersPlaceGlacier",
    "MammothHuntersPlaceHunter",
    "MammothHuntersPlaceInitial",
    "MammothHuntersPlaceMammoth",
    "MammothHuntersPlay",
    "MammothHuntersPlayOption",
    "MammothHuntersPlayPile",
    "MammothHuntersPosition",
    "MammothHuntersPositionDocument",
    "MammothHuntersPositionDocumentRegions",
    "MammothHuntersPositionLoaded",
    "MammothHuntersPositionLoadedRegions",
    "MammothHuntersPositionRegions",
    "MammothHuntersPutAway",
    "MammothHuntersRegionDoc",
    "MammothHuntersRegionDocHunters",
    "MammothHuntersRegionView",
    "MammothHuntersRegionViewHunters",
    "MammothHuntersRemoveHunter",
    "MammothHuntersRemoveMammoth",
    "MammothHuntersRevealedView",
    "MammothHuntersRevealedViewCampfires",
    "MammothHuntersRoundScored",
    "MammothHuntersRoundStarted",
    "MammothHuntersSeatDoc",
    "MammothHuntersSeatView",
    "MammothHuntersSkipDiscard",
    "MammothHuntersStonesTransferred",
    "MammothHuntersSwapHunters",
    "MammothHuntersTakeClub",
    "MammothHuntersTurnEnded",
    "MammothHuntersView",
    "MetricsProblem",
    "MetricsProblemCode",
    "MyGames",
    "Narration",
    "NarrationLine",
    "OpenTicket",
    "OpenTicketProblem",
    "OpenTicketProblemCode",
    "Outcome",
    "Player",
    "PlayerGame",
    "PlayerNotice",
    "PlayerNoticeMessage",
    "PlayerNoticeType",
    "PowWowBootyOption",
    "PowWowBootyTaken",
    "PowWowCardRevealed",
    "PowWowChoose",
    "PowWowClaim",
    "PowWowClaimCameUpEmpty",
    "PowWowClaimMade",
    "PowWowClaimPenalized",
    "PowWowClaimView",
    "PowWowFaceDownCard",
    "PowWowGameEnded",
    "PowWowGameStarted",
    "PowWowIndian",
    "PowWowOfferView",
    "PowWowOptionBody",
    "PowWowOptions",
    "PowWowOutcomeView",
    "PowWowPass",
    "PowWowPassed",
    "PowWowPerson",
    "PowWowPosition",
    "PowWowPositionDocument",
    "PowWowPositionLoaded",
    "PowWowPositionOptions",
    "PowWowPositionSlot",
    "PowWowPrairieLaidOut",
    "PowWowResolutionView",
    "PowWowReveal",
    "PowWowTributePaid",
    "PowWowView",
    "PowWowWindowClosed",
    "PowWowWindowView",
    "Problem",
    "Rating",
    "RatingChange",
    "RatingHistory",
    "ReturnToSeatProblem",
    "ReturnToSeatProblemCode",
    "Revision",
    "SeatInfo",
    "SeatTaken",
    "SendCommandProblem",
    "SendCommandProblemCode",
    "StreamEventsProblem",
    "StreamEventsProblemCode",
    "StreamLobbyProblem",
    "StreamLobbyProblemCode",
    "StreamLobbyStatus",
    "StreamMeProblem",
    "StreamMeProblemCode",
    "StreamRetryMessage",
    "StreamTicket",
    "TabletopClockCharged",
    "TabletopGameAbandoned",
    "TabletopSeatAbsent",
    "TabletopSeatReturned",
    "TabletopTableSet",
    "TakeSeat",
    "TakeSeatBot",
    "TakeSeatProblem",
    "TakeSeatProblemCode",
    "Ticket",
    "TicketStatus",
)
