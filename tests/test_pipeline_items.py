"""The items shape with a scripted model: the layout model writes the game, the model writes one
small answer per item, an invented sprite id goes back to exactly its item with the validator's
message, and a resumed run never asks a finished item again."""

from __future__ import annotations

import json
import re

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


@pytest.mark.slow  # a whole content half in the items shape, repair round included
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
    assert "Closest: puny_" in retry[-1]["content"]
    # the pack's ids are in the item's system prompt: the repair does not list them all again
    assert "Valid choices" not in retry[-1]["content"] and "valid ids:" not in retry[-1]["content"]
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
    shots = {s.id for s in pack.manifest.sprites if (s.frame_width, s.frame_height) in S.SHOT_FRAME_SIZES}
    assert shots and set(enum["enum"]) == set(pack.sprite_ids) - shots  # an actor is any frame size but a shot's
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


INVENTED = ["Aurora the knight", "princess-1", "Amina_1.jpg", "Frogs & Lizards", "Elder Grove"]


def _invent_or_follow(kind: str):
    """A small model's answers: invented ids (as SmolLM2 writes them), unless the item's user
    message ends with the retrieved lesson for its field, which it then copies."""
    count = iter(range(1000))

    def answer(messages):
        user = messages[1]["content"]
        hint = re.search(r'\n(sprite|theme): for .+ use "([^"]+)"\.$', user)
        field = "sprite" if kind == "actor" else "theme"
        value = hint.group(2) if hint and hint.group(1) == field else INVENTED[next(count) % len(INVENTED)]
        return {"name": "Bob", field: value}

    return answer


def test_a_lesson_names_the_valid_id_never_the_invented_one_and_the_next_run_has_it_beside_the_field(
    tmp_path, romsmith_home
):
    from romsmith import memory
    from romsmith.eval._metrics import first_validation
    from romsmith.kernel.trace import read_trace

    (romsmith_home / "romsmith.toml").write_text("repair_rounds = 0\n")

    def script():
        scripted.reset()
        scripted.enqueue_for("pitch", {"title": "Frog Quest", "premise": "A frog hops.", "win_text": "Yum!"})
        scripted.enqueue_for("scene", *[_invent_or_follow("scene")] * 10)
        scripted.enqueue_for("place", *[{"name": "Nook"}] * 10)
        scripted.enqueue_for("line", *[{"greeting": "Hello, little frog."}] * 10)
        scripted.enqueue_for("actor", *[_invent_or_follow("actor")] * 10)

    script()
    first = start(
        IDEA, model="scripted/items", shape="items", stop_after="validate", out=tmp_path / "a", retrieve=False
    )
    assert first.report["verdict"] == "failed"
    errors = first_validation(read_trace(first.trace_path).events)["args"]["errors"]
    invented = [e for e in errors if e["code"] in ("unknown_sprite", "unknown_theme")]
    assert invented and all(e["value"] in INVENTED and e["layout"] and e["concept"] for e in invented)
    texts = [g.text for g in memory.open_store(romsmith_home).entries().values()]
    for value in INVENTED:
        assert not any(value in t for t in texts), f"a guideline quotes the invented {value!r}: {texts}"
    for e in invented:  # one lesson per thing an invented id was about, naming the layout's valid id
        field = "sprite" if e["code"] == "unknown_sprite" else "theme"
        what = (
            f"the scene {e['concept']}"
            if field == "theme"
            else f"a{'n' if e['concept'][0] in 'aeiou' else ''} {e['concept']}"
        )
        assert f"For {what} use {field} `{e['layout']}`." in texts, (e, texts)

    script()
    second = start(IDEA, model="scripted/items", shape="items", stop_after="validate", out=tmp_path / "b")
    calls = scripted.calls("actor") + scripted.calls("scene")
    assert calls and all(
        re.search(r'\n(sprite|theme): for .+ use "[a-z_]+"\.$', c["messages"][1]["content"]) for c in calls
    )
    for c in calls:  # the system prompt is the static one (the block and the hint are in the user message)
        assert "<retrieved_guidelines" not in c["messages"][0]["content"]
        assert "<retrieved_guidelines" in c["messages"][1]["content"]
    second_errors = first_validation(read_trace(second.trace_path).events)["args"]["errors"]
    assert not [e for e in second_errors if e["code"] in ("unknown_sprite", "unknown_theme")], second_errors
