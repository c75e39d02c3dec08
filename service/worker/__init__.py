"""`tabletop worker`: the background loops in a process of their own (process.py), with a small
HTTP listener for health probes and metrics (probes.py), so API processes spend their CPU on
requests (docs/operations.md, "The worker process")."""
