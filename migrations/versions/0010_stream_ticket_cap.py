"""Stream tickets are capped per holder and minute (issue 29): when each was issued.

Revision ID: 0010_stream_ticket_cap
Revises: 0009_batched_appends
Create Date: 2026-12-04
"""

from alembic import op

revision = "0010_stream_ticket_cap"
down_revision = "0009_batched_appends"
branch_labels = None
depends_on = None

# Why. One seat token could be issued thousands of tickets a second, each kept an hour after it
# expired. A holder (a seat or the operator of one game, a player's `me` stream) is now issued
# at most N tickets in any minute (TABLETOP_STREAM_TICKETS_PER_MINUTE). The count and the insert
# are one call: `tabletop_issue_stream_ticket` takes a transaction-level advisory lock on the
# scope and holder (the two-key form, a key space no other lock of Tabletop uses), then counts
# and inserts, each statement with a fresh snapshot, so two replicas issuing to one holder at
# once see each other's ticket and the cap holds exactly across replicas. It answers NULL when
# the ticket was stored, else when the oldest counted ticket leaves the minute (Retry-After).
#
# `issued_at` is NULL for tickets of the previous release (which do not count; they expire
# within a minute anyway), and the previous release's INSERT, which names no `issued_at`, still
# works during a rolling update. Old tickets are no longer deleted by the next issue but by a
# background purge (service/store/retention.py), an hour after they expired (the existing index
# on `expires_at` serves it).
UPGRADE = """
ALTER TABLE stream_tickets ADD COLUMN issued_at timestamptz;
CREATE INDEX stream_tickets_issued ON stream_tickets (scope, holder, issued_at);

CREATE FUNCTION tabletop_issue_stream_ticket(
    digest bytea, ticket_scope text, ticket_holder text, expires timestamptz,
    issued timestamptz, cap integer, window_length interval
) RETURNS timestamptz
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
    recent integer;
    oldest timestamptz;
BEGIN
    PERFORM pg_advisory_xact_lock(29, hashtext(ticket_scope || chr(10) || ticket_holder));
    SELECT count(*), min(issued_at) INTO recent, oldest FROM stream_tickets
     WHERE scope = ticket_scope AND holder = ticket_holder AND issued_at > issued - window_length;
    IF recent >= cap THEN
        RETURN oldest + window_length;
    END IF;
    INSERT INTO stream_tickets (ticket_hash, scope, holder, expires_at, issued_at)
    VALUES (digest, ticket_scope, ticket_holder, expires, issued);
    RETURN NULL;
END;
$$;
"""

DOWNGRADE = """
DROP FUNCTION IF EXISTS tabletop_issue_stream_ticket(
    bytea, text, text, timestamptz, timestamptz, integer, interval);
DROP INDEX IF EXISTS stream_tickets_issued;
ALTER TABLE stream_tickets DROP COLUMN IF EXISTS issued_at;
"""


def upgrade() -> None:
    op.execute(UPGRADE)


def downgrade() -> None:
    op.execute(DOWNGRADE)
