"""Pure rules engines: no I/O, no clocks, no global randomness (STYLE §1)."""
