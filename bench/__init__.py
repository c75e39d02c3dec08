"""Benchmarks: run from the repository's root as modules (`python -m bench.fanout --help`), so
they can share bench/commands.py's load generator and bench/common.py's measurements."""
