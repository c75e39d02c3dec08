from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_type_name import GameTypeName

if TYPE_CHECKING:
    from ..models.game_type_command_schemas import GameTypeCommandSchemas
    from ..models.game_type_options_schema import GameTypeOptionsSchema
    from ..models.game_type_position_schema import GameTypePositionSchema
    from ..models.revision import Revision


T = TypeVar("T", bound="GameType")


@_attrs_define
class GameType:
    """
    Attributes:
        command_schemas (GameTypeCommandSchemas):
        max_players (int):
        min_players (int):
        name (GameTypeName): A hosted game's name (its `game_type`, as GET /v1/game-types lists them).
        options_schema (GameTypeOptionsSchema):
        position_schema (GameTypePositionSchema):
        revisions (list[Revision]): Every rules revision, oldest first; a game keeps its own for life.
        rules_revision (int): The current rules revision: the one new games get.
        title (str):
    """

    command_schemas: GameTypeCommandSchemas
    max_players: int
    min_players: int
    name: GameTypeName
    options_schema: GameTypeOptionsSchema
    position_schema: GameTypePositionSchema
    revisions: list[Revision]
    rules_revision: int
    title: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        command_schemas = self.command_schemas.to_dict()

        max_players = self.max_players

        min_players = self.min_players

        name = self.name.value

        options_schema = self.options_schema.to_dict()

        position_schema = self.position_schema.to_dict()

        revisions = []
        for revisions_item_data in self.revisions:
            revisions_item = revisions_item_data.to_dict()
            revisions.append(revisions_item)

        rules_revision = self.rules_revision

        title = self.title

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "command_schemas": command_schemas,
                "max_players": max_players,
                "min_players": min_players,
                "name": name,
                "options_schema": options_schema,
                "position_schema": position_schema,
                "revisions": revisions,
                "rules_revision": rules_revision,
                "title": title,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_type_command_schemas import GameTypeCommandSchemas
        from ..models.game_type_options_schema import GameTypeOptionsSchema
        from ..models.game_type_position_schema import GameTypePositionSchema
        from ..models.revision import Revision

        d = dict(src_dict)
        command_schemas = GameTypeCommandSchemas.from_dict(d.pop("command_schemas"))

        max_players = d.pop("max_players")

        min_players = d.pop("min_players")

        name = GameTypeName(d.pop("name"))

        options_schema = GameTypeOptionsSchema.from_dict(d.pop("options_schema"))

        position_schema = GameTypePositionSchema.from_dict(d.pop("position_schema"))

        revisions = []
        _revisions = d.pop("revisions")
        for revisions_item_data in _revisions:
            revisions_item = Revision.from_dict(revisions_item_data)

            revisions.append(revisions_item)

        rules_revision = d.pop("rules_revision")

        title = d.pop("title")

        game_type = cls(
            command_schemas=command_schemas,
            max_players=max_players,
            min_players=min_players,
            name=name,
            options_schema=options_schema,
            position_schema=position_schema,
            revisions=revisions,
            rules_revision=rules_revision,
            title=title,
        )

        game_type.additional_properties = d
        return game_type

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
