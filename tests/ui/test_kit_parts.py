"""The kit table's parts raised to Astromagie's table: the seats' panels, the piles, the
fanned hand, the keyboard, the buttons, the hint's sentence, the paced bot move, the
close-up's facts, celebrations and flights to a seat. Played on the made-up game
"Higher" (tests/kit/toy.py), which gives each optional hook.
"""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.ui.kit.seats import status_word
from tests.kit import toy
from tests.ui.test_kit_table import human_turn, open_kit, wait_for
from tests.ui.ui_events import frames

pytestmark = pytest.mark.usefixtures("toy_on_the_shelf")


# --- the seats' panels ---------------------------------------------------------------
def test_each_seat_has_a_panel_with_its_level_its_score_and_its_hand_backs(app):
    scene = open_kit(app, ("human", "easy", "hard"))
    human_turn(app, scene)
    panels = scene.painter.seat_panels(scene.snapshot())
    state = scene.state
    assert [p.name for p in panels] == list(scene.seating.names)
    assert [p.kind for p in panels] == ["human", "easy", "hard"]
    assert panels[scene.viewer].cards is None  # the person's own hand lies open below
    for p in panels[1:]:
        assert p.cards == len(state.hands[p.seat]) and p.lines == (
            f"{len(state.hands[p.seat])} cards",)
    assert status_word(panels[1], 0)[0] == i18n.tr("table.level.easy")
    assert status_word(panels[scene.viewer], 0)[0] == i18n.tr("kit.your_turn")


def test_a_thinking_bot_says_so_on_its_panel(app):
    scene = open_kit(app, ("easy", "easy"), speed=1.0)
    wait_for(app, scene, lambda: scene.bots.move_token is not None)
    snap = scene.snapshot()
    assert snap.thinking == scene.state.current_player
    panel = scene.painter.seat_panels(snap)[snap.thinking]
    assert panel.thinking and status_word(panel, 0)[0].startswith(i18n.tr("kit.thinking"))
    others = [p for p in scene.painter.seat_panels(snap) if p.seat != snap.thinking]
    assert not any(p.thinking for p in others)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_one_point_and_one_card_take_the_singular(lang):
    i18n.set_language(lang)
    try:
        one, two = i18n.tr("kit.score", points=1), i18n.tr("kit.score", points=2)
        assert one != two and one.startswith("1 ") and two.startswith("2 ")
        assert i18n.tr("kit.hand_count", count=1) != i18n.tr("kit.hand_count", count=3)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
def test_the_scoreboard_and_the_log_have_titles_over_them(size):
    from astromagie.ui.kit.frame import compute_frame

    frame = compute_frame(size, 1.4)
    for seats in (2, 4, 5):
        title = frame.scores_title()
        boxes = [frame.seat_rect(i, seats) for i in range(seats)]
        assert title.bottom <= boxes[0].y and frame.side.contains(title)
        assert all(a.bottom <= b.y for a, b in zip(boxes, boxes[1:], strict=False))
        log_title = frame.log_title(seats)
        assert boxes[-1].bottom <= log_title.y and log_title.bottom <= frame.log_rect(seats).y
        assert frame.log_rect(seats).h >= 120 * frame.scale


def test_the_panels_are_painted_with_the_seat_to_move_framed_in_gold(app):
    from astromagie.look import theme

    scene = open_kit(app)
    human_turn(app, scene)
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    box = scene.frame.seat_rect(scene.viewer, 2)
    assert surface.get_at((box.centerx, box.y))[:3] == theme.GOLD
    other = scene.frame.seat_rect(1 - scene.viewer, 2)
    assert surface.get_at((other.centerx, other.y))[:3] != theme.GOLD
    frames(app)


# --- piles ---------------------------------------------------------------------------
def test_a_pile_shows_its_depth_under_the_top_card_and_its_count(app):
    from astromagie.look import theme
    from astromagie.ui.kit.piles import badge_rect, edge_rects, edges

    assert [edges(n) for n in (0, 1, 2, 9, 10, 40)] == [0, 0, 1, 1, 2, 4]
    scene = open_kit(app)
    human_turn(app, scene)
    stock = scene.state.stock
    assert len(stock) > 1
    snap = scene.snapshot()
    assert scene.painter.piles(snap)[0] == toy.Pile("stock", len(stock), False, "Stock")
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    rect = scene.board.zone_rect("stock")
    lowest = edge_rects(rect, len(stock), scene.frame.scale)[0]
    peek = (lowest.right - 3, lowest.centery)  # beside the top card, on the card under it
    assert not rect.collidepoint(peek)
    assert surface.get_at(peek)[:3] == (40, 40, 120)  # the toy's back
    label = scene.painter.text(f"Stock {len(stock)}", 14, theme.TEXT_DARK, "bold")
    badge = badge_rect(toy.Pile("stock", len(stock)), rect, label, scene.frame.scale)
    assert surface.get_at((badge.x + 3, badge.centery))[:3] == theme.GOLD


def test_a_view_without_piles_gets_none_drawn(app, monkeypatch):
    monkeypatch.delattr(toy.ToyView, "piles")
    scene = open_kit(app)
    human_turn(app, scene)
    assert scene.painter.piles(scene.snapshot()) == []
    scene.draw(pygame.Surface(app.size))
