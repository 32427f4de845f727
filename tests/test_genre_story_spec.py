"""The story scene in the generators: its schema, its checks (every ending reachable, no way
through that leads nowhere, a story that ends, each named), its C, and the story graph
(`kernel.story`) the checks, the designer and the bot walk."""

from __future__ import annotations

import pytest
from story_play import spec

from romsmith.generators.checks import validate_spec
from romsmith.generators.emit import emit_game
from romsmith.generators.spec import GameSpec
from romsmith.kernel import story as K


def errors(data, pack) -> dict[str, str]:
    report = validate_spec(data, pack)
    return {f"{e.path} {e.code}": e.message for e in report.errors}


def test_the_sample_story_is_valid_and_its_speakers_need_no_dialogue(pack):
    report = validate_spec(spec(), pack)
    assert report.ok, [e.message for e in report.errors]
    assert not report.warnings  # marco and lucia speak on the stage: no npc_silent
    game = GameSpec.model_validate(spec())
    assert [sc.genre for sc in game.scenes] == ["story"] * 4
    assert game.model_dump()["scenes"][0]["genre"] == "story"


def test_an_ending_no_answer_reaches_is_refused_naming_it(pack):
    data = spec()
    data["scenes"][1]["next"] = [{"to": "lucia_wins"}, {"to": "marco_wins", "if_flag": "helped_marco"}]
    found = errors(data, pack)
    assert list(found) == ["/scenes/2/ending story_ending_unreachable"]  # the loose reachability misses it
    message = found["/scenes/2/ending story_ending_unreachable"]
    assert "'The Golden Spoon'" in message and "'marco_wins'" in message
    assert "from 'contest' if 'helped_marco' is set" in message  # the route that never holds


def test_a_way_through_that_leads_nowhere_is_refused_naming_the_answers(pack):
    data = spec()
    data["scenes"][1]["next"] = [{"to": "marco_wins", "if_flag": "helped_marco"}]
    found = errors(data, pack)
    message = found["/scenes/1/next story_dead_end"]
    assert "'contest' leads nowhere after answering 'Help Lucia' in 'kitchen'" in message
    assert "helped_lucia set" in message


def test_a_story_going_round_without_an_ending_is_refused(pack):
    data = spec()
    data["scenes"] = data["scenes"][:2]
    data["scenes"][1]["next"] = [{"to": "kitchen"}]
    data["scenes"][1]["lines"] = data["scenes"][1]["lines"][:1]
    data["win"]["flag"] = "won"
    found = errors(data, pack)
    assert "/scenes/0 story_never_ends" in found


def test_a_good_ending_must_win_and_faces_must_exist(pack):
    data = spec()
    data["scenes"][2]["ending"]["flag"] = "lost"
    data["scenes"][0]["lines"][1]["expression"] = "angry"
    data["scenes"][0]["stage"] = ["marco", "nobody"]
    found = errors(data, pack)
    assert "/scenes/2/ending/flag story_good_ending" in found
    assert "neutral, happy, sad" in found["/scenes/0/lines/1/expression unknown_expression"]
    assert "/scenes/0/stage/1 unknown_actor" in found


def test_a_theme_without_a_backdrop_is_refused_naming_the_ones_with_one(pack, tmp_path):
    import json
    import shutil

    from romsmith.generators.pack import load_pack

    dst = tmp_path / "pack"
    shutil.copytree(pack.root, dst)
    manifest = json.loads((dst / "manifest.json").read_text())
    manifest["backdrops"] = [b for b in manifest["backdrops"] if b["theme"] != "market"]
    (dst / "manifest.json").write_text(json.dumps(manifest))
    found = errors(spec(), load_pack(dst))
    said = found["/scenes/1/theme theme_genre"]  # the themes a story scene can use: those with a backdrop
    assert "is not used by story scenes" in said and "shop_interior" in said
    assert "market" not in said.split("valid themes:")[1]


def test_the_schema_refuses_a_scene_that_neither_ends_nor_leads_on(pack):
    data = spec()
    del data["scenes"][1]["next"]
    found = errors(data, pack)
    assert any("needs `next`" in m for m in found.values())
    data = spec()
    data["scenes"][2]["next"] = [{"to": "kitchen"}]
    assert any("leave `next` empty" in m for m in errors(data, pack).values())


def test_a_route_into_another_genre_needs_the_arrival_cell(pack):
    from romsmith.generators.spec.samples import example_spec

    data = spec()
    town = next(sc for sc in example_spec()["scenes"] if sc.get("features"))
    data["scenes"].append({**town, "id": "outside", "warps": [], "triggers": [], "gates": []})
    data["scenes"][3]["ending"] = None
    data["scenes"][3]["next"] = [{"to": "outside"}]
    found = errors(data, pack)
    assert "/scenes/3/next/0 arrival_incomplete" in found


def test_the_c_holds_the_block_the_backdrop_and_one_copy_of_each_portrait(pack, tmp_path):
    emit_game(spec(), pack, tmp_path)
    c = (tmp_path / "game_data.c").read_text()
    assert c.count("static const rs_portrait portrait_puny_chef =") == 1
    assert c.count("static const rs_portrait portrait_puny_maiden =") == 1
    assert '#include "genre/rs_story.h"' in c and ".genre = RS_GENRE_STORY" in c
    assert ".ending = RS_END_GOOD" in c and ".ending = RS_END_OTHER" in c
    assert "backdrop shop_interior" in c and "backdrop market" in c
    assert c.count('backdrop market"') <= 1  # one tileset for the three scenes at the market
    assert ".end_flag = FLAG_WON" in c


# ---- the story graph ------------------------------------------------------------------------
def test_a_flag_set_outside_the_story_is_followed_both_ways():
    pages = {
        "a": K.Page("a", routes=(K.Route("good", ("key", True)), K.Route("bad"))),
        "good": K.Page("good", ending="good"),
        "bad": K.Page("bad", ending="other", retry="a"),
    }
    unknown = K.walk(pages, [("a", K.Flags())])
    assert set(unknown.endings) == {"good", "bad"}
    known = K.walk(pages, [("a", K.Flags(off=frozenset({"key"})))])
    assert set(known.endings) == {"bad"}


def test_answers_and_replies_are_walked_and_the_shortest_run_is_kept():
    pages = {
        "q": K.Page(
            "q",
            answers=(K.Answer("left", frozenset({"l"})), K.Answer("right", frozenset({"r"}), frozenset({"l"}))),
            routes=(K.Route("win", ("l", True)), K.Route("lose")),
        ),
        "win": K.Page("win", ending="good", end_flag="won"),
        "lose": K.Page("lose", ending="other", retry="q"),
    }
    run = K.route_to(pages, "q", K.Flags(), lambda p: p.ending == "good")
    assert run == [("q", 0), ("win", None)]
    assert K.route_to(pages, "q", K.Flags(), lambda p: p.id == "lose") == [("q", 1), ("lose", None)]


@pytest.mark.parametrize("flags", [6, 14])
def test_a_story_tangled_past_the_budget_says_so(flags):
    names = [f"f{i}" for i in range(flags)]
    page = K.Page("p", lines=tuple(K.Line((n, True), frozenset({f"x{n}"})) for n in names), routes=(K.Route("p"),))
    found = K.walk({"p": page}, [("p", K.Flags())])
    assert found.too_big == (2**flags > K.MAX_STATES)


def prologue_game() -> dict:
    """The adventure sample opened by a story scene: the player starts in the prologue, whose
    route leads into the village on the cell the hero used to start on."""
    from romsmith.generators.spec.samples import example_spec

    data = example_spec()
    hero = next(a for a in data["cast"] if a["role"] == "player")
    data["scenes"].insert(
        0,
        {
            "genre": "story",
            "id": "prologue",
            "name": "Prologue",
            "theme": "castle",
            "stage": ["king"],
            "lines": [
                {"text": "Long ago, the crown was lost."},
                {"speaker": "king", "expression": "sad", "text": "Find it, and the feast can go on."},
            ],
            "next": [{"to": "village", "to_x": hero["x"], "to_y": hero["y"]}],
        },
    )
    data["start_scene"] = "prologue"
    hero.update(scene="prologue", x=7, y=5)
    return data


def test_a_story_scene_can_open_an_adventure(pack, tmp_path):
    report = validate_spec(prologue_game(), pack)
    assert report.ok, [f"{e.path}: {e.message}" for e in report.errors]
    emit_game(prologue_game(), pack, tmp_path)
    c = (tmp_path / "game_data.c").read_text()
    assert ".genre = RS_GENRE_STORY" in c and "portrait_puny_king" in c
    data = prologue_game()
    data["scenes"][0]["next"][0].update(to_x=0, to_y=0)  # laid out from features: kept walkable, as a warp's
    assert errors(data, pack) == {}
    village = next(s for s in data["scenes"] if s["id"] == "village")
    village["rows"] = validate_spec(data, pack).rows["village"]
    del village["features"]
    village["rows"][0] = "T" + village["rows"][0][1:]  # written out, its corner a tree
    assert "/scenes/0/next/0 arrival_blocked" in errors(data, pack)
