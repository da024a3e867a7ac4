"""The coach's words beside Astromagie's table in English and German, read as a newcomer
sees them next to the table's own captions (round 8 look, /tmp/astro8): a lesson never
repeats the sentence the table already shows under the empty row."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.games.astromagie.engine import Move
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


def test_R5_R12_the_forced_discard_lesson_says_discarding_is_common_in_plain_words():
    i18n.set_language("en")
    text = i18n.tr("astromagie.coach.forced")
    assert "That is common: a row takes" in text and "Common, as" not in text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R7_the_defending_lesson_says_cause_then_advice_and_the_engine_agrees(lang):
    """pt8a 1: the lesson says the cause (a planet on 4 lets any pair on 5+6 take the row)
    and then the advice (fill 4 when you hold a III pair), with no "such a pair" pointing
    back. pt11a 3: "Fill 4 only with a III pair: only a III covers it; a card on an empty
    1–3 still takes the row" was read three times: the advice is the Quick rules' own
    plain words; the 1–3 clause stays in the hand-over line and the Quick rules (the row
    of this lesson has 1–3 full). pt7a 3 still holds: any aspect of I or more with a planet
    of value 1 takes Vega's pair back (R7); a III is best, as only another III covers it."""
    from astromagie.games.astromagie.engine.rules import legal_plays

    i18n.set_language(lang)
    text = i18n.tr("astromagie.coach.defend")
    cause, advice = {"en": ("with a planet on 4, any pair on 5+6 can take it",
                            "Fill 4 when you hold a high pair (III): only another III pair"
                            " covers it"),
                     "de": ("Liegt ein Planet auf 4, kann jedes Paar auf 5+6 die Reihe nehmen",
                            "Belege 4 erst, wenn du ein hohes Paar (III) hast: Nur ein"
                            " III-Paar deckt es")}[lang]
    assert cause in text and advice in text and text.index(cause) < text.index(advice)
    quick = i18n.tr("astromagie.reference.stack")  # the Quick rules' sentence, as worded there
    assert advice.split(" 4 ", 1)[1] in quick
    assert ";" not in text and "1–3" not in text  # one thought per sentence (pt11a 3)
    assert "keep the row" not in text and "Halten" not in text
    assert "so einem" not in text and "such a pair" not in text
    game = played_to(8)
    assert game.row_pairs()[-1] == ("OPP", "MOON")
    slots, top = game.row(), game.top()
    assert None not in slots[:3]  # 1–3 full: no card on 1–3 takes this row (R4)
    for aspect in ("SQU", "CON", "TRI"):  # I, II and III each take it back with the Sun
        assert Move.play((5, aspect), (6, "SUN")) in legal_plays([aspect, "SUN"], slots, top)
    assert not legal_plays(["TRI", "VENUS"], slots, top)  # not with a planet of value 2
    game.apply(PLAYER_MOVES[8])  # Trine + Sun: now only a III covers it
    slots, top = game.row(), game.top()
    assert not legal_plays(["CON", "MOON"], slots, top)
    assert legal_plays(["SXT", "MOON"], slots, top)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R7_the_hand_over_line_says_fill_4_with_a_III_pair_in_one_short_sentence(lang):
    """pt8a 1, pt10a 2: the line says what a III pair guards against (other pairs) and what
    still takes the row (a card on 1–3); the message line keeps only a first sentence.
    pt11a 2: it was cut to " …" before "the game is yours now": the cause (a planet on 4)
    is lesson 5's, and the line is short enough for two lines (its fit: the table test)."""
    i18n.set_language(lang)
    text = i18n.tr("astromagie.coach.guide_done")
    assert text.count(". ") == 0 and "III" in text
    assert {"en": "fill 4 only when you hold a high pair (III), as only another III pair",
            "de": "Belege 4 erst, wenn du ein hohes Paar (III) hast, denn nur ein anderes III"}[
        lang] in text
    assert {"en": "a card on an empty 1–3 still takes the row",
            "de": "an eine freie Position 1–3 darf jeder anlegen"}[lang] in text
    assert {"en": "H gives a hint", "de": "H gibt dir einen Tipp"}[lang] in text
    assert "keep the row" not in text and "Halten" not in text
    assert "take it back" not in text and "Zurückholen" not in text


def test_R4_R7_R12_a_III_pair_stops_other_pairs_but_not_a_card_on_an_empty_1_to_3():
    """pt10a 2: the words above in the engine's terms. A row with 1 empty and a Trine pair on
    top: a II pair cannot cover it, a III pair of the same planet value can, and a zodiac
    card on 1 (after Air on 2) is legal, and so makes its player the last to add (R12)."""
    from astromagie.games.astromagie.engine.rules import legal_plays

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
