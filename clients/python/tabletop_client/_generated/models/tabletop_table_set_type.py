from enum import StrEnum


class TabletopTableSetType(StrEnum):
    TABLETOP_TABLE_SET = "tabletop.table_set"

    def __str__(self) -> str:
        return str(self.value)
