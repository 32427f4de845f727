#!/usr/bin/env bash
# `make build-rom`: run the whole pipeline on PROMPT into OUT.
# While `romsmith new` is not part of this checkout, build and boot the bundled test program
# instead, and say so: the ROM then proves the toolchain and the emulator, not a game.
set -euo pipefail
venv=$1 prompt=$2 out=$3
romsmith="$venv/bin/romsmith"

if "$romsmith" new --help >/dev/null 2>&1; then
    exec "$romsmith" new "$prompt" --out "$out"
fi

echo "build-rom: \`romsmith new\` is not available in this checkout (pipeline.commands is missing);" >&2
echo "build-rom: building and booting the rom_build test program into $out instead." >&2
exec "$venv/bin/python" - "$out" <<'PY'
import json, sys
from pathlib import Path
from romsmith.rom_build import build_rom, verify_rom
from romsmith.rom_build._build import TESTPROG_ENGINE, TESTPROG_GAME

from romsmith.kernel.errors import RomsmithError

out = Path(sys.argv[1])
try:
    build = build_rom(TESTPROG_GAME, out, title="ROMSMITH TEST", code="RSTP", engine_dir=TESTPROG_ENGINE)
    if not build.ok:
        print(json.dumps(build.errors, indent=2))
        sys.exit(1)
    verdict = verify_rom(build.rom_path, shots_dir=out / "shots", expect_title="ROMSMITH TEST",
                         expect_code="RSTP")
except RomsmithError as err:
    print(f"error: {err.message}\n  fix: {err.hint}", file=sys.stderr)
    sys.exit(err.exit_code)
(out / "verify.json").write_text(json.dumps(verdict.to_json(), indent=2))
print(f"test program ROM: {build.rom_path} ({'verified' if verdict.ok else 'FAILED verification'}); "
      f"built with {build.image or 'host'}; verdict in {out / 'verify.json'}")
sys.exit(0 if verdict.ok else 1)
PY
