"""The designer's vocabulary: which words suggest which theme, role, item; names and phrases."""

from __future__ import annotations

THEME_WORDS = {
    "castle": "castle palace fortress keep tower throne king queen prince princess royal knight kingdom haunted ghost dungeon crown",
    "forest": "forest wood woods tree trees jungle grove elf elves fairy wolf bear mushroom leaf swamp frog pond",
    "cave": "cave caves cavern mine mines underground tunnel crystal dragon goblin bat dwarf lair pit dark",
    "desert": "desert sand sands dune dunes pyramid oasis cactus scorpion sun egypt mummy tomb",
    "snow": "snow ice icy winter frozen frost yeti cold mountain penguin glacier blizzard",
    "village_interior": "house home inn tavern shop bakery library school room kitchen",
    "grassland": "field fields meadow farm village plains hill hills garden grass valley",
}
DEFAULT_THEMES = ("grassland", "forest", "cave", "castle")

NAME_START = ["Al", "Bri", "Ca", "Da", "E", "Fen", "Ga", "Ha", "I", "Jo", "Ka", "Lu", "Mi", "No", "O",
              "Pe", "Ro", "Sa", "Te", "U", "Va", "Wi", "Ys", "Zo"]
NAME_END = ["ra", "ric", "na", "dor", "lin", "mo", "th", "wen", "ro", "bel", "sa", "ko", "nie", "rin", "ta"]

ROLE_DEFAULT_CONCEPT = {"player": "hero", "npc": "villager", "enemy": "monster", "boss": "monster"}
TITLES = {"king": "King", "queen": "Queen", "princess": "Princess", "prince": "Prince", "wizard": "Wizard",
          "witch": "Witch", "elder": "Elder", "old": "Old", "knight": "Sir", "monk": "Brother"}
NPC_WORDS = set("princess prince king queen wizard witch elder old man woman girl boy child merchant "
                "farmer monk priest sage guard villager friend mother father sister brother grandma "
                "grandpa fairy elf dwarf cat dog".split())
BOSS_WORDS = set("dragon demon lord witch sorcerer king giant yeti mummy troll ogre beast vampire".split())
ENEMY_WORDS = set("ghost ghosts skeleton skeletons slime slimes bat bats goblin goblins zombie zombies "
                  "spider spiders wolf wolves snake snakes scorpion rat rats orc orcs monster monsters "
                  "bandit bandits pirate pirates robot robots".split())
RESCUE_WORDS = set("rescue rescues save saves free frees".split())
FIND_WORDS = set("find finds seek seeks search searches recover recovers fetch hunt hunts".split())
ITEM_WORDS = {"key": "Old Key", "crown": "Crown", "sword": "Sword", "gem": "Gem", "amulet": "Amulet",
              "ring": "Ring", "map": "Map", "lamp": "Lamp", "fly": "Golden Fly", "egg": "Egg",
              "flower": "Flower", "book": "Book", "potion": "Potion", "star": "Star", "orb": "Orb",
              "feather": "Feather", "shell": "Shell", "bell": "Bell", "coin": "Coin", "pearl": "Pearl",
              "scroll": "Scroll", "crystal": "Crystal", "treasure": "Treasure", "heart": "Heart"}
THEME_ITEMS = {"castle": ["key", "crown", "ring"], "forest": ["feather", "flower", "amulet"],
               "cave": ["lamp", "crystal", "gem"], "desert": ["scroll", "orb", "coin"],
               "snow": ["bell", "star", "pearl"], "grassland": ["key", "map", "bell"],
               "village_interior": ["book", "key", "ring"]}
PLACE_NAMES = {
    "castle": ["Grey Keep", "Old Castle", "High Hall", "Ruined Keep", "King's Hall"],
    "forest": ["Deep Woods", "Mossy Wood", "Elder Grove", "Dark Forest", "Fern Wood"],
    "cave": ["Echo Cave", "Deep Mine", "Crystal Cave", "Dark Hollow", "Bat Cavern"],
    "desert": ["Red Dunes", "Dry Oasis", "Sun Sands", "Old Tomb", "Dust Flats"],
    "snow": ["Frost Peak", "Ice Field", "White Pass", "Cold Hollow", "Snow Vale"],
    "grassland": ["Green Vale", "Elm Village", "Windy Hill", "Sunny Field", "Oak Meadow"],
    "village_interior": ["Cosy House", "Old Inn", "Warm Cabin", "Shop", "Library"],
}
GOAL_VERBS = {"rescue": "Rescue", "save": "Save", "free": "Free", "find": "Find", "seek": "Find",
              "recover": "Recover", "fetch": "Fetch", "hunt": "Find", "search": "Find"}
STOP = set("a an the of from to in on at and or with into for by is are be its his her their our "
           "your who that this these those through across over under".split())

# Words that suggest a kind of foe without naming one.
ASSOCIATED_FOES = {"haunted": "ghost", "spooky": "ghost", "cursed": "skeleton", "graveyard": "skeleton",
                   "tomb": "skeleton", "crypt": "skeleton", "pirate": "bandit", "thieves": "bandit",
                   "swamp": "slime", "night": "bat", "vampire": "bat", "dark": "bat", "evil": "orc"}
THEME_FOES = {"castle": ["skeleton", "ghost", "bat"], "forest": ["slime", "orc", "bat"], "cave": ["bat", "orc", "slime"],
              "desert": ["skeleton", "orc"], "snow": ["ghost", "slime"], "grassland": ["slime", "bandit"],
              "village_interior": ["bat", "slime"]}
THEME_GUARDS = {"castle": ["skeleton", "soldier"], "forest": ["orc", "bandit"], "cave": ["orc", "skeleton"],
               "desert": ["skeleton", "bandit"], "snow": ["orc", "ghost"], "grassland": ["bandit", "orc"],
               "village_interior": ["bandit"]}
THEME_BOSSES = {"castle": ["lich", "phantom", "warlock"], "forest": ["witch", "troll"], "cave": ["troll", "ogre"],
                "desert": ["lich", "brute"], "snow": ["wraith", "ogre"], "grassland": ["ogre", "warlock"],
                "village_interior": ["warlock"]}

# A few common words of other languages, so non-English ideas still steer the game.
TRANSLATE = {"ritter": "knight", "prinzessin": "princess", "drache": "dragon", "konig": "king", "hexe": "witch",
             "burg": "castle", "schloss": "castle", "wald": "forest", "hohle": "cave", "frosch": "frog", "schatz": "treasure",
             "chevalier": "knight", "princesse": "princess", "roi": "king", "sorciere": "witch", "chateau": "castle",
             "foret": "forest", "grotte": "cave", "grenouille": "frog", "tresor": "treasure", "fantome": "ghost",
             "caballero": "knight", "princesa": "princess", "rey": "king", "bruja": "witch", "castillo": "castle",
             "bosque": "forest", "cueva": "cave", "rana": "frog", "tesoro": "treasure", "fantasma": "ghost",
             "cavaliere": "knight", "principessa": "princess", "drago": "dragon", "strega": "witch", "castello": "castle",
             "rettet": "rescues", "sauve": "rescues", "rescata": "rescues", "salva": "rescues", "sucht": "seeks",
             "cherche": "seeks", "busca": "seeks", "schnee": "snow", "neige": "snow", "nieve": "snow", "wuste": "desert",
             "desierto": "desert", "desert": "desert"}
# Words of scripts that fold to nothing in ASCII (Japanese, Chinese), longest first when replaced.
SCRIPT_WORDS = {"ドラゴン": "dragon", "竜": "dragon", "龍": "dragon", "王女": "princess", "姫": "princess", "騎士": "knight",
                "勇者": "hero", "城": "castle", "森": "forest", "洞窟": "cave", "洞": "cave", "雪": "snow", "氷": "ice",
                "砂漠": "desert", "宝": "treasure", "魔女": "witch", "魔法使い": "wizard", "幽霊": "ghost", "お化け": "ghost",
                "救": "rescues", "探": "seeks", "王": "king", "海賊": "pirates", "猫": "cat", "犬": "dog", "村": "village",
                "骸骨": "skeleton", "スライム": "slime", "蛙": "frog", "カエル": "frog", "鍵": "key", "剣": "sword"}
# Creatures the pack has no sprite for, and the listed alias closest in spirit.
NEAR_CONCEPT = {"dragon": "monster", "demon": "monster", "giant": "troll", "beast": "brute", "frog": "hero",
                "cat": "hero", "dog": "hero", "mouse": "hero", "robot": "fighter", "pirate": "bandit", "ninja": "thief",
                "lich": "lich", "phantom": "phantom", "yeti": "troll", "mummy": "undead", "zombie": "zombie"}
