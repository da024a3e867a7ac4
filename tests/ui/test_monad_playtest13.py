"""Monad after the pt13d playtest: what its findings asked of the table, each checked
where a newcomer met it (the lone card's "taken next", the shortcut said on the results
and marked on the scoreboard, the words of a hint that lowers the hand's value)."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.games.monad.view.words import text_of
from tests.ui.test_monad_table import example_3, open_table


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("app", [(1280, 800), (1024, 700)], indirect=True)
def test_every_column_with_cards_keeps_its_taken_next_line(app, lang):
    """pt13d 8: at 1024x700 a column left with one card lost its "taken next", the
    coach's word for the card a trade brings. Columns 4 and 5 hold one card each here."""
    i18n.set_language(lang)
    try:
        state = example_3()
        scene = open_table(app, state)
        board = scene.board
        assert [len(state.cols[rank]) for rank in (2, 3, 4, 5)] == [2, 2, 1, 1]
        assert sorted(board.next_labels) == [2, 3, 4, 5]
        screen = app.screen.get_rect()
        for rank, label in board.next_labels.items():
            front = board.zone_rect(f"col:{rank}")
            # under its front card, inside the column's slot and the window
            assert label.top >= front.bottom and label.top - front.bottom <= 4
            assert board.columns[rank].contains(label) and screen.contains(label)
            assert abs(label.centerx - front.centerx) <= 1
        assert text_of("board.next")  # the words painted are the catalog's
        state.cols[4].clear()  # an empty column says "empty", no "taken next"
        scene.board.paint(app.screen, state, 1, scene.highlight())
        assert sorted(board.next_labels) == [2, 3, 5]
    finally:
        i18n.set_language("en")
