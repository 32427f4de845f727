"""The checks of a shooter level: its sprites, its waves against the engine's pools and the level's
length, its boss and its goal, and the way on.

The engine holds RS_SHOOTER_MAX_FOES enemies at once; an enemy lives from its entry at the right
edge until it has crossed the screen, so waves that overlap too much would have to wait for room
and come late: that is refused, naming the moment and the waves. A wave that enters after the
level's end never comes; a boss never comes in a level that is only survived, and a boss goal
without a boss cannot be met. A level's carrier is optional: it must leave a pickup that has a
sprite, and have flown off before the level ends, so neither taking nor skipping it moves the goal.
"""

from __future__ import annotations

from romsmith.generators.checks.genres._base import SceneChecks
from romsmith.generators.spec.genres import shooter as G

ENTRY_X, FOE_PX = 240, 16  # enemies enter at the right edge and leave past the left one


def check_layout(ck, i: int, sc: G.ShooterScene, ts) -> bool:
    """Always a map: the level's is scenery strewn by the world layer."""
    return True


def check_content(ck, i: int, sc: G.ShooterScene) -> None:
    path = f"/scenes/{i}"
    _check_cast(ck, path, sc)
    _check_sprites(ck, path, sc)
    _check_waves(ck, path, sc)
    _check_carrier(ck, path, sc)
    _check_pool(ck, path, sc)
    _check_goal(ck, path, sc)
    ck.ref(path + "/flag", "flags", sc.flag)
    if sc.next and ck.ref(path + "/next", "scenes", sc.next) and sc.next_x is not None and sc.next in ck.scenes:
        ck.cell(path + "/next_x", ck.scenes[sc.next], sc.next_x, sc.next_y, "arrival_blocked", "the arrival")


def check_progress(ck, i: int, sc: G.ShooterScene, start, prog) -> None:
    if not sc.flag and not sc.next:
        ck.warn(
            f"/scenes/{i}",
            "level_leads_nowhere",
            f"shooter level {sc.id!r} sets no flag and leads to no scene: clearing it changes nothing",
        )


def _check_cast(ck, path: str, sc: G.ShooterScene) -> None:
    for n, a in enumerate(ck.s.cast):
        if a.scene == sc.id and a.role != "player":
            ck.error(
                f"/cast/{n}/scene",
                "cast_in_shooter",
                f"{a.role} {a.id!r} is placed in shooter level {sc.id!r}, which shows only the ship: "
                "enemies there fly in waves (the scene's `waves`), a boss is its `boss`; move the actor to another scene",
            )


# ---- sprites ------------------------------------------------------------------------
def _sprite(ck, path: str, sprite: str | None, sizes: tuple, what: str, role: str | None = None) -> None:
    """`sprite` names a pack sprite of one of `sizes` (px), drawn for `role` (a warning if not)."""
    if sprite is None:
        return
    entry = ck.pack.sprites.get(sprite)
    if entry is None:
        ranked = ck.pack.suggest(sprite, role=role)
        hint = f"; did you mean {' or '.join(str(x) for x in ranked)}?" if ranked else ""
        ck.error(path, "unknown_sprite", f"unknown sprite id {sprite!r} for {what}{hint}", ck.pack.sprite_ids,
                 [x.id for x in ranked])  # fmt: skip
    elif (entry.frame_width, entry.frame_height) not in [(s, s) for s in sizes]:
        want = " or ".join(f"{s}x{s}" for s in sizes)
        ck.error(path, "sprite_size", f"{what} {sprite!r} has {entry.frame_width}x{entry.frame_height} frames; "
                 f"a shooter draws {what} {want}")  # fmt: skip
    elif role and role not in entry.roles:
        ck.warn(path, "sprite_role", f"sprite {sprite!r} is drawn for {'/'.join(entry.roles)}, not as {what}")


def _check_sprites(ck, path: str, sc: G.ShooterScene) -> None:
    _sprite(ck, path + "/ship/sprite", sc.ship.sprite, (16,), "the ship")
    _sprite(ck, path + "/ship/shot", sc.ship.shot, (8,), "a shot", "shot")
    _sprite(ck, path + "/enemy_shot", sc.enemy_shot, (8,), "a shot", "shot")
    for kind in G.POWER_UPS:  # a spare ship is best drawn as the ship: any role
        role = None if kind == "life" else "pickup"
        _sprite(ck, f"{path}/power_ups/{kind}", getattr(sc.power_ups, kind), (16,), "a power-up", role)
    for w, wave in enumerate(sc.waves):
        _sprite(ck, f"{path}/waves/{w}/enemy", wave.enemy, (16,), "an enemy", "enemy")
        if wave.drop != "none" and getattr(sc.power_ups, wave.drop) is None:
            ck.warn(f"{path}/waves/{w}/drop", "drop_without_sprite",
                    f"wave {w} drops {wave.drop!r}, but power_ups.{wave.drop} names no sprite: nothing drops")  # fmt: skip
    if sc.carrier:
        _sprite(ck, f"{path}/carrier/enemy", sc.carrier.enemy, (16,), "the carrier", "enemy")
    if sc.boss:
        _sprite(ck, path + "/boss/sprite", sc.boss.sprite, (32, 16), "the boss", "boss")


# ---- waves ----------------------------------------------------------------------------
def _check_waves(ck, path: str, sc: G.ShooterScene) -> None:
    bottom = G.PLAY_H - G.FOE_PX
    for w, wave in enumerate(sc.waves):
        wp = f"{path}/waves/{w}"
        last = wave.at + (wave.count - 1) * wave.gap
        if last >= sc.length:
            ck.error(wp + "/at", "wave_after_end",
                     f"wave {w}'s last enemy enters at {last:g} s, but the level ends at {sc.length:g} s "
                     f"({'the boss comes' if sc.goal == 'boss' else 'it is survived'} then): start it before "
                     f"{max(0.0, sc.length - (wave.count - 1) * wave.gap - 1):g} s or make the level longer")  # fmt: skip
        sway = wave.amplitude if wave.path == "sine" else 0
        for k in range(wave.count):
            y = wave.y + k * wave.step_y
            if y - sway < 0 or y + sway > bottom:
                ck.error(wp + "/y", "wave_off_screen",
                         f"wave {w}'s enemy {k + 1} would fly at y={y}" + (f"±{sway}" if sway else "")
                         + f", outside the play area (y 0..{bottom}): change y, step_y or amplitude")  # fmt: skip
                break


def _check_carrier(ck, path: str, sc: G.ShooterScene) -> None:
    carrier = sc.carrier
    if carrier is None:
        return
    gone = carrier.at + carrier.crossing()
    if gone >= sc.length:
        ck.error(path + "/carrier/at", "carrier_after_end",
                 f"the carrier enters at {carrier.at:g} s and has flown off at {gone:.1f} s, but the level ends at "
                 f"{sc.length:g} s: an optional target must be gone by then, or skipping it would hold the level up; "
                 f"send it before {max(0.0, sc.length - carrier.crossing() - 1):.1f} s, make it faster or the level longer")  # fmt: skip
    if getattr(sc.power_ups, carrier.gives) is None:
        ck.error(path + "/carrier/gives", "carrier_gives_nothing",
                 f"the carrier gives {carrier.gives!r}, but power_ups.{carrier.gives} names no sprite: shooting it "
                 f"down would give nothing; name one (for life, the ship's own sprite shows a spare ship)")  # fmt: skip


def on_screen(wave: G.Wave) -> int:
    """Frames an enemy of `wave` spends crossing the screen (a diving one less: it speeds up)."""
    per_frame = G.sixteenths(wave.speed) / 16
    return int((ENTRY_X + FOE_PX) / per_frame) + 1


def crowd(sc: G.ShooterScene) -> tuple[int, int, list[int]]:
    """The most enemies on screen at once: (how many, at which frame, the waves they are from)."""
    spans = []
    for w, wave in enumerate(sc.flown):  # the carrier, if any, is wave len(sc.waves)
        for k in range(wave.count):
            start = G.frames(wave.at) + k * G.frames(wave.gap)
            spans.append((start, start + on_screen(wave), w))
    best = (0, 0, [])
    for start, _end, _w in spans:
        inside = [w for s, e, w in spans if s <= start < e]
        if len(inside) > best[0]:
            best = (len(inside), start, sorted(set(inside)))
    return best


def _check_pool(ck, path: str, sc: G.ShooterScene) -> None:
    most, frame, waves = crowd(sc)
    if most > G.MAX_FOES:
        named = [str(w) for w in waves if w < len(sc.waves)]
        which = f"waves {', '.join(named)}" + (" and the carrier" if len(named) < len(waves) else "")
        ck.error(path + "/waves", "too_many_foes",
                 f"at {frame / G.FPS:.1f} s, {most} enemies of {which} would be on screen; "
                 f"the engine flies {G.MAX_FOES} at once: space those waves further apart or make them smaller")  # fmt: skip


# ---- goal -------------------------------------------------------------------------------
def _check_goal(ck, path: str, sc: G.ShooterScene) -> None:
    if sc.goal == "boss" and sc.boss is None:
        ck.error(path + "/boss", "boss_missing",
                 f"shooter level {sc.id!r} has goal 'boss' but no boss to defeat: add a boss, or make the goal 'survive'")  # fmt: skip
    elif sc.goal == "survive" and sc.boss is not None:
        ck.error(path + "/boss", "boss_unreachable",
                 f"the boss {sc.boss.name!r} never comes: goal 'survive' ends level {sc.id!r} at {sc.length:g} s; "
                 "make the goal 'boss' or remove the boss")  # fmt: skip
    if not sc.waves and sc.goal == "survive":
        ck.warn(path + "/waves", "empty_level", f"shooter level {sc.id!r} has no waves: there is nothing to survive")


CHECKS = SceneChecks(layout=check_layout, content=check_content, progress=check_progress)
