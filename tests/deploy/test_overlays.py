"""The overlays render to what they promise: dev small and single, prod spread and scaled.
Schemas and the security scan of the same output are in .ci/validate-k8s."""

from __future__ import annotations

import os
import shutil
import subprocess
from typing import Any

import pytest
import yaml

from tests.deploy.manifests import K8S, ROOT


def kubectl() -> str:
    for candidate in (ROOT / ".venv-k8s" / "bin" / "kubectl", shutil.which("kubectl")):
        if candidate and os.access(candidate, os.X_OK):
            return str(candidate)
    if os.environ.get("CI"):
        # CI runs .ci/validate-k8s first, which installs kubectl: its absence there is a failure.
        pytest.fail("kubectl is missing although .ci/validate-k8s should have installed it")
    pytest.skip("no kubectl here to render overlays (bash .ci/validate-k8s installs one)")


def render(overlay: str) -> list[dict[str, Any]]:
    out = subprocess.run(
        [kubectl(), "kustomize", str(K8S / "overlays" / overlay)],
        check=True,
        capture_output=True,
        text=True,
        timeout=120,
    ).stdout
    return [d for d in yaml.safe_load_all(out) if d]


def find(docs: list[dict[str, Any]], kind: str, name: str | None = None) -> list[dict[str, Any]]:
    return [d for d in docs if d["kind"] == kind and name in (None, d["metadata"]["name"])]


@pytest.mark.parametrize(("overlay", "namespace"), [("dev", "tabletop-dev"), ("prod", "tabletop")])
def test_everything_lands_in_the_overlays_namespace(overlay: str, namespace: str) -> None:
    docs = render(overlay)
    (ns,) = find(docs, "Namespace")
    assert ns["metadata"]["name"] == namespace
    assert {d["metadata"].get("namespace") for d in docs if d["kind"] != "Namespace"} == {namespace}


@pytest.mark.parametrize("overlay", ["dev", "prod"])
def test_every_rendered_resource_belongs_to_a_deploy_phase(overlay: str) -> None:
    # docs/operations.md applies the rendered file with -l deploy.tabletop/phase=<phase>.
    for doc in render(overlay):
        phase = doc["metadata"]["labels"].get("deploy.tabletop/phase")
        assert phase in {"infra", "migrate", "app"}, f"{doc['kind']} has no deploy phase"


@pytest.mark.parametrize("overlay", ["dev", "prod"])
def test_pods_use_the_generated_configmap(overlay: str) -> None:
    docs = render(overlay)
    (configmap,) = find(docs, "ConfigMap")
    workloads = find(docs, "Deployment") + find(docs, "Job")
    assert len(workloads) == 3  # API, worker, migration
    for workload in workloads:
        (container,) = workload["spec"]["template"]["spec"]["containers"]
        assert container["envFrom"] == [{"configMapRef": {"name": configmap["metadata"]["name"]}}]


@pytest.mark.parametrize("overlay", ["dev", "prod"])
def test_the_ingress_range_is_trusted_for_forwarded_addresses(overlay: str) -> None:
    from service.settings import networks

    (configmap,) = find(render(overlay), "ConfigMap")
    trusted = networks("TABLETOP_TRUSTED_PROXIES", configmap["data"]["TABLETOP_TRUSTED_PROXIES"])
    assert trusted and "0.0.0.0/0" not in trusted


def test_dev_runs_one_small_pod_and_one_postgres_instance_without_autoscaling() -> None:
    docs = render("dev")
    (deployment,) = find(docs, "Deployment", "tabletop")
    assert deployment["spec"]["replicas"] == 1
    (worker,) = find(docs, "Deployment", "tabletop-worker")
    assert worker["spec"]["replicas"] == 1
    (container,) = worker["spec"]["template"]["spec"]["containers"]
    assert (container["image"], container["imagePullPolicy"]) == ("tabletop:dev", "IfNotPresent")
    assert find(docs, "HorizontalPodAutoscaler") == []
    (cluster,) = find(docs, "Cluster")
    assert cluster["spec"]["instances"] == 1
    (container,) = deployment["spec"]["template"]["spec"]["containers"]
    assert container["image"] == "tabletop:dev"


def test_prod_runs_three_or_more_pods_and_a_three_instance_postgres_on_separate_nodes() -> None:
    docs = render("prod")
    (deployment,) = find(docs, "Deployment", "tabletop")
    (hpa,) = find(docs, "HorizontalPodAutoscaler")
    assert deployment["spec"]["replicas"] >= 3
    assert hpa["spec"]["minReplicas"] >= 3
    assert hpa["spec"]["maxReplicas"] > hpa["spec"]["minReplicas"]
    (cluster,) = find(docs, "Cluster")
    assert cluster["spec"]["instances"] == 3
    assert cluster["spec"]["affinity"]["podAntiAffinityType"] == "required"
    (container,) = deployment["spec"]["template"]["spec"]["containers"]
    assert "/" in container["image"]  # pulled from a registry
    assert container["imagePullPolicy"] == "Always"
    (worker,) = find(docs, "Deployment", "tabletop-worker")
    assert worker["spec"]["replicas"] >= 2
    (container,) = worker["spec"]["template"]["spec"]["containers"]
    assert "/" in container["image"] and container["imagePullPolicy"] == "Always"


def test_prod_acknowledges_a_commit_only_once_a_standby_has_it() -> None:
    (cluster,) = find(render("prod"), "Cluster")
    assert cluster["spec"]["postgresql"]["synchronous"] == {
        "method": "any",
        "number": 1,
        "dataDurability": "required",
    }
    assert cluster["spec"]["instances"] > cluster["spec"]["postgresql"]["synchronous"]["number"]


def test_dev_keeps_one_instance_without_synchronous_replication() -> None:
    (cluster,) = find(render("dev"), "Cluster")
    assert cluster["spec"]["instances"] == 1
    assert "synchronous" not in cluster["spec"]["postgresql"]


@pytest.mark.parametrize("overlay", ["dev", "prod"])
def test_postgres_ends_a_session_lost_to_a_partition_within_25_seconds(overlay: str) -> None:
    """The server's side of issue 33: a lost client's session (and its advisory locks) ends
    within idle + interval × count = user timeout = 25 s, as the app's side does."""
    (cluster,) = find(render(overlay), "Cluster")
    parameters = cluster["spec"]["postgresql"]["parameters"]
    idle, interval, count = (
        int(parameters[f"tcp_keepalives_{name}"]) for name in ("idle", "interval", "count")
    )
    assert idle + interval * count == int(parameters["tcp_user_timeout"]) // 1000 == 25
