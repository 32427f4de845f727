"""Run the ROM makefile with the host's arm-none-eabi-gcc (`--toolchain host`).

No container: the report says so (toolchain "host", no image digest). The wall-clock limit
still holds: the whole process group of `make` is killed when it runs past it.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
from pathlib import Path

from romsmith.kernel.errors import BuildTimedOut, LibraryMissing


def compiler_version(prefix: str = "arm-none-eabi-") -> str:
    gcc = shutil.which(prefix + "gcc")
    if not gcc:
        raise LibraryMissing(
            f"{prefix}gcc is not installed on this machine",
            hint="apt-get install gcc-arm-none-eabi libnewlib-arm-none-eabi "
            "(or `make setup`), or build with --toolchain docker",
        )
    out = subprocess.run([gcc, "--version"], capture_output=True, text=True, check=False).stdout
    return out.splitlines()[0] if out else gcc


def run(
    rom_build: Path, engine: Path, game: Path, out: Path, cache: Path, *, jobs: int, extra: list[str], timeout_s: float
) -> tuple[int, str]:
    """make -f romsmith/rom_build/Makefile ... on the host; returns (exit_code, combined output)."""
    cmd = [
        "make",
        "--no-print-directory",
        f"-j{jobs}",
        "-f",
        str(rom_build / "Makefile"),
        f"ENGINE={engine}",
        f"GAME={game}",
        f"OUT={out}",
        f"OBJ={cache}",
        f"RUNTIME={rom_build / 'runtime'}",
        *extra,
    ]
    env = {**os.environ, "LC_ALL": "C"}
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env, start_new_session=True)
    try:
        output, _ = proc.communicate(timeout=timeout_s)
    except subprocess.TimeoutExpired as exc:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        raise BuildTimedOut(
            f"build timed out after {timeout_s:g} s",
            hint="the compiler was killed; raise build_timeout_s in romsmith.toml if the build is simply slow",
        ) from exc
    return proc.returncode, output.decode("utf-8", "replace")
