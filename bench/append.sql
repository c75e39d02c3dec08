-- One accepted command as the server appends it: two events of a Clans move, with the
-- metadata the command handler writes, to this client's own stream at its current version.
-- (The version lookup is one indexed read more than the server does: the ceiling it gives is
-- a slight underestimate.) Driven by bench/ceiling.sh.
SELECT * FROM tabletop_append(
    'ceiling-' || :client_id,
    (SELECT coalesce(max(version), 0) FROM streams WHERE stream_id = 'ceiling-' || :client_id),
    ARRAY['clans.huts_moved', 'clans.turn_passed'],
    ARRAY['{"seat": 1, "from": 12, "to": 13, "huts": {"black": 2, "red": 1}}'::jsonb,
          '{"seat": 2}'::jsonb],
    ARRAY['{"seat": 1, "request_id": "79eec368b99948cbada27146552aeb49", "command_end": 98, "schema_version": 1, "idempotency_key": null, "command": {"move": "move", "from": 12, "to": 13}}'::jsonb,
          '{"seat": 1, "request_id": "79eec368b99948cbada27146552aeb49", "command_end": 98, "schema_version": 1, "idempotency_key": null}'::jsonb],
    NULL, NULL, interval '24 hours');
