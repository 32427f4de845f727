"""The words of the designer's visual novels: what each beat of the story says, by the kind of
story the idea tells (a contest between two rivals, a mystery between two suspects, or a choice
between two people to trust), with the people's and places' names filled in.

Slots: {p} the player, {a} and {b} the two the story turns on, {goal} what is at stake ("the
contest"), {place} and {there} the first and the deciding scene's names. Every line fits one
text box page (four lines of 28 letters) once the names are in; `fits` checks it.
"""

from __future__ import annotations

import textwrap

KINDS = ("contest", "mystery", "choice")

OPENING = {
    "contest": [
        ["The night before {goal}. {place} hums with nerves.", "Everyone says {goal} will be close this year."],
        ["{a}", "happy", "{p}, tomorrow is the day. I believe in you."],
        ["{b}", "neutral", "Give up, {p}. {goal} is mine this year."],
        ["{a}", "sad", "Stay and get ready with me tonight. Please."],
        ["{b}", "neutral", "Or come and see how a winner gets ready."],
    ],
    "mystery": [
        ["Something was taken at {place} last night.", "Nobody at {place} slept well last night."],
        ["{a}", "sad", "I was here all evening. I saw nothing, I swear."],
        ["{b}", "neutral", "{a} was here, yes. Alone, for an hour."],
        ["{a}", "sad", "{p}, please. You have to believe me."],
        ["{b}", "happy", "Facts, {p}. Listen to the facts, not the tears."],
    ],
    "choice": [
        ["{place} is quiet today. Too quiet.", "The day everything changes starts at {place}."],
        ["{a}", "happy", "{p}! I was hoping you would come."],
        ["{b}", "neutral", "{p}. We need to talk before it is too late."],
        ["{a}", "sad", "{b} wants you to leave with them. Do not go."],
        ["{b}", "neutral", "Choose, {p}. I cannot wait for you forever."],
    ],
}
FIRST_QUESTION = {
    "contest": ("Stay with {a}", "Go with {b}"),
    "mystery": ("Comfort {a}", "Hear {b} out"),
    "choice": ("Stay with {a}", "Walk with {b}"),
}
FIRST_REPLY = {
    "contest": (
        ["{a}", "happy", "Good. Again, from the top!"],
        ["{b}", "happy", "Curious, are we? Watch and learn."],
    ),
    "mystery": (
        ["{a}", "happy", "Thank you. Nobody else even asked."],
        ["{b}", "neutral", "Good. The truth is in the details."],
    ),
    "choice": (
        ["{a}", "happy", "Then stay. It will be all right."],
        ["{b}", "happy", "Good. There is so much to show you."],
    ),
}
INTERLUDE = {
    "contest": ["Night falls. Nobody sleeps much.", "The last lamps go out at midnight."],
    "mystery": ["You walk the halls and think it over.", "A clock ticks somewhere. Everyone waits."],
    "choice": ["You walk alone for a while and think.", "The wind turns. The day is nearly over."],
}
DECISION = {
    "contest": [
        ["{there} is full. The judges sit down.", "Crowds fill {there}. The judges are ready."],
        ["{a}", "neutral", "Do it your own way, {p}. It is good."],
        ["{b}", "neutral", "Your way will fail, {p}. Do it my way."],
        ["The judges wait. It is your turn.", "Everyone waits. It is your turn at last."],
    ],
    "mystery": [
        ["Everyone gathers at {there}.", "At {there} the truth must come out."],
        ["{a}", "sad", "Say it, {p}. Say who you think it was."],
        ["{b}", "neutral", "One of us did it. Choose well."],
        ["Everyone looks at you. Who took it?", "The room is silent. You must name someone."],
    ],
    "choice": [
        ["At {there} the road splits in two.", "{there}. There is no more time."],
        ["{a}", "sad", "Please, {p}. Stay with me."],
        ["{b}", "neutral", "Come with me, {p}. Now or never."],
        ["Whose side are you on?", "It is time to choose."],
    ],
}
KIND_LINES = {  # said at the decision, only to one who sided with them before
    "a": ["{a}", "happy", "You helped me before, {p}. I will not forget it."],
    "b": ["{b}", "happy", "You listened to me, {p}. That counts for something."],
}
DECIDING_QUESTION = {
    "contest": ("My own way", "{b}'s way"),
    "mystery": ("It was {b}", "It was {a}"),
    "choice": ("Trust {a}", "Trust {b}"),
}
DECIDING_REPLY = {
    "contest": (["{a}", "happy", "That is my {p}!"], ["{b}", "happy", "Ha. We will see."]),
    "mystery": (["{b}", "sad", "You... how did you know?"], ["{a}", "sad", "Me? After all I told you?"]),
    "choice": (["{a}", "happy", "I knew I could count on you."], ["{b}", "happy", "Then let us go together."]),
}
A_PATH = {
    "contest": [
        ["The judges look at each other.", "The judges whisper for a long time."],
        ["{a}", "happy", "Look at their faces, {p}!"],
    ],
    "mystery": [["{b} stops smiling.", "Everyone turns to {b}."], ["{a}", "happy", "I told you it was not me."]],
    "choice": [["The road ahead is clear.", "You take the first step."], ["{a}", "happy", "Together, then."]],
}
GOOD = {
    "contest": [
        ["{a}", "happy", "{p} wins {goal}! I knew it!"],
        ["{b}", "sad", "Well done, {p}. Next year, I win."],
        ["Laughter fills {there} until late.", "{there} cheers for {p} until late."],
    ],
    "mystery": [
        ["{b}", "sad", "Fine. I took it. I am sorry."],
        ["{a}", "happy", "Thank you for believing me, {p}."],
        ["The case is closed, and {a} is free.", "Truth wins. {place} sleeps well tonight."],
    ],
    "choice": [
        ["{a}", "happy", "Look, {p}. The sun is out again."],
        ["{b}", "sad", "Maybe you chose right. Take care."],
        ["A new day starts, and you are not alone.", "Some choices you never regret."],
    ],
}
HOLLOW = {
    "contest": [
        ["{a}", "neutral", "You won, {p}. But you doubted me."],
        ["{b}", "sad", "Enjoy it. Half of it was my idea."],
    ],
    "mystery": [
        ["{a}", "neutral", "You believe me now? After doubting me?"],
        ["{b}", "sad", "It was me. But you were not sure."],
    ],
    "choice": [
        ["{a}", "neutral", "You are here. But are you with me?"],
        ["{b}", "sad", "You chose. I hope you meant it."],
    ],
}
OTHER = {
    "contest": [
        ["{b}", "happy", "The prize is mine! Thanks for listening."],
        ["{a}", "sad", "That was not you, {p}. Next year."],
    ],
    "mystery": [["{a}", "sad", "You were wrong about me, {p}."], ["{b}", "happy", "And the thief walks free. Pity."]],
    "choice": [["{b}", "happy", "The road goes on, {p}. Come."], ["{a}", "sad", "Goodbye, then. I will miss you."]],
}
ENDING_TITLES = {
    "contest": ("Top of the Table", "A Borrowed Win", "Second Place"),
    "mystery": ("Case Closed", "A Doubtful Truth", "The Wrong Name"),
    "choice": ("Together", "Half a Heart", "The Other Road"),
}
TITLES = {  # each names someone or somewhere of the game: a title about the story, not any story
    "contest": ["{p} and {b}", "{p} versus {b}", "A Prize at {place}", "{p} Takes Sides"],
    "mystery": ["{a} or {b}", "Night at {place}", "The Case at {place}", "{p} Asks Who"],
    "choice": ["{a} or {b}", "Days at {place}", "{p} Must Choose", "The Road from {place}"],
}
PREMISES = {
    "contest": [
        "{p} and {b} both want {goal}. {a} believes in {p}. Whom will you trust?",
        "Two rivals, one prize. {p} must choose whose advice wins {goal}.",
    ],
    "mystery": [
        "Something was stolen at {place}. {a} or {b}: {p} must find out who.",
        "{p} has one night at {place} to name the one who did it.",
    ],
    "choice": [
        "{a} wants you to stay. {b} wants you to go. {p} must choose.",
        "One day at {place}, two people, and a choice {p} cannot take back.",
        "{a} asks one thing of {p}. {b} asks the other. Only one can be done.",
        "At {place}, {p} has to decide, and {a} and {b} both are waiting.",
        "Stay with {a}, or follow {b} to {there}? {p} has until sunset.",
    ],
}
# the best ending's words, one per game (several, so no line is said in game after game)
WIN_TEXT = {
    "contest": [
        "{p} wins {goal}, the way {a} believed. The best ending!",
        "{p} takes {goal}, and {a} cheers loudest of all.",
        "Against {b} and the odds, {p} wins {goal}!",
        "{a} was right about {p}: {goal} is won!",
    ],
    "mystery": [
        "The truth is out, and {a} is cleared. Case closed!",
        "{p} names the one who did it. {a} walks free.",
        "No more secrets at {place}. {p} solved it!",
        "{a} is cleared, and {place} sleeps easy again.",
    ],
    "choice": [
        "{p} chose well. The best ending!",
        "{p} followed the heart, and it was right.",
        "A hard choice, well made. {p} has no regrets.",
        "{p} made the choice, and {place} will remember it.",
    ],
}
PLAYER = {"contest": "contestant", "mystery": "detective", "choice": "friend"}  # the player, unnamed
ALLY = {"contest": "mentor", "mystery": "witness", "choice": "friend"}  # beside the player, unnamed
OTHERS = {"contest": "rival", "mystery": "suspect", "choice": "stranger"}  # who they face, unnamed


def fits(text: str, cols: int = 28, lines: int = 4) -> bool:
    """One text box page: at most `lines` lines of `cols` letters once word-wrapped."""
    return len(textwrap.wrap(text, cols)) <= lines


def fill(template: str, v: dict) -> str:
    return template.format(**v)
