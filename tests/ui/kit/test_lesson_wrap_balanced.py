"""The coach's card wraps each of its lines evenly (pt16a 1: "Your pair on 5+6 takes the /
row back." left a two-word tail in the log column's narrow card), and the log's
"Game log" heading is never half hidden under the card (pt16a 2)."""

from __future__ import annotations

import pygame
import pytest

from astromagie.host import registry
from astromagie.i18n import set_language
from astromagie.look import theme
from astromagie.ui.kit.frame import compute_frame
from astromagie.ui.kit.lesson import CARD_PX, balanced
from astromagie.ui.kit.session import TableSession
from tests.ui.guided import person_plays_lesson
from tests.ui.workers import AnsweringWorker

GAMES = ("astromagie", "monad", "solar-republic", "zahlenstreifen")
SIZES = ((1024, 700), (1280, 800))


def wrap(text: str, size: int, width: int) -> list[str]:
    return theme.wrap(text, "text", size, width) or [""]


def lesson_texts(game: str) -> list[str]:
    """Every lesson's words of `game`'s guided game, to the hand-over, in this language."""
    guide = registry.view(game).guide()
    session = TableSession.guided_game(game, worker=AnsweringWorker(), ai_budget=0.01)
    texts: list[str] = []
    try:
        session.begin_turn()
        for _ in range(3000):
            if session.finished or session.guide_step > (guide.lessons or guide.steps):
                break
            if session.person_turn():
                if session.coaching is not None and session.coaching.text not in texts:
                    texts.append(session.coaching.text)
                person_plays_lesson(session)
            else:
                session.step()
    finally:
        session.close()
    return texts


def tails_avoidable(paragraph: str, lines: list[str], size: int, width: int) -> list[str]:
    """The lines shorter than a third of the paragraph's longest where some wrapping in
    as many lines, no wider than `width`, has none (tried at every narrower width)."""
    ink = theme.font("text", size)
    widths = [ink.size(line)[0] for line in lines]
    short = [line for line, w in zip(lines, widths, strict=True) if w * 3 < max(widths)]
    if not short:
        return []
    for narrower in range(width, max(widths) // len(lines) - 1, -2):
        other = wrap(paragraph, size, narrower)
        if len(other) != len(lines):
            continue
        sizes = [ink.size(line)[0] for line in other]
        if all(w * 3 >= max(sizes) for w in sizes):
            return short
    return []


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("game", GAMES)
def test_pt16a_1_no_lesson_line_is_a_short_tail_balancing_would_avoid(game, language,
                                                                       tmp_path, monkeypatch):
    monkeypatch.setenv("ASTROMAGIE_HOME", str(tmp_path))
    set_language(language)
    try:
        texts = lesson_texts(game)
        assert len(texts) >= 3, texts
        ratio = registry.view(game).card_ratio
        for window in SIZES:
            frame = compute_frame(window, ratio)
            pad, inset = round(12 * frame.scale), round(4 * frame.scale)
            inner = frame.log_rect(registry.view(game).guide().players).w - 2 * inset - 2 * pad
            for px in CARD_PX:
                size = frame.font(px)
                for text in texts:
                    lines = balanced(wrap, text, size, inner)
                    at = 0
                    for paragraph in text.split("\n"):
                        count = len(wrap(paragraph, size, inner))
                        mine = lines[at:at + count]
                        at += count
                        assert all(theme.font("text", size).size(line)[0] <= inner
                                   or " " not in line for line in mine)
                        assert not tails_avoidable(paragraph, mine, size, inner), \
                            (window, px, mine)
                    assert at == len(lines)  # as many lines as the greedy wrap: no taller
    finally:
        set_language("en")


def test_balanced_evens_the_tail_of_pt16a_1s_line() -> None:
    pygame.font.init()
    size, text = 16, "Drag the marked cards into place, then press Play. Your pair on 5+6 " \
        "takes the row back."
    ink = theme.font("text", size)
    width = ink.size("Drag the marked cards into place, then")[0] + 4
    greedy = wrap(text, size, width)
    even = balanced(wrap, text, size, width)
    assert len(even) == len(greedy) >= 2
    spans = [ink.size(line)[0] for line in even]
    assert min(spans) * 3 >= max(spans), even
    assert min(spans) > min(ink.size(line)[0] for line in greedy)


@pytest.mark.app(fast=True, autosave=False)
@pytest.mark.parametrize("app", SIZES, indirect=True)
def test_pt16a_2_the_log_heading_is_whole_or_not_drawn_under_the_coach_card(app, monkeypatch):
    from tests.ui.guided import coached_lessons
    titles: list[tuple[str, pygame.Rect]] = []
    seen = 0
    for scene, _coaching in coached_lessons(app, "astromagie", 2):
        painter = scene.painter
        original = painter._title
        def noted(surface, words, rect, frame, original=original):
            titles.append((words, rect))
            original(surface, words, rect, frame)
        monkeypatch.setattr(painter, "_title", noted)
        for _ in range(2):  # the card placed in the first frame, the log laid under it next
            titles.clear()
            scene.draw(pygame.Surface(app.size))
        box = painter.lesson_box
        assert box is not None
        logs = [rect for words, rect in titles if words == "Game log"]
        assert all(not rect.colliderect(box) for rect in logs), (logs, box)
        seen += 1
    assert seen >= 1
