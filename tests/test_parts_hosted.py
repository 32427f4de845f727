"""A hosted model's path (the parts shape, free ids): a scripted model writes whole parts the way
capable-but-careless models do (prose around the JSON, a sprite id made up from the idea, a
32x32 sprite for an npc, a theme named after the place, template debris and a repeated phrase in
the story), every error reaches its owner with the rule or the valid choices, the repaired game
validates, and a model that changes nothing stops repair at once with every error on the terminal."""

from __future__ import annotations

import json

import pytest
from pipeline_helpers import designer, script_game, user_messages

from romsmith.generators.checks.choices import sprite_choices
from romsmith.generators.pack import load_pack
from romsmith.kernel.trace import read_trace
from romsmith.models import scripted
from romsmith.pipeline.run import start

pytestmark = [pytest.mark.usefixtures("clean_script"), pytest.mark.slow]

IDEA = "a knight rescues the princess from a haunted castle"
DEBRIS = "### {hero_name} #{hero.type} is here"
REPEAT = "King Kala, king Kala, king Kala!"


def careless_cast(part: dict) -> dict:
    hero = next(a for a in part["cast"] if a["role"] == "player")
    hero["sprite"] = "puny_knight"  # made up from the idea
    npc = next(a for a in part["cast"] if a["role"] == "npc")
    npc["sprite"] = "puny_golem"  # a 32x32 boss sprite for an npc
    return part


def careless_world(part: dict) -> dict:
    part["scenes"][-1]["theme"] = "Haunted Castle"  # the place, not a theme of the pack
    return part


def careless_story(part: dict) -> dict:
    part["dialogue"][0]["pages"][0] = DEBRIS
    part["win"]["text"] = REPEAT
    return part


def in_prose(reply):
    """The same answer as a chatty model sends it: prose and a fenced block around the JSON."""

    def wrapped(messages):
        return f"Sure! Here are the scenes for your game:\n```json\n{reply(messages)}\n```\nEnjoy!"

    return wrapped


def test_a_careless_hosted_model_s_whole_spec_is_repaired_by_owner_and_validates(tmp_path):
    script_game(
        character=[designer("character", edit=careless_cast), designer("character")],
        world=[in_prose(designer("world", edit=careless_world))] * 2 + [designer("world")],
        story=[designer("story", edit=careless_story), designer("story")],
    )
    outcome = start(IDEA, model="scripted/hosted", out=tmp_path / "g", use_memory=False, stop_after="validate")
    report = outcome.report
    assert report["shape"] == "parts" and report["constrain_ids"] is False  # a hosted model: free ids
    assert not report["failure"] and report["repair_rounds"] == 1, report["failure"]
    events = read_trace(outcome.trace_path).events
    first = next(e for e in events if e["kind"] == "validation" and e.get("tool") == "validate_spec")
    found = {(e["path"].split("/")[1], e["code"]) for e in first["args"]["errors"]}
    assert {("cast", "unknown_sprite"), ("cast", "sprite_size"), ("scenes", "unknown_theme")} <= found
    assert {("dialogue", "text_debris"), ("win", "text_repeat")} <= found
    # each owner got its own errors: the choices for the role, the rule for the text (never "You sent" it)
    [cast_fix] = [c for c in scripted.calls("character") if any(m["role"] == "assistant" for m in c["messages"])]
    ask = user_messages(cast_fix)[-1]
    assert "puny_knight" in ask and "Valid choices: " in ask
    npc_line = ask.split("[sprite_size]")[1].split("Valid choices: ")[1].split("\n")[0]
    listed = [s.strip(" .") for s in npc_line.split(",") if s.strip(" .")]
    assert listed and set(listed) <= set(sprite_choices(load_pack("puny"), "npc"))  # the npc's, no golem
    [story_fix] = [c for c in scripted.calls("story") if any(m["role"] == "assistant" for m in c["messages"])]
    told = user_messages(story_fix)[-1]
    assert "plain words only" in told and "say each thing once" in told
    assert "You sent" not in told.split("[text_debris]")[1].split("\n- ")[0]
    spec = json.loads((outcome.out_dir / "spec.json").read_text())
    assert DEBRIS not in json.dumps(spec) and spec["win"]["text"] != REPEAT


def test_a_hosted_model_that_sends_the_same_spec_back_stops_repair_and_the_terminal_shows_every_error(
    tmp_path, romsmith_cli
):
    script_game(
        character=[designer("character", edit=careless_cast)] * 3,
        world=[designer("world", edit=careless_world)] * 3,
        story=[designer("story")] * 3,
    )
    result = romsmith_cli("new", IDEA, "--model", "scripted/hosted", "--no-memory", "--out", str(tmp_path / "g"))
    assert result.returncode == 1, result.stderr
    out = result.stdout
    assert "repair round 1 changed nothing" in out and "4 validation error(s):" in out
    for line in ("unknown_sprite (1):", "sprite_size (1):", "unknown_theme (1):", "win_unreachable (1):"):
        assert line in out
    assert out.count("shop_interior") == 1  # the 16 themes listed once
    assert len(scripted.calls("character")) == 2  # the answer and the one round that changed nothing
