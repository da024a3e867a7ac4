"""The coach's words beside Astromagie's table in English and German, read as a newcomer
sees them next to the table's own captions (round 8 look, /tmp/astro8): a lesson never
repeats the sentence the table already shows under the empty row."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from astromagie import i18n
from astromagie.games.astromagie.engine import DECK, Game, Move
from astromagie.games.astromagie.engine.rules import legal_plays
from astromagie.games.astromagie.guide import AI_MOVES, PLAYER_MOVES, new_game
from astromagie.games.astromagie.view.guide import why


def empty_row_at_the_persons_turn():
    """The guided game played by its script to the person's turn on an empty row (turn 10,
    where the lesson opens a row with Gemini)."""
    game = new_game()
    while game.turns_taken < 10:
        moves = PLAYER_MOVES if game.current_player == 0 else AI_MOVES
        game.apply(moves[game.turns_taken])
    assert game.row()[2] is None and game.current_player == 0
    return game


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R3_an_off_script_opening_says_what_it_does_not_the_empty_rows_caption_again(lang):
    """Off the lesson's script, opening the row was explained with the caption's own
    sentence (zodiac on 3, grows to both sides) right beside that caption."""
    i18n.set_language(lang)
    game = empty_row_at_the_persons_turn()
    opening = Move.play((3, "GEM"))
    assert opening in game.legal_moves() and opening != PLAYER_MOVES[10]
    [said] = why(game, 0, opening, "2")
    assert said == i18n.tr("astromagie.coach.open", points="2")
    caption = i18n.tr("astromagie.row_empty")
    growth = caption.split(":")[1].split(" 3 ")[1].strip()  # "grows from there to both sides"
    assert growth and growth not in said
    assert "3" not in said  # where a row opens is the caption's to say


def test_the_first_lesson_says_matching_symbols_in_plain_english():
    i18n.set_language("en")
    text = i18n.tr("astromagie.coach.symbols")
    assert "alike marked" not in text and "matching marked symbols" in text


def played_to(turn: int):
    game = new_game()
    while game.turns_taken < turn:
        moves = PLAYER_MOVES if game.current_player == 0 else AI_MOVES
        game.apply(moves[game.turns_taken])
    return game


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R14_the_first_lesson_names_the_planet_on_4_as_the_rows_multiplier(lang):
    """pt7a, 1: "The table's × 2: Mars on 4 doubles" pointed at nothing the table showed;
    the lesson says what multiplies and by how much, and the row's score agrees."""
    from astromagie.games.astromagie.engine.rules import score_row

    i18n.set_language(lang)
    text = i18n.tr("astromagie.coach.symbols")
    assert "The table's" not in text and "Der Tisch" not in text
    assert i18n.tr("card.name.MARS") in text and "4" in text and "2" in text
    game = played_to(1)
    assert game.row()[3] == "MARS"
    score = score_row(game.row())
    assert (score.base, score.multiplier, score.points) == (4, 2, 8)  # counted double


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R9_the_forced_discard_lesson_says_discarding_is_normal_and_often_right(lang):
    """pt14a, Learning list: many turns are discards and a newcomer wondered whether that
    meant bad play. The lesson of the forced discard says, on a line of its own, that
    discarding is normal and often the right move (R9 allows it even when a card fits)."""
    i18n.set_language(lang)
    must, normal = i18n.tr("astromagie.coach.forced").split(". ")
    assert {"en": "you must discard", "de": "Du musst abwerfen"}[lang] in must
    assert {"en": "normal and often right", "de": "normal und oft richtig"}[lang] in normal
    game = played_to(4)
    assert all(move.is_discard for move in game.legal_moves())  # the lesson's forced turn
    i18n.set_language("en")


def sentences(text: str) -> list[str]:
    """`text` sentence by sentence (pt18a 8: the lessons' ideas stand as sentences of one
    paragraph; hard line breaks made the lesson card ragged)."""
    assert "\n" not in text
    return re.split(r"(?<=\.) ", text)


def lesson_5(lang: str) -> list[str]:
    """The fifth lesson's why, sentence by sentence: the defensive III pair of turn 8."""
    i18n.set_language(lang)
    game = played_to(8)
    [said] = why(game, 0, PLAYER_MOVES[8], "")
    return sentences(said)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R7_R8_R12_the_defensive_pair_lesson_says_what_the_table_shows(lang):
    """pt14a 2: "Only a III pair covers your III pair (R7). A card on an empty 1 or 2 would
    take it too (R12)" stood beside a row whose 1 and 2 were full, and "your III pair" was
    the one not yet laid. The lesson says the person's pair takes the row back and, being
    III, holds it against all but a III pair; 1 to 4 are full, so no single card can take
    it (R8), which the engine agrees with. The coach names no rule codes (pt12a 7 still
    holds: one idea a line)."""
    lines = lesson_5(lang)
    assert len(lines) == 3 and all(line.count(". ") == 0 for line in lines)
    takes, holds, full = lines
    assert {"en": "takes the row back", "de": "holt die Reihe zurück"}[lang] in takes
    assert "III" in holds
    assert full == i18n.tr("astromagie.coach.defend_full")
    assert {"en": "1 to 4 are full", "de": "1 bis 4 sind voll"}[lang] in full
    # pt15a's brief: no pronoun without its noun ("no single card can take it": take what?)
    for key in ("defend_full", "defend_open", "defend_open_both"):
        assert {"en": "the row", "de": "die Reihe"}[lang] in i18n.tr(f"astromagie.coach.{key}")
    assert "(R" not in "".join(lines) and "(R" not in i18n.tr("astromagie.coach.takeover")
    assert "on 4" not in "".join(lines) and "auf 4" not in "".join(lines)
    four = sentences(i18n.tr("astromagie.coach.multiplier", points=15))
    assert "5+6" in four[-1] and "5+6" not in "".join(four[:-1])  # said where 4 is filled
    game = played_to(8)
    assert game.row_pairs()[-1] == ("OPP", "MOON")
    slots, top = game.row(), game.top()
    assert None not in slots[:4]  # 1–4 full: no single card takes this row (R8)
    for aspect in ("SQU", "CON", "TRI"):  # I, II and III each take it back with the Sun
        assert Move.play((5, aspect), (6, "SUN")) in legal_plays([aspect, "SUN"], slots, top)
    assert not legal_plays(["TRI", "VENUS"], slots, top)  # not with a planet of value 2
    game.apply(PLAYER_MOVES[8])  # Trine + Sun: now only a III covers it
    slots, top = game.row(), game.top()
    assert not legal_plays(["CON", "MOON"], slots, top)
    assert legal_plays(["SXT", "MOON"], slots, top)
    assert not legal_plays(["LIB", "AIR", "ARI", "FIRE", "MARS"], slots, top)  # no single card
    i18n.set_language("en")


@pytest.mark.parametrize(("one", "two", "key"), [
    (None, "FIRE", "defend_open"), (None, None, "defend_open_both"),
    ("SAG", "FIRE", "defend_full")])
def test_R4_R12_the_defensive_pair_lesson_names_an_empty_1_or_2_only_where_it_is(one, two, key):
    """The last line follows the row the pair is laid on: a game that strayed from the
    script can reach the lesson's Trine + Sun with 1 (or 1 and 2) still empty, and then a
    card there would still take the row (R4 lets it go there, R12 makes its player last)."""
    from astromagie.games.astromagie.view.guide import defend_rest

    i18n.set_language("en")
    rest = Counter(DECK)
    row = (one, two, "LEO", "JUPITER")
    rest.subtract([*(c for c in row if c), "OPP", "MOON", "TRI", "SUN", "AIR"])
    game = Game.from_position(hands=[["TRI", "SUN"], ["AIR"]], row=row,
                              pairs=[("OPP", "MOON")], leader=1, discard=list(rest.elements()))
    assert defend_rest(game) == f"coach.{key}"
    said = i18n.tr(f"astromagie.coach.{key}")
    assert ("1 or 2" in said) == (two is None) and ("full" in said) == (one is not None)
    if two is not None and one is None:  # and the engine agrees: a zodiac card fits on 1
        assert Move.play((1, "LIB")) in legal_plays(["LIB"], row, game.top())


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R7_R12_the_hand_over_and_the_quick_rules_say_the_pair_rule_one_idea_a_line(lang):
    """pt12a 7 and its "Learning" list: the hand-over line and the Quick rules' pairs
    section were run-on sentences. Each idea is its own sentence (pt18a 8: no hard line
    breaks, the card wraps them): fill 4 only with a
    III pair, which guards the row once 1–3 are full (3 always is, R3); the game is the
    person's now (the kit adds how H and Enter play the hint: pt15a 8).
    The Quick rules name R7 and R12, and that a card on an empty 1 or 2 takes the row."""
    i18n.set_language(lang)
    done = sentences(i18n.tr("astromagie.coach.guide_done"))
    # two lines: a third stood over the piles' captions at 1280x800
    assert len(done) == 2 and all(line.count(". ") == 0 and ";" not in line for line in done)
    fill, yours = done
    assert "III" in fill and "4" in fill and "1–3" in fill  # guards once 1–3 are full
    # what guards the row is named, not "it"/"es" (pt15a 3 and 4: "Es" read as anything)
    assert {"en": "that pair guards the row", "de": "Dieses Paar schützt die Reihe"}[lang] in fill
    assert {"en": "From here on you play alone", "de": "Ab hier spielst du allein"}[lang] in yours
    # the hand-over card's title says "The game is yours now" already (round 19, by eye)
    assert i18n.tr("kit.guide_own_short") not in yours
    quick = i18n.tr("astromagie.reference.stack").split("\n")
    assert len(quick) >= 4 and all(line.count(". ") == 0 for line in quick)
    assert any("(R7)" in line for line in quick) and any("(R12)" in line for line in quick)
    assert any(("1 oder 2" if lang == "de" else "1 or 2") in line for line in quick)
    assert "1–3" not in "".join(quick)


def test_R4_R7_R12_a_III_pair_stops_other_pairs_but_not_a_card_on_an_empty_1_to_3():
    """pt10a 2: the words above in the engine's terms. A row with 1 empty and a Trine pair on
    top: a II pair cannot cover it, a III pair of the same planet value can, and a zodiac
    card on 1 (after Air on 2) is legal, and so makes its player the last to add (R12)."""
    slots = (None, "AIR", "GEM", "MARS")
    top = (3, 1)  # Trine + Sun/Moon
    assert not legal_plays(["CON", "MOON"], slots, top)
    assert Move.play((5, "SXT"), (6, "MOON")) in legal_plays(["SXT", "MOON"], slots, top)
    assert Move.play((1, "LIB")) in legal_plays(["LIB"], slots, top)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R14_the_two_symbols_lesson_shows_its_sum_before_the_multiplier(lang):
    """pt10a 7: step 6 jumped to "× Mars 2 = 4" without the elements + planets part every
    other step shows; the sum it names is the row's own."""
    from astromagie.games.astromagie.engine.rules import score_row

    i18n.set_language(lang)
    text = i18n.tr("astromagie.coach.two_symbols", points="4")
    part = {"en": "elements 2 + planets 0 = 2", "de": "Elemente 2 + Planeten 0 = 2"}[lang]
    assert part in text and text.index(part) < text.index("×")
    game = played_to(10)
    game.apply(PLAYER_MOVES[10])
    score = score_row(game.row())
    assert (score.base, score.multiplier, score.points) == (2, 2, 4)


def test_the_first_pair_lesson_reads_as_natural_german():
    """pt10a 6: "also trifft dieses erste Paar keine Werte" read like a translation."""
    i18n.set_language("de")
    text = i18n.tr("astromagie.coach.first_pair")
    assert "Dieses erste Paar muss keine Werte schlagen" in text and "trifft" not in text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_two_symbols_lesson_teaches_the_card_close_up(lang):
    """pt11a 4: the right-click close-up was found by guessing; the lesson about a zodiac
    card's small symbols names it, right-click or the I key (the kit's keys for it)."""
    import pygame

    from astromagie.ui.kit.table import KEYS_AT_ONCE

    i18n.set_language(lang)
    text = i18n.tr("astromagie.coach.two_symbols", points="4")
    assert {"en": "Right-click a card or press I", "de": "Rechtsklick oder I"}[lang] in text
    assert pygame.K_i in KEYS_AT_ONCE
    i18n.set_language("en")
