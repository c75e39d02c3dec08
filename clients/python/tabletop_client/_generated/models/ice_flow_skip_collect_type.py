from enum import StrEnum


class IceFlowSkipCollectType(StrEnum):
    ICE_FLOW_SKIP_COLLECT = "ice_flow.skip_collect"

    def __str__(self) -> str:
        return str(self.value)
