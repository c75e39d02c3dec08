"""The input checks every body, header and name passes (service/inputs.py)."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from service import inputs
from service.errors import InvalidCommand, InvalidName, InvalidRequest


def nested(levels: int) -> Any:
    value: Any = 0
    for n in range(levels):
        value = [value] if n % 2 else {"k": value}
    return value


def test_a_document_may_nest_64_levels_and_not_65() -> None:
    inputs.check_document(nested(64))
    with pytest.raises(InvalidCommand, match="deeper than 64"):
        inputs.check_document(nested(65))


def test_a_refusal_names_where_in_the_body_it_is() -> None:
    with pytest.raises(InvalidCommand, match=r"NUL character \(at `\$\.options\.names\[1\]`\)"):
        inputs.check_document({"options": {"names": ["a", "b\0"]}})


@pytest.mark.parametrize("value", [2**63, -(2**63) - 1, {"x": [2**64]}])
def test_integers_must_fit_in_64_bits(value: Any) -> None:
    with pytest.raises(InvalidCommand, match="beyond 64 bits"):
        inputs.check_document(value)


def test_the_extreme_64_bit_integers_and_other_scalars_pass() -> None:
    inputs.check_document([2**63 - 1, -(2**63), 1.5, True, None, "text"])


class Point(msgspec.Struct, forbid_unknown_fields=True):
    x: int


@pytest.mark.parametrize(
    "body", [b'{"x": "1"}', b'{"x": 1.0}', b'{"x": true}', b'{"x": 1, "y": 2}']
)
def test_bodies_decode_strictly(body: bytes) -> None:
    with pytest.raises(InvalidCommand):
        inputs.decode_json(body, Point)


def test_a_body_decodes_into_its_type() -> None:
    assert inputs.decode_json(b' { "x" : 3 } ', Point) == Point(x=3)


@pytest.mark.parametrize("text", ["12", " 12 ", "0", str(2**63 - 1)])
def test_a_version_is_ascii_digits_within_64_bits(text: str) -> None:
    assert inputs.version_number(text, "V") == int(text)


@pytest.mark.parametrize("text", ["", "²", "1²", "١٢", "４", "-1", "+1", "1e3", str(2**63)])
def test_anything_else_is_no_version(text: str) -> None:
    with pytest.raises(InvalidRequest, match="V must be a game version"):
        inputs.version_number(text, "V")


@pytest.mark.parametrize(("raw", "name"), [(" Ada ", "Ada"), ("é" * 40, "é" * 40), ("🎲", "🎲")])
def test_a_name_is_trimmed(raw: str, name: str) -> None:
    assert inputs.seat_name(raw) == name


@pytest.mark.parametrize(
    "raw", ["", " ", "x" * 41, "a\x00", "a\x7f", "a\u202eb", "a\u2068b", "a\u200eb", "a\u00a0b"]
)
def test_a_name_must_be_printable_and_short(raw: str) -> None:
    with pytest.raises(InvalidName):
        inputs.seat_name(raw)


@pytest.mark.parametrize("key", ["k", "x" * 255, "uuid-4f1c 2"])
def test_an_idempotency_key_is_printable_ascii(key: str) -> None:
    assert inputs.idempotency_key(key) == key


@pytest.mark.parametrize("key", ["", "x" * 256, "a\x00", "ü", "a\tb"])
def test_other_idempotency_keys_are_refused(key: str) -> None:
    with pytest.raises(InvalidRequest):
        inputs.idempotency_key(key)
