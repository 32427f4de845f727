"""Where a run's LangGraph checkpoints live (thread id = session id).

    with open_checkpointer(home()) as saver:
        graph = build_graph(saver)

Default: SQLite in ROMSMITH_HOME/checkpoints.sqlite, private to this machine. With
`ROMSMITH_CHECKPOINT_URL=postgresql://USER@HOST:PORT/DB` they live in PostgreSQL
(langgraph-checkpoint-postgres), so a session started on one host can be resumed on another:
a batch game whose worker died continues on the next worker from its last node.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import threading
import time
from pathlib import Path

from romsmith.kernel.errors import EnvironmentProblem
from romsmith.kernel.postgres import connect

ENV = "ROMSMITH_CHECKPOINT_URL"
_SET_UP: set[str] = set()  # URLs whose tables this process has created or checked
_SET_UP_LOCK = threading.Lock()


def checkpoint_url() -> str | None:
    return (os.environ.get(ENV) or "").strip() or None


def connect_postgres(url: str, **kwargs):
    return connect(url, variable=ENV, **kwargs)


@contextlib.contextmanager
def open_checkpointer(state_home: Path):
    """A LangGraph checkpoint saver for this process: Postgres when ROMSMITH_CHECKPOINT_URL is set,
    else SQLite in the home."""
    url = checkpoint_url()
    if url:
        with _postgres(url) as saver:
            yield saver
        return
    from langgraph.checkpoint.sqlite import SqliteSaver

    path = Path(state_home) / "checkpoints.sqlite"
    conn = sqlite3.connect(str(path), check_same_thread=False, timeout=30)
    try:
        saver = SqliteSaver(conn)
        _setup_sqlite(saver, path)
        yield saver
    finally:
        conn.close()


def _setup_sqlite(saver, path: Path, wait_s: float = 120.0) -> None:
    """setup() switches the file to WAL, which SQLite refuses at once ("database is locked", no
    busy wait) while another process does the same: a batch's workers starting together take
    turns under a file lock beside it."""
    from filelock import FileLock, Timeout

    lock = FileLock(str(path) + ".setup.lock", timeout=wait_s)
    try:
        with lock:
            saver.setup()
    except Timeout:
        raise EnvironmentProblem(
            f"the checkpoint file's setup lock {lock.lock_file} was held for over {wait_s:.0f} s by another process",
            hint="end the other romsmith process using this home, then run again",
        ) from None


@contextlib.contextmanager
def _postgres(url: str):
    from langgraph.checkpoint.postgres import PostgresSaver
    from psycopg.rows import dict_row

    conn = connect_postgres(url, prepare_threshold=0, row_factory=dict_row)
    try:
        saver = PostgresSaver(conn)
        with _SET_UP_LOCK:
            if url not in _SET_UP:
                # workers starting together would race to create the tables: one at a time
                _take_setup_lock(conn)
                try:
                    saver.setup()
                finally:
                    with conn.cursor() as cur:
                        cur.execute("SELECT pg_advisory_unlock(hashtext('romsmith.checkpoints.setup'))")
                _SET_UP.add(url)
        yield saver
    finally:
        conn.close()


def _take_setup_lock(conn, wait_s: float = 300.0) -> None:
    """The setup's advisory lock, asked for again and again rather than waited on: the setup runs
    `CREATE INDEX CONCURRENTLY`, which waits for every open transaction, and a worker blocked in
    `pg_advisory_lock` is one, so two workers starting together deadlocked."""
    deadline = time.monotonic() + wait_s
    while True:
        with conn.cursor() as cur:
            cur.execute("SELECT pg_try_advisory_lock(hashtext('romsmith.checkpoints.setup')) AS taken")
            row = cur.fetchone()
        if row["taken"] is True:  # the connection's rows are dicts (dict_row)
            return
        if time.monotonic() > deadline:
            raise EnvironmentProblem(
                f"the checkpoint tables' setup lock was held for over {wait_s:.0f} s by another process",
                hint="check the PostgreSQL server for a stuck session (pg_stat_activity), then run again",
            )
        time.sleep(0.1)
