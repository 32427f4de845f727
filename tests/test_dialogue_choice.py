"""Dialogue choices: a question's answers in the GameSpec, validated, emitted as the engine's
RS_FX_CHOICE, shown by the engine as a list picked with UP/DOWN and A, and answered by the bot.

The mystery here can be won only by naming the right culprit: the bot names it and wins; a bot
made to name a wrong one never sees the win flag set.
"""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from romsmith.generators.checks import validate_spec
from romsmith.generators.emit import emit_game
from romsmith.generators.pack import load_pack
from romsmith.generators.spec.samples import example_spec
from romsmith.playtest import _plan, playtest
from romsmith.rom_build import build_rom

SUSPECTS = ["Elder Tom", "The slime", "Lia the princess"]
RIGHT = 1


def mystery_spec() -> dict:
    """The example game, where the king, once his crown is back, asks who took it."""
    spec = copy.deepcopy(example_spec())
    spec["flags"].append({"id": "culprit_named", "description": "the right culprit is named"})
    king = next(d for d in spec["dialogue"] if d["id"] == "king_talk")
    answers = []
    for i, who in enumerate(SUSPECTS):
        right = i == RIGHT
        answers.append(
            {
                "label": who,
                "pages": [
                    "Yes! The slime hid it. Case closed." if right else f"{who}? No, that cannot be. Think again."
                ],
                "effects": [{"op": "set_flag", "id": "culprit_named"}] if right else [],
            }
        )
    king["branches"] = [
        {"if_flag": "culprit_named", "pages": ["Thank you again, friend."]},
        {
            "if_item": "crown",
            "pages": ["My crown! But who took it?"],
            "effects": [{"op": "take_item", "id": "crown"}, {"op": "set_flag", "id": "crown_returned"}],
            "choices": answers,
        },
        {"if_flag": "crown_returned", "pages": ["So, who was the thief?"], "choices": answers},  # asked again
    ]
    spec["win"] = {"flag": "culprit_named", "text": "The thief is caught. Long live the king!"}
    return spec


def test_choices_are_validated():
    pack = load_pack("puny")
    spec = mystery_spec()
    assert validate_spec(spec, pack).ok
    one = copy.deepcopy(spec)
    one["dialogue"][4]["branches"][1]["choices"] = one["dialogue"][4]["branches"][1]["choices"][:1]
    errors = validate_spec(one, pack).errors
    assert any("at least two choices" in e.message for e in errors)
    long = copy.deepcopy(spec)
    long["dialogue"][4]["branches"][1]["choices"][0]["label"] = "x" * 40
    assert any(e.path.endswith("/choices/0/label") for e in validate_spec(long, pack).errors)
    undeclared = copy.deepcopy(spec)
    undeclared["dialogue"][4]["branches"][1]["choices"][1]["effects"] = [{"op": "set_flag", "id": "nope"}]
    report = validate_spec(undeclared, pack)
    assert any(e.code == "undeclared_flag" and "/choices/1/effects" in e.path for e in report.errors)


@pytest.fixture(scope="module")
def mystery_rom(toolchain, tmp_path_factory):
    base = tmp_path_factory.mktemp("mystery")
    emit_game(mystery_spec(), load_pack("puny"), base / "src")
    c = (base / "src" / "game_data.c").read_text()
    assert "RS_FX_CHOICE, .n = 3" in c
    result = build_rom(base / "src", base / "rom", title="MYSTERY", code="RMYS", toolchain="docker")
    assert result.ok, result.log_path.read_text()[-2000:]
    return result.rom_path, base / "src" / "game_ids.h"


def test_the_bot_names_the_right_culprit_and_wins(mystery_rom, tmp_path):
    rom, ids = mystery_rom
    run = playtest(rom, ids_path=ids, shots_dir=tmp_path)
    assert run.won, run.steps
    answered = [s for s in run.steps if s["event"].startswith("answered")]
    assert [s["answer"] for s in answered] == [RIGHT]
    assert SUSPECTS[RIGHT] in answered[0]["event"]
    # every page of every dialogue it read is counted once, as a player would have it before them
    from romsmith.playtest._romdata import load_game

    game = load_game(Path(rom), Path(rom).with_name("game.elf"), ids)
    read = [s["dialogue"] for s in run.steps if s["event"].startswith("reading dialogue")]
    assert read and run.text_chars == sum(len(page) for d in read for page in game.dialogues[d].pages)


def test_a_wrong_accusation_never_wins(mystery_rom, tmp_path, monkeypatch):
    rom, ids = mystery_rom
    wrong = [i for i in range(len(SUSPECTS)) if i != RIGHT]
    picks = iter(wrong * 4)
    monkeypatch.setattr(_plan, "best_answer", lambda *args: next(picks, wrong[0]))
    run = playtest(rom, ids_path=ids, shots_dir=tmp_path, max_frames=9000)
    answered = [s["answer"] for s in run.steps if s["event"].startswith("answered")]
    assert answered and set(answered) <= set(wrong)
    assert not run.won and "FLAG_CULPRIT_NAMED" not in run.flags_set
