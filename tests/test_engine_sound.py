"""The engine's music and sound in mGBA: what the emulator's mixer renders, not just registers.

Silence is measured on the test program (a ROM that never turns the sound hardware on); the
fixture game's music must be well above it, follow the scene, and sound different in each.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from engine_play import MODE, Player, fixture

ENGINE = Path(__file__).resolve().parent.parent / "romsmith" / "rom_build" / "engine"
SECOND = 60  # frames


def rms(samples: np.ndarray) -> float:
    return float(np.sqrt(np.mean(samples.astype(np.float64) ** 2))) if len(samples) else 0.0


def spectrum(samples: np.ndarray) -> np.ndarray:
    """Normalised magnitude spectrum of the left channel, 64 bands up to 8 kHz."""
    mono = samples[:, 0].astype(np.float64)
    mags = np.abs(np.fft.rfft(mono * np.hanning(len(mono))))
    bands = np.add.reduceat(mags[: len(mags) // 2], np.linspace(0, len(mags) // 2, 65, dtype=int)[:-1])
    return bands / (np.linalg.norm(bands) or 1.0)


def test_the_note_and_wave_tables_are_what_the_tool_writes():
    made = subprocess.run(
        [sys.executable, str(ENGINE / "tools" / "make_sound_tables.py")], capture_output=True, text=True, check=True
    ).stdout
    assert (ENGINE / "src" / "sound_tables.c").read_text() == made
    rates = [int(x) for x in made.split("{", 1)[1].split("}", 1)[0].replace(",", " ").split()]
    a4 = 131072 / (2048 - rates[34 - 1])
    assert abs(a4 - 440) < 2 and rates == sorted(rates) and len(rates) == 84


@pytest.mark.docker
@pytest.mark.mgba
def test_music_is_heard_follows_the_scene_and_differs_between_scenes(engine_fixture_rom, testprog_rom):
    from romsmith.rom_build.emulator import Emulator

    quiet = Emulator(testprog_rom.rom_path)
    quiet.record_audio()
    quiet.run(SECOND)
    floor = rms(quiet.audio())

    fx = fixture()
    game = Player(Emulator(engine_fixture_rom))
    game.emu.record_audio()
    game.emu.run(SECOND)
    assert game.state()["song"] == fx.SONG["title"]
    title = game.emu.audio(clear=True)
    assert rms(title) > max(8 * floor, 300)

    s = game.start()
    assert s["mode"] == MODE["play"] and s["song"] == fx.SONG[fx.SCENES[s["scene"]]["music"]]
    game.emu.audio(clear=True)
    game.emu.run(SECOND)
    meadow = game.emu.audio(clear=True)
    assert rms(meadow) > max(8 * floor, 300)
    assert len(meadow) == pytest.approx(32768, rel=0.02)  # a second of stereo samples, none dropped

    door = fx.SCENES[0]["warps"][0]
    game.walk_to(door[0][0] * 16, door[0][1] * 16, first="x")
    game.emu.run(40)
    s = game.state()
    assert s["scene"] == fx.SC["HUT"] and s["song"] == fx.SONG["calm"]
    game.emu.audio(clear=True)
    game.emu.run(SECOND)
    hut = game.emu.audio(clear=True)
    assert rms(hut) > max(8 * floor, 300)
    similarity = float(spectrum(meadow) @ spectrum(hut))
    assert similarity < 0.9, f"the hut's music sounds like the meadow's (spectral similarity {similarity:.2f})"
