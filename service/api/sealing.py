"""What an Idempotency-Key's record holds, sealed so that the database never holds a token.

The answers of POSTs hold seat tokens and stream tickets, and their intents the random draws
those came from; the server promises to store only a token's hash (docs/frontend.md). So a
record is found by the SHA-256 of its caller and key, and its contents are encrypted with
AES-256-GCM under a key derived (HKDF-SHA256) from the client's Idempotency-Key, which is never
stored: a reader of the table learns neither a token nor which key or caller a row is of. The
record's id is the AEAD's associated data, so a sealed payload copied to another row does not
open.
"""

from __future__ import annotations

import hashlib
import os

import msgspec
from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

INFO = b"tabletop idempotency record v1"
NONCE_BYTES = 12


class Answer(msgspec.Struct, frozen=True, kw_only=True):
    """A response as it is answered again: status, the headers that belong to it, the body."""

    status: int
    headers: list[tuple[str, str]]
    body: bytes


class Contents(msgspec.Struct, frozen=True, kw_only=True):
    seed: bytes
    """What the action draws its identifiers from (idempotent.Intent)."""
    answer: Answer | None = None


def key_hash(caller: str, key: str) -> bytes:
    """The record's id: the SHA-256 of who asked and their key (NUL cannot occur in either:
    a key is printable ASCII)."""
    return hashlib.sha256(b"request-key\0" + caller.encode() + b"\0" + key.encode()).digest()


class Box:
    """Seals and opens one record's contents."""

    def __init__(self, caller: str, key: str) -> None:
        self.id = key_hash(caller, key)
        derived = HKDF(
            algorithm=hashes.SHA256(),
            length=32,
            salt=hashlib.sha256(caller.encode()).digest(),
            info=INFO,
        ).derive(key.encode())
        self._aead = AESGCM(derived)

    def seal(self, contents: Contents) -> bytes:
        nonce = os.urandom(NONCE_BYTES)
        return nonce + self._aead.encrypt(nonce, msgspec.msgpack.encode(contents), self.id)

    def open(self, sealed: bytes) -> Contents:
        """The contents; ValueError if they were not sealed by this caller's key for this id."""
        try:
            plain = self._aead.decrypt(sealed[:NONCE_BYTES], sealed[NONCE_BYTES:], self.id)
        except InvalidTag:
            raise ValueError("The record was not sealed with this key.") from None
        return msgspec.msgpack.decode(plain, type=Contents)
