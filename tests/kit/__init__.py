"""The test kit: what every game's tests use, so no game builds its own.

- `decider`   given(events | position).when(command, seat).then(events) / .rejects(code)
- `table`     a game driven as a client drives it: JSON documents and bodies in, JSON out
- `playout`   seeded playouts by a policy (uniform random by default), timers included
- `golden`    the one golden-log format: record, replay, convert old files (also a CLI)
- `contract`  the checks every game must pass (tests/contract runs them over the registry)
- `hooks/`    per game: what its secrets are (twins, tokens) and how it is played out
"""
