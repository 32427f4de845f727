"""What each puny tileset is for: a line of description, the place words a prompt would use, and
whether it is a room entered through a door (CC0)."""

from __future__ import annotations

# theme: (description, aliases, indoor)
THEMES = {
    "grassland": (
        "open fields and a village green with houses, a stream and bridges",
        ["village", "meadow", "field", "farm", "plains", "countryside", "garden", "hill"],
        False,
    ),
    "forest": (
        "woods of pines and oaks, mossy trails, a stream with log bridges",
        ["woods", "jungle", "grove", "wilderness", "thicket", "woodland", "park", "orchard"],
        False,
    ),
    "castle": (
        "stone halls with carpets, banners, pillars and a moat",
        ["palace", "fortress", "keep", "throne room", "dungeon", "tower", "citadel", "manor"],
        False,
    ),
    "cave": (
        "rock tunnels with crystals, boulders and an underground lake",
        ["cavern", "mine", "tunnel", "grotto", "underground", "lair", "den", "catacomb"],
        False,
    ),
    "desert": (
        "sand, cacti, sandstone walls, tents and an oasis",
        ["sand", "dunes", "oasis", "wasteland", "badlands", "pyramid", "tomb", "canyon"],
        False,
    ),
    "snow": (
        "snowfields, icy paths, snowy pines and ice walls",
        ["ice", "winter", "frozen", "tundra", "glacier", "mountain", "arctic", "peak"],
        False,
    ),
    "village_interior": (
        "inside a cottage or an inn: wood floor, rugs, tables, beds and shelves",
        ["house", "home", "inn", "cottage", "room", "cabin", "tavern", "library"],
        True,
    ),
}
