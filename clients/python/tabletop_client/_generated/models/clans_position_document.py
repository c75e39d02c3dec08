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
    from ..models.clans_position_document_fields import ClansPositionDocumentFields
    from ..models.clans_position_document_scores import ClansPositionDocumentScores
    from ..models.clans_position_village import ClansPositionVillage


T = TypeVar("T", bound="ClansPositionDocument")


@_attrs_define
class ClansPositionDocument:
    """A game at the start of a turn (RULES §15; secret `clans` included).

    Attributes:
        active_seat (int): The seat to move.
        chips (list[int]): Chips held per seat; they sum to chips_taken.
        chips_taken (int): Village chips taken so far, 0–11.
        clans (list[str]): One distinct colour per seat (secret).
        fields (ClansPositionDocumentFields): Non-empty fields only: field id (decimal string) → huts by colour.
        game_type (Literal['clans']): The game type; the discriminator among the games' documents.
        players (int): 2–4.
        scores (ClansPositionDocumentScores): Village points of all five colours.
        rules_revision (int | Unset): The rules revision the game is played under (GET …/position always sends it; a
            document sent to POST /v1/games may leave it out).
        villages (list[ClansPositionVillage] | Unset): Founded villages (optional): field and chip number.
    """

    active_seat: int
    chips: list[int]
    chips_taken: int
    clans: list[str]
    fields: ClansPositionDocumentFields
    game_type: Literal["clans"]
    players: int
    scores: ClansPositionDocumentScores
    rules_revision: int | Unset = UNSET
    villages: list[ClansPositionVillage] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        active_seat = self.active_seat

        chips = self.chips

        chips_taken = self.chips_taken

        clans = self.clans

        fields = self.fields.to_dict()

        game_type = self.game_type

        players = self.players

        scores = self.scores.to_dict()

        rules_revision = self.rules_revision

        villages: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.villages, Unset):
            villages = []
            for villages_item_data in self.villages:
                villages_item = villages_item_data.to_dict()
                villages.append(villages_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "active_seat": active_seat,
                "chips": chips,
                "chips_taken": chips_taken,
                "clans": clans,
                "fields": fields,
                "game_type": game_type,
                "players": players,
                "scores": scores,
            }
        )
        if rules_revision is not UNSET:
            field_dict["rules_revision"] = rules_revision
        if villages is not UNSET:
            field_dict["villages"] = villages

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.clans_position_document_fields import ClansPositionDocumentFields
        from ..models.clans_position_document_scores import ClansPositionDocumentScores
        from ..models.clans_position_village import ClansPositionVillage

        d = dict(src_dict)
        active_seat = d.pop("active_seat")

        chips = cast(list[int], d.pop("chips"))

        chips_taken = d.pop("chips_taken")

        clans = cast(list[str], d.pop("clans"))

        fields = ClansPositionDocumentFields.from_dict(d.pop("fields"))

        game_type = cast(Literal["clans"], d.pop("game_type"))
        if game_type != "clans":
            raise ValueError(f"game_type must match const 'clans', got '{game_type}'")

        players = d.pop("players")

        scores = ClansPositionDocumentScores.from_dict(d.pop("scores"))

        rules_revision = d.pop("rules_revision", UNSET)

        _villages = d.pop("villages", UNSET)
        villages: list[ClansPositionVillage] | Unset = UNSET
        if _villages is not UNSET:
            villages = []
            for villages_item_data in _villages:
                villages_item = ClansPositionVillage.from_dict(villages_item_data)

                villages.append(villages_item)

        clans_position_document = cls(
            active_seat=active_seat,
            chips=chips,
            chips_taken=chips_taken,
            clans=clans,
            fields=fields,
            game_type=game_type,
            players=players,
            scores=scores,
            rules_revision=rules_revision,
            villages=villages,
        )

        return clans_position_document
