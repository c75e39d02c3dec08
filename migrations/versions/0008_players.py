"""Players (issue 19): seats bound to signed-in players, their games in the lobby projection,
ratings and their history, and the matchmaking queue.

Revision ID: 0008_players
Revises: 0007_setup_and_imports
Create Date: 2026-12-01
"""

from alembic import op

revision = "0008_players"
down_revision = "0007_setup_and_imports"
branch_labels = None
depends_on = None

# `seats.player_id` is the OIDC `sub` of the player who took the seat signed in (NULL: a guest
# with a seat token). The same fact is in the seat's `tabletop.seat_taken` event, so the
# projections below rebuild from the log alone.
#
# `game_summaries.seat_players` ({sub: [seat, …]}) is the lobby projection's record of who sits
# where; GET /v1/me/games reads the lobby rows through its GIN index (`?` = has the key). The
# lobby's rebuild copies the table LIKE … INCLUDING ALL, so the column and index come along.
#
# `ratings` / `rating_history` are written by the lobby projector in the transaction that saves
# its batch and checkpoint (so a rating is applied exactly once per finished game); `_rebuild`
# twins are filled by `projections rebuild` and switched over with the lobby.
#
# `match_tickets` is the matchmaking queue: matchers on every replica lock waiting tickets with
# FOR UPDATE SKIP LOCKED (service/matchmaking/tickets.py), so no ticket is in two matches.
UPGRADE = """
ALTER TABLE seats ADD COLUMN player_id text;
CREATE UNIQUE INDEX seats_player ON seats (game_id, player_id) WHERE player_id IS NOT NULL;

ALTER TABLE game_summaries ADD COLUMN seat_players jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE game_summaries ADD COLUMN rated boolean NOT NULL DEFAULT false;
CREATE INDEX game_summaries_players ON game_summaries USING gin (seat_players);

CREATE TABLE ratings (
    player_id   text NOT NULL,
    game_type   text NOT NULL,
    name        text NOT NULL,
    mu          double precision NOT NULL,
    sigma       double precision NOT NULL,
    ordinal     double precision NOT NULL,
    games       integer NOT NULL,
    updated_at  timestamptz NOT NULL,
    PRIMARY KEY (player_id, game_type)
);
CREATE INDEX ratings_board ON ratings (game_type, ordinal DESC, player_id);

CREATE TABLE rating_history (
    player_id   text NOT NULL,
    game_type   text NOT NULL,
    game_id     text NOT NULL,
    rank        integer NOT NULL,
    mu          double precision NOT NULL,
    sigma       double precision NOT NULL,
    ordinal     double precision NOT NULL,
    rated_at    timestamptz NOT NULL,
    PRIMARY KEY (player_id, game_id)
);
CREATE INDEX rating_history_player ON rating_history (player_id, rated_at DESC, game_id DESC);

CREATE TABLE match_tickets (
    ticket_id   text PRIMARY KEY,
    player_id   text NOT NULL,
    name        text NOT NULL,
    game_type   text NOT NULL,
    players     integer NOT NULL,
    rating      double precision NOT NULL,
    status      text NOT NULL DEFAULT 'waiting',
    game_id     text,
    seat        integer,
    created_at  timestamptz NOT NULL,
    expires_at  timestamptz NOT NULL
);
CREATE UNIQUE INDEX match_tickets_one_waiting ON match_tickets (player_id)
    WHERE status = 'waiting';
CREATE INDEX match_tickets_waiting ON match_tickets (game_type, players, created_at)
    WHERE status = 'waiting';
"""

DOWNGRADE = """
DROP TABLE IF EXISTS match_tickets, rating_history, ratings;
DROP INDEX IF EXISTS game_summaries_players;
ALTER TABLE game_summaries DROP COLUMN IF EXISTS seat_players, DROP COLUMN IF EXISTS rated;
DROP INDEX IF EXISTS seats_player;
ALTER TABLE seats DROP COLUMN IF EXISTS player_id;
"""


def upgrade() -> None:
    op.execute(UPGRADE)


def downgrade() -> None:
    op.execute(DOWNGRADE)
