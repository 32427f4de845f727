"""The offline designer's puzzle games: a puzzle idea in any language the lexicon knows becomes
five rooms of crates in the room its place calls for, every level solvable with its fewest pushes
rising level after level; none unsolvable over 100 designed levels; the hand-checked patterns
solve; every room of a game of its own has a gem off the solution's way, which the solver can
take and still solve the room, the premise saying once what they give; and the pharaoh's tomb is
built, verified and won by the bot through `romsmith new`, taking every gem on the way."""

from __future__ import annotations

import json

import pytest

from romsmith.designer import design
from romsmith.designer.genres.puzzle_levels import PATTERNS, RANKS
from romsmith.generators.checks import validate_spec
from romsmith.generators.spec import MAX_PAGE_CHARS, TEXT_LINES, assemble
from romsmith.generators.spec.text import wrap
from romsmith.kernel import puzzle as P
from romsmith.models import wire
from romsmith.pipeline import promptkit

PHARAOH = "push the crates onto the glowing tiles to open the pharaoh's tomb"
IDEAS = [
    (PHARAOH, "tomb"),
    ("Schiebe die Kisten auf die leuchtenden Felder, um das Grab des Pharaos zu öffnen", "tomb"),
    ("Pousse les caisses sur les dalles lumineuses pour ouvrir le tombeau du pharaon", "tomb"),
    ("Empuja las cajas sobre las baldosas brillantes para abrir la tumba del faraón", "tomb"),
    ("a warehouse keeper pushes boxes onto the marked spots", "warehouse"),
    ("a sokoban puzzle game in the dungeon vaults of a castle", "vault"),
]


def ask(agent: str, idea: str, plan: dict | None, seed: int, pack) -> dict:
    """One agent's part as the pipeline's agent gets it from offline/designer."""
    messages = [
        {"role": "system", "content": promptkit.system_prompt(agent, pack)},
        {"role": "user", "content": wire.idea_message(idea, plan)},
    ]
    return design(promptkit.AGENT_TASK[agent], messages, seed=seed)


def offline_spec(idea: str, seed: int, pack) -> tuple[dict, dict]:
    """(plan, spec) as the pipeline's agents get them from offline/designer."""
    plan = ask("orchestrator", idea, None, seed, pack)
    parts = {"orchestrator": plan}
    for agent in ("character", "world", "story"):
        parts[agent] = ask(agent, idea, plan, seed, pack)
    return plan, assemble(parts)


@pytest.mark.parametrize("idea, room", IDEAS)
def test_a_puzzle_idea_in_any_language_becomes_rooms_of_crates_where_it_says(pack, idea, room):
    plan, spec = offline_spec(idea, 0, pack)
    assert plan["genre"] == "puzzle" and "genre_asked" not in plan
    report = validate_spec(spec, pack)
    assert report.ok, report.text()
    assert [s["genre"] for s in spec["scenes"]] == ["puzzle"] * 5
    assert {s["theme"] for s in spec["scenes"]} == {room}
    assert [a["role"] for a in spec["cast"]] == ["player"]
    assert "SELECT" in spec["premise"] and "B" in spec["premise"]


def test_the_pharaoh_s_tomb_is_his_and_its_hero_is_the_idea_s(pack):
    _plan, spec = offline_spec(PHARAOH, 0, pack)
    assert spec["title"] == "The Pharaoh's Tomb" and "pharaoh's tomb" in spec["premise"]
    keeper, _ = offline_spec("a warehouse keeper pushes boxes onto the marked spots", 0, pack)
    assert keeper["cast"][0]["concept"] == "warehouse keeper"  # the idea's hero, drawn and named as one


@pytest.mark.parametrize(
    "idea",
    ["sokoban but with grumpy goats", "push the flour sacks onto the marked tiles before the baker wakes the goats"],
)
def test_an_animal_or_the_pushed_thing_owns_no_rooms(idea, pack):
    _plan, spec = offline_spec(idea, 0, pack)
    assert "goat's" not in spec["title"].lower() and "goat's" not in spec["premise"].lower()
    assert "sack's" not in spec["premise"].lower()


def test_a_run_of_junk_letters_is_no_owner_of_the_rooms(pack):
    junk = "\u00e9" * 50
    idea = f"a sokoban puzzle in {junk} {junk} the cat finds named {junk} cat"
    _plan, spec = offline_spec(idea, 0, pack)
    assert validate_spec(spec, pack).ok, [str(e) for e in validate_spec(spec, pack).errors]
    assert "e" * 20 not in json.dumps(spec["dialogue"])


def test_the_hand_checked_patterns_solve_within_their_rank(pack):
    for rank, rows in zip(RANKS, PATTERNS, strict=True):
        found = P.solve(P.parse(rows))
        assert found.solved, found.reason
        low, high = rank["pushes"]
        assert low <= found.pushes <= high, (rows, found.pushes)


@pytest.mark.slow
def test_no_designed_level_is_unsolvable_over_a_hundred_and_they_get_harder(pack):
    """24 designed games of five rooms (120 levels): each validates, each level is solved by the
    checks' solver, the fewest pushes rise from room to room within each rank's range, the
    second and the fifth room have ice and the third and the fourth a key and a lock or a switch
    and a door."""
    levels, boards, locked = [], set(), set()
    ideas = [idea for idea, _ in IDEAS] + ["crate puzzles in a frozen ice cave", "block pushing puzzles"]
    games = [(idea, seed) for seed in range(6) for idea in ideas][:24]
    for idea, seed in games:
        _, spec = offline_spec(idea, seed, pack)
        report = validate_spec(spec, pack)
        assert report.ok, (idea, seed, report.text())
        pushes = []
        for k, scene in enumerate(spec["scenes"]):
            found = P.solve(P.parse(scene["board"]))
            assert found.solved, (idea, seed, scene["board"], found.reason)
            low, high = RANKS[k]["pushes"]
            assert low <= found.pushes <= high, (idea, seed, scene["board"], found.pushes)
            pushes.append(found.pushes)
            boards.add(tuple(scene["board"]))
        text = ["".join(s["board"]) for s in spec["scenes"]]
        assert "~" in text[1] and "~" in text[4], spec["scenes"][1]["board"]  # ice in the second and fifth
        for k in (2, 3):
            pieces = {piece for piece in "ld" if piece in text[k]}
            assert pieces, spec["scenes"][k]["board"]  # a lock or a door in the third and fourth
            locked |= pieces
        assert pushes == sorted(pushes) and len(set(pushes)) == 5, pushes
        levels += pushes
    assert len(levels) >= 120 and len(boards) >= 115  # seeds give other levels
    assert locked == {"l", "d"}  # keys and locks, switches and doors both
    print("fewest pushes by room:", [sorted(levels[k::5]) for k in range(5)])


def test_every_room_of_a_puzzle_game_has_a_gem_off_the_way_and_a_segment_has_none(pack):
    """Five rooms, five gems: each off the plain solution's way, taken by `with_gem` for more steps
    with the room still solved; one line of the premise on them, the better ending a branch over
    the gems' flag. Three rooms before a mixed game's last segment have none, nor the line."""
    from romsmith.designer.genres.puzzle import ALL_GEMS, GEM_LINE

    for idea, seed in [(PHARAOH, 0), ("a sokoban puzzle game in the dungeon vaults of a castle", 1)]:
        _, spec = offline_spec(idea, seed, pack)
        assert validate_spec(spec, pack).ok
        for scene in spec["scenes"]:
            board = P.parse(scene["board"])
            plain, taking = P.solve(board), P.with_gem(board)
            assert len(board.gems) == 1 and not P.play(board, plain.moves).gems, scene["board"]
            assert taking.solved and len(taking.moves) > len(plain.moves), scene["board"]
            assert P.play(board, taking.moves).gems == set(board.gems)
            assert (scene["gems_flag"], scene["gems_needed"], scene["gem_item"]) == (ALL_GEMS, 5, "gem")
        assert spec["premise"].count(GEM_LINE) == 1
        [ending] = spec["dialogue"]
        assert [b["if_flag"] for b in ending["branches"]] == [ALL_GEMS]
    from test_genre_mix import offline_game

    _plan, spec = offline_game("an RPG with puzzles: a knight must defeat the lich", 0, pack)
    rooms = [s for s in spec["scenes"] if s.get("genre") == "puzzle"]
    assert rooms and not any("g" in "".join(s["board"]) or s.get("gem_flag") for s in rooms)
    assert GEM_LINE not in spec["premise"] and not any(i["id"].endswith("gem") for i in spec["items"])


def test_the_better_ending_fits_a_page_in_whole_words_for_a_long_hero_and_place(pack):
    """A long hero's name and a long place: the better ending's line drops the place's sentence,
    then more, rather than be cut mid-word; it always fits one text box page (its characters and
    its lines after word wrap); a short name and place keep the whole line."""
    from romsmith.designer.genres.puzzle import ALL_GEMS

    def best(hero: str, place: str) -> str:
        plan = ask("orchestrator", PHARAOH, None, 0, pack)
        plan["cast"][0]["name"] = hero
        plan["story"]["goal"] = f"Push every crate onto its glowing tile in all 5 rooms of {place}."
        [ending] = ask("story", PHARAOH, plan, 0, pack)["dialogue"]
        [branch] = ending["branches"]
        assert branch["if_flag"] == ALL_GEMS
        return branch["pages"][-1]

    assert (
        best("Ron", "the pharaoh's tomb")
        == "5 gems shine in Ron's hands. Every treasure of the pharaoh's tomb is found!"
    )
    long_place = "the archaeologist's forgotten warehouse"
    assert best("Maximilianus", long_place) == "5 gems shine in Maximilianus's hands. Every treasure is found!"
    for hero, place in [("Maximilianus", long_place), ("Maximilianus", long_place * 3), ("Ron", long_place * 3)]:
        line = best(hero, place)
        assert len(line) <= MAX_PAGE_CHARS and len(wrap(line)) <= TEXT_LINES, line
        assert line.endswith("!") and "..." not in line, line  # whole words, no cut


def test_the_ending_is_said_in_whole_pages_for_a_long_hero_and_place(pack):
    """The plain ending of a long hero's name and place goes on a second page, each fitting the
    text box, every word whole and every sentence kept."""
    plan = ask("orchestrator", PHARAOH, None, 0, pack)
    plan["cast"][0]["name"] = "Maximilianus"
    place = "the archaeologist's forgotten warehouse"
    plan["story"]["goal"] = f"Push every crate onto its glowing tile in all 5 rooms of {place}."
    [ending] = ask("story", PHARAOH, plan, 0, pack)["dialogue"]
    for page in ending["pages"]:
        assert len(page) <= MAX_PAGE_CHARS and len(wrap(page)) <= TEXT_LINES, page
    said = " ".join(ending["pages"])
    assert place in said and "Maximilianus" in said and said.endswith(".")
    assert ending["branches"][0]["pages"][:-1] == ending["pages"]
    for long_place in (place, place * 3):
        plan["story"]["goal"] = f"Push every crate onto its glowing tile in all 5 rooms of {long_place}."
        win = ask("story", PHARAOH, plan, 0, pack)["win"]["text"]
        assert len(win) <= MAX_PAGE_CHARS and len(wrap(win)) <= TEXT_LINES and win.endswith("!"), win


MOODS = {  # idea -> the rank of each of its five rooms
    "a relaxing puzzle game where a grandma tidies her cosy warehouse": [0, 1, 2, 2, 3],  # gentle
    "a deadly puzzle: escape the cursed tomb before the mummy wakes": [1, 2, 3, 3, 4],  # hard
}


def test_the_idea_s_mood_sets_the_ranks_its_five_rooms_climb_through(pack):
    """A cozy idea's last room is of the fourth rank, not the fifth; a tense idea's first is of the
    second rank; each room's fewest pushes are in its rank's range."""
    for idea, ranks in MOODS.items():
        for seed in range(2):
            _, spec = offline_spec(idea, seed, pack)
            assert validate_spec(spec, pack).ok, (idea, seed)
            assert len(spec["scenes"]) == len(ranks)
            for scene, r in zip(spec["scenes"], ranks, strict=True):
                low, high = RANKS[r]["pushes"]
                assert low <= P.solve(P.parse(scene["board"])).pushes <= high, (idea, seed, scene["board"])


@pytest.mark.e2e
def test_the_pharaoh_s_tomb_is_built_verified_and_won_by_the_bot(romsmith_cli, tmp_path, toolchain):
    out = tmp_path / "tomb"
    res = romsmith_cli("new", PHARAOH, "--out", str(out), "--json")
    assert res.returncode == 0, res.stderr[-3000:]
    report = json.loads((out / "report.json").read_text())
    assert report["verdict"] == "verified"
    assert report["genres"]["made"] == ["puzzle"] and report["genres"]["missing"] == []
    pushes = [s["min_pushes"] for s in report["genres"]["scenes"]]
    assert pushes == sorted(pushes) and len(set(pushes)) == 5
    play = next(c for c in report["checks"] if c["name"] == "playthrough")
    assert play["ok"] and play["evidence"]["win_screen"], play
    assert len(play["evidence"]["scenes_visited"]) == 5
    gems = {f"FLAG_LEVEL_{k}_GEM" for k in range(1, 6)} | {"FLAG_ALL_GEMS"}
    assert gems <= set(play["evidence"]["flags_set"]), play["evidence"]["flags_set"]  # the bot took every gem
    shots = {s.rsplit("/", 1)[-1] for s in report["screens"]}
    assert {"scene_00_level_1.png", "scene_04_level_5.png", "playthrough_play.png", "playthrough_win.png"} <= shots
    assert report["fidelity"]["score"] == 1.0, report["fidelity"]["roles"]  # hero, the tomb opened, the tomb, the genre
    assert "solved in" in (out / "report.html").read_text()
