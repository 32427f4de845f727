"""The report's genres section: the way to play the idea asks for (`romsmith.lexicon`, the same
reading the designer follows), the genre of every scene the game has, and a `genre_missing`
warning for each genre asked for that no scene plays. A game claims to be a platformer only when
a scene of it is one."""

from __future__ import annotations

from romsmith.kernel.genres import DEFAULT


def genres_of(spec: dict | None) -> list[dict]:
    """Every scene's id, name and genre, in the spec's order, with what its genre states about
    it (a puzzle level's fewest pushes: `generators.spec.scene_facts`)."""
    from romsmith.generators.spec import scene_facts

    scenes = (spec or {}).get("scenes") or []
    return [
        {"scene": s.get("id"), "name": s.get("name"), "genre": s.get("genre") or DEFAULT, **scene_facts(s)}
        for s in scenes
        if isinstance(s, dict)
    ]


def assess_genres(prompt: str | None, spec: dict | None) -> tuple[dict | None, list[dict]]:
    """(report["genres"], warnings to add); None without a spec."""
    if not isinstance(spec, dict) or not spec:
        return None, []
    scenes = genres_of(spec)
    made = list(dict.fromkeys(s["genre"] for s in scenes))
    section = {"made": made, "scenes": scenes, "asked": None, "asked_all": [], "words": {}, "missing": []}
    if not prompt:
        return section, []
    from romsmith.lexicon import extract

    idea = extract(prompt)
    missing = [g for g in idea.genres if g not in made]
    section.update(asked=idea.genres[0] if idea.genres else None, asked_all=idea.genres, words=idea.genre_words)
    section["missing"] = missing
    warnings = [
        {
            "path": "/scenes",
            "code": "genre_missing",
            "message": f"the idea asks for a {genre} game ({', '.join(repr(w) for w in idea.genre_words.get(genre, []))}); "
            f"no scene plays as one (the scenes are {', '.join(made) or 'none'})",
            "severity": "warning",
            "genre": genre,
        }
        for genre in missing
    ]
    return section, warnings


def summary_line(section: dict) -> str:
    """'genre: platformer (asked: platformer)' for the terminal."""
    made = ", ".join(section.get("made") or []) or "none"
    asked = section.get("asked_all") or []
    return f"genre: {made}" + (f" (asked: {', '.join(asked)})" if asked else "")


def run_genres(*docs) -> list[str]:
    """The run's scene genres, for the memory's preference (`memory.retrieve_block(..., genres=...)`):
    the distinct `genre` of the scenes of the given GameSpec or plan dicts (the first that names
    any wins, so pass the spec before the plan), sorted; [DEFAULT] when none does."""
    for doc in docs:
        scenes = doc.get("scenes") if isinstance(doc, dict) else None
        found = {
            scene["genre"].strip().lower()
            for scene in (scenes if isinstance(scenes, list) else [])
            if isinstance(scene, dict) and isinstance(scene.get("genre"), str) and scene["genre"].strip()
        }
        if found:
            return sorted(found)
    return [DEFAULT]
