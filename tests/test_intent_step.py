"""The intent step (the graph's first node): the offline reader by default; a model's reading kept
when it validates and every role's words are the idea's, else the offline reading, with the
reason in the trace. And the fidelity check scoring roles, not words."""

from __future__ import annotations

import json

import pytest

from romsmith.designer import design
from romsmith.generators.pack import load_pack
from romsmith.generators.score import fidelity
from romsmith.generators.spec import assemble
from romsmith.kernel.trace import TraceWriter, read_trace
from romsmith.models import scripted, wire
from romsmith.pipeline.graph._intent import intent_node
from romsmith.pipeline.graph._state import RunContext
from romsmith.pipeline.promptkit import system_prompt

IDEA = "a beekeeper saves the hive from hungry bears"
REALISTIC = {
    "heroes": [{"kind": "beekeeper", "category": "person", "count": 1, "words": "a beekeeper"}],
    "goal": {
        "action": "protect",
        "verb": "save",
        "objects": [{"kind": "hive", "words": "the hive"}],
        "words": "saves the hive",
    },
    "opponents": [{"kind": "bear", "category": "animal", "count": 3, "hostile": True, "words": "hungry bears"}],
    "helpers": [],
    "places": [],
    "time": [],
    "mood": "tense",
    "genre": "adventure",
}
# a reading of another game: a soldier rescuing a princess (the hero's words are not the idea's)
WRONG = {
    **REALISTIC,
    "heroes": [{"kind": "soldier", "words": "a brave soldier"}],
    "goal": {"action": "rescue", "objects": [{"kind": "princess", "words": "the princess"}]},
}


class Runtime:
    def __init__(self, ctx):
        self.context = ctx


@pytest.fixture
def run(tmp_path):
    trace = TraceWriter(tmp_path, "s1")
    ctx = RunContext(trace=trace, pack=load_pack("puny"))

    def call(model: str = ""):
        state = {"session_id": "s1", "prompt": IDEA, "intent_model": model, "seed": 0}
        return intent_node(state, Runtime(ctx)), read_trace(trace.path).events

    return call


def test_the_offline_reader_is_the_default(run, clean_script):
    update, _events = run()
    assert update["intent"]["source"] == "offline"
    assert update["intent"]["heroes"][0]["kind"] == "beekeeper"
    assert scripted.calls() == []


def test_a_models_realistic_intent_is_kept(run, clean_script):
    # prose around the JSON first (told once to answer JSON alone), then the bare object
    scripted.enqueue_for(
        "intent", "Here are the roles:\n```json\n" + json.dumps(REALISTIC) + "\n```", json.dumps(REALISTIC)
    )
    update, events = run("scripted/reader")
    assert update["intent"]["source"] == "scripted/reader"
    assert update["intent"]["opponents"][0]["count"] == 3  # the model's own reading, not the offline one
    assert scripted.calls("intent")[0]["messages"][1]["content"] == wire.idea_message(IDEA)
    assert len(scripted.calls("intent")) == 2
    step = [e for e in events if e.get("tool") == "read_intent"][-1]
    assert step["ok"] and not step["args"]["fallback"]


def test_a_models_wrong_intent_falls_back_to_the_offline_reading(run, clean_script):
    scripted.enqueue_for("intent", json.dumps(WRONG))
    update, events = run("scripted/reader")
    assert update["intent"]["source"] == "offline"
    assert update["intent"]["heroes"][0]["kind"] == "beekeeper"
    step = [e for e in events if e.get("tool") == "read_intent"][-1]
    assert not step["ok"] and step["args"]["fallback"]
    assert "soldier" in step["error"]


def test_truncated_json_twice_falls_back(run, clean_script):
    scripted.enqueue_for("intent", '{"heroes": [{"kind": "bee', '{"heroes": [{"kind": "bee')
    update, events = run("scripted/reader")
    assert update["intent"]["source"] == "offline"
    assert "unusable" in [e for e in events if e.get("tool") == "read_intent"][-1]["error"]


def test_a_reading_without_heroes_falls_back_instead_of_raising(run, clean_script):
    # what SmolLM2 answered for "three little pigs build a brick house ...": no "heroes" key at all
    scripted.enqueue_for("intent", json.dumps({"goal": {"action": "make"}, "opponents": [{"kind": "wolf"}]}))
    update, events = run("scripted/reader")
    assert update["intent"]["source"] == "offline" and update["intent"]["heroes"]
    step = [e for e in events if e.get("tool") == "read_intent"][-1]
    assert step["args"]["fallback"] and "at least one hero" in step["error"]


def _game(idea: str, pack) -> dict:
    plan = design(
        "plan",
        [
            {"role": "system", "content": system_prompt("orchestrator", pack)},
            {"role": "user", "content": wire.idea_message(idea)},
        ],
    )
    parts = {"orchestrator": plan}
    for agent in ("character", "world", "story"):
        messages = [
            {"role": "system", "content": system_prompt(agent, pack)},
            {"role": "user", "content": wire.idea_message(idea, plan)},
        ]
        parts[agent] = design(agent, messages)
    return assemble(parts)


def test_fidelity_scores_roles_and_a_friendly_bear_is_no_opponent():
    pack = load_pack("puny")
    spec = _game(IDEA, pack)
    for a in spec["cast"]:  # whatever the designer made: the bears are friendly here
        if a["sprite"] == "puny_bear":
            a["role"] = "npc"
    result = fidelity.check(IDEA, spec, pack)
    roles = {r["role"]: r for r in result["roles"]}
    assert not roles["opponent"]["ok"]
    if not roles["hero"]["ok"] or not roles["goal"]["ok"]:
        assert result["score"] <= 0.5
    codes = [w["code"] for w in fidelity.warnings(result)]
    assert "fidelity_role_missing" in codes


def test_a_game_whose_goal_is_not_the_ideas_scores_at_most_half():
    pack = load_pack("puny")
    spec = _game("a knight rescues the princess from a haunted castle", pack)
    assert fidelity.check("a knight rescues the princess from a haunted castle", spec, pack)["score"] > 0.5
    assert fidelity.check("a wizard tames the wild horse", spec, pack)["score"] <= 0.5


def test_the_progress_line_shows_the_reading_as_soon_as_it_is_made(tmp_path, capsys):
    from romsmith.pipeline.commands import Progress

    trace = TraceWriter(tmp_path, "s2")
    ctx = RunContext(trace=trace, pack=load_pack("puny"), progress=Progress(quiet=False))
    intent_node({"session_id": "s2", "prompt": IDEA, "seed": 0}, Runtime(ctx))
    err = capsys.readouterr().err
    assert "intent" in err and "read as hero: beekeeper; goal: save hive; foes: bears" in err


def test_roles_said_again_replace_the_reading_and_say_so(tmp_path):
    trace = TraceWriter(tmp_path, "s3")
    ctx = RunContext(trace=trace, pack=load_pack("puny"))
    fixes = {"hero": "a postman named Pat", "foes": ["the walruses"], "places": ["the harbour"]}
    state = {"session_id": "s3", "prompt": "a penguin delivers the mail", "seed": 0, "corrections": fixes}
    intent = intent_node(state, Runtime(ctx))["intent"]
    assert intent["heroes"][0]["kind"] == "postman" and intent["heroes"][0]["name"] == "Pat"
    assert [o["kind"] for o in intent["opponents"]] == ["walrus"] and intent["opponents"][0]["hostile"]
    assert [p["kind"] for p in intent["places"]] == ["harbour"]
    assert intent["goal"]["verb"] == "deliver"  # not said again: the reader's
    assert intent["source"] == "offline, corrected"


@pytest.mark.parametrize(
    "fixes, says",
    [
        ({"goal": "blue"}, "say corrections['goal'] again"),
        ({"hero": "qwzx"}, "say corrections['hero'] again"),
        ({"foes": "dogs"}, "list of phrases"),
        ({"villain": "a witch"}, "hero, goal, foes and places"),
    ],
)
def test_a_correction_that_cannot_be_read_stops_the_run_before_it_starts(tmp_path, fixes, says):
    from romsmith.kernel.errors import UsageError
    from romsmith.pipeline.api import new_game

    with pytest.raises(UsageError) as err:
        new_game("a penguin delivers the mail", out=tmp_path / "game", corrections=fixes)
    assert says in f"{err.value.message} {err.value.hint}"
    assert not (tmp_path / "game").exists()


def test_the_hint_names_the_way_the_caller_says_a_role_again(tmp_path):
    from romsmith.kernel.errors import UsageError
    from romsmith.pipeline.api import new_game

    with pytest.raises(UsageError) as err:  # the command line's own option, not the API's dict
        new_game(
            "a penguin delivers the mail", out=tmp_path / "g", corrections={"goal": "blue"}, said_as={"goal": "--goal"}
        )
    assert "say --goal again" in err.value.hint


def test_the_command_line_names_its_own_option(romsmith_cli, tmp_path):
    result = romsmith_cli("new", "a penguin delivers the mail", "--goal", "blue", "--out", str(tmp_path / "g"))
    assert result.returncode == 2 and "say --goal again" in result.stderr and "Traceback" not in result.stderr
    assert not (tmp_path / "g").exists()
