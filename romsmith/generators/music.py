"""Music for the engine's PSG player: a small seeded composer, one song per named track.

A track is a mood ("field", "cave", "boss", ...). `compose(track, seed)` writes an 8-bar loop in
that mood: a melody on square 2, an arpeggio, pad or counter-line on square 1, a bass on the wave
channel and drums on the noise channel. The key, the chord progression, the melody's rhythm and
contour all come from the seed, so two games with the same track sound different, and the same
spec always gives the same bytes. `track_for(theme, has_boss)` is the default when a scene names
no track. Voices are lists of (note, ticks): note 0 rests, 1..84 are C2..B8 (MIDI 36..119); on
the noise channel the note is a drum (1 kick, 2 snare, 3 hat, 4 crash), as rs_data.h defines.
"""

from __future__ import annotations

import random
import zlib
from dataclasses import dataclass, field

CH_SQ1, CH_SQ2, CH_WAVE, CH_NOISE = 0, 1, 2, 3
WAVE_TRIANGLE, WAVE_SAW, WAVE_ORGAN, WAVE_PULSE = 0, 1, 2, 3
KICK, SNARE, HAT, CRASH = 1, 2, 3, 4
STEPS = 16  # ticks per bar (sixteenth notes)
BARS = 8
MIDI_BASE = 35  # note n is MIDI 35 + n
MAX_NOTE = 84

SCALES = {
    "major": (0, 2, 4, 5, 7, 9, 11),
    "minor": (0, 2, 3, 5, 7, 8, 10),
    "dorian": (0, 2, 3, 5, 7, 9, 10),
    "harmonic": (0, 2, 3, 5, 7, 8, 11),
    "phrygian": (0, 1, 4, 5, 7, 8, 10),
    "lydian": (0, 2, 4, 6, 7, 9, 11),
}
# four-bar progressions as scale degrees (0 = the key's own chord)
PROGRESSIONS = {
    "bright": ((0, 4, 5, 3), (0, 3, 4, 0), (0, 5, 3, 4), (0, 3, 0, 4)),
    "dark": ((0, 5, 6, 4), (0, 3, 4, 0), (0, 6, 5, 4), (0, 5, 3, 4)),
    "still": ((0, 3, 0, 4), (0, 1, 0, 3), (0, 4, 3, 0)),
}
RHYTHMS = {
    "lively": ((4, 2, 2, 4, 4), (2, 2, 4, 2, 2, 4), (4, 4, 2, 2, 4), (3, 3, 2, 4, 4)),
    "steady": ((4, 4, 4, 4), (8, 4, 4), (4, 4, 8), (6, 2, 4, 4)),
    "slow": ((8, 8), (12, 4), (4, 4, 8), (16,)),
    "driving": ((2, 2, 2, 2, 4, 4), (2, 2, 4, 2, 2, 4), (4, 2, 2, 2, 2, 4), (2, 2, 2, 2, 2, 2, 4)),
}
DRUMS = {  # one bar, K kick, S snare, H hat, C crash, '.' nothing
    "none": "................",
    "light": "K.......H.......",
    "march": "K...S...K.K.S...",
    "rock": "K.H.S.H.K.K.S.H.",
    "battle": "K.HKS.H.K.HKS.HH",
    "tribal": "K..K..S.K..K.S..",
}


@dataclass(frozen=True)
class Mood:
    description: str
    scale: str
    root: int  # MIDI note of the key in the melody's octave
    tick: int  # frames per tick (a sixteenth note)
    chords: str  # PROGRESSIONS key
    rhythm: str  # RHYTHMS key
    lead: tuple[int, int, int]  # duty, volume, decay
    harmony: str  # arp | pad | counter | none
    bass: str  # roots | pulse | walk | drone
    bass_wave: int
    drums: str


TRACKS: dict[str, Mood] = {
    "title": Mood("heroic opening theme", "major", 72, 7, "bright", "steady", (2, 12, 0), "arp", "roots", 0, "march"),
    "field": Mood("open fields, adventure", "major", 72, 7, "bright", "lively", (2, 11, 4), "arp", "pulse", 0, "rock"),
    "village": Mood(
        "a friendly village", "major", 74, 8, "bright", "steady", (1, 10, 3), "counter", "walk", 2, "light"
    ),
    "forest": Mood("woods, curious", "dorian", 69, 8, "dark", "lively", (2, 10, 4), "arp", "roots", 0, "light"),
    "cave": Mood("dark caves, cautious", "minor", 64, 10, "still", "slow", (1, 9, 5), "pad", "drone", 2, "none"),
    "castle": Mood(
        "halls of stone, stately", "harmonic", 67, 8, "dark", "steady", (2, 11, 3), "counter", "walk", 2, "march"
    ),
    "desert": Mood(
        "sun and sand, exotic", "phrygian", 69, 8, "dark", "lively", (0, 10, 4), "arp", "roots", 1, "tribal"
    ),
    "snow": Mood("cold and quiet", "lydian", 76, 10, "still", "slow", (1, 9, 6), "arp", "drone", 0, "none"),
    "dungeon": Mood("danger below", "harmonic", 64, 8, "dark", "steady", (1, 10, 3), "pad", "pulse", 1, "march"),
    "battle": Mood("a fight, urgent", "minor", 69, 6, "dark", "driving", (2, 12, 2), "arp", "pulse", 1, "battle"),
    "boss": Mood(
        "the final foe, menacing", "harmonic", 64, 6, "dark", "driving", (1, 12, 2), "counter", "pulse", 1, "battle"
    ),
    "calm": Mood("rest and safety", "major", 72, 10, "still", "slow", (2, 9, 6), "pad", "drone", 2, "none"),
    "mystery": Mood("secrets, wonder", "lydian", 71, 9, "still", "steady", (1, 9, 5), "arp", "drone", 0, "light"),
    "ending": Mood("victory and peace", "major", 72, 9, "bright", "slow", (2, 11, 0), "arp", "walk", 2, "light"),
}
THEME_TRACKS = {
    "grassland": "field",
    "forest": "forest",
    "castle": "castle",
    "cave": "cave",
    "desert": "desert",
    "snow": "snow",
    "village_interior": "village",
}


@dataclass
class Voice:
    channel: int
    timbre: int
    volume: int
    decay: int
    events: list[tuple[int, int]] = field(default_factory=list)
    loop: int = 0


@dataclass
class Song:
    track: str
    seed: int
    tick: int
    voices: list[Voice]

    def ticks(self) -> int:
        return max(sum(t for _n, t in v.events) for v in self.voices)


def track_for(theme: str, has_boss: bool = False) -> str:
    """The default track of a scene: the boss theme where a boss waits, else the theme's mood."""
    return "boss" if has_boss else THEME_TRACKS.get(theme, "field")


def seed_of(title: str) -> int:
    """The music seed of a game: from its title, so each game sounds its own."""
    return zlib.crc32(title.encode("utf-8"))


def compose(track: str, seed: int) -> Song:
    """An 8-bar loop in the mood of `track` (a TRACKS key), the same for the same seed."""
    mood = TRACKS[track]
    rng = random.Random(f"{seed}:{track}")
    scale = SCALES[mood.scale]
    root = mood.root + rng.choice((-2, -1, 0, 0, 1, 2))
    bank = PROGRESSIONS[mood.chords]
    first = rng.choice(bank)
    second = rng.choice([p for p in bank if p != first] or bank)
    chords = list(first) + list(second)
    melody = _melody(rng, mood, chords)
    voices = [Voice(CH_SQ2, mood.lead[0], mood.lead[1], mood.lead[2], _notes(melody, scale, root))]
    harmony = _harmony(rng, mood, chords)
    if harmony:
        duty = 2 if mood.harmony == "arp" else 1
        voices.append(
            Voice(
                CH_SQ1,
                duty,
                max(4, mood.lead[1] - 4),
                2 if mood.harmony == "arp" else 5,
                _notes(harmony, scale, root - 12),
            )
        )
    voices.append(Voice(CH_WAVE, mood.bass_wave, 2, 0, _notes(_bass(mood, chords), scale, root - 24)))
    if mood.drums != "none":
        voices.append(Voice(CH_NOISE, 0, 8, 1, _drums(rng, mood.drums)))
    return Song(track, seed, mood.tick, voices)


# ---- parts, as (scale degree or None for a rest, ticks) ----------------------


def _melody(rng: random.Random, mood: Mood, chords: list[int]) -> list[tuple[int | None, int]]:
    out: list[tuple[int | None, int]] = []
    degree = rng.choice((2, 4, 7))
    motif: list[tuple[int | None, int]] = []
    for bar, chord in enumerate(chords):
        if bar % 4 == 2 and motif:  # the phrase's first bar again, moved to this bar's chord
            shift = chord - chords[bar - 2]
            part = [(d + shift if d is not None else None, t) for d, t in motif]
        elif bar % 4 == 3:  # cadence: settle on the chord's root
            part = _bar(rng, mood, chord, degree, closing=True)
        else:
            part = _bar(rng, mood, chord, degree)
        if bar % 4 == 0:
            motif = part
        out += part
        degree = next((d for d, _t in reversed(part) if d is not None), degree)
    return out


def _bar(rng, mood: Mood, chord: int, degree: int, closing: bool = False) -> list[tuple[int | None, int]]:
    rhythm = list(rng.choice(RHYTHMS[mood.rhythm]))
    tones = [chord + k for k in (0, 2, 4, 7)]
    out, at = [], 0
    for n, length in enumerate(rhythm):
        last = n == len(rhythm) - 1
        if closing and last:
            degree = min((chord, chord + 7), key=lambda d: abs(d - degree))
        elif at % 8 == 0:  # strong beats land on a chord tone near the last note, mostly a new one
            ranked = sorted(tones, key=lambda d: abs(d - degree) + rng.random() * 2)
            degree = ranked[1] if ranked[0] == degree and rng.random() < 0.7 else ranked[0]
        else:
            degree += rng.choice((-2, -1, -1, 1, 1, 2))
        degree = max(0, min(11, degree))
        rest = not closing and length <= 2 and rng.random() < 0.12
        out.append((None if rest else degree, length))
        at += length
    return out


def _harmony(rng, mood: Mood, chords: list[int]) -> list[tuple[int | None, int]]:
    out: list[tuple[int | None, int]] = []
    for chord in chords:
        if mood.harmony == "arp":
            pattern = rng.choice(((0, 2, 4, 2), (0, 4, 2, 4), (0, 2, 4, 7)))
            out += [(chord + pattern[i % 4], 2) for i in range(8)]
        elif mood.harmony == "pad":
            out.append((chord + 2, 16))
        elif mood.harmony == "counter":
            out += [(chord + 4, 8), (chord + 2, 8)]
    return out


def _bass(mood: Mood, chords: list[int]) -> list[tuple[int | None, int]]:
    out: list[tuple[int | None, int]] = []
    for i, chord in enumerate(chords):
        nxt = chords[(i + 1) % len(chords)]
        if mood.bass == "roots":
            out += [(chord, 8), (chord + 4, 8)]
        elif mood.bass == "pulse":
            out += [(chord + (7 if k % 4 == 3 else 0), 2) for k in range(8)]
        elif mood.bass == "walk":
            out += [(chord, 4), (chord + 2, 4), (chord + 4, 4), (nxt + (1 if nxt < chord else -1), 4)]
        else:
            out.append((chord, 16))
    return out


def _drums(rng, style: str) -> list[tuple[int, int]]:
    kinds = {"K": KICK, "S": SNARE, "H": HAT, "C": CRASH}
    events: list[tuple[int, int]] = []
    for bar in range(BARS):
        pattern = DRUMS[style]
        if bar == BARS - 1 and rng.random() < 0.7:  # a fill into the loop
            pattern = pattern[:12] + "SSSS"
        if bar == 0:
            pattern = "C" + pattern[1:]
        for ch in pattern:
            if ch == "." and events:
                events[-1] = (events[-1][0], events[-1][1] + 1)
            else:
                events.append((kinds.get(ch, 0), 1))
    return _merge(events)


# ---- degrees to note numbers ---------------------------------------------------


def _notes(part: list[tuple[int | None, int]], scale: tuple[int, ...], root: int) -> list[tuple[int, int]]:
    events = []
    for degree, ticks in part:
        if degree is None:
            events.append((0, ticks))
            continue
        octave, step = divmod(degree, len(scale))
        midi = root + 12 * octave + scale[step]
        events.append((max(1, min(MAX_NOTE, midi - MIDI_BASE)), ticks))
    return _merge(events)


def _merge(events: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Join rests that follow rests and split lengths over 255 ticks (the byte's limit)."""
    out: list[tuple[int, int]] = []
    for note, ticks in events:
        if note == 0 and out and out[-1][0] == 0 and out[-1][1] + ticks <= 255:
            out[-1] = (0, out[-1][1] + ticks)
        else:
            while ticks > 255:
                out.append((note, 255))
                ticks -= 255
            out.append((note, ticks))
    return out
