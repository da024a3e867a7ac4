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
