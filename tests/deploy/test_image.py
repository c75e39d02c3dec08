"""The Dockerfile builds the image the manifests expect: slim Python 3.11, non-root, the package
installed from the lock, `python -m service serve` by default, on the configured port."""

from __future__ import annotations

import json

from tests.deploy.manifests import ROOT, config, one

Instruction = tuple[str, str]


def instructions() -> list[Instruction]:
    """(INSTRUCTION, arguments) in order, with continuation lines joined and comments dropped."""
    joined: list[str] = []
    pending = ""
    for raw in (ROOT / "Dockerfile").read_text().splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        joined.append(pending + line)
        pending = ""
    result: list[Instruction] = []
    for line in joined:
        keyword, _, rest = line.partition(" ")
        result.append((keyword.upper(), rest.strip()))
    return result


def runtime_stage() -> list[Instruction]:
    """The instructions of the last stage, the one that becomes the image."""
    found = instructions()
    last_from = max(i for i, (keyword, _) in enumerate(found) if keyword == "FROM")
    return found[last_from:]


def values(keyword: str, stage: list[Instruction]) -> list[str]:
    return [rest for k, rest in stage if k == keyword]


def test_it_builds_in_two_stages_on_slim_python_3_11() -> None:
    bases = values("FROM", instructions())
    assert len(bases) == 2
    assert all(base.startswith("python:3.11-slim") for base in bases)
    assert bases[-1].endswith("AS runtime")


def test_it_runs_as_the_non_root_user_the_pods_declare() -> None:
    (user,) = values("USER", runtime_stage())
    uid, _, gid = user.partition(":")
    pod = one("Deployment", "tabletop")["spec"]["template"]["spec"]["securityContext"]
    assert (int(uid), int(gid)) == (pod["runAsUser"], pod["runAsGroup"])
    assert int(uid) >= 10000


def test_by_default_it_serves_with_the_cli() -> None:
    stage = runtime_stage()
    (entrypoint,) = values("ENTRYPOINT", stage)
    (cmd,) = values("CMD", stage)
    assert json.loads(entrypoint) + json.loads(cmd) == ["python", "-m", "service", "serve"]


def test_it_listens_on_all_interfaces_on_the_configured_port() -> None:
    stage = runtime_stage()
    env = " ".join(values("ENV", stage))
    assert "TABLETOP_HOST=0.0.0.0" in env
    assert f"TABLETOP_PORT={config()['TABLETOP_PORT']}" in env
    assert values("EXPOSE", stage) == [config()["TABLETOP_PORT"]]
    (healthcheck,) = values("HEALTHCHECK", stage)
    assert "/health/live" in healthcheck


def test_it_installs_the_locked_dependencies_then_the_package_not_editable() -> None:
    build = " ".join(rest for keyword, rest in instructions() if keyword == "RUN")
    assert "uv pip sync --require-hashes" in build and "requirements.lock" in build
    assert "uv pip install --no-deps" in build and " -e " not in build
    # The package carries its migrations; the runtime stage needs no source tree.
    assert values("COPY", runtime_stage()) == ["--from=build /opt/venv /opt/venv"]
    assert "PYTHONPATH" not in " ".join(values("ENV", runtime_stage()))


def test_every_file_the_build_copies_exists_and_passes_the_dockerignore() -> None:
    allowed = {
        line[1:].rstrip("/")
        for line in (ROOT / ".dockerignore").read_text().splitlines()
        if line.startswith("!")
    }
    for rest in values("COPY", instructions()):
        if rest.startswith("--from"):
            continue
        for source in rest.split()[:-1]:
            assert (ROOT / source).exists(), source
            assert source in allowed, f"{source} is excluded by .dockerignore"
