"""Mainstream generators take the committed document as it is, at pinned versions, without an
error or a warning (issue 30, item 3): `@hey-api/openapi-ts` and `orval` (clients/generators,
installed with `npm ci`; their TypeScript compiles under `tsc --strict` with
clients/generators/check/events.ts, an exhaustive `switch` over a game's events), and
`datamodel-code-generator` (every class it makes has a real name, its models pass
`mypy --strict` and parse each event of a real game into its own class). openapi-python-client
is tests/contract_api/test_clients.py's."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from litestar.testing import AsyncTestClient

from service.api.app import Services, create_app
from service.api.openapi.components import camel
from tests.api.conftest import new_table, settings
from tests.support.contract import DOCUMENT_PATH
from tests.support.tools import tool_or_skip

ROOT = DOCUMENT_PATH.parents[1]
GENERATORS = ROOT / "clients" / "generators"
CHECK = GENERATORS / "check" / "events.ts"
SECONDS = 600
CHECKED_TYPES = ("ClansEvent", "SendCommandProblem", "SendCommandProblemCode")
"""What check/events.ts imports from each generator's output."""
COMPLAINTS = re.compile(r"warn|error|⚠|missing", re.IGNORECASE)
TSCONFIG = {
    "compilerOptions": {
        "target": "ES2022",
        "module": "ESNext",
        "moduleResolution": "Bundler",
        "lib": ["ES2022", "DOM", "DOM.Iterable"],
        "types": [],
        "strict": True,
        "noEmit": True,
        "skipLibCheck": True,
    },
    "include": ["**/*.ts"],
}


def run(command: list[str], cwd: Path) -> str:
    done = subprocess.run(
        command, cwd=cwd, capture_output=True, text=True, timeout=SECONDS, check=False
    )
    output = done.stdout + done.stderr
    assert done.returncode == 0, output
    return output


@pytest.fixture(scope="module")
def node_bin() -> Path:
    npm = tool_or_skip("npm")
    tool_or_skip("node")
    if not (GENERATORS / "node_modules").is_dir():
        run([npm, "ci", "--no-audit", "--no-fund"], GENERATORS)
    return GENERATORS / "node_modules" / ".bin"


def compile_with_the_check(out: Path, module: str, node_bin: Path) -> None:
    """tsc --strict over the generator's output and check/events.ts, which imports the
    generated types through `generated.ts`."""
    names = ", ".join(CHECKED_TYPES)
    (out / "generated.ts").write_text(f'export type {{ {names} }} from "./{module}";\n')
    shutil.copy(CHECK, out / "events.ts")
    (out / "tsconfig.json").write_text(json.dumps(TSCONFIG))
    run([str(node_bin / "tsc"), "--project", "tsconfig.json"], out)


def test_hey_api_generates_cleanly_and_its_types_compile_strict_with_an_exhaustive_switch(
    node_bin: Path, tmp_path: Path
) -> None:
    output = run(
        [
            str(node_bin / "openapi-ts"),
            "--input",
            str(DOCUMENT_PATH),
            "--output",
            str(tmp_path / "hey"),
            "--client",
            "@hey-api/client-fetch",
            "--no-log-file",
        ],
        tmp_path,
    )
    assert not COMPLAINTS.search(output), output
    assert (tmp_path / "hey" / "sdk.gen.ts").is_file()
    compile_with_the_check(tmp_path, "hey/types.gen", node_bin)


def test_orval_generates_cleanly_and_its_types_compile_strict_with_an_exhaustive_switch(
    node_bin: Path, tmp_path: Path
) -> None:
    output = run(
        [
            str(node_bin / "orval"),
            "--input",
            str(DOCUMENT_PATH),
            "--output",
            str(tmp_path / "orval" / "api.ts"),
            "--client",
            "fetch",
        ],
        tmp_path,
    )
    assert not COMPLAINTS.search(output), output
    compile_with_the_check(tmp_path, "orval/api", node_bin)


def test_the_exhaustive_switch_fails_to_compile_when_an_event_type_is_missing(
    node_bin: Path, tmp_path: Path
) -> None:
    """The check can fail: without one `case`, the `never` default does not compile."""
    run(
        [
            str(node_bin / "openapi-ts"),
            "--input",
            str(DOCUMENT_PATH),
            "--output",
            str(tmp_path / "hey"),
            "--client",
            "@hey-api/client-fetch",
            "--no-log-file",
        ],
        tmp_path,
    )
    with pytest.raises(AssertionError, match="not assignable to type 'never'"):
        compile_with_the_check(tmp_path, "hey/types.gen", node_bin)
        # (only reached when the full switch compiled, as it must:) now one case fewer
        source = CHECK.read_text()
        (tmp_path / "events.ts").write_text(
            source.replace('    case "clans.turn_passed":\n', "", 1)
        )
        run([str(node_bin / "tsc"), "--project", "tsconfig.json"], tmp_path)


@pytest.fixture(scope="module")
def datamodels(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, ModuleType]]:
    out = tmp_path_factory.mktemp("datamodels") / "tabletop_models.py"
    bin_dir = Path(sys.executable).parent
    done = subprocess.run(
        [
            str(bin_dir / "datamodel-codegen"),
            "--input",
            str(DOCUMENT_PATH),
            "--input-file-type",
            "openapi",
            "--output",
            str(out),
            "--output-model-type",
            "pydantic_v2.BaseModel",
            "--target-python-version",
            "3.11",
            "--use-annotated",
            "--field-constraints",
            "--use-subclass-enum",
            "--collapse-root-models",
            "--formatters",
            "builtin",
        ],
        capture_output=True,
        text=True,
        timeout=SECONDS,
        env={**os.environ, "PYTHONWARNINGS": "always"},
        check=False,
    )
    output = done.stdout + done.stderr
    assert done.returncode == 0, output
    assert not COMPLAINTS.search(output), output
    spec = importlib.util.spec_from_file_location("tabletop_models", out)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["tabletop_models"] = module
    try:
        spec.loader.exec_module(module)
        yield out, module
    finally:
        del sys.modules["tabletop_models"]


def test_datamodel_code_generator_names_every_class(
    datamodels: tuple[Path, ModuleType],
) -> None:
    """No numbered clash (`Type1`, `Status2` …): a class is a component of the document, or
    a field's own constrained type named after the field."""
    source, _ = datamodels
    components = set(json.loads(DOCUMENT_PATH.read_text())["components"]["schemas"])
    classes = re.findall(r"^class (\w+)\(", source.read_text(), re.MULTILINE)
    assert len(classes) > 300
    numbered = [c for c in classes if c not in components and re.search(r"\d$", c)]
    assert numbered == []
    for name in ("GameStatus", "GameSetup", "GameTypeName", "SendCommandProblemCode"):
        assert name in classes


def test_datamodel_code_generators_models_pass_mypy_strict(
    datamodels: tuple[Path, ModuleType],
) -> None:
    source, _ = datamodels
    mypy = Path(sys.executable).parent / "mypy"
    run(
        [str(mypy), "--strict", "--no-incremental", "--follow-imports=silent", str(source)],
        source.parent,
    )


async def test_datamodel_code_generators_models_parse_each_event_into_its_own_class(
    datamodels: tuple[Path, ModuleType],
) -> None:
    _, models = datamodels
    app = create_app(Services.in_memory(), settings())
    async with AsyncTestClient(app) as client:
        table = await new_table(client, players=2, seed="datamodels")
        summary = await table.play_to_the_end()
        page = await client.get(f"/v1/games/{table.game_id}/events?limit=1000")
        problem = await client.get("/v1/games/6f1c2b0e-8a47-4c1e-9d3a-2f5b7c9e1a04")
    events = models.EventPage.model_validate_json(page.content).events
    assert len(events) == summary["version"]
    for event in events:
        parsed = getattr(event, "root", event)
        assert type(parsed).__name__ == camel(parsed.type)
    typed = models.GetGameProblem.model_validate_json(problem.content)
    assert typed.code == models.GetGameProblemCode.GameNotFound
