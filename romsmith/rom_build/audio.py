"""A clip of a ROM's sound as mGBA renders it: the title music, then the start of the game.

    capture_clip("out/game.gba", "out/music.wav") -> {name: "audio", ok, evidence}

The clip is mono 16-bit PCM at CLIP_RATE; `ok` means the game was heard, i.e. the RMS of the
rendered samples while playing is above SILENCE_RMS (mGBA renders exact zeros for a GBA whose
sound is off: the test program's RMS is 0, a game's music is in the thousands).
"""

from __future__ import annotations

import wave
from pathlib import Path

from romsmith.kernel.errors import UsageError

CLIP_RATE = 16384
SILENCE_RMS = 100.0
FPS = 59.7275


def capture_clip(rom_path, wav_path, *, seconds: float = 10.0, title_seconds: float = 3.0) -> dict:
    """Record `seconds` of audio (the title for `title_seconds`, then START) into `wav_path`."""
    import numpy as np

    from romsmith.rom_build.emulator import Emulator

    if seconds <= title_seconds or seconds > 60:
        raise UsageError(f"a clip of {seconds} s is not possible", hint="record between title_seconds and 60 s")
    emu = Emulator(rom_path)
    emu.record_audio(CLIP_RATE)
    songs = []
    title_frames = round(title_seconds * FPS)
    emu.run(title_frames)
    songs.append(_song(emu))
    title = emu.audio()
    emu.press("START", 2)
    emu.run(round(seconds * FPS) - title_frames - 2)
    songs.append(_song(emu))
    clip = emu.audio()
    mono = clip.astype(np.int32).sum(axis=1) // 2
    path = Path(wav_path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(CLIP_RATE)
        out.writeframes(mono.astype("<i2").tobytes())
    playing = mono[len(title) :]
    evidence = {
        "wav": str(path),
        "seconds": round(len(mono) / CLIP_RATE, 2),
        "rms_title": _rms(mono[: len(title)]),
        "rms_play": _rms(playing),
        "silence_rms": SILENCE_RMS,
        "songs": songs,
    }
    ok = evidence["rms_play"] > SILENCE_RMS and evidence["rms_title"] > SILENCE_RMS and not emu.crashed
    return {"name": "audio", "ok": ok, "evidence": evidence}


def _rms(samples) -> float:
    import numpy as np

    return round(float(np.sqrt(np.mean(samples.astype(np.float64) ** 2))), 1) if len(samples) else 0.0


def _song(emu) -> int | None:
    state = emu.state()
    return state["song"] if state else None
