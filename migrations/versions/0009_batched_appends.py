"""Several appends in one transaction (issue 17): each takes its own block of positions.

Revision ID: 0009_batched_appends
Revises: 0008_players
Create Date: 2026-12-01
"""

from alembic import op

revision = "0009_batched_appends"
down_revision = "0008_players"
branch_labels = None
depends_on = None

# Why. The service now commits appends of different games that arrive together in one
# transaction (service/store/batches.py): one round trip and one WAL flush for all of them.
# Positions are the transaction's id shifted left by 20 plus the event's index (0001, 0003),
# so two appends in one transaction would both start at the same position. Each append now
# reserves its block after the blocks already taken in its transaction: a counter local to the
# transaction (set_config(..., true) ends with it). Positions stay unique, ascending in the
# order the appends ran, and below the next transaction's; the horizon argument of 0001 and the
# offset lock of 0003 are unchanged (tabletop_position_base still takes it on every append).
NEXT = """
CREATE FUNCTION tabletop_next_positions(n bigint) RETURNS bigint
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
    taken bigint := coalesce(nullif(current_setting('tabletop.positions_taken', true), ''), '0')::bigint;
BEGIN
    IF taken + n > 1048576 THEN
        RAISE EXCEPTION 'one transaction may append at most 1048576 events, not %', taken + n;
    END IF;
    PERFORM set_config('tabletop.positions_taken', (taken + n)::text, true);
    RETURN tabletop_position_base() + taken;
END;
$$;
"""
# Every tabletop_append overload, its position base replaced (as 0003 did).
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
ONE_BLOCK = "base := tabletop_position_base();"
NEXT_BLOCK = "base := tabletop_next_positions(n);"


def upgrade() -> None:
    op.execute(NEXT)
    op.execute(REBASE.format(old=ONE_BLOCK, new=NEXT_BLOCK))


def downgrade() -> None:
    op.execute(REBASE.format(old=NEXT_BLOCK, new=ONE_BLOCK))
    op.execute("DROP FUNCTION tabletop_next_positions(bigint)")
