"""Every refusal of Ice Flow, in the order of RULES §17.4 (each code where it first appears in
the table of command checks), then game creation (§17, §17.6)."""

from __future__ import annotations

from service.domain.kernel import Code, RefusalTable


class Refusals(RefusalTable):
    """The general checks come first; each command's own checks run in the order §17.4 lists
    them for that command (`legality.violation`)."""

    game_over = Code("The game has ended.")
    not_your_turn = Code("It is not this seat's decision now.")
    wrong_phase = Code("That command is not expected at this point of the game.")
    # place_explorer
    unknown_space = Code("There is no such space on the board.")
    not_alaska_camp = Code("That space is not an Alaskan camp.")
    camp_full = Code("That Alaskan camp already holds two explorers.")
    # place_floe
    invalid_rotation = Code("A rotation must be 0 to 5.")
    unknown_tile = Code("There is no such floe tile.")
    tile_not_available = Code("That tile is not yours to place now.")
    not_sea_hex = Code("Floes can only be placed on sea hexes.")
    hex_occupied = Code("A floe already lies on that hex.")
    entry_hex_forbidden = Code("Setup floes may not be placed on entry hexes.")
    adjacent_to_floe = Code("Setup floes may not be placed next to another floe.")
    not_entry_hex = Code("A discovered floe enters the strait on an entry hex.")
    # drift, rotate, discover
    floe_action_taken = Code("The floe action of this turn has already been taken.")
    unknown_floe = Code("There is no such floe on the board.")
    floe_not_eligible = Code("That floe carries only other players' explorers.")
    drift_blocked = Code("That floe is blocked and cannot drift.")
    no_free_entry_hex = Code("Every entry hex already holds a floe.")
    drift_out_not_allowed = Code("A floe may drift out only when the bag is empty.")
    drift_out_required = Code("The bag is empty: name a floe that drifts out of the strait first.")
    floe_would_not_leave = Code("That floe would not leave the strait.")
    # step
    explorer_action_taken = Code("The explorer action of this turn has already been taken.")
    unknown_explorer = Code("There is no such explorer.")
    not_your_explorer = Code("That explorer belongs to another player.")
    explorer_in_siberia = Code("An explorer in a Siberian camp never moves again.")
    not_moving_explorer = Code("Only the moving explorer can step now.")
    not_adjacent = Code("That space is not next to the explorer.")
    space_impassable = Code("Nobody may enter flag or coast hexes.")
    space_already_visited = Code("A movement never returns to a space it has occupied.")
    two_swims = Code("An explorer never swims through two water hexes in a row.")
    siberia_camp_taken = Code("An explorer of that colour already stands in that Siberian camp.")
    cannot_afford = Code("The backpack cannot pay for that (items gained this turn do not count).")
    dead_end = Code("After that step the movement could not end legally.")
    # stop
    cannot_stop_in_water = Code("A movement never ends in the sea.")
    end_space_full = Code("Two other explorers already stand there.")
    bears_not_chaseable = Code("The bears there could not be chased away.")
    # chase_bear
    invalid_direction = Code("A direction is one of N, NE, SE, S, SW, NW.")
    chase_excluded = Code("This bear cannot be chased on; escape or be rescued.")
    no_spendable_fish = Code("Chasing a bear on costs a fish not gained this turn.")
    bear_direction_illegal = Code(
        "A bear cannot go that way (ashore, a full floe or a visited one)."
    )
    second_bear_blocked = Code("That direction would leave the second bear nowhere to go.")
    # collect, fish, drop
    not_collecting_explorer = Code("Only the explorer that just moved may collect or drop now.")
    invalid_item = Code("An item is a rope or a fish.")
    not_on_floe_or_island = Code("That explorer does not stand on a floe or the island.")
    item_not_here = Code("No such item lies there.")
    backpack_full = Code("The backpack has no free slot.")
    no_explorer_on_floe_or_island = Code("Fishing needs an own explorer on a floe or the island.")
    no_spendable_rope = Code("Fishing costs a rope not gained this turn.")
    item_not_held = Code("The backpack holds no such item.")
    # escape, air_rescue
    not_endangered = Code("That explorer is not endangered by this bear.")
    escape_path_shape = Code("An escape is one step, or one swim through a water hex and out.")
    end_space_has_bears = Code("An escape must end on a space without bears.")
    escape_possible = Code("That explorer can still escape; air rescue is the last resort.")
    chase_possible = Code("The bear can still be chased on; air rescue is the last resort.")
    # end_turn
    floe_action_required = Code("A floe action is still required this turn.")
    # Game creation (RULES §17, §17.6).
    invalid_position = Code("The position document is invalid.")
    invalid_options = Code("start_player {problem}.")
