"""Vault (truth) and Chroma index (derived): files, atomic writes, shared homes, rebuilds, team mode."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
import warnings
from pathlib import Path

import pytest

from romsmith.memory._index import SENTINEL, IndexRebuiltWarning
from romsmith.memory._vault import Guideline, VaultFileSkippedWarning
from romsmith.memory.store import Store

ROOT = Path(__file__).resolve().parent.parent


def fresh(home: Path) -> Store:
    """A new Store object (no in-process cache), as a new run would open."""
    return Store(home)


def test_guideline_file_round_trip_and_fields(romsmith_home):
    store = fresh(romsmith_home)
    res = store.add(
        "Only use sprite ids listed in the pack manifest, e.g. `knight`.",
        tools=["character"],
        session="s1",
        provenance=["s1:4"],
    )
    path = romsmith_home / "memory" / "vault" / f"{res.id}.md"
    raw = path.read_text()
    assert raw.startswith("---\n")
    front = raw.split("---\n")[1]
    for key in (
        "id",
        "tier",
        "kind",
        "tools",
        "sessions",
        "hit_count",
        "created",
        "last_seen",
        "provenance",
        "refs",
        "status",
        "revoked_reason",
    ):
        assert f"{key}:" in front
    g = Guideline.from_markdown(raw)
    assert (g.id, g.tier, g.status, g.tools, g.sessions, g.provenance) == (
        res.id,
        "tactical",
        "active",
        ["character"],
        ["s1"],
        ["s1:4"],
    )
    assert "knight" in g.refs
    leftovers = [p.name for p in path.parent.iterdir() if p.name.startswith(".")]
    assert leftovers == []


def test_hand_edit_is_picked_up_by_reindex_and_index_follows(romsmith_home):
    store = fresh(romsmith_home)
    gid = store.add("Keep dialogue lines under 28 characters so they fit the text box.").id
    path = romsmith_home / "memory" / "vault" / f"{gid}.md"
    path.write_text(
        path.read_text().replace(
            "Keep dialogue lines under 28 characters so they fit the text box.",
            "Declare every flag in /flags before a trigger sets it.",
        )
    )
    report = fresh(romsmith_home).reindex()
    assert report["guidelines"] == 1 and report["indexed"] == 1
    hits = fresh(romsmith_home).search("which flags must be declared", 3)
    assert hits[0]["id"] == gid and "Declare every flag" in hits[0]["text"]


def test_damaged_vault_file_is_reported_not_fatal(romsmith_home):
    store = fresh(romsmith_home)
    store.add("Build only after validation passes.")
    (romsmith_home / "memory" / "vault" / "broken.md").write_text("no front matter here")
    again = fresh(romsmith_home)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", IndexRebuiltWarning)
        with pytest.warns(VaultFileSkippedWarning, match=r"broken\.md \(no YAML front matter\)"):
            assert len(again.entries()) == 1
    assert again.vault.damaged == ["broken.md"]


def _index_ids(store: Store) -> set[str]:
    return set(store.index.col.get()["ids"]) - {SENTINEL}


def test_missing_index_is_rebuilt_with_a_warning(romsmith_home):
    import shutil

    ids = {fresh(romsmith_home).add(t).id for t in ("Declare flags before use.", "Warps need a target scene.")}
    from chromadb.api.shared_system_client import SharedSystemClient

    SharedSystemClient.clear_system_cache()
    shutil.rmtree(romsmith_home / "memory" / "chroma")
    store = fresh(romsmith_home)
    with pytest.warns(IndexRebuiltWarning):
        store.entries()
    assert _index_ids(store) == ids
    assert store.search("scene warps", 1)[0]["text"] == "Warps need a target scene."


def test_stale_index_is_brought_up_to_date_with_a_warning(romsmith_home):
    store = fresh(romsmith_home)
    a = store.add("Declare flags before use.").id
    b = store.add("Warps need a target scene.").id
    store.index.col.delete(ids=[b])  # the index lost one record behind the vault's back
    store.index.col.upsert(ids=["g-ghost"], embeddings=[[0.1] * 384], metadatas=[{"status": "active", "hash": "x"}])
    store.index.set_fingerprint("something else")
    again = fresh(romsmith_home)
    with pytest.warns(IndexRebuiltWarning, match="stale"):
        again.entries()
    assert _index_ids(again) == {a, b}


def test_corrupt_index_is_rebuilt_with_a_warning(romsmith_home):
    gid = fresh(romsmith_home).add("Declare flags before use.").id
    from chromadb.api.shared_system_client import SharedSystemClient

    SharedSystemClient.clear_system_cache()
    sqlite = romsmith_home / "memory" / "chroma" / "chroma.sqlite3"
    sqlite.write_bytes(b"this is not a database" * 100)
    store = fresh(romsmith_home)
    with pytest.warns(IndexRebuiltWarning) as caught:
        store.entries()
    assert _index_ids(store) == {gid}
    messages = [str(w.message) for w in caught if w.category is IndexRebuiltWarning]
    assert len(messages) == 1 and "cannot be read" in messages[0], messages


ADDER = r"""
import sys, random
from romsmith.memory.store import Store
from pathlib import Path
store = Store(Path(sys.argv[1]))
tag = sys.argv[2]
for i in range(12):
    store.add(f"rule {tag}-{i}: " + " ".join(random.Random(f"{tag}{i}").choice(
        ["sprite", "warp", "flag", "dialogue", "tile", "palette", "scene", "quest", "item", "door"])
        for _ in range(6)), session=f"{tag}")
"""


@pytest.mark.slow  # two processes writing one vault
def test_two_runs_sharing_a_home_lose_nothing(romsmith_home):
    (romsmith_home / "romsmith.toml").write_text("dedup_cosine = 0.999\n")
    env = {**os.environ, "ROMSMITH_HOME": str(romsmith_home), "PYTHONWARNINGS": "ignore"}
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", ADDER, str(romsmith_home), tag], env=env, cwd=ROOT, stderr=subprocess.PIPE, text=True
        )
        for tag in ("a", "b")
    ]
    for p in procs:
        assert p.wait(timeout=300) == 0, p.stderr.read()
    store = fresh(romsmith_home)
    texts = {g.text.split(":")[0] for g in store.vault.entries().values()}
    assert texts == {f"rule {t}-{i}" for t in "ab" for i in range(12)}
    store.entries()
    assert len(_index_ids(store)) == 24


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _listening_inodes(port: int) -> set[str]:
    """Inodes of the sockets listening on 127.0.0.1/0.0.0.0:`port` (from /proc/net/tcp)."""
    inodes = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            if fields[3] == "0A" and int(fields[1].rsplit(":", 1)[1], 16) == port:  # 0A = LISTEN
                inodes.add(fields[9])
    return inodes


def _socket_inodes(pid: int) -> set[str]:
    inodes = set()
    try:
        for fd in os.listdir(f"/proc/{pid}/fd"):
            target = os.readlink(f"/proc/{pid}/fd/{fd}")
            if target.startswith("socket:["):
                inodes.add(target[8:-1])
    except OSError:
        pass
    return inodes


def start_chroma(path: Path, ports) -> tuple[subprocess.Popen, int]:
    """`chroma run` on the first port of `ports` that it really gets: a port is only taken as
    ours once the kernel shows this very process listening on it, so a port that someone else
    grabbed after we picked it (another test session, another server) is skipped, not shared."""
    exe = Path(sys.executable).parent / "chroma"
    for port in ports:
        proc = subprocess.Popen(
            [str(exe), "run", "--host", "127.0.0.1", "--port", str(port), "--path", str(path)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 60  # waiting for the server to listen, not a timing assert
        while time.monotonic() < deadline and proc.poll() is None:
            if _listening_inodes(port) & _socket_inodes(proc.pid):
                return proc, port
            time.sleep(0.3)
        proc.kill()
        proc.wait()
    pytest.fail("`chroma run` did not get a port to listen on")


def _fresh_ports(count: int = 5):
    return (_free_port() for _ in range(count))


@pytest.fixture
def chroma_server(tmp_path):
    proc, port = start_chroma(tmp_path / "server", _fresh_ports())
    yield f"http://127.0.0.1:{port}"
    proc.terminate()
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()


@pytest.mark.e2e  # starts a Chroma server
def test_the_chroma_server_never_shares_a_port_someone_else_holds(tmp_path):
    with socket.socket() as squatter:
        squatter.bind(("127.0.0.1", 0))
        squatter.listen()
        taken = squatter.getsockname()[1]
        proc, port = start_chroma(tmp_path / "server", iter([taken, *_fresh_ports()]))
    try:
        assert port != taken
        import urllib.request

        with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/v2/heartbeat", timeout=10) as reply:
            assert "heartbeat" in reply.read().decode()
    finally:
        proc.kill()
        proc.wait()


@pytest.mark.e2e  # a Chroma server
def test_team_mode_keeps_the_index_in_a_chroma_server(romsmith_home, chroma_server, monkeypatch):
    monkeypatch.setenv("ROMSMITH_CHROMA_URL", chroma_server)
    monkeypatch.setenv("ROMSMITH_CHROMA_COLLECTION", "team_test")
    store = fresh(romsmith_home)
    gid = store.add("Only use sprite ids listed in the pack manifest.", tools=["character"]).id
    dup = store.add("Only use the sprite ids that are listed in the pack manifest.").id
    assert dup == gid
    assert not (romsmith_home / "memory" / "chroma").exists()  # nothing local but the vault
    import chromadb

    _host, port = chroma_server.rsplit(":", 1)
    remote = chromadb.HttpClient(host="127.0.0.1", port=int(port)).get_collection("team_test")
    assert gid in remote.get()["ids"]
    other = fresh(romsmith_home)  # a team mate's run with the same vault
    assert other.search("which sprite should the hero use", 1)[0]["id"] == gid


def test_team_mode_without_a_server_is_an_environment_problem(romsmith_home, monkeypatch):
    from romsmith.kernel.errors import EnvironmentProblem

    monkeypatch.setenv("ROMSMITH_CHROMA_URL", f"http://127.0.0.1:{_free_port()}")
    with pytest.raises(EnvironmentProblem) as err:
        fresh(romsmith_home).add("anything")
    assert "chroma run" in err.value.hint


def _register_litellm_embedding_provider():
    """A litellm custom provider standing in for a hosted embedding model (no key here): MiniLM
    vectors through a fixed random projection to 512 dimensions, so meaning is kept."""
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    import litellm
    import numpy as np

    from romsmith.memory._embed import make_embedder

    projection = np.random.default_rng(0).standard_normal((384, 512)).astype(np.float32)

    class Hosted(litellm.CustomLLM):
        def embedding(self, model, input, model_response, *args, **kwargs):
            vecs = make_embedder().encode(list(input)) @ projection
            model_response.data = [
                {"object": "embedding", "index": i, "embedding": v.tolist()} for i, v in enumerate(vecs)
            ]
            return model_response

    litellm.custom_provider_map = [p for p in litellm.custom_provider_map if p["provider"] != "hostedtest"] + [
        {"provider": "hostedtest", "custom_handler": Hosted()}
    ]
    if "hostedtest" not in litellm.provider_list:
        litellm.provider_list.append("hostedtest")


def test_any_litellm_embedding_model_by_configuration(romsmith_home):
    _register_litellm_embedding_provider()
    ids = [fresh(romsmith_home).add(t).id for t in ("Declare flags before use.", "Warps need a target scene.")]
    (romsmith_home / "romsmith.toml").write_text('embedding_model = "hostedtest/minilm-512"\n')
    store = fresh(romsmith_home)
    assert store.embedder.name == "hostedtest/minilm-512"
    with pytest.warns(IndexRebuiltWarning):  # another model: the index is re-embedded from the vault
        assert store.search("where does a warp lead", 1)[0]["id"] == ids[1]
    vectors = store.index.vectors(ids)
    assert {len(v) for v in vectors.values()} == {512}
    assert store.add("Warps need a target scene!").merged


@pytest.mark.parametrize(
    "field, bad",
    [("hit_count", "lots"), ("hit_count", "null"), ("status", "{a: 1}"), ("tier", "[1, 2]"), ("id", "../../x")],
)
def test_a_bad_front_matter_value_skips_and_names_that_file_only(romsmith_home, field, bad):
    from romsmith.memory import retrieve_block

    store = fresh(romsmith_home)
    keep = store.add("Declare every flag in /flags before a trigger sets it.").id
    spoil = store.add("Copy cast sprite ids from the pack list; puny_knight does not exist.").id
    path = romsmith_home / "memory" / "vault" / f"{spoil}.md"
    text = path.read_text()
    path.write_text(re.sub(rf"(?m)^{field}: .*$", f"{field}: {bad}", text, count=1))
    again = fresh(romsmith_home)
    warnings.simplefilter("ignore", IndexRebuiltWarning)  # the index follows the vault: expected
    with pytest.warns(
        VaultFileSkippedWarning, match=rf"{spoil}\.md \((front matter field '{field}'|front matter has no usable id)"
    ):
        assert set(again.entries()) == {keep}
    assert again.vault.damaged == [f"{spoil}.md"]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert [h["id"] for h in again.search("flags before a trigger", 3)] == [keep]
        block, hits = retrieve_block("which flags to declare", home=romsmith_home)
    assert [h["id"] for h in hits] == [keep] and "Declare every flag" in block and "puny_knight" not in block


def test_a_fifo_in_the_vault_is_skipped_not_waited_on(romsmith_home):
    keep = fresh(romsmith_home).add("Declare every flag before use.").id
    os.mkfifo(romsmith_home / "memory" / "vault" / "g-fifo.md")
    again = fresh(romsmith_home)
    with pytest.warns(VaultFileSkippedWarning, match=r"g-fifo\.md \(not a regular file \(a FIFO\)"):
        assert set(again.entries()) == {keep}


@pytest.mark.slow  # a second process adds to the vault
def test_retrieval_follows_guidelines_another_process_added(romsmith_home):
    """Two runs share a home: after another process wrote to the local index, this process's
    next retrieval reopens the index instead of failing inside chromadb."""
    from romsmith.memory import retrieve_block

    store = fresh(romsmith_home)
    for text in ("Declare flags before use.", "Warps need a target scene.", "Sprite ids come from the pack."):
        store.add(text)
    assert len(retrieve_block("flags and warps", home=romsmith_home)[1]) == 3
    code = (
        "from romsmith.memory import open_store\n"
        "open_store().add('A castle gate opens only once its key flag can be set on the near side.')\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, env={**os.environ, "ROMSMITH_HOME": str(romsmith_home)})
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", IndexRebuiltWarning)
        _block, hits = retrieve_block("castle gate key flag", home=romsmith_home)
    assert hits[0]["text"].startswith("A castle gate opens")


def test_a_file_rewritten_within_one_clock_tick_at_the_same_size_is_read_again(romsmith_home):
    # file times tick coarsely: a run that bumps `runs_failed: 1` to `2` right after another run
    # read the file leaves the same (mtime, size); the parse cache must not hand back the old one
    from romsmith.memory._vault import Vault

    gid = fresh(romsmith_home).add("Declare every flag in /flags before a trigger sets it.").id
    root = romsmith_home / "memory"
    path = root / "vault" / f"{gid}.md"
    before = path.stat()
    assert Vault(root).entries()[gid].runs_failed == 0  # parsed, and the parse cache written
    path.write_text(path.read_text().replace("runs_failed: 0", "runs_failed: 7"))
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))  # the same tick as before
    assert path.stat().st_size == before.st_size
    assert Vault(root).entries()[gid].runs_failed == 7


def test_a_guideline_the_index_lost_is_embedded_again_once_not_at_every_retrieval(romsmith_home):
    store = fresh(romsmith_home)
    store.add("Declare flags before use.")
    lost = store.add("Warps need a target scene.").id
    store.index.col.delete(ids=[lost])  # behind the vault's back, after it was indexed
    encoded: list[str] = []
    encode = store.embedder.encode
    store.embedder.encode = lambda texts: encoded.extend(texts) or encode(texts)
    assert any(h["id"] == lost for h in store.search("scene warps", 2))  # ranked though the index lost it
    store.add("Sprite ids come from the pack manifest.")  # the vault changes: the ranking is rebuilt
    assert any(h["id"] == lost for h in store.search("scene warps", 3))
    assert encoded.count("Warps need a target scene.") == 1
