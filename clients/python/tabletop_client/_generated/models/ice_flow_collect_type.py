from enum import StrEnum


class IceFlowCollectType(StrEnum):
    ICE_FLOW_COLLECT = "ice_flow.collect"

    def __str__(self) -> str:
        return str(self.value)
