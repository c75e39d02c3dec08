"""Every list of games agrees with the one registry (service/domain/registry.py): README's and
docs/frontend.md's games, rules documents and pictures, the event types docs/frontend.md lists
for each game, and the test data kept per game. A game added to the registry and forgotten in
any of them, or a list naming a game the registry does not host, fails here. (The import
contracts, the picture modules and the OpenAPI document are checked or built from the
registry elsewhere: tests/platform/test_import_contracts.py, service/pictures/registry.py.)"""

from __future__ import annotations

import re
from pathlib import Path

from service.domain import registry
from service.domain.kit.hosting import members, tag_of
from service.domain.table.events import TABLE_EVENTS
from tests.browser import endgames, tour

ROOT = Path(__file__).resolve().parents[2]
GAMES = {rules.name for rules in registry.all_games()}
README = (ROOT / "README.md").read_text()
FRONTEND = (ROOT / "docs" / "frontend.md").read_text()


def test_readme_names_every_game_with_its_players_rules_and_picture() -> None:
    assert set(re.findall(r"\(`([a-z_]+)`, \d", README)) == GAMES
    for rules in registry.all_games():
        assert f"**{rules.title}** (`{rules.name}`, {rules.min_players}–{rules.max_players}" in (
            README
        )
    assert set(re.findall(r"\(docs/rules/([a-z_]+)\.md\)", README)) == GAMES
    assert set(re.findall(r"docs/images/([a-z_]+)\.png", README)) == GAMES


def test_every_game_has_its_rules_document_and_picture_in_the_repository() -> None:
    documents = {p.stem for p in (ROOT / "docs" / "rules").glob("*.md")}
    pictures = {p.stem for p in (ROOT / "docs" / "images").glob("*.png")}
    assert documents == GAMES
    assert pictures >= GAMES


def test_the_frontend_guide_names_every_game_and_its_rules_and_picture() -> None:
    assert set(re.findall(r"\(rules/([a-z_]+)\.md\)", FRONTEND)) == GAMES
    assert set(re.findall(r"\(images/([a-z_]+)\.png\)", FRONTEND)) == GAMES


def event_table() -> dict[str, tuple[int, set[str]]]:
    """docs/frontend.md's table of event types: row title → (count, the names)."""
    rows = {}
    for line in FRONTEND.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 3 and cells[1].isdigit():
            rows[cells[0]] = (int(cells[1]), set(re.findall(r"`([a-z_]+\.[a-z_]+)`", cells[2])))
    return rows


def test_the_frontend_guide_lists_every_event_type_of_every_game() -> None:
    table = event_table()
    expected = {
        rules.title: {tag_of(e) for e in members(rules.Event)} for rules in registry.all_games()
    }
    expected["the platform (every game)"] = {tag_of(e) for e in TABLE_EVENTS}
    assert set(table) == set(expected)
    for title, names in expected.items():
        assert table[title] == (len(names), names), title
    total = sum(len(names) for names in expected.values())
    assert f"({total} in all, plus `summary`)" in " ".join(FRONTEND.split())


def test_test_data_kept_per_game_covers_exactly_the_registry() -> None:
    assert set(endgames.GOLDEN) == GAMES
    assert set(tour.SHOT_AT) == GAMES
    assert set(tour.PLAYERS) == GAMES
