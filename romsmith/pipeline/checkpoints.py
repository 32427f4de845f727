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
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from romsmith.kernel.errors import EnvironmentProblem, UsageError

ENV = "ROMSMITH_CHECKPOINT_URL"
CONNECT_TIMEOUT_S = 5
_SET_UP: set[str] = set()  # URLs whose tables this process has created or checked
_SET_UP_LOCK = threading.Lock()


def checkpoint_url() -> str | None:
    return (os.environ.get(ENV) or "").strip() or None


def redact(url: str) -> str:
    """The URL without its password, for messages."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.hostname or ""
    netloc = f"{parts.username}:***@{host}" + (f":{parts.port}" if parts.port else "")
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))


def check_url(url: str, *, variable: str = ENV) -> str:
    """A postgresql:// URL, or a UsageError naming the variable."""
    parts = urlsplit(url)
    if parts.scheme not in ("postgresql", "postgres") or (not parts.hostname and "host=" not in parts.query):
        raise UsageError(
            f"{variable}={redact(url)} is not a PostgreSQL URL",
            hint=f"use postgresql://USER[:PASSWORD]@HOST:PORT/DATABASE, or unset {variable}",
        )
    return url


def connect_postgres(url: str, *, variable: str = ENV, **kwargs):
    """A psycopg connection (autocommit), or EnvironmentProblem saying which server did not answer."""
    import psycopg

    check_url(url, variable=variable)
    try:
        return psycopg.Connection.connect(url, autocommit=True, connect_timeout=CONNECT_TIMEOUT_S, **kwargs)
    except psycopg.Error as exc:
        first = (str(exc).strip().splitlines() or [type(exc).__name__])[0][:300]
        raise EnvironmentProblem(
            f"no PostgreSQL server answers at {redact(url)} ({variable}): {first}",
            hint=f"start the server (or fix the URL), or unset {variable}",
        ) from exc


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

    conn = sqlite3.connect(str(Path(state_home) / "checkpoints.sqlite"), check_same_thread=False, timeout=30)
    try:
        saver = SqliteSaver(conn)
        saver.setup()
        yield saver
    finally:
        conn.close()


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
                with conn.cursor() as cur:
                    cur.execute("SELECT pg_advisory_lock(hashtext('romsmith.checkpoints.setup'))")
                try:
                    saver.setup()
                finally:
                    with conn.cursor() as cur:
                        cur.execute("SELECT pg_advisory_unlock(hashtext('romsmith.checkpoints.setup'))")
                _SET_UP.add(url)
        yield saver
    finally:
        conn.close()
