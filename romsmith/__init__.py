"""romsmith: a one-line game idea in, a Game Boy Advance ROM that was really compiled and booted out.

Packages, top to bottom (a package imports only those below it; `make lint` enforces it):
`cli`, `pipeline` > `playtest`, `designer` > `memory`, `rom_build`, `generators` > `models` >
`kernel`. docs/ARCHITECTURE.md draws the map.
"""
