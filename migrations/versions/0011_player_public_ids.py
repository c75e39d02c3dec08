"""Players get an opaque public id (issue 29): leaderboards no longer publish the OIDC `sub`.

Revision ID: 0011_player_public_ids
Revises: 0010_stream_ticket_cap
Create Date: 2026-12-04
"""

from alembic import op

revision = "0011_player_public_ids"
down_revision = "0010_stream_ticket_cap"
branch_labels = None
depends_on = None

# Why. Ratings are kept per player by the OIDC `sub` (`ratings.player_id`, from the log), and
# the leaderboards published it. A `sub` is an identifier at the provider, sometimes a user
# name or an e-mail-like value: not for everyone's eyes. Each player now gets a public id the
# first time the server sees them as a rated player (the lobby projector, committed before the
# save that writes their rating) or asks for it (GET /v1/me): `p_` and 32 hex digits of
# gen_random_uuid() (122 random bits, PostgreSQL's strong random source), so it says nothing
# about the `sub` and cannot be computed from it. The row is never rewritten or deleted, so the
# id is the same on every replica and after restarts; `tabletop projections rebuild` rebuilds
# the ratings, not this table, so a rebuild keeps every id.
#
# Every player with a rating gets an id now. The previous release ignores the table.
UPGRADE = """
CREATE TABLE player_ids (
    sub         text PRIMARY KEY,
    public_id   text NOT NULL UNIQUE
                DEFAULT 'p_' || replace(gen_random_uuid()::text, '-', ''),
    created_at  timestamptz NOT NULL DEFAULT now()
);
INSERT INTO player_ids (sub) SELECT DISTINCT player_id FROM ratings ON CONFLICT DO NOTHING;
"""

DOWNGRADE = """
DROP TABLE IF EXISTS player_ids;
"""


def upgrade() -> None:
    op.execute(UPGRADE)


def downgrade() -> None:
    op.execute(DOWNGRADE)
