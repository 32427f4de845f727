"""GameSpec models: limits in the schema, per-agent parts, assembly, ownership."""

import copy
import json
import re
from pathlib import Path

import pytest
from pydantic import ValidationError

from romsmith.generators import spec as S
from romsmith.kernel.genres import GENRES

EXAMPLE = Path(__file__).resolve().parent.parent / "romsmith" / "generators" / "examples" / "lost_crown.json"


def example() -> dict:
    return json.loads(EXAMPLE.read_text())


def test_example_parses_and_derives_header_title():
    game = S.GameSpec.model_validate(example())
    assert game.title == "The Lost Crown"
    assert game.header() == "LOST CROWN"
    assert len(game.header()) <= S.MAX_HEADER_TITLE


@pytest.mark.parametrize(
    "title, header",
    [
        ("Frog", "FROG"),
        ("The Haunted Castle of Doom", "HAUNTED"),
        ("Zelda-like: quest #2!", "ZELDA LIKE"),
        ("!!!", "ROMSMITH"),
        ("Supercalifragilistic", "SUPERCALIFRA"),
    ],
)
def test_header_title_fits_cartridge_field(title, header):
    assert S.derive_header_title(title) == header


def test_given_header_title_must_be_upper_case_and_short():
    data = example()
    data["header_title"] = "lost crown"
    with pytest.raises(ValidationError):
        S.GameSpec.model_validate(data)
    data["header_title"] = "THIRTEEN CHAR"
    with pytest.raises(ValidationError):
        S.GameSpec.model_validate(data)


@pytest.mark.parametrize(
    "edit",
    [
        lambda d: d["scenes"][0].update(width=S.MAX_SCENE_CELLS + 1),
        lambda d: d["scenes"][0].update(height=S.MIN_SCENE_H - 1),
        lambda d: d["scenes"][0].update(rows=["." * 20] * 15),  # rows and features both given
        lambda d: d["scenes"][1].pop("features"),  # neither given
        lambda d: d["cast"][0].update(hp=S.MAX_HP + 1),
        lambda d: d["cast"][0].update(role="hero"),
        lambda d: d["dialogue"][0].update(pages=["x" * (S.MAX_PAGE_CHARS + 1)]),
        lambda d: d["dialogue"][1]["branches"][0].update(if_item="crown"),  # two conditions
        lambda d: d["scenes"][0]["triggers"][0].update(once=True, if_flag="met_princess"),
        lambda d: d["scenes"].extend(copy.deepcopy(d["scenes"][:1]) * S.MAX_SCENES),
        lambda d: d.update(title="x" * (S.MAX_TITLE + 1)),
        lambda d: d["cast"][0].update(colour="blue"),  # unknown field
    ],
)
def test_limits_and_shapes_are_in_the_schema(edit):
    data = example()
    edit(data)
    with pytest.raises(ValidationError):
        S.GameSpec.model_validate(data)


def test_every_top_level_key_has_an_owner_and_a_part():
    assert set(S.OWNERS) == set(S.GameSpec.model_fields)
    for key, owner in S.OWNERS.items():
        assert key in S.part_model(owner).model_fields
    assert S.owner_of("/cast/3/sprite") == "character"
    assert S.owner_of("/scenes/0/warps/1/to") == "world"
    assert S.owner_of("/win/flag") == "story"
    assert S.owner_of("/start_scene") == "orchestrator"


def test_part_schemas_are_json_schema_objects():
    for name in S.PARTS:
        schema = S.part_schema(name)
        json.dumps(schema)
        assert schema["type"] == "object"
        assert set(schema["properties"]) == set(S.part_model(name).model_fields)
    cast_item = S.part_schema("character")["$defs"]["Actor"]
    assert cast_item["properties"]["role"]["enum"] == ["player", "npc", "enemy", "boss"]
    assert cast_item["additionalProperties"] is False
    with pytest.raises(KeyError):
        S.part_model("painter")


def test_assemble_merges_parts_and_ignores_keys_an_agent_does_not_own():
    full = example()
    parts = {
        "orchestrator": {k: full[k] for k in ("title", "premise", "start_scene")},
        "character": {"cast": full["cast"], "scenes": []},  # a stray key must not win
        "world": S.WorldPart.model_validate({"scenes": full["scenes"]}),
        "story": {k: full[k] for k in ("dialogue", "flags", "items", "quests", "win")},
    }
    assembled = S.assemble(parts)
    assert assembled["scenes"] and len(assembled["scenes"]) == 3
    game = S.GameSpec.model_validate(assembled)
    assert [a.id for a in game.cast] == [a["id"] for a in full["cast"]]
    for name, part in parts.items():
        if isinstance(part, dict):
            S.part_model(name).model_validate({k: v for k, v in part.items() if S.OWNERS.get(k) == name})


def test_the_cartridge_code_is_four_characters_from_its_keys():
    codes = {
        S.game_code("20261201-000000-aaaa", "The Lost Crown"),
        S.game_code("20261201-000000-bbbb", "The Lost Crown"),
    }
    assert len(codes) == 2 and all(re.fullmatch(r"R[0-9A-Z]{3}", c) for c in codes)
    assert S.game_code("The Lost Crown") == S.game_code("The Lost Crown")


def test_a_scene_without_a_genre_reads_as_adventure_and_its_dump_names_it():
    data = example()
    assert all("genre" not in sc for sc in data["scenes"])  # written before genres
    game = S.GameSpec.model_validate(data)
    assert all(isinstance(sc, S.AdventureScene) for sc in game.scenes)
    dumped = game.model_dump(mode="json")
    assert [sc["genre"] for sc in dumped["scenes"]] == ["adventure"] * len(data["scenes"])
    assert S.GameSpec.model_validate(dumped) == game  # the dump reads back the same
    world = S.part_model("world").model_validate({"scenes": data["scenes"]}).model_dump(mode="json")
    assert all(sc["genre"] == "adventure" for sc in world["scenes"])


BUILT = ", ".join(S.SCENES)


def test_a_genre_named_but_not_built_says_so_and_lists_the_built_ones(monkeypatch):
    from romsmith.generators.spec import genres

    assert set(GENRES) == set(S.SCENES)  # every genre the kernel names is built here
    monkeypatch.setattr(genres, "SCENES", {g: m for g, m in genres.SCENES.items() if g != "story"})
    said = genres.unsupported_genre("story")
    assert (
        said
        == f"genre 'story' is not implemented in this build of romsmith; genres it supports: {', '.join(genres.SCENES)}"
    )
    assert "story" not in said.split("supports:")[1]


@pytest.mark.parametrize(
    "genre, says",
    [
        ("rpg", f"'rpg' is not a genre; genres this build supports: {BUILT}"),
        (7, f"7 is not a genre; genres this build supports: {BUILT}"),
    ],
)
def test_a_genre_without_an_implementation_is_one_clear_error_at_its_field(genre, says, pack):
    from romsmith.generators import validate_spec

    data = example()
    data["scenes"][1]["genre"] = genre
    report = validate_spec(data, pack)
    [issue] = [e for e in report.errors if e.code == "schema_unknown_genre"]
    assert issue.path == "/scenes/1/genre" and issue.message == says.format(", ".join(S.SCENES))
    assert issue.choices == list(S.SCENES)


def test_schema_errors_inside_a_scene_name_the_spec_field_not_the_genre_tag(pack):
    from romsmith.generators import validate_spec
    from romsmith.pipeline.parse import pydantic_errors

    data = example()
    data["scenes"][0]["width"] = 99
    assert "/scenes/0/width" in [e.path for e in validate_spec(data, pack).errors]
    with pytest.raises(ValidationError) as info:
        S.part_model("world").model_validate({"scenes": data["scenes"]})
    assert [e["path"] for e in pydantic_errors(info.value)] == ["/scenes/0/width"]


def test_the_canonical_genres_are_the_six_and_the_implemented_are_among_them():
    from romsmith.kernel.genres import DEFAULT, GENRES

    assert GENRES == ("adventure", "platformer", "shooter", "puzzle", "battle", "story")
    assert DEFAULT == "adventure" and DEFAULT in S.SCENES
    assert set(S.SCENES) <= set(GENRES)
    for name, model in S.SCENES.items():
        assert model.model_fields["genre"].default == name
