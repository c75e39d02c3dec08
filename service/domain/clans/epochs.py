"""Epochs and chips (RULES §2, §8.4, D8, D9): which epoch a chip is in, when order matters."""

from __future__ import annotations

from service.domain.clans.board import VILLAGE_CHIPS, epoch_of_chip


def current_epoch(chips_taken: int) -> int | None:
    """The epoch of the next chip to be taken; None once all 12 are gone (RULES §8.2)."""
    if chips_taken >= VILLAGE_CHIPS:
        return None
    return epoch_of_chip(chips_taken + 1)


def order_matters(chips_taken: int, pending: int) -> bool:
    """Whether founding `pending` villages in another order could change anything (§8.4, D8).

    True when at least two are pending and either they need more chips than are left or the
    first and last chip they would take lie in different epochs.
    """
    if pending < 2:
        return False
    if chips_taken + pending > VILLAGE_CHIPS:
        return True
    return epoch_of_chip(chips_taken + 1) != epoch_of_chip(chips_taken + pending)
