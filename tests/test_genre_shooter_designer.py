"""The offline designer writes a shooter for a shooter idea, in the languages the lexicon knows:
who flies and what it shoots come from the idea, the levels get harder, and every level it
writes passes the checks (the engine's pools, the level's length, the play area)."""

from __future__ import annotations

import re

import pytest

from romsmith.designer import design
from romsmith.generators.checks import validate_spec
from romsmith.generators.score import fidelity
from romsmith.generators.spec import assemble
from romsmith.lexicon import extract
from romsmith.models import wire
from romsmith.pipeline import promptkit
from romsmith.pipeline.graph._content import plan_genres

IDEAS = {  # idea -> (the hero's sprite, a sprite its waves must fly)
    "side-scrolling space shooter: blast the asteroid swarm": ("puny_starship", "puny_asteroid"),
    "shmup: a starship fights the alien armada and its mothership": ("puny_starship", "puny_alien"),
    "Ein Weltraum-Shooter: das Raumschiff kämpft gegen Asteroiden": ("puny_starship", "puny_asteroid"),
    "un shooter espacial: la nave destruye los asteroides": ("puny_starship", "puny_asteroid"),
    "un shoot them up : le vaisseau spatial détruit les météores": ("puny_starship", "puny_asteroid"),
    "sparatutto spaziale: l astronave contro gli asteroidi": ("puny_starship", "puny_asteroid"),
    "宇宙のシューティング：宇宙船が隕石を撃つ": ("puny_starship", "puny_asteroid"),
    "a shoot em up where a dragon rider shoots down bats over the castle": ("puny_dragon", "puny_bat"),
    "a witch on a broom blasts ghosts in a horizontal shooter": ("puny_witch", "puny_ghost"),
    "blast the robots in this shooter": ("puny_starship", "puny_robot"),
    "shoot em up: a jet fighter vs an enemy armada over the sea": ("puny_jet", "puny_raider"),
    # a person in the lead is the player, on foot, unless their word says they fly a craft
    "a shooter where a sheriff shoots the outlaws in the desert": ("puny_sheriff", "puny_thief"),
    "top-down shooter where a farmer protects his cornfield from crows": ("puny_farmer", "puny_owl"),
    "a pilot shoots down the drones in a shmup": ("puny_starship", "puny_raider"),
}
FOOT = [idea for idea, (hero, _foe) in IDEAS.items() if hero in ("puny_sheriff", "puny_farmer")]
FLYING = re.compile(r"\b(fly|flies|flying|flown|flight|ship|pilot|takes off|skies)\b", re.I)


def offline_spec(idea: str, seed: int, pack) -> tuple[dict, dict]:
    """(plan, spec) as the pipeline's agents get them from offline/designer: the same system
    prompts, with the notes of the plan's genres."""

    def ask(agent: str, plan: dict | None) -> dict:
        genres = plan_genres(plan) if plan else ()
        messages = [
            {"role": "system", "content": promptkit.system_prompt(agent, pack, "", genres)},
            {"role": "user", "content": wire.idea_message(idea, plan)},
        ]
        return design(promptkit.AGENT_TASK[agent], messages, seed=seed)

    plan = ask("orchestrator", None)
    parts = {"orchestrator": plan}
    for agent in ("character", "world", "story"):
        parts[agent] = ask(agent, plan)
    return plan, assemble(parts)


def flown(spec: dict) -> set[str]:
    return {w["enemy"] for sc in spec["scenes"] for w in sc["waves"]}


@pytest.mark.parametrize("idea", FOOT)
@pytest.mark.parametrize("seed", range(6))
def test_a_hero_on_foot_is_never_told_of_flying(idea, seed, pack):
    plan, spec = offline_spec(idea, seed, pack)
    said = [plan["title"], plan["premise"], plan["story"]["goal"], spec["win"]["text"]]
    said += [page for d in spec["dialogue"] for page in d["pages"]]
    said += [step["text"] for q in spec["quests"] for step in q["steps"]]
    assert not [line for line in said if FLYING.search(line)]


def test_a_witch_still_flies(pack):
    plan, _spec = offline_spec("shmup: a witch on a broom blasts the bats", 0, pack)
    assert plan["story"]["goal"].startswith("Fly through")


@pytest.mark.parametrize("idea", sorted(IDEAS))
def test_a_shooter_idea_gets_a_shooter_of_its_own_ship_and_foes(idea, pack):
    assert extract(idea).genre == "shooter"
    hero, foe = IDEAS[idea]
    plan, spec = offline_spec(idea, 0, pack)
    assert plan["genre"] == "shooter" and "genre_asked" not in plan
    assert all(sc["genre"] == "shooter" for sc in spec["scenes"])
    assert [a["sprite"] for a in spec["cast"]] == [hero]  # enemies fly in waves, not in the cast
    assert foe in flown(spec), flown(spec)
    boss = spec["scenes"][-1]["boss"]
    assert boss and spec["scenes"][-1]["flag"] == spec["win"]["flag"]
    report = validate_spec(spec, pack)
    assert not report.errors, [e.message for e in report.errors]


def test_the_asteroid_idea_lands_its_space_and_is_won_by_the_boss(pack):
    idea = "side-scrolling space shooter: blast the asteroid swarm"
    _, spec = offline_spec(idea, 0, pack)
    scored = fidelity.check(idea, spec, pack)
    assert scored["score"] == 1.0 and scored["structure"]["archetype"] == "defeat"
    assert scored["structure"]["combat"] and spec["scenes"][0]["theme"] == "starfield"
    roles = {r["role"]: r for r in scored["roles"]}
    last = len(spec["scenes"]) - 1  # the level won, the boss's, is the swarm's
    assert f"asteroid swarm: /scenes/{last} flies puny_asteroid" in roles["goal"]["evidence"]


def test_the_idea_s_opponents_land_on_a_level_s_waves_and_boss(pack):
    idea = "shmup: a starship fights the alien armada and its mothership"
    _, spec = offline_spec(idea, 0, pack)
    scored = fidelity.check(idea, spec, pack)
    opponents = [r for r in scored["roles"] if r["role"] == "opponent"]
    assert opponents and all(r["ok"] and "against the player" in r["evidence"] for r in opponents)  # not actors
    assert scored["score"] == 1.0


def test_a_foe_flown_in_waves_lands_as_the_idea_s_character(pack):
    idea = "a witch on a broom blasts ghosts in a horizontal shooter"
    _, spec = offline_spec(idea, 1, pack)
    ghost = next(t for t in fidelity.check(idea, spec, pack)["terms"] if t["concept"] == "ghost")
    assert ghost["landed"] and "flies puny_ghost" in ghost["detail"]


def hardness(wave: dict) -> float:
    """Hits a wave takes times how often its enemies fire, per second of a level."""
    fire = 1 / wave["fire"] if wave.get("fire") else 0
    return wave["count"] * wave.get("hp", 1) * (1 + fire) * wave.get("speed", 60) / 60


def test_levels_get_harder_within_and_from_one_to_the_next(pack):
    games = [offline_spec(idea, seed, pack)[1] for idea in IDEAS for seed in range(4)]
    multi = [g for g in games if len(g["scenes"]) >= 2]
    assert multi, "no game with two levels"
    for game in multi:
        levels = [sum(map(hardness, sc["waves"])) / len(sc["waves"]) for sc in game["scenes"]]
        assert levels == sorted(levels), (game["title"], levels)
    for game in games:
        for sc in game["scenes"]:
            waves = sc["waves"]
            half = len(waves) // 2
            early, late = waves[:half], waves[half:]
            assert sum(map(hardness, late)) / len(late) >= sum(map(hardness, early)) / max(1, len(early))
            assert not any(w.get("fire") for w in waves[:2]) or sc is not game["scenes"][0]  # a gentle start


@pytest.mark.slow
def test_every_designer_level_passes_the_checks(pack):
    levels, bad = 0, []
    for idea in IDEAS:
        for seed in range(6):
            _, spec = offline_spec(idea, seed, pack)
            levels += len(spec["scenes"])
            errors = validate_spec(spec, pack).errors
            bad += [f"{idea} seed {seed}: {e.path} {e.message}" for e in errors]
    assert levels >= 100 and not bad, bad[:5]


def test_every_level_has_a_carrier_that_gives_a_spare_ship_and_the_first_briefing_says_so(pack):
    from romsmith.designer.genres.shooter_lines import CARRIER_LINES

    games = 0
    for idea in list(IDEAS)[::2]:
        for seed in range(3):
            plan, spec = offline_spec(idea, seed, pack)
            games += 1
            first_foe = next(a["concept"] for a in plan["cast"] if a["part"] == "foe")
            for sc in spec["scenes"]:
                carrier, length = sc["carrier"], sc["length"]
                assert carrier["gives"] == "life" and sc["power_ups"]["life"] == sc["ship"]["sprite"]
                assert carrier["enemy"] == sc["waves"][0]["enemy"]  # the level's first foe, alone
                assert carrier["hp"] >= 2 and carrier["at"] + 256 / (carrier["speed"] * 0.9) < length
                assert 0.3 * length <= carrier["at"]  # well into the level, not at its start
            hardest = [sc["carrier"]["hp"] for sc in spec["scenes"]]
            assert hardest == sorted(hardest), hardest  # tougher level by level
            line = spec["dialogue"][0]["pages"][-1]
            assert spec["dialogue"][0]["id"] == "level_1_briefing"
            wanted = {t.format(foe=first_foe.lower()) for t in CARRIER_LINES}
            assert line in {w[0].upper() + w[1:] for w in wanted}, line
            assert line[0].isupper() and line.endswith(".") and len(line) <= 80
            assert all(line not in page for d in spec["dialogue"][1:] for page in d["pages"])  # said once
            report = validate_spec(spec, pack)
            assert not report.errors and not [w for w in report.warnings if "carrier" in w.path or "life" in w.path]
    assert games == 3 * len(list(IDEAS)[::2])


def test_the_carrier_is_drawn_last_so_the_waves_and_words_stay_as_they_were(pack, monkeypatch):
    from romsmith.designer.genres import shooter

    idea = "shmup: a starship fights the alien armada and its mothership"
    _, spec = offline_spec(idea, 2, pack)
    monkeypatch.setattr(shooter, "carriers_fly", lambda drawn: False)
    monkeypatch.setattr(shooter.W, "carrier_line", lambda foe, rng: "")
    _, plain = offline_spec(idea, 2, pack)
    assert [sc["waves"] for sc in spec["scenes"]] == [sc["waves"] for sc in plain["scenes"]]
    assert all("carrier" not in sc for sc in plain["scenes"]) and all("carrier" in sc for sc in spec["scenes"])
    assert spec["win"] == plain["win"] and spec["dialogue"][1:] == plain["dialogue"][1:]
    assert spec["dialogue"][0]["pages"][:-1] == plain["dialogue"][0]["pages"][:-1]  # the briefing, then the line
