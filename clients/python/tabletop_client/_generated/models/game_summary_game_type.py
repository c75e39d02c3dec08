from enum import StrEnum


class GameSummaryGameType(StrEnum):
    CLANS = "clans"
    DER_SCHWARM = "der_schwarm"
    ICE_FLOW = "ice_flow"
    MAMMOTH_HUNTERS = "mammoth_hunters"
    POW_WOW = "pow_wow"

    def __str__(self) -> str:
        return str(self.value)
