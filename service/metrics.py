"""Prometheus metrics: requests and latency, commands by outcome, events, projection lag."""

from __future__ import annotations

import functools
from typing import TypeVar

from prometheus_client import Counter, Gauge, Histogram
from prometheus_client.metrics import MetricWrapperBase

M = TypeVar("M", bound=MetricWrapperBase)


@functools.cache
def labelled(metric: M, *values: str) -> M:
    """`metric.labels(*values)`, looked up once: the client library validates the values and
    takes a lock on every call, a cost every request paid (label sets are few: routes,
    statuses, game types, rule codes)."""
    return metric.labels(*values)


REQUESTS = Counter(
    "tabletop_http_requests_total",
    "HTTP requests by route and status",
    ["method", "route", "status"],
)
LATENCY = Histogram(
    "tabletop_http_request_seconds",
    "HTTP request latency by route",
    ["method", "route"],
    buckets=(0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5),
)
COMMANDS = Counter(
    "tabletop_commands_total",
    "Commands by game type and result: accepted, or the rule code that refused them",
    ["game_type", "result"],
)
EVENTS = Counter("tabletop_events_appended_total", "Events appended by game type", ["game_type"])
PROJECTION_LAG = Gauge(
    "tabletop_projection_lag_seconds",
    "Age of the newest event a projection has applied, while it is catching up (0 when idle)",
    ["projection"],
)
TIMERS_FIRED = Counter("tabletop_timers_fired_total", "Timer commands run by the scheduler")
TIMER_LATENESS = Histogram(
    "tabletop_timer_lateness_seconds",
    "How late a timer fired: its command appended, minus the time it was due, by kind",
    ["kind"],
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0),
)
BOT_CPU = Counter(
    "tabletop_bot_cpu_seconds_total",
    "CPU seconds this process spent on server bots' moves (held to TABLETOP_BOT_CPU_SHARE)",
)
BOT_MOVES_DEFERRED = Counter(
    "tabletop_bot_moves_deferred_total",
    "Bot moves put off because the bots' CPU budget was spent (they move later, in turn)",
)
TIMER_BACKLOG = Gauge(
    "tabletop_timers_due",
    "Timers due and waiting for a firing, on all replicas (the schedulers' backlog)",
)
BACKGROUND_LOOPS = Gauge(
    "tabletop_background_loops",
    "Background loops this process runs (projector, scheduler, notifier, key expiry, "
    "matchmaker): a worker's, or an API process's with TABLETOP_BACKGROUND=on; 0 otherwise",
)
for _kind in ("rule", "turn"):  # the timer kinds (service/timers.py): shown from the start
    TIMER_LATENESS.labels(_kind)
