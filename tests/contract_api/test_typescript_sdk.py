"""The TypeScript SDK (clients/typescript, `@tabletop/client`) as a developer gets it: `npm pack`
makes a tarball of compiled JavaScript and declarations (the generated schema types included),
versioned with the API; it installs into an empty project (offline: it has no runtime
dependency) where consumer files compile under `tsc --strict`; through it a Node program plays
a game of every type to its end against a live server (Postgres-backed, real HTTP), each seat
driven by the SDK's stream helper, and no stream asks for anything once a game is over; against
a scripted server it waits out 429 and 503 as `Retry-After` says, retries a POST with one
idempotency key, resumes a stream after its last id with the backoff and surfaces every error
body as a TabletopError."""

from __future__ import annotations

import http.server
import json
import shutil
import subprocess
import tarfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from service.domain import registry
from tests.browser.endgames import endgame
from tests.support.contract import DOCUMENT_PATH
from tests.support.servers import Servers
from tests.support.tools import tool_or_skip

TYPESCRIPT = DOCUMENT_PATH.parents[1] / "clients" / "typescript"
CONSUMER_FILES = Path(__file__).with_name("typescript_sdk")
EXAMPLE = TYPESCRIPT / "examples" / "whole_game.ts"
PLAY_SECONDS = 600
GENERATOR_SECONDS = 600


def npm(*args: str, cwd: Path) -> str:
    result = subprocess.run(
        [tool_or_skip("npm"), *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=GENERATOR_SECONDS,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


@pytest.fixture(scope="module")
def tarball(tmp_path_factory: pytest.TempPathFactory) -> Path:
    tool_or_skip("node")
    if not (TYPESCRIPT / "node_modules").is_dir():
        npm("ci", "--no-audit", "--no-fund", cwd=TYPESCRIPT)
    out = tmp_path_factory.mktemp("packed")
    npm("pack", "--pack-destination", str(out), cwd=TYPESCRIPT)  # prepack builds
    [packed] = out.glob("*.tgz")
    return packed


@pytest.fixture(scope="module")
def consumer(tarball: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An empty project that installs the tarball and compiles the consumer files (the
    README's game and the test programs) under `tsc --strict`: their .js in `dist/`."""
    project = tmp_path_factory.mktemp("consumer")
    (project / "package.json").write_text(
        json.dumps({"name": "consumer", "private": True, "type": "module"})
    )
    npm("install", "--offline", "--no-audit", "--no-fund", str(tarball), cwd=project)
    src = project / "src"
    src.mkdir()
    shutil.copy(EXAMPLE, src)
    for file in CONSUMER_FILES.glob("*.ts"):
        shutil.copy(file, src)
    types = TYPESCRIPT / "node_modules" / "@types"  # node's types, for the programs' argv
    (project / "tsconfig.json").write_text(
        json.dumps(
            {
                "compilerOptions": {
                    "target": "ES2022",
                    "module": "NodeNext",
                    "moduleResolution": "NodeNext",
                    "lib": ["ES2022", "DOM"],
                    "typeRoots": [str(types)],
                    "types": ["node"],
                    "strict": True,
                    "noUncheckedIndexedAccess": True,
                    "noImplicitReturns": True,
                    "outDir": "dist",
                    "rootDir": "src",
                },
                "include": ["src"],
            }
        )
    )
    tsc = TYPESCRIPT / "node_modules" / "typescript" / "bin" / "tsc"
    compiled = subprocess.run(
        [tool_or_skip("node"), str(tsc), "--project", str(project)],
        capture_output=True,
        text=True,
        timeout=GENERATOR_SECONDS,
        check=False,
    )
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    return project / "dist"


def test_the_tarball_holds_compiled_javascript_and_declarations(tarball: Path) -> None:
    with tarfile.open(tarball) as packed:
        names = set(packed.getnames())
        manifest = json.loads(packed.extractfile("package/package.json").read())  # type: ignore[union-attr]
    for module in ("index", "client", "stream", "sse", "errors", "transport", "types"):
        assert f"package/dist/{module}.js" in names, names
        assert f"package/dist/{module}.d.ts" in names, names
    assert "package/dist/schema.d.ts" in names  # the generated types travel with the SDK
    assert "package/README.md" in names
    assert not [n for n in names if n.startswith("package/src/") or n.endswith(".tsbuildinfo")]
    assert "private" not in manifest
    assert manifest["name"] == "@tabletop/client"
    assert manifest["exports"]["."] == {"types": "./dist/index.d.ts", "import": "./dist/index.js"}
    assert not manifest.get("dependencies"), "the SDK needs nothing but fetch"


def test_the_package_is_versioned_with_the_api() -> None:
    document = json.loads(DOCUMENT_PATH.read_text())
    package = json.loads((TYPESCRIPT / "package.json").read_text())
    lock = json.loads((TYPESCRIPT / "package-lock.json").read_text())
    assert package["version"] == document["info"]["version"]
    assert lock["version"] == lock["packages"][""]["version"] == package["version"]


def test_the_readme_shows_the_example_that_is_compiled_and_run() -> None:
    readme = (TYPESCRIPT / "README.md").read_text()
    assert EXAMPLE.read_text().strip() in readme


@pytest.fixture(scope="module")
def live_server(database_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with Servers(tmp_path_factory.mktemp("sdk")) as servers:
        yield servers.start(database_url, "api").url


def run_node(script: Path, *args: str) -> list[str]:
    played = subprocess.run(
        [tool_or_skip("node"), str(script), *args],
        capture_output=True,
        text=True,
        timeout=PLAY_SECONDS,
        check=False,
    )
    assert played.returncode == 0, played.stdout + played.stderr
    return played.stdout.splitlines()


def test_the_sdk_plays_every_game_to_its_end_and_then_asks_for_nothing(
    consumer: Path, live_server: str, tmp_path: Path
) -> None:
    endgames = []
    for rules in registry.all_games():
        players, position = endgame(rules.name)
        endgames.append({"game_type": rules.name, "players": players, "position": position})
    file = tmp_path / "endgames.json"
    file.write_text(json.dumps(endgames))
    lines = run_node(consumer / "play_every_game.js", live_server, str(file))
    for rules in registry.all_games():
        assert any(line.startswith(f"{rules.name}: finished after ") for line in lines), lines
    assert "unknown game: 404 game_not_found" in lines


def test_the_readme_game_runs_to_its_end(consumer: Path, live_server: str) -> None:
    lines = run_node(consumer / "whole_game.js", live_server)
    assert sorted(line.split(":")[0] for line in lines) == ["seat 0", "seat 1"], lines


# --- a scripted server -----------------------------------------------------------------------

GAME = "6f1c2b0e-8a47-4c1e-9d3a-2f5b7c9e1a04"
SUMMARY = {
    "game_id": GAME,
    "game_type": "clans",
    "status": "active",
    "version": 1,
    "to_move": [0],
    "players": 2,
    "seats": [],
    "options": {},
    "outcome": None,
    "deadline_at": None,
    "created_at": "2025-05-01T18:30:00Z",
    "rules_revision": 1,
    "setup": "random",
    "seed_commitment": None,
}


def live(status: str, version: int) -> str:
    body = {"version": version, "status": status, "to_move": [], "deadline_at": None}
    return json.dumps({**body, "outcome": None})


def block(id_: int, event: str, data: str) -> str:
    return f"id: {id_}\nevent: {event}\ndata: {data}\n\n"


class Script(http.server.BaseHTTPRequestHandler):
    """Answers by path and by how often it was asked; records every request."""

    protocol_version = "HTTP/1.1"
    seen: list[dict[str, Any]]
    lock = threading.Lock()

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def count(self) -> int:
        with self.lock:
            self.seen.append(
                {"method": self.command, "path": self.path, "headers": dict(self.headers)}
            )
            return sum(1 for r in self.seen if (r["method"], r["path"]) == self.key())

    def key(self) -> tuple[str, str]:
        return self.command, self.path

    def answer(
        self, status: int, body: str, kind: str, headers: dict[str, str] | None = None
    ) -> None:
        data = body.encode()
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(data)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    def problem(self, status: int, code: str, headers: dict[str, str] | None = None) -> None:
        body = {"type": f"https://tabletop.dev/problems/{code}", "title": code, "status": status}
        body |= {"detail": f"scripted {code}", "code": code}
        self.answer(status, json.dumps(body), "application/problem+json", headers)

    def stream(self, text: str, hold_seconds: float = 0.0) -> None:
        """200 with `text`, then keepalives for `hold_seconds` unless the client leaves."""
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Connection", "close")
        self.end_headers()
        try:
            self.wfile.write(text.encode())
            self.wfile.flush()
            deadline = time.monotonic() + hold_seconds
            while time.monotonic() < deadline:
                time.sleep(0.2)
                self.wfile.write(b": keepalive\n\n")
                self.wfile.flush()
        except OSError:
            return  # the client closed the stream, as it should
        self.close_connection = True

    def do_POST(self) -> None:
        n = self.count()
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        if self.path == "/v1/games" and n == 1:
            self.problem(429, "rate_limited", {"Retry-After": "1"})
        elif self.path == "/v1/games":
            self.answer(201, json.dumps({**SUMMARY, "status": "open"}), "application/json")
        else:
            self.problem(404, "not_found")

    def do_GET(self) -> None:
        n = self.count()
        stream = f"/v1/games/{GAME}/events/stream"
        if self.path == stream and n == 1:
            started = '{"type":"clans.game_started","version":1}'
            self.stream(
                "retry: 3000\n\n"
                + block(1, "clans.game_started", started)
                + block(1, "summary", live("active", 1))
            )
        elif self.path == stream and n == 2:
            self.problem(503, "server_busy", {"Retry-After": "1"})
        elif self.path == stream:
            moved = '{"type":"clans.huts_moved","version":2,"seat":0,"from":1,"to":2}'
            text = block(2, "clans.huts_moved", moved) + block(2, "a_future_message", "{}")
            self.stream(text + block(2, "summary", live("finished", 2)), hold_seconds=20)
        elif self.path == f"/v1/games/{GAME}":
            self.answer(200, json.dumps(SUMMARY), "application/json")
        elif self.path == "/v1/games/missing":
            self.problem(404, "game_not_found")
        elif self.path == "/v1/games/html":
            self.answer(500, "<html><body>oops</body></html>", "text/html")
        elif self.path == "/v1/games/busy/legal-moves":
            self.problem(503, "server_busy", {"Retry-After": "0"})
        elif self.path == "/v1/games/silent/events/stream":
            self.stream(": hello\n\n", hold_seconds=10)
        else:
            self.problem(404, "not_found")


@pytest.fixture
def scripted() -> Iterator[tuple[str, list[dict[str, Any]]]]:
    seen: list[dict[str, Any]] = []
    handler = type("Handler", (Script,), {"seen": seen})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", seen
    finally:
        server.shutdown()
        server.server_close()


def test_retries_reconnects_and_errors_by_the_rule(
    consumer: Path, scripted: tuple[str, list[dict[str, Any]]]
) -> None:
    url, seen = scripted
    steps = {s["step"]: s["value"] for s in map(json.loads, run_node(consumer / "retries.js", url))}

    creates = [r for r in seen if r["path"] == "/v1/games"]
    assert len(creates) == 2  # the 429, then the same request again
    keys = {r["headers"].get("Idempotency-Key") for r in creates}
    assert len(keys) == 1 and None not in keys, keys
    assert steps["create"]["game_id"] == GAME
    assert steps["create"]["ms"] >= 950  # Retry-After: 1

    game = [r for r in seen if r["path"].startswith(f"/v1/games/{GAME}")]
    assert [
        (r["path"].removeprefix(f"/v1/games/{GAME}"), r["headers"].get("Last-Event-ID"))
        for r in game
    ] == [
        ("/events/stream", "0"),
        ("", None),  # after the stream ended: the summary says active, so reopen
        ("/events/stream", "1"),  # resumed after the last id; answered 503
        ("", None),
        ("/events/stream", "1"),  # the finished summary ends it: nothing after
    ]
    assert all(
        r["headers"].get("Authorization") == "Bearer seat-token"
        for r in game
        if "stream" in r["path"]
    )
    assert steps["stream"]["items"] == [
        "event 1 clans.game_started",
        "summary 1 active",
        "event 2 clans.huts_moved",
        "summary 2 finished",
    ]
    assert steps["stream"]["ended"] == "finished"
    assert steps["stream"]["connections"] == 3
    # 1 s backoff (jitter: at least 0.75 s) after the first stream, then at least Retry-After;
    # the last stream was held open for 20 s, so a quick end means the client closed it.
    assert 1700 <= steps["stream"]["ms"] < 15000, steps["stream"]

    assert steps["problem"] == {
        "status": 404,
        "code": "game_not_found",
        "detail": "scripted game_not_found",
    }
    assert steps["html"] == {"status": 500, "code": "http_500", "detail": None}
    assert steps["busy"] == {"status": 503, "code": "server_busy", "detail": "scripted server_busy"}
    assert len([r for r in seen if r["path"] == "/v1/games/busy/legal-moves"]) == 3  # maxAttempts
    assert steps["aborted"] == {"ended": "aborted"}
    assert steps["unreachable"] == {"ended": "aborted", "reconnected": True}
