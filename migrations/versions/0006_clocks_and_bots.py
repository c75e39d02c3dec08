"""Turn clocks, bot seats and a turn timer per game beside the rules' timer (issue 16).

Revision ID: 0006_clocks_and_bots
Revises: 0005_stream_tickets
Create Date: 2026-12-01
"""

from alembic import op

revision = "0006_clocks_and_bots"
down_revision = "0005_stream_tickets"
branch_labels = None
depends_on = None

# A game's clock (`{"per_move_s": N}` or `{"bank_s": N, "increment_s": M}`) is chosen at
# creation and also written into its stream (`tabletop.table_set`), which is what replays
# read; the column is the catalog's copy for starting the game. A bot seat has a kind and a
# token hash nobody knows (the column stays NOT NULL). Both are new nullable columns without
# defaults: no row is rewritten, and the previous release, which knows neither, keeps working
# during a rolling update.
#
# Timers: a game may now run two at once, its rules' own (Pow Wow's claim window, kind `rule`)
# and the table's (a clock running out, or a bot to move: kind `turn`). Each kind keeps its
# own row and its own `since_version` ordering (service/timers.py). Existing rows are rule
# timers, which the default says.
UPGRADE = """
ALTER TABLE games ADD COLUMN clock jsonb;
ALTER TABLE seats ADD COLUMN bot text CHECK (bot IN ('random', 'greedy'));
ALTER TABLE timers ADD COLUMN kind text NOT NULL DEFAULT 'rule';
ALTER TABLE timers DROP CONSTRAINT timers_pkey;
ALTER TABLE timers ADD PRIMARY KEY (game_id, kind);
"""

DOWNGRADE = """
DELETE FROM timers WHERE kind <> 'rule';
ALTER TABLE timers DROP CONSTRAINT timers_pkey;
ALTER TABLE timers ADD PRIMARY KEY (game_id);
ALTER TABLE timers DROP COLUMN kind;
ALTER TABLE seats DROP COLUMN bot;
ALTER TABLE games DROP COLUMN clock;
"""


def upgrade() -> None:
    op.execute(UPGRADE)


def downgrade() -> None:
    op.execute(DOWNGRADE)
