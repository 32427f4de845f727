"""The checks of a story scene: its backdrop, stage, lines, question, routes and ending; and, once
the game's reachability is known, the story as a whole (`kernel.story.walk`): every ending can
be reached, no way through the story comes to a scene it cannot leave, and the story ends.

Every way counts: the player may pick any answer, and a flag set or cleared outside the story
may be either way when a story scene is entered from another genre's scene.
"""

from __future__ import annotations

from romsmith.generators.checks.genres._base import SceneChecks
from romsmith.generators.spec.genres.story import StoryScene
from romsmith.generators.world import world_of
from romsmith.kernel import story as K

MAX_BLOCK_LINES = 48  # RS_STORY_MAX_LINES: a scene's lines and its answers' replies
PORTRAIT_PALETTES = 13  # the engine shows portraits in OBJ banks 13 and 14: sprites keep to 0..12


def is_story(scene) -> bool:
    return getattr(scene, "genre", None) == "story"


def check_layout(ck, i: int, sc: StoryScene, ts) -> bool:
    """The theme must have a backdrop: it is what the scene shows."""
    if sc.theme in ck.pack.backdrops:
        return True
    have = sorted(ck.pack.backdrops)
    ck.error(
        f"/scenes/{i}/theme",
        "story_no_backdrop",
        f"theme {sc.theme!r} has no backdrop in pack {ck.pack.id}, and a story scene shows its theme's "
        f"backdrop: use one of {', '.join(have) or 'none (the pack has no backdrops)'}",
        have,
    )
    return False


def check_content(ck, i: int, sc: StoryScene) -> None:
    path = f"/scenes/{i}"
    cast = {a.id: a for a in ck.s.cast}
    for k, who in enumerate(sc.stage):
        if not ck.ref(f"{path}/stage/{k}", "cast", who) or who not in cast:
            continue
        if who in sc.stage[:k]:
            ck.error(f"{path}/stage/{k}", "story_stage", f"{who!r} stands on the stage twice")
        elif cast[who].sprite not in ck.pack.portraits:
            faces = sorted(ck.pack.portraits)
            ck.warn(
                f"{path}/stage/{k}",
                "story_no_portrait",
                f"{who!r} is drawn by {cast[who].sprite!r}, which has no portrait: nobody shows on that side "
                f"(sprites with portraits: {', '.join(faces[:12])}{'...' if len(faces) > 12 else ''})",
            )
    for k, line in enumerate(sc.lines):
        _check_line(ck, f"{path}/lines/{k}", line, cast)
    for a, answer in enumerate(sc.choices):
        ap = f"{path}/choices/{a}"
        ck.text(ap + "/label", answer.label)
        ck.effects(ap + "/effects", answer.effects)
        for k, line in enumerate(answer.lines):
            _check_line(ck, f"{ap}/lines/{k}", line, cast)
    total = len(sc.lines) + sc.replies()
    if total > MAX_BLOCK_LINES:
        ck.error(
            path,
            "story_too_long",
            f"{total} lines with the answers' replies; a story scene holds {MAX_BLOCK_LINES}: split it into two scenes",
        )
    for r, route in enumerate(sc.next):
        _check_route(ck, f"{path}/next/{r}", route)
    if sc.ending:
        _check_ending(ck, f"{path}/ending", sc)
    if sc.stage and i == next(n for n, s in enumerate(ck.s.scenes) if is_story(s) and s.stage):
        _check_palettes(ck, path)


def _check_line(ck, path: str, line, cast: dict) -> None:
    ck.text(path + "/text", line.text, pages=True)
    ck.ref(path + "/if_flag", "flags", line.if_flag)
    ck.ref(path + "/unless_flag", "flags", line.unless_flag)
    ck.effects(path + "/effects", line.effects)
    if not line.speaker or not ck.ref(path + "/speaker", "cast", line.speaker) or line.speaker not in cast:
        return
    portrait = ck.pack.portraits.get(cast[line.speaker].sprite)
    if portrait and line.expression not in portrait.expressions:
        ck.error(
            path + "/expression",
            "unknown_expression",
            f"the portrait of {line.speaker!r} has no expression {line.expression!r}: use one of {', '.join(portrait.expressions)}",
            list(portrait.expressions),
        )


def _check_route(ck, path: str, route) -> None:
    ck.ref(path + "/if_flag", "flags", route.if_flag)
    ck.ref(path + "/unless_flag", "flags", route.unless_flag)
    if not ck.ref(path + "/to", "scenes", route.to) or route.to not in ck.scenes:
        return
    target = ck.scenes[route.to]
    if is_story(target):
        return
    if route.to_x is None or route.to_y is None:
        ck.error(
            path,
            "arrival_incomplete",
            f"a route into {route.to!r}, a {target.genre} scene, needs to_x and to_y: the cell the player arrives on",
        )
        return
    ck.cell(path, target, route.to_x, route.to_y, "arrival_blocked", "the route's arrival")


def _check_ending(ck, path: str, sc: StoryScene) -> None:
    end = sc.ending
    ck.text(path + "/title", end.title)
    ck.ref(path + "/flag", "flags", end.flag)
    ck.ref(path + "/retry", "scenes", end.retry)
    win = ck.s.win.flag if ck.s.win else None
    if end.kind == "good" and end.flag != win:
        ck.error(
            path + "/flag",
            "story_good_ending",
            f"a good ending wins the game, so its flag must be the win flag {win!r}"
            + (f", not {end.flag!r}" if end.flag else ""),
            [win] if win else [],
        )


def _check_palettes(ck, path: str) -> None:
    """Portraits take two of the 15 sprite palettes."""
    sprites = {a.sprite for a in ck.s.cast}
    if len(sprites) > PORTRAIT_PALETTES:
        ck.error(
            "/cast",
            "too_many_sprites",
            f"{len(sprites)} different sprites; with story portraits on the stage the engine has "
            f"{PORTRAIT_PALETTES} sprite palettes: use fewer different sprites",
        )


# ---- the story as a whole ---------------------------------------------------------------
def check_progress(ck, i: int, sc: StoryScene, start, prog) -> None:
    """Runs once, for the first story scene reached: the walk over every story scene."""
    stories = [(n, s) for n, s in enumerate(ck.s.scenes) if is_story(s) and ck.scenes.get(s.id) is s]
    if next(n for n, s in stories if s.id in prog.regions) != i:
        return
    pages = {s.id: K.page_of(s.model_dump(), ck.s.start_scene) for _, s in stories}
    starts = []
    if start[0] in pages:
        starts.append((start[0], K.Flags(off=frozenset(f.id for f in ck.s.flags))))  # a new game: all clear
    for other in ck.s.scenes:
        if other.id in pages or other.id not in prog.regions:
            continue
        for wp in world_of(other).exits(other, prog.regions[other.id], prog.flags):
            if wp.to in pages:
                starts.append((wp.to, K.Flags()))  # from another genre: any flag may be either way
    found = K.walk(pages, starts)
    if found.too_big:
        ck.error(
            "/scenes",
            "story_too_tangled",
            f"the story has more than {K.MAX_STATES} ways through (scenes times the flags their "
            "conditions read); use fewer flags in conditions",
        )
        return
    index = {s.id: n for n, s in stories}
    for pid, (run, flags) in sorted(found.dead_ends.items(), key=lambda kv: index[kv[0]]):
        ck.error(
            f"/scenes/{index[pid]}/next",
            "story_dead_end",
            f"story scene {pid!r} leads nowhere {_branch(run, pages)}{_known(flags)}: no route's condition "
            "holds; add a route without a condition as the last of `next`",
        )
    for n, s in stories:
        if s.ending and s.id not in found.endings:
            ck.error(
                f"/scenes/{n}/ending",
                "story_ending_unreachable",
                f"ending {s.ending.title!r} ({s.ending.kind}, scene {s.id!r}) can never be reached: "
                + _ways_in(s.id, stories, ck),
            )
    if starts and start[0] in pages and not found.ends() and not found.dead_ends:
        ck.error(
            f"/scenes/{index[start[0]]}",
            "story_never_ends",
            "the story never ends: every way through it goes round its scenes without reaching an ending "
            "or another kind of scene; give it an ending",
        )


def _branch(run: list, pages: dict) -> str:
    """The answers that lead somewhere, as a player would tell it."""
    picks = [
        f"answering {pages[pid].answers[a].label!r} in {pid!r}" for pid, a in run if a is not None and pages.get(pid)
    ]
    return "after " + ", then ".join(picks) if picks else f"when read from {run[0][0]!r}" if run else ""


def _known(flags: K.Flags) -> str:
    on, off = sorted(map(str, flags.on)), sorted(map(str, flags.off))
    parts = ([", ".join(on) + " set"] if on else []) + (
        [", ".join(off[:6]) + " clear"] if off and len(off) <= 6 else []
    )
    return f" ({'; '.join(parts)})" if parts else ""


def _ways_in(sid: str, stories: list, ck) -> str:
    routes = [
        f"{s.id!r}"
        + (f" if {r.if_flag!r} is set" if r.if_flag else f" unless {r.unless_flag!r} is set" if r.unless_flag else "")
        for _, s in stories
        for r in s.next
        if r.to == sid
    ]
    warps = [s.id for s in ck.s.scenes if not is_story(s) and any(w.to == sid for w in s.warps)]
    if not routes and not warps and ck.s.start_scene != sid:
        return "no route or warp leads to it; add a route to it from the scene whose answer decides it"
    return (
        f"the routes to it (from {', '.join(routes + [repr(w) for w in warps])}) never hold on any way "
        "through the story: an earlier route is always taken first, or the flag it needs is never set there"
    )


CHECKS = SceneChecks(
    layout=check_layout,
    content=check_content,
    progress=check_progress,
    themes=lambda ts, pack: ts.theme in pack.backdrops,  # what a story scene shows is its backdrop
)
