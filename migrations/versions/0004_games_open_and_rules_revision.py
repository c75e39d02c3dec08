"""Rules revisions of games (catalog and lobby); open games indexed for the heal of lost starts.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-08
"""

from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None

# `games.status` was written after every status change and read by nothing. It stays, with one
# meaning and one reader (issue 14): `open` until the game's start events are appended, then
# `active` (service/catalog/base.py). The application heals a game whose last seat was taken
# but whose start append was lost (a process died between the two transactions); it finds such
# games among the open ones, and this index keeps that query to them however many games have
# ended. Whether a game is over is the log's business: this release no longer writes
# `finished`, and rows that say so (written by earlier releases) mean "started" like `active`.
# Dropping the column instead would break the previous release during a rolling update (it
# inserts and updates `status`): expand/contract, docs/operations.md "Upgrade".
#
# Rules revisions (issue 15): a game keeps the rules revision it was created with for its whole
# life. The catalog stores it (every decision, view and position of the game is made with it)
# and so does the lobby. Games from before revisions existed are revision 1, which is what the
# default gives them; so does the previous release, which knows only revision 1, for the games
# it creates during the rolling update. Adding a column with a constant default rewrites no
# rows.
UPGRADE = """
CREATE INDEX games_open ON games (game_id) WHERE status = 'open';
COMMENT ON COLUMN games.status IS
    'open until the start events are appended, then active (finished: older releases)';

ALTER TABLE games ADD COLUMN rules_revision integer NOT NULL DEFAULT 1
    CHECK (rules_revision >= 1);
ALTER TABLE game_summaries ADD COLUMN rules_revision integer NOT NULL DEFAULT 1;
"""

DOWNGRADE = """
ALTER TABLE game_summaries DROP COLUMN IF EXISTS rules_revision;
ALTER TABLE games DROP COLUMN IF EXISTS rules_revision;
COMMENT ON COLUMN games.status IS NULL;
DROP INDEX IF EXISTS games_open;
"""


def upgrade() -> None:
    op.execute(UPGRADE)


def downgrade() -> None:
    op.execute(DOWNGRADE)
