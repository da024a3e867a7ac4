"""A card chosen by a click says what it would do over the card, and how to do it
(issue 38 round 14, pt11c 8: "Wird auf den Stapel gelegt" stood at the board's far left
edge, beside neither the card nor the pile, and nothing said a second click plays)."""

from __future__ import annotations

import pytest

from astromagie import i18n
from tests.ui.test_kit_playtest10 import open_solar
from tests.ui.ui_events import click, frames


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt11c_8_a_clicked_cards_preview_stands_over_it_and_says_click_again(app, lang):
    i18n.set_language(lang)
    try:
        scene = open_solar(app)
        hand, turn = scene.hand(), scene.turn
        fits = next(i for i, code in enumerate(hand) if len(turn.targets(code)) == 1)
        click(app, scene.frame.hand_rects(len(hand), None, hand)[fits])
        frames(app)
        assert scene.selected == fits
        scene.draw(app.screen)
        box = scene.painter.chosen_box
        card = scene.frame.hand_rects(len(hand), fits, hand)[fits]
        assert box is not None and box.bottom <= card.top  # just over the card
        assert box.left <= card.centerx <= box.right  # over it, not at the board's far edge
        assert box.bottom >= card.top - 40 * scene.frame.scale
        assert box.top >= scene.frame.board.y
        assert scene.painter.text(i18n.tr("kit.click_again"), scene.frame.font(15)).get_width() \
            <= box.w
        click(app, card)  # and a second click plays it, as it says
        frames(app, 3)
        assert scene.selected is None and len(scene.hand()) == len(hand) - 1
    finally:
        i18n.set_language("en")
