"""Other languages an idea may come in: how to tell them apart (function words), and their words
for the English concepts, goals and moods. Words are written folded (lower case, accents
removed, ß as ss), as the extractor folds the idea before looking them up.

Each WORDS table is `foreign:english` pairs; the English side is a word or phrase of the concept,
goal or mood tables (`_concepts.py`, `_goals.py`), with `_` for a space.
"""

from __future__ import annotations


def _set(text: str) -> frozenset[str]:
    return frozenset(text.split())


# function words per language; the language with most hits in an idea is its language
FUNCTION_WORDS: dict[str, frozenset[str]] = {
    "en": _set("the a an and of to in with who from is on his her their for at by must"),
    "de": _set(
        "der die das den dem des ein eine einen einem einer und mit von zu im ist auf sich nicht "
        "fur aus dem muss seine ihre ihren seinen wo wird sucht"
    ),
    "fr": _set("le la les un une des et avec du de au aux est sur pour qui dans son sa ses doit"),
    "es": _set("el la los las un una unos y con del de al es en por para que su sus debe"),
    "it": _set("il lo la gli le un una uno e con del della di al nel per che suo sua deve"),
    "pt": _set("o a os as um uma e com do da de no na em por para que seu sua deve"),
    "nl": _set("de het een en met van in op is zijn haar voor die moet"),
}
LANGUAGE_NAMES = {
    "en": "English",
    "de": "German",
    "fr": "French",
    "es": "Spanish",
    "it": "Italian",
    "pt": "Portuguese",
    "nl": "Dutch",
    "ja": "Japanese",
    "zh": "Chinese",
}


# words that introduce a name: "a knight named Ada", "ein Ritter namens Kurt"
NAME_CUES = _set(
    "named called namens genannt heisst nomme nommee appele appelee llamado llamada chamado chamada "
    "chiamato chiamata detto detta genaamd heet"
)

_DE = """
ritter:knight soldat:soldier wache:guard krieger:warrior held:warrior heldin:warrior zauberer:wizard magier:wizard
hexe:witch hexen:witch bogenschutze:archer jager:hunter prinzessin:princess prinz:prince konig:king konigin:queen
kaiser:king alte:elder alter:elder opa:grandpa grossvater:grandfather oma:grandma grossmutter:grandmother
junge:boy madchen:girl kind:child kinder:children mann:man frau:woman mutter:mother vater:father bauer:farmer
bauerin:farmer handler:merchant kaufmann:merchant koch:cook kochin:cook backer:baker arzt:doctor arztin:doctor
arztin:doctor lehrer:teacher lehrerin:teacher monch:monk nonne:nun priester:priest detektiv:detective
detektivin:detective kommissar:inspector sheriff:sheriff dieb:thief diebin:thief rauber:bandit pirat:pirate
piraten:pirate seemann:sailor fischer:fisherman kapitan:captain ninja:ninja astronaut:astronaut
astronautin:astronaut meerjungfrau:mermaid fee:fairy elfe:elf zwerg:dwarf riese:giant geist:ghost gespenst:ghost
geister:ghost vampir:vampire zombie:zombie zombies:zombie skelett:skeleton mumie:mummy kobold:goblin ork:orc
troll:troll damon:demon teufel:devil drache:dragon drachen:dragon schleim:slime golem:golem krake:kraken
roboter:robot aussenirdischer:alien einhorn:unicorn monster:monster ungeheuer:monster katze:cat kater:cat
katzchen:kitten hund:dog hunde:dog welpe:puppy wolf:wolf wolfe:wolves fuchs:fox pferd:horse pony:pony bar:bear
hase:rabbit kaninchen:rabbit maus:mouse mause:mice ratte:rat frosch:frog kroete:toad fisch:fish eule:owl
vogel:bird rabe:raven fledermaus:bat schlange:snake spinne:spider biene:bee schmetterling:butterfly ente:duck
huhn:chicken kuh:cow schwein:pig schaf:sheep ziege:goat lowe:lion affe:monkey pinguin:penguin
schildkrote:turtle krabbe:crab wal:whale schnecke:snail igel:hedgehog eichhornchen:squirrel hirsch:deer
reh:deer elefant:elephant krokodil:crocodile briefträger:postman brieftrager:postman postbote:postman
wald:forest walder:forest dschungel:jungle hohle:cave bergwerk:mines burg:castle schloss:castle palast:palace
turm:tower kerker:dungeon wuste:desert pyramide:pyramid schnee:snow eis:ice winter:winter berg:mountain
berge:mountains gebirge:mountains dorf:village bauernhof:farm wiese:meadow feld:field garten:garden
stadt:town markt:market hafen:harbour kuste:coast strand:beach meer:sea see:sea insel:island schiff:ship
leuchtturm:lighthouse sumpf:swamp moor:bog friedhof:graveyard gruft:crypt grab:tomb weltraum:space
raumstation:space_station raumschiff:spaceship mond:moon planet:planet vulkan:volcano lava:lava haus:house
hutte:hut zimmer:room laden:shop backerei:bakery gasthaus:inn taverne:tavern bibliothek:library schule:school
museum:museum tempel:temple kirche:church ruinen:ruins labyrinth:labyrinth
schlussel:key krone:crown schwert:sword schild:shield edelstein:gem juwel:jewel diamant:diamond amulett:amulet
kette:necklace ring:ring karte:map lampe:lamp laterne:lantern fackel:torch kerze:candle ei:egg eier:eggs
blume:flower blumen:flowers rose:rose buch:book tagebuch:diary rezept:recipe trank:potion zaubertrank:potion
medizin:medicine heilmittel:cure stern:star sterne:stars kugel:orb feder:feather muschel:shell glocke:bell
munze:coin munzen:coins gold:gold perle:pearl schriftrolle:scroll kristall:crystal schatz:treasure herz:heart
brief:letter briefe:letters paket:parcel geschenk:gift kuchen:cake torte:cake keks:cookie kekse:cookies
brot:bread apfel:apple apfel:apples beeren:berries pilz:mushroom pilze:mushrooms krauter:herbs kraut:herb
samen:seeds honig:honey kase:cheese karotte:carrot mohre:carrot kurbis:pumpkin tee:tea suppe:soup milch:milk
hut:hat mantel:cloak umhang:cloak stiefel:boots knochen:bone spielzeug:toy puppe:doll ball:ball uhr:clock
kompass:compass zauberstab:wand flote:flute geige:violin gitarre:guitar lied:song bild:painting gemalde:painting
statue:statue kelch:chalice rune:rune runen:runes batterie:battery zahnrad:gear ticket:ticket regenschirm:umbrella
seil:rope socke:sock socken:socks stein:stone steine:stones
ratsel:mystery geheimnis:mystery krimi:mystery mord:murder verdachtige:suspects verdachtiger:suspect
hinweis:clue hinweise:clues spuren:clues aufklaren:solve losen:solve lost:solves beschuldigen:accuse
begleiten:escort begleitet:escorts liefern:deliver liefert:delivers bringen:bring bringt:brings austragen:deliver
tragt:carries tragen:carry sammeln:collect sammelt:collects fliehen:flee flieht:flees entkommen:escape
entkommt:escapes ausbrechen:break_out gefangen:trapped gefangnis:prison retten:rescue rettet:rescues
befreien:free befreit:frees entfuhrt:kidnapped besiegen:defeat besiegt:defeats bekampfen:fight bekampft:fights
kampft:fights vernichten:destroy vernichtet:destroys aufhalten:stop halt:stops finden:find findet:finds
suchen:search sucht:seeks verloren:lost verlorene:lost verlorenen:lost vermisst:missing gestohlen:stolen
gestohlene:stolen erkunden:explore erkundet:explores
gemutlich:cozy friedlich:peaceful sanft:gentle ruhig:calm entspannt:relaxing suss:sweet freundlich:friendly
niedlich:cute ohne_kampf:no_combat gewaltfrei:nonviolent
zwei:two drei:three vier:four funf:five sechs:six sieben:seven acht:eight neun:nine zehn:ten alle:all_the
"""

_FR = """
chevalier:knight soldat:soldier garde:guard guerrier:warrior guerriere:warrior heros:warrior heroine:warrior
sorcier:wizard magicien:wizard mage:wizard sorciere:witch archer:archer chasseur:hunter princesse:princess
prince:prince roi:king reine:queen empereur:king vieillard:elder vieil:elder grand-pere:grandpa
grand-mere:grandma vieille:old_woman garcon:boy fille:girl fillette:girl enfant:child enfants:children
homme:man femme:woman mere:mother pere:father fermier:farmer paysan:farmer marchand:merchant boulanger:baker
boulangere:baker cuisinier:cook cuisiniere:cook chef:chef medecin:doctor docteur:doctor infirmiere:nurse
professeur:teacher maitresse:teacher moine:monk pretre:priest religieuse:nun detective:detective
inspecteur:inspector enqueteur:investigator sherif:sheriff voleur:thief voleuse:thief bandit:bandit
pirate:pirate pirates:pirate marin:sailor pecheur:fisherman capitaine:captain ninja:ninja astronaute:astronaut
sirene:mermaid fee:fairy elfe:elf nain:dwarf geant:giant fantome:ghost fantomes:ghost esprit:spirit
vampire:vampire zombie:zombie zombies:zombie squelette:skeleton momie:mummy gobelin:goblin lutin:goblin orque:orc
troll:troll demon:demon diable:devil dragon:dragon dragons:dragon slime:slime golem:golem kraken:kraken
pieuvre:octopus robot:robot robots:robot extraterrestre:alien licorne:unicorn monstre:monster monstres:monster
chat:cat chaton:kitten chien:dog chiot:puppy loup:wolf loups:wolves renard:fox cheval:horse poney:pony ours:bear
lapin:rabbit souris:mouse rat:rat grenouille:frog crapaud:toad poisson:fish hibou:owl chouette:owl oiseau:bird
corbeau:raven chauve-souris:bat serpent:snake araignee:spider abeille:bee papillon:butterfly canard:duck
poule:chicken vache:cow cochon:pig mouton:sheep chevre:goat lion:lion singe:monkey manchot:penguin
pingouin:penguin tortue:turtle crabe:crab baleine:whale dauphin:dolphin escargot:snail herisson:hedgehog
ecureuil:squirrel cerf:deer elephant:elephant crocodile:crocodile facteur:postman factrice:postman
foret:forest jungle:jungle grotte:cave caverne:cave mine:mines chateau:castle palais:palace tour:tower
donjon:dungeon desert:desert pyramide:pyramid neige:snow glace:ice hiver:winter montagne:mountain
village:village ferme:farm prairie:meadow champ:field jardin:garden ville:town marche:market port:harbour
cote:coast plage:beach mer:sea ocean:ocean ile:island bateau:ship navire:ship phare:lighthouse marais:swamp
cimetiere:graveyard crypte:crypt tombeau:tomb espace:space station_spatiale:space_station vaisseau:spaceship
lune:moon planete:planet volcan:volcano lave:lava maison:house cabane:hut chambre:room boutique:shop
magasin:shop boulangerie:bakery auberge:inn taverne:tavern bibliotheque:library ecole:school musee:museum
temple:temple eglise:church ruines:ruins labyrinthe:labyrinth
cle:key clef:key couronne:crown epee:sword bouclier:shield gemme:gem joyau:jewel diamant:diamond amulette:amulet
collier:necklace anneau:ring bague:ring carte:map lampe:lamp lanterne:lantern torche:torch bougie:candle oeuf:egg
oeufs:eggs fleur:flower fleurs:flowers rose:rose livre:book journal:diary recette:recipe potion:potion
remede:cure medicament:medicine etoile:star etoiles:stars orbe:orb plume:feather coquillage:shell cloche:bell
piece:coin pieces:coins or:gold perle:pearl parchemin:scroll cristal:crystal tresor:treasure coeur:heart
lettre:letter lettres:letters colis:parcel paquet:parcel cadeau:gift gateau:cake tarte:pie biscuit:cookie
pain:bread pomme:apple pommes:apples baies:berries champignon:mushroom champignons:mushrooms herbes:herbs
graines:seeds miel:honey fromage:cheese carotte:carrot citrouille:pumpkin the:tea soupe:soup lait:milk
chapeau:hat cape:cloak bottes:boots os:bone jouet:toy poupee:doll ballon:ball horloge:clock montre:clock
boussole:compass baguette:wand flute:flute violon:violin guitare:guitar chanson:song tableau:painting
statue:statue calice:chalice rune:rune batterie:battery engrenage:gear billet:ticket parapluie:umbrella
corde:rope chaussette:sock chaussettes:socks pierre:stone pierres:stones
mystere:mystery enigme:mystery meurtre:murder suspect:suspect suspects:suspects indice:clue indices:clues
enquete:investigation enqueter:investigate resoudre:solve resout:solves accuser:accuse coupable:culprit
escorter:escort accompagner:accompany accompagne:accompanies livrer:deliver livre:delivers apporter:bring
apporte:brings porter:carry porte:carries ramasser:collect ramasse:collects collecter:collect recolter:harvest
rassembler:gather echapper:escape echappe:escapes s'echapper:escape fuir:flee fuit:flees evader:escape
prisonnier:trapped prison:prison sauver:rescue sauve:rescues delivrer:free enleve:kidnapped enlevee:kidnapped
vaincre:defeat vainc:defeats battre:fight bat:beats combattre:fight combat:fights detruire:destroy arreter:stop
trouver:find trouve:finds chercher:search cherche:seeks retrouver:recover retrouve:recovers perdu:lost
perdue:lost perdus:lost disparu:missing disparue:missing vole:stolen volee:stolen explorer:explore explore:explores
douillet:cozy paisible:peaceful doux:gentle douce:gentle calme:calm relaxant:relaxing mignon:cute gentil:friendly
sans_combat:no_combat
deux:two trois:three quatre:four cinq:five six:six sept:seven huit:eight neuf:nine dix:ten tous:all_the toutes:all_the
"""

_ES = """
caballero:knight soldado:soldier guardia:guard guerrero:warrior guerrera:warrior heroe:warrior heroina:warrior
mago:wizard hechicero:wizard bruja:witch arquero:archer cazador:hunter princesa:princess principe:prince rey:king
reina:queen emperador:king anciano:elder abuelo:grandpa abuela:grandma anciana:old_woman nino:boy nina:girl
chico:boy chica:girl ninos:children hombre:man mujer:woman madre:mother padre:father granjero:farmer
campesino:farmer mercader:merchant comerciante:merchant tendero:shopkeeper panadero:baker panadera:baker
cocinero:cook cocinera:cook chef:chef medico:doctor doctora:doctor enfermera:nurse maestro:teacher
maestra:teacher profesor:teacher monje:monk sacerdote:priest monja:nun detective:detective inspector:inspector
sheriff:sheriff ladron:thief ladrona:thief bandido:bandit pirata:pirate piratas:pirate marinero:sailor
pescador:fisherman capitan:captain ninja:ninja astronauta:astronaut sirena:mermaid hada:fairy elfo:elf enano:dwarf
gigante:giant fantasma:ghost fantasmas:ghost espiritu:spirit vampiro:vampire zombi:zombie zombis:zombie
esqueleto:skeleton momia:mummy duende:goblin trasgo:goblin orco:orc trol:troll demonio:demon diablo:devil
dragon:dragon dragones:dragon limo:slime golem:golem kraken:kraken pulpo:octopus robot:robot robots:robot
extraterrestre:alien unicornio:unicorn monstruo:monster monstruos:monster gato:cat gatito:kitten perro:dog
perrito:puppy cachorro:puppy lobo:wolf lobos:wolves zorro:fox caballo:horse poni:pony oso:bear conejo:rabbit
raton:mouse rata:rat rana:frog sapo:toad pez:fish pescado:fish buho:owl lechuza:owl pajaro:bird cuervo:raven
murcielago:bat serpiente:snake arana:spider abeja:bee mariposa:butterfly pato:duck gallina:chicken vaca:cow
cerdo:pig oveja:sheep cabra:goat leon:lion mono:monkey pinguino:penguin tortuga:turtle cangrejo:crab
ballena:whale delfin:dolphin caracol:snail erizo:hedgehog ardilla:squirrel ciervo:deer elefante:elephant
cocodrilo:crocodile cartero:postman cartera:postman
bosque:forest selva:jungle cueva:cave caverna:cave mina:mines castillo:castle palacio:palace torre:tower
mazmorra:dungeon desierto:desert piramide:pyramid nieve:snow hielo:ice invierno:winter montana:mountain
aldea:village pueblo:village granja:farm prado:meadow campo:field jardin:garden ciudad:town mercado:market
puerto:harbour costa:coast playa:beach mar:sea oceano:ocean isla:island barco:ship faro:lighthouse
pantano:swamp cementerio:graveyard cripta:crypt tumba:tomb espacio:space estacion_espacial:space_station
nave:spaceship luna:moon planeta:planet volcan:volcano lava:lava casa:house cabana:hut habitacion:room
tienda:shop panaderia:bakery posada:inn taberna:tavern biblioteca:library escuela:school museo:museum
templo:temple iglesia:church ruinas:ruins laberinto:labyrinth
llave:key corona:crown espada:sword escudo:shield gema:gem joya:jewel diamante:diamond amuleto:amulet
collar:necklace anillo:ring mapa:map lampara:lamp linterna:lantern antorcha:torch vela:candle huevo:egg
huevos:eggs flor:flower flores:flowers rosa:rose libro:book diario:diary receta:recipe pocion:potion
medicina:medicine cura:cure estrella:star estrellas:stars orbe:orb pluma:feather concha:shell campana:bell
moneda:coin monedas:coins oro:gold perla:pearl pergamino:scroll cristal:crystal tesoro:treasure corazon:heart
carta:letter cartas:letters paquete:parcel regalo:gift pastel:cake tarta:cake galleta:cookie galletas:cookies
pan:bread manzana:apple manzanas:apples bayas:berries seta:mushroom setas:mushrooms hongo:mushroom
hierbas:herbs semillas:seeds miel:honey queso:cheese zanahoria:carrot calabaza:pumpkin te:tea sopa:soup
leche:milk sombrero:hat capa:cloak botas:boots hueso:bone juguete:toy muneca:doll pelota:ball reloj:clock
brujula:compass varita:wand flauta:flute violin:violin guitarra:guitar cancion:song cuadro:painting
estatua:statue caliz:chalice runa:rune bateria:battery engranaje:gear billete:ticket paraguas:umbrella
cuerda:rope calcetin:sock calcetines:socks piedra:stone piedras:stones
misterio:mystery enigma:mystery asesinato:murder sospechoso:suspect sospechosos:suspects pista:clue
pistas:clues investigar:investigate investiga:investigates resolver:solve resuelve:solves acusar:accuse
culpable:culprit escoltar:escort escolta:escorts acompanar:accompany acompana:accompanies entregar:deliver
entrega:delivers llevar:carry lleva:carries traer:bring trae:brings recoger:collect recoge:collects
coleccionar:collect reunir:gather junta:gathers escapar:escape escapa:escapes huir:flee huye:flees
atrapado:trapped atrapada:trapped prision:prison carcel:jail rescatar:rescue rescata:rescues salvar:save
salva:saves liberar:free libera:frees secuestrado:kidnapped secuestrada:kidnapped derrotar:defeat
derrota:defeats vencer:defeat vence:defeats luchar:fight lucha:fights destruir:destroy destruye:destroys
detener:stop encontrar:find encuentra:finds buscar:search busca:seeks recuperar:recover recupera:recovers
perdido:lost perdida:lost perdidos:lost desaparecido:missing robado:stolen robada:stolen explorar:explore
explora:explores
acogedor:cozy acogedora:cozy pacifico:peaceful pacifica:peaceful tranquilo:calm tranquila:calm suave:gentle
tierno:tender tierna:tender lindo:cute linda:cute amable:friendly sin_combate:no_combat sin_violencia:no_violence
dos:two tres:three cuatro:four cinco:five seis:six siete:seven ocho:eight nueve:nine diez:ten todos:all_the
todas:all_the
"""

_IT = """
cavaliere:knight soldato:soldier guardia:guard guerriero:warrior guerriera:warrior eroe:warrior eroina:warrior
mago:wizard stregone:wizard strega:witch arciere:archer cacciatore:hunter principessa:princess principe:prince
re:king regina:queen imperatore:king anziano:elder nonno:grandpa nonna:grandma vecchia:old_woman
ragazzo:boy ragazza:girl bambino:child bambina:girl bambini:children uomo:man donna:woman madre:mother
padre:father contadino:farmer mercante:merchant negoziante:shopkeeper fornaio:baker panettiere:baker
cuoco:cook cuoca:cook medico:doctor dottore:doctor infermiera:nurse maestro:teacher maestra:teacher
monaco:monk prete:priest suora:nun detective:detective investigatore:investigator ispettore:inspector
sceriffo:sheriff ladro:thief ladra:thief bandito:bandit pirata:pirate pirati:pirate marinaio:sailor
pescatore:fisherman capitano:captain ninja:ninja astronauta:astronaut sirena:mermaid fata:fairy elfo:elf
nano:dwarf gigante:giant fantasma:ghost fantasmi:ghost spirito:spirit vampiro:vampire zombi:zombie
zombie:zombie scheletro:skeleton mummia:mummy folletto:goblin orco:orc troll:troll demone:demon diavolo:devil
drago:dragon draghi:dragon melma:slime golem:golem kraken:kraken polpo:octopus robot:robot alieno:alien
unicorno:unicorn mostro:monster mostri:monster gatto:cat gattino:kitten cane:dog cucciolo:puppy lupo:wolf
lupi:wolves volpe:fox cavallo:horse pony:pony orso:bear coniglio:rabbit topo:mouse ratto:rat rana:frog
rospo:toad pesce:fish gufo:owl civetta:owl uccello:bird corvo:raven pipistrello:bat serpente:snake
ragno:spider ape:bee farfalla:butterfly anatra:duck gallina:chicken mucca:cow maiale:pig pecora:sheep
capra:goat leone:lion scimmia:monkey pinguino:penguin tartaruga:turtle granchio:crab balena:whale
delfino:dolphin lumaca:snail riccio:hedgehog scoiattolo:squirrel cervo:deer elefante:elephant
coccodrillo:crocodile postino:postman postina:postman
foresta:forest bosco:forest giungla:jungle grotta:cave caverna:cave miniera:mines castello:castle
palazzo:palace torre:tower prigione:prison deserto:desert piramide:pyramid neve:snow ghiaccio:ice
inverno:winter montagna:mountain villaggio:village fattoria:farm prato:meadow campo:field giardino:garden
citta:town mercato:market porto:harbour costa:coast spiaggia:beach mare:sea oceano:ocean isola:island
nave:ship barca:boat faro:lighthouse palude:swamp cimitero:graveyard cripta:crypt tomba:tomb spazio:space
stazione_spaziale:space_station astronave:spaceship luna:moon pianeta:planet vulcano:volcano lava:lava
casa:house capanna:hut stanza:room negozio:shop panetteria:bakery forno:bakery locanda:inn taverna:tavern
biblioteca:library scuola:school museo:museum tempio:temple chiesa:church rovine:ruins labirinto:labyrinth
chiave:key corona:crown spada:sword scudo:shield gemma:gem gioiello:jewel diamante:diamond amuleto:amulet
collana:necklace anello:ring mappa:map lampada:lamp lanterna:lantern torcia:torch candela:candle uovo:egg
uova:eggs fiore:flower fiori:flowers rosa:rose libro:book diario:diary ricetta:recipe pozione:potion
medicina:medicine cura:cure stella:star stelle:stars sfera:orb piuma:feather conchiglia:shell campana:bell
moneta:coin monete:coins oro:gold perla:pearl pergamena:scroll cristallo:crystal tesoro:treasure cuore:heart
lettera:letter lettere:letters pacco:parcel regalo:gift torta:cake biscotto:cookie biscotti:cookies pane:bread
mela:apple mele:apples bacche:berries fungo:mushroom funghi:mushrooms erbe:herbs semi:seeds miele:honey
formaggio:cheese carota:carrot zucca:pumpkin te:tea zuppa:soup latte:milk cappello:hat mantello:cloak
stivali:boots osso:bone giocattolo:toy bambola:doll palla:ball orologio:clock bussola:compass bacchetta:wand
flauto:flute violino:violin chitarra:guitar canzone:song quadro:painting statua:statue calice:chalice runa:rune
batteria:battery ingranaggio:gear biglietto:ticket ombrello:umbrella corda:rope calzino:sock calzini:socks
pietra:stone pietre:stones
mistero:mystery enigma:mystery omicidio:murder sospettato:suspect sospettati:suspects indizio:clue
indizi:clues indagare:investigate indaga:investigates risolvere:solve risolve:solves accusare:accuse
colpevole:culprit scortare:escort scorta:escorts accompagnare:accompany accompagna:accompanies
consegnare:deliver consegna:delivers portare:carry porta:carries raccogliere:collect raccoglie:collects
collezionare:collect fuggire:flee fugge:flees scappare:escape scappa:escapes evadere:escape intrappolato:trapped
prigioniero:trapped salvare:rescue salva:rescues liberare:free libera:frees rapito:kidnapped rapita:kidnapped
sconfiggere:defeat sconfigge:defeats combattere:fight combatte:fights distruggere:destroy distrugge:destroys
fermare:stop ferma:stops trovare:find trova:finds cercare:search cerca:seeks recuperare:recover
recupera:recovers perduto:lost perduta:lost perso:lost persa:lost scomparso:missing rubato:stolen
rubata:stolen esplorare:explore esplora:explores
accogliente:cozy pacifico:peaceful pacifica:peaceful tranquillo:calm tranquilla:calm dolce:gentle
gentile:friendly carino:cute senza_combattimenti:no_combat
due:two tre:three quattro:four cinque:five sei:six sette:seven otto:eight nove:nine dieci:ten tutti:all_the
tutte:all_the
"""

_PT = """
cavaleiro:knight soldado:soldier guarda:guard guerreiro:warrior guerreira:warrior heroi:warrior heroina:warrior
mago:wizard feiticeiro:wizard bruxa:witch arqueiro:archer cacador:hunter princesa:princess principe:prince
rei:king rainha:queen imperador:king velho:elder avo:grandpa velha:old_woman menino:boy menina:girl
garoto:boy garota:girl crianca:child criancas:children homem:man mulher:woman mae:mother pai:father
fazendeiro:farmer camponês:farmer campones:farmer mercador:merchant comerciante:merchant padeiro:baker
padeira:baker cozinheiro:cook cozinheira:cook medico:doctor medica:doctor enfermeira:nurse professor:teacher
professora:teacher monge:monk padre:priest freira:nun detetive:detective inspetor:inspector xerife:sheriff
ladrao:thief bandido:bandit pirata:pirate piratas:pirate marinheiro:sailor pescador:fisherman capitao:captain
ninja:ninja astronauta:astronaut sereia:mermaid fada:fairy elfo:elf anao:dwarf gigante:giant fantasma:ghost
fantasmas:ghost espirito:spirit vampiro:vampire zumbi:zombie zumbis:zombie esqueleto:skeleton mumia:mummy
duende:goblin orc:orc troll:troll demonio:demon diabo:devil dragao:dragon dragoes:dragon gosma:slime
golem:golem kraken:kraken polvo:octopus robo:robot robos:robot alienigena:alien unicornio:unicorn
monstro:monster monstros:monster gato:cat gatinho:kitten cachorro:dog cao:dog filhote:puppy lobo:wolf
lobos:wolves raposa:fox cavalo:horse pônei:pony ponei:pony urso:bear coelho:rabbit rato:mouse sapo:frog
ra:frog peixe:fish coruja:owl passaro:bird corvo:raven morcego:bat cobra:snake serpente:snake aranha:spider
abelha:bee borboleta:butterfly pato:duck galinha:chicken vaca:cow porco:pig ovelha:sheep cabra:goat leao:lion
macaco:monkey pinguim:penguin tartaruga:turtle caranguejo:crab baleia:whale golfinho:dolphin caracol:snail
ourico:hedgehog esquilo:squirrel veado:deer elefante:elephant crocodilo:crocodile carteiro:postman
floresta:forest selva:jungle caverna:cave gruta:cave mina:mines castelo:castle palacio:palace torre:tower
masmorra:dungeon deserto:desert piramide:pyramid neve:snow gelo:ice inverno:winter montanha:mountain
aldeia:village vila:village fazenda:farm prado:meadow campo:field jardim:garden cidade:town mercado:market
feira:market porto:harbour costa:coast praia:beach mar:sea oceano:ocean ilha:island navio:ship barco:boat
farol:lighthouse pantano:swamp cemiterio:graveyard cripta:crypt tumulo:tomb espaco:space
estacao_espacial:space_station nave:spaceship lua:moon planeta:planet vulcao:volcano lava:lava casa:house
cabana:hut quarto:room loja:shop padaria:bakery estalagem:inn taverna:tavern biblioteca:library escola:school
museu:museum templo:temple igreja:church ruinas:ruins labirinto:labyrinth
chave:key coroa:crown espada:sword escudo:shield gema:gem joia:jewel diamante:diamond amuleto:amulet
colar:necklace anel:ring mapa:map lampada:lamp lanterna:lantern tocha:torch vela:candle ovo:egg ovos:eggs
flor:flower flores:flowers rosa:rose livro:book diario:diary receita:recipe pocao:potion remedio:medicine
cura:cure estrela:star estrelas:stars orbe:orb pena:feather concha:shell sino:bell moeda:coin moedas:coins
ouro:gold perola:pearl pergaminho:scroll cristal:crystal tesouro:treasure coracao:heart carta:letter
cartas:letters pacote:parcel encomenda:parcel presente:gift bolo:cake torta:pie biscoito:cookie
biscoitos:cookies pao:bread maca:apple macas:apples frutas:fruit cogumelo:mushroom cogumelos:mushrooms
ervas:herbs sementes:seeds mel:honey queijo:cheese cenoura:carrot abobora:pumpkin cha:tea sopa:soup leite:milk
chapeu:hat capa:cloak botas:boots osso:bone brinquedo:toy boneca:doll bola:ball relogio:clock bussola:compass
varinha:wand flauta:flute violino:violin violao:guitar cancao:song quadro:painting estatua:statue calice:chalice
runa:rune bateria:battery engrenagem:gear bilhete:ticket guarda-chuva:umbrella corda:rope meia:sock meias:socks
pedra:stone pedras:stones
misterio:mystery enigma:mystery assassinato:murder suspeito:suspect suspeitos:suspects pista:clue pistas:clues
investigar:investigate investiga:investigates resolver:solve resolve:solves acusar:accuse culpado:culprit
escoltar:escort escolta:escorts acompanhar:accompany acompanha:accompanies entregar:deliver entrega:delivers
levar:carry leva:carries trazer:bring traz:brings coletar:collect coleta:collects recolher:collect juntar:gather
junta:gathers escapar:escape escapa:escapes fugir:flee foge:flees preso:trapped presa:trapped prisao:prison
resgatar:rescue resgata:rescues salvar:save salva:saves libertar:free liberta:frees sequestrado:kidnapped
sequestrada:kidnapped derrotar:defeat derrota:defeats vencer:defeat vence:defeats lutar:fight luta:fights
destruir:destroy destroi:destroys parar:stop encontrar:find encontra:finds achar:find acha:finds
procurar:search procura:seeks buscar:search busca:seeks recuperar:recover recupera:recovers perdido:lost
perdida:lost desaparecido:missing roubado:stolen roubada:stolen explorar:explore explora:explores
aconchegante:cozy pacifico:peaceful pacifica:peaceful tranquilo:calm tranquila:calm suave:gentle fofo:cute
fofa:cute gentil:friendly sem_combate:no_combat sem_violencia:no_violence
dois:two duas:two tres:three quatro:four cinco:five seis:six sete:seven oito:eight nove:nine dez:ten
todos:all_the todas:all_the
"""

_NL = """
ridder:knight soldaat:soldier wachter:guard krijger:warrior held:warrior tovenaar:wizard heks:witch
prinses:princess prins:prince koning:king koningin:queen opa:grandpa oma:grandma jongen:boy meisje:girl
kind:child kinderen:children man:man vrouw:woman moeder:mother vader:father boer:farmer koopman:merchant
bakker:baker kok:cook dokter:doctor leraar:teacher monnik:monk detective:detective dief:thief piraat:pirate
piraten:pirate zeeman:sailor visser:fisherman kapitein:captain zeemeermin:mermaid fee:fairy elf:elf
dwerg:dwarf reus:giant spook:ghost geest:ghost vampier:vampire zombie:zombie skelet:skeleton mummie:mummy
kabouter:goblin draak:dragon draken:dragon robot:robot buitenaards:alien eenhoorn:unicorn monster:monster
kat:cat poes:cat hond:dog puppy:puppy wolf:wolf vos:fox paard:horse beer:bear konijn:rabbit muis:mouse
kikker:frog vis:fish uil:owl vogel:bird vleermuis:bat slang:snake spin:spider bij:bee vlinder:butterfly
eend:duck kip:chicken koe:cow varken:pig schaap:sheep geit:goat leeuw:lion aap:monkey pinguin:penguin
schildpad:turtle krab:crab walvis:whale slak:snail egel:hedgehog eekhoorn:squirrel hert:deer olifant:elephant
postbode:postman bos:forest grot:cave kasteel:castle paleis:palace toren:tower woestijn:desert sneeuw:snow
ijs:ice berg:mountain dorp:village boerderij:farm weide:meadow tuin:garden stad:town markt:market haven:harbour
kust:coast strand:beach zee:sea eiland:island schip:ship vuurtoren:lighthouse moeras:swamp
kerkhof:graveyard begraafplaats:graveyard ruimte:space ruimtestation:space_station ruimteschip:spaceship
maan:moon planeet:planet vulkaan:volcano huis:house hut:hut kamer:room winkel:shop bakkerij:bakery
herberg:inn bibliotheek:library school:school museum:museum tempel:temple kerk:church ruine:ruins
sleutel:key kroon:crown zwaard:sword schild:shield edelsteen:gem juweel:jewel diamant:diamond amulet:amulet
ketting:necklace ring:ring kaart:map lamp:lamp lantaarn:lantern fakkel:torch kaars:candle ei:egg eieren:eggs
bloem:flower bloemen:flowers roos:rose boek:book dagboek:diary recept:recipe drankje:potion medicijn:medicine
ster:star sterren:stars veer:feather schelp:shell bel:bell munt:coin munten:coins goud:gold parel:pearl
rol:scroll kristal:crystal schat:treasure hart:heart brief:letter brieven:letters pakket:parcel pakje:parcel
cadeau:gift taart:cake koekje:cookie koekjes:cookies brood:bread appel:apple appels:apples paddenstoel:mushroom
kruiden:herbs zaden:seeds honing:honey kaas:cheese wortel:carrot pompoen:pumpkin thee:tea soep:soup melk:milk
hoed:hat mantel:cloak laarzen:boots bot:bone speelgoed:toy pop:doll bal:ball klok:clock kompas:compass
toverstaf:wand fluit:flute viool:violin gitaar:guitar lied:song schilderij:painting standbeeld:statue
beker:chalice batterij:battery tandwiel:gear kaartje:ticket paraplu:umbrella touw:rope sok:sock sokken:socks
steen:stone stenen:stones
mysterie:mystery raadsel:mystery moord:murder verdachte:suspect verdachten:suspects aanwijzing:clue
aanwijzingen:clues onderzoeken:investigate oplossen:solve beschuldigen:accuse dader:culprit begeleiden:escort
bezorgen:deliver bezorgt:delivers brengen:bring brengt:brings verzamelen:collect verzamelt:collects
ontsnappen:escape ontsnapt:escapes vluchten:flee vlucht:flees gevangen:trapped gevangenis:prison redden:rescue
redt:rescues bevrijden:free bevrijdt:frees ontvoerd:kidnapped verslaan:defeat verslaat:defeats vechten:fight
vecht:fights vernietigen:destroy stoppen:stop vinden:find vindt:finds zoeken:search zoekt:seeks verloren:lost
vermist:missing gestolen:stolen verkennen:explore
gezellig:cozy vredig:peaceful zacht:gentle rustig:calm lief:sweet vriendelijk:friendly schattig:cute
twee:two drie:three vier:four vijf:five zes:six zeven:seven acht:eight negen:nine tien:ten alle:all_the
"""

# Japanese and Chinese words (no spaces between words: matched as substrings, longest first).
SCRIPT_WORDS: dict[str, str] = {
    "ドラゴン": "dragon",
    "竜": "dragon",
    "龍": "dragon",
    "龙": "dragon",
    "王女": "princess",
    "お姫様": "princess",
    "姫": "princess",
    "公主": "princess",
    "騎士": "knight",
    "骑士": "knight",
    "勇者": "warrior",
    "英雄": "warrior",
    "城": "castle",
    "森": "forest",
    "森林": "forest",
    "洞窟": "cave",
    "洞穴": "cave",
    "雪": "snow",
    "氷": "ice",
    "砂漠": "desert",
    "沙漠": "desert",
    "宝物": "treasure",
    "宝": "treasure",
    "魔女": "witch",
    "女巫": "witch",
    "魔法使い": "wizard",
    "巫师": "wizard",
    "幽霊": "ghost",
    "お化け": "ghost",
    "鬼魂": "ghost",
    "救う": "rescue",
    "救出": "rescue",
    "救": "rescue",
    "探す": "search",
    "探": "search",
    "找": "find",
    "王様": "king",
    "国王": "king",
    "王": "king",
    "海賊": "pirate",
    "海盗": "pirate",
    "猫": "cat",
    "犬": "dog",
    "狗": "dog",
    "狼": "wolf",
    "狐": "fox",
    "馬": "horse",
    "马": "horse",
    "熊": "bear",
    "兎": "rabbit",
    "ウサギ": "rabbit",
    "兔子": "rabbit",
    "村": "village",
    "町": "town",
    "骸骨": "skeleton",
    "スライム": "slime",
    "蛙": "frog",
    "カエル": "frog",
    "青蛙": "frog",
    "魚": "fish",
    "鱼": "fish",
    "鍵": "key",
    "钥匙": "key",
    "剣": "sword",
    "剑": "sword",
    "ロボット": "robot",
    "机器人": "robot",
    "宇宙人": "alien",
    "外星人": "alien",
    "宇宙": "space",
    "灯台": "lighthouse",
    "灯塔": "lighthouse",
    "港": "harbour",
    "海": "sea",
    "沼": "swamp",
    "墓地": "graveyard",
    "火山": "volcano",
    "市場": "market",
    "市场": "market",
    "探偵": "detective",
    "侦探": "detective",
    "謎": "mystery",
    "事件": "mystery",
    "犯人": "culprit",
    "手紙": "letter",
    "信": "letter",
    "ケーキ": "cake",
    "蛋糕": "cake",
    "花": "flower",
    "星": "star",
    "本": "book",
    "書": "book",
    "届ける": "deliver",
    "送": "deliver",
    "集める": "collect",
    "收集": "collect",
    "逃げる": "escape",
    "脱出": "escape",
    "逃": "escape",
    "倒す": "defeat",
    "打败": "defeat",
    "穏やか": "peaceful",
    "のんびり": "cozy",
    "温馨": "cozy",
    "和平": "peaceful",
    "ゾンビ": "zombie",
    "僵尸": "zombie",
    "吸血鬼": "vampire",
    "人魚": "mermaid",
    "美人鱼": "mermaid",
    "妖精": "fairy",
    "子供": "child",
    "孩子": "child",
    "少年": "boy",
    "少女": "girl",
    "おばあさん": "grandma",
    "奶奶": "grandma",
    "おじいさん": "grandpa",
    "爷爷": "grandpa",
    "先生": "teacher",
    "医者": "doctor",
    "パン屋": "bakery",
    "パン": "bread",
    "三": "three",
    "五": "five",
}


def _table(text: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for pair in text.split():
        foreign, _, english = pair.partition(":")
        out.setdefault(foreign.replace("_", " "), english.replace("_", " "))
    return out


WORDS: dict[str, dict[str, str]] = {
    "de": _table(_DE),
    "fr": _table(_FR),
    "es": _table(_ES),
    "it": _table(_IT),
    "pt": _table(_PT),
    "nl": _table(_NL),
}
