"""A shooter scene: a horizontal shoot 'em up level. The view scrolls by itself over the scene's
map (which repeats sideways), the player's ship flies anywhere on the screen and fires with A,
enemies fly in from the right edge in waves, and at the end a boss comes (goal "boss") or the
level is simply survived (goal "survive"); either sets the scene's `flag`.

Times are seconds from the scene's start, speeds pixels per second, positions on screen pixels
of the play area (the 240x152 pixels below the HUD strip: y 0 is its top, 136 the lowest a 16x16
enemy fits). The engine's own tuning block is include/genre/rs_shooter.h; the limits below are
its limits (tests/test_genre_shooter.py holds them against the header).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from romsmith.generators.music import TRACKS
from romsmith.generators.spec._base import Id, LeftByItsEnd, Ref, _Model
from romsmith.generators.spec._limits import MAX_NAME, MAX_SCENE_CELLS, MIN_SCENE_H, MIN_SCENE_W
from romsmith.generators.spec._story import Cutscene

FPS = 60
MAX_WAVES = 32  # RS_SHOOTER_MAX_WAVES
MAX_WAVE = 8  # RS_SHOOTER_MAX_WAVE: enemies in one wave
MAX_FOES = 16  # RS_SHOOTER_MAX_FOES: enemies on screen at once (the boss aside)
MAX_SHOTS = 8  # RS_SHOOTER_MAX_SHOTS: the ship's shots in flight
MAX_SECONDS = 180  # RS_SHOOTER_MAX_LENGTH frames / 60
PLAY_H = 152  # RS_SHOOTER_BOTTOM - RS_SHOOTER_TOP
FOE_PX = 16  # a wave's enemies are 16x16 sprites
POWER_UPS = ("twin", "rapid", "repair", "life")  # RS_POWER_TWIN, _RAPID, _HEAL, _LIFE
MAX_LIVES = 9  # RS_SHOOTER_MAX_LIVES: the HUD shows one digit
CROSSING_PX = 256  # an enemy flies from the right edge (x 240) until it is past the left one


def frames(seconds: float) -> int:
    return round(seconds * FPS)


def sixteenths(px_per_second: float) -> int:
    """A speed in 1/16 px per frame, the engine's unit."""
    return round(px_per_second * 16 / FPS)


class Wave(_Model):
    """Enemies flying in from the right edge one after another, `gap` seconds apart."""

    at: float = Field(ge=0, le=MAX_SECONDS, description="seconds after the level starts when its first enemy enters")
    enemy: str = Field(
        min_length=1, max_length=32, description="sprite id of its enemies (a 16x16 sprite, flown facing left)"
    )
    count: int = Field(default=3, ge=1, le=MAX_WAVE)
    path: Literal["line", "sine", "dive"] = Field(
        default="line",
        description="line: straight across; sine: weaving `amplitude` px up and down; dive: straight, then a swoop at the ship",
    )
    y: int = Field(
        default=64, ge=0, le=PLAY_H - FOE_PX, description="px from the top of the play area where the first one flies"
    )
    step_y: int = Field(
        default=0, ge=-40, le=40, description="each next one flies this many px lower (negative: higher)"
    )
    gap: float = Field(default=0.4, ge=0.1, le=4.0, description="seconds between two of its enemies")
    speed: int = Field(default=60, ge=15, le=180, description="px per second")
    hp: int = Field(default=1, ge=1, le=20, description="hits each enemy takes")
    fire: float = Field(
        default=0, ge=0, le=4, description="seconds between each enemy's aimed shots; 0: it never fires"
    )
    amplitude: int = Field(default=24, ge=4, le=64, description="sine path: px above and below its line")
    points: int = Field(default=100, ge=0, le=9990, description="score for each one shot down")
    drop: Literal["none", "twin", "rapid", "repair"] = Field(
        default="none", description="power-up its last enemy leaves when shot down"
    )

    @model_validator(mode="after")
    def _fires_or_not(self):
        if 0 < self.fire < 0.5:
            raise ValueError("fire is 0 (never) or at least 0.5 seconds between shots")
        return self


class Carrier(_Model):
    """The level's optional target: one enemy that crosses the screen once along its line, never
    fires and takes several hits. Shot down, it leaves a pickup that gives what `gives` says
    (life: one more ship for the rest of the level); let go, it flies off the left edge and
    nothing else changes. The level's goal never waits on it: it must be gone before the level
    ends."""

    at: float = Field(ge=0, le=MAX_SECONDS, description="seconds after the level starts when it enters")
    enemy: str = Field(min_length=1, max_length=32, description="sprite id (a 16x16 sprite, flown facing left)")
    y: int = Field(default=64, ge=0, le=PLAY_H - FOE_PX, description="px from the top of the play area where it flies")
    speed: int = Field(default=40, ge=15, le=120, description="px per second: slow, so there is time to choose")
    hp: int = Field(default=6, ge=2, le=20, description="hits it takes: more than one, so taking it costs a chase")
    points: int = Field(default=500, ge=0, le=9990, description="score for shooting it down")
    gives: Literal["life", "twin", "rapid", "repair"] = Field(
        default="life", description="the pickup it leaves (power_ups names its sprite); life: one more ship"
    )

    def crossing(self) -> float:
        """Seconds from its entry until it has flown off the left edge."""
        return CROSSING_PX / (sixteenths(self.speed) * FPS / 16)

    def as_wave(self) -> Wave:
        """The wave of one the engine flies it as (include/genre/rs_shooter.h: rs_wave.drop)."""
        return Wave(at=self.at, enemy=self.enemy, count=1, y=self.y, speed=self.speed, hp=self.hp,
                    points=self.points, gap=0.1)  # fmt: skip


class Boss(_Model):
    """The boss at the end of the level: it flies in, sweeps up and down and fires aimed volleys
    (three at a time once half its hp is gone)."""

    name: str = Field(min_length=1, max_length=MAX_NAME, description="shown on its banner and health bar")
    sprite: str = Field(min_length=1, max_length=32, description="sprite id, best a 32x32 boss sprite")
    hp: int = Field(default=24, ge=1, le=99, description="hits it takes")
    fire: float = Field(default=0.9, ge=0.3, le=4, description="seconds between its volleys")
    points: int = Field(default=5000, ge=0, le=60000)


class Ship(_Model):
    """The player's ship in this level."""

    sprite: str | None = Field(
        default=None, max_length=32, description="sprite id (16x16, flown facing right); null: the player's sprite"
    )
    shot: str | None = Field(
        default=None, max_length=32, description="sprite id of its shots (8x8); null: a laser bolt"
    )
    lives: int = Field(
        default=3,
        ge=1,
        le=MAX_LIVES,
        description="ships; each has the player's hearts (more left from the level before carry on)",
    )
    speed: int = Field(default=90, ge=30, le=180, description="px per second")
    shot_speed: int = Field(default=300, ge=120, le=480, description="px per second")
    fire_every: float = Field(default=0.17, ge=0.05, le=1.0, description="seconds between shots while A is held")
    max_shots: int = Field(default=6, ge=1, le=MAX_SHOTS, description="its shots in flight at once")
    safe_after_hit: float = Field(default=1.5, ge=0.5, le=4.0, description="seconds it cannot be hurt after a hit")


class PowerUps(_Model):
    """The sprite of each power-up an enemy wave can drop (null: that kind is never dropped)."""

    twin: str | None = Field(default=None, max_length=32, description="two shots side by side")
    rapid: str | None = Field(default=None, max_length=32, description="fires twice as often")
    repair: str | None = Field(default=None, max_length=32, description="one heart back")
    life: str | None = Field(
        default=None,
        max_length=32,
        description="one more ship (a carrier's gift; drawn facing right, so the ship's own sprite shows a spare)",
    )


class ShooterScene(LeftByItsEnd, _Model):
    """A horizontal shooter level (genre "shooter"): auto-scrolling, a ship, enemy waves, a boss."""

    genre: Literal["shooter"] = Field(default="shooter", description="how the scene plays")
    id: str = Id()
    name: str = Field(min_length=1, max_length=MAX_NAME, description="display name")
    theme: str = Field(
        min_length=1,
        max_length=32,
        description="a tileset theme of the pack scrolling behind the ship, e.g. starfield for space",
    )
    width: int = Field(
        default=16, ge=MIN_SCENE_W, le=MAX_SCENE_CELLS, description="in 16x16 cells; the map repeats as it scrolls"
    )
    height: int = Field(default=MIN_SCENE_H, ge=MIN_SCENE_H, le=MIN_SCENE_H, description="one screen: 10 cells")
    length: float = Field(
        default=60, ge=10, le=MAX_SECONDS, description="seconds of waves before the boss comes (or the level ends)"
    )
    goal: Literal["boss", "survive"] = Field(
        default="boss", description="boss: defeat the boss that comes at `length`; survive: last until `length`"
    )
    flag: str | None = Ref("flag set when the goal is met (in a one-level game, the win flag)")
    next: str | None = Field(
        default=None, max_length=32, description="id of the scene the player goes to once the goal is met, or null"
    )
    next_x: int | None = Field(default=None, ge=0, lt=MAX_SCENE_CELLS, description="arrival cell there")
    next_y: int | None = Field(default=None, ge=0, lt=MAX_SCENE_CELLS)
    scroll: int = Field(default=60, ge=15, le=180, description="px per second the view drifts right")
    ship: Ship = Field(default_factory=Ship)
    enemy_shot: str | None = Field(
        default=None, max_length=32, description="sprite id of the enemies' shots (8x8); null: a plasma orb"
    )
    enemy_shot_speed: int = Field(default=90, ge=30, le=240, description="px per second")
    power_ups: PowerUps = Field(default_factory=PowerUps)
    waves: list[Wave] = Field(default_factory=list, max_length=MAX_WAVES)
    carrier: Carrier | None = Field(
        default=None, description="an optional target that drops a pickup when shot down; null: none"
    )
    boss: Boss | None = Field(default=None, description="needed by goal boss")
    cutscene: Cutscene | None = Field(default=None, description="run when the player enters the level")
    music: str | None = Field(
        default=None,
        max_length=32,
        description="music track played here, one of: "
        + ", ".join(f"{name} ({mood.description})" for name, mood in TRACKS.items())
        + "; null picks one from the theme (boss where a boss waits)",
    )

    @model_validator(mode="after")
    def _arrival_whole(self):
        if (self.next_x is None) != (self.next_y is None):
            raise ValueError("give both next_x and next_y, or neither")
        return self

    @property
    def goal_event(self) -> dict | None:
        """What clearing the level means (generators.spec.scene_goal)."""
        if not self.flag:
            return None
        if self.goal == "boss" and self.boss:
            return {"kind": "defeat", "who": self.boss.name, "sprite": self.boss.sprite, "flag": self.flag}
        return {"kind": "survive", "who": "", "sprite": "", "flag": self.flag}

    @property
    def foe_sprites(self) -> list[str]:
        """What flies against the ship: the waves' enemies and the boss (generators.spec.scene_foes)."""
        ids = [w.enemy for w in self.waves] + ([self.boss.sprite] if self.boss else [])
        return list(dict.fromkeys(ids))

    @property
    def own_sprites(self) -> list[str]:
        """Every sprite the level draws besides the cast (generators.spec.own_sprites)."""
        ids = [self.ship.sprite, self.ship.shot, self.enemy_shot, *(w.enemy for w in self.waves)]
        ids += [self.carrier.enemy if self.carrier else None, self.boss.sprite if self.boss else None]
        ids += [getattr(self.power_ups, kind) for kind in POWER_UPS]
        return list(dict.fromkeys(i for i in ids if i))

    @property
    def flown(self) -> list[Wave]:
        """Every wave the engine flies: the level's waves, then its carrier as a wave of one."""
        return [*self.waves, self.carrier.as_wave()] if self.carrier else list(self.waves)
