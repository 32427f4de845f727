"""The battle bot says of every battle it wins the round it was won in, the round its swift win
asked for and whether it was had, and the playthrough counts them: the test RPG (battle_game)
built with a swift win in each battle, by round 2 for the slimes (the greedy party's pace, so
the elixir is given) and by round 1 for the lich (not to be had), played in mGBA."""

from __future__ import annotations

from pathlib import Path

import pytest
from battle_game import rpg_spec

from romsmith.kernel import battle as kb
from romsmith.rom_build import abi

pytestmark = [pytest.mark.docker, pytest.mark.mgba]

PHASE = abi.enum("RS_PHASE_")
ELIXIR = 1  # the game's second item


def swift_everywhere() -> dict:
    spec = rpg_spec()
    spec["items"].append({"id": "elixir", "name": "Elixir", "description": "Heals in full.", "icon": "potion"})
    for sc in spec["scenes"][1:]:
        sc["items"] = [*sc["items"], {"item": "elixir", "use": "heal", "power": 255}]
    spec["scenes"][1]["swift"] = {"rounds": 2, "rewards": [{"op": "give_item", "id": "elixir"}]}
    spec["scenes"][2]["swift"] = {"rounds": 1, "rewards": [{"op": "give_item", "id": "elixir"}]}
    return spec


@pytest.fixture(scope="module")
def rom(toolchain, pack, tmp_path_factory) -> Path:
    from romsmith.generators import emit_game
    from romsmith.rom_build import build_rom

    base = tmp_path_factory.mktemp("swift")
    emitted = emit_game(swift_everywhere(), pack, base / "game")
    result = build_rom(base / "game", base / "out", title=emitted.title, code=emitted.code)
    assert result.ok, result.log_path.read_text()[-3000:]
    return Path(result.rom_path)


def test_each_battle_won_is_logged_with_its_round_its_swift_round_and_whether_it_was_swift(rom, monkeypatch):
    from romsmith.playtest import _bot, playtest

    given = {}  # each battle scene's elixirs held as its victory shows, from the machine
    observe = _bot.Bot.observe

    def watch(bot, s):
        if s["mode"] == abi.MODES["play"] and s["battle"] == PHASE["won"]:
            given.setdefault(s["scene"], []).append(s["items"][ELIXIR])
        observe(bot, s)

    monkeypatch.setattr(_bot.Bot, "observe", watch)
    result = playtest(rom, max_frames=30000)
    assert result.won, (result.outcome, result.reason)
    wins = [st for st in result.steps if st["event"].startswith("battle won")]
    assert wins and all("won_round" in st for st in wins), wins
    slimes = [st for st in wins if st["swift_round"] == 2]
    lich = [st for st in wins if st["swift_round"] == 1]
    assert slimes and len(lich) == 1 and len(slimes) + len(lich) == len(wins), wins
    for st in slimes:  # the greedy party's pace: round 2, the elixir given
        assert st["won_round"] == 2 and st["swift"] and "a swift win (by round 2)" in st["event"], st
        assert given[st["scene"]][0] >= 1, given
    assert lich[0]["won_round"] > 1 and not lich[0]["swift"] and "not swift (by round 1)" in lich[0]["event"]
    assert (result.swift_offered, result.swift_wins) == (len(wins), len(slimes))
    evidence = result.to_check()["evidence"]
    assert (evidence["swift_offered"], evidence["swift_wins"]) == (len(wins), len(slimes))


def test_the_battles_are_won_in_the_rounds_the_rules_say():
    """What the test above counts on: the greedy party wins the slimes in round 2, the lich later."""
    from romsmith.generators.spec import GameSpec

    spec = GameSpec.model_validate(swift_everywhere())
    rounds = {sc.id: kb.simulate(sc.battle(), {}).rounds for sc in spec.scenes[1:]}
    assert rounds["slime_fight"] == 2 and rounds["lich_fight"] > 1, rounds
