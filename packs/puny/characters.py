"""Who is in the puny pack: every character's look, colours, roles, words and attributes (CC0).

A look is one of
    ("humanoid", head, body, held...)  head/body/held parts from draw_sprites.py and people.py
    ("child", head, body, held...)     the same head on a shorter body, two pixels lower
    ("monster", name)                  hand-drawn frames in draw_sprites.MONSTERS
    ("figure", name)                   hand-drawn frames in beasts.py (16x16) or bosses.py (32x32)

Attributes (documented for pack authors in the manifest model, romsmith.generators.pack):
kind person/animal/monster/machine, age child/adult/old, gender female/male/any,
size small/medium/large/huge.
"""

from __future__ import annotations

OUTLINE = "#1a1420"
SKIN = {"S": "#f0b890", "s": "#c88868", "E": "#1a1420"}
DARK_SKIN = {"S": "#b87850", "s": "#8a5438", "E": "#1a1420"}
BROWN_SKIN = {"S": "#d89868", "s": "#a86c48", "E": "#1a1420"}

CHARACTERS: dict[str, dict] = {}


def _add(sid, look, colours, roles, aliases, description, *, kind="person", age="adult", gender="any", size="medium"):
    assert sid not in CHARACTERS, sid
    CHARACTERS[sid] = dict(
        look=look,
        colours=colours,
        roles=roles,
        aliases=aliases,
        description=description,
        kind=kind,
        age=age,
        gender=gender,
        size=size,
    )


# ---- the first fifteen (ids, order and art unchanged) ----
_add(
    "puny_soldier",
    ("humanoid", "helmet", "armour", "sword"),
    dict(
        SKIN,
        M="#b8c4d4",
        m="#6c7a90",
        C="#3058b8",
        c="#203c80",
        A="#e0b040",
        L="#5a4a3a",
        B="#3a2a20",
        W="#f0f4f8",
        G="#e0b040",
    ),
    ["player", "npc", "enemy"],
    ["knight", "guard", "paladin", "soldier", "sentry", "squire", "guardsman", "warden"],
    "steel helmet, blue tabard, sword",
)
_add(
    "puny_warrior",
    ("humanoid", "bandana", "tunic", "axe"),
    dict(
        SKIN,
        H="#8a4a20",
        h="#5a2e14",
        C="#a86838",
        c="#7a4622",
        A="#d83030",
        L="#4a3020",
        B="#2a1a10",
        M="#c8d0d8",
        m="#707880",
    ),
    ["player", "npc", "enemy"],
    ["fighter", "barbarian", "hero", "viking", "mercenary", "swordsman", "adventurer", "warrior"],
    "red headband, leather tunic, axe",
)
_add(
    "puny_mage",
    ("humanoid", "wizard", "robe", "staff"),
    dict(SKIN, H="#6a3ab0", h="#442078", C="#7a48c8", c="#4a2888", A="#f0d050", G="#f0d050", R="#e84868"),
    ["player", "npc", "enemy", "boss"],
    ["wizard", "sorcerer", "magician", "warlock", "sage", "mage", "enchanter", "apprentice"],
    "pointed purple hat and robe, staff",
)
_add(
    "puny_archer",
    ("humanoid", "hood", "tunic", "bow"),
    dict(SKIN, H="#2e8a3a", h="#1c5a26", C="#48a048", c="#2e7034", A="#8a5a2a", L="#6a4a2a", B="#3a2414"),
    ["player", "npc", "enemy"],
    ["ranger", "hunter", "elf", "scout", "bowman", "archer", "robin hood", "woodsman"],
    "green hood, bow",
)
_add(
    "puny_farmer",
    ("humanoid", "hair", "tunic", "scythe"),
    dict(SKIN, H="#7a4a24", h="#4a2c14", C="#d8b848", c="#a88a30", A="#6a8a30", L="#4a6aa0", B="#4a2e18", M="#c0c8d0"),
    ["npc", "player"],
    ["villager", "peasant", "man", "worker", "gardener", "farmer", "father", "shepherd"],
    "brown hair, straw-yellow shirt, blue trousers, scythe",
    gender="male",
)
_add(
    "puny_maiden",
    ("humanoid", "long", "dress", "bag"),
    dict(SKIN, H="#e0803a", h="#a8521e", C="#30a8a0", c="#1e7470", A="#f4f0e0", L="#30a8a0", B="#4a2e18"),
    ["npc", "player"],
    ["woman", "lady", "maid", "maiden", "mother", "farm girl", "heroine", "florist"],
    "long red hair, teal dress, basket",
    gender="female",
)
_add(
    "puny_merchant",
    ("humanoid", "hair", "tunic", "bag"),
    dict(SKIN, H="#2a2a34", h="#16161c", C="#a83868", c="#78224a", A="#f0c040", L="#5a4a3a", B="#2a1a10"),
    ["npc"],
    ["shopkeeper", "trader", "innkeeper", "vendor", "merchant", "smith", "peddler", "banker"],
    "black hair, magenta coat, money bag",
)
_add(
    "puny_elder",
    ("humanoid", "elder", "robe", "staff"),
    dict(SKIN, H="#c8c8d0", W="#f4f4f4", C="#8a7a64", c="#5e523e", A="#c8a060", G="#8a5a2a", R="#6a4a2a"),
    ["npc"],
    ["old man", "elder", "hermit", "grandfather", "wise man", "grandpa", "mentor", "village chief"],
    "bald, long white beard, brown robe, walking stick",
    age="old",
    gender="male",
)
_add(
    "puny_princess",
    ("humanoid", "crown", "dress", None),
    dict(SKIN, H="#f0d060", h="#c0a030", G="#f8d838", C="#f078b0", c="#c04880", A="#ffffff", L="#f078b0"),
    ["npc", "player"],
    ["princess", "noble", "heiress", "duchess", "royal daughter"],
    "gold crown, blonde hair, pink dress",
    gender="female",
)
_add(
    "puny_king",
    ("humanoid", "king", "robe", "staff"),
    dict(SKIN, H="#8a8a90", W="#f4f4f4", G="#f8d838", C="#c02830", c="#801820", A="#f8d838", R="#3060d8"),
    ["npc", "boss"],
    ["king", "lord", "emperor", "ruler", "royalty", "monarch", "duke", "mayor"],
    "gold crown, white beard, red robe, sceptre",
    age="old",
    gender="male",
)
_add(
    "puny_slime",
    ("monster", "slime"),
    dict(C="#48c050", c="#2a8a38", W="#d0f8c8", E="#1a1420", A="#e05050"),
    ["enemy"],
    ["blob", "slug", "ooze", "jelly", "pudding", "slime"],
    "green jelly blob",
    kind="monster",
    size="small",
)
_add(
    "puny_bat",
    ("monster", "bat"),
    dict(C="#6a4098", c="#42266a", E="#f03030", W="#f8f8f8", A="#f8f8f8"),
    ["enemy"],
    ["bat", "flyer", "crow", "swarm"],
    "purple bat with red eyes",
    kind="animal",
    size="small",
)
_add(
    "puny_skeleton",
    ("humanoid", "skull", "tunic", "sword"),
    dict(
        W="#e8e4d4",
        s="#a8a490",
        E="#d82020",
        C="#c8c4b0",
        c="#8a8674",
        A="#5a5a50",
        S="#e8e4d4",
        L="#c8c4b0",
        B="#8a8674",
        M="#a89070",
        m="#6a5a40",
        G="#6a5a40",
    ),
    ["enemy", "boss"],
    ["undead", "bones", "lich", "skull", "skeleton", "necromancer"],
    "bone-white skull with red eyes, rusty sword",
    kind="monster",
)
_add(
    "puny_orc",
    ("humanoid", "orc", "armour", "club"),
    dict(
        DARK_SKIN,
        S="#6aa040",
        s="#4a7830",
        H="#3a2818",
        W="#f4f0d8",
        E="#f0d020",
        C="#7a5030",
        c="#54361e",
        A="#303030",
        L="#54361e",
        B="#2a1a10",
        M="#8a8a90",
        m="#5a5a60",
        R="#8a5a2a",
    ),
    ["enemy", "boss"],
    ["troll", "ogre", "brute", "monster", "orc", "giant", "beast", "warlord"],
    "green skin, tusks, leather armour, club",
    kind="monster",
    size="large",
)
_add(
    "puny_ghost",
    ("monster", "ghost"),
    dict(W="#e8f0ff", c="#9aa8d8", E="#2a2a60", K="#3a3a78"),
    ["enemy", "boss", "npc"],
    ["spirit", "soul", "phantom", "spectre", "wraith", "spook", "ghost", "haunt"],
    "pale floating ghost",
    kind="monster",
)

# ---- people ----
_add(
    "puny_pirate",
    ("humanoid", "tricorn", "coat", "cutlass"),
    dict(
        SKIN,
        H="#2a2430",
        h="#1a161e",
        W="#f0f0e8",
        C="#b02a30",
        c="#7a1a20",
        A="#f0e8d8",
        L="#3a3040",
        B="#1e1a20",
        m="#8890a0",
        G="#e0b040",
    ),
    ["player", "npc", "enemy", "boss"],
    ["pirate", "buccaneer", "corsair", "sea captain", "captain", "privateer", "sea dog"],
    "black tricorn hat with a skull, eye patch, red coat, cutlass",
    gender="male",
)
_add(
    "puny_sailor",
    ("humanoid", "sailor", "striped", None),
    dict(SKIN, H="#8a5a30", h="#5a3a1e", W="#f8f8f8", C="#f4f4f4", c="#c0c8d8", A="#2a4a98", L="#2a4a98", B="#1e1e2a"),
    ["player", "npc"],
    ["sailor", "mariner", "seaman", "deckhand", "fisherman", "boatman", "navy", "ferryman"],
    "white sailor cap, blue-and-white striped shirt",
)
_add(
    "puny_witch",
    ("humanoid", "witch", "dress", "broom"),
    dict(
        S="#b0d088",
        s="#80a860",
        E="#1a1420",
        H="#2a2234",
        h="#16121c",
        A="#8a48c0",
        R="#7a3aa8",
        C="#3a2a50",
        c="#241a34",
        L="#3a2a50",
        P="#8a5a2a",
        Q="#e0c060",
    ),
    ["player", "npc", "enemy", "boss"],
    ["witch", "hag", "crone", "sorceress", "enchantress", "coven", "potion maker"],
    "green-skinned witch, crooked black hat, broom",
    gender="female",
)
_add(
    "puny_detective",
    ("humanoid", "deerstalker", "coat", "magnifier"),
    dict(
        SKIN,
        H="#a87a48",
        h="#6a4a28",
        C="#c8a868",
        c="#9a7a48",
        A="#6a3a2a",
        L="#4a3a30",
        B="#2a1e18",
        W="#f8f8ff",
        V="#a8d8f0",
        P="#6a4a28",
    ),
    ["player", "npc"],
    ["detective", "investigator", "inspector", "sleuth", "private eye", "agent", "spy"],
    "checked deerstalker, tan trench coat, magnifying glass",
)
_add(
    "puny_sheriff",
    ("humanoid", "cowboy", "tunic", "star"),
    dict(
        SKIN,
        H="#8a5a2a",
        h="#5a3a18",
        A="#e8d8b0",
        R="#4a2e18",
        C="#6a4a2a",
        c="#4a321c",
        L="#3a4a6a",
        B="#2a1a10",
        G="#f0c840",
    ),
    ["player", "npc", "enemy"],
    ["sheriff", "cowboy", "marshal", "deputy", "outlaw", "gunslinger", "rancher", "lawman"],
    "wide cowboy hat, moustache, leather vest, gold star",
    gender="male",
)
_add(
    "puny_old_woman",
    ("humanoid", "bun", "dress", "cane"),
    dict(SKIN, H="#c8c8d0", h="#8a8a98", C="#7a4a8a", c="#52305e", A="#d8b0e0", L="#7a4a8a", P="#8a5a2a"),
    ["npc"],
    ["old woman", "granny", "grandmother", "grandma", "widow", "old lady", "aunt", "healer"],
    "grey bun, purple shawl, walking cane",
    age="old",
    gender="female",
)
_add(
    "puny_boy",
    ("child", "cap", "tunic", None),
    dict(
        SKIN,
        H="#d83838",
        h="#a02020",
        R="#7a4a24",
        r="#4a2c14",
        C="#3a78d0",
        c="#2a5498",
        A="#f0d048",
        L="#5a4a3a",
        B="#3a2a20",
    ),
    ["player", "npc"],
    ["boy", "child", "kid", "son", "orphan", "brother", "lad", "student"],
    "small boy in a red cap and blue shirt",
    age="child",
    gender="male",
    size="small",
)
_add(
    "puny_girl",
    ("child", "pigtails", "dress", None),
    dict(SKIN, H="#f0c040", h="#c09020", A="#f04878", C="#f4a0c0", c="#d06898", L="#f4a0c0", B="#5a3a2a"),
    ["player", "npc"],
    ["girl", "daughter", "sister", "little girl", "lass", "niece", "pupil", "children"],
    "small girl with blonde pigtails and pink ribbons",
    age="child",
    gender="female",
    size="small",
)
_add(
    "puny_queen",
    ("humanoid", "queen", "gown", "scepter"),
    dict(
        SKIN,
        G="#f8d838",
        X="#e02840",
        R="#e02840",
        H="#3a2a3a",
        h="#241824",
        C="#6a2aa0",
        c="#441870",
        A="#f4f0f8",
        L="#6a2aa0",
    ),
    ["npc", "boss", "player"],
    ["queen", "empress", "countess", "lady of the castle", "matriarch", "regent", "evil queen", "majesty"],
    "tall crown, dark hair, purple gown with white trim, sceptre",
    gender="female",
)
_add(
    "puny_monk",
    ("humanoid", "tonsure", "robe", "beads"),
    dict(SKIN, H="#5a3a1e", h="#3a2410", C="#d07a28", c="#9a5418", A="#f0d890", X="#8a2a2a", G="#8a2a2a", R="#8a2a2a"),
    ["npc", "player"],
    ["monk", "friar", "priest", "cleric", "abbot", "pilgrim", "shaolin", "nun"],
    "shaved crown, orange robe, prayer beads",
)
_add(
    "puny_chef",
    ("humanoid", "toque", "tunic", "ladle"),
    dict(
        SKIN,
        W="#f8f8f8",
        H="#3a2a20",
        h="#241810",
        C="#f0f0f4",
        c="#b8bcc8",
        A="#d84040",
        L="#3a3a48",
        B="#222228",
        M="#b8c0c8",
        m="#7a8088",
    ),
    ["npc", "player"],
    ["chef", "cook", "baker", "butcher", "kitchen", "restaurant", "caterer", "waiter"],
    "tall white chef's hat, white jacket, red scarf, ladle",
)
_add(
    "puny_doctor",
    ("humanoid", "mirror", "coat", "medbag"),
    dict(
        SKIN,
        H="#3a2a24",
        h="#241814",
        G="#d8e4ee",
        C="#f4f8fc",
        c="#b8c8d8",
        A="#3aa8a0",
        L="#3a8a88",
        B="#2a2a34",
        W="#f8f8f8",
        X="#e03030",
    ),
    ["npc", "player"],
    ["doctor", "nurse", "physician", "medic", "scientist", "surgeon", "professor", "chemist"],
    "head mirror, white coat over teal scrubs, first-aid bag",
)
_add(
    "puny_teacher",
    ("humanoid", "glasses", "dress", "book"),
    dict(SKIN, H="#8a4a2a", h="#5a2e18", W="#e8f4ff", C="#3a8a5a", c="#266040", A="#f0e0b0", L="#3a8a5a", Q="#c03a3a"),
    ["npc"],
    ["teacher", "librarian", "scholar", "tutor", "schoolteacher", "headmistress", "governess", "writer"],
    "round glasses, hair in a bun, green cardigan dress, red book",
    gender="female",
)
_add(
    "puny_ninja",
    ("humanoid", "ninja", "ninja", "katana"),
    dict(
        SKIN,
        H="#3a3a62",
        h="#262644",
        A="#e03c3c",
        C="#3a3a62",
        c="#262644",
        L="#3a3a62",
        B="#1a1a2c",
        W="#e0e8f0",
        P="#8a5a2a",
    ),
    ["player", "npc", "enemy"],
    ["ninja", "assassin", "shinobi", "samurai", "rogue", "shadow", "kunoichi", "martial artist"],
    "masked ninja in dark blue with a red headband, katana",
)
_add(
    "puny_astronaut",
    ("humanoid", "dome", "suit", None),
    dict(
        SKIN,
        W="#f4f8ff",
        w="#b8c4d8",
        V="#98c8f0",
        A="#f08a2a",
        C="#e8ecf4",
        c="#b8c4d8",
        M="#9aa4b4",
        m="#6a7484",
        R="#e83a3a",
        G="#48d060",
        B="#7a8494",
    ),
    ["player", "npc"],
    ["astronaut", "spaceman", "cosmonaut", "space explorer", "pilot", "space captain", "starship crew", "engineer"],
    "white spacesuit with a glass dome helmet",
)

# ---- humanoid creatures ----
_add(
    "puny_robot",
    ("humanoid", "robot", "mech", None),
    dict(M="#a8b4c4", m="#687484", E="#48e8f0", W="#f0f8ff", R="#f04040", G="#f0d040"),
    ["player", "npc", "enemy", "boss"],
    ["robot", "android", "droid", "machine", "automaton", "cyborg", "mech", "computer"],
    "boxy steel robot with a cyan visor and an antenna",
    kind="machine",
)
_add(
    "puny_alien",
    ("humanoid", "alien", "tunic", None),
    dict(
        S="#a0e878",
        s="#68b04c",
        E="#101418",
        G="#f8e040",
        C="#b8c0d8",
        c="#8088a8",
        A="#8a48d0",
        L="#8088a8",
        B="#4a4a68",
    ),
    ["player", "npc", "enemy", "boss"],
    [
        "alien",
        "martian",
        "extraterrestrial",
        "visitor",
        "ufo",
        "space invader",
        "creature from space",
        "little green man",
    ],
    "big-headed green alien with black eyes and antennae, silver suit",
    kind="monster",
)
_add(
    "puny_zombie",
    ("humanoid", "zombie", "rags", None),
    dict(
        S="#98b088",
        s="#6a8a5e",
        E="#d83030",
        H="#3a3424",
        h="#241e14",
        C="#4a6a8a",
        c="#2e4a64",
        L="#5a4a3a",
        B="#2a221a",
    ),
    ["enemy", "boss", "npc"],
    ["zombie", "ghoul", "walking dead", "corpse", "infected", "revenant", "horde", "brain eater"],
    "grey-green zombie in a torn blue shirt, arms reaching out",
    kind="monster",
)
_add(
    "puny_vampire",
    ("humanoid", "vampire", "cape", None),
    dict(
        S="#ece4f0",
        s="#b8a8c8",
        E="#e02020",
        H="#181420",
        h="#0c0a10",
        R="#c01830",
        C="#222030",
        c="#141220",
        W="#f0f0f0",
        A="#c01830",
        L="#222030",
        B="#101018",
    ),
    ["enemy", "boss", "npc"],
    ["vampire", "dracula", "count", "nosferatu", "bloodsucker", "vampire lord", "night stalker", "noble vampire"],
    "pale vampire with slick black hair and a red-lined cape",
    kind="monster",
    gender="male",
)
_add(
    "puny_mermaid",
    ("humanoid", "shell", "tail", "trident"),
    dict(SKIN, H="#2aa8b8", h="#1a7484", G="#f0a838", A="#a050c8", C="#30b878", c="#1e8454"),
    ["npc", "player", "boss"],
    ["mermaid", "siren", "merman", "merfolk", "sea nymph", "sea maiden", "sea princess", "undine"],
    "mermaid with sea-green hair, a green fish tail and a golden trident",
    gender="female",
)
_add(
    "puny_goblin",
    ("child", "goblin", "tunic", "knife"),
    dict(
        S="#a8b838",
        s="#7a8a24",
        E="#f04020",
        W="#f0f0d8",
        C="#8a3a2a",
        c="#5e241a",
        A="#5a4a2a",
        L="#5a4a2a",
        B="#2e2414",
        P="#5a3a1e",
    ),
    ["enemy", "npc", "boss"],
    ["goblin", "imp", "gremlin", "kobold", "hobgoblin", "pest", "raider", "sneak"],
    "small yellow-green goblin with big ears and a knife",
    kind="monster",
    size="small",
)
_add(
    "puny_mummy",
    ("humanoid", "mummy", "wraps", None),
    dict(W="#ece4c8", c="#a89c78", E="#60f060", C="#dcd2b0", A="#a89c78", L="#dcd2b0", B="#a89c78", S="#dcd2b0"),
    ["enemy", "boss"],
    ["mummy", "pharaoh", "tomb guardian", "wrapped dead", "cursed king", "bandaged"],
    "bandaged mummy with one glowing green eye",
    kind="monster",
)

# ---- animals ----
_add(
    "puny_dog",
    ("figure", "dog"),
    dict(C="#c8884a", c="#9a6434", H="#6a3a1c", W="#f4e4c8", E="#1a1420", A="#d83838", G="#f0d040", R="#f08898"),
    ["player", "npc", "enemy"],
    ["dog", "puppy", "hound", "pup", "doggy", "pet", "companion", "mutt"],
    "tan dog with floppy brown ears and a red collar",
    kind="animal",
    size="small",
)
_add(
    "puny_cat",
    ("figure", "cat"),
    dict(C="#f09838", c="#c06a1e", R="#f8a0b0", E="#1a1420", W="#f8f0e0"),
    ["player", "npc"],
    ["cat", "kitten", "kitty", "tomcat", "tabby", "pussycat", "feline", "house cat"],
    "orange tabby cat with a white chest",
    kind="animal",
    size="small",
)
_add(
    "puny_wolf",
    ("figure", "wolf"),
    dict(C="#8a94a4", c="#5e6878", R="#d8a0a8", E="#f0d030", W="#e8ecf0"),
    ["enemy", "npc", "boss", "player"],
    ["wolf", "werewolf", "warg", "wild dog", "jackal", "coyote", "pack leader", "howler"],
    "grey wolf with yellow eyes",
    kind="animal",
    size="medium",
)
_add(
    "puny_fox",
    ("figure", "fox"),
    dict(C="#e8682a", c="#b04818", E="#1a1420", W="#f8f4ec", B="#2a1a18"),
    ["player", "npc", "enemy"],
    ["fox", "vixen", "trickster", "kitsune", "cub", "sly fox", "red fox", "reynard"],
    "red fox with a white-tipped tail and black socks",
    kind="animal",
    size="small",
)
_add(
    "puny_horse",
    ("figure", "horse"),
    dict(C="#a86a3a", c="#7a4a26", H="#3a2414", W="#f4eee4", E="#1a1420", B="#2a2020"),
    ["npc", "player"],
    ["horse", "pony", "steed", "mare", "stallion", "foal", "mount", "mustang"],
    "brown horse with a dark mane and a white blaze",
    kind="animal",
    size="large",
)
_add(
    "puny_unicorn",
    ("figure", "unicorn"),
    dict(C="#f8f4fc", c="#c8c0dc", H="#e070c0", W="#ffffff", E="#4a2a6a", B="#a898c0", G="#f8d040"),
    ["npc", "player", "boss"],
    ["unicorn", "pegasus", "magic horse", "winged horse", "rainbow horse", "alicorn", "mythical horse", "sacred beast"],
    "white unicorn with a pink mane and a golden horn",
    kind="animal",
    size="large",
)
_add(
    "puny_bear",
    ("figure", "bear"),
    dict(C="#7a4a2a", c="#54301a", H="#c8905a", E="#1a1420"),
    ["enemy", "npc", "boss", "player"],
    ["bear", "grizzly", "teddy", "cub bear", "brown bear", "big bear", "honey bear", "bruin"],
    "big brown bear with a tan muzzle",
    kind="animal",
    size="large",
)
_add(
    "puny_rabbit",
    ("figure", "rabbit"),
    dict(C="#f4f0ec", c="#c0b8b4", R="#f098a8", E="#3a2030", W="#ffffff"),
    ["player", "npc", "enemy"],
    ["rabbit", "bunny", "hare", "bunny rabbit", "easter bunny", "jackrabbit", "cottontail", "lop"],
    "white bunny with long pink-lined ears",
    kind="animal",
    size="small",
)
_add(
    "puny_frog",
    ("figure", "frog"),
    dict(C="#58b848", c="#3a8a34", H="#d8e890", W="#f8f8f8", E="#1a1420"),
    ["player", "npc", "enemy"],
    ["frog", "toad", "tadpole", "froggy", "bullfrog", "frog prince", "amphibian", "newt"],
    "green frog with big eyes and a pale belly",
    kind="animal",
    size="small",
)
_add(
    "puny_fish",
    ("figure", "fish"),
    dict(C="#3a90e0", c="#2a64a8", H="#d8ecf8", A="#f0a030", W="#f8f8f8", E="#1a1420"),
    ["npc", "enemy", "player"],
    ["fish", "goldfish", "carp", "salmon", "trout", "piranha", "minnow", "shark"],
    "blue fish with orange fins",
    kind="animal",
    size="small",
)
_add(
    "puny_owl",
    ("figure", "owl"),
    dict(C="#8a5a34", c="#5e3a1e", H="#e8d0a0", h="#b89a68", W="#f8f0d8", E="#f0a020", G="#f0c040"),
    ["npc", "enemy", "player"],
    ["owl", "bird", "raven", "eagle", "hawk", "parrot", "wise owl", "songbird"],
    "brown owl with round amber eyes",
    kind="animal",
    size="small",
)
_add(
    "puny_snake",
    ("figure", "snake"),
    dict(C="#7ab838", c="#4e8022", H="#e8d870", R="#e03040", E="#1a1420"),
    ["enemy", "npc", "boss"],
    ["snake", "serpent", "viper", "cobra", "python", "adder", "asp", "naga"],
    "coiled green snake with a flicking red tongue",
    kind="animal",
    size="small",
)
_add(
    "puny_spider",
    ("figure", "spider"),
    dict(C="#4a3a5a", c="#7a5a8a", E="#e83030", R="#f0d040"),
    ["enemy", "boss"],
    ["spider", "tarantula", "arachnid", "giant spider", "black widow", "crawler", "bug", "insect"],
    "purple-black spider with red eyes",
    kind="animal",
    size="small",
)
_add(
    "puny_dragon",
    ("figure", "dragon"),
    dict(C="#d03a2a", c="#8e2418", H="#f0c050", W="#f8f8f0", E="#f8e040", A="#f08050", G="#f8e8b0"),
    ["enemy", "boss", "npc", "player"],
    ["dragon", "drake", "wyvern", "dragonling", "whelp", "baby dragon", "fire lizard", "wyrm"],
    "red dragon with orange wings, cream horns and a yellow belly",
    kind="monster",
    size="medium",
)

# ---- 32x32 bosses ----
_add(
    "puny_giant_slime",
    ("figure", "giant_slime"),
    dict(C="#48c050", c="#2a8a38", W="#e0fcd8", R="#e04848", G="#f8d040", A="#d09820"),
    ["boss"],
    ["giant slime", "king slime", "slime king", "blob king", "great ooze", "jelly monarch", "big blob", "mega slime"],
    "huge green slime wearing a gold crown",
    kind="monster",
    size="huge",
)
_add(
    "puny_great_dragon",
    ("figure", "great_dragon"),
    dict(
        C="#c83828",
        c="#8a2018",
        H="#f0c050",
        h="#c89030",
        A="#e8783a",
        G="#f4e8c0",
        E="#f8e040",
        W="#f8f8f0",
        R="#f8a030",
    ),
    ["boss"],
    [
        "great dragon",
        "dragon lord",
        "dragon king",
        "elder dragon",
        "red dragon",
        "ancient dragon",
        "fire dragon",
        "dragon boss",
    ],
    "huge red dragon with spread orange wings, cream horns and a golden belly",
    kind="monster",
    size="huge",
)
_add(
    "puny_golem",
    ("figure", "golem"),
    dict(C="#8a8478", c="#5c574e", E="#58e0f0", M="#5aa040"),
    ["boss"],
    ["golem", "stone giant", "colossus", "titan", "rock monster", "stone guardian", "living statue", "gargoyle"],
    "huge mossy stone golem with glowing blue eyes and a rune on its chest",
    kind="monster",
    size="huge",
)
_add(
    "puny_kraken",
    ("figure", "kraken"),
    dict(C="#b04a90", c="#7a2c64", H="#e890c8", W="#f8f0f8", E="#f8f0f8"),
    ["boss"],
    ["kraken", "octopus", "squid", "sea monster", "leviathan", "giant octopus", "tentacle beast", "deep one"],
    "huge purple octopus with staring eyes and curling tentacles",
    kind="monster",
    size="huge",
)
_add(
    "puny_demon",
    ("figure", "demon"),
    dict(
        C="#c83048",
        c="#861e34",
        A="#4a2a6a",
        B="#2a1640",
        H="#2a1a2a",
        G="#f0c840",
        E="#f8e040",
        W="#f8f0e8",
        M="#e8dcc0",
    ),
    ["boss"],
    ["demon", "devil", "demon lord", "dark lord", "fiend", "archfiend", "satan", "hellspawn"],
    "huge crimson demon with ram horns, purple bat wings and a pointed tail",
    kind="monster",
    size="huge",
    gender="male",
)

# ---- more people and animals ----
_add(
    "puny_prince",
    ("humanoid", "circlet", "tunic", "sword"),
    dict(
        SKIN,
        H="#f0c048",
        h="#c09028",
        G="#f8d838",
        X="#e03050",
        C="#3a68d0",
        c="#284a98",
        A="#f0d048",
        L="#f4f0e8",
        B="#6a3a20",
        M="#d8e0e8",
        m="#8890a0",
        W="#f8f8ff",
    ),
    ["player", "npc"],
    ["prince", "crown prince", "heir", "young king", "royal son", "lordling", "young lord", "nobleman"],
    "young prince with blond hair, a gold circlet and a blue tunic, sword",
    gender="male",
)
_add(
    "puny_thief",
    ("humanoid", "mask", "tunic", "sack"),
    dict(SKIN, H="#4a4a5a", h="#32323e", C="#5a5048", c="#3e3630", A="#2a2420", L="#3e3a44", B="#221e1a", Q="#c8b890"),
    ["enemy", "npc", "player"],
    ["thief", "bandit", "burglar", "robber", "pickpocket", "highwayman", "smuggler", "crook"],
    "hooded thief with a black eye mask and a loot sack",
)
_add(
    "puny_dwarf",
    ("child", "dwarf", "armour", "pickaxe"),
    dict(
        SKIN,
        M="#a8b0b8",
        m="#6a7078",
        R="#d0702a",
        r="#a04c18",
        C="#8a4a2a",
        c="#5e3018",
        A="#d8a838",
        L="#5a4a3a",
        B="#3a2a1e",
        P="#8a5a2a",
    ),
    ["npc", "player", "enemy"],
    ["dwarf", "miner", "blacksmith", "digger", "gnome", "prospector", "forgemaster", "stout fighter"],
    "short dwarf with a horned helmet, a huge ginger beard and a pickaxe",
    gender="male",
    size="small",
)
_add(
    "puny_bard",
    ("humanoid", "feather", "tunic", "lute"),
    dict(
        SKIN,
        H="#2a8a6a",
        h="#1c6048",
        W="#f8f0e8",
        A="#e0b040",
        R="#b05a28",
        C="#d06a30",
        c="#a04a1e",
        L="#6a4a8a",
        B="#3a2a20",
        P="#8a5a2a",
        Q="#d8a050",
    ),
    ["npc", "player"],
    ["bard", "minstrel", "musician", "singer", "troubadour", "jester", "storyteller", "performer"],
    "bard in a green feathered cap and an orange tunic, with a lute",
)
_add(
    "puny_mouse",
    ("figure", "mouse"),
    dict(C="#a8a8b4", c="#787884", R="#f4a0b0", E="#1a1420", W="#e8e8f0"),
    ["player", "npc", "enemy"],
    ["mouse", "rat", "mice", "hamster", "squirrel", "rodent", "little mouse", "field mouse"],
    "grey mouse with round pink ears and a long tail",
    kind="animal",
    size="small",
)
_add(
    "puny_crab",
    ("figure", "crab"),
    dict(C="#e0503a", c="#a8321e", H="#f8a088", W="#f8f8f8", E="#1a1420"),
    ["enemy", "npc", "player"],
    ["crab", "lobster", "hermit crab", "shellfish", "crustacean", "sand crab", "pincer", "beach crab"],
    "red crab waving its claws",
    kind="animal",
    size="small",
)
_add(
    "puny_pig",
    ("figure", "pig"),
    dict(C="#f4a8b8", c="#d07890", R="#c05870", E="#1a1420"),
    ["npc", "player", "enemy"],
    ["pig", "piglet", "hog", "boar", "sow", "piggy", "farm animal", "swine"],
    "pink pig with a curly tail",
    kind="animal",
    size="small",
)
_add(
    "puny_turtle",
    ("figure", "turtle"),
    dict(H="#4aa05a", h="#2e7040", S="#b8d878", E="#1a1420", W="#e8e0b0"),
    ["npc", "player", "enemy"],
    ["turtle", "tortoise", "sea turtle", "terrapin", "shell", "slowpoke", "old turtle", "snapping turtle"],
    "green turtle with a patterned shell",
    kind="animal",
    size="small",
)

# ---- ships, rocks, shots and power-ups, for shooters (ships.py) ----
_add(
    "puny_starship",
    ("figure", "starship"),
    dict(
        C="#e8ecf4",
        c="#9aa6bc",
        H="#3a78d8",
        h="#2850a0",
        E="#48c8f0",
        W="#f8fcff",
        M="#687484",
        A="#f0a030",
        R="#f05030",
    ),
    ["player", "npc", "enemy"],
    [
        "spaceship",
        "starship",
        "space ship",
        "spacecraft",
        "starfighter",
        "rocket ship",
        "shuttle",
        "space fighter",
        "rocket",
    ],
    "white starfighter with a blue fin, a cyan canopy and an orange engine glow",
    kind="machine",
)
_add(
    "puny_raider",
    ("figure", "raider"),
    dict(C="#c83c50", c="#88243c", R="#58303c", E="#f0d040", W="#fff8c0", M="#606878", A="#a060f0"),
    ["enemy"],
    [
        "space raider",
        "interceptor",
        "drone",
        "enemy ship",
        "attack ship",
        "invader",
        "gunship",
        "fighter craft",
        "armada",
        "fleet",
    ],
    "crimson raider ship with a gold canopy and a violet engine glow",
    kind="machine",
)
_add(
    "puny_jet",
    ("figure", "jet"),
    dict(C="#7c9450", c="#52683a", H="#a8b878", h="#6a7c48", E="#88d8f0", W="#f8fcff"),
    ["player", "enemy"],
    ["plane", "airplane", "jet", "aircraft", "fighter jet", "warplane", "biplane", "bomber"],
    "olive-green fighter plane seen from the side",
    kind="machine",
)
_add(
    "puny_asteroid",
    ("figure", "asteroid"),
    dict(C="#8c7c6c", c="#5c4c40", H="#6c5c50"),
    ["enemy"],
    [
        "asteroid",
        "meteor",
        "meteorite",
        "space rock",
        "comet",
        "boulder",
        "asteroids",
        "meteor shower",
        "asteroid swarm",
        "asteroid field",
    ],
    "tumbling brown asteroid pocked with craters",
    kind="monster",
)
_add(
    "puny_mothership",
    ("figure", "mothership"),
    dict(
        C="#7c8494",
        c="#4c5464",
        H="#c84848",
        h="#8c2c34",
        E="#48c8f0",
        W="#f8fcff",
        M="#3c4250",
        A="#f0a030",
        R="#f05030",
        G="#f0e070",
    ),
    ["boss"],
    ["mothership", "battleship", "flagship", "dreadnought", "warship", "space station", "cruiser", "star destroyer"],
    "grey battleship with red turrets, a cyan bridge and twin engines",
    kind="machine",
    size="huge",
)
_add(
    "puny_laser",
    ("figure", "laser"),
    dict(A="#48c8f0", W="#f8fcff"),
    ["shot"],
    ["laser", "bolt", "bullet", "blaster", "beam", "missile"],
    "cyan laser bolt (8x8)",
    kind="machine",
    size="small",
)
_add(
    "puny_plasma",
    ("figure", "plasma"),
    dict(R="#c83c8c", A="#f070c0", W="#fff0f8"),
    ["shot"],
    ["plasma", "energy ball", "fireball", "orb", "spark", "enemy fire"],
    "pink plasma orb (8x8)",
    kind="machine",
    size="small",
)
_add(
    "puny_power_twin",
    ("figure", "power_twin"),
    dict(C="#3a78d8", c="#2850a0", W="#a8d0ff", A="#f8fcff", G="#f0d040"),
    ["pickup"],
    ["twin shot", "double shot", "weapon upgrade", "power-up", "upgrade"],
    "blue capsule with two gold arrows: twin shot",
    kind="machine",
    size="small",
)
_add(
    "puny_power_rapid",
    ("figure", "power_rapid"),
    dict(C="#d84848", c="#a02c3c", W="#ffb0a8", A="#fff8f0", G="#f0d040"),
    ["pickup"],
    ["rapid fire", "speed up", "turbo", "fast fire"],
    "red gem with a gold lightning bolt: rapid fire",
    kind="machine",
    size="small",
)
_add(
    "puny_power_repair",
    ("figure", "power_repair"),
    dict(C="#38a858", c="#267040", W="#b0f0b8", A="#f8fff8", G="#f8fcff"),
    ["pickup"],
    ["repair kit", "shield", "health pack", "first aid"],
    "green capsule with a white heart: repair",
    kind="machine",
    size="small",
)
