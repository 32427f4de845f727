"""The offline reader is a chain of mixins, one concern each (`_phrases`, `_subjects`,
`_purposes`, `_objects`, `_prepositions`, ...). A method defined in two of them is silently
replaced by the one nearer the reader in the chain, so each name is defined once."""

from __future__ import annotations

import collections

from romsmith.lexicon._reader import _Reader


def _defined_twice(cls: type) -> dict[str, list[str]]:
    where = collections.defaultdict(list)
    for part in cls.__mro__:
        if part.__module__.startswith("romsmith.lexicon"):
            for name, value in vars(part).items():
                if callable(value) or isinstance(value, (staticmethod, classmethod, property)):
                    where[name].append(f"{part.__module__}.{part.__qualname__}")
    return {name: parts for name, parts in where.items() if len(parts) > 1 and not name.startswith("__")}


def test_no_mixin_of_the_reader_defines_a_method_another_defines():
    assert _defined_twice(_Reader) == {}


def test_a_method_defined_twice_is_found():
    class Shadowing(_Reader):
        def _objects(self, *args, **kwargs):  # the name of a method `_objects.Objects` defines
            return []

    Shadowing.__module__ = "romsmith.lexicon._shadowing"
    assert "_objects" in _defined_twice(Shadowing)
