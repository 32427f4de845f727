"""Checkpoints in PostgreSQL: workers starting together create the tables one at a time, and one
waiting its turn holds no open transaction. The setup runs `CREATE INDEX CONCURRENTLY`, which waits
for every open transaction; a worker blocked inside `pg_advisory_lock` is one, and two Celery
workers starting at once deadlocked that way. Cost: one PostgreSQL start-up."""

from __future__ import annotations

import threading
import time

import pytest
from services import postgres_server

pytestmark = pytest.mark.e2e  # a PostgreSQL server

LOCK = "SELECT pg_advisory_{}(hashtext('romsmith.checkpoints.setup'))"


def _asking_for_the_lock(conn) -> bool:
    """Another connection has asked for the setup lock (its last statement is the try)."""
    return (
        conn.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE pid <> pg_backend_pid() "
            "AND query LIKE '%pg_try_advisory_lock(hashtext(''romsmith.checkpoints.setup''))%'"
        ).fetchone()[0]
        > 0
    )


def test_a_worker_waiting_for_the_setup_holds_no_transaction_and_sets_up_after():
    import psycopg

    from romsmith.pipeline import checkpoints

    with postgres_server() as url, psycopg.connect(url, autocommit=True) as other:
        other.execute(LOCK.format("lock"))  # another worker is setting the tables up
        opened: list[object] = []
        errors: list[BaseException] = []

        def worker():
            try:
                with checkpoints._postgres(url) as saver:
                    opened.append(saver)
            except BaseException as exc:  # shown by the assertion below
                errors.append(exc)

        thread = threading.Thread(target=worker, daemon=True)
        thread.start()
        deadline = time.monotonic() + 60
        while not _asking_for_the_lock(other):  # the worker has reached the lock and is asking for it
            assert thread.is_alive() and not errors, errors or "the worker went on without waiting for the setup lock"
            assert time.monotonic() < deadline, "the worker never asked for the setup lock"
            time.sleep(0.05)
        time.sleep(0.3)  # it keeps asking: a few more tries, each refused
        blocked = other.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid()"
        ).fetchone()[0]
        assert not opened and not errors, "the worker must wait for the setup lock"
        assert blocked == 0, (
            "a worker waiting for the setup lock sits in a transaction a concurrent index build waits on"
        )

        other.execute(LOCK.format("unlock"))
        thread.join(60)
        assert not errors, errors
        assert opened, "the worker went on once the lock was free"
        tables = other.execute("SELECT to_regclass('checkpoints') IS NOT NULL").fetchone()[0]
        assert tables is True
