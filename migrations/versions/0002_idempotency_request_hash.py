"""Idempotency keys remember a hash of their request and expire after a retention.

Revision ID: 0002_idempotency_request_hash
Revises: 0001
Create Date: 2026-12-06
"""

from alembic import op

revision = "0002_idempotency_request_hash"
down_revision = "0001"
branch_labels = None
depends_on = None

# Expand only: the previous release keeps calling the six-argument tabletop_append (its keys
# get a NULL hash, which matches any request, as before), while this release calls the new
# eight-argument one. The old function is dropped in a later release.
#
# Races, and why each is answered:
# - Two appends with the same key: both lock the stream's row in `streams` (UPDATE ... WHERE
#   version = expected, or the INSERT for a new stream); the second waits for the first, finds
#   the version moved and takes the conflict path, whose key lookup is a new statement and so
#   sees the first one's committed record: it returns 'duplicate' with that record's hash.
# - A key whose record has expired but was not yet deleted: the lookups ignore it, and the
#   insert replaces it (ON CONFLICT DO UPDATE) instead of failing on the primary key. Two
#   appends reusing one expired key are serialised on the stream's row as above.
# - The periodic cleanup deletes expired records with FOR UPDATE SKIP LOCKED, so it never
#   waits for (or deadlocks with) an append replacing one, and several replicas may run it at
#   once: each deletes what the others did not lock.
UPGRADE = r"""
ALTER TABLE idempotency_records ADD COLUMN request_hash bytea;
CREATE INDEX idempotency_records_recorded_at ON idempotency_records (recorded_at);

CREATE FUNCTION tabletop_append(
    p_stream text, p_expected bigint, p_types text[], p_data jsonb[], p_metadata jsonb[],
    p_key text, p_hash bytea, p_retention interval
) RETURNS TABLE (
    status text, first_version bigint, last_version bigint, current_version bigint,
    recorded_at timestamptz, request_hash bytea
)
LANGUAGE plpgsql AS $$
DECLARE
    n bigint := coalesce(array_length(p_types, 1), 0);
    base bigint;
    current bigint;
BEGIN
    IF p_key IS NOT NULL THEN
        SELECT r.first_version, r.last_version, r.request_hash
          INTO first_version, last_version, request_hash
          FROM idempotency_records r
         WHERE r.stream_id = p_stream AND r.idempotency_key = p_key
           AND r.recorded_at > now() - p_retention;
        IF FOUND THEN
            status := 'duplicate'; current_version := NULL; RETURN NEXT; RETURN;
        END IF;
    END IF;
    IF p_expected = 0 THEN
        INSERT INTO streams (stream_id, version) VALUES (p_stream, n)
        ON CONFLICT (stream_id) DO NOTHING;
        IF NOT FOUND THEN
            current := NULL;
        ELSE
            current := 0;
        END IF;
    ELSE
        UPDATE streams s SET version = p_expected + n
         WHERE s.stream_id = p_stream AND s.version = p_expected;
        IF FOUND THEN current := p_expected; ELSE current := NULL; END IF;
    END IF;
    IF current IS NULL THEN
        -- Lost the race (or a stale expectation). A concurrent append with the same key may
        -- just have committed: this statement sees it, so a retried request gets its result.
        IF p_key IS NOT NULL THEN
            SELECT r.first_version, r.last_version, r.request_hash
              INTO first_version, last_version, request_hash
              FROM idempotency_records r
             WHERE r.stream_id = p_stream AND r.idempotency_key = p_key
               AND r.recorded_at > now() - p_retention;
            IF FOUND THEN
                status := 'duplicate'; current_version := NULL; RETURN NEXT; RETURN;
            END IF;
        END IF;
        SELECT s.version INTO current_version FROM streams s WHERE s.stream_id = p_stream;
        status := 'conflict'; first_version := NULL; last_version := NULL;
        current_version := coalesce(current_version, 0);
        RETURN NEXT; RETURN;
    END IF;
    base := (pg_current_xact_id()::text::bigint) << 20;
    INSERT INTO events (position, stream_id, version, type, data, metadata, recorded_at)
    SELECT base + i - 1, p_stream, p_expected + i, p_types[i], p_data[i], p_metadata[i], now()
      FROM generate_series(1, n) AS i;
    IF p_key IS NOT NULL THEN
        INSERT INTO idempotency_records AS r
               (stream_id, idempotency_key, first_version, last_version, request_hash)
        VALUES (p_stream, p_key, p_expected + 1, p_expected + n, p_hash)
        ON CONFLICT (stream_id, idempotency_key) DO UPDATE
           SET first_version = excluded.first_version, last_version = excluded.last_version,
               request_hash = excluded.request_hash, recorded_at = excluded.recorded_at;
    END IF;
    status := 'appended'; first_version := p_expected + 1; last_version := p_expected + n;
    current_version := p_expected + n; recorded_at := now(); request_hash := p_hash;
    RETURN NEXT;
END;
$$;
"""

DOWNGRADE = """
DROP FUNCTION IF EXISTS
    tabletop_append(text, bigint, text[], jsonb[], jsonb[], text, bytea, interval);
DROP INDEX IF EXISTS idempotency_records_recorded_at;
ALTER TABLE idempotency_records DROP COLUMN IF EXISTS request_hash;
"""


def upgrade() -> None:
    op.execute(UPGRADE)


def downgrade() -> None:
    op.execute(DOWNGRADE)
