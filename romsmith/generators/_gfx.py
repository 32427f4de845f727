"""The water animation's frames and period, under the name the engine's fixture script imports
(rom_build/engine/fixture/make_fixture.py); they live in emit._gfx."""

from romsmith.generators.emit._gfx import WATER_PERIOD, water_frames

__all__ = ["WATER_PERIOD", "water_frames"]
