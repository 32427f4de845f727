"""rom_build."""
