"""JSON pointers (RFC 6901), the paths validation errors name: read and replace a value by path."""

from __future__ import annotations

_MISSING = object()


def parts(pointer: str) -> list[str]:
    """'/cast/0/sprite' -> ['cast', '0', 'sprite'], with ~1 and ~0 unescaped."""
    return [p.replace("~1", "/").replace("~0", "~") for p in pointer.strip("/").split("/") if p != ""]


def _child(target, part: str):
    if isinstance(target, list) and part.isdigit() and int(part) < len(target):
        return target[int(part)]
    if isinstance(target, dict) and part in target:
        return target[part]
    return _MISSING


def _walk(doc, steps: list[str]):
    for part in steps:
        doc = _child(doc, part)
        if doc is _MISSING:
            break
    return doc


def value_at(doc, pointer: str):
    """The value the pointer names, or None when the document has no such path."""
    found = _walk(doc, parts(pointer))
    return None if found is _MISSING else found


def set_at(doc, pointer: str, value) -> bool:
    """Replace the value at an existing dict key or list index; False when the path is not there."""
    steps = parts(pointer)
    if not steps:
        return False
    parent, last = _walk(doc, steps[:-1]), steps[-1]
    if isinstance(parent, dict):
        parent[last] = value
        return True
    if isinstance(parent, list) and last.isdigit() and int(last) < len(parent):
        parent[int(last)] = value
        return True
    return False
