"""The offline designer's platformer games: a platformer idea in any language the lexicon reads
gives levels whose hero is the idea's, every level's goal reachable with its physics (checked
on over a hundred levels), harder level by level."""

from __future__ import annotations

import pytest

from romsmith.designer import design
from romsmith.generators.checks import validate_spec
from romsmith.generators.spec import assemble
from romsmith.generators.world import expand_scenes
from romsmith.lexicon import extract
from romsmith.models import wire
from romsmith.pipeline import promptkit
from romsmith.pipeline.plan import Plan

IDEAS = [
    "a platformer where a cat jumps across the rooftops of Paris to catch a pigeon",
    "jump and run: a frog hops over the hills to find the golden fly",
    "a side scrolling platformer in the caverns: a dwarf leaps over pits full of spiders",
    "Ein Jump and Run: ein Fuchs springt über die Dächer",
    "un jeu de plateforme où une fille saute de nuage en nuage",
    "un juego de plataformas: un conejo salta por las colinas",
    "un gioco a piattaforme dove un robot salta sui tetti",
    "a knight jumps over the ledges of the castle to save the princess from the goblins",
]


def offline_game(idea: str, seed: int, pack) -> tuple[dict, dict]:
    """(plan, spec) as the pipeline gets them from offline/designer (the plan through its schema)."""

    def ask(agent: str, plan: dict | None, genres=()) -> dict:
        messages = [
            {"role": "system", "content": promptkit.system_prompt(agent, pack, genres=genres)},
            {"role": "user", "content": wire.idea_message(idea, plan)},
        ]
        return design(promptkit.AGENT_TASK[agent], messages, seed=seed)

    plan = Plan.model_validate(ask("orchestrator", None)).model_dump(mode="json")
    parts = {"orchestrator": plan}
    for agent in ("character", "world", "story"):
        parts[agent] = ask(agent, plan, (plan["genre"],))
    return plan, assemble(parts)


def test_platformer_ideas_in_every_language_are_read_as_platformers():
    assert {extract(idea).genre for idea in IDEAS} == {"platformer"}


def test_the_cat_on_the_rooftops_is_a_platformer_game_with_the_cat_as_its_hero(pack):
    plan, spec = offline_game(IDEAS[0], 0, pack)
    assert plan["genre"] == "platformer"
    assert {sc["genre"] for sc in spec["scenes"]} == {"platformer"}
    hero = next(a for a in spec["cast"] if a["role"] == "player")
    assert hero["sprite"] == "puny_cat"
    assert {sc["theme"] for sc in spec["scenes"]} == {"rooftops"}  # the idea's place
    waiting = [a for a in spec["cast"] if a["role"] == "npc" and a["scene"] == spec["scenes"][-1]["id"]]
    assert [a["sprite"] for a in waiting] == ["puny_owl"]  # the pigeon, at the last goal
    report = validate_spec(spec, pack)
    assert report.ok, [e.message for e in report.errors]


def test_rescuing_the_princess_at_the_last_flag_is_the_idea_s_goal_and_only_there(pack):
    """The princess waits on the last level's goal cell, whose trigger wins: reaching it is the
    rescue the idea asks for. Moved off that cell, the same trigger is no longer evidence of it."""
    from romsmith.generators.score import fidelity

    idea = IDEAS[7]
    _plan, spec = offline_game(idea, 0, pack)
    goal = next(r for r in fidelity.check(idea, spec, pack)["roles"] if r["role"] == "goal")
    assert goal["ok"] and "won by reaching goal_friend" in goal["evidence"], goal
    friend = next(a for a in spec["cast"] if a["id"] == "goal_friend")
    friend["x"] -= 4
    goal = next(r for r in fidelity.check(idea, spec, pack)["roles"] if r["role"] == "goal")
    assert not goal["ok"], goal


def test_the_pigeon_caught_at_the_last_flag_is_the_evidence_not_the_boss_beaten_before_it(pack):
    """'Catch the pigeon' is won by reaching the pigeon at the goal: the boss beaten on the way is
    no catch, and with the pigeon moved off the goal's cell nothing shows the catch."""
    from romsmith.generators.score import fidelity

    idea = IDEAS[0]
    _plan, spec = offline_game(idea, 0, pack)
    assert any(a["role"] == "boss" for a in spec["cast"])
    goal = next(r for r in fidelity.check(idea, spec, pack)["roles"] if r["role"] == "goal")
    assert goal["ok"] and goal["evidence"].startswith("won by reaching goal_friend"), goal
    next(a for a in spec["cast"] if a["id"] == "goal_friend")["x"] -= 4
    goal = next(r for r in fidelity.check(idea, spec, pack)["roles"] if r["role"] == "goal")
    assert not goal["ok"], goal


DRAGON = "a knight must defeat the dragon in a platformer"
MOODS = {  # idea -> the tone its mood reads as
    "a cozy platformer where a bunny hops through the meadow to find her mother": "gentle",
    "a platformer where a bunny hops through the meadow to find her mother": "normal",
    "a deadly platformer: a knight races through the burning castle to slay the demon": "hard",
}
BOSS_HP = {"gentle": 2, "normal": 3, "hard": 4}


def _boss_fight(spec: dict) -> dict:
    """The last level's boss, checked to be the one fight the win waits for; the boss."""
    last = spec["scenes"][-1]
    bosses = [a for a in spec["cast"] if a["role"] == "boss"]
    assert [b["scene"] for b in bosses] == [last["id"]]  # one boss, in the last level only
    boss = bosses[0]
    assert boss["hp"] > 1 and boss["defeat_flag"] and boss["damage"] >= 1
    goal = last["goal"]
    wins = [t for t in last["triggers"] if (t["x"], t["y"]) == (goal["x"], goal["y"])]
    assert [t["if_flag"] for t in wins] == [boss["defeat_flag"]]
    assert {"op": "set_flag", "id": spec["win"]["flag"]} in wins[0]["effects"]
    steps = [s["flag"] for q in spec["quests"] for s in q["steps"]]
    assert steps.index(boss["defeat_flag"]) < steps.index(spec["win"]["flag"])
    # in its arena: past every foe of the level, behind a wall it turns back at
    foes = [a["x"] for a in spec["cast"] if a["role"] == "enemy" and a["scene"] == last["id"]]
    assert all(x < boss["x"] for x in foes)
    assert last["course"]["sections"][-2:] == [
        {"kind": "wall", "length": 2, "height": 1},
        {"kind": "flat", "length": 12},
    ]
    return boss


@pytest.mark.parametrize("seed", range(3))
def test_the_last_level_ends_in_a_boss_the_win_waits_for(seed, pack):
    for idea in (IDEAS[0], IDEAS[2]):
        _plan, spec = offline_game(idea, seed, pack)
        assert validate_spec(spec, pack).ok
        boss = _boss_fight(spec)
        assert boss["hp"] == 3  # the ideas read neutral
        line = next(t for t in spec["scenes"][-1]["triggers"] if t.get("dialogue") == "boss_beaten_line")
        assert line["if_flag"] == boss["defeat_flag"]  # a word once it is beaten, on the way to the goal


def test_the_idea_s_foe_is_the_boss_drawn_large_and_the_goal_is_beating_it(pack):
    plan, spec = offline_game(DRAGON, 0, pack)
    assert validate_spec(spec, pack).ok
    boss = _boss_fight(spec)
    assert (boss["name"], boss["sprite"]) == ("Dragon", "puny_great_dragon")
    assert boss["y"] == spec["scenes"][-1]["goal"]["y"] - 1  # a 32x32 body stands a row higher
    assert not [a for a in spec["cast"] if a["role"] == "npc"]  # the dragon does not also wait at the goal
    assert "Dragon" in plan["title"]
    assert spec["quests"][0]["steps"][0]["text"] == "Beat the Dragon"  # named by its kind: the Dragon
    small = {a["sprite"] for a in spec["cast"] if a["role"] == "enemy"}
    assert small and not any("dragon" in sprite for sprite in small)  # one dragon: the boss, not every foe
    _plan, dogs = offline_game("a platformer where a cat dodges angry dogs to reach home", 0, pack)
    assert {a["sprite"] for a in dogs["cast"] if a["role"] == "enemy"} == {"puny_dog"}  # many: the levels' foes


def test_the_idea_s_mood_sets_the_foes_gaps_hearts_and_the_boss_s_hit_points(pack):
    made = {}
    for idea, tone in MOODS.items():
        for seed in range(3):
            plan, spec = offline_game(idea, seed, pack)
            assert validate_spec(spec, pack).ok, (idea, seed)
            assert all(s["purpose"].endswith(f"tone {tone}") for s in plan["scenes"])
            assert _boss_fight(spec)["hp"] == BOSS_HP[tone]
            scenes = spec["scenes"]
            early = {sc["id"] for sc in scenes[:4]}  # every game has five levels or more
            foes = sum(a["role"] == "enemy" and a["scene"] in early for a in spec["cast"])
            gap = max(s["length"] for sc in scenes for s in sc["course"]["sections"] if s["kind"] == "gap")
            hearts = next(a["hp"] for a in spec["cast"] if a["role"] == "player")
            made.setdefault(tone, []).append((foes, gap, hearts))
    gentle, normal, hard = (made[t] for t in ("gentle", "normal", "hard"))
    assert max(f for f, _, _ in gentle) < min(f for f, _, _ in normal) < min(f for f, _, _ in hard)
    assert max(g for _, g, _ in gentle) <= 3 < max(g for _, g, _ in hard) <= 5  # within a jump: widest_gap 6
    assert min(h for _, _, h in gentle) > max(h for _, _, h in normal)


def test_a_platformer_before_a_mixed_game_s_last_segment_has_no_boss(pack):
    """'a platformer with a boss battle': the fight is the battle segment's, not a platformer boss's."""
    from test_genre_mix import offline_game as mixed_game

    _plan, spec = mixed_game("a platformer with a boss battle: a knight must defeat the dragon", 0, pack)
    assert validate_spec(spec, pack).ok
    levels = {sc["id"] for sc in spec["scenes"] if sc.get("genre") == "platformer"}
    assert levels and not [a for a in spec["cast"] if a["scene"] in levels and a["role"] == "boss"]


@pytest.mark.slow
def test_a_premise_starts_each_sentence_in_upper_case_when_nobody_waits_at_the_end(pack):
    from romsmith.generators.score import textcheck

    for seed in range(6):  # "the last flag is somewhere past ..." started a screen in lower case
        _plan, spec = offline_game(
            "platformer where monkey collects all the bananas stolen by the crocodile king", seed, pack
        )
        assert spec["premise"][:1].isupper(), spec["premise"]
        assert not [i for i in textcheck.text_issues(spec, pack) if i["code"] == "text_case"]


def test_over_a_hundred_designer_levels_every_goal_is_reached_and_levels_get_harder(pack):
    levels, games = 0, 0
    for seed in range(6):
        for idea in IDEAS:
            _plan, spec = offline_game(idea, seed, pack)
            report = validate_spec(spec, pack)
            assert report.ok, (idea, seed, [(e.path, e.message) for e in report.errors])
            scenes = spec["scenes"]
            assert all(sc["genre"] == "platformer" and sc["width"] * 16 >= 4 * 240 for sc in scenes)
            levels += len(scenes)
            games += 1
            first, last = scenes[0], scenes[-1]
            assert last["width"] > first["width"]
            assert _challenge(spec, last) > _challenge(spec, first), (idea, seed)
            rows = expand_scenes(report.spec, pack)
            assert all(len(rows[sc["id"]][0]) == sc["width"] for sc in scenes)
            if levels >= 100 and games >= len(IDEAS):
                break
        if levels >= 100 and games >= len(IDEAS):
            break
    assert levels >= 100


def _challenge(spec: dict, scene: dict) -> int:
    """What a level asks of the player: cells of pits and spikes to clear, climbs, and foes."""
    sections = scene["course"]["sections"]
    cells = sum(s["length"] for s in sections if s["kind"] in ("gap", "spikes", "platforms"))
    climbs = sum(s.get("height", 1) for s in sections if s["kind"] in ("hill", "wall", "ladder", "ledges"))
    foes = sum(1 for a in spec["cast"] if a["scene"] == scene["id"] and a["role"] == "enemy")
    return cells + climbs + 2 * foes


def _said_on_entering(spec: dict) -> list[str]:
    """The pages the levels' entry cut-scenes put before the player."""
    lines = {d["id"]: d["pages"] for d in spec["dialogue"]}
    cuts = [sc["cutscene"] for sc in spec["scenes"] if sc.get("cutscene")]
    return [p for cut in cuts for c in cut["commands"] if c["op"] == "say" for p in lines[c["dialogue"]]]


@pytest.mark.parametrize("seed", range(2))
def test_the_first_level_tells_the_player_that_a_level_s_coins_give_a_heart(seed, pack):
    """The engine gives one more heart for every coin of a level taken: the first level says so as
    it starts, once, and its levels do have coins to gather."""
    from romsmith.generators.score import textcheck
    from romsmith.generators.world.genres.platformer import tiles_of

    for idea in (IDEAS[0], IDEAS[7]):
        _plan, spec = offline_game(idea, seed, pack)
        report = validate_spec(spec, pack)
        assert report.ok and not report.warnings, [w.message for w in report.warnings]
        first = spec["scenes"][0]
        assert first["id"] == spec["start_scene"] and first["cutscene"]["once"]
        assert not [sc for sc in spec["scenes"][1:] if sc.get("cutscene")]
        said = _said_on_entering(spec)
        assert len(said) == 1 and "coin" in said[0] and "one more heart" in said[0], said
        assert said[0][:1].isupper() and len(said[0]) <= 60
        rows = expand_scenes(report.spec, pack)
        for sc in spec["scenes"]:
            coin = tiles_of(pack.tilesets[sc["theme"]])["coin"]
            assert sc["course"]["coins"] != "none" and sum(row.count(coin) for row in rows[sc["id"]]) > 0
        issues = textcheck.text_issues(spec, pack, idea)
        assert not [i for i in issues if i["path"].startswith("/dialogue")], issues


def test_levels_without_coins_do_not_claim_a_heart_for_them(pack, monkeypatch):
    from romsmith.designer.genres import platformer

    monkeypatch.setattr(platformer, "COINS", ("none",))
    _plan, spec = offline_game(IDEAS[0], 0, pack)
    assert {sc["course"]["coins"] for sc in spec["scenes"]} == {"none"}
    assert not [sc for sc in spec["scenes"] if sc.get("cutscene")]
    assert not [d for d in spec["dialogue"] if "coin" in " ".join(d["pages"]).lower()]
    report = validate_spec(spec, pack)
    assert report.ok and not report.warnings, [w.message for w in report.warnings]
