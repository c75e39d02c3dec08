"""Each player's connection network: nodes, openings, links and systems (RULES §4, D35, D55)."""

from __future__ import annotations

from service.domain.der_schwarm import data
from service.domain.der_schwarm.board import NEIGHBOURS
from service.domain.der_schwarm.state import State

ALL_SIDES = frozenset(data.ORTHOGONAL)
Openings = dict[str, frozenset[str]]


def openings(
    state: State, seat: int, *, without_buoy_at: str | None = None, queen: bool = False
) -> Openings:
    """Every node of the seat with the union of its openings (§4.1, §4.2).

    `without_buoy_at` judges the board after one own buoy left that field (D56); `queen`
    treats the queen field as an all-open node (the queen check, §10).
    """
    player = state.seats[seat]
    nodes: dict[str, frozenset[str]] = {}
    for field in (*player.stations, *player.ships):
        nodes[field] = ALL_SIDES
    if player.queen_buoy or queen:
        nodes[data.QUEEN] = ALL_SIDES
    for field, stack in state.placed.items():
        buoys = stack.buoys.count(seat) - (1 if field == without_buoy_at else 0)
        if buoys > 0 and field not in nodes:
            nodes[field] = frozenset(stack.top.sides)
    return nodes


def linked(nodes: Openings, a: str, direction: str) -> str | None:
    """The node linked to `a` in `direction`, if any (§4.3: both open, never land to land)."""
    if direction not in nodes[a]:
        return None
    b = NEIGHBOURS[a].get(direction)
    if b is None or b not in nodes or data.OPPOSITE[direction] not in nodes[b]:
        return None
    if a in data.LAND and b in data.LAND:
        return None
    return b


def systems(nodes: Openings) -> list[frozenset[str]]:
    """The connected components of the nodes under links (§4.4)."""
    seen: set[str] = set()
    found: list[frozenset[str]] = []
    for start in nodes:
        if start in seen:
            continue
        component = {start}
        frontier = [start]
        while frontier:
            a = frontier.pop()
            for d in data.ORTHOGONAL:
                b = linked(nodes, a, d)
                if b is not None and b not in component:
                    component.add(b)
                    frontier.append(b)
        seen |= component
        found.append(frozenset(component))
    return found


def anchored(state: State, seat: int, without_buoy_at: str | None = None) -> Openings:
    """The nodes in systems holding an own station or ship, with their openings (§8.3.3)."""
    nodes = openings(state, seat, without_buoy_at=without_buoy_at)
    player = state.seats[seat]
    anchors = set(player.stations) | set(player.ships)
    keep: dict[str, frozenset[str]] = {}
    for system in systems(nodes):
        if system & anchors:
            keep.update({f: nodes[f] for f in system})
    return keep


def queen_connected(state: State, seat: int) -> bool:
    """Whether the seat's queen field, taken as an all-open node, reaches a station (§10, D13)."""
    nodes = openings(state, seat, queen=True)
    stations = state.seats[seat].stations
    return any(data.QUEEN in s and any(f in stations for f in s) for s in systems(nodes))


def elements(state: State, seat: int, system: frozenset[str], *, brilliant: bool) -> int:
    """The element count of one system (§4.4, D43)."""
    player = state.seats[seat]
    count = 0
    for field in system:
        if field in player.stations:
            count += 1 + player.stations[field] * (2 if brilliant else 1)
        count += player.ships.count(field)
        stack = state.placed.get(field)
        if stack is not None:
            count += stack.buoys.count(seat)
    if player.queen_buoy and data.QUEEN in system:
        count += 1
    return count


def largest_system(state: State, seat: int) -> int:
    """The element count of the seat's largest system (§4.4, §12); Brilliant Researcher doubles."""
    brilliant = state.seats[seat].ability == "A-BRILLIANT"
    nodes = openings(state, seat)
    return max((elements(state, seat, s, brilliant=brilliant) for s in systems(nodes)), default=0)
