"""Event store, games, seats, idempotency, projection checkpoints and the lobby read model.

Revision ID: 0001
Revises:
Create Date: 2026-11-29
"""

from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

# Global order (see also service/store/postgres.py).
#
# A reader of the global log must never hand out position P while an event with a position
# below P may still commit, or a projection would checkpoint past it and skip it for good.
# Positions are therefore made from the appending transaction's id: position =
# (xid << 20) + index of the event within its append. `pg_snapshot_xmin(pg_current_snapshot())`
# is the lowest transaction id still running; every transaction below it has finished, so every
# position below (xmin << 20) is final: committed and visible, or rolled back for good. Readers
# only hand out positions below that horizon. A transaction that started writing earlier (lower
# xid) but commits later holds the horizon back until it commits, and its events then sort
# before the later ones. No table lock is taken: appends to different streams never wait for
# each other; appends to one stream serialise on that stream's row in `streams`.
UPGRADE = r"""
CREATE TABLE streams (
    stream_id   text PRIMARY KEY,
    version     bigint NOT NULL CHECK (version >= 0)
);

CREATE TABLE events (
    position     bigint PRIMARY KEY,
    stream_id    text NOT NULL,
    version      bigint NOT NULL CHECK (version >= 1),
    type         text NOT NULL,
    data         jsonb NOT NULL,
    metadata     jsonb NOT NULL DEFAULT '{}'::jsonb,
    recorded_at  timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT events_stream_version_key UNIQUE (stream_id, version)
);

CREATE TABLE idempotency_records (
    stream_id       text NOT NULL,
    idempotency_key text NOT NULL,
    first_version   bigint NOT NULL,
    last_version    bigint NOT NULL,
    recorded_at     timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (stream_id, idempotency_key)
);

CREATE TABLE games (
    game_id     text PRIMARY KEY,
    game_type   text NOT NULL,
    players     integer NOT NULL CHECK (players >= 1),
    options     jsonb NOT NULL,
    seed        text NOT NULL,
    position    jsonb,
    status      text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'active', 'finished')),
    created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE seats (
    game_id     text NOT NULL REFERENCES games (game_id) ON DELETE CASCADE,
    seat        integer NOT NULL CHECK (seat >= 0),
    name        text NOT NULL,
    token_hash  bytea NOT NULL,
    joined_at   timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, seat)
);

CREATE TABLE projection_checkpoints (
    name        text PRIMARY KEY,
    position    bigint NOT NULL,
    updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE game_summaries (
    game_id     text PRIMARY KEY,
    game_type   text NOT NULL,
    status      text NOT NULL,
    players     integer NOT NULL,
    seats       jsonb NOT NULL DEFAULT '[]'::jsonb,
    to_move     jsonb NOT NULL DEFAULT '[]'::jsonb,
    outcome     jsonb,
    version     bigint NOT NULL DEFAULT 0,
    created_at  timestamptz NOT NULL,
    updated_at  timestamptz NOT NULL
);
CREATE INDEX game_summaries_lobby ON game_summaries (created_at DESC, game_id DESC);
CREATE INDEX game_summaries_status ON game_summaries (status, game_type, created_at DESC, game_id DESC);

CREATE TABLE timers (
    game_id        text PRIMARY KEY,
    since_version  bigint NOT NULL,
    due_at         timestamptz NOT NULL,
    command        jsonb NOT NULL
);
CREATE INDEX timers_due ON timers (due_at);

-- One round trip per append: idempotency check, optimistic version check, insert.
-- No NOTIFY here: a transaction that notifies holds a cluster-wide lock from pre-commit until
-- its commit is flushed, which serialises the commits of all appends and halved throughput
-- in measurements. service/store/notifier.py announces committed appends instead.
-- Returns status 'appended', 'duplicate' (the key was seen: the stored versions) or
-- 'conflict' (the stream is not at p_expected; current_version tells where it is).
CREATE FUNCTION tabletop_append(
    p_stream text, p_expected bigint, p_types text[], p_data jsonb[], p_metadata jsonb[],
    p_key text
) RETURNS TABLE (
    status text, first_version bigint, last_version bigint, current_version bigint,
    recorded_at timestamptz
)
LANGUAGE plpgsql AS $$
DECLARE
    n bigint := coalesce(array_length(p_types, 1), 0);
    base bigint;
    current bigint;
BEGIN
    IF p_key IS NOT NULL THEN
        SELECT r.first_version, r.last_version INTO first_version, last_version
          FROM idempotency_records r WHERE r.stream_id = p_stream AND r.idempotency_key = p_key;
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
            SELECT r.first_version, r.last_version INTO first_version, last_version
              FROM idempotency_records r
             WHERE r.stream_id = p_stream AND r.idempotency_key = p_key;
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
        INSERT INTO idempotency_records (stream_id, idempotency_key, first_version, last_version)
        VALUES (p_stream, p_key, p_expected + 1, p_expected + n);
    END IF;
    status := 'appended'; first_version := p_expected + 1; last_version := p_expected + n;
    current_version := p_expected + n; recorded_at := now();
    RETURN NEXT;
END;
$$;
"""

DOWNGRADE = """
DROP FUNCTION IF EXISTS tabletop_append(text, bigint, text[], jsonb[], jsonb[], text);
DROP TABLE IF EXISTS timers, game_summaries, projection_checkpoints, seats, games,
    idempotency_records, events, streams;
"""


def upgrade() -> None:
    op.execute(UPGRADE)


def downgrade() -> None:
    op.execute(DOWNGRADE)
