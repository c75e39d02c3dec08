"""Every POST takes an Idempotency-Key (issue 30): the keys of requests other than commands.

Revision ID: 0013_request_keys
Revises: 0012_budgets
Create Date: 2026-12-05
"""

from alembic import op

revision = "0013_request_keys"
down_revision = "0012_budgets"
branch_labels = None
depends_on = None

# Why. A client retrying a POST it got no answer to (a timeout, a 503, a dropped connection)
# must not create a second game or take a second seat. Commands keep their keys in the game's
# log (idempotency_records); every other POST keeps them here (service/store/request_keys.py):
# one row per caller and key, found by the SHA-256 of both. A row is held by the request acting
# on it (`holder`, alive until `lease_until`) and then holds its answer. `sealed` is encrypted
# under a key derived from the client's Idempotency-Key, which is never stored: the answers
# hold seat tokens and stream tickets, and the database keeps no token in clear. Rows older
# than TABLETOP_IDEMPOTENCY_RETENTION are deleted by the background retention job (the index
# on `created_at` serves it). A new table only: the previous release never reads it.
UPGRADE = """
CREATE TABLE request_keys (
    key_hash bytea PRIMARY KEY,
    request_hash bytea NOT NULL,
    holder text,
    lease_until timestamptz,
    sealed bytea NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX request_keys_created_at ON request_keys (created_at);
"""

DOWNGRADE = """
DROP TABLE request_keys;
"""


def upgrade() -> None:
    op.execute(UPGRADE)


def downgrade() -> None:
    op.execute(DOWNGRADE)
