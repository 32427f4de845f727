"""Team memory: guidelines in PostgreSQL (ROMSMITH_MEMORY_URL), mirrored into each home's vault,
the index in a `chroma run` server. Two hosts (processes with their own homes) mining the same
lesson at the same moment end with one guideline holding both sessions.
Cost: one PostgreSQL (a fresh database per test) and one Chroma start-up (about 8 s together),
two processes loading the embedder (they start mining together as soon as both are ready)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from services import postgres_server
from test_memory_store import _fresh_ports, start_chroma

pytestmark = pytest.mark.e2e  # PostgreSQL and Chroma servers

LESSON = "Copy `cast[].sprite` ids from the pack list; `puny_knight` does not exist, for a knight use `puny_soldier`."
HOST = """
import sys
from romsmith.memory import open_store
from romsmith.memory._embed import make_embedder
store = open_store()
store.entries()  # connect, pull, open the index
make_embedder(store.settings.embedding_model).encode(["warm"])  # load the model before the start
print("ready", flush=True)
sys.stdin.readline()  # the start signal, sent to both hosts at once
result = store.add(sys.argv[1], tools=["character"], session=sys.argv[2], kind="failure")
print(result.id, flush=True)
"""


@pytest.fixture(scope="module")
def pg_server():
    with postgres_server() as url:
        yield url


@pytest.fixture
def pg(pg_server):
    """A fresh, empty database on the module's server."""
    import uuid

    import psycopg

    name = f"team_{uuid.uuid4().hex[:12]}"
    admin = pg_server.rsplit("/", 1)[0] + "/postgres"
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    return pg_server.rsplit("/", 1)[0] + "/" + name


@pytest.fixture
def team(pg, tmp_path):
    proc, port = start_chroma(tmp_path / "chroma", _fresh_ports())
    try:
        yield {"ROMSMITH_MEMORY_URL": pg, "ROMSMITH_CHROMA_URL": f"http://127.0.0.1:{port}"}
    finally:
        proc.kill()
        proc.wait()


def _rows(url: str) -> list[tuple]:
    import psycopg

    with psycopg.connect(url) as conn:
        return conn.execute("SELECT id, body FROM romsmith_guidelines WHERE NOT deleted ORDER BY id").fetchall()


def test_two_hosts_mining_the_same_lesson_at_once_give_one_guideline_with_both_sessions(team, tmp_path):
    from romsmith.memory._vault import Guideline

    hosts = []
    for name in ("a", "b"):
        env = {**os.environ, **team, "ROMSMITH_HOME": str(tmp_path / f"home-{name}")}
        hosts.append(
            subprocess.Popen(
                [sys.executable, "-c", HOST, LESSON, f"20261201-120000-000{name}"],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                env=env,
            )
        )
    ready = [h.stdout.readline().strip() for h in hosts]  # both loaded: connected, index open, model in
    assert ready == ["ready", "ready"], [h.communicate(timeout=60) for h in hosts]
    for h in hosts:  # start both at once
        h.stdin.write("go\n")
        h.stdin.flush()
    results = [h.communicate(timeout=180) for h in hosts]
    assert [h.returncode for h in hosts] == [0, 0], results
    ids = {out.strip() for out, _err in results}
    assert len(ids) == 1
    rows = _rows(team["ROMSMITH_MEMORY_URL"])
    assert [r[0] for r in rows] == list(ids)
    merged = Guideline.from_markdown(rows[0][1])
    assert sorted(merged.sessions) == ["20261201-120000-000a", "20261201-120000-000b"]
    # each home's vault is the same Markdown export of the team's rows
    for name in ("a", "b"):
        files = sorted((tmp_path / f"home-{name}" / "memory" / "vault").glob("*.md"))
        assert [f.stem for f in files] in ([rows[0][0]], [])  # the first host may not have pulled yet
    listing = {  # both homes list at once
        name: subprocess.Popen(
            [str(Path(sys.executable).parent / "romsmith"), "memory", "list", "--json"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, **team, "ROMSMITH_HOME": str(tmp_path / f"home-{name}")},
        )
        for name in ("a", "b")
    }
    for name, lister in listing.items():
        stdout, stderr = lister.communicate(timeout=120)
        proc = subprocess.CompletedProcess(lister.args, lister.returncode, stdout, stderr)
        assert proc.returncode == 0, proc.stderr
        listed = (tmp_path / f"home-{name}" / "memory" / "vault" / f"{rows[0][0]}.md").read_text()
        assert listed == rows[0][1]
        assert rows[0][0] in proc.stdout


def test_a_home_joining_a_team_brings_its_guidelines_and_takes_the_teams(pg, tmp_path, monkeypatch):
    from romsmith.memory.store import Store

    monkeypatch.delenv("ROMSMITH_CHROMA_URL", raising=False)
    solo = Store(tmp_path / "solo")  # before joining: a home of its own
    own = solo.add("Keep every scene's warps inside its width and height.", tools=["world"]).id
    monkeypatch.setenv("ROMSMITH_MEMORY_URL", pg)
    mate = Store(tmp_path / "mate")
    theirs = mate.add("Declare every flag a dialogue effect sets in the flags list.", tools=["story"]).id
    joined = Store(tmp_path / "solo")
    assert set(joined.entries()) == {own, theirs}
    assert {r[0] for r in _rows(pg)} == {own, theirs}
    joined.revoke(theirs, "no longer true", by="test")
    deadline = time.monotonic() + 60  # the mate pulls the change on a read once its read interval is over
    while mate.entries()[theirs].status != "revoked":
        assert time.monotonic() < deadline, "the mate never pulled the revocation"
        time.sleep(0.1)


def test_team_memory_down_is_a_clear_environment_error(tmp_path, monkeypatch):
    from services import free_port

    from romsmith.kernel.errors import EnvironmentProblem
    from romsmith.memory.store import Store

    monkeypatch.setenv("ROMSMITH_MEMORY_URL", f"postgresql://romsmith@127.0.0.1:{free_port()}/romsmith")
    with pytest.raises(EnvironmentProblem) as err:
        Store(tmp_path / "h").add("Any lesson at all for the team.", tools=["world"])
    assert "ROMSMITH_MEMORY_URL" in err.value.message and "unset ROMSMITH_MEMORY_URL" in err.value.hint
