"""Every schema of the document as a class (generated): `from tabletop_client.models import
GameSummary`. The discriminated unions (`GameEvent`, `GameView`, …) are in `tabletop_client`."""

from ._generated.models import *  # noqa: F403
from ._generated.unions import *  # noqa: F403
