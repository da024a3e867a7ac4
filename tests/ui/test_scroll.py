"""The one scrolling widget (rules, results, archive, game log): the offset stays in range,
the wheel, keys and scroll bar move it, and the game log's view counts from the bottom."""

from __future__ import annotations

import pygame
import pytest

from astromagie.look import theme
from astromagie.ui.widgets import ScrollBarStyle, ScrollView

STYLE = ScrollBarStyle(theme.CONTROL, theme.PANEL_BORDER, dragged=theme.GOLD)
VIEW = pygame.Rect(100, 50, 400, 300)
TRACK = pygame.Rect(510, 50, 10, 300)


def _view(content: int = 1200, **kwargs: object) -> ScrollView:
    view = ScrollView(STYLE, **kwargs)  # type: ignore[arg-type]
    view.configure(VIEW, content, TRACK, line=20, page=280, wheel=60, min_thumb=30)
    return view


def _wheel(y: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                              precise_y=float(y))


def test_the_offset_stays_between_the_start_and_the_end():
    view = _view()
    assert view.max_offset() == 900
    view.scroll_by(-50)
    assert view.offset == 0
    view.scroll_by(10_000)
    assert view.offset == 900
    view.configure(VIEW, 500, TRACK, line=20, page=280, wheel=60, min_thumb=30)
    assert view.offset == 200  # the content shrank: still in range
    view.configure(VIEW, 100, TRACK, line=20, page=280, wheel=60, min_thumb=30)
    assert view.offset == 0 and view.thumb_rect() is None  # it all fits: no bar


def test_wheel_and_keys_scroll_by_their_steps():
    view = _view()
    assert view.handle_event(_wheel(-2)) and view.offset == 120  # wheel down: further on
    assert view.key(pygame.K_DOWN) and view.offset == 140
    assert view.key(pygame.K_PAGEDOWN) and view.offset == 420
    assert view.key(pygame.K_END) and view.offset == 900
    assert view.key(pygame.K_HOME) and view.offset == 0
    assert not view.key(pygame.K_a)


def test_the_wheel_outside_its_area_is_left_to_others(monkeypatch):
    view = _view()
    view.wheel_area = VIEW
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (5, 5))
    assert not view.handle_event(_wheel(-1)) and view.offset == 0
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: VIEW.center)
    assert view.handle_event(_wheel(-1)) and view.offset == 60


def test_a_gliding_view_catches_up_with_its_target():
    view = _view(glide=14.0)
    view.scroll_by(300)
    assert view.offset == 0 and view.target == 300
    view.update(0.05)
    assert 0 < view.offset < 300
    for _ in range(100):
        view.update(0.05)
    assert view.offset == 300


def test_the_thumb_shows_where_the_view_is_and_can_be_dragged():
    view = _view(draggable=True)
    thumb = view.thumb_rect()
    assert thumb is not None and thumb.top == TRACK.top and thumb.h == 75  # 300 of 1200
    view.scroll_to(900)
    assert view.thumb_rect().bottom == TRACK.bottom
    view.scroll_to(0)
    start = view.thumb_rect().center
    assert view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    assert view.dragging
    free = TRACK.h - 75
    view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] + free),
                                         rel=(0, free), buttons=(1, 0, 0)))
    assert view.offset == 900  # dragged the whole free track: at the end
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1))
    assert not view.dragging
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(TRACK.centerx, TRACK.y + 2),
                                         button=1))
    assert view.offset == 900 - 280  # a click on the track above the thumb: a page back


def test_without_draggable_the_bar_ignores_the_mouse():
    view = _view()
    thumb = view.thumb_rect()
    assert not view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=thumb.center,
                                                    button=1))
    assert not view.dragging


def test_from_the_bottom_zero_shows_the_newest_lines():
    view = _view(from_bottom=True)
    assert view.content_y() == VIEW.bottom - 1200  # the end of the content in view
    assert view.thumb_rect().bottom == TRACK.bottom
    view.handle_event(_wheel(1))  # wheel up: towards older lines
    assert view.offset == 60 and view.content_y() == VIEW.bottom - 1200 + 60
    view.key(pygame.K_HOME)
    assert view.offset == 900 and view.thumb_rect().top == TRACK.top
    short = _view(100, from_bottom=True)
    assert short.content_y() == VIEW.top  # a short log starts at the top


@pytest.mark.parametrize("from_bottom", [False, True])
def test_the_bar_is_drawn_only_when_there_is_more(from_bottom):
    surface = pygame.Surface((600, 400))
    _view(100, from_bottom=from_bottom).draw_bar(surface)
    assert surface.get_at(TRACK.center)[:3] == (0, 0, 0)
    _view(from_bottom=from_bottom).draw_bar(surface)
    assert surface.get_at(TRACK.center)[:3] != (0, 0, 0)
