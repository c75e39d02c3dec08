"""Settings read from the environment: durations, proxy networks, and refusals of bad values."""

from __future__ import annotations

from datetime import timedelta

import pytest

from service import cli, settings
from service.domain.table import ClockSetting


def test_the_defaults_keep_keys_a_day_and_trust_no_proxy(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TABLETOP_IDEMPOTENCY_RETENTION", raising=False)
    monkeypatch.delenv("TABLETOP_TRUSTED_PROXIES", raising=False)
    loaded = settings.load()
    assert loaded.idempotency_retention == timedelta(hours=24)
    assert loaded.trusted_proxies == ()


@pytest.mark.parametrize(
    ("text", "seconds"),
    [("3600", 3600), ("90s", 90), ("15m", 900), ("24h", 86400), ("7d", 604800), (" 2 h ", 7200)],
)
def test_a_retention_is_a_number_with_a_unit_seconds_when_bare(text: str, seconds: int) -> None:
    assert settings.duration("X", text) == timedelta(seconds=seconds)


@pytest.mark.parametrize("text", ["", "0", "0h", "-5m", "1w", "1.5h", "24 hours"])
def test_a_retention_that_is_no_positive_duration_stops_the_start(text: str) -> None:
    with pytest.raises(ValueError, match="X must be a duration"):
        settings.duration("X", text)


def test_trusted_proxies_are_networks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_TRUSTED_PROXIES", " 10.0.0.0/8, 192.168.1.7 ,fd00::/8,")
    loaded = settings.load()
    assert loaded.trusted_proxies == ("10.0.0.0/8", "192.168.1.7/32", "fd00::/8")
    assert settings.proxy_options(loaded) == {
        "proxy_headers": True,
        "forwarded_allow_ips": "10.0.0.0/8,192.168.1.7/32,fd00::/8",
    }


@pytest.mark.parametrize("value", ["*", "10.0.0.0/33", "ingress", "10.0.0.0/8;1.2.3.4"])
def test_a_proxy_that_is_no_network_stops_the_start(value: str) -> None:
    with pytest.raises(ValueError, match="TABLETOP_TRUSTED_PROXIES"):
        settings.networks("TABLETOP_TRUSTED_PROXIES", value)


def test_the_game_cache_holds_ten_thousand_games_unless_told(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("TABLETOP_GAME_CACHE", raising=False)
    assert settings.load().game_cache == 10_000
    monkeypatch.setenv("TABLETOP_GAME_CACHE", "250")
    assert settings.load().game_cache == 250


@pytest.mark.parametrize("value", ["0", "-1", "lots", "1.5", ""])
def test_a_game_cache_that_is_no_positive_number_stops_the_start(
    monkeypatch: pytest.MonkeyPatch, value: str
) -> None:
    monkeypatch.setenv("TABLETOP_GAME_CACHE", value)
    with pytest.raises(ValueError, match="TABLETOP_GAME_CACHE"):
        settings.load()


def test_bots_wait_half_a_second_before_they_move_unless_told(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("TABLETOP_BOT_DELAY_MS", raising=False)
    assert settings.load().bot_delay == timedelta(milliseconds=500)
    monkeypatch.setenv("TABLETOP_BOT_DELAY_MS", "0")
    assert settings.load().bot_delay == timedelta(0)
    monkeypatch.setenv("TABLETOP_BOT_DELAY_MS", "soon")
    with pytest.raises(ValueError, match="TABLETOP_BOT_DELAY_MS"):
        settings.load()


def test_the_background_runs_in_the_api_unless_switched_off(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("TABLETOP_BACKGROUND", raising=False)
    assert settings.load().background is True
    for value, on in (("off", False), ("OFF", False), (" on ", True)):
        monkeypatch.setenv("TABLETOP_BACKGROUND", value)
        assert settings.load().background is on


@pytest.mark.parametrize("value", ["", "no", "false", "0", "of"])
def test_a_background_that_is_neither_on_nor_off_stops_the_start(
    monkeypatch: pytest.MonkeyPatch, value: str
) -> None:
    monkeypatch.setenv("TABLETOP_BACKGROUND", value)
    with pytest.raises(ValueError, match=r"TABLETOP_BACKGROUND: .* is neither on nor off"):
        settings.load()


def test_the_worker_answers_probes_on_port_8001_unless_told(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("TABLETOP_WORKER_PORT", raising=False)
    assert settings.load().worker_port == 8001
    monkeypatch.setenv("TABLETOP_WORKER_PORT", "9100")
    assert settings.load().worker_port == 9100
    monkeypatch.setenv("TABLETOP_WORKER_PORT", "http")
    with pytest.raises(ValueError, match="TABLETOP_WORKER_PORT"):
        settings.load()


@pytest.mark.parametrize(
    "name", ["TABLETOP_PORT", "TABLETOP_WORKERS", "TABLETOP_RATE_LIMIT", "TABLETOP_POOL_SIZE"]
)
@pytest.mark.parametrize("value", ["ten", "0", "-3", "1.5", "tcp://10.0.0.7:80"])
def test_a_count_that_is_no_positive_whole_number_names_itself(
    monkeypatch: pytest.MonkeyPatch, name: str, value: str
) -> None:
    monkeypatch.setenv(name, value)
    with pytest.raises(settings.SettingsError) as refused:
        settings.load()
    assert str(refused.value) == f"{name}: {value!r} is not a whole number of at least 1"


@pytest.mark.parametrize("command", ["serve", "worker"])
def test_a_bad_setting_stops_a_command_in_one_line_with_status_2(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    monkeypatch.setenv("DATABASE_URL", "postgresql://nobody@127.0.0.1:1/none")
    monkeypatch.setenv("TABLETOP_POOL_SIZE", "ten")
    assert cli.main([command]) == 2
    said = capsys.readouterr()
    output = said.out + said.err
    assert "setting: TABLETOP_POOL_SIZE: 'ten' is not a whole number of at least 1" in output
    assert "Traceback" not in output


def test_matchmade_games_get_a_ten_minute_bank_with_30_s_a_move_unless_told(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("TABLETOP_MATCHMAKING_CLOCK", raising=False)
    assert settings.load().matchmaking_clock == ClockSetting(bank_s=600, increment_s=30)
    for value, clock in (
        ("per_move_s=45", ClockSetting(per_move_s=45)),
        (" bank_s = 300 , increment_s = 0 ", ClockSetting(bank_s=300, increment_s=0)),
        ("off", None),
    ):
        monkeypatch.setenv("TABLETOP_MATCHMAKING_CLOCK", value)
        assert settings.load().matchmaking_clock == clock


@pytest.mark.parametrize(
    "value",
    ["", "600", "bank_s", "bank_s=ten", "per_move_s=0", "per_move_s=5,increment_s=1", "x=1"],
)
def test_a_matchmaking_clock_that_is_no_clock_stops_the_start(
    monkeypatch: pytest.MonkeyPatch, value: str
) -> None:
    monkeypatch.setenv("TABLETOP_MATCHMAKING_CLOCK", value)
    with pytest.raises(settings.SettingsError, match=r"TABLETOP_MATCHMAKING_CLOCK: .* is no clock"):
        settings.load()


def test_a_token_gets_30_stream_tickets_a_minute_unless_told(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("TABLETOP_STREAM_TICKETS_PER_MINUTE", raising=False)
    assert settings.load().stream_tickets_per_minute == 30
    monkeypatch.setenv("TABLETOP_STREAM_TICKETS_PER_MINUTE", "5")
    assert settings.load().stream_tickets_per_minute == 5
    monkeypatch.setenv("TABLETOP_STREAM_TICKETS_PER_MINUTE", "0")
    with pytest.raises(settings.SettingsError, match="TABLETOP_STREAM_TICKETS_PER_MINUTE"):
        settings.load()
