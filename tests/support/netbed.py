"""A cluster on one machine, from Linux network namespaces (issue 33): PostgreSQL, each API
replica and each worker in a namespace of its own, as the Kubernetes overlays put them on nodes
of their own, and the test (the clients) in the root namespace.

Every namespace is joined to the others only by point-to-point veth pairs, each a /30 of its
own in 10.233.0.0/16: the root namespace to every node (clients to replicas, the test's probes
and its own reads of the database), and the database to every replica and worker. So a
replica can be cut off from the database while its clients still reach it. A partition is one
end of a link set down (`Link.cut`): the kernel then drops what crosses it in both directions,
silently, as a lost network does; `Link.heal` sets it up again. No qdisc, no iptables: a slow
link is a delaying TCP proxy (`NetBed.slow_link`), a lossy one a tunnel of TUN devices that drops
packets (`NetBed.lossy_link`), each a process of the bed.

The database is a throwaway cluster (tests/support/clusters.py) started in its namespace as
the postgres user, listening on its links, with the server-side TCP keepalives and user
timeout of the CloudNativePG cluster in k8s/base (the same numbers), so a lost session ends
there as it would in production.

Needs root and a working `ip netns`: `NetBed.available()` says why not. Traffic goes only
between the namespaces made here. `close` (also run at interpreter exit) kills every process
started here by its PID, then deletes every namespace (which deletes their links, the root
ends included) and the cluster's files, whatever happened before.
"""

from __future__ import annotations

import atexit
import contextlib
import itertools
import os
import pwd
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from tests.support.clusters import STEP_TIMEOUT, Cluster, pg_bin
from tests.support.servers import Server
from tests.support.slowlink import SlowLink, Spawned

SUBNET = "10.233"
SERVER_KEEPALIVES = (
    # k8s/base/postgres-cluster.yaml: a lost client's session ends within 25 s.
    "tcp_keepalives_idle = 10",
    "tcp_keepalives_interval = 5",
    "tcp_keepalives_count = 3",
    "tcp_user_timeout = 25000",
)


def ip(*args: str) -> str:
    done = subprocess.run(
        ["ip", *args], capture_output=True, text=True, timeout=STEP_TIMEOUT, check=False
    )
    if done.returncode != 0:
        raise RuntimeError(f"ip {' '.join(args)} failed ({done.returncode}): {done.stderr}")
    return done.stdout


class Namespace:
    def __init__(self, name: str) -> None:
        self.name = name

    @property
    def prefix(self) -> tuple[str, ...]:
        """What runs a command inside (it execs the command: the PID is the command's)."""
        return ("ip", "netns", "exec", self.name)


class Link:
    """A veth pair: `outer` in namespace `a` (None: the root namespace), `inner` in `b`."""

    def __init__(self, a: Namespace | None, b: Namespace, outer: str, inner: str, n: int) -> None:
        self.a, self.b = a, b
        self.outer_device, self.inner_device = outer, inner
        self.outer = f"{SUBNET}.{n}.1"  # the address of `a`'s end
        self.inner = f"{SUBNET}.{n}.2"  # the address of `b`'s end

    def cut(self) -> None:
        """A partition: `a`'s end down. Nothing crosses in either direction, and `b` is not
        told: its end keeps its route and drops what it sends (no carrier), so its
        connections hang as over a lost network rather than fail at once."""
        ip(*self._a, "link", "set", "dev", self.outer_device, "down")

    def heal(self) -> None:
        ip(*self._a, "link", "set", "dev", self.outer_device, "up")

    @property
    def _a(self) -> tuple[str, ...]:
        return ("-n", self.a.name) if self.a is not None else ()


class NetBed:
    """Namespaces, links, a database and servers, all removed by `close`."""

    def __init__(self) -> None:
        self.tag = f"tt{os.getpid() % 100000}"
        self.namespaces: list[Namespace] = []
        self.servers: list[Server] = []
        self.proxies: list[SlowLink | Spawned] = []
        self.cluster: Cluster | None = None
        self._numbers = itertools.count(1)
        self.root = Path(tempfile.mkdtemp(prefix="tabletop-netbed-"))
        os.chmod(self.root, 0o755)
        if os.geteuid() == 0:  # initdb runs as postgres (tests/support/clusters.py)
            user = pwd.getpwnam("postgres")
            os.chown(self.root, user.pw_uid, user.pw_gid)
        atexit.register(self.close)

    @staticmethod
    def available() -> str | None:
        """None when a bed can be built here, else why not (the reason to skip)."""
        if os.geteuid() != 0:
            return "network namespaces need root (CI runs the fault tests as root)"
        if shutil.which("ip") is None:
            return "no `ip` command (iproute2) here"
        probe = f"ttprobe{os.getpid() % 100000}"
        try:
            ip("netns", "add", probe)
        except (RuntimeError, OSError, subprocess.TimeoutExpired) as error:
            return f"`ip netns add` does not work here: {error}"
        with contextlib.suppress(RuntimeError, OSError, subprocess.TimeoutExpired):
            ip("netns", "delete", probe)
        return None

    def namespace(self, role: str) -> Namespace:
        made = Namespace(f"{self.tag}-{role}")
        ip("netns", "add", made.name)
        self.namespaces.append(made)
        ip("-n", made.name, "link", "set", "dev", "lo", "up")
        return made

    def link(self, a: Namespace | None, b: Namespace) -> Link:
        n = next(self._numbers)
        outer, inner = f"{self.tag}a{n}", f"{self.tag}b{n}"  # under 16 characters
        ip("link", "add", outer, "type", "veth", "peer", "name", inner)
        ip("link", "set", "dev", inner, "netns", b.name)
        if a is not None:
            ip("link", "set", "dev", outer, "netns", a.name)
        link = Link(a, b, outer, inner, n)
        outer_ns = ("-n", a.name) if a is not None else ()
        ip(*outer_ns, "addr", "add", f"{link.outer}/30", "dev", outer)
        ip(*outer_ns, "link", "set", "dev", outer, "up")
        ip("-n", b.name, "addr", "add", f"{link.inner}/30", "dev", inner)
        ip("-n", b.name, "link", "set", "dev", inner, "up")
        return link

    def database(self, namespace: Namespace) -> NetCluster:
        """A throwaway cluster started in `namespace` as the postgres user, listening on every
        address there, trusting the bed's subnet, with the server-side keepalives."""
        cluster = NetCluster(self.root, "db", namespace)
        self.cluster = cluster
        cluster.initdb().start()
        return cluster

    def start(self, server: Server) -> Server:
        """Start `server` (made with `prefix=namespace.prefix`); `close` stops it."""
        self.servers.append(server)
        return server.start()

    def slow_link(
        self, namespace: Namespace, port: int, target: tuple[str, int], delay: float, jitter: float
    ) -> SlowLink:
        """A delaying proxy (tests/support/slowlink.py) in `namespace`, listening on its
        loopback at `port` and connecting to `target`: a process there that connects to
        127.0.0.1:`port` reaches `target` over a slow link. `close` stops it."""
        proxy = SlowLink(("127.0.0.1", port), target, delay, jitter, prefix=namespace.prefix)
        self.proxies.append(proxy)
        return proxy.start()

    def lossy_link(self, link: Link, loss: float) -> tuple[Link, Path]:
        """A point-to-point tunnel over `link` that loses `loss` of the IP packets each way
        (tests/support/lossylink.py): a TUN device at each end, a forwarder process in each
        namespace. The tunnel's addresses are the returned Link's `outer` (in `link.a`'s
        namespace) and `inner`; connect to them to cross it. Also its forwarders' counts file
        (`forwarded dropped`, of the `b` end). `close` stops the forwarders; deleting the
        namespaces removes the devices."""
        if link.a is None:
            raise ValueError("a lossy link joins two namespaces the bed made")
        n = next(self._numbers)
        device = f"{self.tag}t{n}"
        tunnel = Link(link.a, link.b, device, device, n)
        stats = self.root / f"{device}.stats"
        ends = (
            (link.a, tunnel.outer, tunnel.inner, link.outer, link.inner),
            (link.b, tunnel.inner, tunnel.outer, link.inner, link.outer),
        )
        for namespace, address, peer, local, remote in ends:
            ip("-n", namespace.name, "tuntap", "add", "mode", "tun", "dev", device)
            ip("-n", namespace.name, "addr", "add", address, "peer", peer, "dev", device)
            # Room for the UDP and IP headers around each packet on the veth link.
            ip("-n", namespace.name, "link", "set", "dev", device, "mtu", "1400", "up")
            counts = str(stats) if namespace is link.b else os.devnull
            command = [*namespace.prefix, sys.executable, "-m", "tests.support.lossylink"]
            command += [device, local, "47000", remote, "47000", str(loss), counts]
            self.proxies.append(Spawned(command))
        return tunnel, stats

    def close(self) -> None:
        for server in self.servers:
            with contextlib.suppress(Exception):
                server.kill()
        self.servers.clear()
        for proxy in self.proxies:
            with contextlib.suppress(Exception):
                proxy.kill()
        self.proxies.clear()
        if self.cluster is not None and self.cluster.running():
            with contextlib.suppress(Exception):
                self.cluster.kill()
        self.cluster = None
        for namespace in reversed(self.namespaces):
            with contextlib.suppress(Exception):
                ip("netns", "delete", namespace.name)  # its veth ends go, and their peers
        self.namespaces.clear()
        # A root end whose namespace could not be deleted would stay: remove any left.
        with contextlib.suppress(Exception):
            for line in ip("-o", "link", "show").splitlines():
                name = line.split(":")[1].strip().split("@")[0]
                if name.startswith(f"{self.tag}a"):
                    with contextlib.suppress(Exception):
                        ip("link", "delete", name)
        shutil.rmtree(self.root, ignore_errors=True)
        atexit.unregister(self.close)

    def __enter__(self) -> NetBed:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()


class NetCluster(Cluster):
    """A `Cluster` whose server runs in a network namespace, reached at its link addresses."""

    def __init__(self, root: Path, name: str, namespace: Namespace) -> None:
        super().__init__(root, name)
        self.namespace = namespace
        self.port = 5432  # the namespace has its own ports
        self.host = "127.0.0.1"  # set to the root link's address by the test (`reach_at`)

    def reach_at(self, host: str) -> None:
        self.host = host

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@{self.host}:{self.port}/{database}"

    def initdb(self) -> NetCluster:
        super().initdb()
        self._configure("listen_addresses = '*'", *SERVER_KEEPALIVES)
        with (self.data / "pg_hba.conf").open("a") as hba:
            hba.write(f"host all all {SUBNET}.0.0/16 trust\n")
        return self

    def _ctl(self, *args: str) -> None:
        command = [
            *self.namespace.prefix,
            *("runuser", "-u", "postgres", "--"),
            *(str(pg_bin() / "pg_ctl"), "-D", str(self.data), "-w", "-t", str(STEP_TIMEOUT)),
            *args,
        ]
        done = subprocess.run(
            command,
            capture_output=True,
            text=True,
            timeout=STEP_TIMEOUT + 10,
            check=False,
            start_new_session=True,
            cwd="/",
        )
        if done.returncode != 0:
            raise RuntimeError(f"pg_ctl {' '.join(args)} failed:\n{done.stderr}\n{self.log_tail()}")
