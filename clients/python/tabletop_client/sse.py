"""Server-Sent Events, parsed as the WHATWG HTML standard says (lines end in CRLF, LF or CR;
`data:` lines join with LF; `id:` is remembered across messages; a message is dispatched by a
blank line and only when it has data; `:` lines are comments)."""

from __future__ import annotations

import re
from dataclasses import dataclass

_LINE_END = re.compile(r"\r\n|\r|\n")


@dataclass(frozen=True)
class SSEMessage:
    event: str
    data: str
    last_event_id: str


class SSEDecoder:
    """Feed it the text of a stream chunk by chunk; it returns the messages each completes."""

    def __init__(self) -> None:
        self._pending = ""
        self._event = ""
        self._data: list[str] = []
        self._last_event_id = ""
        self._after_cr = False

    def feed(self, text: str) -> list[SSEMessage]:
        if not text:
            return []
        # A CR that ended the last chunk ended its line; an LF opening this one is its CRLF's.
        if self._after_cr and text.startswith("\n"):
            text = text[1:]
        self._after_cr = text.endswith("\r")
        self._pending += text
        lines = _LINE_END.split(self._pending)
        self._pending = lines.pop()
        messages = []
        for line in lines:
            message = self._line(line)
            if message is not None:
                messages.append(message)
        return messages

    def _line(self, line: str) -> SSEMessage | None:
        if line == "":
            return self._dispatch()
        if line.startswith(":"):
            return None
        field, _, value = line.partition(":")
        value = value.removeprefix(" ")
        if field == "event":
            self._event = value
        elif field == "data":
            self._data.append(value)
        elif field == "id" and "\0" not in value:
            self._last_event_id = value
        # `retry:` sets EventSource's own reconnection delay; this client keeps its own back-off.
        return None

    def _dispatch(self) -> SSEMessage | None:
        event, data = self._event or "message", self._data
        self._event, self._data = "", []
        if not data:
            return None
        return SSEMessage(event, "\n".join(data), self._last_event_id)
