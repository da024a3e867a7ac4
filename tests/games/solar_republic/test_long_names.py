"""Every card's name in a hand card reads in one line or two balanced ones, never over the
kind line under it, in both languages, at 1024x700 and larger, in hands of 3 to 12 cards
(pt9c 7: "Asteroidengürtel" wrapped into "Asteroi-/dengür-/tel" over its "Sol" in a
crowded hand, and was set smaller than its neighbours in a short one)."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.games.solar_republic.view import faces
from astromagie.games.solar_republic.view.names import TOKENS
from astromagie.games.solar_republic.view.words import card_title
from astromagie.ui.kit.frame import compute_frame

SENTINEL = (255, 0, 255)


def name_layout(monkeypatch, token: str, size: tuple[int, int],
                shown: int | None) -> tuple[list[pygame.Rect], pygame.Rect]:
    """Where the face of `token` lays its name's lines (each line painted in a sentinel
    colour) and its kind line."""
    lines: list[pygame.Surface] = []
    feet: list[pygame.Rect] = []
    real_suit = faces.suit_line

    def marked(text: str, at: int, width: int) -> pygame.Surface:
        line = real_narrowed(text, at, width)
        block = pygame.Surface(line.get_size(), pygame.SRCALPHA)
        block.fill(SENTINEL, block.get_rect().inflate(0, -6))  # the glyphs' body, not leading
        lines.append(block)
        return block

    def foot(surface: pygame.Surface, label: str, left: int, width: int,
             squeeze: float | None = None, code: str | None = None) -> pygame.Rect:
        rect = real_suit(surface, label, left, width, squeeze, code)
        feet.append(rect)
        return rect

    real_narrowed = faces.narrowed
    monkeypatch.setattr(faces, "narrowed", marked)
    monkeypatch.setattr(faces, "suit_line", foot)
    surface = faces.face(token, size, shown=shown)
    monkeypatch.undo()
    w, h = size
    rows = [y for y in range(h) for x in range(0, min(shown or w, w), 2)
            if surface.get_at((x, y))[:3] == SENTINEL]
    assert lines and feet and rows, token
    return [pygame.Rect(0, min(rows), w, max(rows) - min(rows) + 1)] * len(lines), feet[-1]


@pytest.mark.parametrize("window", [(1024, 700), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_SR1_every_name_in_a_hand_keeps_to_two_lines_above_its_kind_line(monkeypatch, lang,
                                                                         window):
    pygame.init()
    i18n.set_language(lang)
    try:
        frame = compute_frame(window, faces.CARD_RATIO)
        w, h = frame.card
        names = {card_title(t): t for ts in TOKENS.values() for t in ts}
        long_names = sorted(names, key=len)[-6:]  # the longest, and both two-word ones
        assert ("Asteroidengürtel" if lang == "de" else "Asteroid Belt") in long_names
        for count in range(3, 13):
            rects = frame.hand_rects(count)
            shown = rects[1].x - rects[0].x
            # every name in the shortest and the most crowded hand, the longest in each
            for name in (sorted(names) if count in (3, 12) else long_names):
                lines, kind = name_layout(monkeypatch, names[name], (w, h),
                                          shown if shown < w else None)
                assert len(lines) <= 2, (name, count)
                assert lines[0].bottom <= kind.top, (name, count, lines[0], kind)
    finally:
        i18n.set_language("en")


def test_SR1_a_long_word_breaks_at_its_join_and_two_words_between_them():
    assert faces.two_lines("Asteroidengürtel") == ["Asteroiden-", "gürtel"]
    assert faces.two_lines("Asteroid Belt") == ["Asteroid", "Belt"]
    assert faces.two_lines("Enceladus") == ["Ence-", "ladus"]
