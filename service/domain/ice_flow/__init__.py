"""Ice Flow: explorers cross the Bering Strait on drifting floes (RULES.md in shared/rules)."""

from service.domain.ice_flow.rules import IceFlowRules

RULES = IceFlowRules()

__all__ = ["RULES", "IceFlowRules"]
