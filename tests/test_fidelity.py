"""The fidelity check: key terms of an idea, where they land in a spec, echoes, the win path's
archetype, text checks, and the report's section and warnings."""

from __future__ import annotations

import copy
import json

import pytest

from romsmith.generators.score import fidelity, textcheck
from romsmith.generators.spec.samples import example_spec
from romsmith.lexicon import extract


def terms(idea: str) -> dict[tuple[str, str], object]:
    return {(t.kind, t.concept): t for t in extract(idea).terms}


# ---- extraction ----


def test_named_hero_is_the_name_with_its_creature():
    got = extract("Pip the frog must rescue a dragon from the haunted lighthouse")
    assert got.hero.concept == "Pip" and got.hero.of == "frog"
    assert {("character", "frog"), ("character", "dragon"), ("place", "lighthouse"), ("goal", "rescue")} <= set(
        terms(got.text)
    )
    assert got.archetype == "rescue"


@pytest.mark.parametrize(
    "idea, language, expected",
    [
        (
            "Ein Ritter namens Kurt sucht den verlorenen Schlüssel in der Burg",
            "de",
            {("name", "Kurt"), ("item", "key"), ("place", "castle"), ("goal", "find")},
        ),
        (
            "Un chevalier sauve la princesse du dragon dans la forêt",
            "fr",
            {("character", "knight"), ("character", "princess"), ("goal", "rescue"), ("place", "forest")},
        ),
        (
            "Una bruja buena recoge tres estrellas en el bosque",
            "es",
            {("character", "witch"), ("item", "star"), ("goal", "collect")},
        ),
        ("勇者が竜から姫を救う", "ja", {("character", "dragon"), ("character", "princess"), ("goal", "rescue")}),
    ],
)
def test_other_languages_translate_to_the_same_concepts(idea, language, expected):
    got = extract(idea)
    assert got.language == language
    assert expected <= set(terms(idea))


def test_german_nouns_are_not_names_without_a_cue():
    assert not [t for t in extract("Der Ritter sucht das Schwert im Wald").terms if t.kind == "name"]


def test_goal_precedence_objects_counts_and_negation():
    mystery = extract("Detective Mora must find out who stole the mayor's crown at the market")
    assert mystery.archetype == "investigate"
    assert ("goal", "find") not in terms(mystery.text)  # "find out" is the mystery's cue, not a search
    cozy = extract("A cozy story about a baker who collects five apples for a pie, no fighting")
    assert cozy.peaceful and cozy.archetype == "collect"
    assert terms(cozy.text)[("goal", "collect")].count == 5
    assert ("goal", "defeat") not in terms(cozy.text)  # "no fighting" is a mood, not a goal
    fly = terms("a frog seeks the golden fly")[("item", "golden fly")]
    assert fly.known is False
    assert extract("Take the lost puppy home through the woods").archetype == "escort"
    assert extract("bring the letter to the lighthouse").archetype == "deliver"


def test_title_case_and_sentence_starts_are_not_names():
    assert not [t for t in extract("A Knight Rescues The Princess From The Dragon").terms if t.kind == "name"]
    assert not [t for t in extract("Take the lost puppy home").terms if t.kind == "name"]
    assert [
        t.concept for t in extract("Sir Cedric and his horse Biscuit hunt the werewolf").terms if t.kind == "name"
    ] == [
        "Cedric",
        "Biscuit",
    ]


def test_an_idea_without_key_terms_scores_one(pack):
    result = fidelity.check("asdfgh qwerty", example_spec(), pack)
    assert result["terms"] == [] and result["term_score"] == 1.0 and result["score"] == 1.0


def test_a_goal_the_reading_could_not_make_out_is_a_miss_not_left_out(pack):
    from romsmith.lexicon import Goal, Intent

    intent = Intent(heroes=[{"kind": "ghost", "category": "monster"}], goal=Goal(action="other", verb="rattle"))
    result = fidelity.check("a ghost rattles the pots", example_spec(), pack, intent)
    goal = next(r for r in result["roles"] if r["role"] == "goal")
    assert not goal["ok"] and "could not be read" in goal["missing"] and result["score"] <= 0.5
    asked_none = Intent(heroes=[{"kind": "ghost", "category": "monster"}], goal=Goal(action="other"))
    assert not [r for r in fidelity.check("a ghost", example_spec(), pack, asked_none)["roles"] if r["role"] == "goal"]


# ---- landing ----


def spec_with(**changes) -> dict:
    spec = copy.deepcopy(example_spec())
    for key, value in changes.items():
        spec[key] = value
    return spec


def landed(result: dict) -> dict[str, dict]:
    return {t["concept"]: t for t in result["terms"]}


def test_a_term_the_pack_cannot_draw_is_missing_with_the_reason(pack):
    result = fidelity.check("a penguin lives in the castle", example_spec(), pack)
    penguin = landed(result)["penguin"]
    assert not penguin["landed"] and penguin["missing"] == "no penguin in pack puny"
    assert landed(result)["castle"]["where"] == "tile"
    warning = next(w for w in fidelity.warnings(result) if w["code"] == "fidelity_missing")
    assert "penguin" in warning["message"] and warning["term"] == "penguin"
    assert result["term_score"] == 0.5


def test_a_dragon_lands_only_as_a_dragon_sprite(pack):
    spec = example_spec()
    slime = next(a for a in spec["cast"] if a["id"] == "slime")
    slime["name"] = "Dragon"  # an orc named "Dragon" is not a dragon
    assert not landed(fidelity.check("a dragon", spec, pack))["dragon"]["landed"]
    for sprite in ("puny_dragon", "puny_great_dragon"):
        slime["sprite"] = sprite
        got = landed(fidelity.check("a dragon", spec, pack))["dragon"]
        assert got["landed"] and got["where"] == "sprite" and sprite in got["detail"]


def test_names_land_on_actors_and_say_when_the_sprite_does_not_fit(pack):
    result = landed(fidelity.check("Ada the frog finds the crown", example_spec(), pack))
    assert result["Ada"]["where"] == "name" and "not drawn as a frog" in result["Ada"]["detail"]
    assert not result["frog"]["landed"]
    assert not landed(fidelity.check("Zelda finds the crown", example_spec(), pack))["Zelda"]["landed"]


def test_text_that_repeats_the_idea_does_not_count(pack):
    idea = "a lonely lighthouse keeper polishes the brass telescope every night"
    spec = spec_with(premise="A lonely lighthouse keeper polishes the brass telescope every night.")
    result = fidelity.check(idea, spec, pack)
    assert "/premise" in result["echoes"]
    assert not landed(result)["compass"]["landed"]  # "telescope" only in the echo
    spec["dialogue"][0]["pages"] = ["The old telescope still shows the bay."]
    assert landed(fidelity.check(idea, spec, pack))["compass"]["where"] == "dialogue"


def test_unknown_objects_land_by_item_name(pack):
    spec = example_spec()
    spec["items"][0]["name"] = "Golden Fly"
    got = landed(fidelity.check("a frog seeks the golden fly", spec, pack))["golden fly"]
    assert got["landed"] and got["where"] == "item"


# ---- the win path ----


def test_archetype_of_the_win_path(pack):
    spec = example_spec()
    shape = fidelity.structure(spec, pack)
    assert shape.archetype in ("find", "rescue", "deliver") and shape.combat and shape.rooms == 1
    peaceful = copy.deepcopy(spec)
    peaceful["cast"] = [a for a in spec["cast"] if a["role"] not in ("enemy", "boss")]
    result = fidelity.check("a cozy walk to find the crown", peaceful, pack)
    assert landed(result)["peaceful"]["where"] == "cast"
    fighting = landed(fidelity.check("a cozy walk to find the crown", spec, pack))["peaceful"]
    assert not fighting["landed"] and "1 of the cast fight (Slime)" in fighting["missing"]


def test_a_choice_with_one_right_answer_is_a_mystery(pack):
    spec = example_spec()
    king = next(d for d in spec["dialogue"] if d["id"] == "king_talk")
    win = spec["win"]["flag"]
    king["choices"] = [
        {"label": "The elder", "pages": ["No, not him."]},
        {"label": "The slime", "pages": ["Yes!"], "effects": [{"op": "set_flag", "id": win}]},
    ]
    assert fidelity.structure(spec, pack).archetype == "investigate"
    got = landed(fidelity.check("solve the mystery of the crown", spec, pack))["investigate"]
    assert got["landed"] and "right answer" in got["detail"]


# ---- text ----


def codes(issues: list[dict]) -> set[str]:
    return {i["code"] for i in issues}


def test_text_checks_flag_what_a_player_would_wince_at(pack):
    spec = example_spec()
    assert textcheck.text_issues(spec, pack) == []
    bad = copy.deepcopy(spec)
    bad["title"] = "The Quest of the"
    bad["items"][0]["description"] = "It is a Old Key from an castle."
    bad["dialogue"][1]["pages"] = ["Hello there.", "Bye."]
    bad["cast"][3]["name"] = "Old Lia"  # the princess sprite is drawn adult
    bad["cast"][4]["name"] = "Elder Tom"  # the elder's name again
    issues = textcheck.text_issues(bad, pack)
    assert codes(issues) == {
        "text_title_cut",
        "text_article",
        "text_one_word_page",
        "text_name_sprite",
        "text_duplicate_name",
    }
    assert len([i for i in issues if i["code"] == "text_article"]) == 2


def test_a_mix_of_languages_is_flagged(pack):
    spec = spec_with(title="Ein Knight Seeks Das")
    issues = textcheck.text_issues(spec, pack, "Ein Ritter sucht das Schwert")
    assert [i["path"] for i in issues if i["code"] == "text_mixed_language"] == ["/title"]
    assert not textcheck.text_issues(example_spec(), pack, "Ein Ritter sucht das Schwert")


# ---- the report ----


def test_report_json_gets_the_fidelity_section_and_warnings(tmp_path, pack):
    from romsmith.pipeline.report import write_outputs

    state = {
        "out_dir": str(tmp_path),
        "session_id": "s-fidelity",
        "spec": example_spec(),
        "prompt": "a penguin looks for the crown in the castle",
    }
    report = write_outputs(state, pack=pack)
    saved = json.loads((tmp_path / "report.json").read_text())
    assert saved["fidelity"] == report["fidelity"]
    assert landed(saved["fidelity"])["penguin"]["missing"] == "no penguin in pack puny"
    assert any(w["code"] == "fidelity_missing" and "penguin" in w["message"] for w in saved["warnings"])
    assert "Fidelity to the idea" in (tmp_path / "report.html").read_text()
    # the reading the score is about, in one line, in report.json and on the page
    assert saved["fidelity"]["reading"].startswith("hero: penguin; goal: look for crown")
    assert "the idea read as <b>hero: penguin" in (tmp_path / "report.html").read_text()


def test_a_state_is_not_a_goal_when_the_idea_has_one():
    got = extract("A snowy mountain, a lost yeti cub, and a kind monk who wants to take it home")
    assert got.archetype == "escort" and ("goal", "find") not in terms(got.text)
    assert extract("the lost crown").archetype == "find"  # alone, losing is what there is to undo


def test_a_creature_only_a_large_frame_draws_is_castable_as_a_boss(pack):
    spec = example_spec()
    kraken = landed(fidelity.check("a kraken attacks the castle", spec, pack))["kraken"]
    assert not kraken["landed"] and kraken["missing"] == "no actor is drawn as puny_kraken"  # drawable: 32x32 bosses
    spec["cast"].append({**spec["cast"][2], "id": "kraken", "role": "boss", "sprite": "puny_kraken"})
    kraken = landed(fidelity.check("a kraken attacks the castle", spec, pack))["kraken"]
    assert kraken["landed"] and "puny_kraken" in kraken["detail"]


def test_one_character_met_again_in_another_scene_is_no_duplicate_name(pack):
    spec = example_spec()
    lia = next(a for a in spec["cast"] if a["id"] == "princess")
    spec["cast"].append({**lia, "id": "princess_again", "scene": "castle", "x": 3, "y": 3})
    assert not [i for i in textcheck.text_issues(spec, pack) if i["code"] == "text_duplicate_name"]
    spec["cast"][-1]["sprite"] = "puny_maiden"  # someone else under the same name
    assert [i for i in textcheck.text_issues(spec, pack) if i["code"] == "text_duplicate_name"]


def test_the_plan_may_say_the_archetype_the_map_and_the_parts():
    from romsmith.pipeline.plan import Plan

    plan = {
        "title": "Five Apples",
        "premise": "",
        "start_scene": "farm",
        "scenes": [
            {"id": "farm", "name": "Farm", "theme": "grassland", "width": 20, "height": 13, "exits": ["wood"]},
            {"id": "wood", "name": "Wood", "theme": "forest", "width": 20, "height": 13, "exits": ["farm"]},
        ],
        "cast": [{"id": "hero", "name": "Bo", "role": "player", "scene": "farm", "part": "hero"}],
        "story": {
            "goal": "Gather five apples.",
            "win_flag": "done",
            "obstacle_flag": "open",
            "key_item": "apple",
            "archetype": "collect",
            "count": 5,
            "peaceful": True,
        },
    }
    assert Plan.model_validate(plan).story.archetype == "collect"
    plan["story"]["archetype"] = "dance"
    with pytest.raises(ValueError):
        Plan.model_validate(plan)


def test_a_foe_wearing_a_title_is_one_character(pack):
    got = terms("the goblin king stole every bell in the village")
    assert ("character", "king") not in got and got[("name", "King")].of == "goblin"
    assert ("character", "princess") in terms("勇者が竜から姫を救う")  # no title across a particle
    spec = example_spec()
    slime = next(a for a in spec["cast"] if a["id"] == "slime")
    slime.update(sprite="puny_goblin", name="King Grub")
    found = landed(fidelity.check("the goblin king stole every bell in the village", spec, pack))
    assert found["King"]["where"] == "name" and found["goblin"]["where"] == "sprite"


@pytest.mark.parametrize(
    "kind, drawn_as, other",
    [
        ("jet fighter", "puny_jet", "puny_frog"),  # a modifier the pack draws: the fighter is a jet
        ("mother hen", "puny_owl", "puny_maiden"),  # no hen: the nearest bird, not a mother
    ],
)
def test_a_compound_hero_counts_as_its_drawn_part_or_the_nearest_to_its_head(pack, kind, drawn_as, other):
    from romsmith.lexicon import Intent

    spec = example_spec()
    hero = next(a for a in spec["cast"] if a["role"] == "player")
    intent = Intent(heroes=[{"kind": kind}])
    for sprite, expected in ((drawn_as, True), (other, False)):
        hero["sprite"] = sprite
        role = next(r for r in fidelity.check(f"a {kind}", spec, pack, intent)["roles"] if r["role"] == "hero")
        assert role["ok"] is expected, (sprite, role)


def test_a_goal_whose_object_could_not_be_read_is_unverified_not_met(pack):
    from romsmith.lexicon import Goal, Intent

    spec = example_spec()  # won by bringing the crown back: a goal of returning it is met
    half = Intent(heroes=[{"kind": "soldier"}], goal=Goal(action="deliver", verb="return", words="return it"))
    goal = next(r for r in fidelity.check("return it", spec, pack, half)["roles"] if r["role"] == "goal")
    assert not goal["ok"] and "acts on could not be read" in goal["missing"]
    whole = half.model_copy(update={"goal": Goal(action="deliver", verb="return", objects=[{"kind": "crown"}])})
    goal = next(r for r in fidelity.check("return the crown", spec, pack, whole)["roles"] if r["role"] == "goal")
    assert goal["ok"], goal


def test_a_named_mountain_shows_as_a_mountain_scene(pack):
    from romsmith.lexicon import Intent

    spec = example_spec()
    intent = Intent(heroes=[{"kind": "soldier"}], places=[{"kind": "Mount Korr"}])

    def place() -> dict:
        return next(r for r in fidelity.check("to Mount Korr", spec, pack, intent)["roles"] if r["role"] == "place")

    for scene in spec["scenes"]:
        scene["theme"] = "castle"
    assert not place()["ok"]
    spec["scenes"][0]["theme"] = "hills"
    assert place()["ok"] and "hills" in place()["evidence"]


def test_a_rank_word_is_dropped_only_after_a_creature():
    from romsmith.lexicon._index import place_in_name
    from romsmith.lexicon._words import bare_kind

    assert [bare_kind(k) for k in ("bear cub", "goblin king", "aging king", "snow queen", "queen")] == [
        "bear",
        "goblin",
        "aging king",
        "snow queen",
        "queen",
    ]
    assert [place_in_name(n) for n in ("Gloomwood", "Old Brassport", "Tuckwick", "Paris")] == [
        "forest",
        "harbour",
        None,
        None,
    ]


def test_a_place_no_tileset_shows_is_met_by_its_stand_in_or_its_modifiers_scene(pack):
    # "a mountain monastery": no tileset shows a monastery; a scene drawn as a place beside one (a
    # stand-in, said so) shows it, and so does a mountain scene; a scene drawn as neither does not
    from romsmith.lexicon import Intent

    spec = example_spec()
    intent = Intent(heroes=[{"kind": "soldier"}], places=[{"kind": "mountain monastery"}])

    def place() -> dict:
        found = fidelity.check("a mountain monastery", spec, pack, intent)["roles"]
        return next(r for r in found if r["role"] == "place")

    for scene in spec["scenes"]:
        scene["theme"] = "cave"
    assert not place()["ok"]
    spec["scenes"][0]["theme"] = "castle"  # the tileset beside a monastery
    assert place()["ok"] and "the nearest" in place()["evidence"]
    spec["scenes"][0]["theme"] = "hills"  # a mountain
    assert place()["ok"] and "hills" in place()["evidence"] and "nearest" not in place()["evidence"]
