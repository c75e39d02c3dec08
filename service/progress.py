"""Progress of a long command on stderr: a bar redrawn in place on a terminal, plain lines at
every tenth of the way otherwise (CI logs, pipes), so output never goes quiet for long."""

from __future__ import annotations

import sys
import time
from typing import TextIO

WIDTH = 30
REDRAW_SECONDS = 0.1


class Progress:
    def __init__(self, label: str, total: int, unit: str, stream: TextIO | None = None) -> None:
        self.label = label
        self.total = max(total, 0)
        self.unit = unit
        self.stream = stream or sys.stderr
        self.tty = self.stream.isatty()
        self.done = 0
        self.started = time.monotonic()
        self._drawn_at = 0.0
        self._tenths = 0

    def grow(self, total: int) -> None:
        """More work than counted at the start (the log grew meanwhile)."""
        self.total = max(self.total, total)

    def advance(self, n: int = 1) -> None:
        self.done += n
        self.total = max(self.total, self.done)
        if self.tty:
            now = time.monotonic()
            if now - self._drawn_at >= REDRAW_SECONDS:
                self._drawn_at = now
                self._draw()
            return
        tenths = 10 * self.done // self.total if self.total else 10
        if tenths > self._tenths and tenths < 10:
            self._tenths = tenths
            self._line()

    def finish(self) -> None:
        if self.tty:
            self._draw()
            print(file=self.stream, flush=True)
        else:
            self._line()

    def _rate(self) -> str:
        elapsed = max(time.monotonic() - self.started, 1e-6)
        return f"{self.done / elapsed:,.0f} {self.unit}/s"

    def _draw(self) -> None:
        share = self.done / self.total if self.total else 1.0
        filled = int(WIDTH * share)
        bar = "█" * filled + "·" * (WIDTH - filled)
        text = f"\r{self.label} [{bar}] {self.done:,}/{self.total:,} {self.unit}  {self._rate()}"
        print(text, end="", file=self.stream, flush=True)

    def _line(self) -> None:
        share = 100 * self.done // self.total if self.total else 100
        text = f"{self.label}: {share}% ({self.done:,}/{self.total:,} {self.unit}, {self._rate()})"
        print(text, file=self.stream, flush=True)
