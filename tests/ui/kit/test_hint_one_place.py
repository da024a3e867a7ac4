"""The hint stands in one place at every table: the top of the log column (issue 38
round 19; pt15b 3 and pt15d 8 saw a short hint under the board and a long one as a
bubble over the log, and looked in two places). Short or long, in both languages, in
every game at 1024x700 and 1280x800, it starts at the same spot with the same width,
is shown whole, and covers no card of the board, the hand or a pile."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.look import theme
from tests.ui.test_kit_playtest11a import GAMES, LONG_HINTS, open_game

pytestmark = pytest.mark.app(fast=True, autosave=False)

# the longest hints the playtests met in English (pt15b 3's majority hint is the longest)
LONGEST_EN = (
    "Try: blue 4. With it you hold more of its colour than anyone else (a tie counts too), "
    "so every card of that colour in your collection costs only 1: your minus points go "
    "from 0 to 1. Blue 1 costs the same now; the turns after favour this one.",
    "Try: draw a card. A trade is open too, and a leap after it, but your Commons are worth "
    "more kept: they pay for bigger trades and buys, and a leap pays most with all six "
    "colours (a Quint for 6 points). A new card pays more now.",
)
SHORT = {"en": "Try: red 6.", "de": "Vorschlag: Rot 6."}


def painted(scene, words: str) -> tuple[pygame.Rect, pygame.Surface]:
    scene.say(words, "hint", 60.0)
    surface = pygame.Surface(scene.app.screen.get_size())
    scene.draw(surface)
    box = scene.painter.message_box
    assert box is not None and not scene.painter.message_cut  # whole (pt11c 5)
    return box, surface


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("game", GAMES)
def test_pt15b_3_every_hint_short_or_long_stands_at_the_log_columns_top(app, game,
                                                                        language):
    i18n.set_language(language)
    try:
        scene = open_game(app, game)
        frame, board = scene.frame, scene.board
        snap = scene.snapshot()
        hand = scene.hand()
        cards = [*frame.hand_rects(len(hand), None, hand), frame.tray(), frame.board,
                 *(board.zone_rect(pile.zone) for pile in scene.painter.piles(snap))]
        longest = LONG_HINTS if language == "de" else LONGEST_EN
        boxes = []
        for words in (SHORT[language], *longest):
            box, surface = painted(scene, words)
            boxes.append(box)
            assert frame.side.contains(box)
            assert box.collidelist(cards) < 0, (words, box)
            # its words inside its border (drawn in the hint's colour too), in that colour
            inner = box.inflate(-8, -8)
            assert any(surface.get_at((x, y))[:3] == theme.SUCCESS[:3]
                       for y in range(inner.top, inner.bottom, 2)
                       for x in range(inner.left, inner.right, 2))
            # the log's lines start below it: none shows round its edges (pt15b 8)
            assert scene.painter.log_box.top >= box.bottom
        assert len({(b.x, b.y, b.w) for b in boxes}) == 1, boxes  # one place, one width
        assert boxes[0].h < max(b.h for b in boxes)  # a long hint grows down, not away
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("app", [(1024, 700)], indirect=True)
def test_pt15b_8_the_end_callout_is_solid_over_the_whole_of_its_rectangle(app):
    """The game's end words (an "info" note) stand where the hint does, on a solid panel:
    at 1024x700 the log's "d" showed at the old bubble's right edge."""
    scene = open_game(app, "zahlenstreifen")
    scene.session.log_lines.extend(["Orion plays green 9 and takes green 3."] * 40)
    scene.say(i18n.tr("kit.results_next"), "info", 60.0)
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    box = scene.painter.message_box
    assert box is not None and scene.frame.side.contains(box)
    inside = box.inflate(-8, -8)
    dim = theme.TEXT_DIM[:3]  # the log's words: none inside the callout
    assert not any(surface.get_at((x, y))[:3] == dim for y in range(inside.top, inside.bottom)
                   for x in range(inside.left, inside.right))
    assert scene.painter.log_box.top >= box.bottom
