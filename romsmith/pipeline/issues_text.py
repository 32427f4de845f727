"""The terminal's lines for a run's validation errors and warnings: every one of them, grouped by
code, each list of valid choices printed once per group instead of once per error.

    lines(errors, warnings) -> [(text, colour)]
"""

from __future__ import annotations

import re
import textwrap

# the validator's messages end with the list of valid values; the group prints it once instead
_LISTED = re.compile(r"[;.]?\s*(?:valid (?:ids|themes)(?: for an? \w+)?|legend|tracks): .*$|\s*\(declared: [^)]*\)")
# printed by the fidelity lines above (the idea's terms and genres)
SHOWN_ELSEWHERE = ("fidelity_missing", "prompt_echo", "genre_missing")
WIDTH = 100


def lines(errors: list, warnings: list) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    errors = [e for e in errors or [] if isinstance(e, dict)]
    if errors:
        out.append((f"  {len(errors)} validation error(s):", "red"))
        out += _grouped(errors, "red")
    shown = [w for w in warnings or [] if isinstance(w, dict) and w.get("code") not in SHOWN_ELSEWHERE]
    if shown:
        out.append((f"  {len(shown)} warning(s):", "yellow"))
        out += _grouped(shown, "yellow")
    return out


def _grouped(issues: list[dict], colour: str) -> list[tuple[str, str]]:
    groups: dict[str, list[dict]] = {}
    for issue in issues:
        groups.setdefault(str(issue.get("code") or "?"), []).append(issue)
    out = []
    for code, members in groups.items():
        out.append((f"    {code} ({len(members)}):", colour))
        for issue in members:
            message = _LISTED.sub("", str(issue.get("message") or "")).rstrip()
            where = f"{issue['path']}: " if issue.get("path") else ""
            out.append((f"      {where}{message}", colour))
        lists = {tuple(i.get("choices") or ()) for i in members} - {()}
        for choices in sorted(lists):
            head = "      valid choices: " if len(lists) == 1 else f"      valid choices ({len(choices)}): "
            wrapped = textwrap.wrap(", ".join(choices), WIDTH - 8)
            out.append((head + wrapped[0], colour))
            out += [(" " * len(head) + more, colour) for more in wrapped[1:]]
    return out
