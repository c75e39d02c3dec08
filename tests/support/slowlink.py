"""A slow link for the network-namespace test bed (issue 33, item 2): a TCP proxy that delays
every chunk it reads, in each direction, by `delay` ± `jitter` seconds (uniform).

This kernel has no netem qdisc, so latency comes from here: a replica connects to the proxy's
address, the proxy to PostgreSQL. Each chunk is held until its own delivery time, computed when
it arrived, so chunks in flight overlap as on a long link (a stream of chunks is not slowed to
one per delay) and never overtake each other (a delivery time is never before the previous
one's: TCP keeps order). A TCP proxy cannot lose packets: the sender's retransmissions would be
invisible behind it; loss comes from a packet forwarder below TCP
(tests/support/lossylink.py).

Run as a process of its own in the replica's namespace (`SlowLink.start`), so its event loop
is not the test's and it sits where the replica's traffic starts:

    python -m tests.support.slowlink LISTEN_HOST LISTEN_PORT TARGET_HOST TARGET_PORT DELAY JITTER

It prints `ready` once it listens, and stops on SIGTERM or SIGKILL (it keeps no state).
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import select
import subprocess
import sys
import time
from pathlib import Path

READY = "ready"
CHUNK = 65536


class Delays:
    """Delivery times for one direction: `delay` ± `jitter` from arrival, in arrival order."""

    def __init__(self, delay: float, jitter: float, rng: random.Random) -> None:
        self.delay, self.jitter, self.rng = delay, jitter, rng
        self.last = 0.0

    def due(self, arrived: float) -> float:
        drawn = self.delay + self.rng.uniform(-self.jitter, self.jitter)
        self.last = max(self.last, arrived + max(drawn, 0.0))
        return self.last


async def _pump(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, delays: Delays) -> None:
    """Read chunks as they come, deliver each at its due time; EOF after the last one."""
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue[tuple[float, bytes]] = asyncio.Queue()

    async def deliver() -> None:
        while True:
            due, data = await queue.get()
            if not data:
                break
            await asyncio.sleep(max(0.0, due - loop.time()))
            writer.write(data)
            await writer.drain()
        await asyncio.sleep(max(0.0, due - loop.time()))
        with contextlib.suppress(OSError):
            writer.write_eof()

    delivering = asyncio.create_task(deliver())
    try:
        while True:
            data = await reader.read(CHUNK)
            queue.put_nowait((delays.due(loop.time()), data))
            if not data:
                break
        await delivering
    finally:
        delivering.cancel()
        with contextlib.suppress(asyncio.CancelledError, OSError):
            await delivering


async def _serve(
    listen: tuple[str, int], target: tuple[str, int], delay: float, jitter: float
) -> None:
    rng = random.Random()

    async def connected(
        client_reader: asyncio.StreamReader, client_writer: asyncio.StreamWriter
    ) -> None:
        try:
            server_reader, server_writer = await asyncio.open_connection(*target)
        except OSError:
            client_writer.close()
            return
        try:
            # Either side's error (a reset, the other end gone) ends the pair: both close.
            await asyncio.gather(
                _pump(client_reader, server_writer, Delays(delay, jitter, rng)),
                _pump(server_reader, client_writer, Delays(delay, jitter, rng)),
            )
        except OSError:
            pass
        finally:
            for writer in (client_writer, server_writer):
                writer.close()

    server = await asyncio.start_server(connected, *listen)
    print(READY, flush=True)
    async with server:
        await server.serve_forever()


class Spawned:
    """A helper process of the test bed, started with `prefix` (e.g. `ip netns exec NS`, which
    execs it: the PID is the helper's) and ready once it prints `ready`; `kill` stops it by
    that PID."""

    def __init__(self, command: list[str], within: float = 30.0) -> None:
        root = Path(__file__).resolve().parents[2]  # `tests` is a package of the repository
        self.process = subprocess.Popen(
            command, stdout=subprocess.PIPE, text=True, cwd=root, start_new_session=True
        )
        assert self.process.stdout is not None
        deadline = time.monotonic() + within
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                self.kill()
                raise RuntimeError(f"{command} exited ({self.process.returncode})")
            readable, _, _ = select.select([self.process.stdout], [], [], 0.5)
            if readable and self.process.stdout.readline().strip() == READY:
                return
        self.kill()
        raise RuntimeError(f"{command} was not ready within {within} s")

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=10)
        if self.process.stdout is not None:
            self.process.stdout.close()


class SlowLink:
    """The proxy as a process (`Spawned`) in the namespace `prefix` runs commands in."""

    def __init__(
        self,
        listen: tuple[str, int],
        target: tuple[str, int],
        delay: float = 0.1,
        jitter: float = 0.05,
        prefix: tuple[str, ...] = (),
    ) -> None:
        self.listen, self.target = listen, target
        self.delay, self.jitter, self.prefix = delay, jitter, prefix
        self.process: Spawned | None = None

    @property
    def address(self) -> str:
        return f"{self.listen[0]}:{self.listen[1]}"

    def start(self) -> SlowLink:
        self.process = Spawned(
            [
                *self.prefix,
                *(sys.executable, "-m", "tests.support.slowlink"),
                *(self.listen[0], str(self.listen[1]), self.target[0], str(self.target[1])),
                *(str(self.delay), str(self.jitter)),
            ]
        )
        return self

    def kill(self) -> None:
        if self.process is not None:
            self.process.kill()


def main(argv: list[str]) -> None:
    listen_host, listen_port, target_host, target_port, delay, jitter = argv
    listen, target = (listen_host, int(listen_port)), (target_host, int(target_port))
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(_serve(listen, target, float(delay), float(jitter)))


if __name__ == "__main__":
    main(sys.argv[1:])
