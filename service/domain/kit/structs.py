"""Base structs of commands and events (docs/style.md §3, §4): frozen, tagged on `type`.

    class Move(CommandBase, frozen=True, tag="clans.move"): ...
    class HutsMoved(EventBase, frozen=True, tag="clans.huts_moved"): ...

The tag is the stored type and the API discriminator, `"<game>.<snake_case>"`, stable
forever. (`frozen=True` is repeated in each subclass for mypy's sake; msgspec inherits it.)
`host` checks every game's commands and events against these rules when it is registered.
"""

from __future__ import annotations

import msgspec


class CommandBase(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type"):
    """An inbound command: a field it does not know is refused (a typo is a 422)."""


class EventBase(msgspec.Struct, frozen=True, tag_field="type"):
    """A stored event: fields it does not know are ignored, so an event can grow new ones."""
