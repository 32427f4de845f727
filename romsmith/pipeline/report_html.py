"""report.html: the verdict, screenshots, cast with sprites, story, checks with evidence, tokens, cost."""

from __future__ import annotations

import base64
import html
import io
import json
from pathlib import Path

from romsmith.play import player_section

_CSS = """
body{font:15px/1.45 system-ui,sans-serif;margin:0;background:#f4f1ea;color:#222}
main{max-width:1000px;margin:0 auto;padding:24px}
h1{margin:0 0 4px;font-size:28px} h2{margin:28px 0 8px;font-size:19px;border-bottom:2px solid #ddd6c8;padding-bottom:4px}
.verdict{display:inline-block;padding:6px 14px;border-radius:6px;font-weight:700;color:#fff;font-size:17px}
.v-pass{background:#2e7d32}.v-fail{background:#c62828}.v-none{background:#6d6d6d}
.muted{color:#666}.shots{display:flex;flex-wrap:wrap;gap:14px}
figure{margin:0;background:#fff;padding:6px;border-radius:6px;box-shadow:0 1px 3px #0002}
figure img{width:360px;image-rendering:pixelated;display:block} figcaption{font-size:13px;color:#555;margin-top:4px}
table{border-collapse:collapse;width:100%;background:#fff;border-radius:6px;overflow:hidden}
th,td{text-align:left;padding:6px 10px;border-bottom:1px solid #eee;vertical-align:top}
th{background:#ece6da;font-weight:600} td.sprite img{width:48px;height:48px;image-rendering:pixelated}
.ok{color:#2e7d32;font-weight:700}.bad{color:#c62828;font-weight:700}
pre{white-space:pre-wrap;background:#fff;padding:8px;border-radius:6px;font-size:12px;max-height:220px;overflow:auto;margin:0}
.page{background:#1d2b53;color:#fff;font-family:monospace;padding:6px 10px;border-radius:4px;margin:3px 0;display:block}
.failure{background:#fdecea;border-left:4px solid #c62828;padding:10px 14px;border-radius:4px}
"""


_VERDICT_CLASS = {"verified": "v-pass", "failed": "v-fail", "not_built": "v-none"}


def _e(value) -> str:
    return html.escape("" if value is None else str(value))


def _sprite_uri(pack, sprite_id: str) -> str | None:
    try:
        from PIL import Image

        entry = pack.sprites[sprite_id]
        sheet = Image.open(pack.sprite_path(sprite_id)).convert("RGBA")
        frame = sheet.crop((0, 0, entry.frame_width, entry.frame_height)).resize((48, 48), Image.NEAREST)
        buf = io.BytesIO()
        frame.save(buf, "PNG")
        return "data:image/png;base64," + base64.b64encode(buf.getvalue()).decode()
    except Exception:  # a missing pack or sprite only costs the thumbnail
        return None


def render(report: dict, spec: dict, out: Path, pack=None) -> str:
    """The page; `pack` is the run's (its sprites are the cast's thumbnails), None shows no thumbnails."""
    parts = [
        f"<!doctype html><html lang=en><meta charset=utf-8><title>{_e(spec.get('title') or 'romsmith report')}</title>",
        f"<style>{_CSS}</style><main>",
        f"<h1>{_e(spec.get('title') or 'Untitled')}</h1>",
        f"<p><span class='verdict {_VERDICT_CLASS[report['verdict']]}'>{_e(report['verdict_line'])}</span></p>",
        f"<p class=muted>prompt: <b>{_e(report.get('prompt'))}</b> &middot; model {_e(report.get('model'))} &middot; "
        f"seed {_e(report.get('seed'))} &middot; session {_e(report.get('session_id'))}</p>",
    ]
    if report.get("failure"):
        f = report["failure"]
        parts.append(
            f"<div class=failure><b>{_e(f.get('stage'))} failed:</b> {_e(f.get('message'))}"
            + (f"<br><span class=muted>fix: {_e(f.get('hint'))}</span>" if f.get("hint") else "")
            + "</div>"
        )
    if spec.get("premise"):
        parts.append(f"<p>{_e(spec['premise'])}</p>")
    parts.append(player_section(report, out))
    parts.append(_screens(report))
    parts.append(_audio(report))
    parts.append(_genres(report.get("genres")))
    parts.append(_fidelity(report.get("fidelity")))
    parts.append(_cast(spec, pack))
    parts.append(_story(spec))
    parts.append(_checks(report))
    parts.append(_costs(report))
    parts.append("</main></html>")
    return "\n".join(parts)


def _screens(report: dict) -> str:
    shots = report.get("screens") or []
    if not shots:
        return "<h2>Screens</h2><p class=muted>No screenshots: the ROM was not booted.</p>"
    figs = "".join(
        f"<figure><img src='{_e(p)}' alt='{_e(Path(p).stem)}'><figcaption>{_e(Path(p).stem)}</figcaption></figure>"
        for p in shots
    )
    return f"<h2>Screens</h2><div class=shots>{figs}</div>"


def _audio(report: dict) -> str:
    """The clip mGBA rendered (title music, then the first scene), with what the audio check measured."""
    clip = (report.get("files") or {}).get("audio")
    if not clip:
        return ""
    check = next((c for c in report.get("checks", []) if c.get("name") == "audio"), {})
    ev = check.get("evidence") or {}
    facts = (
        f"<p class=muted>{_e(ev.get('seconds'))} s captured from mGBA: the title for 3 s, then the first scene. "
        f"RMS {_e(ev.get('rms_title'))} on the title, {_e(ev.get('rms_play'))} in play (silence is below {_e(ev.get('silence_rms'))}).</p>"
        if ev
        else ""
    )
    return f"<h2>Music</h2><audio controls preload=none src='{_e(clip)}'></audio>{facts}"


def _genres(section: dict | None) -> str:
    """How each scene plays, and whether that is what the idea asked for."""
    if not section or not section.get("scenes"):
        return ""
    rows = "".join(
        f"<tr><td>{_e(s.get('name'))} <span class=muted>{_e(s.get('scene'))}</span></td><td>{_e(s.get('genre'))}</td>"
        f"<td>{_e(_facts(s))}</td></tr>"
        for s in section["scenes"]
    )
    asked = ", ".join(section.get("asked_all") or []) or "nothing in particular (adventure)"
    missing = section.get("missing") or []
    verdict = (
        f"<p class=bad>asked for {_e(', '.join(missing))}: no scene plays that way</p>"
        if missing
        else "<p class=ok>every genre the idea asks for is played</p>"
    )
    return f"<h2>How it plays</h2><p>the idea asks for: <b>{_e(asked)}</b></p>{verdict}<table><tr><th>scene</th><th>genre</th><th></th></tr>{rows}</table>"


def _facts(scene: dict) -> str:
    """What the genre states about a scene: "solved in 4 pushes (12 steps)"."""
    if scene.get("min_pushes") is not None:
        return f"solved in {scene['min_pushes']} pushes ({scene.get('solution_moves', '?')} steps)"
    return ""


def _fidelity(result: dict | None) -> str:
    """The idea's key terms and where each landed, or why it is missing."""
    if not result or "terms" not in result:
        return ""
    rows = "".join(
        f"<tr><td><b>{_e(t.get('text'))}</b> <span class=muted>{_e(t.get('kind'))}"
        f"{': ' + _e(t.get('concept')) if t.get('concept') != t.get('text') else ''}</span></td>"
        + (
            f"<td class=ok>{_e(t.get('where'))}</td><td>{_e(t.get('detail'))}</td></tr>"
            if t.get("landed")
            else f"<td class=bad>missing</td><td>{_e(t.get('missing'))}</td></tr>"
        )
        for t in result["terms"]
    )
    shape = (result.get("structure") or {}).get("signature", "")
    roles = result.get("roles") or []
    kept = sum(1 for r in roles if r.get("ok"))
    head = (
        f"<p>score <b>{result.get('score', 0):.2f}</b> ({kept} of {len(roles)} roles; "
        f"{result.get('landed', 0)} of {result.get('total', 0)} key terms) "
        f"&middot; idea in {_e(result.get('language'))} &middot; game: {_e(shape)}</p>"
    )
    if result.get("reading"):  # the roles the score is about, so a misreading shows before the score
        head = f"<p>the idea read as <b>{_e(result['reading'])}</b></p>" + head
    role_rows = "".join(
        f"<tr><td><b>{_e(r.get('role'))}</b></td><td>{_e(r.get('want'))}</td>"
        + (
            f"<td class=ok>yes</td><td>{_e(r.get('evidence'))}</td></tr>"
            if r.get("ok")
            else f"<td class=bad>warning: missing</td><td>{_e(r.get('missing'))}</td></tr>"
        )
        for r in roles
    ) + "".join(  # a being the reading put in no role: the score cannot vouch for the game
        f"<tr><td><b>unread</b></td><td>{_e(u.get('being'))}</td><td class=bad>warning: not read</td>"
        f"<td>{_e(u.get('message'))}</td></tr>"
        for u in result.get("unread") or []
    )
    role_table = (
        f"<table><tr><th>role</th><th>the idea's</th><th>in the game</th><th>evidence</th></tr>{role_rows}</table>"
        if role_rows
        else ""
    )
    table = f"<table><tr><th>term</th><th>landed</th><th>where</th></tr>{rows}</table>" if rows else ""
    return f"<h2>Fidelity to the idea</h2>{head}{role_table}{table}"


def _cast(spec: dict, pack) -> str:
    rows = []
    for a in spec.get("cast", []):
        uri = _sprite_uri(pack, a.get("sprite")) if pack else None
        img = f"<img src='{uri}' alt='{_e(a.get('sprite'))}'>" if uri else ""
        rows.append(
            f"<tr><td class=sprite>{img}</td><td><b>{_e(a.get('name'))}</b><br><span class=muted>{_e(a.get('id'))}</span></td>"
            f"<td>{_e(a.get('role'))}</td><td><code>{_e(a.get('sprite'))}</code></td><td>{_e(a.get('scene'))} ({_e(a.get('x'))}, {_e(a.get('y'))})</td>"
            f"<td>hp {_e(a.get('hp'))}, damage {_e(a.get('damage'))}, {_e(a.get('behaviour'))}</td></tr>"
        )
    return (
        (
            "<h2>Cast</h2><table><tr><th></th><th>name</th><th>role</th><th>sprite</th><th>starts in</th><th>stats</th></tr>"
            + "".join(rows)
            + "</table>"
        )
        if rows
        else ""
    )


def _story(spec: dict) -> str:
    if not spec.get("dialogue") and not spec.get("win"):
        return ""
    out = ["<h2>Story</h2>"]
    for q in spec.get("quests", []):
        steps = "".join(
            f"<li>{_e(s.get('text'))} <span class=muted>(flag {_e(s.get('flag'))})</span></li>"
            for s in q.get("steps", [])
        )
        out.append(f"<p><b>{_e(q.get('name'))}</b></p><ol>{steps}</ol>")
    scenes = " &rarr; ".join(
        f"{_e(s.get('name'))} <span class=muted>({_e(s.get('theme'))})</span>" for s in spec.get("scenes", [])
    )
    out.append(f"<p><b>Scenes:</b> {scenes}</p>")
    rows = []
    for d in spec.get("dialogue", []):
        pages = "".join(f"<span class=page>{_e(p)}</span>" for p in d.get("pages", []))
        rows.append(
            f"<tr><td><b>{_e(d.get('speaker') or 'narration')}</b><br><span class=muted>{_e(d.get('id'))}</span></td><td>{pages}</td></tr>"
        )
    out.append("<table><tr><th>who</th><th>says</th></tr>" + "".join(rows) + "</table>")
    if spec.get("win"):
        out.append(
            f"<p><b>Win</b> when flag <code>{_e(spec['win'].get('flag'))}</code> is set: {_e(spec['win'].get('text'))}</p>"
        )
    return "".join(out)


def _checks(report: dict) -> str:
    rows = "".join(
        f"<tr><td>{_e(c.get('name'))}</td><td class={'ok' if c.get('ok') else 'bad'}>{'pass' if c.get('ok') else 'FAIL'}"
        f"{' <span class=muted>(informational)</span>' if c.get('informational') else ''}</td>"
        f"<td><pre>{_e(json.dumps(c.get('evidence'), indent=1, default=str)[:3000])}</pre></td></tr>"
        for c in report.get("checks", [])
    )
    rom = report.get("rom") or {}
    info = (
        (
            f"<p class=muted>ROM {_e(rom.get('bytes'))} bytes, sha256 <code>{_e(rom.get('sha256'))}</code>, "
            f"header {_e(rom.get('title'))} / {_e(rom.get('code'))}</p>"
        )
        if rom
        else ""
    )
    return f"<h2>Checks</h2>{info}<table><tr><th>check</th><th>result</th><th>evidence</th></tr>{rows or '<tr><td colspan=3>none ran</td></tr>'}</table>"


def _costs(report: dict) -> str:
    rows = "".join(
        f"<tr><td>{_e(agent)}</td><td>{u.get('calls', 0)}</td><td>{u.get('tokens_in', 0)}</td><td>{u.get('tokens_out', 0)}</td>"
        f"<td>${u.get('cost', 0):.5f}</td></tr>"
        for agent, u in (report.get("usage") or {}).items()
    )
    stages = ", ".join(f"{_e(k)} {v:.2f}s" for k, v in (report.get("stages") or {}).items())
    return (
        f"<h2>Tokens and cost</h2><table><tr><th>agent</th><th>calls</th><th>tokens in</th><th>tokens out</th><th>cost</th></tr>{rows}"
        f"<tr><th>total</th><th>{report.get('calls', 0)}</th><th>{report.get('tokens_in', 0)}</th><th>{report.get('tokens_out', 0)}</th>"
        f"<th>${report.get('cost', 0):.5f}</th></tr></table><p class=muted>stages: {stages}</p>"
    )
