"""The report's fidelity section: how faithfully the game follows the idea it was made from
(`generators.score.fidelity`), and the text checks (`generators.score.textcheck`), as report warnings."""

from __future__ import annotations


def assess(
    prompt: str | None, spec: dict | None, pack, intent: dict | None = None, missing_genres=()
) -> tuple[dict | None, list[dict]]:
    """(report["fidelity"], warnings to add). None when there is no idea (`romsmith build`) or
    no spec; a check that fails on odd content is reported, never raised."""
    if not isinstance(spec, dict) or not spec:
        return None, []
    from romsmith.generators.score import fidelity, textcheck

    pack = pack or _settings_pack()
    if pack is None:
        return None, []
    try:
        warnings = textcheck.text_issues(spec, pack, prompt)
        result = fidelity.check(prompt, spec, pack, intent, missing_genres) if prompt else None
    except Exception as exc:  # a check of content must never cost the report
        return {"error": f"{type(exc).__name__}: {exc}"}, []
    if result is None:
        return None, warnings
    return result, fidelity.warnings(result) + warnings


def _settings_pack():
    try:
        from romsmith.generators.pack import load_pack
        from romsmith.kernel.config import load_settings

        return load_pack(load_settings().pack)
    except Exception:  # no usable pack: the report goes without the section
        return None
