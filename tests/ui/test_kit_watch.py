"""Watching a kit game again: it starts at the deal, and its buttons, two by two beside
the hand, show their labels at the table's own size in both languages and window sizes."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.host import registry
from astromagie.look import theme
from astromagie.storage.archive import playback_of
from astromagie.ui.kit.watch import KitWatchScene, watch_frame
from tests.ui.test_kit_results import SIZES, played
from tests.ui.ui_events import frames

LABELS = ("seat", "back", "prev", "next", "play", "pause", "review")


def test_watch_again_starts_at_the_deal(app):
    state, config = played("solar-republic", 2, 8)
    watch = KitWatchScene(app, playback_of(state, config))
    app.stack.push(watch)
    frames(app)
    assert watch.turn == 0 and watch.snapshot().message == i18n.tr("kit.watch.dealt")
    assert watch.state().history == []


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", SIZES)
def test_the_watch_buttons_never_shrink_their_labels(size, lang):
    i18n.set_language(lang)
    try:
        for game in ("solar-republic", "monad", "zahlenstreifen"):
            frame = watch_frame(size, registry.view(game).card_ratio)
            rects = frame.button_rects(6)
            width = min(r.w for r in rects)
            font = theme.font("text", frame.font(20))
            for label in LABELS:
                text = i18n.tr(f"kit.watch.{label}")
                assert font.size(text)[0] <= width - 12, (text, size)
            assert all(frame.buttons.contains(r) for r in rects)
            assert not frame.hand.colliderect(frame.buttons)
            assert frame.buttons.right <= frame.side.x
    finally:
        i18n.set_language("en")


def test_tab_marks_the_buttons_in_turn_and_enter_presses_the_marked_one(app):
    import pygame

    from tests.ui.ui_events import key

    state, config = played("monad", 2, 8)
    watch = KitWatchScene(app, playback_of(state, config))
    app.stack.push(watch)
    frames(app)
    enabled = [a.id for a in watch.actions() if a.enabled]
    marked = []
    for _ in enabled:
        key(app, pygame.K_TAB)
        marked.append(watch.focus)
    assert marked == enabled and "prev" not in marked  # nothing before the deal
    while watch.focus != "next":
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    assert watch.turn == 2
    seat = watch.seat
    key(app, pygame.K_h)
    assert watch.seat == (seat + 1) % 2
    watch.draw(app.screen)
