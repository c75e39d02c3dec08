"""The kernel: everything a game and the platform share, in one import (DESIGN: the kernel
protocol and the game kit). The parts live in `service.domain.kit`; `docs/adding-a-game.md`
walks through them in the order a new game needs them.

For a game: `Game` (its declaration) and `decider`, `no_timers` / `no_draws`, `Setup`, `Rng`
(and `Draws` for `recorded_draws`), `Outcome`, `Deadline`, `Seat`, `CommandBase`, `EventBase`,
`RefusalTable` / `Code` / `Refusal` / `IllegalMove`, `Collector`, `event_from` /
`document_from`, `Revision`, `Upcasters` / `Step`, `fold`.
For the platform: `HostedGame` / `host`, `decode_command`, `convert_command`,
`convert_event`, `latest_revision`, `seed_commitment`, `RecordedRng` / `ImpossibleDraw`.
"""

from __future__ import annotations

from service.domain.kit.collector import Collector
from service.domain.kit.deciding import decider
from service.domain.kit.hosting import HostedGame, host
from service.domain.kit.positions import document_from, event_from
from service.domain.kit.refusals import Code, IllegalMove, Refusal, RefusalTable
from service.domain.kit.revisions import Revision
from service.domain.kit.revisions import latest as latest_revision
from service.domain.kit.rng import (
    NO_DRAWS,
    Draws,
    ImpossibleDraw,
    RecordedRng,
    Rng,
    seed_commitment,
)
from service.domain.kit.rules import (
    Deadline,
    Game,
    Outcome,
    Seat,
    Setup,
    convert_command,
    convert_event,
    decode_command,
    fold,
    no_draws,
    no_timers,
    players_problem,
)
from service.domain.kit.structs import CommandBase, EventBase
from service.domain.kit.upcasters import Step, Upcasters

__all__ = [
    "NO_DRAWS",
    "Code",
    "Collector",
    "CommandBase",
    "Deadline",
    "Draws",
    "EventBase",
    "Game",
    "HostedGame",
    "IllegalMove",
    "ImpossibleDraw",
    "Outcome",
    "RecordedRng",
    "Refusal",
    "RefusalTable",
    "Revision",
    "Rng",
    "Seat",
    "Setup",
    "Step",
    "Upcasters",
    "convert_command",
    "convert_event",
    "decider",
    "decode_command",
    "document_from",
    "event_from",
    "fold",
    "host",
    "latest_revision",
    "no_draws",
    "no_timers",
    "players_problem",
    "seed_commitment",
]
