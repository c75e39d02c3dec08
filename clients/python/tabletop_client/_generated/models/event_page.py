from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.clans_clans_dealt import ClansClansDealt
    from ..models.clans_game_ended import ClansGameEnded
    from ..models.clans_game_started import ClansGameStarted
    from ..models.clans_huts_moved import ClansHutsMoved
    from ..models.clans_position_loaded import ClansPositionLoaded
    from ..models.clans_turn_passed import ClansTurnPassed
    from ..models.clans_village_founded import ClansVillageFounded
    from ..models.clans_villages_formed import ClansVillagesFormed
    from ..models.der_schwarm_action_card_bought import DerSchwarmActionCardBought
    from ..models.der_schwarm_action_ended import DerSchwarmActionEnded
    from ..models.der_schwarm_blue_deck_shuffled import DerSchwarmBlueDeckShuffled
    from ..models.der_schwarm_buy_passed import DerSchwarmBuyPassed
    from ..models.der_schwarm_card_played import DerSchwarmCardPlayed
    from ..models.der_schwarm_damaged import DerSchwarmDamaged
    from ..models.der_schwarm_final_scored import DerSchwarmFinalScored
    from ..models.der_schwarm_game_ended import DerSchwarmGameEnded
    from ..models.der_schwarm_game_started import DerSchwarmGameStarted
    from ..models.der_schwarm_hazard_moved import DerSchwarmHazardMoved
    from ..models.der_schwarm_hazard_placed import DerSchwarmHazardPlaced
    from ..models.der_schwarm_hazard_returned import DerSchwarmHazardReturned
    from ..models.der_schwarm_order_card_bought import DerSchwarmOrderCardBought
    from ..models.der_schwarm_order_cards_dealt import DerSchwarmOrderCardsDealt
    from ..models.der_schwarm_part_chosen import DerSchwarmPartChosen
    from ..models.der_schwarm_position_loaded import DerSchwarmPositionLoaded
    from ..models.der_schwarm_queen_buoy_placed import DerSchwarmQueenBuoyPlaced
    from ..models.der_schwarm_queen_buoy_removed import DerSchwarmQueenBuoyRemoved
    from ..models.der_schwarm_researcher_added import DerSchwarmResearcherAdded
    from ..models.der_schwarm_round_passed import DerSchwarmRoundPassed
    from ..models.der_schwarm_round_scored import DerSchwarmRoundScored
    from ..models.der_schwarm_row_laid_out import DerSchwarmRowLaidOut
    from ..models.der_schwarm_ship_moved import DerSchwarmShipMoved
    from ..models.der_schwarm_ship_placed import DerSchwarmShipPlaced
    from ..models.der_schwarm_start_station_placed import DerSchwarmStartStationPlaced
    from ..models.der_schwarm_station_built import DerSchwarmStationBuilt
    from ..models.der_schwarm_tile_collected import DerSchwarmTileCollected
    from ..models.der_schwarm_tile_placed import DerSchwarmTilePlaced
    from ..models.der_schwarm_tiles_dealt import DerSchwarmTilesDealt
    from ..models.der_schwarm_turn_order_set import DerSchwarmTurnOrderSet
    from ..models.ice_flow_bear_moved import IceFlowBearMoved
    from ..models.ice_flow_bear_stuck import IceFlowBearStuck
    from ..models.ice_flow_card_revealed import IceFlowCardRevealed
    from ..models.ice_flow_collect_skipped import IceFlowCollectSkipped
    from ..models.ice_flow_deck_reshuffled import IceFlowDeckReshuffled
    from ..models.ice_flow_deck_shuffled import IceFlowDeckShuffled
    from ..models.ice_flow_explorer_placed import IceFlowExplorerPlaced
    from ..models.ice_flow_explorer_rescued import IceFlowExplorerRescued
    from ..models.ice_flow_explorer_stepped import IceFlowExplorerStepped
    from ..models.ice_flow_explorers_picked_up import IceFlowExplorersPickedUp
    from ..models.ice_flow_floe_drifted import IceFlowFloeDrifted
    from ..models.ice_flow_floe_placed import IceFlowFloePlaced
    from ..models.ice_flow_floe_rotated import IceFlowFloeRotated
    from ..models.ice_flow_game_ended import IceFlowGameEnded
    from ..models.ice_flow_game_started import IceFlowGameStarted
    from ..models.ice_flow_item_collected import IceFlowItemCollected
    from ..models.ice_flow_item_dropped import IceFlowItemDropped
    from ..models.ice_flow_movement_ended import IceFlowMovementEnded
    from ..models.ice_flow_position_loaded import IceFlowPositionLoaded
    from ..models.ice_flow_setup_tiles_drawn import IceFlowSetupTilesDrawn
    from ..models.ice_flow_tile_drawn import IceFlowTileDrawn
    from ..models.ice_flow_turn_ended import IceFlowTurnEnded
    from ..models.ice_flow_turn_started import IceFlowTurnStarted
    from ..models.ice_flow_went_fishing import IceFlowWentFishing
    from ..models.mammoth_hunters_board_cleared import MammothHuntersBoardCleared
    from ..models.mammoth_hunters_campfire_moved import MammothHuntersCampfireMoved
    from ..models.mammoth_hunters_campfires_placed import MammothHuntersCampfiresPlaced
    from ..models.mammoth_hunters_campfires_revealed import (
        MammothHuntersCampfiresRevealed,
    )
    from ..models.mammoth_hunters_card_discarded import MammothHuntersCardDiscarded
    from ..models.mammoth_hunters_card_drawn import MammothHuntersCardDrawn
    from ..models.mammoth_hunters_card_played import MammothHuntersCardPlayed
    from ..models.mammoth_hunters_card_put_away import MammothHuntersCardPutAway
    from ..models.mammoth_hunters_club_taken import MammothHuntersClubTaken
    from ..models.mammoth_hunters_conflict_resolved import (
        MammothHuntersConflictResolved,
    )
    from ..models.mammoth_hunters_deck_reshuffled import MammothHuntersDeckReshuffled
    from ..models.mammoth_hunters_decks_shuffled import MammothHuntersDecksShuffled
    from ..models.mammoth_hunters_deployment_ended import MammothHuntersDeploymentEnded
    from ..models.mammoth_hunters_discard_skipped import MammothHuntersDiscardSkipped
    from ..models.mammoth_hunters_final_round_stop import MammothHuntersFinalRoundStop
    from ..models.mammoth_hunters_game_ended import MammothHuntersGameEnded
    from ..models.mammoth_hunters_game_started import MammothHuntersGameStarted
    from ..models.mammoth_hunters_glacier_passed import MammothHuntersGlacierPassed
    from ..models.mammoth_hunters_glacier_placed import MammothHuntersGlacierPlaced
    from ..models.mammoth_hunters_glacier_player_chosen import (
        MammothHuntersGlacierPlayerChosen,
    )
    from ..models.mammoth_hunters_hands_dealt import MammothHuntersHandsDealt
    from ..models.mammoth_hunters_hunter_moved import MammothHuntersHunterMoved
    from ..models.mammoth_hunters_hunter_placed import MammothHuntersHunterPlaced
    from ..models.mammoth_hunters_hunter_removed import MammothHuntersHunterRemoved
    from ..models.mammoth_hunters_hunters_swapped import MammothHuntersHuntersSwapped
    from ..models.mammoth_hunters_initial_hunter_placed import (
        MammothHuntersInitialHunterPlaced,
    )
    from ..models.mammoth_hunters_mammoth_moved import MammothHuntersMammothMoved
    from ..models.mammoth_hunters_mammoth_placed import MammothHuntersMammothPlaced
    from ..models.mammoth_hunters_mammoth_removed import MammothHuntersMammothRemoved
    from ..models.mammoth_hunters_part_ended import MammothHuntersPartEnded
    from ..models.mammoth_hunters_position_loaded import MammothHuntersPositionLoaded
    from ..models.mammoth_hunters_round_scored import MammothHuntersRoundScored
    from ..models.mammoth_hunters_round_started import MammothHuntersRoundStarted
    from ..models.mammoth_hunters_stones_transferred import (
        MammothHuntersStonesTransferred,
    )
    from ..models.mammoth_hunters_turn_ended import MammothHuntersTurnEnded
    from ..models.pow_wow_booty_taken import PowWowBootyTaken
    from ..models.pow_wow_card_revealed import PowWowCardRevealed
    from ..models.pow_wow_claim_came_up_empty import PowWowClaimCameUpEmpty
    from ..models.pow_wow_claim_made import PowWowClaimMade
    from ..models.pow_wow_claim_penalized import PowWowClaimPenalized
    from ..models.pow_wow_game_ended import PowWowGameEnded
    from ..models.pow_wow_game_started import PowWowGameStarted
    from ..models.pow_wow_passed import PowWowPassed
    from ..models.pow_wow_position_loaded import PowWowPositionLoaded
    from ..models.pow_wow_prairie_laid_out import PowWowPrairieLaidOut
    from ..models.pow_wow_tribute_paid import PowWowTributePaid
    from ..models.pow_wow_window_closed import PowWowWindowClosed
    from ..models.tabletop_clock_charged import TabletopClockCharged
    from ..models.tabletop_game_abandoned import TabletopGameAbandoned
    from ..models.tabletop_seat_absent import TabletopSeatAbsent
    from ..models.tabletop_seat_returned import TabletopSeatReturned
    from ..models.tabletop_table_set import TabletopTableSet


T = TypeVar("T", bound="EventPage")


@_attrs_define
class EventPage:
    """
    Attributes:
        events (list[ClansClansDealt | ClansGameEnded | ClansGameStarted | ClansHutsMoved | ClansPositionLoaded |
            ClansTurnPassed | ClansVillageFounded | ClansVillagesFormed | DerSchwarmActionCardBought | DerSchwarmActionEnded
            | DerSchwarmBlueDeckShuffled | DerSchwarmBuyPassed | DerSchwarmCardPlayed | DerSchwarmDamaged |
            DerSchwarmFinalScored | DerSchwarmGameEnded | DerSchwarmGameStarted | DerSchwarmHazardMoved |
            DerSchwarmHazardPlaced | DerSchwarmHazardReturned | DerSchwarmOrderCardBought | DerSchwarmOrderCardsDealt |
            DerSchwarmPartChosen | DerSchwarmPositionLoaded | DerSchwarmQueenBuoyPlaced | DerSchwarmQueenBuoyRemoved |
            DerSchwarmResearcherAdded | DerSchwarmRoundPassed | DerSchwarmRoundScored | DerSchwarmRowLaidOut |
            DerSchwarmShipMoved | DerSchwarmShipPlaced | DerSchwarmStartStationPlaced | DerSchwarmStationBuilt |
            DerSchwarmTileCollected | DerSchwarmTilePlaced | DerSchwarmTilesDealt | DerSchwarmTurnOrderSet |
            IceFlowBearMoved | IceFlowBearStuck | IceFlowCardRevealed | IceFlowCollectSkipped | IceFlowDeckReshuffled |
            IceFlowDeckShuffled | IceFlowExplorerPlaced | IceFlowExplorerRescued | IceFlowExplorersPickedUp |
            IceFlowExplorerStepped | IceFlowFloeDrifted | IceFlowFloePlaced | IceFlowFloeRotated | IceFlowGameEnded |
            IceFlowGameStarted | IceFlowItemCollected | IceFlowItemDropped | IceFlowMovementEnded | IceFlowPositionLoaded |
            IceFlowSetupTilesDrawn | IceFlowTileDrawn | IceFlowTurnEnded | IceFlowTurnStarted | IceFlowWentFishing |
            MammothHuntersBoardCleared | MammothHuntersCampfireMoved | MammothHuntersCampfiresPlaced |
            MammothHuntersCampfiresRevealed | MammothHuntersCardDiscarded | MammothHuntersCardDrawn |
            MammothHuntersCardPlayed | MammothHuntersCardPutAway | MammothHuntersClubTaken | MammothHuntersConflictResolved
            | MammothHuntersDeckReshuffled | MammothHuntersDecksShuffled | MammothHuntersDeploymentEnded |
            MammothHuntersDiscardSkipped | MammothHuntersFinalRoundStop | MammothHuntersGameEnded |
            MammothHuntersGameStarted | MammothHuntersGlacierPassed | MammothHuntersGlacierPlaced |
            MammothHuntersGlacierPlayerChosen | MammothHuntersHandsDealt | MammothHuntersHunterMoved |
            MammothHuntersHunterPlaced | MammothHuntersHunterRemoved | MammothHuntersHuntersSwapped |
            MammothHuntersInitialHunterPlaced | MammothHuntersMammothMoved | MammothHuntersMammothPlaced |
            MammothHuntersMammothRemoved | MammothHuntersPartEnded | MammothHuntersPositionLoaded |
            MammothHuntersRoundScored | MammothHuntersRoundStarted | MammothHuntersStonesTransferred |
            MammothHuntersTurnEnded | PowWowBootyTaken | PowWowCardRevealed | PowWowClaimCameUpEmpty | PowWowClaimMade |
            PowWowClaimPenalized | PowWowGameEnded | PowWowGameStarted | PowWowPassed | PowWowPositionLoaded |
            PowWowPrairieLaidOut | PowWowTributePaid | PowWowWindowClosed | TabletopClockCharged | TabletopGameAbandoned |
            TabletopSeatAbsent | TabletopSeatReturned | TabletopTableSet]): Events after `after`, oldest first, as the
            caller may see them.
        game_id (UUID):
        version (int): The game's current version.
    """

    events: list[
        ClansClansDealt
        | ClansGameEnded
        | ClansGameStarted
        | ClansHutsMoved
        | ClansPositionLoaded
        | ClansTurnPassed
        | ClansVillageFounded
        | ClansVillagesFormed
        | DerSchwarmActionCardBought
        | DerSchwarmActionEnded
        | DerSchwarmBlueDeckShuffled
        | DerSchwarmBuyPassed
        | DerSchwarmCardPlayed
        | DerSchwarmDamaged
        | DerSchwarmFinalScored
        | DerSchwarmGameEnded
        | DerSchwarmGameStarted
        | DerSchwarmHazardMoved
        | DerSchwarmHazardPlaced
        | DerSchwarmHazardReturned
        | DerSchwarmOrderCardBought
        | DerSchwarmOrderCardsDealt
        | DerSchwarmPartChosen
        | DerSchwarmPositionLoaded
        | DerSchwarmQueenBuoyPlaced
        | DerSchwarmQueenBuoyRemoved
        | DerSchwarmResearcherAdded
        | DerSchwarmRoundPassed
        | DerSchwarmRoundScored
        | DerSchwarmRowLaidOut
        | DerSchwarmShipMoved
        | DerSchwarmShipPlaced
        | DerSchwarmStartStationPlaced
        | DerSchwarmStationBuilt
        | DerSchwarmTileCollected
        | DerSchwarmTilePlaced
        | DerSchwarmTilesDealt
        | DerSchwarmTurnOrderSet
        | IceFlowBearMoved
        | IceFlowBearStuck
        | IceFlowCardRevealed
        | IceFlowCollectSkipped
        | IceFlowDeckReshuffled
        | IceFlowDeckShuffled
        | IceFlowExplorerPlaced
        | IceFlowExplorerRescued
        | IceFlowExplorersPickedUp
        | IceFlowExplorerStepped
        | IceFlowFloeDrifted
        | IceFlowFloePlaced
        | IceFlowFloeRotated
        | IceFlowGameEnded
        | IceFlowGameStarted
        | IceFlowItemCollected
        | IceFlowItemDropped
        | IceFlowMovementEnded
        | IceFlowPositionLoaded
        | IceFlowSetupTilesDrawn
        | IceFlowTileDrawn
        | IceFlowTurnEnded
        | IceFlowTurnStarted
        | IceFlowWentFishing
        | MammothHuntersBoardCleared
        | MammothHuntersCampfireMoved
        | MammothHuntersCampfiresPlaced
        | MammothHuntersCampfiresRevealed
        | MammothHuntersCardDiscarded
        | MammothHuntersCardDrawn
        | MammothHuntersCardPlayed
        | MammothHuntersCardPutAway
        | MammothHuntersClubTaken
        | MammothHuntersConflictResolved
        | MammothHuntersDeckReshuffled
        | MammothHuntersDecksShuffled
        | MammothHuntersDeploymentEnded
        | MammothHuntersDiscardSkipped
        | MammothHuntersFinalRoundStop
        | MammothHuntersGameEnded
        | MammothHuntersGameStarted
        | MammothHuntersGlacierPassed
        | MammothHuntersGlacierPlaced
        | MammothHuntersGlacierPlayerChosen
        | MammothHuntersHandsDealt
        | MammothHuntersHunterMoved
        | MammothHuntersHunterPlaced
        | MammothHuntersHunterRemoved
        | MammothHuntersHuntersSwapped
        | MammothHuntersInitialHunterPlaced
        | MammothHuntersMammothMoved
        | MammothHuntersMammothPlaced
        | MammothHuntersMammothRemoved
        | MammothHuntersPartEnded
        | MammothHuntersPositionLoaded
        | MammothHuntersRoundScored
        | MammothHuntersRoundStarted
        | MammothHuntersStonesTransferred
        | MammothHuntersTurnEnded
        | PowWowBootyTaken
        | PowWowCardRevealed
        | PowWowClaimCameUpEmpty
        | PowWowClaimMade
        | PowWowClaimPenalized
        | PowWowGameEnded
        | PowWowGameStarted
        | PowWowPassed
        | PowWowPositionLoaded
        | PowWowPrairieLaidOut
        | PowWowTributePaid
        | PowWowWindowClosed
        | TabletopClockCharged
        | TabletopGameAbandoned
        | TabletopSeatAbsent
        | TabletopSeatReturned
        | TabletopTableSet
    ]
    game_id: UUID
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.clans_clans_dealt import ClansClansDealt
        from ..models.clans_game_ended import ClansGameEnded
        from ..models.clans_game_started import ClansGameStarted
        from ..models.clans_huts_moved import ClansHutsMoved
        from ..models.clans_position_loaded import ClansPositionLoaded
        from ..models.clans_turn_passed import ClansTurnPassed
        from ..models.clans_village_founded import ClansVillageFounded
        from ..models.clans_villages_formed import ClansVillagesFormed
        from ..models.der_schwarm_action_card_bought import DerSchwarmActionCardBought
        from ..models.der_schwarm_action_ended import DerSchwarmActionEnded
        from ..models.der_schwarm_blue_deck_shuffled import DerSchwarmBlueDeckShuffled
        from ..models.der_schwarm_buy_passed import DerSchwarmBuyPassed
        from ..models.der_schwarm_card_played import DerSchwarmCardPlayed
        from ..models.der_schwarm_damaged import DerSchwarmDamaged
        from ..models.der_schwarm_final_scored import DerSchwarmFinalScored
        from ..models.der_schwarm_game_ended import DerSchwarmGameEnded
        from ..models.der_schwarm_game_started import DerSchwarmGameStarted
        from ..models.der_schwarm_hazard_moved import DerSchwarmHazardMoved
        from ..models.der_schwarm_hazard_placed import DerSchwarmHazardPlaced
        from ..models.der_schwarm_hazard_returned import DerSchwarmHazardReturned
        from ..models.der_schwarm_order_card_bought import DerSchwarmOrderCardBought
        from ..models.der_schwarm_order_cards_dealt import DerSchwarmOrderCardsDealt
        from ..models.der_schwarm_part_chosen import DerSchwarmPartChosen
        from ..models.der_schwarm_position_loaded import DerSchwarmPositionLoaded
        from ..models.der_schwarm_queen_buoy_placed import DerSchwarmQueenBuoyPlaced
        from ..models.der_schwarm_queen_buoy_removed import DerSchwarmQueenBuoyRemoved
        from ..models.der_schwarm_researcher_added import DerSchwarmResearcherAdded
        from ..models.der_schwarm_round_passed import DerSchwarmRoundPassed
        from ..models.der_schwarm_round_scored import DerSchwarmRoundScored
        from ..models.der_schwarm_row_laid_out import DerSchwarmRowLaidOut
        from ..models.der_schwarm_ship_moved import DerSchwarmShipMoved
        from ..models.der_schwarm_ship_placed import DerSchwarmShipPlaced
        from ..models.der_schwarm_start_station_placed import (
            DerSchwarmStartStationPlaced,
        )
        from ..models.der_schwarm_station_built import DerSchwarmStationBuilt
        from ..models.der_schwarm_tile_collected import DerSchwarmTileCollected
        from ..models.der_schwarm_tile_placed import DerSchwarmTilePlaced
        from ..models.der_schwarm_tiles_dealt import DerSchwarmTilesDealt
        from ..models.der_schwarm_turn_order_set import DerSchwarmTurnOrderSet
        from ..models.ice_flow_bear_moved import IceFlowBearMoved
        from ..models.ice_flow_bear_stuck import IceFlowBearStuck
        from ..models.ice_flow_card_revealed import IceFlowCardRevealed
        from ..models.ice_flow_collect_skipped import IceFlowCollectSkipped
        from ..models.ice_flow_deck_reshuffled import IceFlowDeckReshuffled
        from ..models.ice_flow_deck_shuffled import IceFlowDeckShuffled
        from ..models.ice_flow_explorer_placed import IceFlowExplorerPlaced
        from ..models.ice_flow_explorer_rescued import IceFlowExplorerRescued
        from ..models.ice_flow_explorer_stepped import IceFlowExplorerStepped
        from ..models.ice_flow_explorers_picked_up import IceFlowExplorersPickedUp
        from ..models.ice_flow_floe_drifted import IceFlowFloeDrifted
        from ..models.ice_flow_floe_placed import IceFlowFloePlaced
        from ..models.ice_flow_floe_rotated import IceFlowFloeRotated
        from ..models.ice_flow_game_ended import IceFlowGameEnded
        from ..models.ice_flow_game_started import IceFlowGameStarted
        from ..models.ice_flow_item_collected import IceFlowItemCollected
        from ..models.ice_flow_item_dropped import IceFlowItemDropped
        from ..models.ice_flow_movement_ended import IceFlowMovementEnded
        from ..models.ice_flow_position_loaded import IceFlowPositionLoaded
        from ..models.ice_flow_setup_tiles_drawn import IceFlowSetupTilesDrawn
        from ..models.ice_flow_tile_drawn import IceFlowTileDrawn
        from ..models.ice_flow_turn_ended import IceFlowTurnEnded
        from ..models.ice_flow_turn_started import IceFlowTurnStarted
        from ..models.ice_flow_went_fishing import IceFlowWentFishing
        from ..models.mammoth_hunters_board_cleared import MammothHuntersBoardCleared
        from ..models.mammoth_hunters_campfire_moved import MammothHuntersCampfireMoved
        from ..models.mammoth_hunters_campfires_placed import (
            MammothHuntersCampfiresPlaced,
        )
        from ..models.mammoth_hunters_campfires_revealed import (
            MammothHuntersCampfiresRevealed,
        )
        from ..models.mammoth_hunters_card_discarded import MammothHuntersCardDiscarded
        from ..models.mammoth_hunters_card_drawn import MammothHuntersCardDrawn
        from ..models.mammoth_hunters_card_played import MammothHuntersCardPlayed
        from ..models.mammoth_hunters_card_put_away import MammothHuntersCardPutAway
        from ..models.mammoth_hunters_club_taken import MammothHuntersClubTaken
        from ..models.mammoth_hunters_conflict_resolved import (
            MammothHuntersConflictResolved,
        )
        from ..models.mammoth_hunters_deck_reshuffled import (
            MammothHuntersDeckReshuffled,
        )
        from ..models.mammoth_hunters_decks_shuffled import MammothHuntersDecksShuffled
        from ..models.mammoth_hunters_deployment_ended import (
            MammothHuntersDeploymentEnded,
        )
        from ..models.mammoth_hunters_discard_skipped import (
            MammothHuntersDiscardSkipped,
        )
        from ..models.mammoth_hunters_final_round_stop import (
            MammothHuntersFinalRoundStop,
        )
        from ..models.mammoth_hunters_game_ended import MammothHuntersGameEnded
        from ..models.mammoth_hunters_game_started import MammothHuntersGameStarted
        from ..models.mammoth_hunters_glacier_passed import MammothHuntersGlacierPassed
        from ..models.mammoth_hunters_glacier_placed import MammothHuntersGlacierPlaced
        from ..models.mammoth_hunters_glacier_player_chosen import (
            MammothHuntersGlacierPlayerChosen,
        )
        from ..models.mammoth_hunters_hands_dealt import MammothHuntersHandsDealt
        from ..models.mammoth_hunters_hunter_moved import MammothHuntersHunterMoved
        from ..models.mammoth_hunters_hunter_placed import MammothHuntersHunterPlaced
        from ..models.mammoth_hunters_hunter_removed import MammothHuntersHunterRemoved
        from ..models.mammoth_hunters_hunters_swapped import (
            MammothHuntersHuntersSwapped,
        )
        from ..models.mammoth_hunters_initial_hunter_placed import (
            MammothHuntersInitialHunterPlaced,
        )
        from ..models.mammoth_hunters_mammoth_moved import MammothHuntersMammothMoved
        from ..models.mammoth_hunters_mammoth_placed import MammothHuntersMammothPlaced
        from ..models.mammoth_hunters_mammoth_removed import (
            MammothHuntersMammothRemoved,
        )
        from ..models.mammoth_hunters_part_ended import MammothHuntersPartEnded
        from ..models.mammoth_hunters_position_loaded import (
            MammothHuntersPositionLoaded,
        )
        from ..models.mammoth_hunters_round_scored import MammothHuntersRoundScored
        from ..models.mammoth_hunters_round_started import MammothHuntersRoundStarted
        from ..models.mammoth_hunters_stones_transferred import (
            MammothHuntersStonesTransferred,
        )
        from ..models.mammoth_hunters_turn_ended import MammothHuntersTurnEnded
        from ..models.pow_wow_booty_taken import PowWowBootyTaken
        from ..models.pow_wow_card_revealed import PowWowCardRevealed
        from ..models.pow_wow_claim_came_up_empty import PowWowClaimCameUpEmpty
        from ..models.pow_wow_claim_made import PowWowClaimMade
        from ..models.pow_wow_claim_penalized import PowWowClaimPenalized
        from ..models.pow_wow_game_ended import PowWowGameEnded
        from ..models.pow_wow_game_started import PowWowGameStarted
        from ..models.pow_wow_passed import PowWowPassed
        from ..models.pow_wow_position_loaded import PowWowPositionLoaded
        from ..models.pow_wow_prairie_laid_out import PowWowPrairieLaidOut
        from ..models.pow_wow_tribute_paid import PowWowTributePaid
        from ..models.pow_wow_window_closed import PowWowWindowClosed
        from ..models.tabletop_clock_charged import TabletopClockCharged
        from ..models.tabletop_seat_absent import TabletopSeatAbsent
        from ..models.tabletop_seat_returned import TabletopSeatReturned
        from ..models.tabletop_table_set import TabletopTableSet

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if (
                isinstance(events_item_data, ClansGameStarted)
                or isinstance(events_item_data, ClansClansDealt)
                or isinstance(events_item_data, ClansPositionLoaded)
                or isinstance(events_item_data, ClansHutsMoved)
                or isinstance(events_item_data, ClansVillagesFormed)
                or isinstance(events_item_data, ClansVillageFounded)
                or isinstance(events_item_data, ClansTurnPassed)
                or isinstance(events_item_data, ClansGameEnded)
                or isinstance(events_item_data, MammothHuntersGameStarted)
                or isinstance(events_item_data, MammothHuntersPositionLoaded)
                or isinstance(events_item_data, MammothHuntersDecksShuffled)
                or isinstance(events_item_data, MammothHuntersCampfiresPlaced)
                or isinstance(events_item_data, MammothHuntersInitialHunterPlaced)
                or isinstance(events_item_data, MammothHuntersHandsDealt)
                or isinstance(events_item_data, MammothHuntersRoundStarted)
                or isinstance(events_item_data, MammothHuntersCardPlayed)
                or isinstance(events_item_data, MammothHuntersFinalRoundStop)
                or isinstance(events_item_data, MammothHuntersHunterPlaced)
                or isinstance(events_item_data, MammothHuntersHunterMoved)
                or isinstance(events_item_data, MammothHuntersHuntersSwapped)
                or isinstance(events_item_data, MammothHuntersHunterRemoved)
                or isinstance(events_item_data, MammothHuntersMammothPlaced)
                or isinstance(events_item_data, MammothHuntersMammothMoved)
                or isinstance(events_item_data, MammothHuntersMammothRemoved)
                or isinstance(events_item_data, MammothHuntersCampfireMoved)
                or isinstance(events_item_data, MammothHuntersClubTaken)
                or isinstance(events_item_data, MammothHuntersPartEnded)
                or isinstance(events_item_data, MammothHuntersCardPutAway)
                or isinstance(events_item_data, MammothHuntersCardDiscarded)
                or isinstance(events_item_data, MammothHuntersDiscardSkipped)
                or isinstance(events_item_data, MammothHuntersDeckReshuffled)
                or isinstance(events_item_data, MammothHuntersCardDrawn)
                or isinstance(events_item_data, MammothHuntersTurnEnded)
                or isinstance(events_item_data, MammothHuntersDeploymentEnded)
                or isinstance(events_item_data, MammothHuntersCampfiresRevealed)
                or isinstance(events_item_data, MammothHuntersConflictResolved)
                or isinstance(events_item_data, MammothHuntersBoardCleared)
                or isinstance(events_item_data, MammothHuntersRoundScored)
                or isinstance(events_item_data, MammothHuntersGlacierPlayerChosen)
                or isinstance(events_item_data, MammothHuntersGlacierPlaced)
                or isinstance(events_item_data, MammothHuntersGlacierPassed)
                or isinstance(events_item_data, MammothHuntersStonesTransferred)
                or isinstance(events_item_data, MammothHuntersGameEnded)
                or isinstance(events_item_data, PowWowGameStarted)
                or isinstance(events_item_data, PowWowPrairieLaidOut)
                or isinstance(events_item_data, PowWowPositionLoaded)
                or isinstance(events_item_data, PowWowCardRevealed)
                or isinstance(events_item_data, PowWowClaimMade)
                or isinstance(events_item_data, PowWowPassed)
                or isinstance(events_item_data, PowWowWindowClosed)
                or isinstance(events_item_data, PowWowClaimPenalized)
                or isinstance(events_item_data, PowWowClaimCameUpEmpty)
                or isinstance(events_item_data, PowWowBootyTaken)
                or isinstance(events_item_data, PowWowTributePaid)
                or isinstance(events_item_data, PowWowGameEnded)
                or isinstance(events_item_data, DerSchwarmGameStarted)
                or isinstance(events_item_data, DerSchwarmTilesDealt)
                or isinstance(events_item_data, DerSchwarmBlueDeckShuffled)
                or isinstance(events_item_data, DerSchwarmOrderCardsDealt)
                or isinstance(events_item_data, DerSchwarmRowLaidOut)
                or isinstance(events_item_data, DerSchwarmPositionLoaded)
                or isinstance(events_item_data, DerSchwarmStartStationPlaced)
                or isinstance(events_item_data, DerSchwarmTurnOrderSet)
                or isinstance(events_item_data, DerSchwarmActionCardBought)
                or isinstance(events_item_data, DerSchwarmOrderCardBought)
                or isinstance(events_item_data, DerSchwarmBuyPassed)
                or isinstance(events_item_data, DerSchwarmCardPlayed)
                or isinstance(events_item_data, DerSchwarmRoundPassed)
                or isinstance(events_item_data, DerSchwarmPartChosen)
                or isinstance(events_item_data, DerSchwarmStationBuilt)
                or isinstance(events_item_data, DerSchwarmResearcherAdded)
                or isinstance(events_item_data, DerSchwarmShipPlaced)
                or isinstance(events_item_data, DerSchwarmShipMoved)
                or isinstance(events_item_data, DerSchwarmTileCollected)
                or isinstance(events_item_data, DerSchwarmTilePlaced)
                or isinstance(events_item_data, DerSchwarmQueenBuoyPlaced)
                or isinstance(events_item_data, DerSchwarmQueenBuoyRemoved)
                or isinstance(events_item_data, DerSchwarmHazardPlaced)
                or isinstance(events_item_data, DerSchwarmHazardMoved)
                or isinstance(events_item_data, DerSchwarmDamaged)
                or isinstance(events_item_data, DerSchwarmHazardReturned)
                or isinstance(events_item_data, DerSchwarmActionEnded)
                or isinstance(events_item_data, DerSchwarmRoundScored)
                or isinstance(events_item_data, DerSchwarmFinalScored)
                or isinstance(events_item_data, DerSchwarmGameEnded)
                or isinstance(events_item_data, IceFlowGameStarted)
                or isinstance(events_item_data, IceFlowDeckShuffled)
                or isinstance(events_item_data, IceFlowExplorerPlaced)
                or isinstance(events_item_data, IceFlowSetupTilesDrawn)
                or isinstance(events_item_data, IceFlowDeckReshuffled)
                or isinstance(events_item_data, IceFlowCardRevealed)
                or isinstance(events_item_data, IceFlowTileDrawn)
                or isinstance(events_item_data, IceFlowFloePlaced)
                or isinstance(events_item_data, IceFlowExplorersPickedUp)
                or isinstance(events_item_data, IceFlowTurnStarted)
                or isinstance(events_item_data, IceFlowFloeDrifted)
                or isinstance(events_item_data, IceFlowFloeRotated)
                or isinstance(events_item_data, IceFlowExplorerStepped)
                or isinstance(events_item_data, IceFlowMovementEnded)
                or isinstance(events_item_data, IceFlowBearMoved)
                or isinstance(events_item_data, IceFlowBearStuck)
                or isinstance(events_item_data, IceFlowExplorerRescued)
                or isinstance(events_item_data, IceFlowItemCollected)
                or isinstance(events_item_data, IceFlowCollectSkipped)
                or isinstance(events_item_data, IceFlowItemDropped)
                or isinstance(events_item_data, IceFlowWentFishing)
                or isinstance(events_item_data, IceFlowTurnEnded)
                or isinstance(events_item_data, IceFlowGameEnded)
                or isinstance(events_item_data, IceFlowPositionLoaded)
                or isinstance(events_item_data, TabletopTableSet)
                or isinstance(events_item_data, TabletopClockCharged)
                or isinstance(events_item_data, TabletopSeatAbsent)
                or isinstance(events_item_data, TabletopSeatReturned)
            ):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        game_id = str(self.game_id)

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "events": events,
                "game_id": game_id,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.clans_clans_dealt import ClansClansDealt
        from ..models.clans_game_ended import ClansGameEnded
        from ..models.clans_game_started import ClansGameStarted
        from ..models.clans_huts_moved import ClansHutsMoved
        from ..models.clans_position_loaded import ClansPositionLoaded
        from ..models.clans_turn_passed import ClansTurnPassed
        from ..models.clans_village_founded import ClansVillageFounded
        from ..models.clans_villages_formed import ClansVillagesFormed
        from ..models.der_schwarm_action_card_bought import DerSchwarmActionCardBought
        from ..models.der_schwarm_action_ended import DerSchwarmActionEnded
        from ..models.der_schwarm_blue_deck_shuffled import DerSchwarmBlueDeckShuffled
        from ..models.der_schwarm_buy_passed import DerSchwarmBuyPassed
        from ..models.der_schwarm_card_played import DerSchwarmCardPlayed
        from ..models.der_schwarm_damaged import DerSchwarmDamaged
        from ..models.der_schwarm_final_scored import DerSchwarmFinalScored
        from ..models.der_schwarm_game_ended import DerSchwarmGameEnded
        from ..models.der_schwarm_game_started import DerSchwarmGameStarted
        from ..models.der_schwarm_hazard_moved import DerSchwarmHazardMoved
        from ..models.der_schwarm_hazard_placed import DerSchwarmHazardPlaced
        from ..models.der_schwarm_hazard_returned import DerSchwarmHazardReturned
        from ..models.der_schwarm_order_card_bought import DerSchwarmOrderCardBought
        from ..models.der_schwarm_order_cards_dealt import DerSchwarmOrderCardsDealt
        from ..models.der_schwarm_part_chosen import DerSchwarmPartChosen
        from ..models.der_schwarm_position_loaded import DerSchwarmPositionLoaded
        from ..models.der_schwarm_queen_buoy_placed import DerSchwarmQueenBuoyPlaced
        from ..models.der_schwarm_queen_buoy_removed import DerSchwarmQueenBuoyRemoved
        from ..models.der_schwarm_researcher_added import DerSchwarmResearcherAdded
        from ..models.der_schwarm_round_passed import DerSchwarmRoundPassed
        from ..models.der_schwarm_round_scored import DerSchwarmRoundScored
        from ..models.der_schwarm_row_laid_out import DerSchwarmRowLaidOut
        from ..models.der_schwarm_ship_moved import DerSchwarmShipMoved
        from ..models.der_schwarm_ship_placed import DerSchwarmShipPlaced
        from ..models.der_schwarm_start_station_placed import (
            DerSchwarmStartStationPlaced,
        )
        from ..models.der_schwarm_station_built import DerSchwarmStationBuilt
        from ..models.der_schwarm_tile_collected import DerSchwarmTileCollected
        from ..models.der_schwarm_tile_placed import DerSchwarmTilePlaced
        from ..models.der_schwarm_tiles_dealt import DerSchwarmTilesDealt
        from ..models.der_schwarm_turn_order_set import DerSchwarmTurnOrderSet
        from ..models.ice_flow_bear_moved import IceFlowBearMoved
        from ..models.ice_flow_bear_stuck import IceFlowBearStuck
        from ..models.ice_flow_card_revealed import IceFlowCardRevealed
        from ..models.ice_flow_collect_skipped import IceFlowCollectSkipped
        from ..models.ice_flow_deck_reshuffled import IceFlowDeckReshuffled
        from ..models.ice_flow_deck_shuffled import IceFlowDeckShuffled
        from ..models.ice_flow_explorer_placed import IceFlowExplorerPlaced
        from ..models.ice_flow_explorer_rescued import IceFlowExplorerRescued
        from ..models.ice_flow_explorer_stepped import IceFlowExplorerStepped
        from ..models.ice_flow_explorers_picked_up import IceFlowExplorersPickedUp
        from ..models.ice_flow_floe_drifted import IceFlowFloeDrifted
        from ..models.ice_flow_floe_placed import IceFlowFloePlaced
        from ..models.ice_flow_floe_rotated import IceFlowFloeRotated
        from ..models.ice_flow_game_ended import IceFlowGameEnded
        from ..models.ice_flow_game_started import IceFlowGameStarted
        from ..models.ice_flow_item_collected import IceFlowItemCollected
        from ..models.ice_flow_item_dropped import IceFlowItemDropped
        from ..models.ice_flow_movement_ended import IceFlowMovementEnded
        from ..models.ice_flow_position_loaded import IceFlowPositionLoaded
        from ..models.ice_flow_setup_tiles_drawn import IceFlowSetupTilesDrawn
        from ..models.ice_flow_tile_drawn import IceFlowTileDrawn
        from ..models.ice_flow_turn_ended import IceFlowTurnEnded
        from ..models.ice_flow_turn_started import IceFlowTurnStarted
        from ..models.ice_flow_went_fishing import IceFlowWentFishing
        from ..models.mammoth_hunters_board_cleared import MammothHuntersBoardCleared
        from ..models.mammoth_hunters_campfire_moved import MammothHuntersCampfireMoved
        from ..models.mammoth_hunters_campfires_placed import (
            MammothHuntersCampfiresPlaced,
        )
        from ..models.mammoth_hunters_campfires_revealed import (
            MammothHuntersCampfiresRevealed,
        )
        from ..models.mammoth_hunters_card_discarded import MammothHuntersCardDiscarded
        from ..models.mammoth_hunters_card_drawn import MammothHuntersCardDrawn
        from ..models.mammoth_hunters_card_played import MammothHuntersCardPlayed
        from ..models.mammoth_hunters_card_put_away import MammothHuntersCardPutAway
        from ..models.mammoth_hunters_club_taken import MammothHuntersClubTaken
        from ..models.mammoth_hunters_conflict_resolved import (
            MammothHuntersConflictResolved,
        )
        from ..models.mammoth_hunters_deck_reshuffled import (
            MammothHuntersDeckReshuffled,
        )
        from ..models.mammoth_hunters_decks_shuffled import MammothHuntersDecksShuffled
        from ..models.mammoth_hunters_deployment_ended import (
            MammothHuntersDeploymentEnded,
        )
        from ..models.mammoth_hunters_discard_skipped import (
            MammothHuntersDiscardSkipped,
        )
        from ..models.mammoth_hunters_final_round_stop import (
            MammothHuntersFinalRoundStop,
        )
        from ..models.mammoth_hunters_game_ended import MammothHuntersGameEnded
        from ..models.mammoth_hunters_game_started import MammothHuntersGameStarted
        from ..models.mammoth_hunters_glacier_passed import MammothHuntersGlacierPassed
        from ..models.mammoth_hunters_glacier_placed import MammothHuntersGlacierPlaced
        from ..models.mammoth_hunters_glacier_player_chosen import (
            MammothHuntersGlacierPlayerChosen,
        )
        from ..models.mammoth_hunters_hands_dealt import MammothHuntersHandsDealt
        from ..models.mammoth_hunters_hunter_moved import MammothHuntersHunterMoved
        from ..models.mammoth_hunters_hunter_placed import MammothHuntersHunterPlaced
        from ..models.mammoth_hunters_hunter_removed import MammothHuntersHunterRemoved
        from ..models.mammoth_hunters_hunters_swapped import (
            MammothHuntersHuntersSwapped,
        )
        from ..models.mammoth_hunters_initial_hunter_placed import (
            MammothHuntersInitialHunterPlaced,
        )
        from ..models.mammoth_hunters_mammoth_moved import MammothHuntersMammothMoved
        from ..models.mammoth_hunters_mammoth_placed import MammothHuntersMammothPlaced
        from ..models.mammoth_hunters_mammoth_removed import (
            MammothHuntersMammothRemoved,
        )
        from ..models.mammoth_hunters_part_ended import MammothHuntersPartEnded
        from ..models.mammoth_hunters_position_loaded import (
            MammothHuntersPositionLoaded,
        )
        from ..models.mammoth_hunters_round_scored import MammothHuntersRoundScored
        from ..models.mammoth_hunters_round_started import MammothHuntersRoundStarted
        from ..models.mammoth_hunters_stones_transferred import (
            MammothHuntersStonesTransferred,
        )
        from ..models.mammoth_hunters_turn_ended import MammothHuntersTurnEnded
        from ..models.pow_wow_booty_taken import PowWowBootyTaken
        from ..models.pow_wow_card_revealed import PowWowCardRevealed
        from ..models.pow_wow_claim_came_up_empty import PowWowClaimCameUpEmpty
        from ..models.pow_wow_claim_made import PowWowClaimMade
        from ..models.pow_wow_claim_penalized import PowWowClaimPenalized
        from ..models.pow_wow_game_ended import PowWowGameEnded
        from ..models.pow_wow_game_started import PowWowGameStarted
        from ..models.pow_wow_passed import PowWowPassed
        from ..models.pow_wow_position_loaded import PowWowPositionLoaded
        from ..models.pow_wow_prairie_laid_out import PowWowPrairieLaidOut
        from ..models.pow_wow_tribute_paid import PowWowTributePaid
        from ..models.pow_wow_window_closed import PowWowWindowClosed
        from ..models.tabletop_clock_charged import TabletopClockCharged
        from ..models.tabletop_game_abandoned import TabletopGameAbandoned
        from ..models.tabletop_seat_absent import TabletopSeatAbsent
        from ..models.tabletop_seat_returned import TabletopSeatReturned
        from ..models.tabletop_table_set import TabletopTableSet

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                ClansClansDealt
                | ClansGameEnded
                | ClansGameStarted
                | ClansHutsMoved
                | ClansPositionLoaded
                | ClansTurnPassed
                | ClansVillageFounded
                | ClansVillagesFormed
                | DerSchwarmActionCardBought
                | DerSchwarmActionEnded
                | DerSchwarmBlueDeckShuffled
                | DerSchwarmBuyPassed
                | DerSchwarmCardPlayed
                | DerSchwarmDamaged
                | DerSchwarmFinalScored
                | DerSchwarmGameEnded
                | DerSchwarmGameStarted
                | DerSchwarmHazardMoved
                | DerSchwarmHazardPlaced
                | DerSchwarmHazardReturned
                | DerSchwarmOrderCardBought
                | DerSchwarmOrderCardsDealt
                | DerSchwarmPartChosen
                | DerSchwarmPositionLoaded
                | DerSchwarmQueenBuoyPlaced
                | DerSchwarmQueenBuoyRemoved
                | DerSchwarmResearcherAdded
                | DerSchwarmRoundPassed
                | DerSchwarmRoundScored
                | DerSchwarmRowLaidOut
                | DerSchwarmShipMoved
                | DerSchwarmShipPlaced
                | DerSchwarmStartStationPlaced
                | DerSchwarmStationBuilt
                | DerSchwarmTileCollected
                | DerSchwarmTilePlaced
                | DerSchwarmTilesDealt
                | DerSchwarmTurnOrderSet
                | IceFlowBearMoved
                | IceFlowBearStuck
                | IceFlowCardRevealed
                | IceFlowCollectSkipped
                | IceFlowDeckReshuffled
                | IceFlowDeckShuffled
                | IceFlowExplorerPlaced
                | IceFlowExplorerRescued
                | IceFlowExplorersPickedUp
                | IceFlowExplorerStepped
                | IceFlowFloeDrifted
                | IceFlowFloePlaced
                | IceFlowFloeRotated
                | IceFlowGameEnded
                | IceFlowGameStarted
                | IceFlowItemCollected
                | IceFlowItemDropped
                | IceFlowMovementEnded
                | IceFlowPositionLoaded
                | IceFlowSetupTilesDrawn
                | IceFlowTileDrawn
                | IceFlowTurnEnded
                | IceFlowTurnStarted
                | IceFlowWentFishing
                | MammothHuntersBoardCleared
                | MammothHuntersCampfireMoved
                | MammothHuntersCampfiresPlaced
                | MammothHuntersCampfiresRevealed
                | MammothHuntersCardDiscarded
                | MammothHuntersCardDrawn
                | MammothHuntersCardPlayed
                | MammothHuntersCardPutAway
                | MammothHuntersClubTaken
                | MammothHuntersConflictResolved
                | MammothHuntersDeckReshuffled
                | MammothHuntersDecksShuffled
                | MammothHuntersDeploymentEnded
                | MammothHuntersDiscardSkipped
                | MammothHuntersFinalRoundStop
                | MammothHuntersGameEnded
                | MammothHuntersGameStarted
                | MammothHuntersGlacierPassed
                | MammothHuntersGlacierPlaced
                | MammothHuntersGlacierPlayerChosen
                | MammothHuntersHandsDealt
                | MammothHuntersHunterMoved
                | MammothHuntersHunterPlaced
                | MammothHuntersHunterRemoved
                | MammothHuntersHuntersSwapped
                | MammothHuntersInitialHunterPlaced
                | MammothHuntersMammothMoved
                | MammothHuntersMammothPlaced
                | MammothHuntersMammothRemoved
                | MammothHuntersPartEnded
                | MammothHuntersPositionLoaded
                | MammothHuntersRoundScored
                | MammothHuntersRoundStarted
                | MammothHuntersStonesTransferred
                | MammothHuntersTurnEnded
                | PowWowBootyTaken
                | PowWowCardRevealed
                | PowWowClaimCameUpEmpty
                | PowWowClaimMade
                | PowWowClaimPenalized
                | PowWowGameEnded
                | PowWowGameStarted
                | PowWowPassed
                | PowWowPositionLoaded
                | PowWowPrairieLaidOut
                | PowWowTributePaid
                | PowWowWindowClosed
                | TabletopClockCharged
                | TabletopGameAbandoned
                | TabletopSeatAbsent
                | TabletopSeatReturned
                | TabletopTableSet
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_0 = ClansGameStarted.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_1 = ClansClansDealt.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_2 = ClansPositionLoaded.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_3 = ClansHutsMoved.from_dict(data)

                    return componentsschemas_game_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_4 = ClansVillagesFormed.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_5 = ClansVillageFounded.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_6 = ClansTurnPassed.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_7 = ClansGameEnded.from_dict(data)

                    return componentsschemas_game_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_8 = (
                        MammothHuntersGameStarted.from_dict(data)
                    )

                    return componentsschemas_game_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_9 = (
                        MammothHuntersPositionLoaded.from_dict(data)
                    )

                    return componentsschemas_game_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_10 = (
                        MammothHuntersDecksShuffled.from_dict(data)
                    )

                    return componentsschemas_game_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_11 = (
                        MammothHuntersCampfiresPlaced.from_dict(data)
                    )

                    return componentsschemas_game_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_12 = (
                        MammothHuntersInitialHunterPlaced.from_dict(data)
                    )

                    return componentsschemas_game_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_13 = (
                        MammothHuntersHandsDealt.from_dict(data)
                    )

                    return componentsschemas_game_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_14 = (
                        MammothHuntersRoundStarted.from_dict(data)
                    )

                    return componentsschemas_game_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_15 = (
                        MammothHuntersCardPlayed.from_dict(data)
                    )

                    return componentsschemas_game_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_16 = (
                        MammothHuntersFinalRoundStop.from_dict(data)
                    )

                    return componentsschemas_game_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_17 = (
                        MammothHuntersHunterPlaced.from_dict(data)
                    )

                    return componentsschemas_game_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_18 = (
                        MammothHuntersHunterMoved.from_dict(data)
                    )

                    return componentsschemas_game_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_19 = (
                        MammothHuntersHuntersSwapped.from_dict(data)
                    )

                    return componentsschemas_game_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_20 = (
                        MammothHuntersHunterRemoved.from_dict(data)
                    )

                    return componentsschemas_game_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_21 = (
                        MammothHuntersMammothPlaced.from_dict(data)
                    )

                    return componentsschemas_game_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_22 = (
                        MammothHuntersMammothMoved.from_dict(data)
                    )

                    return componentsschemas_game_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_23 = (
                        MammothHuntersMammothRemoved.from_dict(data)
                    )

                    return componentsschemas_game_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_24 = (
                        MammothHuntersCampfireMoved.from_dict(data)
                    )

                    return componentsschemas_game_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_25 = (
                        MammothHuntersClubTaken.from_dict(data)
                    )

                    return componentsschemas_game_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_26 = (
                        MammothHuntersPartEnded.from_dict(data)
                    )

                    return componentsschemas_game_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_27 = (
                        MammothHuntersCardPutAway.from_dict(data)
                    )

                    return componentsschemas_game_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_28 = (
                        MammothHuntersCardDiscarded.from_dict(data)
                    )

                    return componentsschemas_game_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_29 = (
                        MammothHuntersDiscardSkipped.from_dict(data)
                    )

                    return componentsschemas_game_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_30 = (
                        MammothHuntersDeckReshuffled.from_dict(data)
                    )

                    return componentsschemas_game_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_31 = (
                        MammothHuntersCardDrawn.from_dict(data)
                    )

                    return componentsschemas_game_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_32 = (
                        MammothHuntersTurnEnded.from_dict(data)
                    )

                    return componentsschemas_game_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_33 = (
                        MammothHuntersDeploymentEnded.from_dict(data)
                    )

                    return componentsschemas_game_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_34 = (
                        MammothHuntersCampfiresRevealed.from_dict(data)
                    )

                    return componentsschemas_game_event_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_35 = (
                        MammothHuntersConflictResolved.from_dict(data)
                    )

                    return componentsschemas_game_event_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_36 = (
                        MammothHuntersBoardCleared.from_dict(data)
                    )

                    return componentsschemas_game_event_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_37 = (
                        MammothHuntersRoundScored.from_dict(data)
                    )

                    return componentsschemas_game_event_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_38 = (
                        MammothHuntersGlacierPlayerChosen.from_dict(data)
                    )

                    return componentsschemas_game_event_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_39 = (
                        MammothHuntersGlacierPlaced.from_dict(data)
                    )

                    return componentsschemas_game_event_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_40 = (
                        MammothHuntersGlacierPassed.from_dict(data)
                    )

                    return componentsschemas_game_event_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_41 = (
                        MammothHuntersStonesTransferred.from_dict(data)
                    )

                    return componentsschemas_game_event_type_41
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_42 = (
                        MammothHuntersGameEnded.from_dict(data)
                    )

                    return componentsschemas_game_event_type_42
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_43 = PowWowGameStarted.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_43
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_44 = (
                        PowWowPrairieLaidOut.from_dict(data)
                    )

                    return componentsschemas_game_event_type_44
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_45 = (
                        PowWowPositionLoaded.from_dict(data)
                    )

                    return componentsschemas_game_event_type_45
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_46 = PowWowCardRevealed.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_46
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_47 = PowWowClaimMade.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_47
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_48 = PowWowPassed.from_dict(data)

                    return componentsschemas_game_event_type_48
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_49 = PowWowWindowClosed.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_49
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_50 = (
                        PowWowClaimPenalized.from_dict(data)
                    )

                    return componentsschemas_game_event_type_50
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_51 = (
                        PowWowClaimCameUpEmpty.from_dict(data)
                    )

                    return componentsschemas_game_event_type_51
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_52 = PowWowBootyTaken.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_52
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_53 = PowWowTributePaid.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_53
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_54 = PowWowGameEnded.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_54
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_55 = (
                        DerSchwarmGameStarted.from_dict(data)
                    )

                    return componentsschemas_game_event_type_55
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_56 = (
                        DerSchwarmTilesDealt.from_dict(data)
                    )

                    return componentsschemas_game_event_type_56
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_57 = (
                        DerSchwarmBlueDeckShuffled.from_dict(data)
                    )

                    return componentsschemas_game_event_type_57
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_58 = (
                        DerSchwarmOrderCardsDealt.from_dict(data)
                    )

                    return componentsschemas_game_event_type_58
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_59 = (
                        DerSchwarmRowLaidOut.from_dict(data)
                    )

                    return componentsschemas_game_event_type_59
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_60 = (
                        DerSchwarmPositionLoaded.from_dict(data)
                    )

                    return componentsschemas_game_event_type_60
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_61 = (
                        DerSchwarmStartStationPlaced.from_dict(data)
                    )

                    return componentsschemas_game_event_type_61
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_62 = (
                        DerSchwarmTurnOrderSet.from_dict(data)
                    )

                    return componentsschemas_game_event_type_62
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_63 = (
                        DerSchwarmActionCardBought.from_dict(data)
                    )

                    return componentsschemas_game_event_type_63
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_64 = (
                        DerSchwarmOrderCardBought.from_dict(data)
                    )

                    return componentsschemas_game_event_type_64
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_65 = (
                        DerSchwarmBuyPassed.from_dict(data)
                    )

                    return componentsschemas_game_event_type_65
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_66 = (
                        DerSchwarmCardPlayed.from_dict(data)
                    )

                    return componentsschemas_game_event_type_66
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_67 = (
                        DerSchwarmRoundPassed.from_dict(data)
                    )

                    return componentsschemas_game_event_type_67
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_68 = (
                        DerSchwarmPartChosen.from_dict(data)
                    )

                    return componentsschemas_game_event_type_68
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_69 = (
                        DerSchwarmStationBuilt.from_dict(data)
                    )

                    return componentsschemas_game_event_type_69
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_70 = (
                        DerSchwarmResearcherAdded.from_dict(data)
                    )

                    return componentsschemas_game_event_type_70
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_71 = (
                        DerSchwarmShipPlaced.from_dict(data)
                    )

                    return componentsschemas_game_event_type_71
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_72 = (
                        DerSchwarmShipMoved.from_dict(data)
                    )

                    return componentsschemas_game_event_type_72
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_73 = (
                        DerSchwarmTileCollected.from_dict(data)
                    )

                    return componentsschemas_game_event_type_73
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_74 = (
                        DerSchwarmTilePlaced.from_dict(data)
                    )

                    return componentsschemas_game_event_type_74
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_75 = (
                        DerSchwarmQueenBuoyPlaced.from_dict(data)
                    )

                    return componentsschemas_game_event_type_75
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_76 = (
                        DerSchwarmQueenBuoyRemoved.from_dict(data)
                    )

                    return componentsschemas_game_event_type_76
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_77 = (
                        DerSchwarmHazardPlaced.from_dict(data)
                    )

                    return componentsschemas_game_event_type_77
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_78 = (
                        DerSchwarmHazardMoved.from_dict(data)
                    )

                    return componentsschemas_game_event_type_78
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_79 = DerSchwarmDamaged.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_79
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_80 = (
                        DerSchwarmHazardReturned.from_dict(data)
                    )

                    return componentsschemas_game_event_type_80
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_81 = (
                        DerSchwarmActionEnded.from_dict(data)
                    )

                    return componentsschemas_game_event_type_81
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_82 = (
                        DerSchwarmRoundScored.from_dict(data)
                    )

                    return componentsschemas_game_event_type_82
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_83 = (
                        DerSchwarmFinalScored.from_dict(data)
                    )

                    return componentsschemas_game_event_type_83
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_84 = (
                        DerSchwarmGameEnded.from_dict(data)
                    )

                    return componentsschemas_game_event_type_84
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_85 = IceFlowGameStarted.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_85
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_86 = (
                        IceFlowDeckShuffled.from_dict(data)
                    )

                    return componentsschemas_game_event_type_86
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_87 = (
                        IceFlowExplorerPlaced.from_dict(data)
                    )

                    return componentsschemas_game_event_type_87
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_88 = (
                        IceFlowSetupTilesDrawn.from_dict(data)
                    )

                    return componentsschemas_game_event_type_88
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_89 = (
                        IceFlowDeckReshuffled.from_dict(data)
                    )

                    return componentsschemas_game_event_type_89
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_90 = (
                        IceFlowCardRevealed.from_dict(data)
                    )

                    return componentsschemas_game_event_type_90
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_91 = IceFlowTileDrawn.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_91
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_92 = IceFlowFloePlaced.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_92
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_93 = (
                        IceFlowExplorersPickedUp.from_dict(data)
                    )

                    return componentsschemas_game_event_type_93
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_94 = IceFlowTurnStarted.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_94
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_95 = IceFlowFloeDrifted.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_95
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_96 = IceFlowFloeRotated.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_96
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_97 = (
                        IceFlowExplorerStepped.from_dict(data)
                    )

                    return componentsschemas_game_event_type_97
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_98 = (
                        IceFlowMovementEnded.from_dict(data)
                    )

                    return componentsschemas_game_event_type_98
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_99 = IceFlowBearMoved.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_99
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_100 = IceFlowBearStuck.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_100
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_101 = (
                        IceFlowExplorerRescued.from_dict(data)
                    )

                    return componentsschemas_game_event_type_101
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_102 = (
                        IceFlowItemCollected.from_dict(data)
                    )

                    return componentsschemas_game_event_type_102
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_103 = (
                        IceFlowCollectSkipped.from_dict(data)
                    )

                    return componentsschemas_game_event_type_103
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_104 = (
                        IceFlowItemDropped.from_dict(data)
                    )

                    return componentsschemas_game_event_type_104
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_105 = (
                        IceFlowWentFishing.from_dict(data)
                    )

                    return componentsschemas_game_event_type_105
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_106 = IceFlowTurnEnded.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_106
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_107 = IceFlowGameEnded.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_107
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_108 = (
                        IceFlowPositionLoaded.from_dict(data)
                    )

                    return componentsschemas_game_event_type_108
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_109 = TabletopTableSet.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_109
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_110 = (
                        TabletopClockCharged.from_dict(data)
                    )

                    return componentsschemas_game_event_type_110
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_111 = (
                        TabletopSeatAbsent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_111
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_112 = (
                        TabletopSeatReturned.from_dict(data)
                    )

                    return componentsschemas_game_event_type_112
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_event_type_113 = TabletopGameAbandoned.from_dict(
                    data
                )

                return componentsschemas_game_event_type_113

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        game_id = UUID(d.pop("game_id"))

        version = d.pop("version")

        event_page = cls(
            events=events,
            game_id=game_id,
            version=version,
        )

        event_page.additional_properties = d
        return event_page

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
