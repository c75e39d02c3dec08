from enum import StrEnum


class MammothHuntersConflictResolvedType(StrEnum):
    MAMMOTH_HUNTERS_CONFLICT_RESOLVED = "mammoth_hunters.conflict_resolved"

    def __str__(self) -> str:
        return str(self.value)
