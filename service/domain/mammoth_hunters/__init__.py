"""Mammoth Hunters (alea's *Eiszeit*): the rules engine for `game_type` `mammoth_hunters`
(`rules/mammoth-hunters/RULES.md`), on the game kit.

Import order (a module imports only modules of the layers left of it): data → commands,
refusals, options → events → state → deployment, substeps, ending, parts, position, draws →
pieces, part_moves, position_checks → evolve → between_rounds, preparatory → glacier, setup →
conflict → legality, flow → view, turns → evaluation → rules.
"""

from service.domain.mammoth_hunters.rules import RULES

__all__ = ["RULES"]
