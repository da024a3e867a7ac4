"""What stands near the hand (issue 38 round 14): a card chosen by a click says what it
would do over the card, and how to do it (pt11c 8: "Wird auf den Stapel gelegt" stood at
the board's far left edge, and nothing said a second click plays; pt11a 7: Tab's label
lay over the pile counters); a button's tip keeps off the hand's cards (pt11a 8)."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.ui.kit.previewplace import over_chosen
from tests.ui.test_kit_playtest10 import open_solar
from tests.ui.ui_events import click, frames


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt11c_8_a_clicked_cards_preview_stands_at_its_place_and_says_click_again(app, lang):
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
        # at the card's one place (pt15a 8: where a second click or Enter puts it), not at
        # the board's far edge, and over the hand
        target = scene.board.zone_rect(scene.snapshot().highlight.over)
        apart = max(0, box.left - target.right, target.left - box.right,
                    box.top - target.bottom, target.top - box.bottom)
        assert box is not None and apart <= 80 * scene.frame.scale, (box, target)
        assert box.bottom <= card.top and box.top >= scene.frame.board.y
        assert scene.painter.text(i18n.tr("kit.click_again"), scene.frame.font(15)).get_width() \
            <= box.w
        click(app, card)  # and a second click plays it, as it says
        frames(app, 3)
        assert scene.selected is None and len(scene.hand()) == len(hand) - 1
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
def test_pt11a_8_a_buttons_tip_beside_the_hint_covers_no_hand_card(app):
    """pt11a 8: with the hint showing, Undo my turn's tip stood left of its button, over
    two hand cards; it keeps off the hint (pt9d 7) and off the cards."""
    from dataclasses import replace

    import pygame

    from astromagie.ui.kit.buttons import button_rects

    scene = open_solar(app)
    scene.say("Try: the Sun on the pile. It takes the pile with 3 cards (+4).", "hint", 60.0)
    snap = scene.snapshot()
    hand = scene.frame.hand_rects(len(snap.hand), snap.selected, snap.hand)
    surface = pygame.Surface(app.size)
    for rect in button_rects(scene.frame, snap.actions):
        words = "Undo my turn (U): your last turn and the replies to it are taken back."
        scene.painter.draw(surface, replace(snap, tip=(words, rect), tip_asked=True),
                           scene.frame, scene.board)
        message = scene.painter.message_box
        assert message is not None
        tip = scene.painter.tip_box
        assert tip is not None and tip.collidelist(hand) < 0, (tip, rect)
        assert not tip.colliderect(message)


@pytest.mark.parametrize("app", [(1024, 700)], indirect=True)
def test_pt11a_7_tabs_chosen_card_says_its_move_over_it_not_over_the_pile_counts(app):
    """pt11a 7: Tab chose Air and "You discard Air" lay over the piles' counts."""
    import pygame

    from tests.ui.test_astromagie_table import open_table, opening
    from tests.ui.ui_events import key, move_to

    scene = open_table(app, opening())
    move_to(app, (scene.frame.side.centerx, scene.frame.side.bottom - 10))  # off the board
    badges = list(scene.kit.badge_rects(scene.board))
    seen = 0
    for _ in range(len(scene.hand())):
        key(app, pygame.K_TAB)
        scene.draw(app.screen)
        box = scene.painter.chosen_box
        if box is not None:
            seen += 1
            assert box.collidelist(badges) < 0, box
    assert seen  # a card with one place was chosen and said its move


def test_a_chosen_cards_words_stand_over_a_shown_refusal_not_on_it():
    """pt12a 2: the chosen card's words ("You discard X / Click it again…") lay over the
    red refusal and the hint: with a message shown they stand above it."""
    room, card = pygame.Rect(0, 0, 1000, 600), pygame.Rect(400, 500, 90, 130)
    free = over_chosen((240, 50), card, room, 6)
    assert free.bottom == card.y - 6  # just over the card, with nothing shown
    message = pygame.Rect(10, free.bottom - 30, 900, 40)
    box = over_chosen((240, 50), card, room, 6, message)
    assert not box.colliderect(message) and box.bottom == message.top - 6
    assert over_chosen((240, 50), card, room, 6, pygame.Rect(0, 0, 50, 50)) == free
