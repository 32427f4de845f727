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


def _chosen(messages) -> str | None:
    """The first option a repair turn offers ("- sprite: choose one of a, b."), or None."""
    found = re.search(r"- sprite: choose one of ([a-z0-9_, ]+)\.", messages[-1]["content"])
    return found.group(1).split(", ")[0] if found else None


def _script(actor_first: str = "puny_knight") -> None:
    """Valid answers for every item, except the hero's first sprite: an invented id."""
    scripted.reset()
    scripted.enqueue_for("pitch", *[{"title": "Frog Quest", "premise": "A frog hops.", "win_text": "Yum!"}] * 4)
    scripted.enqueue_for("scene", *[{"name": "Pond", "theme": "grassland"}] * 20)
    scripted.enqueue_for("place", *[{"name": "Nook"}] * 20)
    scripted.enqueue_for("line", *[{"greeting": "Hello, little frog."}] * 20)

    def actor(messages):
        # item tasks run in parallel for a scripted model: the hero's item is told by its brief
        if _chosen(messages):  # a repair: a capable model answers the whole object again
            return {"name": "Fenra", "sprite": _chosen(messages)}
        if "the hero the player controls" in messages[1]["content"]:
            return {"name": "Fenra", "sprite": actor_first}
        return {"name": "Bob", "sprite": "puny_farmer"}

    scripted.enqueue_for("actor", *[actor] * 40)


@pytest.mark.slow  # a whole content half in the items shape, repair round included
def test_items_overlay_the_layout_and_an_invented_id_is_repaired_at_its_item(tmp_path):
    from romsmith.generators.checks.choices import sprite_choices
    from romsmith.generators.pack import load_pack

    _script()
    outcome = start(
        IDEA, model="scripted/items", shape="items", use_memory=False, stop_after="validate", out=tmp_path / "g"
    )
    report = outcome.report
    assert report["shape"] == "items" and report["layout_model"] == "offline/designer"
    assert report["constrain_ids"] is False  # a model not served here writes free ids unless asked
    assert report["repair_rounds"] == 1 and not report["failure"]
    assert [(r["item"], r["path"], r["code"]) for r in report["repairs"]] == [
        ("actor:0", "/cast/0/sprite", "unknown_sprite")
    ]
    actor_calls = scripted.calls("actor")
    [retry] = [c["messages"] for c in actor_calls if _chosen(c["messages"])]
    # a repair is a fresh call that asks for the failing field alone, as a choice among valid
    # ids; the rejected answer is not shown (a small model copies it back)
    assert [m["role"] for m in retry] == ["system", "user"] and "puny_knight" not in retry[-1]["content"]
    options = re.search(r"choose one of ([a-z0-9_, ]+)\.", retry[-1]["content"]).group(1).split(", ")
    assert 1 < len(options) <= 4 and set(options) <= set(sprite_choices(load_pack("puny"), "player"))
    assert '{"sprite": "..."}' in retry[-1]["content"]
    spec = json.loads((outcome.out_dir / "spec.json").read_text())
    assert spec["title"] == "Frog Quest" and spec["win"]["text"] == "Yum!"
    assert spec["cast"][0]["sprite"] == options[0] and spec["cast"][0]["name"] == "Fenra"
    assert report["item_fields"] == {"kept": report["item_fields"]["kept"], "fallen_back": 0}
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


def test_constrained_ids_are_enums_of_what_the_validator_accepts_for_each_item(pack):
    from romsmith.generators.checks.choices import sprite_choices, theme_choices
    from romsmith.generators.spec.samples import example_spec

    layout = example_spec()
    plan = I.plan_items(layout, None)
    choices = I.item_choices(layout, plan, pack)
    for item in plan:
        model = I.item_model(item.kind, choices.get(item.key))
        schema = I.item_schema(model)
        if item.kind == "actor":
            role = layout["cast"][item.targets[0]]["role"]
            assert schema["properties"]["sprite"]["enum"] == sprite_choices(pack, role)
            free = I.item_schema(I.item_model("actor"))["properties"]["sprite"]
            assert "enum" not in free and free["maxLength"] == 32
        elif item.kind == "scene":
            assert schema["properties"]["theme"]["enum"] == theme_choices(pack, "adventure")
    roles = {layout["cast"][i.targets[0]]["role"]: choices[i.key]["sprite"] for i in plan if i.kind == "actor"}
    big = {s.id for s in pack.manifest.sprites if s.frame_width == 32}
    assert not big & set(roles["player"]) and not big & set(roles.get("npc", []))
    # a repair asks for the failing field alone, among a few options; other fields are ignored
    repair = I.item_model("actor", {"sprite": ["puny_frog", "puny_toad_not_listed"]}, ["sprite"])
    assert list(repair.model_fields) == ["sprite"]
    assert repair.model_validate({"name": "Bob", "sprite": "puny_frog"}).model_dump() == {"sprite": "puny_frog"}


def test_a_boss_gets_big_sprites_only_where_its_2x2_body_validates_and_a_full_scene_none(pack):
    from romsmith.generators.checks import validate_spec
    from romsmith.generators.checks.choices import sheet_tiles
    from romsmith.generators.spec.samples import example_spec

    layout = example_spec()
    index = next(i for i, a in enumerate(layout["cast"]) if a["role"] == "enemy")
    layout["cast"][index].update(role="boss", sprite="puny_skeleton")
    scene = next(s for s in layout["scenes"] if s["id"] == layout["cast"][index]["scene"])
    big = sorted(s.id for s in pack.manifest.sprites if s.frame_width == 32)
    seen = set()
    for x in range(scene["width"]):
        for y in (1, scene["height"] // 2, scene["height"] - 2):
            trial = json.loads(json.dumps(layout))
            trial["cast"][index].update(x=x, y=y)
            if validate_spec(trial, pack).errors:
                continue  # not a place the layout would put it
            plan = I.plan_items(trial, None)
            key = next(i.key for i in plan if index in i.targets)
            offered = bool(set(big) & set(I.item_choices(trial, plan, pack)[key]["sprite"]))
            trial["cast"][index]["sprite"] = big[0]
            assert offered is not bool(validate_spec(trial, pack).errors), (x, y)
            seen.add(offered)
    assert seen == {True, False}  # both kinds of place were tried
    # a scene whose other sprites could take the object tiles a big sheet needs gets none
    crowd = json.loads(json.dumps(layout))
    spare = sorted(s for s in pack.sprite_ids if pack.sprites[s].frame_width == 16 and "npc" in pack.sprites[s].roles)
    for n in range((896 - sheet_tiles(pack, big[0])) // 32 + 1):
        crowd["cast"].append({**crowd["cast"][index], "id": f"x{n}", "role": "npc", "sprite": spare[n]})
    plan = I.plan_items(crowd, None)
    key = next(i.key for i in plan if index in i.targets)
    assert not set(big) & set(I.item_choices(crowd, plan, pack)[key]["sprite"])


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


def _script_inventing() -> None:
    """A small model inventing ids unless the lesson for its field is beside the answer."""
    scripted.reset()
    scripted.enqueue_for("pitch", {"title": "Frog Quest", "premise": "A frog hops.", "win_text": "Yum!"})
    scripted.enqueue_for("scene", *[_invent_or_follow("scene")] * 10)
    scripted.enqueue_for("place", *[{"name": "Nook"}] * 10)
    scripted.enqueue_for("line", *[{"greeting": "Hello, little frog."}] * 10)
    scripted.enqueue_for("actor", *[_invent_or_follow("actor")] * 10)


def test_a_lesson_names_the_valid_id_never_the_invented_one_and_the_next_run_has_it_beside_the_field(
    tmp_path, romsmith_home
):
    from romsmith import memory
    from romsmith.eval._metrics import first_validation
    from romsmith.kernel.trace import read_trace

    (romsmith_home / "romsmith.toml").write_text("repair_rounds = 0\n")

    _script_inventing()
    first = start(
        IDEA, model="scripted/items", shape="items", stop_after="validate", out=tmp_path / "a", retrieve=False
    )
    # repair off: the invented ids fall back to the layout's, each with a warning
    assert first.report["verdict"] == "not_built" and not first.report["failure"]
    notes = [w for w in first.report["warnings"] if w["code"] == "item_fallback"]
    assert notes and all(w["model_value"] in INVENTED and w["used"] for w in notes)
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

    _script_inventing()
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


@pytest.mark.slow  # two content halves in the items shape, the second with a repair round
def test_a_repair_is_sent_the_block_its_first_answer_had_so_the_server_s_cache_keeps_it(tmp_path, romsmith_home):
    from romsmith.models import wire

    (romsmith_home / "romsmith.toml").write_text("repair_rounds = 0\n")
    _script_inventing()
    start(IDEA, model="scripted/items", shape="items", stop_after="validate", out=tmp_path / "a", retrieve=False)

    (romsmith_home / "romsmith.toml").write_text("repair_rounds = 1\n")
    _script(actor_first="Aurora the knight")  # the hero's sprite invented again: one repair round
    start(IDEA, model="scripted/items", shape="items", stop_after="validate", out=tmp_path / "b")
    calls = [c["messages"][1]["content"] for c in scripted.calls("actor")]
    repairs = [c for c in calls if "choose one of" in c]
    blocks = {tuple(wire.read_guidelines(c)) for c in calls}
    assert repairs and len(repairs) < len(calls)
    assert len(blocks) == 1 and next(iter(blocks)), blocks  # one block, not empty, repairs included


@pytest.mark.slow  # a content half in the items shape
def test_constrained_actors_get_the_short_prompt_the_look_alikes_and_a_retry_outside_the_enum(tmp_path):
    scripted.reset()
    scripted.enqueue_for("pitch", {"title": "Frog Quest", "premise": "A frog hops.", "win_text": "Yum!"})
    scripted.enqueue_for("scene", *[{"name": "Pond", "theme": "grassland"}] * 20)
    scripted.enqueue_for("place", *[{"name": "Nook"}] * 20)
    scripted.enqueue_for("line", *[{"greeting": "Hello, little frog."}] * 20)

    def actor(messages):
        if messages[-1]["role"] == "user" and "Sprites that look like" not in messages[-1]["content"]:
            return {"name": "Bob", "sprite": re.search(r"'(puny_[a-z_]+)'", messages[-1]["content"]).group(1)}
        return {"name": "Bob", "sprite": "puny_knight"}  # not an id this actor may use

    scripted.enqueue_for("actor", *[actor] * 40)
    outcome = start(
        IDEA,
        model="scripted/items",
        shape="items",
        use_memory=False,
        stop_after="validate",
        out=tmp_path / "g",
        constrain_ids=True,
    )
    assert outcome.report["constrain_ids"] is True and not outcome.report["failure"]
    assert outcome.report["repair_rounds"] == 0  # every id came from the enum: nothing to repair
    first = scripted.calls("actor")[0]["messages"]
    assert first[0]["content"].startswith("<!-- task: actor -->") and "<sprites>" not in first[0]["content"]
    assert re.search(r"\nSprites that look like an? [a-z ]+: puny_[a-z_]+(, puny_[a-z_]+)*\.$", first[1]["content"])
    retries = [c["messages"] for c in scripted.calls("actor") if any(m["role"] == "assistant" for m in c["messages"])]
    assert retries and all("sprite" in r[-1]["content"] and "puny_knight" in r[-1]["content"] for r in retries)


def test_when_errors_no_item_field_owns_remain_the_items_ids_fall_back_and_the_game_validates(pack, tmp_path):
    """A big sprite chosen for a boss with an npc beside it: the overlap is reported at the npc's
    path, so giving that field up is not enough; the items' ids go, and the game validates."""
    from romsmith.generators.checks import validate_spec
    from romsmith.generators.spec.samples import example_spec
    from romsmith.kernel.trace import TraceWriter, read_trace
    from romsmith.pipeline.graph._fallback import settle
    from romsmith.pipeline.graph._repair import round_issues
    from romsmith.pipeline.graph._state import RunContext

    base = example_spec()
    index = next(i for i, a in enumerate(base["cast"]) if a["role"] == "enemy")
    base["cast"][index].update(role="boss", sprite="puny_skeleton")
    scene = next(s for s in base["scenes"] if s["id"] == base["cast"][index]["scene"])
    neighbour = {**base["cast"][index], "id": "neighbour", "role": "npc", "sprite": "puny_farmer", "dialogue": None}
    layout = None
    for x in range(1, scene["width"] - 2):
        for y in range(1, scene["height"] - 2):
            trial = json.loads(json.dumps(base))
            trial["cast"][index].update(x=x, y=y)
            trial["cast"].append({**neighbour, "x": x + 1, "y": y})
            if not validate_spec(trial, pack).errors:
                layout = trial
                break
        if layout:
            break
    assert layout is not None
    other = len(layout["cast"]) - 1
    plan = I.plan_items(layout, None)
    key = next(i.key for i in plan if index in i.targets)
    items = {item.key: {} for item in plan}
    items[key] = {"name": "Grom", "sprite": "puny_golem"}
    state = {"shape": "items", "layout": layout, "items": items, "prompt": "a frog", "model": "scripted/x"}
    state["spec"] = I.overlay(layout, items, plan)
    errors, warnings, _ = round_issues(state, pack)
    assert [e["path"] for e in errors] == [f"/cast/{other}"]  # reported at the npc, not the boss
    ctx = RunContext(trace=TraceWriter(tmp_path, "s"), pack=pack)
    update = settle(ctx, state, errors, warnings)
    assert update["errors"] == [] and "sprite" in update["fallbacks"][key]
    assert update["spec"]["cast"][index]["sprite"] == "puny_skeleton"
    assert update["spec"]["cast"][index]["name"] == "Grom"  # the name stays the model's
    ctx.trace.close()
    assert next(e for e in read_trace(ctx.trace.path).events if e.get("tool") == "item_fallback")["ok"]
