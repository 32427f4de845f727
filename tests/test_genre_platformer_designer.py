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


def test_catching_the_pigeon_at_the_last_flag_is_the_idea_s_goal_and_only_there(pack):
    """The pigeon waits on the last level's goal cell, whose trigger wins: reaching it is the
    catch the idea asks for. Moved off that cell, the same trigger is no longer evidence of it."""
    from romsmith.generators.score import fidelity

    _plan, spec = offline_game(IDEAS[0], 0, pack)
    goal = next(r for r in fidelity.check(IDEAS[0], spec, pack)["roles"] if r["role"] == "goal")
    assert goal["ok"] and "won by reaching goal_friend" in goal["evidence"], goal
    friend = next(a for a in spec["cast"] if a["id"] == "goal_friend")
    friend["x"] -= 4
    goal = next(r for r in fidelity.check(IDEAS[0], spec, pack)["roles"] if r["role"] == "goal")
    assert not goal["ok"], goal


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
