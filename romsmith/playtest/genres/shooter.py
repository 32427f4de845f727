"""The shooter's strategy: dodge and fire. A is held all the time (the ship fires whenever its
shot pool has room); each few frames the ship steers so that its hit box stays clear of every
enemy, enemy shot and the boss over the next frames (shooter_sky plays their paths forward), and,
while clear, lines up with the target: a power-up worth taking, else the enemy its shots reach
first, else the boss, else the middle of the screen."""

from __future__ import annotations

from romsmith.playtest.genres import shooter_sky as sky
from romsmith.rom_build import abi

HORIZON = 20  # frames looked ahead
DECIDE_EVERY = 2  # frames a chosen move is held
HOME_X = 28  # the ship keeps to the left, where it sees most of what comes
KEYS = {(-1, 0): "LEFT", (1, 0): "RIGHT", (0, -1): "UP", (0, 1): "DOWN"}
POWER = abi.enum("RS_POWER_")
PLAY = abi.struct("rs_shooter_play")


class Shooter:
    def __init__(self, bot):
        self.bot = bot
        self.scene: int | None = None
        self.block: dict = {}
        self.waves: list[dict] = []
        self.boss_seen = False
        self.lost_seen = 0

    def flags_changed(self) -> None:
        pass

    def scene_entered(self) -> None:
        self.scene = None

    def load(self) -> None:
        """The current scene's block and waves, read from the ROM (rs_shooter, rs_wave)."""
        game, scene = self.bot.game, self.bot.game.scenes[self.bot.scene]
        self.scene, self.boss_seen, self.lost_seen = self.bot.scene, False, 0
        self.block, self.waves = {}, []
        if scene.genre_data and game.rom is not None:
            self.block = game.rom.read("rs_shooter", scene.genre_data)
            self.waves = game.rom.array("rs_wave", self.block["waves"], self.block["wave_count"])

    def live(self) -> dict | None:
        address = self.bot.game.symbols.get("rs_shooter_live", (0, 0))[0]
        raw = self.bot.emu.read(address, PLAY.size) if address else b""
        return sky.read_play(raw) if len(raw) == PLAY.size else None

    def step(self, s: dict) -> None:
        if self.scene != self.bot.scene:
            self.load()
        live = self.live()
        if live is None:
            self.bot.stuck("the ROM has no rs_shooter_live table to read the shooter's play from")
            return
        self.notice(live, s)
        keys = ["A"]
        if not live["lost"]:
            dx, dy = self.choose(live, s)
            keys += [KEYS[(dx, 0)]] if dx else []
            keys += [KEYS[(0, dy)]] if dy else []
        self.bot.frames(DECIDE_EVERY, tuple(keys))

    def notice(self, live: dict, s: dict) -> None:
        """Playthrough steps: the boss arriving, a ship lost; the picture of play is the boss fight."""
        boss = live["boss"]
        if boss["on"] and not self.boss_seen:
            self.boss_seen = True
            self.bot.note(f"the boss arrives (score {s['score']}, {s['lives']} ships left)")
        if boss["on"] == 1 and boss["x"] // sky.FP <= sky.BOSS_X + 24 and not live["lost"]:
            self.bot.capture()  # the boss on screen, the ship flying
        if live["lost"] and not self.lost_seen:
            self.bot.note(f"a ship is lost ({s['lives']} left)")
        self.lost_seen = live["lost"]

    def choose(self, live: dict, s: dict) -> tuple[int, int]:
        ship = (live["ship_x"] / sky.FP, live["ship_y"] / sky.FP)
        speed = (self.block.get("ship_speed") or abi.const("RS_SHOOTER_SHIP_SPEED")) / sky.FP
        near = [t for t in sky.threats(live, self.waves, HORIZON) if _close(t, ship)]
        return sky.steer(ship, self.goal(live, s, ship), near, speed, HORIZON)

    def goal(self, live: dict, s: dict, ship: tuple[float, float]) -> tuple[float, float]:
        """Where the ship wants its top-left: on a wanted power-up, else level with a target."""
        for p in live["powers"]:
            if p["on"] and self.wanted(p["kind"], live, s) and p["x"] / sky.FP > ship[0] - 8:
                return (max(p["x"] / sky.FP - 12, 0), p["y"] / sky.FP)
        shot_speed = self.block.get("shot_speed") or abi.const("RS_SHOOTER_SHOT_SPEED")
        best = None
        for m in [f for f in live["foes"] if f["on"] == 1] + ([live["boss"]] if live["boss"]["on"] == 1 else []):
            x = m["x"] / sky.FP
            if x < ship[0] + 8 or x > sky.SCREEN_W:
                continue
            ahead = int((x - ship[0]) / shot_speed)
            wave = self.waves[m["kind"]] if m["kind"] < len(self.waves) else None
            boxes = (
                sky.boss_boxes(m, ahead + 1) if m is live["boss"] else sky.foe_boxes(m, wave, live["ship_y"], ahead + 1)
            )
            bx, by, bw, bh = boxes[-1]
            if bx + bw < ship[0] + 12:  # it will be past the ship's nose before a shot gets there
                continue
            score = (m is live["boss"], x)
            if best is None or score < best[0]:
                best = (score, by + bh / 2 - 8)
        y = best[1] if best else (sky.TOP + sky.BOTTOM) / 2 - 8
        return (HOME_X, min(max(y, sky.TOP), sky.BOTTOM - 16))

    def wanted(self, kind: int, live: dict, s: dict) -> bool:
        if kind == POWER["twin"]:
            return not live["twin"]
        if kind == POWER["rapid"]:
            return not live["rapid"]
        if kind == POWER["life"]:
            return s["lives"] < abi.const("RS_SHOOTER_MAX_LIVES")
        return s["hp"] < s["hp_max"]


def _close(threat: sky.Threat, ship: tuple[float, float]) -> bool:
    """Whether a threat comes within reach of the ship's neighbourhood in the horizon."""
    reach = 48
    return any(
        x < ship[0] + 16 + reach and ship[0] - reach < x + w and y < ship[1] + 16 + reach and ship[1] - reach < y + h
        for x, y, w, h in threat.boxes
    )
