"""How each game was set up (random, seed or position: provable shuffles, issue 16); games
imported from a game log file (issue 20).

Revision ID: 0007_setup_and_imports
Revises: 0006_clocks_and_bots
Create Date: 2026-12-01
"""

from alembic import op

revision = "0007_setup_and_imports"
down_revision = "0006_clocks_and_bots"
branch_labels = None
depends_on = None

# `games.setup` says whether the creator could know the game's secrets: `random` (the server
# drew the seed with a CSPRNG and publishes only its SHA-256 until the game is over), `seed`
# (the creator chose it) or `position` (the creator wrote the position). Nothing recorded
# before this release tells a drawn seed from a chosen one, so every existing game is `seed`
# (or `position` when it has one): the conservative answer, since its creator may have chosen
# the seed. The default does the same for the games the previous release creates during a
# rolling update. The lobby reads the column through its join with `games` (like `options`),
# so a rebuild of the lobby from the log cannot lose it.
#
# An imported game (POST /v1/games/import) is read-only: `imported_from` keeps its id on the
# instance it came from. Its seed is unknown when it was exported before its end, so it keeps
# the commitment it brought along in `seed_commitment` (NULL for every other game: the
# SHA-256 of `seed`, computed where it is shown). Nullable columns without defaults rewrite
# no rows.
UPGRADE = """
ALTER TABLE games ADD COLUMN setup text NOT NULL DEFAULT 'seed'
    CHECK (setup IN ('random', 'seed', 'position'));
UPDATE games SET setup = 'position' WHERE position IS NOT NULL;
ALTER TABLE games ADD COLUMN imported_from text;
ALTER TABLE games ADD COLUMN seed_commitment text;
"""

DOWNGRADE = """
ALTER TABLE games DROP COLUMN IF EXISTS seed_commitment;
ALTER TABLE games DROP COLUMN IF EXISTS imported_from;
ALTER TABLE games DROP COLUMN IF EXISTS setup;
"""


def upgrade() -> None:
    op.execute(UPGRADE)


def downgrade() -> None:
    op.execute(DOWNGRADE)
