"""The engine's include contract (engine/tools/check_layers.py, run by `make lint`) holds for the
engine, and it catches an upward include, a circle of includes and a subsystem with no layer,
shown on a copy of the engine as test_architecture does for the Python packages."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parent.parent / "romsmith" / "rom_build" / "engine"
CHECKER = ENGINE / "tools" / "check_layers.py"


def load_checker():
    spec = importlib.util.spec_from_file_location("check_layers", CHECKER)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


layers = load_checker()


@pytest.fixture
def engine(tmp_path) -> Path:
    shutil.copytree(ENGINE, tmp_path / "engine", ignore=shutil.ignore_patterns("fixture", "tools"))
    return tmp_path / "engine"


def add_include(path: Path, header: str) -> None:
    text = path.read_text(encoding="utf-8")
    path.write_text(f'#include "{header}"\n' + text, encoding="utf-8")


def test_the_engine_keeps_its_layers():
    assert layers.breaks(ENGINE) == []


def test_the_command_says_so_and_exits_0():
    result = subprocess.run([sys.executable, str(CHECKER)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout
    assert "no break" in result.stdout


def test_the_copy_is_what_gets_checked(engine):
    assert layers.breaks(engine) == []


def test_an_upward_include_breaks_the_layers(engine):
    # the text layer reaching up into scenes
    add_include(engine / "src" / "text.c", "scene.h")
    problems = layers.breaks(engine)
    assert any(p.startswith('upward include: src/text.c: #include "scene.h"') for p in problems), problems
    result = subprocess.run([sys.executable, str(CHECKER), str(engine)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 1
    assert "(text is text/sound, scene is world)" in result.stdout


def test_a_genre_included_by_the_world_is_upward(engine):
    add_include(engine / "src" / "scene.c", "genre/adventure.h")
    assert any("scene is world, genre/adventure is genre" in p for p in layers.breaks(engine))


def test_a_circle_within_a_layer_breaks_the_contract(engine):
    # the circle the redesign broke: the actors reaching back into the player's body
    add_include(engine / "src" / "actor.c", "player.h")
    assert "include cycle: actor -> player -> actor" in layers.breaks(engine)


def test_a_longer_circle_is_named_whole(engine):
    add_include(engine / "src" / "dialogue.c", "scene.h")  # scene -> cutscene -> dialogue -> scene
    cycle = [p for p in layers.breaks(engine) if p.startswith("include cycle:")]
    assert cycle == ["include cycle: cutscene -> dialogue -> scene -> cutscene"]


def test_a_new_subsystem_needs_a_place_in_the_table(engine):
    (engine / "src" / "weather.c").write_text('#include "map.h"\n', encoding="utf-8")
    assert "weather: no layer; give it one in LAYERS (tools/check_layers.py)" in layers.breaks(engine)


def test_a_new_genre_module_has_its_place_already(engine):
    (engine / "src" / "genre" / "racing.c").write_text('#include "genre.h"\n#include "map.h"\n', encoding="utf-8")
    assert layers.breaks(engine) == []
