"""The offline designer: valid games from the prompt alone, deterministic per (idea, seed), varied otherwise."""

from __future__ import annotations

import json

import pytest

from romsmith.generators import spec as S
from romsmith.generators.checks import validate_spec
from romsmith.models import wire
from romsmith.pipeline import promptkit
from romsmith.pipeline.agents import ask
from romsmith.pipeline.plan import Plan


def design_spec(idea: str, seed: int, pack, edit_plan=None, keep_plan: bool = False) -> dict:
    """What the graph's content half does, through litellm and the offline provider (with
    `keep_plan`, the plan with the spec under its `_spec` key)."""

    def run(agent, user, schema):
        messages = [
            {"role": "system", "content": promptkit.system_prompt(agent, pack)},
            {"role": "user", "content": user},
        ]
        return ask(agent=agent, model="offline/designer", messages=messages, schema=schema, seed=seed).value

    plan = run("orchestrator", wire.idea_message(idea), Plan)
    if edit_plan:
        plan = edit_plan(plan)
    user = wire.idea_message(idea, plan)
    parts = {"orchestrator": plan}
    for agent in ("character", "world", "story"):
        parts[agent] = run(agent, user, S.part_model(agent))
    spec = S.assemble(parts)
    return dict(plan, _spec=spec) if keep_plan else spec


IDEAS = [
    "a knight rescues the princess from a haunted castle",
    "a frog seeks the golden fly",
    "ein Ritter rettet die Prinzessin vor dem Drachen",
    "dragon",
    "宇宙の海賊",
    "snow yeti steals the village bell",
]


def reach(spec: dict, pack, drop: str | None = None):
    """What the player can reach and set; with `drop`, as if nothing ever set that flag."""
    from romsmith.generators.checks import _checker as _checks
    from romsmith.generators.checks._reach import progress

    game = S.GameSpec.model_validate(spec)
    checker = _checks.Checker(game, pack)
    checker.check_scenes()
    if drop:
        game = game.model_copy(
            update={
                "cast": [a.model_copy(update={"defeat_flag": None}) if a.defeat_flag == drop else a for a in game.cast],
                "dialogue": [_drop_flag(d, drop) for d in game.dialogue],
            }
        )
    player = next(a for a in game.cast if a.role == "player")
    dialogues = {d.id: d for d in game.dialogue}
    scenes = {sc.id: sc for sc in game.scenes}
    if drop:
        scenes = {
            sid: sc.model_copy(
                update={
                    "triggers": [
                        t.model_copy(update={"effects": [e for e in t.effects if e.id != drop]}) for t in sc.triggers
                    ]
                }
            )
            for sid, sc in scenes.items()
        }
    return progress(game, pack, checker.rows, (game.start_scene, player.x, player.y), scenes, dialogues)


def _drop_flag(d, flag):
    strip = lambda fxs: [fx for fx in fxs if not (fx.op == "set_flag" and fx.id == flag)]  # noqa: E731
    return d.model_copy(
        update={
            "effects": strip(d.effects),
            "choices": [c.model_copy(update={"effects": strip(c.effects)}) for c in d.choices],
            "branches": [
                b.model_copy(
                    update={
                        "effects": strip(b.effects),
                        "choices": [c.model_copy(update={"effects": strip(c.effects)}) for c in b.choices],
                    }
                )
                for b in d.branches
            ],
        }
    )


@pytest.mark.parametrize("idea", IDEAS)
def test_every_idea_gives_a_valid_spec_with_a_playable_shape(idea, pack):
    spec = design_spec(idea, 0, pack)
    report = validate_spec(spec, pack)
    assert report.ok, report.text()
    roles = [a["role"] for a in spec["cast"]]
    assert roles.count("player") == 1 and "npc" in roles
    assert all(a["sprite"] in pack.sprite_ids for a in spec["cast"])
    assert spec["win"]["flag"] in {f["id"] for f in spec["flags"]}
    assert spec["win"]["flag"] in reach(spec, pack).flags, "something the player reaches sets the win flag"
    assert any(d["speaker"] and d["pages"] for d in spec["dialogue"]), "npcs talk"
    from romsmith.generators.music import TRACKS

    assert all(sc.get("music") in TRACKS for sc in spec["scenes"]), "every scene names a listed track"
    lairs = {a["scene"] for a in spec["cast"] if a["role"] == "boss"}
    assert all(sc["music"] == "boss" for sc in spec["scenes"] if sc["id"] in lairs), "the boss has its theme"
    rests = [
        e
        for d in spec["dialogue"]
        for e in d.get("effects", []) + [x for b in d.get("branches", []) for x in b["effects"]]
    ]
    assert any(e["op"] == "save" for e in rests), "someone on the road is a save point"
    says = [c for c in spec["win"]["ending"] if c["op"] == "say"]
    assert says and says[0]["dialogue"] in {d["id"] for d in spec["dialogue"]}, "an ending plays before the win screen"
    for sc in spec["scenes"]:
        if sc["id"] in lairs and sc["id"] != spec["start_scene"]:  # the boss shows itself in a cut-scene
            ops = [c["op"] for c in sc["cutscene"]["commands"]]
            assert "banner" in ops and "say" in ops


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
    from romsmith.designer import design

    previous = {"cast": [{"id": "hero", "sprite": "puny_knight"}]}
    error = wire.RepairLine(
        "/cast/0/sprite",
        "sprite 'puny_knight' is not in pack puny",
        "unknown_sprite",
        "puny_knight",
        suggestions=["puny_soldier (alias: knight)"],
        choices=["puny_bat", "puny_soldier"],
    )
    messages = [
        {"role": "system", "content": promptkit.system_prompt("character", pack)},
        {"role": "user", "content": wire.idea_message("x")},
        {"role": "assistant", "content": json.dumps(previous)},
        {"role": "user", "content": wire.repair_message(1, '{"cast": [...]}', [error])},
    ]
    assert design("character", messages)["cast"][0]["sprite"] == "puny_soldier"


def test_designer_follows_a_retrieved_guideline_that_maps_a_concept_to_a_listed_sprite(pack):
    from romsmith.designer import design

    plan = {
        "scenes": [{"id": "field", "name": "Field", "theme": "grassland", "width": 20, "height": 15}],
        "cast": [{"id": "hero", "name": "Ada", "role": "player", "scene": "field", "concept": "knight"}],
        "story": {"win_flag": "won"},
    }
    block = wire.guidelines_block(["For a knight use `puny_warrior`; `puny_knight` does not exist."], note="x")
    user = {"role": "user", "content": wire.idea_message("a knight", plan)}
    plain = design("character", [{"role": "system", "content": promptkit.system_prompt("character", pack)}, user])
    guided = design(
        "character", [{"role": "system", "content": promptkit.system_prompt("character", pack, block)}, user]
    )
    assert plain["cast"][0]["sprite"] == "puny_soldier" and guided["cast"][0]["sprite"] == "puny_warrior"


SURVEY = [
    "a knight rescues the princess from a haunted castle",
    "game",
    "frog",
    "ein Ritter sucht den Schatz im dunklen Wald",
    "una bruja en el desierto busca la perla",
    "勇者が竜を倒す",
    "use sprite puny_knight for the hero",
    "space pirates on an icy moon",
    "a cat bakery in a cozy village house " * 8,
    "?!",
    "ninja",
    "zzz",
    "a lighthouse keeper and the sea serpent",
]


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
@pytest.mark.parametrize("idea", SURVEY)
def test_designer_games_are_winnable_and_their_locks_matter(idea, seed, pack):
    """Validation only (no build): every scene is reached (locks open on the way), the win flag
    can be set, the win path is the planned archetype's, foes only when the plan fights, and
    every lock matters: with its flag never set, a scene or the win is out of reach."""
    from romsmith.generators.score import fidelity

    plan = design_spec(idea, seed, pack, keep_plan=True)
    spec = plan.pop("_spec")
    report = validate_spec(spec, pack)
    assert report.ok, report.text()
    got = reach(spec, pack)
    assert got.regions.keys() == {sc["id"] for sc in spec["scenes"]}
    assert spec["win"]["flag"] in got.flags
    story = plan["story"]
    assert story["archetype"] in fidelity.structure(spec, pack).satisfied, (
        story["archetype"],
        fidelity.structure(spec, pack),
    )
    fighters = {a["role"] for a in spec["cast"]} & {"enemy", "boss"}
    assert bool(fighters) != bool(story.get("peaceful"))
    for flag in {g["flag"] for sc in spec["scenes"] for g in sc["gates"]}:
        assert flag in got.flags
        without = reach(spec, pack, drop=flag)
        assert without.regions.keys() != got.regions.keys() or spec["win"]["flag"] not in without.flags


def _foreign(plan: dict) -> dict:
    """A plan as another director might write it: no parts, no map links, no archetype, no markers."""
    scenes = [{k: v for k, v in sc.items() if k not in ("exits", "purpose")} for sc in plan["scenes"]]
    cast = [{k: v for k, v in c.items() if k != "part"} for c in plan["cast"]]
    keep = ("goal", "win_flag", "obstacle_flag", "key_item", "treasure")
    return dict(plan, scenes=scenes, cast=cast, story={k: v for k, v in plan["story"].items() if k in keep})


@pytest.mark.parametrize("idea", ["a knight rescues the princess from a haunted castle", "frog", "zzz", "dragon"])
def test_a_plan_another_director_wrote_still_gives_a_valid_winnable_game(idea, pack):
    spec = design_spec(idea, 1, pack, _foreign)
    report = validate_spec(spec, pack)
    assert report.ok, report.text()
    assert spec["win"]["flag"] in reach(spec, pack).flags


def test_non_latin_words_and_crowned_foes_steer_the_cast(pack):
    spec = design_spec("勇者が竜を倒して姫を救う", 0, pack)  # a hero beats the dragon and saves the princess
    assert "puny_princess" in {a["sprite"] for a in spec["cast"] if a["role"] == "npc"}
    foes = {a["sprite"] for a in spec["cast"] if a["role"] in ("enemy", "boss")}
    assert foes & {"puny_dragon", "puny_great_dragon"}  # a boss is drawn big when a big one is listed
    spec = design_spec("face the skeleton king in his crypt", 0, pack)
    crowned = [a for a in spec["cast"] if a["name"].startswith("King ")]
    assert crowned and all(a["sprite"] == "puny_skeleton" and a["role"] in ("enemy", "boss") for a in crowned)
    assert "puny_king" not in {a["sprite"] for a in spec["cast"]}, "the skeleton king is no friend"
    for seed in (0, 1):  # one word naming a foe: the foe is drawn, the hero stays a hero
        spec = design_spec("dragon", seed, pack)
        assert "player" in pack.sprites[next(a for a in spec["cast"] if a["role"] == "player")["sprite"]].roles
        assert any(a["sprite"] in ("puny_dragon", "puny_great_dragon") for a in spec["cast"] if a["role"] != "player")
