"""A story idea through the pipeline with a model: the world agent is told how a story scene is
written (its schema is the spec's scene union, its notes prompts/genres/story.md), and a story it
gets wrong (an ending no answer reaches, a way through that leads nowhere) comes back to it with
the reason, naming the ending or the answers."""

from __future__ import annotations

import json

import pytest
from pipeline_helpers import designer, script_game, user_messages

from romsmith.generators.spec import part_schema
from romsmith.models import scripted
from romsmith.pipeline.run import start

IDEA = "a visual novel about two rival chefs and a choice that decides who wins the contest"


def good_ending_cut_off(value):
    """A realistic slip: the verdict always leads to the hollow ending, so the good one is never reached."""
    verdict = next(sc for sc in value["scenes"] if sc["id"] == "a_side")
    verdict["next"] = [{"to": "hollow_end"}, {"to": "good_end", "if_flag": "side_a"}]
    return value


def dead_end(value):
    """Another: the decision's plain route is dropped, so answering for the rival leads nowhere."""
    decision = next(sc for sc in value["scenes"] if sc["id"] == "decision")
    decision["next"] = decision["next"][:1]
    return value


def test_the_world_schema_offers_the_story_scene():
    text = json.dumps(part_schema("world"))
    assert "StoryScene" in text and '"story"' in text
    for field in ("stage", "choices", "ending", "retry", "expression"):
        assert f'"{field}"' in text


@pytest.mark.usefixtures("clean_script")
@pytest.mark.parametrize(
    "edit, says",
    [
        (good_ending_cut_off, ["story_ending_unreachable", "can never be reached", "'good_end'"]),
        (dead_end, ["story_dead_end", "'decision' leads nowhere after answering", "way\" in 'decision'"]),
    ],
)
def test_the_world_agent_gets_the_story_notes_and_its_broken_story_back(tmp_path, edit, says):
    script_game(world=[designer("world", edit=edit), designer("world")])
    outcome = start(IDEA, model="scripted/test", out=tmp_path / "out", use_memory=False, stop_after="validate")
    world = scripted.calls("world")
    system = world[0]["messages"][0]["content"]
    assert "## This game's story scenes" in system and '"genre": "story"' in system
    assert len(world) == 2
    repair = user_messages(world[1])[-1]
    assert all(word in repair for word in says[1:]), repair
    report = outcome.report
    assert report["repairs"][0]["agent"] == "world"
    assert says[0] in json.dumps(report["repairs"])
    spec = json.loads((outcome.out_dir / "spec.json").read_text())
    assert {sc["genre"] for sc in spec["scenes"]} == {"story"}
