"""Parts of a card action (RULES §16.4): who decides, and the part's memory after each step."""

from __future__ import annotations

from typing import assert_never

from msgspec.structs import replace

from service.domain.mammoth_hunters import data
from service.domain.mammoth_hunters.events import (
    CampfireMoved,
    ClubTaken,
    HunterMoved,
    HunterPlaced,
    HunterRemoved,
    HuntersSwapped,
    MammothMoved,
    MammothPlaced,
    MammothRemoved,
)
from service.domain.mammoth_hunters.state import Part, Resolve, State

EVERY_OPPONENT = "all_opponents_place"

StepEvent = (
    HunterPlaced
    | HunterMoved
    | HuntersSwapped
    | HunterRemoved
    | MammothPlaced
    | MammothMoved
    | MammothRemoved
    | CampfireMoved
    | ClubTaken
)


def action_of(card: str) -> str:
    return data.card_type(card).action


def deciders(state: State, card: str, target: int | None) -> tuple[int, ...]:
    """The deciders of a resolved card in order: the player himself for a light card, the
    named opponent, or every opponent clockwise from the left neighbour (RULES §6.4, D26)."""
    kind = data.card_type(card)
    if kind.colour == "light":
        return (state.active,)
    if kind.action == EVERY_OPPONENT:
        n = state.players
        return tuple((state.active + i) % n for i in range(1, n))
    return (target if target is not None else state.active,)


def start_resolve(
    state: State, card: str, copied_from: str | None, option: str | None, target: int | None
) -> Resolve:
    first, *rest = deciders(state, card, target)
    return Resolve(
        card=card,
        copied_from=copied_from,
        option=option,
        part=Part(decider=first),
        waiting=tuple(rest),
    )


def after_step(resolve: Resolve, event: StepEvent) -> Part:
    """The part's memory after one sub-step event (RULES §16.4, D27, D35)."""
    part = resolve.part
    kind = data.card_type(resolve.card)
    action = kind.action
    match event:
        case HunterPlaced(region=region):
            return _hunter_arrives(part, action, kind.params, region)
        case HunterMoved():
            part = _hunter_arrives(part, action, kind.params, event.to_region)
            if action == "move_group_adjacent" and part.source is None:
                part = replace(part, source=event.from_region, target=event.to_region)
            if action == "move_three_any":
                arrived = (event.owner, event.to_region, event.clubbed or event.club)
                part = replace(
                    part, owners=(*part.owners, event.owner), arrived=(*part.arrived, arrived)
                )
            if action == "target_club_or_move_two":
                part = replace(part, alternative="move")
            return part
        case HunterRemoved(owner=owner):
            return replace(part, hunters=part.hunters + 1, owners=(*part.owners, owner))
        case MammothPlaced(region=region) | MammothMoved(to_region=region):
            part = replace(part, mammoths=part.mammoths + 1)
            if action == "place_hunters_with_mammoth" and part.region is None:
                part = replace(part, region=region)
            if action == "club_or_mammoth":
                part = replace(part, alternative="mammoth")
            return part
        case MammothRemoved():
            return replace(part, mammoths=part.mammoths + 1)
        case ClubTaken():
            return replace(part, other=part.other + 1, alternative="club")
        case HuntersSwapped() | CampfireMoved():
            return replace(part, other=part.other + 1)
        case _:
            assert_never(event)


def _hunter_arrives(part: Part, action: str, params: data.Params, region: int) -> Part:
    part = replace(part, hunters=part.hunters + 1)
    if action == "place_on_terrain" and region not in params.terrain_regions():
        part = replace(part, off_terrain=True)
    if action == "place_hunters_with_mammoth" and part.region is None:
        part = replace(part, region=region)
    return part
