"""Genres are a plug-in: the names are one list (kernel.genres), the engine's enum spells them
the same, and every layer's registry implements exactly the same genres."""

from __future__ import annotations

import re
from pathlib import Path

from romsmith.kernel.genres import DEFAULT, GENRES
from romsmith.rom_build import abi

GENRES_C = Path(__file__).resolve().parent.parent / "romsmith" / "rom_build" / "engine" / "src" / "genre" / "genres.c"


def engine_genres() -> set[str]:
    """The genres with a line in the engine's table (genre/genres.c)."""
    lines = re.findall(r"\[RS_GENRE_(\w+)\]\s*=\s*&genre_\w+", GENRES_C.read_text(encoding="utf-8"))
    return {name.lower() for name in lines}


def implemented() -> dict[str, set[str]]:
    from romsmith.designer.genres import GENRES as DESIGNER
    from romsmith.generators.checks.genres import CHECKS
    from romsmith.generators.emit.genres import WRITERS
    from romsmith.generators.spec import SCENES
    from romsmith.generators.world.genres import WORLDS
    from romsmith.playtest.genres import STRATEGIES

    return {
        "engine": engine_genres(),
        "spec": set(SCENES),
        "world": set(WORLDS),
        "checks": set(CHECKS),
        "emit": set(WRITERS),
        "designer": set(DESIGNER),
        "playtest": set(STRATEGIES),
    }


def test_the_engine_names_the_genres_as_the_spec_does():
    assert tuple(abi.GENRES[i] for i in sorted(abi.GENRES)) == GENRES
    assert abi.GENRES[0] == DEFAULT


def test_every_layer_implements_the_same_genres():
    registries = implemented()
    assert all(names <= set(GENRES) for names in registries.values()), registries
    assert len({frozenset(names) for names in registries.values()}) == 1, registries
    assert DEFAULT in registries["engine"]


def test_every_implemented_genre_tells_the_director_about_itself(pack):
    from romsmith.pipeline.promptkit import genre_sections, static_prefix

    director = static_prefix("orchestrator", pack)
    for genre in implemented()["engine"]:
        note = genre_sections(genre).get("orchestrator", "")
        assert note and f"`{genre}`" in note, f"prompts/genres/{genre}.md needs a '## orchestrator' section"
        assert note in director


def test_a_genre_s_notes_reach_only_the_agents_they_are_for(pack, tmp_path, monkeypatch):
    from romsmith.pipeline import promptkit

    (tmp_path / "prompts" / "genres").mkdir(parents=True)
    for name in ("orchestrator", "domains/world", "domains/character", "domains/story"):
        src = promptkit.project_root() / "prompts" / f"{name}.md"
        (tmp_path / "prompts" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "prompts" / f"{name}.md").write_text(src.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "prompts" / "genres" / "platformer.md").write_text(
        "## orchestrator\n- `platformer`: side view.\n## world\nLevels are {{max_w}} cells at most.\n", encoding="utf-8"
    )
    monkeypatch.setattr(promptkit, "project_root", lambda: tmp_path)
    promptkit._read.cache_clear()
    promptkit.genre_sections.cache_clear()
    try:
        world = promptkit.static_prefix("world", pack, ("adventure", "platformer"))
        story = promptkit.static_prefix("story", pack, ("platformer",))
        assert "## This game's platformer scenes\nLevels are" in world
        assert "{{max_w}}" not in world
        assert "platformer" not in story
        assert "- `platformer`: side view." in promptkit.static_prefix("orchestrator", pack)
    finally:
        promptkit._read.cache_clear()
        promptkit.genre_sections.cache_clear()
