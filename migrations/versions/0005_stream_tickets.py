"""Stream tickets: short-lived, single-use tickets that open a live stream from a browser.

Revision ID: 0005_stream_tickets
Revises: 0004
Create Date: 2026-12-01
"""

from alembic import op

revision = "0005_stream_tickets"
down_revision = "0004"
branch_labels = None
depends_on = None

# EventSource cannot send an Authorization header, so a seat (or the operator, or a player)
# trades its bearer token for a ticket that goes in the stream's query string. Only the
# ticket's SHA-256 is stored, like seat tokens: a database dump cannot open a stream. A ticket
# names its scope (`game:<id>`, `me`, …) and holder (`seat:2`, `operator`, a player), expires
# a minute after it is issued and is marked used by the one statement that takes it
# (service/store/tickets.py). The table is new: the previous release ignores it.
UPGRADE = """
CREATE TABLE stream_tickets (
    ticket_hash bytea PRIMARY KEY,
    scope text NOT NULL,
    holder text NOT NULL,
    expires_at timestamptz NOT NULL,
    used_at timestamptz
);
CREATE INDEX stream_tickets_expiry ON stream_tickets (expires_at);
"""

DOWNGRADE = """
DROP TABLE IF EXISTS stream_tickets;
"""


def upgrade() -> None:
    op.execute(UPGRADE)


def downgrade() -> None:
    op.execute(DOWNGRADE)
