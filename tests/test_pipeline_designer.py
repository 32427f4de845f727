"""The offline designer: valid games from the prompt alone, deterministic per (idea, seed), varied otherwise."""

from __future__ import annotations

import json

import pytest

from generators import spec as S
from generators.pack import load_pack
from generators.validate import validate_spec
from pipeline import promptkit
from pipeline.agents import ask
from pipeline.plan import Plan, spec_part


@pytest.fixture(scope="module")
def pack():
    return load_pack("puny")


def design_spec(idea: str, seed: int, pack) -> dict:
    """What the graph's content half does, through litellm and the offline provider."""

    def run(agent, user, schema):
        messages = [{"role": "system", "content": promptkit.system_prompt(agent, pack)}, {"role": "user", "content": user}]
        return ask(agent=agent, model="offline/designer", messages=messages, schema=schema, seed=seed).value

    plan = run("orchestrator", f"Game idea: {idea}", Plan)
    user = f"Game idea: {idea}\n\nDirector's plan:\n{json.dumps(plan)}"
    parts = {"orchestrator": spec_part(plan)}
    for agent in ("character", "world", "story"):
        parts[agent] = run(agent, user, S.part_model(agent))
    return S.assemble(parts)


def setters_of(spec: dict) -> set:
    """Every flag some dialogue, trigger or defeat can set."""
    effects = [e for d in spec["dialogue"] for e in d.get("effects", []) + [x for b in d.get("branches", []) for x in b.get("effects", [])]]
    effects += [e for s in spec["scenes"] for t in s["triggers"] for e in t.get("effects", [])]
    return {e["id"] for e in effects if e["op"] == "set_flag"} | {a.get("defeat_flag") for a in spec["cast"]}


IDEAS = ["a knight rescues the princess from a haunted castle", "a frog seeks the golden fly",
         "ein Ritter rettet die Prinzessin vor dem Drachen", "dragon", "宇宙の海賊",
         "snow yeti steals the village bell"]


@pytest.mark.parametrize("idea", IDEAS)
def test_every_idea_gives_a_valid_spec_with_a_playable_shape(idea, pack):
    spec = design_spec(idea, 0, pack)
    report = validate_spec(spec, pack)
    assert report.ok, report.text()
    roles = [a["role"] for a in spec["cast"]]
    assert roles.count("player") == 1 and "npc" in roles
    assert {"enemy", "boss"} & set(roles)
    assert all(a["sprite"] in pack.sprite_ids for a in spec["cast"])
    declared = {f["id"] for f in spec["flags"]}
    assert spec["win"]["flag"] in declared
    locked = [w for s in spec["scenes"] for w in s["warps"] if w.get("if_flag")]
    assert locked and locked[0]["to"] == spec["scenes"][-1]["id"], "the way to the last scene is shut by a flag"
    assert locked[0]["if_flag"] in setters_of(spec), "and something opens it"
    assert spec["win"]["flag"] in setters_of(spec), "something in the game sets the win flag"
    assert any(d["speaker"] and d["pages"] for d in spec["dialogue"]), "npcs talk"


def test_same_idea_and_seed_give_the_same_game(pack):
    idea = "a frog seeks the golden fly"
    assert design_spec(idea, 3, pack) == design_spec(idea, 3, pack)


def test_seeds_and_ideas_change_the_game(pack):
    specs = [design_spec("a frog seeks the golden fly", seed, pack) for seed in (0, 1, 2)]
    specs.append(design_spec("a wizard explores the frozen caves", 0, pack))
    dumped = {json.dumps(s, sort_keys=True) for s in specs}
    assert len(dumped) == 4
    assert len({s["title"] for s in specs} | {tuple(sc["id"] for sc in s["scenes"]) for s in specs}) > 2


def test_words_of_the_idea_steer_themes_and_sprites(pack):
    spec = design_spec("a knight rescues the princess from a haunted castle", 0, pack)
    assert "castle" in [s["theme"] for s in spec["scenes"]]
    player = next(a for a in spec["cast"] if a["role"] == "player")
    assert player["sprite"] == "puny_soldier"  # knight is an alias of puny_soldier
    assert "puny_princess" in {a["sprite"] for a in spec["cast"]}
    assert "puny_ghost" in {a["sprite"] for a in spec["cast"]}  # haunted


def test_designer_applies_the_valid_choice_a_repair_message_lists(pack):
    from pipeline.models.designer import design

    previous = {"cast": [{"id": "hero", "sprite": "puny_knight"}]}
    messages = [{"role": "system", "content": promptkit.system_prompt("character", pack)},
                {"role": "user", "content": "Game idea: x"},
                {"role": "assistant", "content": json.dumps(previous)},
                {"role": "user", "content": "Validation rejected your answer.\n- at /cast/0/sprite: unknown sprite [unknown_sprite]. "
                                            "You sent: \"puny_knight\". Closest: puny_soldier (alias: knight). Valid choices: puny_soldier, puny_bat."}]
    assert design("character", messages)["cast"][0]["sprite"] == "puny_soldier"


def test_designer_follows_a_retrieved_guideline_that_maps_a_concept_to_a_listed_sprite(pack):
    from pipeline.models.designer import design

    plan = {"scenes": [{"id": "field", "name": "Field", "theme": "grassland", "width": 20, "height": 15}],
            "cast": [{"id": "hero", "name": "Ada", "role": "player", "scene": "field", "concept": "knight"}],
            "story": {"win_flag": "won"}}
    block = ("<retrieved_guidelines note=\"x\">\n- For a knight use `puny_warrior`; `puny_knight` does not exist.\n"
             "</retrieved_guidelines>")
    user = {"role": "user", "content": f"Game idea: a knight\n\nDirector's plan:\n{json.dumps(plan)}"}
    plain = design("character", [{"role": "system", "content": promptkit.system_prompt("character", pack)}, user])
    guided = design("character", [{"role": "system", "content": promptkit.system_prompt("character", pack, block)}, user])
    assert plain["cast"][0]["sprite"] == "puny_soldier" and guided["cast"][0]["sprite"] == "puny_warrior"
