"""What a picture or a sentence shows besides the view or the event: public facts of the
table that the game's view does not carry (seat names, whose eyes, which version)."""

from __future__ import annotations

import msgspec


class Scene(msgspec.Struct, frozen=True, kw_only=True):
    names: tuple[str | None, ...]
    """Per seat, the player's name (None: not taken yet, or unnamed)."""
    audience: int | None
    """The seat whose view is drawn; None for a spectator."""
    version: int
    """The game's version the view is of."""
    deadline_at: str | None = None
    """When the running timer ends (RFC 3339), for a view of now; None otherwise."""
