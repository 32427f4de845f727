"""What people say. A line is a list of whole variants, or (for what nearly every game says: the
giver again, locks, keys, chests, rests, friends, taunts, endings) a tuple of parts, one variant
of each part said in turn, so two games rarely say the same thing even with their own names
taken out. Every line names something of its own game (a person, a place, a thing); the seed
picks the variant. Slots: `_tales.Tale._slots` (hero, giver, goal, thing, a_thing, the_thing,
things, key, pronouns such as captive_them...) and what each call adds (place, name, key...)."""

from __future__ import annotations

GIVER_AGAIN = (
    ["Go on, {hero}.", "Still here, {hero}?", "Off you go, {hero}.", "Hurry, {hero}.", "Well, {hero}?", "{hero}!"],
    [
        "{goal} is waiting.",
        "The road to {goal} is long.",
        "We are counting on you.",
        "Every hour counts.",
        "I can only wait here in {start}.",
        "Mind the way to {goal}.",
        "You know what to do.",
    ],
    ["", "Good luck!", "Be careful out there.", "I believe in you.", "Come back safe.", "Do not give up."],
    ["", "Take some bread for the road.", "The gates will not open themselves.", "Ask the folk you meet."],
)
KEY_HINT = (
    ["They say", "An old tale says", "The traders swear", "I heard", "Rumour has it", "My grandmother said"],
    [
        "a key lies in a chest in {place}.",
        "the key is hidden somewhere in {place}.",
        "somebody left a key in {place}.",
        "a chest in {place} holds what you need.",
        "the first key is kept in {place}.",
    ],
    ["", "Start there.", "It is a place to begin.", "Go and see."],
)
KEEPER_HINT = (
    ["{keeper} in {place} holds the key.", "Ask {keeper} in {place}.", "Find {keeper}, who lives in {place}."],
    ["", "Be polite.", "{keeper} can be hard to please.", "Say I sent you.", "Bring patience."],
)
LOCKED = (
    [
        "Locked tight.",
        "A heavy gate bars the way to {place}.",
        "The way to {place} is shut.",
        "Bars of old iron block the path.",
        "It will not budge.",
        "A gate, bolted fast.",
        "Thick bars, a rusty lock.",
    ],
    [
        "It needs the {key}.",
        "There must be a key: the {key}.",
        "Only the {key} fits this lock.",
        "Find the {key} first.",
        "The lock wants the {key}.",
        "Without the {key}, there is no way through.",
    ],
    ["", "{hero} steps back.", "Not yet.", "Someone nearby may know more.", "{hero} sighs."],
)
UNLOCK = (
    [
        "The {key} turns.",
        "Click!",
        "With a creak, the lock gives.",
        "The {key} fits at last.",
        "Clunk!",
        "A good turn of the {key}.",
    ],
    [
        "The way to {place} is open!",
        "The gate to {place} swings open.",
        "{place} lies ahead.",
        "On to {place}!",
        "The bars slide aside.",
        "The path to {place} is clear.",
    ],
    ["", "{hero} goes on.", "Onward!", "One gate fewer.", "{hero} grins."],
)
GUARDED = (
    ["{guard} blocks the way to {place}.", "{guard} stands at the gate to {place}.", "{guard} growls at the gate."],
    ["Beat it to pass.", "Nobody gets by while it stands.", "The gate stays shut until it falls."],
    ["", "Ready, {hero}?", "Steady now."],
)
KEPT = [
    "The way to {place} is closed. {keeper} decides who passes.",
    "A gate to {place}. {keeper} holds the key.",
    "Only {keeper} can open the way to {place}.",
]
KEY_CHEST = (
    [
        "A chest in {place}!",
        "Under dust and cobwebs in {place}:",
        "Tucked in an old chest:",
        "Lucky find!",
        "The lid lifts:",
    ],
    [
        "inside is the {key}.",
        "the {key} is here.",
        "{hero} takes the {key}.",
        "the {key} at last.",
        "the {key}, wrapped in cloth.",
    ],
    ["", "Now for the gate.", "Back to the lock!", "It is heavier than it looks."],
)
EMPTY_CHEST = (
    ["An old chest in {place}.", "A dusty chest.", "A chest under a tree.", "A chest by the road.", "A small chest."],
    [
        "A warm drink inside:",
        "Old coins and a snack:",
        "A healing herb:",
        "A little bread and honey:",
        "A flask of tea:",
    ],
    [
        "{hero} feels better.",
        "{hero} rests a moment in {place}.",
        "{hero} feels fresh again.",
        "{hero} is ready to go on.",
    ],
)
GIFT = (
    ["Inside the chest in {place}:", "{hero} opens the chest.", "A small chest.", "Hidden in {place}:"],
    ["{a_gift}.", "{a_gift}, lucky!", "{a_gift} for the road.", "{a_gift}, still like new."],
    ["{hero} feels better.", "{hero} smiles.", "Worth the detour.", "What a find."],
)
FAVOUR_SHUT = (
    [
        "A chest in {place}, shut tight.",
        "An old chest.",
        "A chest with a stiff lid.",
        "A locked chest.",
        "A chest, rusted shut.",
        "A heavy chest sits here.",
        "A chest bound with rope.",
        "A dusty chest.",
    ],
    [
        "Whose could it be?",
        "It will not open for a stranger.",
        "Someone must know about it.",
        "Not yours, {hero}.",
        "It is waiting for someone.",
        "The lid will not budge.",
        "A name is carved on it.",
    ],
    ["", "Better ask around.", "{hero} leaves it be.", "Maybe later."],
)
FAVOUR_FOUND = (
    [
        "A chest in {place}.",
        "Here, in {place}:",
        "{hero} lifts the lid.",
        "The chest opens at last.",
        "Creak! The old lid gives.",
        "Tucked away in {place}:",
    ],
    ["{a_wanted}!", "It is {a_wanted}.", "There is {a_wanted} inside.", "Inside: {a_wanted}.", "Look, {a_wanted}."],
    [
        "Just what was asked for.",
        "Someone will be glad of this.",
        "Time to take it back.",
        "Mission half done.",
        "Now, back the way {hero} came.",
        "That is one thing found.",
    ],
)
FAVOUR_ASKS = (
    [
        "I keep the {key}, {hero}.",
        "The {key} to {place}? I have it.",
        "So you want to get into {place}, {hero}?",
        "Ah, a visitor.",
    ],
    ["But first, bring me {a_wanted}.", "Fetch me {a_wanted} and it is yours.", "A trade: {a_wanted} for the key."],
    ["I left it in {far}.", "Look in {far}.", "It should be in {far}, in a chest.", "Try {far}."],
    ["", "The chest there knows my name, {hero}.", "Tell it I sent you, {hero}.", "Off you go, {hero}."],
)
KEEPER_TELLS = (
    [
        "The {key}? I know where it is.",
        "You want into {place}, {hero}?",
        "I hid the {key} long ago.",
        "The key, you say?",
    ],
    [
        "It is in a chest in {far}.",
        "Look in a chest in {far}.",
        "Try the old chest in {far}.",
        "A chest in {far} holds it.",
    ],
    ["Tell it I sent you.", "It opens for those I send.", "Now it will open for you.", "Say my name to it."],
)
FAVOUR_MORE = (
    ["The {wanted}, thank you!", "Ah, that is it.", "Good, {hero}.", "You found it!"],
    ["One more thing: {a_thenwanted}.", "Now I also need {a_thenwanted}.", "But I still need {a_thenwanted}."],
    ["It is in {thenfar}.", "Look in {thenfar}.", "Try {thenfar}.", "Somewhere in {thenfar}."],
)
FAVOUR_AGAIN = (
    [
        "Still waiting for {a_thenwanted}, {hero}.",
        "Any luck, {hero}?",
        "No {thenwanted} yet?",
        "Back already, {hero}?",
        "How goes the search, {hero}?",
        "Did you find it, {hero}?",
        "Oh, it is you again, {hero}.",
        "Empty-handed, {hero}?",
        "Not yet, then?",
        "I am still waiting, {hero}.",
    ],
    [
        "It is in {thenfar}.",
        "Try {thenfar}.",
        "{thenfar}, remember.",
        "Have you tried {thenfar}?",
        "It must be in {thenfar}.",
        "Go and look in {thenfar}.",
        "I am sure it is in {thenfar}.",
        "Someone saw it in {thenfar}.",
    ],
)
FAVOUR_DONE = (
    ["You found it!", "Ah, the {wanted}.", "Thank you, {hero}.", "Just what I needed."],
    ["Here is the {key}.", "The {key} is yours.", "Take the {key}, as promised.", "A deal is a deal: the {key}."],
    ["{place} awaits.", "It opens the way to {place}.", "Good luck in {place}.", "Mind how you go."],
)
KEEPER_GIVES = (
    [
        "Take this {key}, {hero}.",
        "You look brave enough.",
        "I kept this {key} safe for years.",
        "Here, {hero}.",
        "You will need this, {hero}.",
        "I trust you with this {key}.",
    ],
    [
        "It opens the way to {place}.",
        "Use it at the gate to {place}.",
        "The gate to {place} is waiting.",
        "With it, {place} is yours to see.",
    ],
    ["", "Take care.", "Bring it back one day."],
)
KEEPER_DONE = (
    [
        "The way to {place} is yours, {hero}.",
        "Go on, {hero}.",
        "Safe travels, {hero}.",
        "Still here?",
        "Off with you, {hero}.",
        "A deal is a deal, {hero}.",
        "You did well, {hero}.",
        "Well done, {hero}.",
    ],
    [
        "",
        "{place} is that way.",
        "Mind yourself in {place}.",
        "The gate will not wait.",
        "I have work to do.",
        "Keep to the path.",
        "Watch your step out there.",
        "Come back in one piece.",
    ],
    ["", "Good luck.", "Farewell."],
)
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
HEAL = (
    [
        "Rest here a while, {hero}.",
        "Sit down, {hero}.",
        "You look tired, {hero}.",
        "Easy now, {hero}.",
        "Come in, {hero}.",
    ],
    [
        "Let me tend your wounds.",
        "A bowl of soup will help.",
        "I have herbs for those scrapes.",
        "Drink this, it works.",
    ],
    ["{place} is not safe.", "The road to {goal} is long.", "Come back whenever you need.", "Go carefully."],
    ["", "I will keep your tale safe, {hero}.", "Your journey is saved with me, {hero}.", "All better, {hero}."],
)
FRIEND = (
    ["I am {name}.", "{name} here.", "Hello, {hero}!", "Oh! A visitor.", "Good day, {hero}."],
    [
        "I have lived in {place} all my life.",
        "Nice day in {place}.",
        "Everyone talks about {goal} these days.",
        "Mind the road to {goal}.",
        "Not many come through {place}.",
        "The wind is sharp in {place} today.",
    ],
    ["", "Take care.", "Come back soon.", "Safe travels.", "Have you eaten?"],
)
COMPANION = (
    ["Wait for me, {hero}!", "Together, {hero}?", "I am coming too, {hero}."],
    ["We go to {goal} side by side.", "Two of us are better than one.", "I will not let you go alone."],
)
COMPANION_ON = (
    ["Still here, {hero}.", "Right beside you.", "Keep going, {hero}.", "Here I am."],
    ["{place} is no place to be alone.", "We are nearly there.", "I am watching our backs.", "Look at {place}!"],
    ["", "Onward.", "Let us rest a moment."],
)
TAUNT = (
    [
        "So you came all the way to {goal}, {hero}.",
        "{start} sent you, {hero}?",
        "You are brave, {hero}.",
        "Well, well.",
        "At last, {hero}.",
        "I have waited for you, {hero}.",
        "Who let you in here?",
        "A visitor from {start}, how sweet.",
        "So, {hero}, we finally meet.",
        "You took your time, {hero}.",
        "Lost your way, little {hero}?",
        "Is this the best {start} can send?",
    ],
    [
        "It ends here!",
        "Turn back, or fall!",
        "Bravery will not save you.",
        "Come, then!",
        "You will not leave {goal}.",
        "Nobody beats me in {goal}!",
        "Let us see what you can do.",
        "{goal} is mine, and so are you.",
        "This is as far as you go.",
        "I will make this quick.",
        "Your journey stops at my feet.",
        "Run home to {start} while you can.",
    ],
    ["", "Ha!", "My guards will see to you first.", "Prepare yourself.", "Do your worst.", "Enough talk."],
)
ENDING = (
    [
        "The land grows quiet.",
        "Word spreads from {goal} to {start}.",
        "Evening falls over {start}.",
        "At last, calm.",
        "The bells ring in {start}.",
        "A soft wind crosses {goal}.",
        "The dust settles.",
    ],
    [
        "{hero} looks back at {goal} once, then heads home.",
        "{hero} has done it.",
        "{hero} smiles.",
        "{hero} sleeps well tonight.",
        "{hero} takes a long, slow breath.",
        "{hero} walks home under the stars.",
        "Nobody in {start} will forget {hero}.",
    ],
    ["", "Tomorrow is another day.", "The story will be told for years.", "And that is how it ended.", "Rest now."],
)
LEAD_WALKS = (
    ["Still with you, {hero}.", "Are we nearly there?", "I am right behind you, {hero}.", "Wait up!"],
    ["{place} is a bit spooky.", "{place} is so big!", "Keep going!", "I can see the way out of {place}."],
    ["", "My feet hurt.", "Thank you for this."],
)

# ---- the archetypes' own lines ----
RESCUE_GIVER = [
    "{hero}, it is {captive}! Nobody has seen {captive_them} since the trip to {goal}.",
    "Please, {hero}, bring {captive} home from {goal}. We are all so worried.",
    "{captive} is trapped in {goal}. You are our only hope, {hero}.",
    "There is no time to lose, {hero}: {captive} is held in {goal}.",
]
FIND_GIVER = [
    "{The_thing} is somewhere in {goal}, {hero}. Bring it back to me.",
    "{hero}! Folk say {the_thing} lies hidden in {goal}. Will you fetch it?",
    "Without {the_thing}, {start} will never be the same. Look in {goal}, then come back.",
    "An old map marks {goal}. That is where {the_thing} must be. Bring it here, {hero}.",
]
FIND_BACK = [
    "{The_thing}! You found it, {hero}. Thank you!",
    "You brought back {the_thing}! {start} can rest now.",
    "{The_thing}, home in {start} at last. Well done, {hero}.",
]
DEFEAT_GIVER = [
    "{Boss} grows stronger in {goal} every day, {hero}. Stop it!",
    "Nobody in {start} sleeps while {boss} rules {goal}. Go, {hero}.",
    "{hero}, take heart. {Boss} waits in {goal}, and only you can face it.",
    "The road to {goal} leads to {boss}. End this, {hero}.",
]
DEFEAT_BACK = [
    "You beat {boss}? {start} is free! Thank you, {hero}.",
    "It is over! {Boss} will never trouble {start} again. Well done, {hero}.",
    "Everyone in {start} is cheering, {hero}. {Boss} is beaten!",
]
ESCORT_GIVER = [
    "{escortee} wandered off to {place}! Please bring {escortee_them} home to {goal}, {hero}.",
    "{hero}, have you seen {escortee}? Last seen near {place}. Home is in {goal}.",
    "Oh, {hero}! {escortee} is lost somewhere in {place}. Take {escortee_them} safely to {goal}.",
]
CAPTIVE_HELP = [
    "{hero}! Help! {Boss} will not let me go!",
    "You came for me, {hero}? Watch out, {boss} is near!",
    "Quick, {hero}, {boss} is guarding me. Beat it and we can leave {goal}!",
    "I knew someone would come. But first, {boss} must fall.",
]
CAPTIVE_FREED = [
    "You beat {boss}! Thank you, {hero}. Take me home to {start}.",
    "{Boss} is gone! I am free, {hero}. Let us go home to {start}.",
    "I can hardly believe it, {hero}. Lead the way to {start}!",
]
CAPTIVE_FOUND = [
    "{hero}! You found me in {goal}! Let us go home.",
    "At last, {hero}! I was so alone in {goal}.",
    "You opened the way, {hero}! I can go home to {start} now.",
]
CAPTIVE_HOME = [
    "{start}, at last! Thank you for bringing me home, {hero}.",
    "Home! I will never forget this, {hero}.",
    "We made it back to {start}, {hero}!",
]
CAPTIVE_AFTER = [
    "Thank you again, {hero}. I will never forget it.",
    "{start} will sing about you, {hero}.",
    "Home at last. You are a true friend, {hero}.",
]
CHEST_GUARDED = [
    "The chest will not open while {boss} prowls around {goal}.",
    "{Boss} keeps watch over this chest. Not yet...",
    "A heavy chest. {Boss} snarls nearby: beat it first.",
]
TREASURE = [
    "There it is: {the_thing}! {hero} lifts it into the light.",
    "{hero} opens the chest. {The_thing}, at last!",
    "Inside lies {the_thing}. The search in {goal} is over.",
    "{The_thing}! It was here in {goal} all along.",
]
DELIVER_GIVER = [
    "Here, {hero}: {a_thing} for {receiver} in {goal}. Do not drop it!",
    "{hero}, please take {the_thing} to {receiver}. It has to reach {goal} today.",
    "This is for {receiver}. {goal} is not far, {hero}.",
    "Could you carry {a_thing} to {receiver} in {goal}? Thank you, {hero}!",
]
RECEIVER_WAITS = [
    "Is nobody bringing my {thing}? I have waited all day here in {goal}.",
    "Hello, {hero}. I am expecting {a_thing} from {start}.",
    "{giver} promised me {a_thing}. Have you seen it?",
]
RECEIVER_GETS = [
    "My {thing}! You brought it all the way to {goal}, {hero}!",
    "For me? Oh, {hero}, {the_thing} is perfect.",
    "From {giver}! Thank you, {hero}, you are a star.",
]
RECEIVER_AFTER = [
    "Thank you again, {hero}. Come back to {goal} soon.",
    "I will tell everyone in {goal} about you, {hero}.",
    "What a day, {hero}. Rest well tonight.",
    "You have a friend in {goal} now, {hero}.",
    "Drop by any time, {hero}. The kettle is always on.",
]
LEAD_ASKS = [
    "You will take me home to {goal}? Thank you, {hero}! I will follow you.",
    "{hero}! Can we go to {goal} together? I will stay close.",
    "I am scared, {hero}. Lead the way to {goal}, I am right behind you.",
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
    "Not all {count} yet. Keep looking, {hero}!",
    "Still some to find, {hero}.",
    "{count}, remember? Check every chest, {hero}.",
]
COLLECT_DONE = [
    "All {count}! You did it, {hero}!",
    "Every single one. Thank you, {hero}!",
    "Wonderful! With these, {start} is saved.",
]
COLLECT_FOUND = (
    ["{A_found}!", "{hero} finds {a_found} in {place}.", "Tucked in the chest: {a_found}!"],
    ["One more for the list.", "Into the bag it goes.", "Nearly there, {hero}."],
)
WAY_OUT = [
    "Fresh air at last! {hero} is free.",
    "The way out! {hero} leaves {start} far behind.",
    "{hero} steps out into the open. Free!",
]
QUEST_NAMES = {
    "rescue": ["Save {captive}", "Bring {captive} Home", "The Rescue"],
    "find": ["Find the {Thing}", "The Lost {Thing}", "Seek the {Thing}"],
    "defeat": ["Defeat {boss}", "Stop {boss}", "End the Threat"],
    "deliver": ["Deliver the {Thing}", "A Delivery", "Bring the {Thing}"],
    "escort": ["Take {escortee} Home", "The Way Home", "Lead {escortee}"],
    "collect": ["The Gathering", "The {Thing} Hunt", "Every Last One"],
    "escape": ["Break Free", "The Way Out", "Escape"],
    "investigate": ["Solve the Case", "Who Took It?", "The Mystery"],
    "case": ["Solve the Case", "Whodunit", "The Mystery"],
    "choose": ["The Choice", "Who Comes First?", "A Hard Choice"],
    "protect": ["Hold {start}", "Defend {start}", "The Long Watch"],
    "tame": ["Befriend {wild}", "Gentle Hands", "The Wild One"],
    "catch": ["Catch {runner}", "The Chase", "Round Them Up"],
    "fix": ["Mend It", "Every Part", "The Repair"],
    "make": ["Make the {Thing}", "From Scratch", "The Recipe"],
    "win": ["Win the Prize", "Three Ribbons", "The Contest"],
    "reach": ["The Far Side", "Reach {goal}", "The Long Road"],
}
WIN = {
    "rescue": [
        "{captive} is safe at home, thanks to {hero}!",
        "{hero} and {captive} are home in {start}.",
        "{captive} is free, and {start} cheers for {hero}.",
    ],
    "find": [
        "{hero} brought back {the_thing}!",
        "{The_thing} is home, thanks to {hero}.",
        "{The_thing} is found at last. Well done, {hero}!",
    ],
    "defeat": [
        "{Boss} is no more. Well done, {hero}!",
        "Peace returns to {start}. {hero} won!",
        "{Boss} falls, and {start} is free again.",
        "{hero} beat {Boss}! {start} can sleep easy.",
    ],
    "deliver": ["{receiver} has {the_thing}. Well done, {hero}!", "Delivered! {hero} heads home to {start}."],
    "escort": ["{escortee} is home. Thank you, {hero}!", "{hero} brought {escortee} safely to {goal}."],
    "collect": [
        "Everything for {receiver}! {hero} did it!",
        "All found. Well done, {hero}!",
        "Nothing is missing now, thanks to {hero}.",
    ],
    "escape": ["{hero} is free at last!", "{hero} escaped! Nothing can hold {hero} now."],
    "investigate": ["Case closed! {hero} found the thief.", "{The_thing} is back, thanks to {hero}."],
    "case": ["Case closed! {hero} found the one who {deed}.", "The truth is out, thanks to {hero}."],
    "choose": ["{hero} chose well.", "The right choice, {hero}!"],
    "protect": [
        "{start} is safe. {hero} held it!",
        "The foes are gone from {start}, thanks to {hero}.",
        "Not one foe got past {hero}.",
    ],
    "tame": ["{wild} trusts {hero} now!", "{hero} and {wild} are friends."],
    "catch": ["Caught! Well done, {hero}!", "{hero} caught them all!"],
    "fix": ["Mended good as new, thanks to {hero}!", "It works again! Well done, {hero}."],
    "make": ["{receiver} has {the_thing}. Well done, {hero}!", "{The_thing} is a triumph, {hero}!"],
    "win": ["{hero} wins the prize!", "First prize goes to {hero}!"],
    "reach": ["{hero} made it to {goal}!", "{goal} at last! Well done, {hero}."],
}
ITEM_TEXT = (
    ["Found by {hero}.", "From the road to {goal}.", "Keep it safe, {hero}.", "Picked up on the way."],
    ["", "It may come in handy.", "Someone will want it."],
)

# how each kind of speaker opens and closes what they say (one of each, or nothing), so the same
# line sounds like its speaker; the narrator's for chests, locks and signs
VOICES = {
    "sailor": (
        ["Ahoy!", "By the tides!", "Well, shipmate.", "Ha!"],
        ["Fair winds.", "Mind the tide.", "Arr.", "Salt and sun!"],
    ),
    "pirate": (["Arr!", "Ahoy!", "Well, matey."], ["Arr.", "Yo ho.", "Mind the plank."]),
    "monk": (["Peace, friend.", "Blessings.", "Ah, a pilgrim."], ["Go gently.", "Patience.", "May the road be kind."]),
    "soldier": (["Halt!", "At ease.", "Hm, you again."], ["Orders are orders.", "Carry on.", "Stay sharp."]),
    "knight": (["Hail!", "Well met!", "On my honour."], ["Stay brave.", "For the realm!", "Onward."]),
    "farmer": (
        ["Howdy.", "Oh, hello there.", "Well now."],
        ["Mind the crops.", "Back to the fields.", "Long day, this."],
    ),
    "merchant": (
        ["Welcome, welcome!", "A customer?", "Ah, business!"],
        ["No haggling.", "Come back with coin.", "Bless your purse."],
    ),
    "elder": (
        ["Ah, young one.", "Sit, sit.", "Mm, yes."],
        ["In my day, we walked.", "Listen to your elders.", "Now, where was I?"],
    ),
    "old woman": (
        ["Oh, dearie.", "Come here, dear.", "Bless you."],
        ["Eat something first, {hero}.", "Mind your scarf.", "Off you go, dear."],
    ),
    "king": (
        ["Hear me.", "You may speak.", "Ah, our champion."],
        ["The crown thanks you.", "Go with our blessing.", "We have spoken."],
    ),
    "queen": (
        ["Hear me.", "You may speak.", "Ah, our champion."],
        ["The crown thanks you.", "Go with our blessing.", "We have spoken."],
    ),
    "chef": (
        ["Mm, smell that?", "Careful, hot pans!", "Ah, hungry?"],
        ["Back to my pots.", "Do not touch the soup.", "Bon appetit."],
    ),
    "doctor": (
        ["Let me see you.", "Hmm, you look pale.", "Breathe in."],
        ["Rest when you can.", "Doctor's orders.", "Drink water."],
    ),
    "teacher": (
        ["Now then.", "Pay attention.", "A question, {hero}?"],
        ["Class dismissed.", "Remember that.", "Study hard."],
    ),
    "child": (["Hey!", "Wow!", "Guess what?"], ["Bye!", "See you!", "That is so cool."]),
    "wizard": (
        ["By my beard!", "Hmm, magic in the air.", "Ah, curious."],
        ["Mind the sparks.", "Magic is patient.", "Off you go."],
    ),
}
VOICE = (
    ["Oh!", "Ah.", "Hello.", "Hm.", "Well!", "There you are."],
    ["Take care.", "Good luck.", "See you.", "Mind how you go."],
)
NARRATOR = (
    ["Hm.", "Look!", "Well, well.", "Quiet here."],
    ["{hero} nods.", "On you go, {hero}.", "{hero} moves on.", "{hero} looks around."],
)
WIN_CLOSE = [
    "",
    "What a journey!",
    "The end.",
    "Well played!",
    "Thank you for playing.",
    "A tale to tell.",
    "Until next time.",
    "What a day!",
    "Hooray!",
]
