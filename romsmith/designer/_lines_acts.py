"""What people say in the games of the other goals (`_acts`): protect, tame, catch, fix, make, win
a contest, reach. Slots as in `_lines`, and: wild and runner (the creature to tame or catch),
made and a_made (what is made), taste (what a judge likes)."""

from __future__ import annotations

PROTECT_GIVER = [
    "{hero}, they are coming for {start}! We need {a_thing} from {goal} to hold them off.",
    "Trouble, {hero}: the foes will reach {start} soon. Fetch {the_thing} from {goal}, quick!",
    "We cannot hold {start} as we are, {hero}. Bring back {the_thing} from {goal}.",
    "Listen, {hero}. There is {a_thing} in {goal}. With it, {start} stands a chance.",
]
GO_ON = [
    "{The_thing} is in {goal}, {hero}. Hurry back!",
    "Still here, {hero}? {start} will not hold long without {the_thing}.",
    "Go to {goal}, {hero}, and come straight back.",
]
DEFENCE_FOUND = [
    "{The_thing}! Now back to {start}, fast.",
    "Here it is: {the_thing}. {start} needs it now.",
    "{hero} grabs {the_thing}. No time to lose!",
]
DEFENCE_READY = [
    "You made it, {hero}! Here they come. Hold {start}!",
    "Just in time, {hero}. Listen: they are at the gate. Stand firm!",
    "{The_thing}, at last! Get ready, {hero}. They are here!",
]
DEFENCE_DONE = ["You made it, {hero}! With {the_thing}, {start} is safe.", "Thank you, {hero}. {start} will hold now."]
HOLD_ON = [
    "Hold on, {hero}! Beat them all!",
    "More are coming, {hero}. Stay strong!",
    "Do not let them through, {hero}!",
]
DEFENDED = [
    "You did it, {hero}. {start} is safe again.",
    "They are gone! {start} will never forget you, {hero}.",
    "Quiet at last. Thank you, {hero}.",
]
TAME_GIVER = [
    "{wild} has been running wild near {goal}, {hero}. Nobody can get close.",
    "{hero}, they say {wild} roams {goal}. Be gentle, and bring {things}.",
    "If anyone can calm {wild}, it is you, {hero}. Try {things}.",
]
WILD_SHY = [
    "{wild} snorts and backs away. Not yet.",
    "{wild} watches {hero} from a distance, wary.",
    "{wild} stamps and turns away. Something tasty might help.",
]
WILD_EATS = [
    "{wild} sniffs the {things}, then eats every bite. Friends at last!",
    "Slowly, {wild} comes closer and takes the {things}. Tamed!",
    "{wild} nuzzles {hero}. The {things} did it.",
]
WILD_TAME = ["{wild} follows {hero} everywhere now.", "{wild} is calm and happy.", "{wild} nudges {hero} gently."]
CATCH_GIVER = [
    "{runner} got away again, {hero}! Last seen near {goal}.",
    "Quick, {hero}! {runner} is running off toward {goal}.",
    "{hero}, catch {runner} before it is too late!",
]
RUNS_ON = [
    "Almost! {runner} slips away toward {place}.",
    "{runner} dashes off to {place}!",
    "Too slow! {runner} is off to {place}.",
]
CAUGHT = [
    "Got you! {runner} is caught at last, here in {place}.",
    "Cornered in {place}! {hero} catches {runner}.",
    "No more running, {runner}! Caught in {place}.",
]
RUNAWAYS_ASK = [
    "They all ran off, {hero}! Catch all {count} and bring them back.",
    "{hero}, please round up all {count}. They are scattered everywhere!",
]
RUNAWAYS_MORE = ["Not all {count} yet, {hero}.", "Some are still loose out there, {hero}."]
RUNAWAYS_BACK = ["All {count}! You caught every one, {hero}!", "Back home, all of them. Thank you, {hero}!"]
RUNAWAYS_HOME = ["Safe and sound. Thank you, {hero}.", "Not one is missing. Well done, {hero}."]
RUNAWAY_CAUGHT = ["Got one in {place}!", "Caught in {place}! Into the basket.", "{hero} scoops one up in {place}."]
RUNAWAY_HELD = ["This one is caught already.", "Already safe in the basket."]
FIX_GIVER = [
    "It is broken, {hero}, and {receiver} in {goal} can mend it with the right parts.",
    "{hero}, {receiver} in {goal} needs every missing part to fix it.",
    "Nothing works since it broke. Find the parts for {receiver} in {goal}, {hero}.",
]
FIX_ASKS = [
    "I can mend it, {hero}, but {count} parts are missing. Find them all!",
    "Bring me every part, {hero}. {count} in all.",
]
FIX_MORE = ["Still some parts missing, {hero}.", "Not all {count} parts yet, {hero}."]
FIX_DONE = [
    "Every part! A bolt here, a twist there... it works!",
    "That is all of them, {hero}. Good as new!",
    "With these, it runs again. Thank you, {hero}!",
]
MAKE_GIVER = [
    "{receiver} in {goal} is waiting for {a_thing}, {hero}. Gather what it takes!",
    "{hero}, only you can make {the_thing} for {receiver}. Find everything it needs.",
    "The workbench in {start} is ready, {hero}. Gather what {the_thing} needs.",
]
WORKBENCH_WAITS = ["The workbench. Nothing to make {made} with yet.", "Not everything is here yet for the {made}."]
MADE = [
    "Everything is here. {hero} gets to work... {a_made}, done!",
    "A little of this, a little of that: {a_made}!",
    "{hero} works all afternoon. {A_made} is ready!",
]
MADE_WANTED = ["Is the {made} ready yet, {hero}?", "I can hardly wait for the {made}, {hero}!"]
MADE_GIVEN = [
    "The {made}! It is wonderful, {hero}!",
    "You made this, {hero}? The {made} is perfect!",
    "This {made} is wonderful! Thank you, {hero}!",
]
MADE_AFTER = ["I still think about that {made}, {hero}.", "Everyone loved the {made}, {hero}!"]
TASTES = ("bold", "gentle", "quick", "graceful", "funny", "daring")
JUDGE_ASKS = [
    "I am {name}, a judge. I like it {taste}. Show me your best: which will it be?",
    "{name} here. In {place} we like a {taste} show. What do you choose?",
    "Impress me, {hero}. Something {taste}, perhaps? Pick one.",
]
JUDGE_PLEASED = [
    "{taste}! Just right. A ribbon for you, {hero}.",
    "Marvellous! {name} hands {hero} a ribbon.",
    "That is what I like. Here is a ribbon.",
]
JUDGE_NOT = ["Hmm, {taste}? Not for me. Try again.", "No, no. Think about what I like.", "{taste}? Not today."]
JUDGE_DONE = ["You have my ribbon, {hero}. Good luck!", "{name} smiles and waves {hero} on."]
HOST_WAITS = [
    "Welcome to {goal}, {hero}! Three ribbons from the judges, and the prize is yours.",
    "Every judge must give you a ribbon first, {hero}. Come back with all three.",
]
HOST_PRIZE = [
    "Three ribbons! The first prize goes to {hero}!",
    "All three judges agree: {hero} wins!",
    "A winner! Take a bow, {hero}!",
]
HOST_AFTER = ["What a show, {hero}!", "They will talk about you for years, {hero}."]
REACH_GIVER = [
    "{goal} is far, {hero}, and the way is shut in places. Get there!",
    "Nobody has reached {goal} in years, {hero}. Will you try?",
    "The road to {goal} is long. Every gate on it must open, {hero}.",
]
ARRIVED = [
    "{goal}! {hero} made it all the way.",
    "The end of the road: {goal}. {hero} is here at last.",
    "{hero} stands at the far end of {goal}. Done!",
]
