"""A GameSpec file as a user hands it to `romsmith validate` or `romsmith build`.

    read_spec_file(path) -> dict

Both commands read a spec through here, so the same file gets the same answer and exit code:
no such file, or not a plain file -> UsageError (exit 2, the invocation is wrong); larger than
MAX_SPEC_BYTES, not UTF-8, not JSON, nested too deep, an absurd integer, or JSON that is not an
object -> ContentInvalid (exit 1, the spec is wrong), with one `details` record {path, code,
message} that `validate` prints like any other issue.
"""

from __future__ import annotations

from pathlib import Path

from romsmith.kernel.errors import ContentInvalid, UsageError
from romsmith.kernel.files import FileRefused, plain_file, read_bounded
from romsmith.kernel.jsontext import JsonRefused, parse_json

MAX_SPEC_BYTES = 2 * 1024 * 1024  # the largest valid spec (generators.spec.samples.maximal_spec) is ~0.1 MB
HINT = "fix the file; `romsmith validate SPEC.json` lists every problem"


def read_spec_file(path: str | Path) -> dict:
    p = Path(path)
    try:
        plain_file(p, "spec file")
    except FileRefused as exc:  # missing, or a FIFO, a folder, a device: said as what it is
        raise UsageError(str(exc), hint="pass the path of a GameSpec JSON file") from None
    try:
        data = read_bounded(p, MAX_SPEC_BYTES, "spec file")
    except FileRefused as exc:
        code = "too_large" if "bytes" in str(exc) else "unreadable"
        if code == "unreadable":
            raise UsageError(str(exc), hint="pass the path of a GameSpec JSON file") from None
        _invalid(str(exc), code)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        _invalid(f"{p} is not UTF-8 text (byte 0x{data[exc.start]:02X} at offset {exc.start})", "not_utf8")
    try:
        spec = parse_json(text, str(p))
    except JsonRefused as exc:
        _invalid(str(exc), "json_syntax")
    if not isinstance(spec, dict):
        _invalid(f"{p} holds a JSON {_kind(spec)}; a game spec is a JSON object ({{...}})", "schema_type")
    return spec


def _invalid(message: str, code: str):
    raise ContentInvalid(message, hint=HINT, details=[{"path": "", "code": code, "message": message}])


def _kind(value) -> str:
    return {str: "string", list: "array", bool: "boolean", int: "number", float: "number"}.get(type(value), "null")
