"""Every refusal of Der Schwarm, in the order of RULES §17.4, then game creation.

Where one code carries two sentences (it guards two commands or two rules), the part that
differs is a placeholder, filled where the refusal is made.
"""

from __future__ import annotations

from service.domain.kernel import Code, RefusalTable


class Refusals(RefusalTable):
    """Codes in §17.4's order: the first three for every command, then per command."""

    game_over = Code("The game has ended.")
    not_your_turn = Code("It is not your decision now.")
    wrong_phase = Code("That command does not fit the open decision.")
    # PlaceStartStation
    unknown_field = Code("That field is not on the board.")
    not_a_start_field = Code("Start stations go on N3, E3, S3 or W3.")
    field_not_land = Code("Stations go on land fields.")
    field_occupied = Code("A station already stands there.")
    too_close = Code("First stations on one land chain need 3 empty fields.")
    # BuyAction, BuyOrder, PassBuy
    quota_full = Code("You already hold your quota of action cards.")
    bad_index = Code("No action card at that row position.")
    cannot_afford = Code("{price} costs more than your RP (D28).")
    order_card_held = Code("You already hold an order card this round.")
    order_card_unavailable = Code("That order card is not in the deck.")
    unknown_ability = Code("No such ability card.")
    ability_taken = Code("That ability card is already taken this round.")
    must_buy = Code("A purchase is possible, so you must buy.")
    # PlayCard, PlayJoker, PassRound, ChoosePart
    card_not_in_hand = Code("That is not an unplayed card of yours.")
    joker_unavailable = Code("Your joker is not available this round.")
    invalid_joker_action = Code("The joker does one basic action.")
    must_play_card = Code("You still hold a purchased card.")
    invalid_part = Code("Choose the ship or the researcher part.")
    # BuildStation, AddResearcher
    no_station_in_supply = Code("You have no station left in supply.")
    no_researcher_in_supply = Code("You have no researcher left in supply.")
    researcher_in_supply = Code("A researcher must come along (D20).")
    station_in_supply = Code("Only without stations in supply (D20).")
    not_own_station = Code("That is not one of your stations.")
    station_full = Code("That station already holds 3 researchers (D7).")
    # PlaceShip, ShipStep
    ship_already_placed = Code("One ship per ship action.")
    steps_started = Code("Ships are placed before any step (D33).")
    no_ship_in_supply = Code("You have no ship left in supply.")
    field_not_water = Code("Ships {rule}.")
    not_next_to_station = Code("Ships are placed next to an own station.")
    no_steps_left = Code("All steps of this ship action are used.")
    no_own_ship = Code("You have no ship on that field.")
    not_adjacent = Code("Ships step to an orthogonal neighbour.")
    # Hire, NoEffect
    action_started = Code("{situation}.")
    # PlaceTile
    tile_limit_reached = Code("You placed as many tiles as researchers.")
    tile_not_in_supply = Code("That tile is not in your tile supply.")
    invalid_sides = Code("Those sides are not a rotation of the tile.")
    target_not_sea = Code("Tiles go on sea fields only (D44).")
    target_face_down = Code("A face-down tile lies there.")
    stack_not_allowed = Code("That tile cannot be stacked there (D11).")
    buoy_source_not_allowed = Code("You still have buoys in supply.")
    buoy_source_required = Code("Your buoy supply is empty; name a source.")
    bad_buoy_source = Code("The source needs your buoy on another tile.")
    not_connected = Code("The tile must join your station or ship (D9).")
    # MoveWhale, MoveTsunami, MoveCrab
    none_in_supply = Code("No {kind} is left in supply.")
    unknown_hazard = Code("No {kind} of that id is on the board.")
    path_too_long = Code("A whale moves at most {value} steps.")
    path_not_adjacent = Code("Each field must neighbour the last one.")
    path_not_water = Code("Whales swim over water fields only.")
    path_revisits = Code("The path may not enter a field twice (D34).")
    bad_direction = Code("Name one of the 8 directions exactly with steps.")
    no_landing = Code("This tsunami would not land or leave within range.")
    steps_out_of_range = Code("{rule}.")
    crab_place_required = Code("The crab is in supply; name a land field.")
    crab_on_board = Code("The crab is already on the board.")
    crab_field_invalid = Code("The crab is placed on land without a station.")
    # EndAction
    nothing_done = Code("Nothing was done yet; use NoEffect.")
    # Game creation (§17.4 last paragraph, §17.5).
    invalid_options = Code("{rule}.")
    invalid_position = Code("The position is not valid.")
