"""The top-down adventure: the designer's first genre (its writers are the package's own)."""

from __future__ import annotations

from romsmith.designer._cast import cast
from romsmith.designer._plan import plan
from romsmith.designer._story import story
from romsmith.designer._world import world
from romsmith.designer.genres._contract import Genre

GENRE = Genre("adventure", plan=plan, cast=cast, world=world, story=story)
