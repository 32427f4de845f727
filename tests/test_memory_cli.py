"""`romsmith memory ...` as a user runs it (in this process, but for the bytes-on-argv case): its JSON
shapes and exit codes."""

from __future__ import annotations

import json

import pytest


def test_add_search_show_revoke_stats(romsmith_cli, romsmith_home):
    added = romsmith_cli(
        "memory",
        "add",
        "Only use sprite ids listed in the pack manifest.",
        "--tool",
        "character",
        "--tool",
        "validate",
        "--session",
        "s1",
        "--json",
    ).json()
    assert set(added) == {"id", "merged"} and added["merged"] is False
    again = romsmith_cli(
        "memory", "add", "Only use the sprite ids that are listed in the pack manifest.", "--json"
    ).json()
    assert again == {"id": added["id"], "merged": True}
    romsmith_cli("memory", "add", "Keep the ROM title at 12 ASCII characters or fewer.", "--json").json()

    hits = romsmith_cli("memory", "search", "which sprite should the hero use", "--k", "12", "--json").json()
    assert [set(h) for h in hits] == [{"id", "text", "score", "tier", "tools"}] * 2
    assert hits[0]["id"] == added["id"] and hits[0]["tools"] == ["character", "validate"]
    assert hits[0]["score"] >= hits[1]["score"]

    shown = romsmith_cli("memory", "show", added["id"], "--json").json()
    assert shown["hit_count"] == 2 and shown["sessions"] == ["s1"]
    revoked = romsmith_cli("memory", "revoke", added["id"], "--reason", "pack changed", "--by", "qa", "--json").json()
    assert revoked["status"] == "revoked" and revoked["revoked_by"] == "qa"
    hits = romsmith_cli("memory", "search", "which sprite should the hero use", "--json").json()
    assert added["id"] not in [h["id"] for h in hits]

    stats = romsmith_cli("memory", "stats", "--json").json()
    assert stats["guidelines"] == 2 and stats["by_status"] == {"revoked": 1, "active": 1}
    listing = romsmith_cli("memory", "list", "--status", "active", "--json").json()
    assert [g["status"] for g in listing] == ["active"]
    reindexed = romsmith_cli("memory", "reindex", "--json").json()
    assert reindexed["guidelines"] == 2 and reindexed["indexed"] == 2


def test_mine_a_trace_and_bad_invocations(romsmith_cli, romsmith_home):
    from romsmith.kernel.trace import TraceWriter

    tw = TraceWriter(romsmith_home, "20261129-100000-cdcd")
    tw.event(
        "validate",
        "validation",
        ok=False,
        error="unknown sprite id",
        args={"path": "/cast/0/sprite", "code": "unknown_sprite", "value": "puny_knight", "choices": ["knight"]},
    )
    tw.close()
    mined = romsmith_cli("memory", "mine", "20261129-100000-cdcd", "--json").json()
    assert mined["session_id"] == "20261129-100000-cdcd" and mined["kinds"] == {"failure": 1, "postmortem": 1}
    missing = romsmith_cli("memory", "show", "g-doesnotexist", "--json")
    assert missing.returncode == 2 and json.loads(missing.stdout)["error"] == "UsageError"
    assert romsmith_cli("memory", "revoke", "x").returncode == 2  # --reason is required
    assert romsmith_cli("memory", "mine", "no-such-session", "--json").returncode == 2


@pytest.mark.slow  # two new processes
def test_list_and_search_skip_a_damaged_file_and_say_so(run_romsmith, romsmith_cli, romsmith_home):
    # a new process reads the damaged file: this one keeps the vault it has read
    keep = romsmith_cli("memory", "add", "Declare every flag before a trigger sets it.", "--json").json()["id"]
    spoil = romsmith_cli("memory", "add", "Keep page text under 28 columns a line.", "--json").json()["id"]
    path = romsmith_home / "memory" / "vault" / f"{spoil}.md"
    path.write_text(path.read_text().replace("hit_count: 1", "hit_count: lots"))
    for args in (("memory", "list", "--json"), ("memory", "search", "declare flags", "--json")):
        result = run_romsmith(*args)
        assert result.returncode == 0 and [g["id"] for g in json.loads(result.stdout)] == [keep]
        assert "Traceback" not in result.stderr
        assert "warning: skipped 1 unreadable guideline file(s)" in result.stderr
        assert f"{spoil}.md (front matter field 'hit_count' has a bad value 'lots')" in result.stderr


def test_add_with_bytes_that_are_not_utf8_is_refused(romsmith_home):
    import os
    import subprocess
    import sys
    from pathlib import Path

    exe = Path(sys.executable).parent / "romsmith"
    result = subprocess.run(
        [str(exe).encode(), b"memory", b"add", b"Use caf\xe9 ids only"],
        capture_output=True,
        env=os.environ,
        timeout=120,
    )
    assert result.returncode == 2, result.stderr
    assert b"Traceback" not in result.stderr
    assert b"argument 3 ('Use caf\\udce9 ids only') is not valid UTF-8: byte 0xE9 at character 7" in result.stderr
    assert not list((romsmith_home / "memory" / "vault").glob("*.md"))


def test_search_declines_unrelated_queries_unless_asked_for_all(romsmith_cli):
    for text in ("Only use sprite ids listed in the pack manifest.", "Declare every flag before a trigger sets it."):
        romsmith_cli("memory", "add", text, "--json").json()
    assert romsmith_cli("memory", "search", "recipe for a vegan chocolate cake", "--json").json() == []
    human = romsmith_cli("memory", "search", "recipe for a vegan chocolate cake")
    assert human.returncode == 0 and "not about what the vault holds" in human.stdout and "--all" in human.stdout
    nearest = romsmith_cli("memory", "search", "recipe for a vegan chocolate cake", "--all", "--json").json()
    assert len(nearest) == 2
    assert romsmith_cli("memory", "search", "which sprite ids can the cast use", "--json").json()
