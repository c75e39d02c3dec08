"""Production's alert rules (k8s/overlays/prod/alerts.yaml) read metrics the app really exports,
and the overlay deploys them."""

from __future__ import annotations

import re

import yaml
from prometheus_client import REGISTRY

from service import metrics
from tests.deploy.manifests import K8S, kustomization

PROD = K8S / "overlays" / "prod"


def exported() -> set[str]:
    assert metrics.TIMER_LATENESS is not None  # registered on import
    return {sample.name for family in REGISTRY.collect() for sample in family.samples}


def test_prod_deploys_the_timer_alerts_on_metrics_the_app_exports() -> None:
    assert "alerts.yaml" in [r.split("#")[0].strip() for r in kustomization(PROD)["resources"]]
    rule = yaml.safe_load((PROD / "alerts.yaml").read_text())
    assert rule["kind"] == "PrometheusRule"
    alerts = {r["alert"]: r for g in rule["spec"]["groups"] for r in g["rules"]}
    assert {"TabletopTimersLate", "TabletopTimerBacklog"} <= set(alerts)
    names = exported()
    for alert in alerts.values():
        used = set(re.findall(r"tabletop_[a-z_]+", alert["expr"]))
        assert used and used <= names, f"{alert['alert']} reads {used - names}, not exported"
