"""pt17d 1: Enter on a card the person could not play said "You do not hold enough copies
of the R5. (rule MO8)": the record's code for the red Quint. The refusal names the card."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.games.monad.view import VIEW
from astromagie.host.game import Violation
from astromagie.ui.kit.refusing import refusal_text


@pytest.mark.parametrize(("lang", "name"), [("en", "the red Quint"), ("de", "Quint")])
def test_MO8_a_card_not_held_is_named_not_coded(lang, name):
    i18n.set_language(lang)
    try:
        said = refusal_text("monad", VIEW, Violation("MO8", "not_in_hand", "", {"card": "R5"}))
    finally:
        i18n.set_language("en")
    assert "R5" not in said.replace("(rule MO8)", "").replace("(Regel MO8)", "")
    assert name in said and "MO8" in said
