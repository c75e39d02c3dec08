"""Reads the kustomize base (k8s/base) as plain YAML, for the deployment tests."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[2]
K8S = ROOT / "k8s"
BASE = K8S / "base"

Resource = dict[str, Any]


def kustomization(folder: Path = BASE) -> Resource:
    data: Resource = yaml.safe_load((folder / "kustomization.yaml").read_text())
    return data


def base_resources() -> list[Resource]:
    """Every resource the base kustomization lists, in its order."""
    docs: list[Resource] = []
    for name in kustomization()["resources"]:
        docs += [d for d in yaml.safe_load_all((BASE / name).read_text()) if d]
    return docs


def one(kind: str, name: str | None = None) -> Resource:
    found = [
        r for r in base_resources() if r["kind"] == kind and name in (None, r["metadata"]["name"])
    ]
    assert len(found) == 1, f"expected one {kind} {name or ''} in k8s/base, found {len(found)}"
    return found[0]


def config() -> dict[str, str]:
    """The generated ConfigMap's data: KEY=VALUE lines of k8s/base/config.env."""
    (generator,) = kustomization()["configMapGenerator"]
    values: dict[str, str] = {}
    for env_file in generator["envs"]:
        for line in (BASE / env_file).read_text().splitlines():
            if line.strip() and not line.startswith("#"):
                key, _, value = line.partition("=")
                values[key] = value
    return values


def container(workload: Resource) -> Resource:
    (c,) = workload["spec"]["template"]["spec"]["containers"]
    result: Resource = c
    return result


def env_var(c: Resource, name: str) -> Resource:
    (var,) = [v for v in c.get("env", []) if v["name"] == name]
    result: Resource = var
    return result
