"""A forced discard says why (playtest pt3b, finding 12): the status line names what each
open place of the row needs (R3 opening, R4 gapless growth, R5-R7 the pair) and the hand
lacks, in both languages, and says it only when every legal move is a discard (R9)."""

from __future__ import annotations

from collections import Counter

import pytest

from astromagie import i18n
from astromagie.games.astromagie.engine import DECK, Game, Move
from astromagie.games.astromagie.view import AstromagieTurn
from astromagie.games.astromagie.view.forced import forced_needs, forced_reason
from tests.games.astromagie.helpers import after, rigged
from tests.games.astromagie.test_view_words import NOTATION, played_positions
from tests.ui.test_astromagie_table import deal


def position(hand: list[str], row: tuple[str, ...], pairs: list[tuple[str, str]]) -> Game:
    """Seat 0 to move with `hand` at a row that seat 1 holds; every other card discarded."""
    rest = Counter(DECK)
    rest.subtract([*hand, "AIR", *row, *(c for p in pairs for c in p)])
    return Game.from_position(hands=[hand, ["AIR"]], row=row, pairs=pairs, leader=1,
                              discard=list(rest.elements()))


def forced(game: Game) -> bool:
    return all(m.is_discard for m in game.legal_moves())


def test_R3_an_empty_row_and_no_zodiac_card_is_the_reason_to_discard():
    game = rigged([["FIRE", "EARTH", "MARS", "SQU", "MOON", "WATER"],
                   ["TAU", "EARTH", "VIR", "VENUS", "CON", "SUN"]])
    assert forced(game)
    assert forced_needs(game, 0) == [("open", {})]


def test_R4_R6_the_open_places_next_to_the_row_are_named_with_what_they_need():
    # Leo on 3 and Mars on 4: 2 needs an element, the first pair a planet other than Mars
    game = after("P 3:LEO 4:MARS", ["SQU", "OPP", "CON", "MARS", "SXT", "TRI"])
    assert forced(game)
    assert forced_needs(game, 1) == [("element", {}), ("first_pair", {"planet": "Mars"})]


def test_R7_a_stacked_pair_names_the_aspect_and_the_planet_value_it_needs():
    game = position(["SQU", "OPP", "MOON", "SUN", "FIRE"], ("ARI", "FIRE", "LEO", "MARS"),
                    [("CON", "VENUS")])
    assert forced(game)
    # pt11a 5: the hand's aspects (I) fall short of the II on top, so that is what is said
    assert forced_needs(game, 0) == [("pair_aspect", {"aspect": "II"})]


def test_R5_a_hand_without_aspects_is_told_so_rather_than_the_pair_values():
    game = position(["MARS", "FIRE", "EARTH"], ("ARI", "FIRE", "LEO", "MARS"), [])
    assert forced(game)
    assert forced_needs(game, 0) == [("aspect", {})]  # Mars cannot go on 6 (R6)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R5_R7_a_planet_that_waits_for_an_aspect_is_named_so_it_is_kept(lang):
    """pt16a 10: with 1 to 4 full and no aspect, turn after turn said only "no aspect for
    5+6". A planet of the hand that fits 6 is named: the one a pair would take the row
    with (R6: not the planet on 4; R7: on a pair, its planet value)."""
    i18n.set_language(lang)
    try:
        first = position(["MARS", "MOON", "FIRE"], ("ARI", "FIRE", "LEO", "MARS"), [])
        assert forced(first)  # Mars cannot go on 6 beside Mars on 4 (R6): only the Moon
        moon = i18n.tr("card.name.MOON")
        assert forced_needs(first, 0) == [("aspect_for", {"planet": moon})]
        assert moon in forced_reason(first, 0)
        # pt18a 14: where Venus would do as well as the Moon, neither is named alone
        both = position(["VENUS", "MOON", "FIRE"], ("ARI", "FIRE", "LEO", "MARS"), [])
        assert forced_needs(both, 0) == [("aspect_for_many", {})]
        assert moon not in forced_reason(both, 0)
        assert {"en": "your planets", "de": "deine Planeten"}[lang] in forced_reason(both, 0)
        row, pairs = ("ARI", "FIRE", "LEO", "MARS"), [("CON", "SUN")]  # top: II, value 1
        stacked = position(["SQU", "VENUS", "MOON"], row, pairs)  # only the Moon fits 6
        assert forced(stacked)
        assert forced_needs(stacked, 0) == [("pair_aspect_for", {"aspect": "II", "planet": moon})]
        sun_too = position(["SQU", "SUN", "MOON"], row, pairs)  # the Sun and the Moon fit 6
        assert forced_needs(sun_too, 0) == [("pair_aspect_for_many", {"aspect": "II"})]
        venus = position(["SQU", "VENUS", "FIRE"], row, pairs)  # value 2: Venus does not
        assert forced_needs(venus, 0) == [("pair_aspect", {"aspect": "II"})]
        assert forced_needs(position(["VENUS", "FIRE"], row, pairs), 0) == [("aspect", {})]
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R9_every_forced_discard_of_a_game_has_its_reason_in_words(lang):
    i18n.set_language(lang)
    try:
        seen = 0
        for seed in range(6):
            for game in played_positions(seed, players=3, moves=60):
                if not forced(game):
                    continue
                seen += 1
                seat = game.current_player
                text = forced_reason(game, seat)
                assert text.startswith(i18n.tr("astromagie.forced.line", reasons="")), text
                assert "{" not in text and not NOTATION.search(text), text
                needs = [key for key, _ in forced_needs(game, seat)]
                assert needs and (needs == ["open"]) == (game.row()[2] is None)
        assert seen > 5
    finally:
        i18n.set_language("en")


def test_R9_the_turn_says_the_reason_only_when_it_must_discard():
    must = rigged([["FIRE", "EARTH", "MARS", "SQU", "MOON", "WATER"], ["TAU"]])
    assert AstromagieTurn(must, 0, ["You", "Vega"]).note() == forced_reason(must, 0)
    free = rigged([["LEO", "EARTH", "MARS", "SQU", "MOON", "WATER"], ["TAU"]])
    assert AstromagieTurn(free, 0, ["You", "Vega"]).note() == ""


def test_R6_half_a_pair_staged_claims_no_trick_yet():
    """pt4a: with only the aspect of a pair on 5 the status line still said "If played:
    you hold the trick, 15 points" while Play waited; half a pair says the move is not
    whole yet, the whole pair its points."""
    state = deal([["ARI", "FIRE", "MARS", "CON", "VENUS"],
                  ["TAU", "EARTH", "SUN", "SQU", "MOON"]])
    state.apply(Move.play((3, "ARI"), (2, "FIRE"), (4, "MARS")))
    turn = AstromagieTurn(state, 1, ["You", "Vega"])
    assert turn.drop("SQU", "pos:5").kind == "staged"
    assert turn.note() == i18n.tr("astromagie.staged.half_pair")
    assert turn.drop("SUN", "pos:6").kind == "staged"
    assert turn.note() == i18n.tr("astromagie.staged.yours")  # the points: the pill's


def test_R6_a_hand_with_an_aspect_and_no_planet_is_told_6_needs_a_planet():
    """pt9a 5: "no planet but Moon for 6" read as "the Moon is all you hold" while the hand
    held no planet at all: with none, the line says 6 needs a planet and none is held."""
    none = position(["SQU", "FIRE", "WATER"], ("ARI", "FIRE", "LEO", "MOON"), [])
    assert forced(none)
    assert forced_needs(none, 0) == [("first_pair_none", {})]
    only_moon = position(["SQU", "MOON", "FIRE"], ("ARI", "FIRE", "LEO", "MOON"), [])
    assert forced(only_moon)
    assert forced_needs(only_moon, 0) == [("first_pair", {"planet": "Moon"})]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R6_the_forced_discard_reasons_say_what_the_place_needs_in_plain_words(lang):
    """pt9a 5: each reason names the place, what it needs, and that the hand lacks it."""
    i18n.set_language(lang)
    try:
        moon = i18n.tr("card.name.MOON")
        other = forced_reason(position(["SQU", "MOON", "FIRE"],
                                       ("ARI", "FIRE", "LEO", "MOON"), []), 0)
        none = forced_reason(position(["SQU", "FIRE", "WATER"],
                                      ("ARI", "FIRE", "LEO", "MOON"), []), 0)
        want_other, want_none = {
            "en": (f"6 needs a planet other than {moon} on 4",
                   "6 needs a planet, and you hold none"),
            "de": (f"6 braucht einen Planeten außer {moon}",
                   "kein Planet für 6")}[lang]
        assert other.endswith(want_other) and none.endswith(want_none)
        # "no planet but" read as "all you hold": no forced reason says it any more
        for key in ("open", "element", "zodiac", "planet", "aspect", "first_pair",
                    "first_pair_none", "pair", "places"):
            text = i18n.tr(f"astromagie.forced.{key}", planet=moon, first="2", second="4")
            assert " but " not in text and "kein Planet außer" not in text, text
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R7_a_pair_that_cannot_be_covered_names_the_hands_card_that_falls_short(lang):
    """pt11a 5: "none of your pairs fits on 5+6" while the hand held Sextile (III) and the
    Sun, and the Sun lay on 4: the line names the card of the hand that falls short, the
    aspect too low, no planet of the value, or the only one of it the planet on 4 (R6)."""
    i18n.set_language(lang)
    try:
        row, pairs = ("ARI", "FIRE", "LEO", "SUN"), [("CON", "MOON")]  # top: II, value 1
        on_4 = position(["SXT", "SUN", "FIRE"], row, pairs)
        low = position(["SQU", "MOON", "FIRE"], row, pairs)
        value = position(["SXT", "VENUS", "FIRE"], row, pairs)
        for game in (on_4, low, value):
            assert forced(game)
        sun = i18n.tr("card.name.SUN")
        assert forced_needs(on_4, 0) == [("pair_on_4", {"card": sun})]
        moon = i18n.tr("card.name.MOON")  # the Moon fits 6 and waits (pt16a 10)
        assert forced_needs(low, 0) == [("pair_aspect_for", {"aspect": "II", "planet": moon})]
        assert forced_needs(value, 0) == [("pair_value", {"value": 1})]
        want = {"en": (f"only {sun} for 6, but {sun} is on 4",
                       f"no aspect of II or more for {moon}", "no planet of value 1 for 6"),
                "de": (f"für 6 nur {sun} – liegt schon auf 4",
                       f"kein Aspekt ab II für {moon}", "kein Planet der Zahl 1 für 6")}[lang]
        for game, words in zip((on_4, low, value), want, strict=True):
            assert words in forced_reason(game, 0)
        # with two Suns' worth of choice the pair would fit: not forced, nothing said
        assert not forced(position(["SXT", "MOON", "FIRE"], row, pairs))
    finally:
        i18n.set_language("en")
