"""Front and back of a column said one way everywhere (pt8d 4): the card taken is the
front one, lowest on screen; given and paid cards go to the back, the column's top on
screen. "Under its column" pulled against the picture, where paid cards show on top."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.games.monad.view.words import text_of

BACK = {"en": "top on screen", "de": "oben im Bild"}
KEYS = ("coach.paid_back", "reference.trade", "rules.trade.body", "rules.buy.body",
        "rules.setup.body")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_MO12_MO15_given_cards_go_to_the_columns_back_its_top_on_screen(lang):
    i18n.set_language(lang)
    try:
        for key in KEYS:
            text = text_of(key)
            assert BACK[lang] in text, key
            assert "under their" not in text and "unter ihre" not in text, key
    finally:
        i18n.set_language("en")


def test_the_rules_say_the_game_is_monad_and_its_top_card_monade():
    """pt8d 16: the game is "Monad", its card "Monade": one line in the German rules."""
    i18n.set_language("de")
    try:
        body = text_of("rules.cards.body")
        assert "Das Spiel heißt „Monad“" in body and "„Monade“" in body
    finally:
        i18n.set_language("en")
