"""Global order that survives a move to another cluster: an offset added to transaction ids.

Revision ID: 0003
Revises: 0002_idempotency_request_hash
Create Date: 2026-12-04
"""

from alembic import op

revision = "0003"
down_revision = "0002_idempotency_request_hash"
branch_labels = None
depends_on = None

# Why (issue 21). Positions are made from the appending transaction's id (see 0001). A logical
# dump restored into another cluster (a move, a new major version, a managed service), logical
# replication, or pg_resetwal brings events whose positions came from a transaction counter the
# new cluster does not share, and it usually starts far below them: every new event would then
# sort before the restored ones, below every projection's checkpoint, and be skipped for good.
# (Physical backups and streaming replicas keep the counter, and pg_current_xact_id() is the
# 64-bit id with its epoch, so wraparound never makes it go back.)
#
# How. position = (xid + xid_offset) << 20, with xid_offset kept in the one row of
# `global_order`, and the readable horizon is (xmin + xid_offset) << 20. When the newest stored
# position is at or beyond what this cluster's next transaction would get, the offset is raised,
# once, so that every transaction that can still append sorts after every stored event. Stored
# positions never change, so checkpoints stay valid. Every pooled connection of the service
# checks this when it opens (service/store/postgres.py), so no append reaches a cluster whose
# order is behind; this migration checks it too.
#
# Concurrency. Raising the offset must not break the late-commit guarantee of 0001: a reader
# that saw the new offset, with an append still running that computed its position with the
# old one, would place its horizon above that append and could skip it. So appends read the
# offset under a shared transaction-level advisory lock, and the raise takes the same lock
# exclusively: it waits until every running append has committed or rolled back, and appends
# that start meanwhile wait until the raise has committed. Readers compute the horizon from one
# snapshot, which sees either the old offset and none of the appends made with the new one, or
# the new offset and every append made with the old one. Appends only ever take the lock in
# shared mode, so they never wait for each other. The lock is read at read committed, where
# each statement takes a fresh snapshot; at repeatable read a transaction could read an offset
# older than the raise it waited for, so both functions refuse other isolation levels.
ORDER_LOCK = 7_467_221_021

APPEND = r"""
CREATE OR REPLACE FUNCTION tabletop_append(
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
    base := <<BASE>>;
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
BASE_0001 = "(pg_current_xact_id()::text::bigint) << 20"
# Redefines every tabletop_append overload with its position base replaced, whatever its
# arguments: an overload added by an earlier migration must not bypass the offset.
REBASE = """
DO $rebase$
DECLARE
    f regprocedure;
BEGIN
    FOR f IN SELECT oid::regprocedure FROM pg_proc WHERE proname = 'tabletop_append' LOOP
        EXECUTE replace(pg_get_functiondef(f), '{old}', '{new}');
    END LOOP;
END;
$rebase$;
"""
BASE_0003 = "tabletop_position_base()"

UPGRADE = f"""
CREATE TABLE global_order (
    singleton   boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    xid_offset  bigint NOT NULL CHECK (xid_offset >= 0)
);
INSERT INTO global_order (xid_offset) VALUES (0);

-- The first position of an append: its transaction id plus the offset, shifted left by 20.
CREATE FUNCTION tabletop_position_base() RETURNS bigint
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
    shift bigint;
BEGIN
    IF current_setting('transaction_isolation') <> 'read committed' THEN
        RAISE EXCEPTION 'tabletop appends run at read committed, not %',
            current_setting('transaction_isolation')
            USING HINT = 'An older snapshot could miss a raise of global_order.xid_offset.';
    END IF;
    PERFORM pg_advisory_xact_lock_shared({ORDER_LOCK});
    SELECT g.xid_offset INTO STRICT shift FROM global_order g;
    RETURN (pg_current_xact_id()::text::bigint + shift) << 20;
END;
$$;

-- Every position below this is final: committed and visible to this snapshot, or never.
CREATE FUNCTION tabletop_horizon() RETURNS bigint
LANGUAGE sql STABLE AS $$
    SELECT (pg_snapshot_xmin(pg_current_snapshot())::text::bigint + g.xid_offset) << 20
      FROM global_order g
$$;

-- True when a stored position is at or beyond what this cluster's next transaction would get:
-- the database came from another cluster, and new events would sort before restored ones.
CREATE FUNCTION tabletop_global_order_behind() RETURNS boolean
LANGUAGE sql STABLE AS $$
    SELECT coalesce(max(e.position), -1) >=
           (pg_snapshot_xmax(pg_current_snapshot())::text::bigint
            + (SELECT g.xid_offset FROM global_order g)) << 20
      FROM events e
$$;

-- Raise the offset so that every transaction that can still append sorts after every stored
-- event; a no-op (0) when the order is not behind. Returns how much the offset was raised.
CREATE FUNCTION tabletop_global_order_repair() RETURNS bigint
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
    shift bigint;
    top bigint;
    lowest bigint;
BEGIN
    IF current_setting('transaction_isolation') <> 'read committed' THEN
        RAISE EXCEPTION 'run tabletop_global_order_repair() at read committed, not %',
            current_setting('transaction_isolation');
    END IF;
    -- Waits for every running append; blocks new ones until this transaction ends.
    PERFORM pg_advisory_xact_lock({ORDER_LOCK});
    -- From here on, each statement's snapshot sees every append that committed before.
    SELECT g.xid_offset INTO STRICT shift FROM global_order g FOR UPDATE;
    SELECT coalesce(max(e.position), -1) INTO top FROM events e;
    IF top < (pg_snapshot_xmax(pg_current_snapshot())::text::bigint + shift) << 20 THEN
        RETURN 0;  -- not behind, or another process raised it while we waited
    END IF;
    -- Every transaction that can still append has an id >= the oldest one running now.
    lowest := pg_snapshot_xmin(pg_current_snapshot())::text::bigint;
    UPDATE global_order SET xid_offset = (top >> 20) + 1 - lowest;
    RETURN (top >> 20) + 1 - lowest - shift;
END;
$$;
{APPEND.replace("<<BASE>>", BASE_0003)}
-- Other overloads (0002's, with the idempotency request hash) take the same base.
{REBASE.format(old=BASE_0001, new=BASE_0003)}
-- Every tabletop_append (another migration may have added an overload) must take its
-- positions through tabletop_position_base(), or it would ignore the offset.
DO $$
BEGIN
    IF EXISTS (SELECT 1 FROM pg_proc WHERE proname = 'tabletop_append'
                AND strpos(prosrc, '{BASE_0003}') = 0) THEN
        RAISE EXCEPTION 'a tabletop_append computes positions without tabletop_position_base()';
    END IF;
END;
$$;

SELECT tabletop_global_order_repair();
"""

DOWNGRADE = f"""
{APPEND.replace("<<BASE>>", BASE_0001)}
{REBASE.format(old=BASE_0003, new=BASE_0001)}
DROP FUNCTION IF EXISTS tabletop_global_order_repair();
DROP FUNCTION IF EXISTS tabletop_global_order_behind();
DROP FUNCTION IF EXISTS tabletop_horizon();
DROP FUNCTION IF EXISTS tabletop_position_base();
DROP TABLE IF EXISTS global_order;
"""


def upgrade() -> None:
    op.execute(UPGRADE)


def downgrade() -> None:
    # For development only: after a raise, positions made without the offset sort before the
    # stored ones again.
    op.execute(DOWNGRADE)
