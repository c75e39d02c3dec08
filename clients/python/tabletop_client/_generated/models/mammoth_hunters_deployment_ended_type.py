from enum import StrEnum


class MammothHuntersDeploymentEndedType(StrEnum):
    MAMMOTH_HUNTERS_DEPLOYMENT_ENDED = "mammoth_hunters.deployment_ended"

    def __str__(self) -> str:
        return str(self.value)
