"""The Kubernetes base (k8s/base) runs the app as the app really is: its CLI, its port, its
health and metrics routes, its settings; and runs it locked down. Rendering, schema checks and
the security scan of the overlays are in .ci/validate-k8s."""

from __future__ import annotations

import argparse
import inspect
import re
from typing import Any

import pytest
import yaml

from tests.deploy.manifests import K8S, base_resources, config, container, env_var, one

LIVE, READY, METRICS = "/health/live", "/health/ready", "/metrics"
CLUSTER = "tabletop-db"
CREDENTIALS_IN_URL = re.compile(r"postgres(ql)?://[^\s:/@]+:[^\s/@]+@")


def api() -> dict[str, Any]:
    return container(one("Deployment", "tabletop"))


def migrate() -> dict[str, Any]:
    return container(one("Job", "tabletop-migrate"))


def worker() -> dict[str, Any]:
    return container(one("Deployment", "tabletop-worker"))


WORKLOADS = {"api": api, "worker": worker, "migrate": migrate}
PODS = [("Deployment", "tabletop"), ("Deployment", "tabletop-worker"), ("Job", "tabletop-migrate")]


def pod_labels(kind: str, name: str) -> dict[str, str]:
    labels: dict[str, str] = one(kind, name)["spec"]["template"]["metadata"]["labels"]
    return labels


# --- the app's real CLI and routes -------------------------------------------------------


def subcommands() -> dict[str, argparse.ArgumentParser]:
    from service.cli import build_parser

    parser = build_parser()
    (sub,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    choices: dict[str, argparse.ArgumentParser] = sub.choices
    return choices


def routes() -> dict[str, set[str]]:
    """Path -> HTTP methods of the Litestar app."""
    from service.api.app import create_app

    found: dict[str, set[str]] = {}
    for route in create_app().routes:
        found.setdefault(route.path, set()).update(getattr(route, "methods", ()))
    return found


def test_the_cli_has_every_subcommand_the_deployment_and_docs_use() -> None:
    assert {"serve", "worker", "migrate", "replay", "export-openapi", "projections"} <= set(
        subcommands()
    )


@pytest.mark.parametrize("workload", sorted(WORKLOADS))
def test_the_container_command_is_a_valid_call_of_the_cli(workload: str) -> None:
    command = WORKLOADS[workload]()["command"]
    assert command[:3] == ["python", "-m", "service"]
    from service.cli import build_parser

    build_parser().parse_args(command[3:])  # exits (SystemExit) on an unknown command


def test_serve_takes_host_port_and_workers_flags_that_the_environment_defaults() -> None:
    options = {o for a in subcommands()["serve"]._actions for o in a.option_strings}
    assert {"--host", "--port", "--workers"} <= options


def test_probes_and_the_scrape_path_are_get_routes_of_the_app() -> None:
    app_routes = routes()
    for path in (LIVE, READY, METRICS):
        assert path in app_routes, f"{path} is not a route of service.api.app:create_app()"
        assert "GET" in app_routes[path]


# --- command, port, probes, metrics ----------------------------------------------------------


def test_the_api_serves_the_worker_runs_the_background_and_the_job_migrates() -> None:
    assert api()["command"] == ["python", "-m", "service", "serve", "--no-background"]
    assert worker()["command"] == ["python", "-m", "service", "worker"]
    assert migrate()["command"] == ["python", "-m", "service", "migrate"]


def test_the_app_listens_on_all_interfaces_on_the_container_port() -> None:
    settings = config()
    (port,) = api()["ports"]
    assert settings["TABLETOP_HOST"] == "0.0.0.0"
    assert port == {
        "name": "http",
        "containerPort": int(settings["TABLETOP_PORT"]),
        "protocol": "TCP",
    }
    (service_port,) = one("Service", "tabletop")["spec"]["ports"]
    assert service_port["targetPort"] == "http"


def test_probes_check_liveness_and_readiness_on_the_health_routes() -> None:
    c = api()
    assert c["startupProbe"]["httpGet"] == {"path": LIVE, "port": "http"}
    assert c["livenessProbe"]["httpGet"] == {"path": LIVE, "port": "http"}
    assert c["readinessProbe"]["httpGet"] == {"path": READY, "port": "http"}


def test_prometheus_scrapes_the_metrics_route_on_the_app_port() -> None:
    annotations = one("Deployment", "tabletop")["spec"]["template"]["metadata"]["annotations"]
    assert annotations["prometheus.io/scrape"] == "true"
    assert annotations["prometheus.io/path"] == METRICS
    assert annotations["prometheus.io/port"] == config()["TABLETOP_PORT"]


def test_the_worker_is_probed_and_scraped_on_its_own_port_where_it_answers() -> None:
    from service.worker import probes

    assert (probes.LIVE, probes.READY, probes.METRICS) == (LIVE, READY, METRICS)
    c = worker()
    (port,) = c["ports"]
    assert port == {
        "name": "probes",
        "containerPort": int(config()["TABLETOP_WORKER_PORT"]),
        "protocol": "TCP",
    }
    assert c["startupProbe"]["httpGet"] == {"path": LIVE, "port": "probes"}
    assert c["livenessProbe"]["httpGet"] == {"path": LIVE, "port": "probes"}
    assert c["readinessProbe"]["httpGet"] == {"path": READY, "port": "probes"}
    pod = one("Deployment", "tabletop-worker")["spec"]["template"]
    assert pod["metadata"]["annotations"] == {
        "prometheus.io/scrape": "true",
        "prometheus.io/path": METRICS,
        "prometheus.io/port": config()["TABLETOP_WORKER_PORT"],
    }
    # Two, so that one stands by to take the elected loops over at once, one down at most.
    assert one("Deployment", "tabletop-worker")["spec"]["replicas"] >= 2
    pdb = one("PodDisruptionBudget", "tabletop-worker")["spec"]
    assert pdb["maxUnavailable"] == 1
    assert pdb["selector"]["matchLabels"].items() <= pod["metadata"]["labels"].items()


def test_every_configmap_key_is_a_setting_the_app_reads() -> None:
    from service import settings

    source = inspect.getsource(settings)
    for key in config():
        assert f'"{key}"' in source, f"{key} is not read by service.settings"


def test_service_links_are_off_so_the_tabletop_service_cannot_shadow_tabletop_settings() -> None:
    # A Service named "tabletop" would inject TABLETOP_PORT=tcp://<ip>:80 into every pod.
    for kind, name in PODS:
        assert one(kind, name)["spec"]["template"]["spec"]["enableServiceLinks"] is False


# --- database ------------------------------------------------------------------------------------


def test_the_postgres_cluster_has_three_instances_with_storage_and_an_owner_database() -> None:
    spec = one("Cluster", CLUSTER)["spec"]
    assert one("Cluster", CLUSTER)["apiVersion"] == "postgresql.cnpg.io/v1"
    assert spec["instances"] == 3
    assert spec["storage"]["size"]
    assert spec["bootstrap"]["initdb"] == {"database": "tabletop", "owner": "tabletop"}
    assert "# backup:" in (K8S / "base" / "postgres-cluster.yaml").read_text()


@pytest.mark.parametrize("workload", sorted(WORKLOADS))
def test_database_url_is_the_operators_app_secret_for_the_rw_service(workload: str) -> None:
    # CloudNativePG writes <cluster>-app with a `uri` to <cluster>-rw.<namespace>:5432.
    var = env_var(WORKLOADS[workload](), "DATABASE_URL")
    assert "value" not in var
    assert var["valueFrom"]["secretKeyRef"] == {"name": f"{CLUSTER}-app", "key": "uri"}


def test_the_admin_token_is_an_optional_secret_reference() -> None:
    ref = env_var(api(), "TABLETOP_ADMIN_TOKEN")["valueFrom"]["secretKeyRef"]
    assert ref["optional"] is True


def test_no_secret_values_are_committed() -> None:
    for path in K8S.rglob("*.yaml"):
        text = path.read_text()
        kinds = {d.get("kind") for d in yaml.safe_load_all(text) if d}
        assert "Secret" not in kinds, f"{path} defines a Secret"
        assert not CREDENTIALS_IN_URL.search(text), f"{path} holds a password in a URL"


# --- security and availability -------------------------------------------------------------


@pytest.mark.parametrize(("kind", "name"), PODS)
def test_pods_run_as_non_root_on_a_read_only_root_with_no_capabilities(
    kind: str, name: str
) -> None:
    workload = one(kind, name)
    pod = workload["spec"]["template"]["spec"]
    assert pod["securityContext"]["runAsNonRoot"] is True
    assert pod["securityContext"]["runAsUser"] >= 10000
    assert pod["securityContext"]["seccompProfile"] == {"type": "RuntimeDefault"}
    assert pod["automountServiceAccountToken"] is False
    sc = container(workload)["securityContext"]
    assert sc["readOnlyRootFilesystem"] is True
    assert sc["allowPrivilegeEscalation"] is False
    assert sc["capabilities"] == {"drop": ["ALL"]}
    # The only writable place is an emptyDir on /tmp.
    (mount,) = container(workload)["volumeMounts"]
    assert mount["mountPath"] == "/tmp"
    (volume,) = pod["volumes"]
    assert volume["name"] == mount["name"] and "emptyDir" in volume


def test_every_container_has_resource_requests_and_limits() -> None:
    for c in (api(), worker(), migrate()):
        assert set(c["resources"]) == {"requests", "limits"}
        assert {"cpu", "memory"} <= set(c["resources"]["requests"])
        assert {"cpu", "memory"} <= set(c["resources"]["limits"])


def test_service_hpa_and_pdb_all_select_the_api_pods() -> None:
    labels = pod_labels("Deployment", "tabletop")
    deployment = one("Deployment", "tabletop")
    assert deployment["spec"]["replicas"] >= 2
    assert deployment["spec"]["selector"]["matchLabels"].items() <= labels.items()
    assert one("Service", "tabletop")["spec"]["selector"].items() <= labels.items()
    assert one("PodDisruptionBudget", "tabletop")["spec"]["selector"]["matchLabels"].items() <= (
        labels.items()
    )
    hpa = one("HorizontalPodAutoscaler", "tabletop")["spec"]
    assert hpa["scaleTargetRef"] == {
        "apiVersion": "apps/v1",
        "kind": "Deployment",
        "name": "tabletop",
    }
    assert hpa["minReplicas"] >= 2


def test_the_network_policy_admits_the_app_port_and_lets_out_only_postgres_and_dns() -> None:
    policy = one("NetworkPolicy", "tabletop")["spec"]
    assert policy["policyTypes"] == ["Ingress", "Egress"]
    (rule,) = policy["ingress"]
    assert rule == {
        "ports": [{"port": "http", "protocol": "TCP"}, {"port": "probes", "protocol": "TCP"}]
    }
    postgres, dns = policy["egress"]
    assert postgres["to"] == [{"podSelector": {"matchLabels": {"cnpg.io/cluster": CLUSTER}}}]
    assert postgres["ports"] == [{"port": 5432, "protocol": "TCP"}]
    assert {(p["port"], p["protocol"]) for p in dns["ports"]} == {(53, "UDP"), (53, "TCP")}
    # It selects the API, worker and migration Job pods, and nothing else (not Postgres).
    selector = policy["podSelector"]
    for kind, name in PODS:
        labels = pod_labels(kind, name)
        assert selector["matchLabels"].items() <= labels.items()
        (expression,) = selector["matchExpressions"]
        assert labels[expression["key"]] in expression["values"]


def test_every_resource_carries_a_deploy_phase_for_the_ordered_apply() -> None:
    # docs/operations.md applies infra, then migrate, then app, selecting on this label.
    phases = {r["kind"]: r["metadata"]["labels"]["deploy.tabletop/phase"] for r in base_resources()}
    assert phases == {
        "Namespace": "infra",
        "ServiceAccount": "infra",
        "NetworkPolicy": "infra",
        "Cluster": "infra",
        "Job": "migrate",
        "Deployment": "app",
        "Service": "app",
        "HorizontalPodAutoscaler": "app",
        "PodDisruptionBudget": "app",
    }
