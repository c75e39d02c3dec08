"""Idempotency keys: a retried command gets its original result, and nothing is appended twice.

A key is the client's, scoped to the seat that sent it (two seats that happen to pick the same
key never get each other's result), and stored with the SHA-256 of the decoded command, so the
same key with another command is `idempotency_key_reused`. The command handler looks a key up
under the game's lock before deciding, the append checks it in the same round trip (a retry
racing its original through another process), and the handler looks again when a command is
refused or conflicts (commands.py says why each is needed)."""

from __future__ import annotations

import hashlib
from typing import Any

import msgspec

from service.application.redaction import visible
from service.application.repository import GameRepository
from service.domain.kernel import Seat
from service.errors import IdempotencyKeyReused
from service.records import CommandResult, LoadedGame
from service.store.base import AppendResult


class Key(msgspec.Struct, frozen=True):
    """An idempotency key (scoped to its seat or timer) and the hash of its command."""

    key: str
    request_hash: bytes


def seat_key(seat: Seat | None, client_key: str, command: msgspec.Struct) -> Key:
    return Key(f"seat{seat}:{client_key}", request_hash(command))


def timer_key(since_version: int, command_json: Any, command: msgspec.Struct) -> Key:
    """The scheduler's own key for a timer: firing it twice appends once."""
    digest = hashlib.sha256(msgspec.json.encode(command_json)).hexdigest()[:16]
    return Key(f"timer:{since_version}:{digest}", request_hash(command))


def request_hash(command: Any) -> bytes:
    """SHA-256 of the decoded command re-encoded: the same for any spelling of one command
    (spacing, key order, defaults written out or left out)."""
    return hashlib.sha256(msgspec.json.encode(command)).digest()


class Originals:
    """The stored results of keyed commands, answered again as the retrying seat sees them."""

    def __init__(self, games: GameRepository) -> None:
        self.games = games

    async def find(self, game: LoadedGame, seat: Seat | None, key: Key) -> CommandResult | None:
        """The original result of a command with this key, if the key was used before (for
        this very command: the same key with another body is `idempotency_key_reused`)."""
        stored = await self.games.store.idempotent_result(game.record.game_id, key.key)
        if stored is None:
            return None
        return await self.replayed(game, seat, stored, key)

    async def replayed(
        self, game: LoadedGame, seat: Seat | None, original: AppendResult, key: Key
    ) -> CommandResult:
        if original.request_hash is not None and original.request_hash != key.request_hash:
            raise IdempotencyKeyReused(
                "This Idempotency-Key was used for a different command; use a new key."
            )
        first, last = original.first_version, original.last_version
        recorded = await self.games.store.read_stream(game.record.game_id, first - 1, last)
        await self.games.catch_up(game)
        logged = self.games.decoded(game, recorded)
        return CommandResult(
            version=last, events=visible(game, logged, seat, False), duplicate=True
        )
