from enum import StrEnum


class IceFlowCollectSkippedType(StrEnum):
    ICE_FLOW_COLLECT_SKIPPED = "ice_flow.collect_skipped"

    def __str__(self) -> str:
        return str(self.value)
