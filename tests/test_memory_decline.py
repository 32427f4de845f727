"""The decline: named queries pass, a middling query gets its best few, the background pulls down
what the rest of the world owns, rare words shared with the best hits lift a terse query and rare
words the project never uses pull one down, and the floors come from the calibration queries."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from romsmith import memory
from romsmith.kernel.trace import TraceWriter, read_trace
from romsmith.memory import _background, _decline, _rarity
from romsmith.memory._retrieve import embedding_text
from romsmith.memory.store import Store

ROOT = Path(__file__).resolve().parent.parent
TOPICS = [
    "Copy `cast[].sprite` ids from the pack list; `puny_knight` does not exist, for a knight use `puny_soldier`.",
    "Declare every flag in `flags` before a trigger sets or a gate reads it.",
    "Dialogue lines wrap at 28 characters and a box shows 3 lines; longer text is cut.",
    "Every warp's `to_scene` must name a scene that exists in `scenes`.",
    "Character `hp` is 1-15 (the HUD shows at most 15 hearts) and bosses at most 30.",
    "Scenes are at most 32x32 tiles (one 256x256 background); larger maps fail to build.",
    "Enemy `speed` is 1-4 pixels per frame; above 4 they tunnel through walls.",
    "The ROM title is at most 12 upper-case ASCII characters and the game code 4.",
]


def vault(home) -> Store:
    store = Store(home)
    for text in TOPICS:
        store.add(text)
    return store


def settings(home, **values):
    (home / "romsmith.toml").write_text("".join(f"{k} = {v}\n" for k, v in values.items()))


def test_an_id_a_guideline_names_passes_but_a_quoted_plain_word_does_not(romsmith_home):
    store = vault(romsmith_home)
    assert store.retrieve('{"id": "sir_bram", "sprite": "puny_knight"}', 12).named  # snake_case id
    assert store.retrieve('{"hp": 99}', 12).named  # every key a GameSpec field: a draft of the spec
    foreign = store.retrieve('{"name": "Jane Doe", "age": 34, "city": "Porto"}', 12)
    assert not foreign.named and foreign.declined and foreign.hits == []
    # a quoted plain word is no id: other programs' JSON and messages quote their words too
    assert not store.retrieve('Warning: a unique "title" is required for each record', 12).named
    words = ["title", "key", "puny_knight", "puny-mage", "d65", "game_data.c", "REG_DISPCNT", "Map"]
    assert _decline.id_terms(words) == ["puny_knight", "puny-mage", "d65", "game_data.c", "REG_DISPCNT"]


def test_a_middling_query_gets_only_its_best_few_and_the_trace_says_so(romsmith_home):
    store = vault(romsmith_home)
    query = "how big may a map be"
    lifted = store.retrieve(query, 12, floor=False)
    assert len(lifted.hits) == len(TOPICS) and not lifted.named
    c = lifted.confidence
    settings(romsmith_home, relevance_floor=round(c - 0.01, 4), relevance_full=round(c + 0.01, 4))
    trace = TraceWriter(romsmith_home, "20261202-010000-beef")
    block, hits = memory.retrieve_block(query, trace=trace, home=romsmith_home)
    trace.close()
    assert [h["id"] for h in hits] == [h["id"] for h in lifted.hits[: _decline.FEW_HITS]]
    assert block and all(h["text"] in block for h in hits)
    args = next(e for e in read_trace(trace.path).events if e.get("kind") == "retrieval")["args"]
    assert args["fewer"] is True and args["declined"] is False and args["full"] == round(c + 0.01, 4)
    settings(romsmith_home, relevance_floor=round(c - 0.02, 4), relevance_full=round(c - 0.01, 4))
    assert len(memory.retrieve_block(query, home=romsmith_home)[1]) == len(TOPICS)  # above both: all
    settings(romsmith_home, relevance_floor=round(c + 0.01, 4), relevance_full=round(c + 0.02, 4))
    assert memory.retrieve_block(query, home=romsmith_home) == ("", [])  # below both: none


def test_a_query_the_background_holds_loses_the_margin(romsmith_home, monkeypatch, tmp_path):
    world = "how do I beat the first boss in Hollow Knight"
    assert world in _background.texts()
    with_background = vault(romsmith_home).retrieve(world, 12, floor=False).confidence
    files = list((romsmith_home / "memory").glob("background-*.npy"))
    assert len(files) == 1, "the background's vectors are kept in the home"
    monkeypatch.setattr(_background, "texts", lambda: ("zzz qqq",))
    other = tmp_path / "other-home"
    other.mkdir()
    without = vault(other).retrieve(world, 12, floor=False).confidence
    # the query's best background neighbour is itself (similarity 1): the margin falls by that much
    assert with_background < without - 0.4


def test_the_background_cache_is_used_and_a_damaged_one_is_rebuilt(romsmith_home):
    store = vault(romsmith_home)
    store.retrieve("which sprite for a knight", 12)
    [path] = (romsmith_home / "memory").glob("background-*.npy")
    calls = []

    class Counting:
        name = store.embedder.name

        def encode_once(self, texts):
            calls.append(len(texts))
            return store.embedder.encode_once(texts)

    again = _background.vectors(Counting(), romsmith_home / "memory", embedding_text)
    assert calls == [] and again.shape == (len(_background.texts()), 384)
    path.write_bytes(b"not an array")
    rebuilt = _background.vectors(Counting(), romsmith_home / "memory", embedding_text)
    assert calls == [len(_background.texts())] and abs(rebuilt - again).max() < 1e-5
    path.write_bytes(b"")  # an empty file raised EOFError, and `memory search` said only "aborted"
    rebuilt = _background.vectors(Counting(), romsmith_home / "memory", embedding_text)
    assert calls == [len(_background.texts())] * 2 and abs(rebuilt - again).max() < 1e-5


def test_the_calibration_rule_sets_each_floor_from_the_unrelated_queries_alone():
    spec = importlib.util.spec_from_file_location("bench_recall", ROOT / "benchmarks" / "bench_recall.py")
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    scores = [round(0.01 * i, 2) for i in range(100)]  # 0.00 .. 0.99
    named = [False] * 100
    one = {"n": 100, "confidence": scores, "named": named}
    floors = bench.calibrate({"a": one})
    # 5 of 100 may get any hit: the floor sits just above the 6th highest (0.94); 2 a full answer
    assert floors == {"relevance_floor": 0.941, "relevance_full": 0.971}
    higher = {"n": 100, "confidence": [s + 0.1 for s in scores], "named": named}
    assert bench.calibrate({"a": one, "b": higher})["relevance_floor"] == 1.041  # the stricter vault wins
    passing = {"n": 100, "confidence": scores, "named": [True] * 3 + [False] * 97}
    assert bench.calibrate({"a": passing})["relevance_full"] == float("inf")  # named ones use up the share


TIMEOUT = "On a model timeout retry once with the same prompt, then fall back to the offline model; never loop."
NO_SAVE = "There is no save system; do not promise 'save your progress' in dialogue or add save points."


def test_query_words_are_split_like_identifiers_and_numbers_left_out():
    words = _decline.surface_words("litellm.Timeout: JSONDecodeError at 0x7FFF in parse_row, parse_row")
    assert words == ["litellm", "timeout", "json", "decode", "error", "parse", "row"]


def test_rare_words_shared_with_the_best_hits_count_and_common_or_worldly_ones_do_not():
    assert _rarity.rarity("llm") > _rarity.rarity("sheet") > _rarity.rarity("time") == 0.0
    known = {"llm", "model", "timeout", "sheet"}.__contains__
    domain, foreign = _decline.word_shares("LLM request hung", {"llm", "model", "timeout"}, known, set())
    # "llm" is rarer than "request" and "hung" together: most of the query's weight is shared
    assert domain > 0.5 and foreign == pytest.approx(1 - domain)
    assert _decline.word_shares("LLM request hung", {"llm"}, known, {"llm"})[0] == 0.0  # the world says it too
    sheet, _ = _decline.word_shares("how to fold a fitted sheet", {"sheet"}, known, set())
    assert 0 < sheet < domain  # a common shared word counts for little
    assert _decline.word_shares("it is time to go", {"time"}, known, set()) == (0.0, 0.0)


def test_a_terse_query_sharing_a_rare_word_gets_hits_and_a_foreign_one_gets_none(romsmith_home, monkeypatch):
    store = vault(romsmith_home)
    for text in (TIMEOUT, NO_SAVE):
        store.add(text)
    terse, foreign = "persistence feature not supported", "terraform state lock"
    found = store.retrieve(terse, 12)
    assert found.hits and found.hits[0]["text"] == NO_SAVE and not found.declined
    assert store.retrieve(foreign, 12).declined
    with_words = {q: store.retrieve(q, 12, floor=False).confidence for q in (terse, foreign)}
    monkeypatch.setattr(_decline, "DOMAIN_WEIGHT", 0.0)
    monkeypatch.setattr(_decline, "FOREIGN_WEIGHT", 0.0)
    without = {q: store.retrieve(q, 12, floor=False).confidence for q in (terse, foreign)}
    assert with_words[terse] > without[terse] and with_words[foreign] < without[foreign]


def test_without_wordfreq_the_decline_says_what_to_install(monkeypatch):
    import sys

    from romsmith.kernel.errors import LibraryMissing

    monkeypatch.setitem(sys.modules, "wordfreq", None)  # import fails as when it is not installed
    _rarity._zipf.cache_clear()
    _rarity.zipf.cache_clear()
    try:
        with pytest.raises(LibraryMissing, match="wordfreq") as err:
            _rarity.rarity("sprite")
        assert "requirements.lock" in err.value.hint
    finally:
        _rarity._zipf.cache_clear()
        _rarity.zipf.cache_clear()


def test_another_sense_of_the_vault_s_word_lowers_the_margin_but_keeps_the_word_a_sign(romsmith_home, monkeypatch):
    """senses.txt holds the everyday senses of the project's words: a question about a
    bathroom's tiles lands nearer one of them than any guideline, a question about the map's
    tiles stays nearer its guideline; their words stay out of the background's words, so "tile" still counts."""
    store = vault(romsmith_home)
    near_miss, real = "how many boxes of tiles for a small bathroom floor", "how many tiles can one map have"
    with_senses = {q: store.retrieve(q, 12, floor=False).signs["margin"] for q in (near_miss, real)}
    assert not {"tile", "flag", "palette"} & _background.words()
    monkeypatch.setattr(_background, "texts", lambda: _background._lines(_background.CORPUS))
    store2 = Store(romsmith_home)
    without = {q: store2.retrieve(q, 12, floor=False).signs["margin"] for q in (near_miss, real)}
    assert with_senses[near_miss] < without[near_miss]  # the senses own the near-miss ...
    assert with_senses[near_miss] < with_senses[real]  # ... more than the real query
    found = {q: store.retrieve(q, 12) for q in (near_miss, real)}
    assert found[near_miss].confidence < found[real].confidence and not found[real].declined
