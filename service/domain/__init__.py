"""Pure rules engines: no I/O, no clocks, no global randomness (docs/style.md §1)."""
