from enum import StrEnum


class MammothHuntersSwapHuntersType(StrEnum):
    MAMMOTH_HUNTERS_SWAP_HUNTERS = "mammoth_hunters.swap_hunters"

    def __str__(self) -> str:
        return str(self.value)
