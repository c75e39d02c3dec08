-- Eight appends in one transaction, as the server's group commit sends them when commands of
-- different games wait together (service/store/batches.py): each to this client's own eight
-- streams, at their current versions. Driven by bench/ceiling.sh.
SELECT 0 AS batch_index, * FROM tabletop_append(
    'ceiling-' || :client_id || '-0',
    (SELECT coalesce(max(version), 0) FROM streams WHERE stream_id = 'ceiling-' || :client_id || '-0'),
    ARRAY['clans.huts_moved', 'clans.turn_passed'],
    ARRAY['{"seat": 1, "from": 12, "to": 13, "huts": {"black": 2, "red": 1}}'::jsonb,
          '{"seat": 2}'::jsonb],
    ARRAY['{"seat": 1, "request_id": "79eec368b99948cbada27146552aeb49", "command_end": 98, "schema_version": 1, "idempotency_key": null, "command": {"move": "move", "from": 12, "to": 13}}'::jsonb,
          '{"seat": 1, "request_id": "79eec368b99948cbada27146552aeb49", "command_end": 98, "schema_version": 1, "idempotency_key": null}'::jsonb],
    NULL, NULL, interval '24 hours')
UNION ALL
SELECT 1 AS batch_index, * FROM tabletop_append(
    'ceiling-' || :client_id || '-1',
    (SELECT coalesce(max(version), 0) FROM streams WHERE stream_id = 'ceiling-' || :client_id || '-1'),
    ARRAY['clans.huts_moved', 'clans.turn_passed'],
    ARRAY['{"seat": 1, "from": 12, "to": 13, "huts": {"black": 2, "red": 1}}'::jsonb,
          '{"seat": 2}'::jsonb],
    ARRAY['{"seat": 1, "request_id": "79eec368b99948cbada27146552aeb49", "command_end": 98, "schema_version": 1, "idempotency_key": null, "command": {"move": "move", "from": 12, "to": 13}}'::jsonb,
          '{"seat": 1, "request_id": "79eec368b99948cbada27146552aeb49", "command_end": 98, "schema_version": 1, "idempotency_key": null}'::jsonb],
    NULL, NULL, interval '24 hours')
UNION ALL
SELECT 2 AS batch_index, * FROM tabletop_append(
    'ceiling-' || :client_id || '-2',
    (SELECT coalesce(max(version), 0) FROM streams WHERE stream_id = 'ceiling-' || :client_id || '-2'),
    ARRAY['clans.huts_moved', 'clans.turn_passed'],
    ARRAY['{"seat": 1, "from": 12, "to": 13, "huts": {"black": 2, "red": 1}}'::jsonb,
          '{"seat": 2}'::jsonb],
    ARRAY['{"seat": 1, "request_id": "79eec368b99948cbada27146552aeb49", "command_end": 98, "schema_version": 1, "idempotency_key": null, "command": {"move": "move", "from": 12, "to": 13}}'::jsonb,
          '{"seat": 1, "request_id": "79eec368b99948cbada27146552aeb49", "command_end": 98, "schema_version": 1, "idempotency_key": null}'::jsonb],
    NULL, NULL, interval '24 hours')
UNION ALL
SELECT 3 AS batch_index, * FROM tabletop_append(
    'ceiling-' || :client_id || '-3',
    (SELECT coalesce(max(version), 0) FROM streams WHERE stream_id = 'ceiling-' || :client_id || '-3'),
    ARRAY['clans.huts_moved', 'clans.turn_passed'],
    ARRAY['{"seat": 1, "from": 12, "to": 13, "huts": {"black": 2, "red": 1}}'::jsonb,
          '{"seat": 2}'::jsonb],
    ARRAY['{"seat": 1, "request_id": "79eec368b99948cbada27146552aeb49", "command_end": 98, "schema_version": 1, "idempotency_key": null, "command": {"move": "move", "from": 12, "to": 13}}'::jsonb,
          '{"seat": 1, "request_id": "79eec368b99948cbada27146552aeb49", "command_end": 98, "schema_version": 1, "idempotency_key": null}'::jsonb],
    NULL, NULL, interval '24 hours')
UNION ALL
SELECT 4 AS batch_index, * FROM tabletop_append(
    'ceiling-' || :client_id || '-4',
    (SELECT coalesce(max(version), 0) FROM streams WHERE stream_id = 'ceiling-' || :client_id || '-4'),
    ARRAY['clans.huts_moved', 'clans.turn_passed'],
    ARRAY['{"seat": 1, "from": 12, "to": 13, "huts": {"black": 2, "red": 1}}'::jsonb,
          '{"seat": 2}'::jsonb],
    ARRAY['{"seat": 1, "request_id": "79eec368b99948cbada27146552aeb49", "command_end": 98, "schema_version": 1, "idempotency_key": null, "command": {"move": "move", "from": 12, "to": 13}}'::jsonb,
          '{"seat": 1, "request_id": "79eec368b99948cbada27146552aeb49", "command_end": 98, "schema_version": 1, "idempotency_key": null}'::jsonb],
    NULL, NULL, interval '24 hours')
UNION ALL
SELECT 5 AS batch_index, * FROM tabletop_append(
    'ceiling-' || :client_id || '-5',
    (SELECT coalesce(max(version), 0) FROM streams WHERE stream_id = 'ceiling-' || :client_id || '-5'),
    ARRAY['clans.huts_moved', 'clans.turn_passed'],
    ARRAY['{"seat": 1, "from": 12, "to": 13, "huts": {"black": 2, "red": 1}}'::jsonb,
          '{"seat": 2}'::jsonb],
    ARRAY['{"seat": 1, "request_id": "79eec368b99948cbada27146552aeb49", "command_end": 98, "schema_version": 1, "idempotency_key": null, "command": {"move": "move", "from": 12, "to": 13}}'::jsonb,
          '{"seat": 1, "request_id": "79eec368b99948cbada27146552aeb49", "command_end": 98, "schema_version": 1, "idempotency_key": null}'::jsonb],
    NULL, NULL, interval '24 hours')
UNION ALL
SELECT 6 AS batch_index, * FROM tabletop_append(
    'ceiling-' || :client_id || '-6',
    (SELECT coalesce(max(version), 0) FROM streams WHERE stream_id = 'ceiling-' || :client_id || '-6'),
    ARRAY['clans.huts_moved', 'clans.turn_passed'],
    ARRAY['{"seat": 1, "from": 12, "to": 13, "huts": {"black": 2, "red": 1}}'::jsonb,
          '{"seat": 2}'::jsonb],
    ARRAY['{"seat": 1, "request_id": "79eec368b99948cbada27146552aeb49", "command_end": 98, "schema_version": 1, "idempotency_key": null, "command": {"move": "move", "from": 12, "to": 13}}'::jsonb,
          '{"seat": 1, "request_id": "79eec368b99948cbada27146552aeb49", "command_end": 98, "schema_version": 1, "idempotency_key": null}'::jsonb],
    NULL, NULL, interval '24 hours')
UNION ALL
SELECT 7 AS batch_index, * FROM tabletop_append(
    'ceiling-' || :client_id || '-7',
    (SELECT coalesce(max(version), 0) FROM streams WHERE stream_id = 'ceiling-' || :client_id || '-7'),
    ARRAY['clans.huts_moved', 'clans.turn_passed'],
    ARRAY['{"seat": 1, "from": 12, "to": 13, "huts": {"black": 2, "red": 1}}'::jsonb,
          '{"seat": 2}'::jsonb],
    ARRAY['{"seat": 1, "request_id": "79eec368b99948cbada27146552aeb49", "command_end": 98, "schema_version": 1, "idempotency_key": null, "command": {"move": "move", "from": 12, "to": 13}}'::jsonb,
          '{"seat": 1, "request_id": "79eec368b99948cbada27146552aeb49", "command_end": 98, "schema_version": 1, "idempotency_key": null}'::jsonb],
    NULL, NULL, interval '24 hours');
