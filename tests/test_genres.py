"""The generators' genre registries (spec, world, checks, emit): each holds its concern's kind of
entry, and every scene reaches its genre's entries through them. That they name the same genres
as every other layer is tests/test_genre_registries.py's."""

from __future__ import annotations

from pydantic import BaseModel

from romsmith.generators import spec as S
from romsmith.generators.checks.genres import CHECKS, checks_of
from romsmith.generators.checks.genres._base import SceneChecks
from romsmith.generators.emit.genres import WRITERS, writer_of
from romsmith.generators.spec.samples import example_spec
from romsmith.generators.world.genres import WORLDS, world_of
from romsmith.generators.world.genres._base import WorldGenre
from romsmith.kernel.genres import DEFAULT, GENRES


def test_each_registry_holds_its_concern_s_kind_of_entry():
    assert all(isinstance(entry, WorldGenre) for entry in WORLDS.values())
    assert all(isinstance(entry, SceneChecks) for entry in CHECKS.values())
    assert all(callable(entry) for entry in WRITERS.values())
    for name, model in S.SCENES.items():
        assert issubclass(model, BaseModel) and model.model_fields["genre"].default == name


def test_a_scene_reaches_its_genre_s_entries_whether_it_names_the_genre_or_not():
    game = S.GameSpec.model_validate(example_spec())
    for scene in game.scenes:
        genre = scene.genre
        assert world_of(scene) is WORLDS[genre]
        assert checks_of(scene) is CHECKS[genre]
        assert writer_of(scene) is WRITERS[genre]
    raw = example_spec()["scenes"][0]
    assert "genre" not in raw and S.genre_of(raw) == DEFAULT


def test_the_lexicon_reads_ideas_into_the_same_genre_names():
    from romsmith.lexicon._genres import CUES
    from romsmith.lexicon._genres import DEFAULT as LEXICON_DEFAULT

    assert sorted(CUES) == sorted(GENRES) and LEXICON_DEFAULT == DEFAULT
