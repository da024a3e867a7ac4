"""The table's boxes keep clear of what each game's view keeps in sight (pt13c 8): a
clicked card's "Click it again (or Enter)" box stood over Solar's "Pile: 1 card", "24
cards to draw" and the red "Only 4 cards left"."""

from __future__ import annotations

import pytest

from tests.ui.test_kit_playtest9 import open_game

pytestmark = pytest.mark.app(fast=True, autosave=False)

GAMES = ("astromagie", "solar-republic", "monad", "zahlenstreifen")


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
@pytest.mark.parametrize("game", GAMES)
def test_pt13c_8_a_chosen_cards_box_covers_no_pile_badge_caption_or_warning(app, game):
    scene = open_game(app, game)
    hand = scene.hand()
    scene.pointer.mouse = (0, 0)  # the mouse off every place: the box stands by the card
    checked = 0
    for index in range(len(hand)):
        scene.selected = index
        scene.draw(app.screen)
        box = scene.painter.chosen_box
        if box is None:
            continue
        snap = scene.snapshot()
        kept = scene.painter.chosen_kept(app.screen, snap, scene.frame, scene.board)
        assert kept and box.collidelist(kept) < 0, (hand[index], box, kept)
        if scene.painter.message_box is not None:
            assert not box.colliderect(scene.painter.message_box)
        checked += 1
    # (Monad's and Zahlenstreifen's cards have several places: a click shows no such box)
    assert checked or game in ("monad", "zahlenstreifen")


LONG_HINT = ("Try: draw a card. A trade is open too, and a leap after it, but your Commons "
             "are worth more kept: they pay for bigger trades and buys, and a leap pays most "
             "with all six colours (a Quint for 6 points). A new card pays more now.")


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
@pytest.mark.parametrize("game", GAMES)
def test_pt13d_7_pt12a_5_a_three_line_hint_covers_nothing_the_view_keeps(app, game):
    """pt13d 7: Monad's three-line hint over the tray's last line and the columns' feet;
    pt12a 5: Astromagie's over the pile captions. It is shown whole, elsewhere."""
    scene = open_game(app, game)
    scene.say(LONG_HINT, "hint", 60.0)
    scene.draw(app.screen)
    box = scene.painter.message_box
    assert box is not None and box.h > scene.frame.font(17) * 2.5  # three lines or more
    kept = scene.painter.chosen_kept(app.screen, scene.snapshot(), scene.frame, scene.board)
    assert box.collidelist(kept) < 0, (box, kept)
    assert not box.colliderect(scene.frame.tray())  # nor the hand's tray
    assert scene.painter.message_cut is False  # whole


@pytest.mark.parametrize("scale", [0.8, 1.0, 1.3])
def test_the_kits_pile_badge_size_is_the_one_the_table_draws(scale):
    """A view asks the kit for its pile badge's size (`kit.draw.pile_badge_size`) rather
    than estimating it (Zahlenstreifen's band_left did): the size the table paints."""
    import pygame

    from astromagie.kit.draw import pile_badge_size
    from astromagie.kit.view import Pile
    from astromagie.look import theme
    from astromagie.ui.kit.piles import paint_badge

    pile = Pile("draw", 43, label="Draw pile")
    surface = pygame.Surface((600, 400))
    drawn = paint_badge(surface, pile, pygame.Rect(250, 150, 80, 120), scale,
                        lambda words, px, ink, role: theme.render(words, role, px, ink))
    assert drawn.size == pile_badge_size("Draw pile 43", scale)
    assert pile_badge_size("Draw pile 143", scale)[0] > drawn.w  # it follows the words


@pytest.mark.parametrize("app", [(1024, 700)], indirect=True)
def test_pt14b_1_a_hint_standing_over_the_log_is_solid(app):
    """pt14b 1, 2: a long hint moved over the log column let the log's lines show through
    its panel. Over the log, every pixel inside the panel's border is the panel's colour
    or its words', none the log's."""
    from astromagie.look import theme
    scene = open_game(app, "monad")
    for n in range(12):  # a log with lines to show through
        scene.session.log_lines.append(f"Vega draws a card, line {n}.")
        scene.session.log_words.append(None)
    scene.say(LONG_HINT, "hint", 60.0)
    scene.draw(app.screen)
    box = scene.painter.message_box
    assert box is not None and box.colliderect(scene.frame.side)  # it stands over the log
    inner = box.inflate(-6, -6)
    colours = {app.screen.get_at((x, y))[:3] for x in range(inner.left, inner.right, 3)
               for y in range(inner.top, inner.bottom, 3)}
    background = max(colours, key=lambda c: sum(
        app.screen.get_at((x, y))[:3] == c for x in range(inner.left, inner.right, 3)
        for y in range(inner.top, inner.bottom, 3)))
    assert background == theme.PANEL[:3]  # the panel's own colour, not blended
