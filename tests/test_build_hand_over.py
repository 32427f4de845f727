"""Handing the build folders to the build user (when romsmith runs as root) takes what is there
when it gets to it: a file another build renames away between the folder's listing and its
turn (a compiler's temporary object, "sound.c.o.KwgBFr") is skipped, not an internal error."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from romsmith.rom_build import _docker_runner as D

pytestmark = pytest.mark.skipif(os.getuid() != 0, reason="the folders are handed over only when running as root")


def test_a_file_renamed_away_during_the_hand_over_is_skipped(tmp_path, monkeypatch):
    out, cache = tmp_path / "out", tmp_path / "cache" / "obj" / "engine"
    out.mkdir()
    cache.mkdir(parents=True)
    kept = cache / "sound.c.o"
    kept.write_bytes(b"object")
    walk = os.walk

    def listing_a_temporary_object(top, *args, **kwargs):
        for folder, dirs, files in walk(top, *args, **kwargs):
            gone = ["sound.c.o.KwgBFr"] if Path(folder) == cache else []
            yield folder, dirs, files + gone  # listed, then renamed to sound.c.o before its turn

    monkeypatch.setattr(D.os, "walk", listing_a_temporary_object)
    mounts = D.Mounts(tmp_path, tmp_path, tmp_path, out, tmp_path / "cache")
    D.hand_over(mounts)
    assert (kept.stat().st_uid, kept.stat().st_gid) == D.build_user()
    assert (out.stat().st_uid, out.stat().st_gid) == D.build_user()
