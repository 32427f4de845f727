"""What people say, several ways each. Every line names something of its own game (a person, a
place, a thing), so games do not share lines; the seed picks the variant."""

from __future__ import annotations

GIVER_AGAIN = [
    "Go on, {hero}. {goal} is waiting.",
    "Still here, {hero}? The road to {goal} is long.",
    "Be careful out there, {hero}.",
    "Remember: {goal}. Good luck, {hero}!",
    "I believe in you, {hero}. Off to {goal}!",
]
KEY_HINT = [
    "They say a key lies in a chest in {place}.",
    "An old chest in {place} holds the {key}.",
    "Search {place}: the {key} is there somewhere.",
    "The {key} was last seen in {place}.",
]
KEEPER_HINT = [
    "{keeper} in {place} keeps the {key}.",
    "Ask {keeper} in {place}. They hold the {key}.",
    "Find {keeper} in {place}; the {key} is with them.",
]
RESCUE_GIVER = [
    "{hero}, it is {captive}! Nobody has seen {captive} since the trip to {goal}.",
    "Please, {hero}, bring {captive} home from {goal}. We are all so worried.",
    "{captive} is trapped in {goal}. You are our only hope, {hero}.",
    "There is no time to lose, {hero}: {captive} is held in {goal}.",
]
FIND_GIVER = [
    "The {thing} is somewhere in {goal}, {hero}. Bring it to light.",
    "{hero}! Folk say the {thing} lies hidden in {goal}.",
    "Without the {thing}, {start} will never be the same. Look in {goal}.",
    "An old map marks {goal}. That is where the {thing} must be.",
]
DEFEAT_GIVER = [
    "{Boss} grows stronger in {goal} every day, {hero}. Stop it!",
    "Nobody in {start} sleeps while {boss} rules {goal}. Go, {hero}.",
    "{hero}, take heart. {boss} waits in {goal}, and only you can face it.",
    "The road to {goal} leads to {boss}. End this, {hero}.",
]
ESCORT_GIVER = [
    "{escortee} wandered off to {place}! Please bring them home to {goal}, {hero}.",
    "{hero}, have you seen {escortee}? Last seen near {place}. Home is in {goal}.",
    "Oh, {hero}! {escortee} is lost somewhere in {place}. Take them safely to {goal}.",
]
CAPTIVE_HELP = [
    "{hero}! Help! {boss} will not let me go!",
    "You came for me, {hero}? Watch out, {boss} is near!",
    "Quick, {hero}, {boss} is guarding me. Beat it and we can leave {goal}!",
    "I knew someone would come. But first, {boss} must fall.",
]
CAPTIVE_FREED = [
    "You beat {boss}! Thank you, {hero}. Let us go home to {start}.",
    "{Boss} is gone! I am free, {hero}, free!",
    "I can hardly believe it, {hero}. {goal} is safe again.",
    "What a fight! Take me back to {start}, {hero}.",
]
CAPTIVE_FOUND = [
    "{hero}! You found me in {goal}! Let us go home.",
    "At last, {hero}! I was so alone in {goal}.",
    "You opened the way, {hero}! I can go home to {start} now.",
]
CAPTIVE_AFTER = [
    "Thank you again, {hero}. I will never forget it.",
    "{start} will sing about you, {hero}.",
    "Home at last. You are a true friend, {hero}.",
]
CHEST_GUARDED = [
    "The chest will not open while {boss} prowls around {goal}.",
    "{Boss} keeps watch over this chest. Not yet...",
    "A heavy chest. {boss} snarls nearby: beat it first.",
]
TREASURE = [
    "There it is: the {thing}! {hero} lifts it into the light.",
    "{hero} opens the chest. The {thing}, at last!",
    "Inside lies the {thing}. The search in {goal} is over.",
    "The {thing}! It was here in {goal} all along.",
]
DELIVER_GIVER = [
    "Here, {hero}: {a_thing} for {receiver} in {goal}. Do not drop it!",
    "{hero}, please take this {thing} to {receiver}. It has to reach {goal} today.",
    "This {thing} is for {receiver}. {goal} is not far, {hero}.",
    "Could you carry {a_thing} to {receiver} in {goal}? Thank you, {hero}!",
]
RECEIVER_WAITS = [
    "Is nobody bringing my {thing}? I have waited all day here in {goal}.",
    "Hello, {hero}. I am expecting {a_thing} from {start}.",
    "{giver} promised me {a_thing}. Have you seen it?",
]
RECEIVER_GETS = [
    "My {thing}! You brought it all the way to {goal}, {hero}!",
    "For me? Oh, {hero}, the {thing} is perfect.",
    "{a_thing} from {giver}! Thank you, {hero}, you are a star.",
]
RECEIVER_AFTER = [
    "Thank you again, {hero}. Come back to {goal} soon.",
    "I will tell everyone in {goal} about you, {hero}.",
    "What a day, {hero}. Rest well tonight.",
]
KEEPER_WAITS = [
    "Nobody passes into {goal} without business there.",
    "The way to {goal} is closed. What brings you, {hero}?",
    "Halt! Only those with a reason may enter {goal}.",
]
KEEPER_LETS = [
    "A delivery for {receiver}? Then go ahead, {hero}.",
    "Ah, {a_thing} for {goal}. The way is open.",
    "That is a good reason. Pass, {hero}.",
]
KEEPER_GIVES = [
    "Take this {key}, {hero}. It opens the way to {goal}.",
    "You look brave enough. Here is the {key} to {goal}.",
    "I kept this {key} safe for years. Use it well, {hero}.",
]
KEEPER_DONE = [
    "The way to {goal} is yours, {hero}.",
    "Go on, {hero}. {goal} is that way.",
    "Safe travels to {goal}.",
]
LOCKED = [
    "Locked tight. The way to {place} needs a key.",
    "A heavy gate bars the way to {place}. There must be a key.",
    "The way to {place} is shut. Find the key first.",
]
UNLOCK = [
    "The key turns. The way to {place} is open!",
    "Click! The gate to {place} swings open.",
    "With a creak, the way to {place} opens.",
]
GUARDED = [
    "{guard} blocks the way to {place}. Beat it to pass.",
    "The gate to {place} stays shut while {guard} stands guard.",
    "{guard} growls. Nobody gets into {place} past it.",
]
KEPT = [
    "The way to {place} is closed. {keeper} decides who passes.",
    "A gate to {place}. {keeper} holds the key.",
]
KEY_CHEST = [
    "A chest in {place}! Inside is the {key}.",
    "{hero} finds the {key} in an old chest.",
    "Under dust and cobwebs in {place}: the {key}!",
]
EMPTY_CHEST = [
    "An old chest in {place}. A warm drink inside: {hero} feels better.",
    "Just old coins and a snack. {hero} rests a moment in {place}.",
    "The chest holds a healing herb. {hero} feels fresh again.",
]
GIFT = [
    "{A_gift}! {hero} tucks the {gift} away and feels better.",
    "Inside the chest in {place}: {a_gift}. Lucky!",
    "{hero} finds {a_gift} and smiles.",
]
HEAL = [
    "Rest here a while, {hero}. {place} is not safe.",
    "Let me tend your wounds, {hero}. There.",
    "You look tired, {hero}. Sit, eat, then go on.",
    "A little rest, and you are ready for {goal}, {hero}.",
]
FRIEND = [
    "I am {name}. They say {goal} is where it all happens.",
    "{name} here. Nice day in {place}, {hero}.",
    "Hello, {hero}! Mind the road to {goal}.",
    "{name} is my name. I have lived in {place} all my life.",
    "Have you heard? Everyone talks about {goal} these days.",
]
LEAD_ASKS = [
    "You will take me home to {goal}? Thank you, {hero}! I will follow you.",
    "{hero}! Can we go to {goal} together? I will stay close.",
    "I am scared, {hero}. Lead the way to {goal}, I am right behind you.",
]
LEAD_WALKS = [
    "Still with you, {hero}. {place} is a bit spooky.",
    "Are we nearly there? {place} is so big!",
    "I am right behind you, {hero}. Keep going!",
]
LEAD_HOME = [
    "Home! We made it to {goal}, {hero}!",
    "{goal} at last! Thank you for bringing me, {hero}.",
    "I am home safe. You are the best, {hero}!",
]
COLLECT_ASKS = [
    "I need {count} {things}, {hero}. Look in the chests out there!",
    "{hero}, can you find {count} {things}? They are tucked away in chests.",
    "Bring me {count} {things}, {hero}, and I will be so happy.",
]
COLLECT_MORE = [
    "Not all {count} {things} yet. Keep looking, {hero}!",
    "Still some {things} to find, {hero}.",
    "{count} {things}, remember? Check every chest.",
]
COLLECT_DONE = [
    "All {count} {things}! You did it, {hero}!",
    "{count} {things}, every single one. Thank you, {hero}!",
    "Wonderful! With these {things}, {start} is saved.",
]
COLLECT_FOUND = [
    "{A_thing}! One more for {receiver}.",
    "{hero} finds {a_thing} in {place}.",
    "Tucked in the chest: {a_thing}!",
]
WAY_OUT = [
    "Fresh air at last! {hero} is free.",
    "The way out! {hero} leaves {start} far behind.",
    "{hero} steps out into the open. Free!",
]
CASE_GIVEN = [
    "{hero}, someone took the {thing}! Talk to everyone and look for clues.",
    "The {thing} is gone. Three folk were near it. Find the clues, {hero}.",
    "Please, {hero}, find out who took the {thing}. Search well.",
]
CASE_MORE = [
    "Any clues yet, {hero}? Look around and ask around.",
    "Keep searching, {hero}. The thief left a trace somewhere.",
    "Not enough clues yet, {hero}. Come back when you know more.",
]
CASE_ASK = [
    "You found the clues, {hero}. So who took the {thing}?",
    "Well, {hero}? Who do you say took the {thing}?",
    "Name the thief, {hero}. Who was it?",
]
CASE_CLOSED = [
    "Case closed, {hero}. The {thing} is back where it belongs.",
    "{start} owes you one, {hero}.",
]
ACCUSE_RIGHT = [
    "{name}! Yes, {trait} gave it away. The {thing} is found!",
    "It was {name} all along. Well done, {hero}!",
    "{name} confesses and hands back the {thing}.",
]
ACCUSE_WRONG = [
    "{name}? No, that does not fit the clues. Think again.",
    "Not {name}. Look at the clues once more, {hero}.",
    "{name} has nothing to do with it. Try again.",
]
SUSPECT_ALIBI = [
    "I am {name}. I was in {place} all day, ask anyone.",
    "The {thing}? I never touched it. I was busy here in {place}.",
    "{name} is my name, and my hands are clean.",
    "Me? I only just came back to {place}.",
]
SUSPECT_GUILTY = [
    "Me? I was... around {place}. Why do you ask, {hero}?",
    "The {thing}? Never heard of it. Now go away.",
    "I am {name}, and I have nothing to say.",
]
CLUE_TRACE = [
    "A clue! Here lies {trait}.",
    "{hero} finds {trait} on the ground.",
    "Look: {trait}. Whoever took the {thing} left it.",
]
CLUE_PLACE = [
    "Tracks lead away from here toward {place}.",
    "A note: meet me in {place}. It is not signed.",
    "Someone ran this way, toward {place}.",
]
WITNESS = [
    "I saw someone sneak off to {place} with {trait} on them.",
    "Last night, someone went by toward {place}. I noticed {trait}.",
    "I remember {trait}, and footsteps toward {place}.",
]
TAUNT = [
    "So you came all the way to {goal}, {hero}. It ends here!",
    "No one leaves {goal}. Turn back, {hero}, or fall!",
    "You are brave, {hero}. Bravery will not save you.",
    "{start} sent a little hero? How sweet. Come, {hero}!",
]
ENDING = [
    "The land grows quiet. {hero} looks back at {goal} once, then heads for home.",
    "Word spreads from {goal} to {start}: {hero} has done it.",
    "Peace settles over {goal}. {hero} smiles at last.",
    "Back in {start}, everyone wants to hear it twice. {hero} tells it gladly.",
]
QUEST_NAMES = {
    "rescue": ["Save {captive}", "Bring {captive} Home", "The Rescue"],
    "find": ["Find the {thing}", "The Lost {thing}", "Seek the {thing}"],
    "defeat": ["Defeat {boss}", "Stop {boss}", "End the Threat"],
    "deliver": ["Deliver the {thing}", "A Delivery", "Bring the {thing}"],
    "escort": ["Take {escortee} Home", "The Way Home", "Lead {escortee}"],
    "collect": ["Gather the {things}", "The {thing} Hunt", "Every {thing}"],
    "escape": ["Break Free", "The Way Out", "Escape"],
    "investigate": ["Solve the Case", "Who Took It?", "The Mystery"],
}
WIN = {
    "rescue": ["{captive} is safe, thanks to {hero}!", "{hero} and {captive} walk home to {start}."],
    "find": ["{hero} found the {thing}!", "The {thing} shines again, thanks to {hero}."],
    "defeat": ["{boss} is no more. Well done, {hero}!", "Peace returns to {start}. {hero} won!"],
    "deliver": ["{receiver} has the {thing}. Well done, {hero}!", "Delivered! {hero} heads home to {start}."],
    "escort": ["{escortee} is home. Thank you, {hero}!", "{hero} brought {escortee} safely to {goal}."],
    "collect": ["{count} {things} for {receiver}! {hero} did it!", "Every {thing} found. Well done, {hero}!"],
    "escape": ["{hero} is free at last!", "{hero} escaped! Nothing can hold {hero} now."],
    "investigate": ["Case closed! {hero} found the thief.", "The {thing} is back, thanks to {hero}."],
}
ITEM_TEXT = ["{thing}, found by {hero}.", "{thing} from {start}.", "{thing}: keep it safe, {hero}."]

# what gives someone away, by what they are
TRAITS = {
    "chef": "a dusting of flour",
    "sailor": "a smell of tar and salt",
    "pirate": "a smell of tar and salt",
    "farmer": "muddy boot prints",
    "merchant": "a dropped price tag",
    "monk": "a prayer bead",
    "doctor": "a whiff of medicine",
    "teacher": "a stub of chalk",
    "elder": "the marks of a walking stick",
    "old woman": "a tangle of knitting wool",
    "woman": "a silk ribbon",
    "maiden": "a silk ribbon",
    "man": "a large boot print",
    "cat": "cat hairs",
    "dog": "a chewed bone",
    "fox": "tufts of red fur",
    "knight": "a scrap of chain mail",
    "soldier": "a scrap of chain mail",
    "wizard": "glittering spell dust",
    "witch": "a twig from a broom",
    "ghost": "an icy cold draught",
    "vampire": "a thread of black cape",
    "robot": "a drop of machine oil",
    "alien": "a smear of green goo",
    "outlaw": "a torn black mask",
    "king": "a gold thread",
    "queen": "a gold thread",
    "princess": "a gold thread",
    "child": "tiny muddy footprints",
    "boy": "tiny muddy footprints",
    "girl": "tiny muddy footprints",
    "musician": "a broken lute string",
    "mermaid": "wet fish scales",
    "goblin": "green claw marks",
}


def trait(culprit: dict, suspects: list[dict]) -> str:
    """What gives the culprit away, and nobody else: their kind's trace, else their initial."""
    mine = TRAITS.get(culprit.get("concept", ""))
    others = {TRAITS.get(s.get("concept", "")) for s in suspects if s is not culprit}
    if mine and mine not in others:
        return mine
    initial = culprit.get("name", "?").split()[-1][:1].upper()
    if sum(s.get("name", "").split()[-1][:1].upper() == initial for s in suspects) == 1:
        return f"a glove stitched with the letter {initial}"
    return f"a scarf just like {culprit.get('name', 'theirs')}'s"
