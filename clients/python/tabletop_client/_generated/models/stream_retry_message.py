from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="StreamRetryMessage")


@_attrs_define
class StreamRetryMessage:
    """The first block of a stream (with a comment): how many milliseconds EventSource waits before it reconnects. It
    dispatches no message.

        Attributes:
            retry (str):
    """

    retry: str

    def to_dict(self) -> dict[str, Any]:
        retry = self.retry

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "retry": retry,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        retry = d.pop("retry")

        stream_retry_message = cls(
            retry=retry,
        )

        return stream_retry_message
