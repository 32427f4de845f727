"""What each scene of the designer's visual novels says, by the kind of story: a contest, a mystery
or a choice (`story_lines` has the slots, the templates' options and the shared words).

A line is (speaker, expression, template, condition): the speaker "a", "b", "p" (the player) or
"" for narration, the condition a flag that must be set ("trust_a") or clear ("!trust_a") for
the line to be read, so what the player chose before changes what is said. A scene's "answers"
are (label, reply) in the order of its flags (`story.QUESTIONS`); the clue chapter's labels are
the tips or clues themselves (`story_lines.KEYS`) and its replies are "right" and "wrong".
"""

from __future__ import annotations

from romsmith.designer.genres.story_choice import CHOICE
from romsmith.designer.genres.story_contest import CONTEST
from romsmith.designer.genres.story_mystery import MYSTERY

SCENES = {"contest": CONTEST, "mystery": MYSTERY, "choice": CHOICE}
