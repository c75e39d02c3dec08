from enum import StrEnum


class DerSchwarmNoEffectType(StrEnum):
    DER_SCHWARM_NO_EFFECT = "der_schwarm.no_effect"

    def __str__(self) -> str:
        return str(self.value)
