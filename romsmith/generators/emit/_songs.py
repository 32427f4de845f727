"""Songs (generators.music) as C tables for the engine data ABI: rs_song, rs_voice, event bytes."""

from __future__ import annotations

from romsmith.generators.music import Song

CHANNEL = ("RS_CH_SQ1", "RS_CH_SQ2", "RS_CH_WAVE", "RS_CH_NOISE")


def render_songs(songs: list[Song], name: str = "songs") -> str:
    """C definitions of `static const rs_song <name>[]` (empty string when there are none)."""
    if not songs:
        return ""
    parts = []
    entries = []
    for i, song in enumerate(songs):
        voices = []
        for v, voice in enumerate(song.voices):
            data = [b for note, ticks in voice.events for b in (note, ticks)]
            rows = [", ".join(str(b) for b in data[k : k + 24]) for k in range(0, len(data), 24)]
            array = f"{name}{i}_voice{v}"
            parts.append(f"static const u8 {array}[{len(data)}] = {{\n    " + ",\n    ".join(rows) + ",\n};")
            voices.append(
                f"{{.channel = {CHANNEL[voice.channel]}, .timbre = {voice.timbre}, .volume = {voice.volume}, "
                f".decay = {voice.decay}, .length = {len(voice.events)}, .loop = {voice.loop}, .events = {array}}}"
            )
        parts.append(
            f"/* song {i}: track {song.track!r}, seed {song.seed}, {song.ticks()} ticks of {song.tick} frames */\n"
            f"static const rs_voice {name}{i}_voices[] = {{\n    " + ",\n    ".join(voices) + ",\n};\n"
            f'_Static_assert(sizeof({name}{i}_voices) / sizeof({name}{i}_voices[0]) <= RS_MAX_VOICES, "song {i} voices");'
        )
        entries.append(f"{{.tick = {song.tick}, .voice_count = {len(song.voices)}, .voices = {name}{i}_voices}}")
    parts.append(
        f"static const rs_song {name}[] = {{\n    " + ",\n    ".join(entries) + ",\n};\n"
        f'_Static_assert(sizeof({name}) / sizeof({name}[0]) <= RS_MAX_SONGS, "too many songs");'
    )
    return "\n\n".join(parts)
