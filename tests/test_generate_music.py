"""The composer behind each game's music: valid PSG events, in step, seeded, one mood per track."""

from __future__ import annotations

import pytest

from romsmith.generators import music as M


@pytest.mark.parametrize("track", list(M.TRACKS))
def test_every_track_gives_voices_in_step_within_the_engine_limits(track):
    song = M.compose(track, seed=7)
    assert 1 <= song.tick <= 30 and 1 <= len(song.voices) <= 4
    assert len({v.channel for v in song.voices}) == len(song.voices)  # one voice per channel
    for voice in song.voices:
        assert all(0 <= note <= M.MAX_NOTE and 1 <= ticks <= 255 for note, ticks in voice.events)
        assert sum(t for _n, t in voice.events) == M.BARS * M.STEPS  # every voice loops together
        if voice.channel == M.CH_NOISE:
            assert {n for n, _t in voice.events} <= {0, M.KICK, M.SNARE, M.HAT, M.CRASH}
    lead = next(v for v in song.voices if v.channel == M.CH_SQ2)
    assert len({n for n, _t in lead.events if n}) >= 4, "a melody, not a drone"


def test_the_same_seed_gives_the_same_song_and_others_differ():
    assert M.compose("field", 11) == M.compose("field", 11)
    seeds = {tuple(M.compose("field", s).voices[0].events) for s in range(6)}
    assert len(seeds) >= 5
    assert M.compose("field", 11).voices[0].events != M.compose("cave", 11).voices[0].events


def test_a_scene_without_a_track_gets_its_mood():
    assert M.track_for("cave") == "cave" and M.track_for("village_interior") == "village"
    assert M.track_for("grassland", has_boss=True) == "boss"
    assert M.seed_of("The Lost Crown") == M.seed_of("The Lost Crown") != M.seed_of("The Lost Crow")
