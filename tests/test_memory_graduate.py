"""`romsmith memory graduate [--apply]` and `memory ungraduate ID`, run as a user runs them, on a
copy of the project's prompts."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from romsmith.kernel.config import project_root
from romsmith.memory.store import Store

PROVEN = "Give every cast member a sprite id copied from the pack list, such as `puny_soldier` for a knight."
UNPROVEN = "Give bosses `hp` of at most 30 so the fight ends before the player gives up."
TACTICAL = "Put the player's start tile next to the first warp in `scenes[0]`."


@pytest.fixture
def seeded(romsmith_home, tmp_path):
    prompts = tmp_path / "prompts"
    shutil.copytree(project_root() / "prompts", prompts)
    store = Store(romsmith_home)
    ids = {}
    for key, text, sessions, ok, failed in (
        ("proven", PROVEN, 3, 5, 0),
        ("unproven", UNPROVEN, 3, 1, 4),
        ("tactical", TACTICAL, 1, 5, 0),
    ):
        for n in range(sessions):
            ids[key] = store.add(text, tools=["character"], session=f"s{n}").id

        def record(g, ok=ok, failed=failed):
            g.runs_ok, g.runs_failed = ok, failed

        store.update(ids[key], record)
    assert store.get(ids["proven"]).tier == "strategic" and store.get(ids["tactical"]).tier == "tactical"
    return prompts, ids


def test_graduate_proposes_a_patch_applies_it_and_ungraduate_reverts_both(romsmith_cli, romsmith_home, seeded):
    prompts, ids = seeded
    target = prompts / "domains" / "character.md"
    original = target.read_text(encoding="utf-8")

    proposal = romsmith_cli("memory", "graduate", "--prompts", str(prompts), "--json").json()
    assert proposal["proposed"] == {ids["proven"]: "domains/character.md"} and not proposal["applied"]
    assert target.read_text(encoding="utf-8") == original, "a proposal changes nothing"
    diff = proposal["diff"]
    assert "--- a/prompts/domains/character.md" in diff and f"+- {PROVEN}" in diff
    assert UNPROVEN not in diff and TACTICAL not in diff

    patch = prompts.parent / "lessons.patch"
    assert romsmith_cli("memory", "graduate", "--prompts", str(prompts), "--out", str(patch)).returncode == 0
    assert patch.read_text(encoding="utf-8") == diff
    check = subprocess.run(["git", "apply", "--check", str(patch)], cwd=prompts.parent, capture_output=True, text=True)
    assert check.returncode == 0, check.stdout + check.stderr

    applied = romsmith_cli("memory", "graduate", "--prompts", str(prompts), "--apply", "--json").json()
    pointer = applied["graduated"][ids["proven"]]
    lines = target.read_text(encoding="utf-8").splitlines()
    number = int(pointer.rsplit(":", 1)[1])
    assert pointer.startswith("prompts/domains/character.md:") and lines[number - 1] == f"- {PROVEN}"
    assert lines.index("## Lessons from past runs") < number - 1 < lines.index("## Answer shape")
    shown = romsmith_cli("memory", "show", ids["proven"], "--json").json()
    assert shown["status"] == "graduated" and shown["graduated_to"] == pointer
    found = romsmith_cli("memory", "search", "which sprite id for a knight in the cast", "--all", "--json").json()
    assert ids["proven"] not in [h["id"] for h in found]
    again = romsmith_cli("memory", "graduate", "--prompts", str(prompts), "--json").json()
    assert again["proposed"] == {} and again["diff"] == ""

    back = romsmith_cli("memory", "ungraduate", ids["proven"], "--prompts", str(prompts), "--json").json()
    assert back["line_removed"] is True
    assert target.read_text(encoding="utf-8") == original
    assert romsmith_cli("memory", "show", ids["proven"], "--json").json()["status"] == "active"
    found = romsmith_cli("memory", "search", "which sprite id for a knight in the cast", "--json").json()
    assert ids["proven"] in [h["id"] for h in found]


def test_ungraduate_refuses_an_active_guideline(romsmith_cli, seeded):
    prompts, ids = seeded
    result = romsmith_cli("memory", "ungraduate", ids["proven"], "--prompts", str(prompts))
    assert result.returncode == 2 and "not graduated" in result.stderr and "Traceback" not in result.stderr


def test_graduate_out_never_replaces_a_file_it_did_not_make(romsmith_cli, seeded, tmp_path):
    prompts, _ids = seeded
    keep = tmp_path / "keep.txt"
    keep.write_text("keep\n")
    refused = romsmith_cli("memory", "graduate", "--prompts", str(prompts), "--out", str(keep), "--apply")
    assert refused.returncode == 2 and "already exists" in refused.stderr and "--force" in refused.stderr
    assert keep.read_text() == "keep\n"
    assert "Lessons from past runs" not in (prompts / "domains" / "character.md").read_text(), "nothing applied"

    system = tmp_path / "system.conf"
    system.write_text("root:x:0:0\n")
    link = tmp_path / "lessons.patch"
    link.symlink_to(system)
    forced = romsmith_cli("memory", "graduate", "--prompts", str(prompts), "--out", str(link), "--force")
    assert forced.returncode == 0, forced.stderr
    assert system.read_text() == "root:x:0:0\n", "a link is replaced, never written through"
    assert not link.is_symlink() and link.read_text().startswith("--- a/prompts/")
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_graduate_out_writes_nothing_when_nothing_qualifies(romsmith_cli, tmp_path):
    patch = tmp_path / "lessons.patch"
    result = romsmith_cli("memory", "graduate", "--out", str(patch))
    assert result.returncode == 0 and "no guideline qualifies" in result.stdout
    assert not patch.exists()
    keep = tmp_path / "keep.txt"
    keep.write_text("keep\n")
    forced = romsmith_cli("memory", "graduate", "--out", str(keep), "--force", "--json").json()
    assert forced["patch"] is None and keep.read_text() == "keep\n"


@pytest.mark.parametrize("where", ["folder", "missing_folder", "long"])
def test_graduate_out_in_a_place_it_cannot_write_is_an_invocation_error(romsmith_cli, tmp_path, where):
    out = {
        "folder": tmp_path,
        "missing_folder": tmp_path / "no" / "such" / "lessons.patch",
        "long": tmp_path / ("x" * 5000),
    }[where]
    result = romsmith_cli("memory", "graduate", "--out", str(out))
    assert result.returncode == 2 and "rror: " in result.stderr, result.stderr
    assert "Traceback" not in result.stderr and len(result.stderr) < 600
