"""Undo says "and the replies to it" only where someone replied (pt5a, 21: it was said
when the person took back moves of their own still open turn, and nobody had replied)."""

from __future__ import annotations

from astromagie import i18n
from astromagie.ui.kit.undo import undone_words
from tests.games.monad.helpers import position
from tests.games.monad.test_rules import COLS_FULL


def test_undo_inside_the_persons_own_turn_names_no_replies() -> None:
    start = position(2, {0: "R1 P1 O1 B1"}, COLS_FULL, talon="G1")
    game = start.clone()
    game.apply("T R1 P1")
    game.apply("T O1 B1")  # still the person's turn
    assert game.current_player == start.current_player
    assert undone_words(start, game.history) == "kit.undone_own"
    game.apply("E")  # the turn passes: the next seat replies
    game.apply(game.legal_moves()[0])
    assert undone_words(start, game.history) == "kit.undone"
    for lang in i18n.LANGUAGES:
        i18n.set_language(lang)
        try:
            assert i18n.tr("kit.undone_own") != i18n.tr("kit.undone")
        finally:
            i18n.set_language("en")
