"""Budgets shared by every server process (issue 29): what each spent, per minute window.

Revision ID: 0012_budgets
Revises: 0011_player_public_ids
Create Date: 2026-12-04
"""

from alembic import op

revision = "0012_budgets"
down_revision = "0011_player_public_ids"
branch_labels = None
depends_on = None

# Why. A client's budget (requests a minute, games created, bot seats) held only per process,
# so with N replicas a client got N times it. Each process now adds what it spent since its last
# exchange (about once a second) to its own row of the window and reads everyone's sums
# (service/store/budgets.py): a row per (window, policy, client, process), written by that
# process only, so exchanges never wait for one another. Windows older than the previous one
# are deleted by the processes now and then. UNLOGGED: the rows are a minute's worth of counts,
# worthless after a crash and not worth a WAL write (or a standby's copy) per exchange.
UPGRADE = """
CREATE UNLOGGED TABLE budget_spend (
    window_start bigint NOT NULL,
    policy text NOT NULL,
    client text NOT NULL,
    process text NOT NULL,
    spent integer NOT NULL,
    PRIMARY KEY (window_start, policy, client, process)
);
CREATE INDEX budget_spend_keys ON budget_spend (policy, client, window_start);
"""

DOWNGRADE = """
DROP TABLE budget_spend;
"""


def upgrade() -> None:
    op.execute(UPGRADE)


def downgrade() -> None:
    op.execute(DOWNGRADE)
