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
