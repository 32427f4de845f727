"""The suite's shards (tests/_shards.py): every file in exactly one, of about equal weight."""

from __future__ import annotations

import pytest
from _shards import DEFAULT_S, deal, parse


def test_every_file_is_in_exactly_one_shard_and_the_weights_even_out():
    weights = {"a.py": 100, "b.py": 60, "c.py": 40, "d.py": 30, "e.py": 30}
    shards = deal([*weights, "new.py"], 2, weights)
    assert set().union(*shards) == {*weights, "new.py"} and not shards[0] & shards[1]
    loads = sorted(sum(weights.get(f, DEFAULT_S) for f in s) for s in shards)
    assert loads == [130, 135]  # a, d and new.py / b, c and e.py


def test_the_same_files_are_dealt_the_same_way_whatever_their_order():
    weights = {"a.py": 10, "b.py": 10, "c.py": 10}
    assert deal(["c.py", "a.py", "b.py"], 2, weights) == deal(["a.py", "b.py", "c.py"], 2, weights)


@pytest.mark.parametrize("spec", ["2/2", "-1/2", "one/2", "1"])
def test_a_shard_that_is_not_index_of_count_is_refused(spec):
    with pytest.raises(ValueError, match="ROMSMITH_TEST_SHARD"):
        parse(spec)
