"""Real Redis and PostgreSQL servers for tests and benchmarks, on 127.0.0.1, free ports and
temporary data folders, stopped (and their folders removed) when done.

    with redis_server() as url, postgres_server() as pg_url:
        ...

They run the Debian packages' binaries (redis-server, postgresql), which `make setup` installs.
PostgreSQL refuses to run as root, so as root it runs as the `postgres` user the package made.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait(check, what: str, proc: subprocess.Popen, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while True:
        if proc.poll() is not None:
            out = proc.stdout.read() if proc.stdout else ""
            raise RuntimeError(f"{what} exited with code {proc.returncode}:\n{out}")
        try:
            if check():
                return
        except Exception:
            pass
        if time.monotonic() > deadline:
            raise RuntimeError(f"{what} did not answer within {timeout:g} s")
        time.sleep(0.1)


def _stop(proc: subprocess.Popen, sig=signal.SIGTERM) -> None:
    if proc.poll() is None:
        proc.send_signal(sig)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@contextlib.contextmanager
def redis_server() -> Iterator[str]:
    """A redis-server with no persistence; yields redis://127.0.0.1:PORT/0."""
    import redis

    folder = tempfile.mkdtemp(prefix="romsmith-redis-")
    port = free_port()
    proc = subprocess.Popen(
        [
            "redis-server",
            "--port",
            str(port),
            "--bind",
            "127.0.0.1",
            "--dir",
            folder,
            "--save",
            "",
            "--appendonly",
            "no",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    url = f"redis://127.0.0.1:{port}/0"
    try:
        _wait(lambda: redis.Redis.from_url(url, socket_connect_timeout=1).ping(), "redis-server", proc)
        yield url
    finally:
        _stop(proc)
        shutil.rmtree(folder, ignore_errors=True)


def _pg_bin(name: str) -> str:
    found = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"))
    if not found:
        raise RuntimeError("PostgreSQL is not installed: run `make setup` (scripts/install-packages.sh)")
    return found[-1]


@contextlib.contextmanager
def postgres_server(database: str = "romsmith") -> Iterator[str]:
    """A throw-away PostgreSQL cluster (no fsync); yields postgresql://romsmith@127.0.0.1:PORT/DB."""
    import psycopg

    folder = tempfile.mkdtemp(prefix="romsmith-pg-")
    user = "postgres" if os.geteuid() == 0 else None
    if user:
        entry = pwd.getpwnam(user)
        os.chown(folder, entry.pw_uid, entry.pw_gid)
    data = os.path.join(folder, "data")
    subprocess.run(
        [_pg_bin("initdb"), "-D", data, "-U", "romsmith", "--auth=trust", "-E", "UTF8", "--no-sync"],
        check=True,
        capture_output=True,
        user=user,
    )
    port = free_port()
    proc = subprocess.Popen(
        [_pg_bin("postgres"), "-D", data, "-p", str(port), "-k", folder, "-c", "listen_addresses=127.0.0.1"]
        + ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        user=user,
    )
    admin = f"postgresql://romsmith@127.0.0.1:{port}/postgres"
    try:
        _wait(lambda: psycopg.connect(admin, connect_timeout=1).close() is None, "postgres", proc)
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{database}"')
        yield f"postgresql://romsmith@127.0.0.1:{port}/{database}"
    finally:
        _stop(proc, signal.SIGINT)  # fast shutdown
        shutil.rmtree(folder, ignore_errors=True)
