"""Schemathesis over the whole committed document, against the app served over HTTP: no
generated request gets a 5xx or an answer the document does not describe (status, media type,
headers, body), and every request the document calls valid is accepted. Bounded and
deterministic (derandomized Hypothesis), so it runs in every `make test`.

Left out, because they do not fit this API (the conformance hook checks every answer anyway):
- `positive_data_acceptance`: a request valid by the schema may still be refused by the rules,
  with a documented 422 (an illegal move, an impossible position, a cursor the server never
  gave);
- `negative_data_rejection`: the server is lenient on purpose where the document is strict for
  clients (a position document may come back without its `game_type`; a query value `null`
  reads as an absent parameter);
- the lobby stream (`streamLobby`): it never ends, so every generated request would wait out
  the client's timeout; its answers are checked by the conformance hook in
  tests/api/test_lobby_stream.py;
- `allow_header_conformance`: Litestar's automatic answer to a plain OPTIONS on `/v1/games`
  lists POST but not GET in `Allow` (a framework quirk no client depends on; CORS preflights
  answer with `Access-Control-Allow-Methods`).
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis import checks

from service.api.app import Services, create_app
from tests.api.conftest import settings as app_settings
from tests.support.contract import DOCUMENT_PATH
from tests.support.server import serving_in_thread as serving

MAX_EXAMPLES = 25
SCHEMA = schemathesis.openapi.from_path(str(DOCUMENT_PATH)).exclude(operation_id="streamLobby")
EXCLUDED_CHECKS = [
    checks.positive_data_acceptance,
    checks.negative_data_rejection,
    checks.allow_header_conformance,
]


@schemathesis.serializer("application/jsonl", "application/x-ndjson")
def _game_log(ctx: object, value: object) -> bytes:
    """A game log to import (JSON Lines) is text: a generated string, as UTF-8."""
    text = value if isinstance(value, str) else json.dumps(value)
    return text.encode("utf-8", "surrogatepass")


@pytest.fixture(scope="module")
def base_url() -> Iterator[str]:
    app = create_app(Services.in_memory(), app_settings(rate_limit=1_000_000))
    with serving(app) as url:
        yield url


@SCHEMA.parametrize()
@settings(
    max_examples=MAX_EXAMPLES,
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=list(HealthCheck),
)
def test_no_request_gets_a_server_error_or_an_undocumented_answer(
    case: schemathesis.Case, base_url: str
) -> None:
    case.call_and_validate(base_url=base_url, timeout=30, excluded_checks=EXCLUDED_CHECKS)
