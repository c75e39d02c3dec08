"""`setup_for`: the `Setup` a test plays with (default options, the latest rules revision)."""

from __future__ import annotations

from typing import Any

import msgspec

from service.domain.kernel import Setup, latest_revision


def setup_for(
    rules: Any, players: int, options: msgspec.Struct | None = None, revision: int | None = None
) -> Setup[Any]:
    """Players, options (the game's defaults unless given) and a revision (the latest)."""
    return Setup(
        players=players,
        options=options if options is not None else rules.Options(),
        rules_revision=revision if revision is not None else latest_revision(rules.revisions),
    )


def plain(value: Any) -> Any:
    """JSON values exactly as stored or served (lists, not tuples; no structs)."""
    return msgspec.json.decode(msgspec.json.encode(value))
