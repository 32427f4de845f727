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


def built(spec: dict, pack, base: Path) -> Path:
    """The ROM of `spec`, built in `base` by the toolchain's container."""
    from romsmith.generators import emit_game
    from romsmith.rom_build import build_rom

    emitted = emit_game(spec, pack, base / "game")
    result = build_rom(base / "game", base / "out", title=emitted.title, code=emitted.code)
    assert result.ok, result.log_path.read_text()[-3000:]
    return Path(result.rom_path)


@pytest.fixture(scope="module")
def rom(toolchain, pack, tmp_path_factory) -> Path:
    return built(swift_everywhere(), pack, tmp_path_factory.mktemp("swift"))


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


POTION = 0  # the game's first item


def swift_lich() -> dict:
    """The test RPG with a lich that hits harder (attack 28, 200 hp) and a swift win by round 7,
    the greedy party's pace with no items; holding a potion, the greedy party drinks it and wins
    in round 8."""
    spec = rpg_spec()
    lich = spec["scenes"][2]
    lich["foes"][0].update(attack=28, hp=200)
    lich["swift"] = {"rounds": 7, "rewards": [{"op": "give_item", "id": "potion"}]}
    return spec


def test_the_swift_lich_is_won_by_its_round_without_the_potions_it_would_drink():
    """What the test below counts on: the no-items pace is round 7, the potions' round 8."""
    from romsmith.generators.spec import GameSpec
    from romsmith.playtest.genres.battle import plan

    lich = GameSpec.model_validate(swift_lich()).scenes[2].battle()
    plain = kb.simulate(lich, {})
    assert (plain.result, plain.rounds) == ("won", 7)
    for n in (1, 2, 3):
        held = kb.simulate(lich, {"potion": n})
        assert held.won and held.rounds == 8 and held.used, (n, held)
        assert plan(lich, {"potion": n}, 7) == (False, True)  # no items, for the swift win
        assert plan(lich, {"potion": n}, 0) == (True, False)  # no swift win: the items, as before


@pytest.fixture(scope="module")
def lich_rom(toolchain, pack, tmp_path_factory) -> Path:
    return built(swift_lich(), pack, tmp_path_factory.mktemp("swift_lich"))


def test_the_bot_holding_potions_takes_the_swift_win_the_greedy_party_without_items_has(lich_rom, monkeypatch):
    """The bot plays the greedy party with no items when that wins by the swift round: holding
    potions at the lich, it wins in round 7, swiftly (it drank one and won in round 8 before)."""
    from romsmith.playtest import _bot, playtest

    held = {}  # potions held as the lich's battle starts, from the machine
    observe = _bot.Bot.observe

    def watch(bot, s):
        if s["mode"] == abi.MODES["play"] and s["battle"] and s["scene"] == 2:
            held.setdefault("potions", s["items"][POTION])
        observe(bot, s)

    monkeypatch.setattr(_bot.Bot, "observe", watch)
    result = playtest(lich_rom, max_frames=30000)
    assert result.won, (result.outcome, result.reason)
    assert held["potions"] >= 1, held  # the old play would drink one
    lich = [st for st in result.steps if st["event"].startswith("battle won") and st["swift_round"] == 7]
    assert len(lich) == 1, result.steps
    assert lich[0]["won_round"] == 7 and lich[0]["swift"], lich[0]
    assert (result.swift_offered, result.swift_wins) == (1, 1)
