"""A headless mGBA core with scripted input and access to the ROM state block.

    emu = Emulator("out/game/game.gba")
    emu.run(120)                      # frames with no keys held
    emu.press("START")                # hold START for one frame, then release
    emu.run(60, keys=("RIGHT",))      # hold RIGHT for 60 frames
    emu.state()["frame"], emu.screenshot().save("shot.png")
    emu.record_audio(); emu.run(60); emu.audio()   # what mGBA's mixer rendered, int16 stereo
    emu.io16(0x84)                    # a register as the CPU reads it (here SOUNDCNT_X)
    emu.save_data()                   # the cartridge's battery SRAM; Emulator(rom, save=bytes)

The state block (`engine/include/state.h`) is found by scanning EWRAM for its magic word and read
through `romsmith.rom_build.abi` (every field by its C name); mGBA's memory is read directly (no
copy through the slow per-address API).
Audio comes from mGBA's blip buffers (the mixed PSG and DirectSound output), drained after
every frame while recording so none is dropped; without recording mGBA keeps only the last
few thousand samples.
"""

from __future__ import annotations

from pathlib import Path

from romsmith.kernel.errors import LibraryMissing, UsageError
from romsmith.kernel.files import FileRefused, plain_file
from romsmith.rom_build import abi

KEYS = {"A": 0, "B": 1, "SELECT": 2, "START": 3, "RIGHT": 4, "LEFT": 5, "UP": 6, "DOWN": 7, "R": 8, "L": 9}
STATE_MAGIC = abi.STATE_MAGIC
EWRAM_BASE = abi.EWRAM_BASE
EWRAM_SIZE = abi.EWRAM_SIZE
IO_BASE = 0x04000000
SRAM_SIZE = 32 * 1024
AUDIO_RATE = 32768  # samples per second per channel, as the GBA mixes them


def load_mgba():
    """Import the mgba bindings, or raise LibraryMissing naming the Debian package."""
    try:
        import mgba.core
        import mgba.image
        import mgba.log
        from mgba._pylib import ffi
    except (ImportError, OSError) as exc:
        raise LibraryMissing(
            f"the mGBA library could not be loaded ({exc})",
            hint="apt-get install libmgba0.10 (or `make setup`), and `pip install mgba==0.10.2` on Python 3.11",
        ) from exc
    mgba.log.silence()
    return mgba, ffi


class Emulator:
    """One booted ROM. Not thread-safe; one core per instance."""

    def __init__(self, rom_path, *, save: bytes | None = None):
        self.rom_path = Path(rom_path)
        try:
            plain_file(self.rom_path, "ROM")
        except FileRefused as exc:
            raise UsageError(str(exc), hint="build it first, or pass the path of a .gba file") from None
        mgba, self._ffi = load_mgba()
        self._core = mgba.core.load_path(str(self.rom_path))
        if self._core is None:
            raise UsageError(f"mGBA cannot load {self.rom_path} as a ROM", hint="pass a .gba file")
        if type(self._core).__name__ != "GBA":  # e.g. a Game Boy ROM: its memory map is not ours
            raise UsageError(
                f"mGBA reads {self.rom_path} as a {type(self._core).__name__} ROM, not a GBA one",
                hint="pass a .gba file",
            )
        width, height = self._core.desired_video_dimensions()
        self._image = mgba.image.Image(width, height)
        self._core.set_video_buffer(self._image)
        self.crashed = False
        self._core._callbacks.core_crashed.append(self._on_crash)
        self._save_file = None
        if save is not None:
            self._load_save(bytes(save))
        self._core.reset()
        self.frames = 0
        self._state_addr: int | None = None
        self._audio: list[bytes] | None = None
        self._audio_in = None

    def _on_crash(self):
        self.crashed = True

    @property
    def title(self) -> str:
        return self._header_text("getGameTitle", 16).rstrip("\0").strip()

    @property
    def code(self) -> str:
        code = self._header_text("getGameCode", 12)
        return code[4:] if code.startswith("AGB-") else code

    def _header_text(self, getter: str, size: int) -> str:
        """A header field as mGBA reads it; bytes that are not ASCII (a corrupt header) become
        U+FFFD instead of failing the decode the bindings do."""
        core = self._core._core
        buffer = self._ffi.new(f"char[{size}]")
        getattr(core, getter)(core, buffer)
        return self._ffi.string(buffer, size).decode("ascii", "replace")

    def run(self, frames: int, keys=()) -> None:
        """Run `frames` frames holding `keys` (names from KEYS), then release them."""
        mask = _key_mask(keys)
        self._core.set_keys(raw=mask)
        for _ in range(frames):
            self._core.run_frame()
            if self._audio is not None:
                self._drain_audio()
        self.frames += frames
        if mask:
            self._core.set_keys(raw=0)

    def press(self, key: str, frames: int = 1) -> None:
        """Hold `key` for `frames` frames, then release it."""
        self.run(frames, keys=(key,))

    def ewram(self) -> bytes:
        """A copy of the 256 KiB of EWRAM as it is now."""
        return bytes(self._ffi.buffer(self._core._native.memory.wram, EWRAM_SIZE))

    def iwram(self) -> bytes:
        """A copy of the 32 KiB of IWRAM as it is now."""
        return bytes(self._ffi.buffer(self._core._native.memory.iwram, abi.IWRAM_SIZE))

    def read(self, address: int, size: int) -> bytes:
        """`size` bytes of IWRAM or EWRAM at a bus address (b"" when they are not all in one)."""
        for base, total, copy in ((abi.IWRAM_BASE, abi.IWRAM_SIZE, self.iwram), (EWRAM_BASE, EWRAM_SIZE, self.ewram)):
            if base <= address and address + size <= base + total:
                return copy()[address - base : address - base + size]
        return b""

    def write(self, address: int, data: bytes) -> None:
        """Write `data` into IWRAM or EWRAM at a bus address, as the CPU would (how a test sets up a
        moment the game reaches only slowly, such as the last ship lost)."""
        memories = (
            (abi.IWRAM_BASE, abi.IWRAM_SIZE, self._core._native.memory.iwram),
            (EWRAM_BASE, EWRAM_SIZE, self._core._native.memory.wram),
        )
        for base, total, memory in memories:
            if base <= address and address + len(data) <= base + total:
                self._ffi.buffer(memory, total)[address - base : address - base + len(data)] = data
                return
        raise UsageError(f"{address:#x} (+{len(data)} bytes) is not all in IWRAM or EWRAM", hint="write inside one")

    def state_address(self, memory: bytes | None = None) -> int | None:
        """Where the state block is (0x02000000 for our linker script), or None."""
        memory = self.ewram() if memory is None else memory
        if self._state_addr is not None:
            offset = self._state_addr - EWRAM_BASE
            if memory[offset : offset + 4] == STATE_MAGIC.to_bytes(4, "little"):
                return self._state_addr
        needle = STATE_MAGIC.to_bytes(4, "little")
        offset = memory.find(needle)
        while offset != -1 and offset % 4:
            offset = memory.find(needle, offset + 1)
        self._state_addr = None if offset == -1 else EWRAM_BASE + offset
        return self._state_addr

    def state(self) -> dict | None:
        """The state block as a dict of every field by the C struct's name (`rs_state`, state.h;
        arrays as lists), plus `address`; None when no magic word is found."""
        memory = self.ewram()
        address = self.state_address(memory)
        if address is None:
            return None
        state = abi.STATE.unpack(memory, address - EWRAM_BASE)
        state["address"] = address
        return state

    def screenshot(self):
        """The last frame as a PIL RGB image."""
        return self._image.to_pil().convert("RGB")

    # ---- registers ----
    def io16(self, address: int) -> int:
        """A 16-bit I/O register as the CPU would read it (0x04000084 or its offset 0x84)."""
        offset = address - IO_BASE if address >= IO_BASE else address
        return self._core.memory.io.u16[offset]

    # ---- audio ----
    def record_audio(self, rate: int = AUDIO_RATE) -> None:
        """Start keeping every sample mGBA renders from now on, resampled to `rate` per second."""
        self._audio_in = self._core.get_audio_channels()
        self._audio_in.set_rate(rate)
        self._audio_in.clear()
        self._audio = []

    def _drain_audio(self) -> None:
        available = self._audio_in.available
        if available:
            buffer = self._ffi.new("short[]", 2 * available)
            count = self._audio_in.read_into(buffer, available)
            self._audio.append(bytes(self._ffi.buffer(buffer, 4 * count)))

    def audio(self, *, clear: bool = False):
        """Recorded audio as an int16 numpy array of (left, right) rows at the recording rate."""
        import numpy as np

        if self._audio is None:
            raise UsageError("no audio recorded", hint="call record_audio() before running the frames")
        data = np.frombuffer(b"".join(self._audio), dtype="<i2").reshape(-1, 2)
        if clear:
            self._audio = []
        return data

    # ---- battery save ----
    def _load_save(self, data: bytes) -> None:
        from mgba import vfs

        self._save_file = vfs.VFile.fromEmpty()
        self._save_file.write(self._ffi.from_buffer(data), len(data))
        self._save_file.seek(0, 0)
        if not self._core.load_save(self._save_file):
            raise UsageError("mGBA refused the save data", hint="pass the bytes save_data() returned")

    def save_data(self) -> bytes:
        """The cartridge's battery SRAM (32 KiB; 0xFF where never written, b'' before any access)."""
        savedata = self._core._native.memory.savedata
        if savedata.data == self._ffi.NULL:
            return b""
        return bytes(self._ffi.buffer(savedata.data, SRAM_SIZE))

    def reset(self) -> None:
        """Power-cycle the console: RAM and registers start over, the battery SRAM stays."""
        self._core.reset()
        self._state_addr = None


def _key_mask(keys) -> int:
    mask = 0
    for key in keys:
        name = key.upper()
        if name not in KEYS:
            raise UsageError(f"unknown key {key!r}", hint="keys: " + ", ".join(KEYS))
        mask |= 1 << KEYS[name]
    return mask
