"""Read models fed from the global event log, each with a checkpoint; rebuildable."""
