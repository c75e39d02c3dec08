from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_game_problem_code import GetGameProblemCode
from ..types import UNSET, Unset

T = TypeVar("T", bound="GetGameProblem")


@_attrs_define
class GetGameProblem:
    """RFC 9457 problem details (`application/problem+json`). `code` is the stable machine code to branch on; `title` and
    `detail` are for people. The problems of `getGame`.

        Attributes:
            code (GetGameProblemCode | str): The stable machine code: one of `GetGameProblemCode`, or a code added later
                (any string; see there).
            detail (str): What went wrong, for a person.
            status (int): The HTTP status.
            title (str): A short summary of the kind of problem.
            type_ (str): https://tabletop.dev/problems/<code>
            current_version (int | Unset): The game's version now (`version_conflict`).
            instance (str | Unset): The request's path.
            problems (list[str] | Unset): Every problem found (`invalid_options`, `invalid_position`).
    """

    code: GetGameProblemCode | str
    detail: str
    status: int
    title: str
    type_: str
    current_version: int | Unset = UNSET
    instance: str | Unset = UNSET
    problems: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code: str
        if isinstance(self.code, GetGameProblemCode):
            code = self.code.value
        else:
            code = self.code

        detail = self.detail

        status = self.status

        title = self.title

        type_ = self.type_

        current_version = self.current_version

        instance = self.instance

        problems: list[str] | Unset = UNSET
        if not isinstance(self.problems, Unset):
            problems = self.problems

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "detail": detail,
                "status": status,
                "title": title,
                "type": type_,
            }
        )
        if current_version is not UNSET:
            field_dict["current_version"] = current_version
        if instance is not UNSET:
            field_dict["instance"] = instance
        if problems is not UNSET:
            field_dict["problems"] = problems

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_code(data: object) -> GetGameProblemCode | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                code_type_0 = GetGameProblemCode(data)

                return code_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GetGameProblemCode | str, data)

        code = _parse_code(d.pop("code"))

        detail = d.pop("detail")

        status = d.pop("status")

        title = d.pop("title")

        type_ = d.pop("type")

        current_version = d.pop("current_version", UNSET)

        instance = d.pop("instance", UNSET)

        problems = cast(list[str], d.pop("problems", UNSET))

        get_game_problem = cls(
            code=code,
            detail=detail,
            status=status,
            title=title,
            type_=type_,
            current_version=current_version,
            instance=instance,
            problems=problems,
        )

        get_game_problem.additional_properties = d
        return get_game_problem

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
