"""The items shape with a scripted model: the layout model writes the game, the model writes one
small answer per item, an invented sprite id goes back to exactly its item with the validator's
message, and a resumed run never asks a finished item again."""

from __future__ import annotations

import json

import pytest

from romsmith.models import scripted
from romsmith.pipeline import items as I
from romsmith.pipeline.run import start

IDEA = "a frog seeks the golden fly"


def _script(actor_first: str = "puny_knight") -> None:
    """Valid answers for every item, except the hero's first sprite: an invented id."""
    scripted.reset()
    scripted.enqueue_for("pitch", *[{"title": "Frog Quest", "premise": "A frog hops.", "win_text": "Yum!"}] * 4)
    scripted.enqueue_for("scene", *[{"name": "Pond", "theme": "grassland"}] * 20)
    scripted.enqueue_for("place", *[{"name": "Nook"}] * 20)
    scripted.enqueue_for("line", *[{"greeting": "Hello, little frog."}] * 20)

    def actor(messages):
        # item tasks run in parallel for a scripted model: the hero's item is told by its brief
        hero = "the hero the player controls" in messages[1]["content"]
        if hero and not any(m["role"] == "assistant" for m in messages):
            return {"name": "Fenra", "sprite": actor_first}
        return {"name": "Bob", "sprite": "puny_farmer"}

    scripted.enqueue_for("actor", *[actor] * 40)


def test_items_overlay_the_layout_and_an_invented_id_is_repaired_at_its_item(tmp_path):
    _script()
    outcome = start(
        IDEA, model="scripted/items", shape="items", use_memory=False, stop_after="validate", out=tmp_path / "g"
    )
    report = outcome.report
    assert report["shape"] == "items" and report["layout_model"] == "offline/designer"
    assert report["repair_rounds"] == 1 and not report["failure"]
    assert [(r["item"], r["path"], r["code"]) for r in report["repairs"]] == [
        ("actor:0", "/cast/0/sprite", "unknown_sprite")
    ]
    actor_calls = scripted.calls("actor")
    [retry] = [c["messages"] for c in actor_calls if any(m["role"] == "assistant" for m in c["messages"])]
    assert retry[-2] == {
        "role": "assistant",
        "content": json.dumps({"name": "Fenra", "sprite": "puny_knight"}, separators=(",", ":")),
    }
    assert "puny_knight" in retry[-1]["content"] and "/cast/0/sprite" in retry[-1]["content"]
    assert "Valid choices" in retry[-1]["content"] or "Closest" in retry[-1]["content"]
    spec = json.loads((outcome.out_dir / "spec.json").read_text())
    assert spec["title"] == "Frog Quest" and spec["win"]["text"] == "Yum!"
    assert spec["cast"][0]["sprite"] == "puny_farmer"
    plan = I.plan_items(spec, None)
    scenes = [i for i in plan if i.kind in ("scene", "place")]
    assert len(scripted.calls("scene")) + len(scripted.calls("place")) == len(scenes) == len(spec["scenes"])
    assert len(actor_calls) == sum(1 for i in plan if i.kind == "actor") + 1  # only the hero asked twice
    enemies = [i for i in plan if i.kind == "actor" and len(i.targets) > 1]
    for item in enemies:  # a scene's enemies share one answer
        assert len({spec["cast"][t]["scene"] for t in item.targets}) == 1
        assert {spec["cast"][t]["name"] for t in item.targets} == {"Bob"}
    system = scripted.calls("actor")[0]["messages"][0]["content"]
    assert system.startswith("<!-- task: actor -->") and "puny_farmer" in system


def test_constrained_ids_become_enums_and_bounds_reach_the_schema(monkeypatch):
    from romsmith.generators import spec as S
    from romsmith.generators.pack import load_pack

    pack = load_pack("puny")
    free = I.item_schema("actor", pack, constrain_ids=False)["properties"]["sprite"]
    assert "enum" not in free and free["maxLength"] == 32
    enum = I.item_schema("actor", pack, constrain_ids=True)["properties"]["sprite"]
    assert enum["enum"] == I.drawable_sprites(pack) and "puny_farmer" in enum["enum"]
    assert set(enum["enum"]) == set(pack.sprite_ids)  # the engine draws every frame size the pack has
    monkeypatch.setattr(S, "SPRITE_FRAME_SIZES", ((16, 16),))  # an engine without big frames
    small = I.item_schema("actor", pack, constrain_ids=True)["properties"]["sprite"]["enum"]
    big = {s.id for s in pack.manifest.sprites if s.frame_width == 32}
    assert big and "puny_great_dragon" in big and not big & set(small) and "puny_farmer" in small
    assert I.item_schema("scene", pack, constrain_ids=True)["properties"]["theme"]["enum"] == sorted(pack.themes)


@pytest.mark.parametrize(
    ("pointer", "item"),
    [
        ("/title", "pitch"),
        ("/win/text", "pitch"),
        ("/win/flag", None),
        ("/scenes/1/theme", "scene:1"),
        ("/cast/0/sprite", "actor:0"),
        ("/flags/0/id", None),
    ],
)
def test_errors_route_to_the_item_that_wrote_the_value(pointer, item):
    spec = {
        "scenes": [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}],
        "cast": [{"id": "hero", "name": "H", "role": "player", "sprite": "s", "scene": "a"}],
        "dialogue": [],
    }
    assert I.item_of(pointer, spec, I.plan_items(spec, None)) == item
