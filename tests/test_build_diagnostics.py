"""The diagnostics parser on log lines in the forms gcc, ld and make print them."""

from __future__ import annotations

from romsmith.rom_build import _diagnostics

LOG = """\
/src/game/game_data.c: In function 'broken':
/src/game/game_data.c:12:9: error: 'x' undeclared (first use in this function)
/src/game/game_data.c:12:9: note: each undeclared identifier is reported only once
/src/engine/src/map.c:40:1: warning: control reaches end of non-void function [-Wreturn-type]
/src/game/scene.c:3:10: fatal error: missing.h: No such file or directory
compilation terminated.
/usr/bin/ld: /out/obj/game_data.c.o: in function `spawn':
game_data.c:(.text.spawn+0x8): undefined reference to `ENEMY_SLIME'
/usr/lib/gcc/arm-none-eabi/12.2.1/../../../arm-none-eabi/bin/ld: /out/obj/world.c.o:(.rodata.w+0xc): undefined reference to 'DOOR_KEY'
/usr/bin/ld: /out/obj/main.c.o:main.c:(.text.title+0x98): more undefined references to `DOOR_KEY' follow
/usr/bin/ld: region `iwram' overflowed by 1024 bytes
collect2: error: ld returned 1 exit status
/src/rom_build/Makefile:50: *** no generated *.c in GAME=/src/game: generate the game content first.  Stop.
make: *** [Makefile:70: /out/game.elf] Error 1
"""

PATHS = {
    "/src/game": "/home/u/out/src",
    "/src/engine": "/repo/rom_build/engine",
    "/out": "/home/u/out",
    "/src/rom_build": "/repo/rom_build",
}


def test_every_kind_of_line_becomes_one_record():
    records = _diagnostics.parse(LOG, PATHS)
    by_message = {r["message"]: r for r in records}
    first = by_message["'x' undeclared (first use in this function)"]
    assert (first["file"], first["line"], first["column"], first["severity"]) == (
        "/home/u/out/src/game_data.c",
        12,
        9,
        "error",
    )
    assert by_message["control reaches end of non-void function [-Wreturn-type]"]["severity"] == "warning"
    assert by_message["missing.h: No such file or directory"]["severity"] == "error"
    symbols = [(r["symbol"], r["object"]) for r in records if r["symbol"]]
    assert symbols == [
        ("ENEMY_SLIME", "/home/u/out/obj/game_data.c.o"),
        ("DOOR_KEY", "/home/u/out/obj/world.c.o"),
        ("DOOR_KEY", "/home/u/out/obj/main.c.o"),
    ]
    slime = next(r for r in records if r["symbol"] == "ENEMY_SLIME")
    assert "in function spawn" in slime["message"]
    assert any("region `iwram' overflowed" in r["message"] for r in records)
    make = next(r for r in records if r["file"] == "/repo/rom_build/Makefile")
    assert make["line"] == 50 and make["message"].startswith("no generated *.c")
    assert len(_diagnostics.errors(records)) == len(records) - 2  # minus the note and the warning


def test_quiet_log_has_no_records():
    assert _diagnostics.parse("compiler: arm-none-eabi-gcc 12.2.1\narm-none-eabi-objcopy -O binary a b\n") == []
