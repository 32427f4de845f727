"""The offline designer: valid games from the prompt alone, deterministic per (idea, seed), varied otherwise."""

from __future__ import annotations

import json

import pytest

from romsmith.generators import spec as S
from romsmith.generators.pack import load_pack
from romsmith.generators.validate import validate_spec
from romsmith.models import wire
from romsmith.pipeline import promptkit
from romsmith.pipeline.agents import ask
from romsmith.pipeline.plan import Plan


@pytest.fixture(scope="module")
def pack():
    return load_pack("puny")


def design_spec(idea: str, seed: int, pack, edit_plan=None) -> dict:
    """What the graph's content half does, through litellm and the offline provider."""

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
    return S.assemble(parts)


def setters_of(spec: dict) -> set:
    """Every flag some dialogue, trigger or defeat can set."""
    effects = [
        e
        for d in spec["dialogue"]
        for e in d.get("effects", []) + [x for b in d.get("branches", []) for x in b.get("effects", [])]
    ]
    effects += [e for s in spec["scenes"] for t in s["triggers"] for e in t.get("effects", [])]
    return {e["id"] for e in effects if e["op"] == "set_flag"} | {a.get("defeat_flag") for a in spec["cast"]}


IDEAS = [
    "a knight rescues the princess from a haunted castle",
    "a frog seeks the golden fly",
    "ein Ritter rettet die Prinzessin vor dem Drachen",
    "dragon",
    "宇宙の海賊",
    "snow yeti steals the village bell",
]


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
    gates = [(s, g) for s in spec["scenes"] for g in s["gates"]]
    assert gates and gates[0][0]["id"] == spec["scenes"][-2]["id"], (
        "a gate the player sees shuts the way to the last scene"
    )
    assert gates[0][1]["flag"] in setters_of(spec), "and something opens it"
    assert spec["win"]["flag"] in setters_of(spec), "something in the game sets the win flag"
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
    assert any(e["op"] == "save" for e in rests), "a healer is a save point"
    says = [c for c in spec["win"]["ending"] if c["op"] == "say"]
    assert says and says[0]["dialogue"] in {d["id"] for d in spec["dialogue"]}, "an ending plays before the win screen"
    for sc in spec["scenes"][1:]:
        if sc["id"] in lairs:  # the boss shows itself in a cut-scene when the hero walks in
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
def test_designer_specs_have_a_visible_obstacle_opened_by_a_settable_flag(idea, seed, pack):
    """Validation only (no build): the designer's typical game has a gate the player sees, shut
    until a flag that something reachable sets, a foe, and a win flag the player can set."""
    from romsmith.generators import _checks
    from romsmith.generators._reach import progress

    spec = design_spec(idea, seed, pack)
    report = validate_spec(spec, pack)
    assert report.ok, report.text()
    game = report.spec
    gates = [g for sc in game.scenes for g in sc.gates]
    assert gates, "an obstacle the player sees"
    checker = _checks.Checker(game, pack)
    checker.check_scenes()
    player = next(a for a in game.cast if a.role == "player")
    reach = progress(
        game, pack, checker.rows, (game.start_scene, player.x, player.y), checker.scenes, checker.dialogues
    )
    assert all(g.flag in reach.flags for g in gates), "every gate's flag is settable"
    assert reach.regions.keys() == {sc.id for sc in game.scenes}, "every scene is reached with gates opening on the way"
    assert {"enemy", "boss"} & {a.role for a in game.cast}
    assert game.win.flag in reach.flags
    assert game.win.flag not in {g.flag for g in gates}, "the win lies beyond the gate, not in opening it"
    # the gate matters: with its flag never set, the last scene (or the win) is out of reach
    without = progress(
        game.model_copy(
            update={
                "cast": [
                    a.model_copy(update={"defeat_flag": None}) if a.defeat_flag == gates[0].flag else a
                    for a in game.cast
                ],
                "dialogue": [_drop_flag(d, gates[0].flag) for d in game.dialogue],
            }
        ),
        pack,
        checker.rows,
        (game.start_scene, player.x, player.y),
        checker.scenes,
        {d.id: _drop_flag(d, gates[0].flag) for d in game.dialogue},
    )
    assert game.scenes[-1].id not in without.regions or game.win.flag not in without.flags


def _drop_flag(d, flag, op="set_flag"):
    strip = lambda fxs: [fx for fx in fxs if not (fx.op == op and fx.id == flag)]  # noqa: E731
    return d.model_copy(
        update={
            "effects": strip(d.effects),
            "branches": [b.model_copy(update={"effects": strip(b.effects)}) for b in d.branches],
        }
    )


def _reach_without(game, pack, checker, player, flag, op="set_flag"):
    """Reachability with nothing ever doing `op` on `flag` (a defeat flag of that name counts too)."""
    from romsmith.generators._reach import progress

    cast = [
        a.model_copy(update={"defeat_flag": None}) if op == "set_flag" and a.defeat_flag == flag else a
        for a in game.cast
    ]
    dialogue = [_drop_flag(d, flag, op) for d in game.dialogue]
    return progress(
        game.model_copy(update={"cast": cast, "dialogue": dialogue}),
        pack,
        checker.rows,
        (game.start_scene, player.x, player.y),
        checker.scenes,
        {d.id: d for d in dialogue},
    )


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
@pytest.mark.parametrize("idea", SURVEY)
def test_designer_quests_have_an_errand_in_a_middle_scene_before_the_gate(idea, seed, pack):
    """Depth: the gate's flag needs an item an npc of a middle scene hands over only after a foe
    there is beaten; npcs' words follow the quest's flags; foes grow tougher on the road; an
    optional chest rewards a detour."""
    from romsmith.generators import _checks

    spec = design_spec(idea, seed, pack)
    report = validate_spec(spec, pack)
    assert report.ok, report.text()
    game = report.spec
    checker = _checks.Checker(game, pack)
    checker.check_scenes()
    player = next(a for a in game.cast if a.role == "player")
    ids = [sc.id for sc in game.scenes]
    assert len(ids) >= 3 and len(game.quests[0].steps) >= 5, "several steps over at least three scenes"
    gate = next(g for sc in game.scenes for g in sc.gates)
    # the key item: wanted by an if_item branch, given by an npc who stands in neither the first nor the last scene
    wanted = {b.if_item for d in game.dialogue for b in d.branches if b.if_item}
    givers = {
        d.id
        for d in game.dialogue
        for fx in d.effects + [x for b in d.branches for x in b.effects]
        if fx.op == "give_item" and fx.id in wanted
    }
    homes = {a.scene for a in game.cast if a.dialogue in givers}
    assert homes and homes <= set(ids[1:-1]), f"the item comes from a middle scene, not {homes}"
    for item in wanted:
        without = _reach_without(game, pack, checker, player, item, "give_item")
        assert gate.flag not in without.flags and game.win.flag not in without.flags, "no item, no way through"
    # the giver's foe: beaten first, tougher than the first scene's foes, present in the errand's scene
    foe = next(
        a for a in game.cast if a.role == "enemy" and a.defeat_flag and a.scene in homes and a.defeat_flag != gate.flag
    )
    assert game.win.flag not in _reach_without(game, pack, checker, player, foe.defeat_flag).flags
    # hints: some npc has three or more ways to answer as the quest moves on
    assert max(len(d.branches) for d in game.dialogue if d.speaker) >= 3
    heals = {d.id for d in game.dialogue if any(fx.op == "heal" for b in d.branches for fx in b.effects)}
    assert len({a.id for a in game.cast if a.dialogue in heals}) >= 2, "more than one friend heals"
    # the road grows harder: the busiest, toughest foes are in the later scenes
    foes = [a for a in game.cast if a.role == "enemy" and a.id != foe.id and a.defeat_flag is None]
    level = {sid: i for i, sid in enumerate(ids)}
    first, last = min(level[a.scene] for a in foes), max(level[a.scene] for a in foes)
    hp = lambda i: max(a.hp for a in foes if level[a.scene] == i)  # noqa: E731
    assert last > first and hp(last) > hp(first)
    # an optional chest off the road: gives an item and heals, not needed for the win
    chests = [t for sc in game.scenes[:-1] for t in sc.triggers if t.dialogue == "side_chest"]
    assert len(chests) == 1 and chests[0].unless_flag
    home = next(sc for sc in game.scenes if chests[0] in sc.triggers)
    shown = checker.rows[home.id][chests[0].y][chests[0].x]
    assert pack.tilesets[home.theme].legend[shown].name == "chest", "the player sees where the chest is"
    chest = next(d for d in game.dialogue if d.id == "side_chest")
    assert {fx.op for fx in chest.effects} >= {"give_item", "heal"}
    assert game.win.flag in _reach_without(game, pack, checker, player, chests[0].unless_flag).flags


def _without_errand(plan: dict) -> dict:
    """A plan as another director might write it: no holder, thief, helpers or side chest."""
    helpers = lambda i: i in ("holder", "thief", "healer") or i.startswith("traveller_")  # noqa: E731
    scenes = [dict(sc, purpose=sc["purpose"].split(";")[0]) for sc in plan["scenes"]]
    return dict(plan, scenes=scenes, cast=[c for c in plan["cast"] if not helpers(c["id"])])


@pytest.mark.parametrize("idea", ["a knight rescues the princess from a haunted castle", "frog", "zzz", "dragon"])
def test_a_plan_without_the_errand_still_gives_a_valid_game(idea, pack):
    spec = design_spec(idea, 1, pack, _without_errand)
    report = validate_spec(spec, pack)
    assert report.ok, report.text()
    assert not {"holder", "thief"} & {a["id"] for a in spec["cast"]}
    wanted = {b["if_item"] for d in spec["dialogue"] for b in d.get("branches", []) if b.get("if_item")}
    givers = [
        d
        for d in spec["dialogue"]
        if d["speaker"] and any(e["op"] == "give_item" and e["id"] in wanted for e in d.get("effects", []))
    ]
    assert wanted and givers and "side_chest" not in {d["id"] for d in spec["dialogue"]}, (
        "the guide hands the key item over itself"
    )


def test_non_latin_words_and_crowned_foes_steer_the_cast(pack):
    spec = design_spec("勇者が竜を倒して姫を救う", 0, pack)  # a hero beats the dragon and saves the princess
    assert "puny_princess" in {a["sprite"] for a in spec["cast"] if a["role"] == "npc"}
    assert "castle" in {s["theme"] for s in spec["scenes"]}
    spec = design_spec("face the skeleton king in his crypt", 0, pack)
    boss = next(a for a in spec["cast"] if a["role"] == "boss")
    assert boss["sprite"] == "puny_skeleton" and boss["name"].startswith("King ")
    assert "king" not in {a["id"] for a in spec["cast"] if a["role"] == "npc"}, "the skeleton king is no friend"
    for seed in (0, 1):  # one word naming a foe: the foe is the boss, the hero stays a hero
        spec = design_spec("dragon", seed, pack)
        assert "player" in pack.sprites[next(a for a in spec["cast"] if a["role"] == "player")["sprite"]].roles
        assert any(a["role"] == "boss" and a["id"] == "dragon" for a in spec["cast"])
