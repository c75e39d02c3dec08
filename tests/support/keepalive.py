"""A live stream read until its first keep-alive, while something else runs beside it."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncGenerator, Awaitable

from litestar.response import ServerSentEventMessage


async def comments_until_keepalive(
    stream: AsyncGenerator[ServerSentEventMessage, None], beside: Awaitable[None]
) -> list[str | None]:
    """The stream's messages' comments up to its first keep-alive (at most 10 s), while
    `beside` runs; both are closed afterwards."""
    running = asyncio.ensure_future(beside)
    comments: list[str | None] = []
    try:
        async with asyncio.timeout(10):
            async for message in stream:
                comments.append(message.comment)
                if message.comment == "keepalive":
                    break
    finally:
        running.cancel()
        await stream.aclose()
    return comments
