"""pt19d 7: at 1024x700 "Your identity card" ran under the talon's lit frame."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.games.monad.view.board import LIT_FRAME
from tests.games.monad.helpers import position
from tests.ui.test_monad_table import open_table

COLUMNS = {2: "G2 Y2 B2 P2", 3: "G3 P3 R3", 4: "P4 B4 Y4", 5: "Y5 R5 G5"}


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
def test_the_identity_cards_label_stays_clear_of_the_lit_talon(app, lang):
    i18n.set_language(lang)
    try:
        state = position(2, {0: "R1 B1", 1: "O1"}, identities="R G", columns=COLUMNS,
                         talon="R1 O1")
        scene = open_table(app, state)
        scene.draw(app.screen)
        board = scene.board
        words = board.identity_words
        assert words.w > 10 and board.rect.contains(words)
        assert words.left >= board.identity_card.right
        assert words.right <= board.talon.x - board.gap // 2 - LIT_FRAME
        assert not words.colliderect(board.monad)
    finally:
        i18n.set_language("en")
