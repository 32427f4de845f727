"""The offline designer writes a battle game when the idea asks for one: an adventure overworld
whose enemies start battles, the party the idea names (its size too), battles against the idea's
foes and a last one against its boss, each won by the greedy party with no items and harder
than the one before, every one but the boss's with a swift win that gives an elixir, said once
by the giver; over 100 games the checks refuse none."""

from __future__ import annotations

import collections

import pytest

from romsmith.designer import design
from romsmith.designer.genres import battle_tune as T
from romsmith.designer.genres.battle import SWIFT_LINES
from romsmith.designer.genres.battle_read import party_size
from romsmith.designer.genres.battle_tune import lost_share, rules
from romsmith.generators.checks import validate_spec
from romsmith.generators.spec import assemble
from romsmith.kernel import battle as kb
from romsmith.lexicon import read_intent
from romsmith.models import wire
from romsmith.pipeline import promptkit
from romsmith.pipeline.graph._content import plan_genres

RPG = "a turn-based RPG: a party of three fights slimes and a lich with spells and potions"
IDEAS = [
    RPG,
    "un RPG por turnos: un grupo de tres héroes lucha contra limos y un liche con hechizos y pociones",
    "ein rundenbasiertes Rollenspiel: eine Gruppe von vier Helden kämpft gegen Skelette und einen Drachen",
    "a knight and a mage battle goblins and an orc warlord in turn-based fights",
    "JRPG where Mira and her two friends defeat the demon king",
    "turn-based battles: four heroes fight bats, wolves and a dragon",
    "RPG battle game against ghosts",
    "un jeu de rôle au tour par tour: trois héros combattent des loups et un vampire",
    "un gioco di ruolo a turni: due eroi combattono scheletri e un drago",
    "a lone hero in a turn-based RPG fights spiders in a cave and the giant spider queen",
]


def offline_spec(idea: str, seed: int, pack) -> tuple[dict, dict]:
    """(plan, spec) as the pipeline's agents get them from offline/designer (each agent's prompt
    with the notes of the plan's genres)."""

    def ask(agent: str, plan: dict | None) -> dict:
        genres = plan_genres(plan) if agent != "orchestrator" else ()
        messages = [
            {"role": "system", "content": promptkit.system_prompt(agent, pack, genres=genres)},
            {"role": "user", "content": wire.idea_message(idea, plan)},
        ]
        return design(promptkit.AGENT_TASK[agent], messages, seed=seed)

    plan = ask("orchestrator", None)
    parts = {"orchestrator": plan}
    for agent in ("character", "world", "story"):
        parts[agent] = ask(agent, plan)
    return plan, assemble(parts)


def battles(spec: dict) -> list[dict]:
    return [s for s in spec["scenes"] if s.get("genre") == "battle"]


def test_the_reader_reads_a_party_of_three_as_three_heroes_fighting_the_foes():
    intent = read_intent(RPG)
    assert [(h.kind, h.count) for h in intent.heroes] == [("hero", 3)]
    assert [o.kind for o in intent.opponents] == ["slime", "lich"]
    assert intent.goal.action == "defeat" and intent.genre == "battle"


@pytest.mark.parametrize(
    "idea, size",
    [
        (RPG, 3),
        ("eine Gruppe von vier Helden kämpft gegen Skelette", 4),
        ("un grupo de dos héroes lucha contra limos", 2),
        ("JRPG where Mira and her two friends defeat the demon king", 3),
        ("un jeu de rôle: trois héros combattent des loups", 3),
        ("a dragon attacks the town", None),
    ],
)
def test_the_idea_says_how_many_are_in_the_party(idea, size):
    assert party_size(idea) == size


def test_the_rpg_idea_is_a_battle_game_of_its_party_and_its_foes(pack):
    plan, spec = offline_spec(RPG, 0, pack)
    assert plan["genre"] == "battle" and "genre_asked" not in plan
    assert validate_spec(spec, pack).ok
    hero = next(a for a in spec["cast"] if a["role"] == "player")
    fights = battles(spec)
    assert len(fights) >= 2 and all(len(b["party"]) == 3 for b in fights)
    assert all(b["party"][0]["name"] == hero["name"] and b["party"][0]["sprite"] == hero["sprite"] for b in fights)
    assert {m["name"] for b in fights for m in b["party"]} == {m["name"] for m in fights[0]["party"]}
    foes = {f["sprite"] for b in fights[:-1] for f in b["foes"]}
    assert foes == {"puny_slime"}
    boss = fights[-1]["foes"][-1]
    assert boss["name"] == "Lich" and boss["sprite"] == "puny_skeleton"
    for a in spec["cast"]:
        if a["role"] in ("enemy", "boss"):
            assert a["encounter"] in {b["id"] for b in fights}
            assert a["defeat_flag"] in {f["id"] for f in spec["flags"]}
    last = [a for a in spec["cast"] if a["role"] == "boss"][-1]["defeat_flag"]  # the boss, or its return
    won = {"op": "set_flag", "id": spec["win"]["flag"]}
    assert spec["win"]["flag"] == last or any(
        b.get("if_flag") == last and won in b.get("effects", [])
        for d in spec["dialogue"]
        for b in d.get("branches", [])
    )
    assert any(i["id"] == "potion" for i in spec["items"])
    assert any(fx == {"op": "give_item", "id": "potion"} for d in spec["dialogue"] for fx in d.get("effects", []))


def test_each_battle_is_won_with_no_items_and_gets_harder(pack):
    for seed in range(4):
        _plan, spec = offline_spec(RPG, seed, pack)
        fights = battles(spec)
        outcomes = [kb.simulate(rules(b), {}) for b in fights]
        assert all(o.won for o in outcomes), [(b["id"], o.result) for b, o in zip(fights, outcomes, strict=True)]
        shares = [lost_share(b, o) for b, o in zip(fights, outcomes, strict=True)]
        assert shares[-1] == max(shares) and shares[-1] > shares[0] + 0.15, shares
        assert outcomes[-1].rounds > outcomes[0].rounds
        assert fights[-1]["party"][0]["hp"] > fights[0]["party"][0]["hp"]  # the party grows


def test_party_members_of_two_words_are_read_back_whole(pack):
    """The plan's party marker lists members as concept=name; a concept or a name of two words
    ("talking goose", "Harrow Ford") once cut the marker apart and the world part crashed."""
    from random import Random

    from romsmith.designer._names import Namer
    from romsmith.designer.genres.battle import NAME, _party

    stub = {"id": "battle_1", "purpose": "battle; party 3 knight=/talking goose=Old Honk"}
    plan = {"cast": [{"id": "hero", "role": "player", "name": "Ser Ana", "concept": "knight"}]}
    sprites = wire.read_request([{"role": "system", "content": promptkit.system_prompt("world", pack)}]).sprites
    members = _party(plan, stub, {}, sprites, Namer(Random(0), NAME))
    assert len(members) == 3
    assert members[0][0] == "Ser Ana" and members[1][0] == "Honk"  # the name's last word fits the panel


def test_ideas_in_other_languages_give_battle_games_of_their_party(pack):
    sizes = {IDEAS[1]: 3, IDEAS[2]: 4, IDEAS[7]: 3, IDEAS[8]: 2}
    for idea, size in sizes.items():
        plan, spec = offline_spec(idea, 1, pack)
        assert plan["genre"] == "battle"
        assert validate_spec(spec, pack).ok, idea
        assert {len(b["party"]) for b in battles(spec)} == {size}, idea


@pytest.mark.slow
def test_over_100_designer_games_the_checks_refuse_no_battle(pack):
    seen = collections.Counter()
    for seed in range(10):
        for idea in IDEAS:
            _plan, spec = offline_spec(idea, seed, pack)
            report = validate_spec(spec, pack)
            seen["games"] += 1
            seen["battles"] += len(battles(spec))
            seen["unwinnable"] += sum(e.code == "battle_unwinnable" for e in report.errors)
            seen["invalid"] += not report.ok
    assert seen["games"] == 100 and seen["battles"] >= 300
    assert seen["unwinnable"] == 0 and seen["invalid"] == 0, seen


@pytest.mark.parametrize("idea", [RPG, IDEAS[2], IDEAS[3], IDEAS[6], IDEAS[9]])
def test_every_battle_but_the_boss_s_offers_a_swift_win_and_the_giver_says_so_once(pack, idea):
    for seed in (1, 2, 7):
        _plan, spec = offline_spec(idea, seed, pack)
        report = validate_spec(spec, pack)
        assert report.ok, [(e.path, e.message) for e in report.errors]
        fights = battles(spec)
        elixir = {"item": T.ELIXIR, "use": "heal", "power": 255}
        assert all(elixir in b["items"] for b in fights)  # every battle can use the gift
        assert any(i["id"] == T.ELIXIR for i in spec["items"])
        for b in fights:
            boss = b["id"] == "battle_boss"
            assert ("swift" in b) != boss, b["id"]
            if boss:
                continue
            game = rules(b)
            plain = kb.simulate(game, {})
            assert b["swift"] == {"rounds": plain.rounds, "rewards": [{"op": "give_item", "id": T.ELIXIR}]}
            for held in T.ELIXIRS:  # an elixir drunk instead of a blow never loses it
                assert kb.simulate(game, {T.ELIXIR: held}).won, (b["id"], held)
        hero = next(a["name"] for a in spec["cast"] if a["role"] == "player")
        swift = {line.format(hero=hero) for line in SWIFT_LINES}
        told = [(d["id"], p) for d in spec["dialogue"] for p in d["pages"] if p in swift]
        assert len(told) == 1, told
        giver = next((d for d in spec["dialogue"] if d["id"] == "giver_talk"), spec["dialogue"][0])
        assert told[0] == (giver["id"], giver["pages"][-1])
        assert told[0][1][0].isupper() and told[0][1].endswith(".") and len(told[0][1]) <= 60


def test_a_swift_slack_that_leaves_no_round_is_refused_naming_it(pack, monkeypatch):
    monkeypatch.setattr(T, "SWIFT_SLACK", -40)
    with pytest.raises(ValueError, match=r"swift.rounds would be -\d+ .*keep SWIFT_SLACK so that it is 1 to 30"):
        offline_spec(RPG, 1, pack)
    monkeypatch.setattr(T, "SWIFT_SLACK", 40)
    with pytest.raises(ValueError, match=r"swift.rounds would be \d+ .*SWIFT_SLACK 40"):
        offline_spec(RPG, 1, pack)
