"""Mammoth Hunters (alea's *Eiszeit*): the rules engine, per `rules/mammoth-hunters/RULES.md`."""

from service.domain.mammoth_hunters.rules import RULES, MammothHunters

__all__ = ["RULES", "MammothHunters"]
