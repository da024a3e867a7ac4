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
    """pt8a 1: "Belege 4 nur mit so einem Paar" was read three times: the lesson says the
    cause (a planet on 4 lets anyone take the row with a pair) and then the advice (lay
    one only with a III pair to take it back), with no "such a pair" pointing back.
    pt7a 3 still holds: any aspect of I or more with a planet of value 1 takes Vega's
    pair back (R7); a III is best, as only another III can cover it."""
    from astromagie.games.astromagie.engine.rules import legal_plays

    i18n.set_language(lang)
    text = i18n.tr("astromagie.coach.defend")
    # pt9a 1: "Lay one only when you hold a III pair ... to take it back" left "one" open
    # and read as winning a lost row back: the advice names 4 and says "keep the row"
    cause, advice = {"en": ("a planet on 4 lets anyone take it with a pair",
                            "Fill 4 only with a III pair"),
                     "de": ("Liegt ein Planet auf 4, kann jedes Paar die Reihe nehmen",
                            "Belege 4 erst mit einem III-Paar")}[lang]
    assert cause in text and advice in text and text.index(cause) < text.index(advice)
    # pt10a 2: "to keep the row" read as safe from everyone; the row went to a card on 1.
    # The lesson says what a III pair guards against and what it does not (R7, R12)
    assert {"en": "only a III covers it", "de": "Nur ein III deckt es"}[lang] in text
    assert {"en": "a card on an empty 1–3 still takes the row",
            "de": "doch an 1–3 darf jeder anlegen"}[lang] in text
    assert "keep the row" not in text and "Halten" not in text
    assert "so einem" not in text and "such a pair" not in text
    assert "Lay one" not in text and "take it back" not in text and "Zurückholen" not in text
    game = played_to(8)
    assert game.row_pairs()[-1] == ("OPP", "MOON")
    slots, top = game.row(), game.top()
    for aspect in ("SQU", "CON", "TRI"):  # I, II and III each take it back with the Sun
        assert Move.play((5, aspect), (6, "SUN")) in legal_plays([aspect, "SUN"], slots, top)
    assert not legal_plays(["TRI", "VENUS"], slots, top)  # not with a planet of value 2
    game.apply(PLAYER_MOVES[8])  # Trine + Sun: now only a III covers it
    slots, top = game.row(), game.top()
    assert not legal_plays(["CON", "MOON"], slots, top)
    assert legal_plays(["SXT", "MOON"], slots, top)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R7_the_hand_over_line_names_the_planet_on_4_and_the_III_pair_in_one_sentence(lang):
    """pt8a 1: "belege 4 nur, wenn du ein Paar hast, das sie zurückholt" left open what
    opens the row to a takeover; the message line keeps only a first sentence."""
    i18n.set_language(lang)
    text = i18n.tr("astromagie.coach.guide_done")
    assert text.count(". ") == 0
    assert {"en": "once a planet lies on 4", "de": "Liegt ein Planet auf 4"}[lang] in text
    assert "III" in text
    # pt9a 1: the Quick rules' plain framing: fill 4 with a high pair to keep the row
    # pt10a 2: "to keep the row" promised more than R7 gives: the line says what a III
    # pair guards against (other pairs) and what still takes the row (a card on 1–3)
    assert {"en": "fill 4 only when you hold a high pair (III), which only another III pair",
            "de": "belege 4 also erst, wenn du ein hohes Paar (III) hast, das nur ein anderes III"}[
        lang] in text
    assert {"en": "a card added on an empty 1–3 still takes the row",
            "de": "wer an eine freie Position 1–3 anlegt, übernimmt die Reihe aber trotzdem"}[
        lang] in text
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
