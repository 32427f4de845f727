"""Team memory: the guidelines' source of truth in PostgreSQL, mirrored into each home's vault.

With `ROMSMITH_MEMORY_URL=postgresql://...` every host that mines or edits guidelines writes the
same rows. One row per guideline holds its Markdown file, exactly as the vault stores it, so each
host's `memory/vault/` stays a readable export that the rest of the memory code (index sync,
retrieval, `romsmith memory list`) reads unchanged.

Why PostgreSQL and not a shared folder with the file lock: a lock file on a network file system
is only as good as that file system's locking (often none, or leases that lapse silently), and a
rename there is not atomic for every reader; the batch's workers already need PostgreSQL for
their checkpoints. Here a write is a transaction and every read-modify-write (dedup, merge,
promotion, eviction, outcome counts) runs under one advisory lock taken by `Vault.lock()` on top
of the home's file lock, after pulling the rows changed since this host last looked. So two hosts
mining the same lesson at once serialise: the second sees the first's guideline and merges its
session into it, and no update is lost.

Rows carry a `version` from one sequence; writes happen only under the advisory lock, so a pull
of `version > last seen` never skips one. A removed guideline stays as a tombstone row.
"""

from __future__ import annotations

import json
import os
import threading
import time
import uuid
from pathlib import Path

from romsmith.kernel.errors import EnvironmentProblem, StoreCorrupt
from romsmith.kernel.postgres import redact
from romsmith.memory._vault import MAX_FILE_BYTES, Guideline, Vault

ENV = "ROMSMITH_MEMORY_URL"
PULL_EVERY_S = 2.0  # reads outside a write see the team's changes at most this late
_LOCK_KEY = "romsmith.memory"
_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS romsmith_team (id text PRIMARY KEY)",
    "CREATE SEQUENCE IF NOT EXISTS romsmith_guideline_version",
    "CREATE TABLE IF NOT EXISTS romsmith_guidelines (id text PRIMARY KEY, body text NOT NULL,"
    " deleted boolean NOT NULL DEFAULT false, version bigint NOT NULL, updated timestamptz NOT NULL DEFAULT now())",
    "CREATE INDEX IF NOT EXISTS romsmith_guidelines_version ON romsmith_guidelines (version)",
)
# the team's id: a home remembers which team it last pulled from
_TEAM_ID = "INSERT INTO romsmith_team (id) SELECT %s WHERE NOT EXISTS (SELECT 1 FROM romsmith_team)"
_UPSERT = """
INSERT INTO romsmith_guidelines (id, body, deleted, version)
VALUES (%s, %s, %s, nextval('romsmith_guideline_version'))
ON CONFLICT (id) DO UPDATE SET body = EXCLUDED.body, deleted = EXCLUDED.deleted,
    version = EXCLUDED.version, updated = now()
"""


def team_url() -> str | None:
    return (os.environ.get(ENV) or "").strip() or None


def open_vault(memory_dir: Path) -> Vault:
    """The home's vault: a mirror of the team's rows when ROMSMITH_MEMORY_URL is set."""
    url = team_url()
    return TeamVault(memory_dir, url) if url else Vault(memory_dir)


class TeamVault(Vault):
    shared = True

    def __init__(self, memory_dir: Path, url: str):
        super().__init__(memory_dir)
        self.url = url
        self._state = memory_dir / "team.json"
        self._db = threading.RLock()  # one connection, used by one thread at a time
        self._conn = None
        self._team: str | None = None
        self._seen = 0
        self._pulled_at = float("-inf")
        self._team_lock = _TeamLock(self, super().lock())

    def lock(self):
        return self._team_lock

    def entries(self, *, force: bool = False) -> dict[str, Guideline]:
        if not self._team_lock.held() and time.monotonic() - self._pulled_at > PULL_EVERY_S:
            with self._team_lock:  # pulls under both locks
                pass
        return super().entries(force=force)

    def write(self, guidelines: list[Guideline]) -> None:
        """Rows first (the truth), then this home's files; caller holds the lock."""
        if guidelines:
            self._push([(g.id, g.to_markdown(), False) for g in guidelines])
        super().write(guidelines)

    def remove(self, ids: list[str]) -> None:
        if ids:
            self._push([(gid, "", True) for gid in ids])
        super().remove(ids)

    def _push(self, rows: list[tuple]) -> None:
        with self._db, self._connection().cursor() as cur:
            cur.executemany(_UPSERT, rows)
            if self._team_lock.held():
                # nobody else wrote since our pull (we hold the advisory lock): our own rows need
                # not come back on the next pull
                cur.execute("SELECT currval('romsmith_guideline_version')")
                self._seen = int(cur.fetchone()[0])
                self._save_state()

    # -- the connection and the pull -------------------------------------------------------
    def _connection(self):
        """The connection, opened (and the tables made) on first use; EnvironmentProblem when the
        server does not answer."""
        if self._conn is None or self._conn.closed:
            import psycopg

            from romsmith.kernel.postgres import connect

            conn = connect(self.url, variable=ENV)
            try:
                with conn.transaction(), conn.cursor() as cur:
                    # hosts connecting at once would race to create the tables: one at a time
                    cur.execute("SELECT pg_advisory_xact_lock(hashtext('romsmith.memory.setup'))")
                    for statement in _SCHEMA:
                        cur.execute(statement)
                    cur.execute(_TEAM_ID, (uuid.uuid4().hex,))
            except psycopg.Error as exc:
                conn.close()
                raise _environment(self.url, exc) from exc
            self._conn = conn
        return self._conn

    def advisory(self, take: bool) -> None:
        with self._db, self._connection().cursor() as cur:
            fn = "pg_advisory_lock" if take else "pg_advisory_unlock"
            cur.execute(f"SELECT {fn}(hashtext(%s))", (_LOCK_KEY,))

    def pull(self) -> None:
        """Bring this home's files in line with the rows changed since the last pull; call under
        the lock. The first pull of a home (or after switching teams) first adds this home's
        guidelines the team does not have, then takes every row."""
        with self._db:
            conn = self._connection()
            known = self._known_version()
            changed = False
            with conn.cursor() as cur:
                if known is None:
                    local = Vault.entries(self, force=True)
                    cur.executemany(
                        "INSERT INTO romsmith_guidelines (id, body, deleted, version) "
                        "VALUES (%s, %s, false, nextval('romsmith_guideline_version')) ON CONFLICT (id) DO NOTHING",
                        [(g.id, g.to_markdown()) for g in local.values()],
                    )
                    cur.execute("SELECT id FROM romsmith_guidelines WHERE NOT deleted")
                    alive = {row[0] for row in cur.fetchall()}
                    stale = [gid for gid in local if gid not in alive]
                    if stale:
                        Vault.remove(self, stale)
                        changed = True
                cur.execute(
                    "SELECT id, body, deleted, version FROM romsmith_guidelines WHERE version > %s ORDER BY version",
                    (known or 0,),
                )
                rows = cur.fetchall()
            for gid, body, deleted, version in rows:
                self._apply(gid, body, deleted)
                self._seen = max(self._seen, int(version))
                changed = True
            if changed:
                self._bump()
            if known is None or rows:
                self._save_state()
            self._pulled_at = time.monotonic()

    def _apply(self, gid: str, body: str, deleted: bool) -> None:
        path = self.path_of(gid)  # refuses an id that is not a safe file name
        if deleted:
            path.unlink(missing_ok=True)
            self._cache.pop(gid, None)
            return
        if len(body.encode()) > MAX_FILE_BYTES:
            raise StoreCorrupt(f"the team's guideline {gid} is larger than {MAX_FILE_BYTES} bytes", hint="remove it")
        tmp = path.with_name(f".{gid}.{os.getpid()}.{threading.get_ident()}.pull")
        tmp.write_text(body, encoding="utf-8")
        os.replace(tmp, path)

    def _known_version(self) -> int | None:
        """The last version this home pulled from this team, None when it never did."""
        if self._team is None:
            with self._connection().cursor() as cur:
                cur.execute("SELECT id FROM romsmith_team LIMIT 1")
                self._team = cur.fetchone()[0]
            try:
                state = json.loads(self._state.read_text(encoding="utf-8"))
                if state.get("team") == self._team:
                    self._seen = int(state.get("version", 0))
                    return self._seen
            except (OSError, ValueError, TypeError, AttributeError):
                pass
            return None
        return self._seen

    def _save_state(self) -> None:
        tmp = self._state.with_name(f".team.{os.getpid()}.tmp")
        tmp.write_text(json.dumps({"team": self._team, "version": self._seen}), encoding="utf-8")
        os.replace(tmp, self._state)


class _TeamLock:
    """The home's file lock, then the team's advisory lock, then a pull; re-entrant in a thread."""

    def __init__(self, vault: TeamVault, file_lock):
        self.vault = vault
        self.file_lock = file_lock
        self._mutex = threading.RLock()
        self._depth = 0
        self._owner: int | None = None

    def held(self) -> bool:
        return self._owner == threading.get_ident()

    def __enter__(self):
        self.file_lock.acquire()
        self._mutex.acquire()
        try:
            if self._depth == 0:
                self.vault.advisory(True)
                try:
                    self.vault.pull()
                except BaseException:
                    self.vault.advisory(False)
                    raise
            self._depth += 1
            self._owner = threading.get_ident()
        except BaseException:
            self._mutex.release()
            self.file_lock.release()
            raise
        return self

    def __exit__(self, *exc) -> None:
        try:
            self._depth -= 1
            if self._depth == 0:
                self._owner = None
                self.vault.advisory(False)
        finally:
            self._mutex.release()
            self.file_lock.release()


def _environment(url: str, exc: Exception) -> EnvironmentProblem:
    first = (str(exc).strip().splitlines() or [type(exc).__name__])[0][:300]
    return EnvironmentProblem(
        f"the team memory at {redact(url)} cannot be used ({ENV}): {first}",
        hint=f"start the PostgreSQL server (or fix the URL), or unset {ENV} to keep guidelines in this home only",
    )
