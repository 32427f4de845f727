"""rom_build: compile a ROM in the toolchain container and boot it in mGBA.

    build_rom(game_dir, out_dir, *, title, code, toolchain="docker", timeout_s=None,
              engine_dir=None, cache_dir=None, jobs=None) -> BuildResult
    verify_rom(rom_path, *, frames=600, presses=(("START", 120),), shots_dir=None,
               expect_title=None, expect_code=None) -> VerifyResult
    rom_sha256(rom_path_or_bytes) -> str      (the hash every record and the verdict compare)
    rom_build.emulator.Emulator(rom_path)

Heavy libraries (docker, mgba) are imported inside the functions that use them.
"""

from romsmith.rom_build._build import BuildResult, build_rom
from romsmith.rom_build._header import rom_sha256
from romsmith.rom_build._verify import VerifyResult, verify_rom

__all__ = ["BuildResult", "VerifyResult", "build_rom", "rom_sha256", "verify_rom"]
