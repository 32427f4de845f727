"""Structured output: wrapped, truncated, mistyped answers each get one precise retry message."""

from __future__ import annotations

import json

import pytest

from romsmith.generators.spec import CastPart
from romsmith.kernel.errors import ModelOutputError
from romsmith.models import scripted
from romsmith.pipeline.agents import ask
from romsmith.pipeline.parse import extract

pytestmark = pytest.mark.usefixtures("clean_script")

GOOD = {
    "cast": [
        {"id": "hero", "name": "Ada", "role": "player", "sprite": "puny_soldier", "scene": "field", "x": 3, "y": 4}
    ]
}
SYSTEM = [{"role": "system", "content": "<!-- task: character -->\nanswer JSON"}, {"role": "user", "content": "go"}]


def _ask():
    return ask(agent="character", model="scripted/test", messages=list(SYSTEM), schema=CastPart)


def test_prose_around_json_gets_one_retry_naming_the_problem():
    scripted.enqueue(
        "Sure! Here is the cast you asked for:\n" + json.dumps(GOOD) + "\nHope it helps.", json.dumps(GOOD)
    )
    answer = _ask()
    assert answer.value["cast"][0]["sprite"] == "puny_soldier"
    assert answer.calls == 2
    retry = scripted.history[1]["messages"][-1]["content"]
    assert "prose" in retry and "JSON object alone" in retry


def test_code_fence_is_named_in_the_retry():
    scripted.enqueue("```json\n" + json.dumps(GOOD) + "\n```", json.dumps(GOOD))
    _ask()
    assert "code fence" in scripted.history[1]["messages"][-1]["content"]


def test_truncated_json_says_where_it_was_cut():
    text = json.dumps(GOOD)
    scripted.enqueue(text[:50], text)
    answer = _ask()
    retry = scripted.history[1]["messages"][-1]["content"]
    assert "cut off after 50 characters" in retry
    assert answer.value["cast"][0]["name"] == "Ada"


def test_wrong_types_list_each_path_expected_and_sent():
    bad = json.loads(json.dumps(GOOD))
    bad["cast"][0]["x"] = "three"
    bad["cast"][0]["hp"] = [1]
    scripted.enqueue(json.dumps(bad), json.dumps(GOOD))
    _ask()
    retry = scripted.history[1]["messages"][-1]["content"]
    assert "at /cast/0/x:" in retry and '"three"' in retry
    assert "at /cast/0/hp:" in retry


def test_the_same_problem_twice_is_a_model_output_error():
    bad = json.dumps(GOOD)[:40]
    scripted.enqueue(bad, bad)
    with pytest.raises(ModelOutputError) as info:
        _ask()
    assert "truncated" in info.value.message
    assert len(scripted.history) == 2


def test_each_problem_kind_gets_its_own_retry():
    text = json.dumps(GOOD)
    scripted.enqueue("Here:\n" + text, text[:30], text)
    answer = _ask()
    assert answer.calls == 3 and answer.problems == ["wrapped", "truncated"]


def test_a_still_wrapped_but_valid_answer_is_taken_after_its_retry():
    wrapped = "Here:\n" + json.dumps(GOOD) + "\nbye"
    scripted.enqueue(wrapped, wrapped)
    assert _ask().value["cast"][0]["id"] == "hero"


def test_extract_reports_non_objects_and_garbage():
    assert extract("[1, 2]").kind == "not_object"
    assert extract("hello there").kind == "not_json"
    assert extract("").kind == "not_json"
    assert extract('{"a": 1}').value == {"a": 1}


def test_a_schema_error_still_there_after_its_retry_is_named_in_the_failure():
    bad = {"cast": [{**GOOD["cast"][0], "x": "three"}, {**GOOD["cast"][0], "id": "two", "y": "four"}]}
    scripted.enqueue(json.dumps(bad), json.dumps(bad))
    with pytest.raises(ModelOutputError) as caught:
        _ask()
    err = caught.value
    assert "at /cast/0/x:" in err.message and "(and 1 more)" in err.message, err.message
    assert [p.split(":")[0] for p in err.details["problems"]] == ["at /cast/0/x", "at /cast/1/y"]
