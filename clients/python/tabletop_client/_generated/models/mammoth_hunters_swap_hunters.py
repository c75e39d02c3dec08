from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mammoth_hunters_hunter_ref import MammothHuntersHunterRef


T = TypeVar("T", bound="MammothHuntersSwapHunters")


@_attrs_define
class MammothHuntersSwapHunters:
    """Exchange: two hunters of different owners in adjacent regions; `a.region` < `b.region`.

    Attributes:
        a (MammothHuntersHunterRef): One hunter named in an Exchange.
        b (MammothHuntersHunterRef): One hunter named in an Exchange.
        type_ (Literal['mammoth_hunters.swap_hunters']):
        club (bool | Unset): Attach one held club to the own hunter this step places or moves. Default: False.
    """

    a: MammothHuntersHunterRef
    b: MammothHuntersHunterRef
    type_: Literal["mammoth_hunters.swap_hunters"]
    club: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        a = self.a.to_dict()

        b = self.b.to_dict()

        type_ = self.type_

        club = self.club

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "a": a,
                "b": b,
                "type": type_,
            }
        )
        if club is not UNSET:
            field_dict["club"] = club

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mammoth_hunters_hunter_ref import MammothHuntersHunterRef

        d = dict(src_dict)
        a = MammothHuntersHunterRef.from_dict(d.pop("a"))

        b = MammothHuntersHunterRef.from_dict(d.pop("b"))

        type_ = cast(Literal["mammoth_hunters.swap_hunters"], d.pop("type"))
        if type_ != "mammoth_hunters.swap_hunters":
            raise ValueError(
                f"type must match const 'mammoth_hunters.swap_hunters', got '{type_}'"
            )

        club = d.pop("club", UNSET)

        mammoth_hunters_swap_hunters = cls(
            a=a,
            b=b,
            type_=type_,
            club=club,
        )

        return mammoth_hunters_swap_hunters
