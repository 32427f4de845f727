"""What a model was asked and what it answered stay in the trace (bounded, with full lengths and
sha256), `romsmith trace show SESSION --calls` prints them, and the terminal prints every
validation error of a failed run (grouped, each list of choices once) and every warning."""

from __future__ import annotations

import hashlib

from romsmith.kernel.trace import TraceWriter, read_trace
from romsmith.models import complete, scripted
from romsmith.pipeline.issues_text import lines


def test_each_call_keeps_its_messages_and_answer_bounded_with_full_length_and_sha256(romsmith_home, clean_script):
    long = "sprites: " + "puny_frog, " * 1000  # 11,009 characters: past the bound
    scripted.enqueue('{"name": "Pip", "sprite": "puny_frog"}')
    trace = TraceWriter(romsmith_home, "s1")
    messages = [{"role": "system", "content": long}, {"role": "user", "content": "Name the frog."}]
    complete("scripted/x", messages, trace=trace, node="character", args={"item": "actor:0"})
    trace.close()
    [event] = [e for e in read_trace(romsmith_home / "traces" / "s1.jsonl").events if e["kind"] == "llm_call"]
    system, user = event["messages"]
    assert system["role"] == "system" and system["chars"] == len(long) and system["cut"] is True
    assert system["text"] == long[:8000] and system["sha256"] == hashlib.sha256(long.encode()).hexdigest()
    assert user == {
        "role": "user",
        "text": "Name the frog.",
        "chars": 14,
        "sha256": hashlib.sha256(b"Name the frog.").hexdigest(),
        "cut": False,
    }
    assert event["answer"]["text"] == '{"name": "Pip", "sprite": "puny_frog"}' and event["answer"]["cut"] is False


def test_a_failed_call_keeps_what_was_sent(romsmith_home, clean_script):
    from romsmith.kernel.errors import WorkFailed

    scripted.enqueue(WorkFailed("the provider is down"))
    trace = TraceWriter(romsmith_home, "s2")
    try:
        complete("scripted/x", [{"role": "user", "content": "Hello?"}], trace=trace, node="plan")
    except WorkFailed:
        pass
    trace.close()
    [event] = [e for e in read_trace(romsmith_home / "traces" / "s2.jsonl").events if e["kind"] == "llm_call"]
    assert not event["ok"] and event["messages"][0]["text"] == "Hello?" and "answer" not in event


def test_trace_show_calls_prints_what_each_model_was_asked_and_answered(romsmith_home, romsmith_cli, clean_script):
    scripted.enqueue('{"title": "Frog Quest"}', '{"name": "Pip"}')
    trace = TraceWriter(romsmith_home, "s3")
    complete("scripted/x", [{"role": "user", "content": "Title the frog game."}], trace=trace, node="orchestrator")
    complete(
        "scripted/x",
        [{"role": "system", "content": "x" * 9000}, {"role": "user", "content": "Name the frog."}],
        trace=trace,
        node="character",
        args={"item": "actor:0", "round": 1, "attempt": 1},
    )
    trace.close()
    result = romsmith_cli("trace", "show", "s3", "--calls")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "orchestrator ok scripted/x" in out and "Title the frog game." in out and '{"title": "Frog Quest"}' in out
    assert "character ok scripted/x (item actor:0, round 1, attempt 1)" in out
    assert "system (9000 characters):" in out and "[... 1000 more characters; sha256" in out
    short = romsmith_cli("trace", "show", "s3", "--calls", "--chars", "5").stdout
    assert "Title the frog game." not in short and "    Title\n" in short
    assert romsmith_cli("trace", "show", "s3", "--calls", "--json").json()["events"][1]["answer"]["text"] == (
        '{"name": "Pip"}'
    )


def test_the_terminal_lists_every_error_grouped_with_each_choice_list_once_and_every_warning():
    themes = [f"theme_{i}" for i in range(16)]
    errors = [
        {
            "path": f"/scenes/{i}/theme",
            "code": "unknown_theme",
            "message": f"theme 'Elder Grove {i}' is not in pack puny valid themes: {', '.join(themes)}",
            "choices": themes,
        }
        for i in range(3)
    ] + [{"path": "/cast/0/sprite", "code": "sprite_size", "message": "a npc takes a 16x16 sprite", "choices": ["a"]}]
    warnings = [
        {"path": "/cast/2/sprite", "code": "sprite_role", "message": "drawn for boss, not npc"},
        {"path": "", "code": "fidelity_missing", "message": "shown with the fidelity score"},
        {"path": "/cast/1/sprite", "code": "item_fallback", "message": "model's sprite for the frog was invalid"},
    ]
    text = "\n".join(t for t, _ in lines(errors, warnings))
    assert "4 validation error(s):" in text and "unknown_theme (3):" in text and "sprite_size (1):" in text
    for i in range(3):
        assert f"/scenes/{i}/theme: theme 'Elder Grove {i}' is not in pack puny\n" in text + "\n"
    assert text.count("theme_15") == 1  # the list of 16 themes printed once, not three times
    assert "2 warning(s):" in text and "sprite_role (1):" in text and "model's sprite for the frog" in text
    assert "shown with the fidelity score" not in text
