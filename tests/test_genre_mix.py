"""Mixed-genre games from the offline designer: an idea that names two or more genres ("a
metroidvania", "an RPG with puzzles") is a chain of segments, each its own genre's game, one
leading into the next, the adventure (or the RPG) last; an idea of one genre is made as before."""

from __future__ import annotations

import json
import re
from itertools import combinations, pairwise

import pytest

from romsmith.designer import design
from romsmith.generators.checks import validate_spec
from romsmith.generators.spec import assemble
from romsmith.lexicon import extract
from romsmith.models import wire
from romsmith.pipeline import promptkit
from romsmith.pipeline.graph._content import plan_genres
from romsmith.pipeline.plan import Plan

MIXED = {  # idea -> the genres of its segments, in play order
    "a metroidvania where a fox looks for the lost crown": ["platformer", "adventure"],
    "an RPG with puzzles: a knight must defeat the lich": ["puzzle", "battle"],
    "an interactive story that becomes an adventure with a sword: a knight must save the princess": [
        "story",
        "adventure",
    ],
    "a visual novel platformer with a boss battle: a cat saves the king": ["story", "platformer", "battle"],
}
HELD_OUT = {  # mixes the designer was not tuned on
    "a platformer with a boss battle: a knight must defeat the dragon": ["platformer", "battle"],
    "a space shooter with a boss battle against the alien queen": ["shooter", "battle"],
    "a puzzle platformer: a robot pushes crates and jumps over pits": ["puzzle", "platformer"],
    "a metroidvania with crate puzzles: a fox finds the lost crown": ["puzzle", "platformer", "adventure"],
}
SINGLE = {
    "a knight explores the forest to find the lost crown": "adventure",
    "a platformer where a cat jumps across the rooftops of Paris to catch a pigeon": "platformer",
    "a sokoban puzzle game in a dusty warehouse": "puzzle",
    "a space shooter where a pilot blasts asteroids": "shooter",
    "a turn-based RPG where a mage and a knight fight slimes": "battle",
    "a visual novel about two rival chefs and a choice that decides who wins the contest": "story",
}
SEEDS = range(6)


def offline_game(idea: str, seed: int, pack) -> tuple[dict, dict]:
    """(plan, spec) as the pipeline gets them from offline/designer: the plan through its schema,
    the agents' prompts naming every genre the plan uses."""

    def ask(agent: str, plan: dict | None) -> dict:
        genres = plan_genres(plan) if plan else ()
        messages = [
            {"role": "system", "content": promptkit.system_prompt(agent, pack, genres=genres)},
            {"role": "user", "content": wire.idea_message(idea, plan)},
        ]
        return design(promptkit.AGENT_TASK[agent], messages, seed=seed)

    plan = Plan.model_validate(ask("orchestrator", None)).model_dump(mode="json")
    parts = {"orchestrator": plan}
    for agent in ("character", "world", "story"):
        parts[agent] = ask(agent, plan)
    return plan, assemble(parts)


def segment_of(scene_id: str) -> int:
    """A scene's segment: 1, 2 for the prefixed ones, 99 for the last."""
    found = re.match(r"s(\d+)_", scene_id)
    return int(found.group(1)) if found else 99


def ways_on(scene: dict, spec: dict) -> set[str]:
    """The scenes a scene leads to: warps, a level's or a battle's next, a story's routes and
    retries, its enemies' battles."""
    out = {w["to"] for w in scene.get("warps", [])}
    nxt = scene.get("next")
    out |= {nxt} if isinstance(nxt, str) else {r["to"] for r in nxt or []}
    out |= {scene["ending"]["retry"]} if (scene.get("ending") or {}).get("retry") else set()
    out |= {a["encounter"] for a in spec["cast"] if a["scene"] == scene["id"] and a.get("encounter")}
    return out


def segment_genres(spec: dict) -> list[str]:
    """The genres of the game's segments in play order (an RPG's overworld and battles: battle)."""
    by_segment: dict[int, set[str]] = {}
    for sc in spec["scenes"]:
        by_segment.setdefault(segment_of(sc["id"]), set()).add(sc.get("genre") or "adventure")
    return ["battle" if "battle" in g else g.pop() for _k, g in sorted(by_segment.items())]


def assert_chained(spec: dict) -> None:
    """One player, in the first segment; every step from one segment to another goes from a
    segment to the next one's start, and every segment is entered."""
    heroes = [a for a in spec["cast"] if a["role"] == "player"]
    assert len(heroes) == 1 and heroes[0]["scene"] == spec["start_scene"]
    order = sorted({segment_of(sc["id"]) for sc in spec["scenes"]})
    assert segment_of(spec["start_scene"]) == order[0]
    steps = {
        (segment_of(sc["id"]), segment_of(to), to)
        for sc in spec["scenes"]
        for to in ways_on(sc, spec)
        if segment_of(to) != segment_of(sc["id"])
    }
    assert {(a, b) for a, b, _to in steps} == set(pairwise(order)), steps
    for _a, b, to in steps:  # into the first scene the next segment's own game starts in
        assert to == next(sc["id"] for sc in spec["scenes"] if segment_of(sc["id"]) == b), to


@pytest.mark.parametrize("ideas", [MIXED, HELD_OUT], ids=["tuned", "held_out"])
def test_the_idea_names_the_mix_and_the_plan_chains_it(ideas):
    for idea, genres in ideas.items():
        assert len(extract(idea).genres) >= 2, idea
        _plan = Plan.model_validate(_plan_only(idea)).model_dump(mode="json")
        assert segment_genres(_plan) == genres, idea


CUES = {  # a phrase per genre, to name every mix of two or three
    "story": "an interactive story",
    "platformer": "a platformer",
    "puzzle": "with crate puzzles",
    "shooter": "a space shooter",
    "battle": "a turn-based RPG",
    "adventure": "an adventure with a sword",
}


@pytest.mark.parametrize("size", [2, 3])
def test_every_mix_of_two_or_three_genres_plans_within_the_scene_cap_in_play_order(size):
    for combo in combinations(CUES, size):
        idea = " and ".join(CUES[g] for g in combo) + ": a knight must save the princess from the dragon"
        plan = Plan.model_validate(_plan_only(idea)).model_dump(mode="json")  # at most 16 scenes
        genres = segment_genres(plan)
        assert sorted(genres) == sorted(g for g in combo if not (g == "adventure" and "battle" in combo)), idea
        if "story" in combo:  # a prologue
            assert genres[0] == "story", idea
        if {"adventure", "battle"} & set(combo):  # its win is the game's
            assert genres[-1] in ("adventure", "battle"), idea


def _plan_only(idea: str) -> dict:
    from romsmith.generators.pack import load_pack

    messages = [
        {"role": "system", "content": promptkit.system_prompt("orchestrator", load_pack("puny"))},
        {"role": "user", "content": wire.idea_message(idea, None)},
    ]
    return design("plan", messages, seed=0)


@pytest.mark.slow
@pytest.mark.parametrize("ideas", [MIXED, HELD_OUT], ids=["tuned", "held_out"])
def test_every_mixed_designer_game_validates_and_plays_its_segments_in_order(pack, ideas):
    bad = []
    for idea, genres in ideas.items():
        for seed in SEEDS:
            plan, spec = offline_game(idea, seed, pack)
            report = validate_spec(spec, pack)
            if not report.ok:
                bad.append((idea, seed, [f"{e.path} {e.code}" for e in report.errors][:4]))
                continue
            assert segment_genres(spec) == genres, (idea, seed)
            assert_chained(spec)
            assert spec["win"]["flag"] == plan["story"]["win_flag"]  # the last segment's win is the game's
    assert not bad, bad


def test_a_mixed_game_validates_and_chains_its_segments(pack):
    idea = "a metroidvania where a fox looks for the lost crown"
    _plan, spec = offline_game(idea, 0, pack)
    report = validate_spec(spec, pack)
    assert report.ok, [f"{e.path} {e.code}: {e.message}" for e in report.errors]
    assert segment_genres(spec) == ["platformer", "adventure"]
    assert_chained(spec)
    levels = [sc for sc in spec["scenes"] if sc.get("genre") == "platformer"]
    assert levels[-1]["warps"] and not levels[-1]["triggers"]  # its goal leads on instead of winning
    assert not [a for a in spec["cast"] if a["role"] == "npc" and a["scene"] in {sc["id"] for sc in levels}]
    for kind in ("scenes", "cast", "dialogue", "flags", "quests"):  # nothing collides
        assert len({x["id"] for x in spec[kind]}) == len(spec[kind]), kind


@pytest.mark.parametrize("idea", list(SINGLE))
def test_an_idea_of_one_genre_is_made_in_that_genre_alone(idea, pack):
    assert len(extract(idea).genres) <= 1  # an adventure is the default: asked for by nothing
    plan, spec = offline_game(idea, 0, pack)
    assert plan.get("genre") == SINGLE[idea]
    assert not [sc for sc in plan["scenes"] if re.match(r"s\d+_", sc["id"]) or "segment" in sc["purpose"]]
    assert {sc.get("genre") or "adventure" for sc in spec["scenes"]} <= {SINGLE[idea], "adventure"}
    assert validate_spec(spec, pack).ok


# ---- end to end -------------------------------------------------------------------------------
E2E_IDEA = "a metroidvania where a fox looks for the lost crown"


@pytest.mark.e2e
@pytest.mark.docker
@pytest.mark.mgba
def test_a_metroidvania_idea_gives_a_verified_game_the_bot_wins(toolchain, run_romsmith, tmp_path):
    out = tmp_path / "fox"
    proc = run_romsmith("new", E2E_IDEA, "--out", str(out), "--no-memory")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    report = json.loads((out / "report.json").read_text())
    assert report["verdict"] == "verified"
    assert report["genres"]["made"] == ["platformer", "adventure"] and not report["genres"]["missing"]
    play = next(c for c in report["checks"] if c["name"] == "playthrough")
    assert play["ok"] and play["evidence"]["outcome"] == "win", play["evidence"]
    spec = json.loads((out / "spec.json").read_text())
    levels = [sc["name"] for sc in spec["scenes"] if sc.get("genre") == "platformer"]
    visited = play["evidence"]["scenes_visited"]
    assert visited[: len(levels)] == levels  # the levels first, in order
    start = next(sc["name"] for sc in spec["scenes"] if segment_of(sc["id"]) == 99)
    assert visited[len(levels)] == start  # then the adventure, from its start
    assert (out / "screens" / "playthrough_win.png").is_file()


def test_an_idea_of_four_genres_keeps_its_prologue_and_its_ending_within_three_segments():
    idea = "an interactive story and a platformer with crate puzzles and a turn-based RPG: a knight saves the king"
    assert len(extract(idea).genres) == 4
    genres = segment_genres(Plan.model_validate(_plan_only(idea)).model_dump(mode="json"))
    assert len(genres) == 3 and genres[0] == "story" and genres[-1] == "battle"


def test_a_genre_only_the_hero_s_plays_ask_for_gets_an_adventure_after_it_that_carries_the_goal(pack):
    idea = "A kangaroo postman hops across the outback to deliver birthday parcels to every kid in Dusty Gully."
    assert len(extract(idea).genres) == 1  # no name asks for the mix: the platformer cannot carry deliveries
    plan, spec = offline_game(idea, 0, pack)
    report = validate_spec(spec, pack)
    assert report.ok, [f"{e.path} {e.code}: {e.message}" for e in report.errors]
    assert segment_genres(spec) == ["platformer", "adventure"]
    assert_chained(spec)
    assert spec["win"]["flag"] == plan["story"]["win_flag"]  # the adventure's win, the deliveries, is the game's
    _plan, pure = offline_game("a warehouse keeper pushes boxes onto the marked spots", 0, pack)
    assert segment_genres(pure) == ["puzzle"]


def test_a_puzzle_segment_keeps_three_rooms_where_a_puzzle_game_has_five(pack):
    """Five rooms are a puzzle game's own; before the last segment of a mixed game a puzzle takes
    three (the engine's scene cap is shared), each numbered as one of three."""
    plan, spec = offline_game("an RPG with puzzles: a knight must defeat the lich", 0, pack)
    assert validate_spec(spec, pack).ok
    rooms = [s for s in plan["scenes"] if s.get("genre") == "puzzle"]
    assert len(rooms) == 3, [s["id"] for s in plan["scenes"]]
    assert all("of 3;" in s["purpose"] for s in rooms), [s["purpose"] for s in rooms]
    _plan, alone = offline_game("a sokoban puzzle game in a dusty warehouse", 0, pack)
    assert [s.get("genre") for s in alone["scenes"]] == ["puzzle"] * 5


def test_an_rpg_after_a_puzzle_with_no_hero_said_draws_its_one_player_one_way(pack):
    """Junk names no hero, so each segment would pick its own: the party's leader drawn as one,
    the game's player as another, one sprite more than the palettes hold. The player is one."""
    from romsmith.generators.spec import GameSpec, own_sprites

    idea = "an RPG with puzzles: finds %s%n lies crown finds 🐉🐉 '; DROP TABLE 東京 \u202e '; DROP TABLE"
    _plan, spec = offline_game(idea, 0, pack)
    assert validate_spec(spec, pack).ok, [str(e) for e in validate_spec(spec, pack).errors]
    player = next(a["sprite"] for a in spec["cast"] if a["role"] == "player")
    battles = [s for s in GameSpec.model_validate(spec).scenes if s.genre == "battle"]
    assert battles and all(s.party[0].sprite == player for s in battles)
    drawn = {a["sprite"] for a in spec["cast"]} | {x for s in battles for x in own_sprites(s)}
    assert len(drawn) <= 15
