""" "whos" typed for "who's" ends the hero's phrase as "who" does: "a knight whos scared of
everything" is one knight, not two "knight who"s."""

from romsmith.lexicon import read_intent


def test_whos_ends_the_heros_phrase():
    intent = read_intent("a knight whos scared of everything has to get the dragon's egg. the dragon mom is VERY angry")
    assert (intent.hero.kind, intent.hero.count) == ("knight", 1)
    assert any("dragon" in o.kind for o in intent.opponents), intent.opponents
