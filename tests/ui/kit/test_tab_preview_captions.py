"""A card taken up by Tab says "You discard Air / Click it again (or Enter)" off the
captions of the places in its target's row (pt16a 6: at 1024x700 it lay over Astromagie's
"Draw pile" and "Discard pile")."""

from __future__ import annotations

import pygame
import pytest

from astromagie.i18n import set_language
from astromagie.ui.kit.paintmessage import row_captions
from tests.ui.test_kit_playtest11a import open_game
from tests.ui.ui_events import key

pytestmark = pytest.mark.app(fast=True, autosave=False)


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
def test_pt16a_6_tabs_preview_keeps_off_the_piles_captions(app, language):
    set_language(language)
    try:
        scene = open_game(app, "astromagie")
        key(app, pygame.K_TAB)
        snap = scene.snapshot()
        assert snap.selected is not None and snap.highlight.over == "discard"
        scene.draw(pygame.Surface(app.size))
        box = scene.painter.chosen_box
        assert box is not None
        board, line = scene.board, scene.frame.font(18)
        captions = row_captions(board, board.zone_rect("discard"), scene.frame.board, line)
        assert len(captions) >= 2  # the draw pile's and the discard pile's
        assert box.collidelist(captions) < 0, (box, captions)
        assert box.collidelist([board.zone_rect("draw"), board.zone_rect("discard")]) < 0
        assert box.collidelist(list(scene.kit.kept_in_sight(board))) < 0
    finally:
        set_language("en")
