"""Songs as C tables, under the name the engine's fixture script imports
(rom_build/engine/fixture/make_fixture.py); they are written by emit._songs."""

from romsmith.generators.emit._songs import render_songs

__all__ = ["render_songs"]
