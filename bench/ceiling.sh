#!/usr/bin/env bash
# The store's own ceiling (issue 17): how many appends a second PostgreSQL takes through
# `tabletop_append` itself, with no Tabletop in between, on the database the server uses.
#
#     bench/ceiling.sh postgresql://postgres@127.0.0.1:5432/bench [seconds]
#
# Three pgbench runs (2 threads each), durable as the server's (synchronous_commit as the
# server has it):
#   1. one append of two events per transaction, 32 clients (bench/append.sql): the limit
#      for 32 games when every command commits alone;
#   2. eight such appends per transaction, 4 clients (bench/append_batch.sql): the shape of
#      the server's group commit at 32 games (2 workers, 2 batches in flight each);
#   3. plain single-row inserts into a temporary table, 32 clients: what the disk and the
#      server take at all.
# Run it right before or after bench/commands.py on the same machine: the report
# (bench/RESULTS.md) gives Tabletop's rate as a share of these.
set -euo pipefail
url=${1:?usage: bench/ceiling.sh DATABASE_URL [seconds]}
seconds=${2:-15}
here=$(cd "$(dirname "$0")" && pwd)
command -v pgbench >/dev/null || { echo "pgbench is not installed (Debian: postgresql-client)" >&2; exit 2; }

rate() { # label, then pgbench's arguments; prints the label and transactions per second
    local label=$1
    shift
    local tps
    tps=$(pgbench "$url" --no-vacuum --jobs 2 --time "$seconds" "$@" 2>&1 \
        | awk '/^tps = / {print int($3)}')
    echo "$label: ${tps:-failed}"
}

echo "store ceiling on $(echo "$url" | sed -E 's#//[^@]*@#//#'), ${seconds} s per run" >&2
rate "appends/s, one per transaction, 32 clients" --client 32 --file "$here/append.sql"
batches=$(rate "batches/s, eight appends per transaction, 4 clients" --client 4 --file "$here/append_batch.sql")
echo "$batches (= $(( ${batches##*: } * 8 )) appends/s)"
insert=$(mktemp)
trap 'rm -f "$insert"; psql "$url" -qc "DROP TABLE IF EXISTS ceiling_rows" >/dev/null' EXIT
psql "$url" -qc "CREATE TABLE IF NOT EXISTS ceiling_rows (id bigserial PRIMARY KEY, at timestamptz DEFAULT now())"
echo "INSERT INTO ceiling_rows DEFAULT VALUES;" > "$insert"
rate "single-row inserts/s, 32 clients" --client 32 --file "$insert"
