"""The rule book's contents list keeps every entry whole (pt3a 22: Monad's entry 11 was
cut at the page's edge, "Wie lange eine Partie dauert (diese Au…"): a long entry wraps
within its column, in both languages, at both window sizes, for all four games."""
from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.look import theme
from astromagie.ui.scenes.rules import RulesScene

GAMES = ("astromagie", "solar-republic", "monad", "zahlenstreifen")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("app", [(1280, 800), (1024, 700)], indirect=True)
def test_every_contents_entry_is_shown_whole(app, lang):
    i18n.set_language(lang)
    try:
        for game in GAMES:
            scene = RulesScene(app, None, game)
            scene.enter()
            size = scene._px(theme.BODY_SIZE)
            col_w = (scene.view.w - scene._px(20)) // 2
            line = theme.font("text", size).get_linesize()
            wrapped = 0
            for rect, key in scene.links:
                assert rect.right <= scene.view.w, (game, key)
                words = i18n.tr(key)
                number = theme.font("text", size).size("11.")[0] + scene._px(8)
                lines = theme.wrap(words, "text", size, col_w - number)
                assert rect.h >= len(lines) * line - 2, (game, key, lines)  # no line cut
                wrapped += len(lines) > 1
            rects = [rect for rect, _key in scene.links]
            assert all(not a.colliderect(b) for i, a in enumerate(rects)
                       for b in rects[i + 1:]), game  # a wrapped entry pushes its row down
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("app", [(1024, 700)], indirect=True)
def test_monads_long_entry_takes_two_lines_in_german(app, monkeypatch):
    # the entry that was long, set again: pt18d shortened the title itself ("diese
    # Ausgabe" read as an edition note), and the wrapping it guarded stays guarded
    i18n.set_language("de")
    monkeypatch.setitem(i18n.load_catalog("de"), "monad.rules.length.title",
                        "Wie lange eine Partie dauert (diese Ausgabe)")
    try:
        scene = RulesScene(app, None, "monad")
        scene.enter()
        line = theme.font("text", scene._px(theme.BODY_SIZE)).get_linesize()
        assert any(rect.h >= 2 * line - 2 for rect, _key in scene.links)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("app", [(1280, 800), (1024, 700)], indirect=True)
def test_each_contents_column_is_laid_on_its_own(app):
    """pt10d 12: Monad's German entry 11 wrapped to two lines and pushed entry 6, in the
    other column, a row down, leaving an empty row after 5. In each column an entry
    starts right under the one before it."""
    i18n.set_language("de")
    try:
        scene = RulesScene(app, None, "monad")
        scene.enter()
        rects = [rect for rect, _key in scene.links]
        for column in {rect.x for rect in rects}:
            below = sorted((r for r in rects if r.x == column), key=lambda r: r.y)
            gaps = {b.y - a.bottom for a, b in zip(below, below[1:], strict=False)}
            assert len(gaps) == 1 and gaps.pop() <= scene._px(8), (column, below)
    finally:
        i18n.set_language("en")
