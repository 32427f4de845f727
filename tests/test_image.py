"""The romsmith image for CI: `make image` builds it (once per content: a second call returns at
once), and the commands of examples/ci/build-roms.yml, run as written against it in a game
repository, build and verify a ROM with the compiler inside the image and leave the artifacts the
workflow uploads, owned by the repository's owner.

Cost: the first build on a machine makes the wheels and the image (about 5 minutes); afterwards
only the romsmith layer is rebuilt when romsmith changed (seconds), or nothing. Then one
`docker run` building one spec (about 30 s)."""

from __future__ import annotations

import glob
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
EXE = str(Path(sys.executable).parent / "romsmith")
WORKFLOW = ROOT / "examples" / "ci" / "build-roms.yml"
OWNER = 4321  # the game repository's owner on the runner, not root


@pytest.fixture(scope="session")
def romsmith_image(toolchain):
    proc = subprocess.run([EXE, "toolchain", "image", "--json"], capture_output=True, text=True, timeout=3000)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout)


def test_make_image_is_a_no_op_when_nothing_changed(romsmith_image):
    from romsmith.rom_build import _image

    again = subprocess.run([EXE, "toolchain", "image", "--json"], capture_output=True, text=True, timeout=600)
    assert again.returncode == 0, again.stderr
    info = json.loads(again.stdout)
    assert info["built"] is False and info["hash"] == romsmith_image["hash"] == _image.content_hash()
    assert info["tag"] == f"romsmith:{_image.version()}"


def test_the_ci_workflow_builds_and_verifies_a_spec_inside_the_image(romsmith_image, tmp_path):
    workflow = yaml.safe_load(WORKFLOW.read_text())
    steps = workflow["jobs"]["roms"]["steps"]
    scripts = [s["run"] for s in steps if "run" in s]
    uploads = [s["with"]["path"].split() for s in steps if "upload-artifact" in str(s.get("uses"))]
    assert workflow["env"]["ROMSMITH_IMAGE"] == romsmith_image["tag"] and scripts and uploads
    repo = tmp_path / "game-repo"
    (repo / "specs").mkdir(parents=True)
    shutil.copy(ROOT / "romsmith" / "generators" / "examples" / "lost_crown.json", repo / "specs" / "crown.json")
    for path in [repo, *repo.rglob("*")]:
        os.chown(path, OWNER, OWNER)
    env = {**os.environ, **workflow["env"]}
    for script in scripts:
        proc = subprocess.run(["bash", "-c", script], cwd=repo, env=env, capture_output=True, text=True, timeout=900)
        assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    kept = sorted(
        Path(p).relative_to(repo).as_posix() for pattern in uploads[0] for p in glob.glob(str(repo / pattern))
    )
    assert kept == ["out/crown/game.gba", "out/crown/report.html"]
    report = json.loads((repo / "out" / "crown" / "report.json").read_text())
    assert report["verdict"] == "verified" and report["toolchain"] == "host"
    compile_check = next(c for c in report["checks"] if c["name"] == "compile")["evidence"]
    # the report says where it was compiled: the image's own compiler, no container started
    assert compile_check["image"].startswith(romsmith_image["tag"] + " (content " + romsmith_image["hash"])
    assert compile_check["compiler"].startswith("arm-none-eabi-gcc")
    assert romsmith_image["tag"] in (repo / "out" / "crown" / "report.html").read_text()
    assert {p.stat().st_uid for p in (repo / "out").rglob("*")} == {OWNER}
