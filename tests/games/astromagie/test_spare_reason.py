"""The hint's reason for a forced discard of a spare card (spare.py): the kind named with
its count, and what the card a newcomer would have thrown instead is kept for, true of
the position (pt16a 5: "you hold 2 cards of this kind" beside two Suns)."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.games.astromagie.engine import Move
from astromagie.games.astromagie.engine.rules import legal_plays
from astromagie.games.astromagie.reason import forced_discard_reason
from tests.games.astromagie.helpers import play, rigged

TESTERS_HAND = ["MOON", "MARS", "SUN", "SUN", "GEM", "VIR"]  # pt16a's 34_hint3.png


def forced(*plays: str, hand: list[str]):
    """Seat 2 holds `hand`, 1 to 4 are full after seats 0 and 1 played: only discards."""
    game = play(rigged([["LEO", "FIRE", "SAG"], ["JUPITER", "CON", "VENUS"], hand]), *plays)
    assert game.current_player == 2 and all(m.is_discard for m in game.legal_moves())
    return game


def takes_on_six(game, planet: str, aspect: str) -> bool:
    """Whether `planet` with `aspect` would make a legal pair on 5+6 of this row (R5-R7)."""
    hand = list(game.hand(2)) + [aspect]
    return any(dict(m.placements).get(6) == planet
               for m in legal_plays(hand, game.row(), game.top()))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R9_R5_a_spare_zodiac_discard_names_its_kind_and_why_the_suns_stay(lang):
    i18n.set_language(lang)
    game = forced("P 3:LEO 2:FIRE 1:SAG", "P 4:JUPITER", hand=TESTERS_HAND)
    key, params = forced_discard_reason(game, Move.discard_card("GEM"))
    text = i18n.tr(f"astromagie.{key}", **params)
    assert key == "hint.no_play_spare" and params["count"] == 2
    assert {"en": "2 zodiac cards", "de": "2 Zeichen"}[lang] in text
    assert "this kind" not in text and "dieser Art" not in text
    sun = i18n.tr("card.name.SUN")
    # the Suns, held twice as the zodiac cards are, are the other likely throw: the line
    # says what they wait for, and it is true: with any aspect a Sun takes this row
    keeps = i18n.tr("astromagie.hint.spare_keeps.fits_any", card=sun)
    assert params["keeps"].removeprefix("; ") == keeps
    assert takes_on_six(game, "SUN", "SQU")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R7_a_planet_that_fits_6_is_named_with_the_aspect_it_waits_for(lang):
    """pt16a 10: turn after turn of "no aspect for 5+6" with 1 to 4 full; the hint says
    which planet to keep and the aspect that makes it take the row (R7: II on II, value 2)."""
    i18n.set_language(lang)
    game = forced("P 3:LEO 2:FIRE 1:SAG", "P 4:JUPITER 5:CON 6:VENUS",
                  hand=["MARS", "MOON", "GEM", "VIR", "CAN", "SUN"])
    _key, params = forced_discard_reason(game, Move.discard_card("GEM"))
    mars = i18n.tr("card.name.MARS")
    keeps = i18n.tr("astromagie.hint.spare_keeps.fits", card=mars, aspect="II")
    assert params["keeps"].removeprefix("; ") == keeps
    assert takes_on_six(game, "MARS", "CON") and not takes_on_six(game, "MARS", "SQU")
    assert not takes_on_six(game, "MOON", "TRI")  # why the Moon is not the one named


def test_R9_a_spare_planet_discard_says_a_pair_takes_one_and_what_the_water_is_kept_for():
    """Two planets, neither fitting 6 (R7: value 2 on top): one is spare. Of the other
    cards the bots' judgement keeps the lone Water least (it scores only beside a zodiac
    card of its element), so the line says what it stays for rather than naming the
    Square, which pairs with the Sun kept."""
    i18n.set_language("en")
    game = forced("P 3:LEO 2:FIRE 1:SAG", "P 4:JUPITER 5:CON 6:VENUS",
                  hand=["MOON", "SUN", "SQU", "GEM", "CAN", "WATER"])
    key, params = forced_discard_reason(game, Move.discard_card("MOON"))
    text = i18n.tr(f"astromagie.{key}", **params)
    assert text.startswith("Nothing fits; you hold 2 planets, and a pair on 5+6 takes only one")
    assert params["keeps"].removeprefix("; ") == i18n.tr("astromagie.hint.spare_keeps.element",
                                              card="Water")
    assert not takes_on_six(game, "SUN", "TRI")  # no planet of the hand fits 6 here


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_spare_line_is_one_sentence_of_plain_words(lang):
    """Each kind with each kept card's clause: filled in, one sentence (the hint line shows
    the reason after the move's sentence), and short enough for its two lines."""
    i18n.set_language(lang)
    names = {"card": i18n.tr("card.name.SAG"), "aspect": i18n.tr("card.name.CON"),
             "planet": i18n.tr("card.name.MERCURY")}
    clauses = ["", *("; " + i18n.tr(f"astromagie.hint.spare_keeps.{name}",
                                    **{**names, "aspect": "III"} if name == "fits" else names)
                     for name in ("fits_any", "fits", "pair", "planet", "aspect", "zodiac",
                                  "element"))]
    for kind in ("zodiac", "element", "planet", "aspect"):
        spare = i18n.tr(f"astromagie.hint.spare.{kind}", count=3)
        for keeps in clauses:
            text = i18n.tr("astromagie.hint.no_play_spare", count=3, spare=spare, keeps=keeps)
            assert "3" in text and "{" not in text and ". " not in text, text
            assert len(text) <= 150, text


def test_R5_R7_the_pair_kept_is_named_with_the_hands_highest_aspect():
    """Played at 1280x800: four aspects and two planets, an empty row, no zodiac card. The
    pair the line keeps is the strongest one the hand makes (R7: a III pair is covered
    only by another III pair), whatever order the hand holds its aspects in."""
    i18n.set_language("en")
    game = rigged([["OPP", "CON", "SXT", "SQU", "SUN", "MOON"], []])
    assert all(m.is_discard for m in game.legal_moves())
    key, params = forced_discard_reason(game, Move.discard_card("SQU"))
    text = i18n.tr(f"astromagie.{key}", **params)
    assert "you hold 4 aspects" in text
    assert params["keeps"] == "; " + i18n.tr("astromagie.hint.spare_keeps.pair",
                                             aspect="Sextile", planet="Sun")
