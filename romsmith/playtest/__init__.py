"""Play a built ROM to its win screen: proof that a game can be finished, not only booted.

    from romsmith.playtest import playtest
    result = playtest("out/game.gba", elf_path="out/build/rom/game.elf", shots_dir="out/screens")
    result.won, result.frames, result.flags_set, result.to_check()

The bot reads the compiled game data back from the ROM (through the ELF's symbols), plans at
the story level (which talk, trigger or defeat sets which flag, and which flags lead to the win
flag), walks shortest paths on the collision grid across warps, reads dialogue, and strikes
enemies in reach. Deterministic: the same ROM and budget give the same play.
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

DEFAULT_MAX_FRAMES = 36_000  # ten minutes of play: a designed game takes three to eight


STEPS_SHOWN = 60  # steps a report keeps of a playthrough


@dataclass
class PlaytestResult:
    won: bool
    outcome: str  # win | stuck | out_of_frames | game_over | error
    reason: str
    frames: int
    seconds: float
    steps: list[dict] = field(default_factory=list)
    flags_set: list[str] = field(default_factory=list)
    win_flag: str = ""
    game_overs: int = 0
    scenes_visited: list[str] = field(default_factory=list)  # in order of first visit
    scene_count: int = 0
    final: dict = field(default_factory=dict)  # scene, position, hp, mode at the end
    screenshot: str | None = None
    text_chars: int = 0  # letters of text put before the player on the way (dialogue pages, story lines)
    swift_offered: int = 0  # battles won that offered a swift win (won by a round, for its rewards)
    swift_wins: int = 0  # those of them won by that round

    def to_json(self) -> dict:
        return asdict(self)

    def to_check(self) -> dict:
        """The informational `playthrough` check for report.json."""
        evidence = {k: v for k, v in self.to_json().items() if k not in ("won", "steps")}
        evidence["win_screen"] = self.won
        evidence["steps_done"] = len(self.steps)
        said = [f"@{s['frame']}: {s['event']}" for s in self.steps]
        if len(said) > STEPS_SHOWN:  # the start and the end of a long game: how it began and how it was won
            half = STEPS_SHOWN // 2
            said = [*said[:half], f"... {len(said) - 2 * half} steps ...", *said[-half:]]
        evidence["steps"] = said
        return {"name": "playthrough", "ok": self.won, "evidence": evidence}


def playtest(
    rom_path, *, elf_path=None, ids_path=None, max_frames: int = DEFAULT_MAX_FRAMES, shots_dir=None, continues: int = 2
) -> PlaytestResult:
    """Play `rom_path` until the win screen (mode 4), the frame budget, or a dead end.

    `elf_path` defaults to game.elf beside the ROM or in build/rom/ under the ROM's folder;
    `ids_path` (game_ids.h, optional) names the flags. A game over is continued (START) up to
    `continues` times. The last screen is saved as playthrough_win.png or playthrough_stuck.png
    in `shots_dir` when given, and the moment of play a genre's strategy picked (a shooter's boss
    fight) as playthrough_play.png.
    """
    from romsmith.playtest._bot import Bot
    from romsmith.playtest._romdata import load_game
    from romsmith.rom_build.emulator import Emulator

    rom_path = Path(rom_path)
    elf_path = Path(elf_path) if elf_path else _beside(rom_path, "game.elf", ("build/rom",))
    ids_path = Path(ids_path) if ids_path else _beside(rom_path, "game_ids.h", ("build/src",), required=False)
    game = load_game(rom_path, elf_path, ids_path)
    started = time.perf_counter()
    emu = Emulator(rom_path)
    bot = Bot(emu, game, max_frames, continues)
    bot.play()
    if bot.result == "win":
        emu.run(12)  # let the win screen's text finish drawing
    state = emu.state() or {}
    shot = None
    if shots_dir is not None:
        Path(shots_dir).mkdir(parents=True, exist_ok=True)
        shot = Path(shots_dir) / ("playthrough_win.png" if bot.result == "win" else "playthrough_stuck.png")
        emu.screenshot().save(shot)
        if bot.highlight is not None:
            bot.highlight.save(Path(shots_dir) / "playthrough_play.png")
    return PlaytestResult(
        won=bot.result == "win",
        outcome=bot.result,
        reason=bot.reason,
        frames=bot.used(),
        seconds=round(time.perf_counter() - started, 3),
        steps=bot.steps,
        flags_set=[game.flag_name(f) for f in sorted(bot.flags)],
        win_flag=game.flag_name(game.win_flag),
        game_overs=bot.game_overs,
        scenes_visited=[game.scenes[i].name for i in bot.visited],
        scene_count=len(game.scenes),
        final={k: state.get(k) for k in ("scene", "player_x", "player_y", "hp", "hp_max", "mode")},
        screenshot=str(shot) if shot else None,
        text_chars=bot.text_chars,
        swift_offered=sum(bool(st.get("swift_round")) for st in bot.steps),
        swift_wins=sum(bool(st.get("swift")) for st in bot.steps),
    )


def _beside(rom_path: Path, name: str, subdirs: tuple[str, ...], required: bool = True) -> Path | None:
    from romsmith.kernel.errors import UsageError

    for folder in (rom_path.parent, *(rom_path.parent / d for d in subdirs)):
        if (folder / name).is_file():
            return folder / name
    if required:
        raise UsageError(f"no {name} beside {rom_path}", hint=f"pass {name.split('.')[0]}_path= (the build's {name})")
    return None


def playthrough_check(
    rom_path, *, game_dir=None, shots_dir=None, max_frames: int = DEFAULT_MAX_FRAMES, trace=None
) -> dict | None:
    """The verify stage's informational `playthrough` check ({name, ok, informational, evidence}).

    Never raises: a bot that cannot run records why. Returns None when `max_frames` is 0 (skipped).
    Earlier playthrough screenshots in `shots_dir` are removed first, so none is stale.
    """
    from romsmith.kernel.errors import RomsmithError

    if shots_dir is not None:
        for old in Path(shots_dir).glob("playthrough_*.png"):
            old.unlink()
    if max_frames <= 0:
        return None
    ids = Path(game_dir) / "game_ids.h" if game_dir else None
    started = time.perf_counter()
    try:
        result = playtest(
            rom_path, ids_path=ids if ids and ids.is_file() else None, max_frames=max_frames, shots_dir=shots_dir
        )
        check = result.to_check()
        error = None if result.won else f"{result.outcome}: {result.reason}"
    except Exception as exc:
        error = f"{type(exc).__name__}: {exc}" if not isinstance(exc, RomsmithError) else exc.message
        check = {"name": "playthrough", "ok": False, "evidence": {"win_screen": False, "error": error}}
    check["informational"] = True
    if trace is not None:
        ev = check["evidence"]
        trace.event(
            "verify",
            "tool_call",
            tool="playtest",
            ok=check["ok"],
            error=error,
            ms=(time.perf_counter() - started) * 1000,
            args={k: ev.get(k) for k in ("frames", "steps_done", "flags_set", "win_screen", "game_overs")},
        )
    return check
