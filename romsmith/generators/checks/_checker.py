"""The content checks behind `checks.validate_spec` (one method per concern). What every genre
shares is checked here (ids, text, cast, story, cut-scenes, progress across scenes); each scene's
own content by its genre's checks (`genres.CHECKS`)."""

from __future__ import annotations

import difflib

from romsmith.generators import spec as S
from romsmith.generators.checks._cutscenes import cells_of, check_cutscenes
from romsmith.generators.checks._issues import Issue
from romsmith.generators.checks._reach import progress
from romsmith.generators.checks.choices import (
    drawn,
    sheet_tiles,
    sprite_choices,
    sprite_suggestions,
    theme_choices,
    theme_suggestions,
)
from romsmith.generators.checks.genres import checks_of
from romsmith.generators.music import TRACKS
from romsmith.generators.pack import Pack
from romsmith.generators.spec import genre_of
from romsmith.generators.spec.text import UNSAFE, bad_chars, is_id, suggest_id, wrap
from romsmith.generators.world import expand_layout, nearest_walkable, scene_points

NAMESPACES = {
    "scenes": "SCENE",
    "cast": "ACTOR",
    "dialogue": "DLG",
    "flags": "FLAG",
    "items": "ITEM",
    "quests": "QUEST",
}


def _shown(value: str, limit: int = 40) -> str:
    """A value quoted for a message: printable ASCII only (escapes for the rest), cut at `limit`."""
    text = ascii(value)
    return text if len(text) <= limit else text[: limit - 4] + "...'"


def close(word: str, options, n: int = 3) -> list[str]:
    return difflib.get_close_matches(word, list(options), n=n, cutoff=0.5)


class Checker:
    def __init__(self, spec: S.GameSpec, pack: Pack, *, partial: bool = False, raw_ids: dict | None = None):
        self.s, self.pack, self.partial = spec, pack, partial
        raw_ids = raw_ids or {}
        # lists with an entry that failed the schema: checks over the whole list are skipped
        self.broken: set[str] = raw_ids.get("broken", set())
        self.errors: list[Issue] = []
        self.warnings: list[Issue] = []
        self.rows: dict[str, list[str]] = {}
        self.scene_index = {sc.id: i for i, sc in enumerate(spec.scenes)}
        self.scenes: dict[str, S.Scene] = {}
        for sc in spec.scenes:  # the first of duplicate ids wins (the duplicate is an error)
            self.scenes.setdefault(sc.id, sc)
        self.known = {key: {x.id for x in getattr(spec, key)} | raw_ids.get(key, set()) for key in NAMESPACES}
        self.flags = self.known["flags"]
        self.items = self.known["items"]
        self.dialogues = {d.id: d for d in spec.dialogue}

    def error(self, path, code, message, choices=(), suggestions=()):
        self.errors.append(Issue(path=path, code=code, message=message, choices=choices, suggestions=suggestions))

    def warn(self, path, code, message):
        self.warnings.append(Issue(path=path, code=code, message=message, severity="warning"))

    def run(self) -> None:
        self.check_ids()
        self.check_text()
        self.check_scenes()
        self.check_cast()
        self.check_story()
        check_cutscenes(self)
        if not self.broken & {"scenes", "cast"}:
            self.check_reachability()

    # ---- references ----
    def ref(self, path: str, kind: str, value: str | None) -> bool:
        """Check that `value` names a declared entity of `kind` (a NAMESPACES key)."""
        if not value or value in self.known[kind]:
            return True
        label = {
            "scenes": "scene",
            "cast": "actor",
            "dialogue": "dialogue",
            "flags": "flag",
            "items": "item",
            "quests": "quest",
        }[kind]
        options = sorted(self.known[kind])
        hint = close(value, options)
        code = {"flags": "undeclared_flag", "items": "undeclared_item"}.get(kind, f"unknown_{label}")
        msg = f"{label} {value!r} is not declared"
        if hint:
            msg += f"; did you mean {' or '.join(hint)}?"
        if kind in ("flags", "items"):
            msg += f" declare it in /{kind}" + (f" (declared: {', '.join(options)})" if options else "")
        elif options:
            msg += f" valid ids: {', '.join(options)}"
        self.error(path, code, msg, options, hint)
        return False

    def effects(self, path: str, effects: list[S.Effect]) -> None:
        for i, fx in enumerate(effects):
            p = f"{path}/{i}/id"
            if fx.op in ("set_flag", "clear_flag"):
                if not fx.id:
                    self.error(p, "undeclared_flag", f"{fx.op} needs the id of a declared flag", sorted(self.flags))
                else:
                    self.ref(p, "flags", fx.id)
            elif fx.op in ("give_item", "take_item"):
                if not fx.id:
                    self.error(p, "undeclared_item", f"{fx.op} needs the id of a declared item", sorted(self.items))
                else:
                    self.ref(p, "items", fx.id)

    # ---- ids as C identifiers ----
    def check_ids(self) -> None:
        """Ids become C symbols (SCENE_<ID>), so they must be lower snake_case: anything else is an
        error, never passed on to the compiler."""
        for key, prefix in NAMESPACES.items():
            seen: dict[str, int] = {}
            kind = {"cast": "actor", "dialogue": "dialogue", "quests": "quest"}.get(key, key.rstrip("s"))
            for i, entity in enumerate(getattr(self.s, key)):
                path = f"/{key}/{i}/id"
                if not is_id(entity.id):
                    fix = suggest_id(entity.id, kind)
                    self.error(
                        path,
                        "bad_id",
                        f"id {_shown(entity.id)} is not lower snake_case ([a-z][a-z0-9_]*, at most 32 characters); "
                        f"ids become C symbols ({prefix}_<ID>): use e.g. {fix!r}",
                        suggestions=[fix],
                    )
                    continue
                if entity.id in seen:
                    self.error(path, "duplicate_id", f"id {entity.id!r} is already used by /{key}/{seen[entity.id]}")
                    continue
                seen[entity.id] = i

    # ---- strings ----
    def text(self, path: str, value: str, *, pages: bool = False, limit: int | None = None) -> None:
        unsafe, other = bad_chars(value)
        if unsafe:
            fix = ", ".join(f"{c!r} with {UNSAFE[c]!r}" for c in unsafe)
            self.error(
                path,
                "text_unsafe_char",
                f"text contains {', '.join(repr(c) for c in unsafe)}, which the text engine does not allow; replace {fix}",
                suggestions=[value.replace('"', "'").replace("\\", "/")],
            )
        if other:
            self.error(
                path,
                "text_bad_char",
                f"text contains {', '.join(repr(c) for c in other)}; only printable ASCII is shown by the engine's font",
            )
        if pages:
            lines = wrap(value)
            if len(lines) > S.TEXT_LINES:
                self.error(
                    path,
                    "text_too_long",
                    f"page wraps to {len(lines)} lines of {S.TEXT_COLS} characters; the text box holds {S.TEXT_LINES}: split it into more pages",
                )
        if limit and len(value) > limit:
            self.error(path, "text_too_long", f"{len(value)} characters; at most {limit} fit")

    def check_text(self) -> None:
        s = self.s
        for key in ("title", "premise"):
            self.text(f"/{key}", getattr(s, key) or "")
        for i, sc in enumerate(s.scenes):
            self.text(f"/scenes/{i}/name", sc.name)
        for i, a in enumerate(s.cast):
            self.text(f"/cast/{i}/name", a.name)
        for i, it in enumerate(s.items):
            self.text(f"/items/{i}/name", it.name)
            self.text(f"/items/{i}/description", it.description, pages=True)
        for i, q in enumerate(s.quests):
            self.text(f"/quests/{i}/name", q.name)
            for j, step in enumerate(q.steps):
                self.text(f"/quests/{i}/steps/{j}/text", step.text, pages=True)
        for i, d in enumerate(s.dialogue):
            self.text(f"/dialogue/{i}/speaker", d.speaker)
            parts = [(f"/dialogue/{i}", d)] + [(f"/dialogue/{i}/branches/{b}", br) for b, br in enumerate(d.branches)]
            for path, part in parts:
                for j, page in enumerate(part.pages):
                    self.text(f"{path}/pages/{j}", page, pages=True)
                for c, choice in enumerate(part.choices):
                    self.text(f"{path}/choices/{c}/label", choice.label)
                    for j, page in enumerate(choice.pages):
                        self.text(f"{path}/choices/{c}/pages/{j}", page, pages=True)
        if s.win:
            self.text("/win/text", s.win.text, pages=True)

    # ---- scenes ----
    def check_scenes(self) -> None:
        if self.s.start_scene:
            self.ref("/start_scene", "scenes", self.s.start_scene)
        for i, sc in enumerate(self.s.scenes):
            path = f"/scenes/{i}"
            if sc.music is not None and sc.music not in TRACKS:
                self.error(
                    path + "/music",
                    "unknown_track",
                    f"music track {sc.music!r} does not exist; tracks: {', '.join(TRACKS)}",
                    list(TRACKS),
                    close(sc.music, TRACKS),
                )
            ts = self.pack.tilesets.get(sc.theme)
            view = getattr(type(sc), "VIEW", "top")
            if ts is None or (ts.entry.view == view and sc.theme not in theme_choices(self.pack, genre_of(sc))):
                self.check_theme(path + "/theme", sc)
                continue
            if ts.entry.view != view:
                fits = [t.theme for t in self.pack.manifest.tilesets if t.view == view]
                seen = {"top": "from above", "side": "from the side"}
                self.error(
                    path + "/theme",
                    "theme_view",
                    f"theme {sc.theme!r} is drawn {seen[ts.entry.view]}, and a {sc.genre} scene is seen "
                    f"{seen[view]}: use one of {', '.join(fits)}",
                    fits,
                )
                continue
            if not checks_of(sc).layout(self, i, sc, ts) or self.scenes[sc.id] is not sc:
                continue
            self.rows[sc.id] = expand_layout(sc, ts, scene_points(self.s, sc, self.pack))
        for i, sc in enumerate(self.s.scenes):  # second pass: warps need their target's rows
            path = f"/scenes/{i}"
            if sc.id not in self.rows or self.scenes[sc.id] is not sc:
                continue
            checks_of(sc).content(self, i, sc)
            actors = [a for a in self.s.cast if a.scene == sc.id and a.role != "player"]
            if len(actors) > S.MAX_ACTORS_PER_SCENE:
                self.error(
                    path,
                    "too_many_actors",
                    f"{len(actors)} actors in scene {sc.id!r}; the engine shows at most {S.MAX_ACTORS_PER_SCENE} besides the player",
                )
            self.check_sprite_tiles(path, sc, actors)

    def check_sprite_tiles(self, path: str, sc: S.Scene, actors: list[S.Actor]) -> None:
        """The sheets a scene shows (the player's and its genre's own included) must fit the
        engine's OBJ tile space."""
        player = next((a for a in self.s.cast if a.role == "player"), None)
        used = {a.sprite for a in actors} | set(S.own_sprites(sc)) | ({player.sprite} if player else set())
        tiles = sum(sheet_tiles(self.pack, sid, poses=bool(player) and sid == player.sprite) for sid in used)
        if tiles > S.MAX_SCENE_OBJ_TILES:
            self.error(
                path,
                "too_many_sprite_tiles",
                f"the {len(used)} sprite sheets used in scene {sc.id!r} need {tiles} 8x8 tiles; the engine holds {S.MAX_SCENE_OBJ_TILES} per scene: use fewer different sprites here",
            )

    def triggers(self, path: str, sc) -> None:
        """A scene's triggers (adventure, platformer and puzzle scenes have them): each stands on a
        walkable cell and names declared dialogue, flags and effects."""
        for t, tr in enumerate(sc.triggers):
            tp = f"{path}/triggers/{t}"
            self.cell(tp, sc, tr.x, tr.y, "trigger_blocked", "trigger")
            self.ref(tp + "/dialogue", "dialogue", tr.dialogue)
            self.ref(tp + "/if_flag", "flags", tr.if_flag)
            self.ref(tp + "/unless_flag", "flags", tr.unless_flag)
            self.effects(tp + "/effects", tr.effects)

    def cell(self, path: str, sc: S.Scene, x: int, y: int, code: str, what: str) -> bool:
        """Check (x, y) is inside scene `sc` and walkable; report with the nearest walkable cell."""
        if not (0 <= x < sc.width and 0 <= y < sc.height):
            self.error(
                path,
                "out_of_bounds",
                f"{what} at x={x}, y={y} is outside scene {sc.id!r} ({sc.width}x{sc.height} cells)",
            )
            return False
        rows = self.rows.get(sc.id)
        if rows is None:
            return True
        ts = self.pack.tilesets[sc.theme]
        ch = rows[y][x]
        if ts.walkable(ch):
            return True
        near = nearest_walkable(rows, ts, x, y)
        hint = [f"x={near[0]}, y={near[1]}"] if near else []
        self.error(
            path,
            code,
            f"{what} at x={x}, y={y} stands on {ts.legend[ch].name!r} ({ch!r}), which is {ts.legend[ch].passable}"
            + (f"; nearest walkable cell: {hint[0]}" if hint else ""),
            suggestions=hint,
        )
        return False

    # ---- cast ----
    def check_cast(self) -> None:
        players = [i for i, a in enumerate(self.s.cast) if a.role == "player"]
        if "cast" not in self.broken:
            if len(players) != 1:
                where = [f"/cast/{i}" for i in players]
                self.error(
                    "/cast",
                    "player_count",
                    f"exactly one actor needs role 'player'; found {len(players)}"
                    + (f" ({', '.join(where)})" if where else ""),
                )
            elif self.s.cast[players[0]].scene != self.s.start_scene:
                self.error(
                    f"/cast/{players[0]}/scene",
                    "player_not_in_start",
                    f"the player starts in {self.s.cast[players[0]].scene!r} but start_scene is {self.s.start_scene!r}",
                    [self.s.start_scene],
                )
        sprites = set()
        # who speaks in a scene of a genre that gives them their lines (a story scene's stage)
        speaking = {who for sc in self.s.scenes for who in getattr(sc, "speakers", lambda: ())()}
        for i, a in enumerate(self.s.cast):
            path = f"/cast/{i}"
            self.check_sprite(path + "/sprite", a)
            sprites.add(a.sprite)
            self.ref(path + "/dialogue", "dialogue", a.dialogue)
            self.ref(path + "/defeat_flag", "flags", a.defeat_flag)
            self.ref(path + "/show_flag", "flags", a.show_flag)
            self.ref(path + "/hide_flag", "flags", a.hide_flag)
            if self.ref(path + "/scene", "scenes", a.scene) and a.scene in self.scenes:
                for cx, cy in cells_of(self.pack, a):
                    if not self.cell(path, self.scenes[a.scene], cx, cy, "actor_blocked", f"{a.role} {a.id!r}"):
                        break
            if a.role == "npc" and not a.dialogue and a.id not in speaking:
                self.warn(path, "npc_silent", f"npc {a.id!r} has no dialogue")
            if a.encounter:
                self.check_encounter(path + "/encounter", a)
            if a.defeat_flag and a.role not in ("enemy", "boss"):
                self.warn(
                    path + "/defeat_flag",
                    "defeat_flag_unused",
                    f"only enemies and bosses are defeated; {a.role} {a.id!r} never sets it",
                )
        self.check_overlaps()
        sprites |= {sid for sc in self.s.scenes for sid in S.own_sprites(sc)}
        if len(sprites) > 15:
            self.error(
                "/cast", "too_many_sprites", f"{len(sprites)} different sprites; the engine has 15 sprite palettes"
            )

    def check_encounter(self, path: str, a: S.Actor) -> None:
        """An encounter names a battle scene, on an enemy or a boss."""
        if not self.ref(path, "scenes", a.encounter) or a.encounter not in self.scenes:
            return
        battles = sorted(sc.id for sc in self.s.scenes if S.genre_of(sc) == "battle")
        if S.genre_of(self.scenes[a.encounter]) != "battle":
            self.error(
                path,
                "encounter_not_battle",
                f"{a.role} {a.id!r} would start {a.encounter!r}, a {S.genre_of(self.scenes[a.encounter])} scene; "
                "an encounter names a battle scene" + (f" ({', '.join(battles)})" if battles else ""),
                battles,
            )
        elif a.role not in ("enemy", "boss"):
            self.error(path, "encounter_role", f"only enemies and bosses start battles; {a.id!r} is a {a.role}")

    def check_overlaps(self) -> None:
        """Actors are solid: two on one cell, or one on a warp, block each other or the way out."""
        taken: dict[tuple, str] = {}
        warps = {(sc.id, w.x, w.y) for sc in self.s.scenes for w in sc.warps}
        for i, a in enumerate(self.s.cast):
            keys = [(a.scene, x, y) for x, y in cells_of(self.pack, a)]  # a 32x32 boss covers 2x2
            clash = next((k for k in keys if k in taken), None)
            if clash:
                self.error(
                    f"/cast/{i}",
                    "actor_overlap",
                    f"{a.role} {a.id!r} stands on the same cell as {taken[clash]} (x={clash[1]}, y={clash[2]}); move one",
                )
            elif any(k in warps for k in keys):
                self.error(
                    f"/cast/{i}",
                    "actor_on_warp",
                    f"{a.role} {a.id!r} stands on a warp at x={a.x}, y={a.y} and would block it; move it",
                )
            for k in keys:
                taken.setdefault(k, f"/cast/{i}")

    def check_theme(self, path: str, sc: S.Scene) -> None:
        """A theme outside `theme_choices` for the scene's genre: not in the pack, or not one the
        genre can use."""
        genre = genre_of(sc)
        options = theme_choices(self.pack, genre)
        hint = theme_suggestions(self.pack, sc.theme, genre)
        where = (
            "is not in pack " + self.pack.id if sc.theme not in self.pack.tilesets else f"is not used by {genre} scenes"
        )
        code = "unknown_theme" if sc.theme not in self.pack.tilesets else "theme_genre"
        self.error(
            path,
            code,
            f"theme {_shown(sc.theme)} {where}"
            + (f"; did you mean {' or '.join(hint)}?" if hint else "")
            + f" valid themes: {', '.join(options)}",
            options,
            hint,
        )

    def check_sprite(self, path: str, a: S.Actor) -> None:
        """A sprite outside `sprite_choices` for the actor's role: an error when the pack lacks it
        or the engine does not draw it at that size for that role, a warning when it is only drawn
        for other roles."""
        entry = self.pack.sprites.get(a.sprite)
        if entry is not None and a.sprite in sprite_choices(self.pack, a.role):
            return
        options = sprite_choices(self.pack, a.role)
        if entry is None:
            ranked = sprite_suggestions(self.pack, a.sprite, a.role)
            names = [str(x) for x in ranked]
            msg = f"unknown sprite id {_shown(a.sprite)}"
            if names:
                msg += f"; did you mean {', '.join(names[:-1]) + ' or ' + names[-1] if len(names) > 1 else names[0]}?"
            msg += f" valid ids for a{'n' if a.role[0] in 'aeiou' else ''} {a.role}: {', '.join(options)}"
            self.error(path, "unknown_sprite", msg, options, [x.id for x in ranked])
        elif (entry.frame_width, entry.frame_height) not in S.SPRITE_FRAME_SIZES:
            sizes = " or ".join(f"{w}x{h}" for w, h in S.SPRITE_FRAME_SIZES)
            self.error(
                path,
                "sprite_size",
                f"sprite {a.sprite!r} has {entry.frame_width}x{entry.frame_height} frames; the engine draws {sizes} sprites",
                options,
                [x.id for x in sprite_suggestions(self.pack, _concept(entry), a.role)],
            )
        elif not drawn(entry, a.role):
            self.error(
                path,
                "sprite_size",
                f"sprite {a.sprite!r} is {entry.frame_width}x{entry.frame_height}, drawn for bosses only; "
                f"a {a.role} takes a 16x16 sprite",
                options,
                [x.id for x in sprite_suggestions(self.pack, _concept(entry), a.role)],
            )
        else:
            self.warn(path, "sprite_role", f"sprite {a.sprite!r} is drawn for {'/'.join(entry.roles)}, not {a.role}")

    # ---- story ----
    def check_story(self) -> None:
        s = self.s
        for i, d in enumerate(s.dialogue):
            self.effects(f"/dialogue/{i}/effects", d.effects)
            for c, choice in enumerate(d.choices):
                self.effects(f"/dialogue/{i}/choices/{c}/effects", choice.effects)
            for b, br in enumerate(d.branches):
                bp = f"/dialogue/{i}/branches/{b}"
                self.ref(bp + "/if_flag", "flags", br.if_flag)
                self.ref(bp + "/unless_flag", "flags", br.unless_flag)
                self.ref(bp + "/if_item", "items", br.if_item)
                self.effects(bp + "/effects", br.effects)
                for c, choice in enumerate(br.choices):
                    self.effects(f"{bp}/choices/{c}/effects", choice.effects)
        for i, q in enumerate(s.quests):
            for j, step in enumerate(q.steps):
                self.ref(f"/quests/{i}/steps/{j}/flag", "flags", step.flag)
        if s.win:
            self.ref("/win/flag", "flags", s.win.flag)
        once = sum(1 for sc in s.scenes for t in sc.triggers if t.once)
        once += sum(1 for sc in s.scenes if sc.cutscene and sc.cutscene.once)
        total = len(s.flags) + len(s.items) + once
        if total > S.MAX_TOTAL_FLAGS:
            self.error(
                "/flags",
                "too_many_flags",
                f"{total} flags with one per item and per one-shot trigger; the engine has {S.MAX_TOTAL_FLAGS}",
            )
        used = {d for a in s.cast for d in [a.dialogue] if d} | {
            t.dialogue for sc in s.scenes for t in sc.triggers if t.dialogue
        }
        cuts = [sc.cutscene for sc in s.scenes] + [t.cutscene for sc in s.scenes for t in sc.triggers]
        commands = [c for cut in cuts if cut for c in cut.commands] + list(s.win.ending if s.win else [])
        used |= {c.dialogue for c in commands if c.op == "say" and c.dialogue}
        for i, d in enumerate(s.dialogue):
            if d.id not in used:
                self.warn(
                    f"/dialogue/{i}", "unused_dialogue", f"dialogue {d.id!r} is not spoken by any actor or trigger"
                )

    # ---- reachability ----
    def check_reachability(self) -> None:
        if self.s.start_scene not in self.rows:
            return
        player = next((a for a in self.s.cast if a.role == "player"), None)
        if player is None or player.scene != self.s.start_scene:
            return
        # warps, gates, branches and triggers behind flags open once something reachable sets
        # them: progress() repeats until stable
        start = (self.s.start_scene, player.x, player.y)
        prog = progress(self.s, self.pack, self.rows, start, self.scenes, self.dialogues)
        regions, settable = prog.regions, prog.flags
        for i, sc in enumerate(self.s.scenes):
            if sc.id in self.rows and sc.id not in regions and self.scenes[sc.id] is sc:
                self.error(
                    f"/scenes/{i}",
                    "unreachable_scene",
                    f"scene {sc.id!r} cannot be reached from {self.s.start_scene!r}: no walkable route leads to an open warp into it",
                )
        if self.broken & {"dialogue", "win"}:
            return
        for i, sc in enumerate(self.s.scenes):
            if sc.id in prog.regions and self.scenes[sc.id] is sc:
                checks_of(sc).progress(self, i, sc, start, prog)
        if self.s.win and self.s.win.flag in self.flags and self.s.win.flag not in settable:
            self.error(
                "/win/flag",
                "win_unreachable",
                f"nothing the player can reach sets the win flag {self.s.win.flag!r}: give a reachable actor's dialogue, a trigger, or an enemy's defeat_flag a set_flag of it (its conditions must be met by then)",
            )
        for i, f in enumerate(self.s.flags):
            if f.id not in settable:
                self.warn(
                    f"/flags/{i}", "flag_never_set", f"flag {f.id!r} is never set by anything the player can reach"
                )


def _concept(entry) -> str:
    """What a sprite depicts, for finding its look-alikes: its first alias, else its id."""
    return (entry.aliases or [entry.id])[0]
