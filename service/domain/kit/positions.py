"""The one `position_loaded` design: how the event is built from a position document, and
how the document is read back from it.

A game holds its side of it in the same pieces every time:

1. `position.py`: `XPosition`, the document struct (secret parts included, unknown fields
   refused), and `position_checks.py`: `CHECKS`, the conditions RULES.md puts on it.
   `documents.read(raw, XPosition, CHECKS, setup, Refusals.invalid_position)` decodes and
   checks a raw document, listing every problem.
2. `position.export(state) -> XPosition | None`: the document of a state (None where RULES.md
   defines none for it).
3. `setup.load(setup, raw) -> list[Event]`: the start events of a checked document, next to
   `setup.start`. Its `position_loaded` is `event_from(document, PositionLoaded)`: the
   document's fields that the event declares (RULES.md fixes its wire shape; a secret the
   event leaves out, such as Clans' `clans`, travels in an event of its own that `redact`
   knows).
4. `position.restore(state, event) -> State`: what `evolve` does with `position_loaded`, next
   to `export`, so both halves of the round trip sit in one file.
5. `view.redact` makes each seat's copy of `position_loaded`, like that of any other event.

The contract (`tests/kit`) proves export → load → fold → export is the identity and that no
seat's copy of the loading events or its view differs between positions it cannot tell apart.
"""

from __future__ import annotations

from typing import TypeVar

import msgspec

T = TypeVar("T", bound=msgspec.Struct)


def event_from(document: msgspec.Struct, event_type: type[T], **fields: object) -> T:
    """`event_type` filled from the document's fields of the same names (and `fields`);
    document fields the event does not declare are left out."""
    data = msgspec.to_builtins(document)
    names = {f.encode_name for f in msgspec.structs.fields(event_type)}
    values = {k: v for k, v in data.items() if k in names}
    return msgspec.convert({**values, **msgspec.to_builtins(fields)}, event_type)


def document_from(event: msgspec.Struct, document_type: type[T], **fields: object) -> T:
    """The document an (unredacted) event carries, completed with `fields`."""
    data = msgspec.to_builtins(event)
    names = {f.encode_name for f in msgspec.structs.fields(document_type)}
    values = {k: v for k, v in data.items() if k in names}
    return msgspec.convert({**values, **msgspec.to_builtins(fields)}, document_type)
