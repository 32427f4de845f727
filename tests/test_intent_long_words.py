"""A run of words the reader takes for one being or hazard is cut to the intent's limits, never
refused: "against <eighty characters of nouns> band" read a foe whose words were too long for
the intent, and the reading raised a validation error instead of giving a reading."""

from romsmith.lexicon import read_intent, unplaced

# the foe "from"/"against" a crowd said by its members, over eighty characters (found by random input)
CROWD = (
    "band for never take of happy spotless turns them strong win of boss , party squad only squad reach company "
    "medic boss boss your To strong the grab In ride and crew never take hold somewhere free company cure boss "
    "reach dog against dragon dog take party heart company riding spotless party medic strong dodging squad "
    "medic ride wake band against before reach strong robot tame wanting rescue an hold clear"
)


def test_a_long_run_of_words_is_cut_to_the_intents_limits():
    intent = read_intent(CROWD)
    for being in intent.heroes + intent.opponents + intent.helpers + intent.bystanders:
        assert len(being.words) <= 80 and len(being.kind) <= 40
    assert isinstance(unplaced(CROWD, intent), list)
