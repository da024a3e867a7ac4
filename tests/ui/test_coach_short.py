"""The coach at the table in every game: each guided game's lesson has its short line
(`Coaching.short`, the move in a few words, drawn in a gold pill beside the places the
coach points at), in English and German, while the long lesson stays in `text` (the log)."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.games.solar_republic.view import card_title
from astromagie.host import registry
from astromagie.kit.view import GameViewBase

GAMES = ("astromagie", "solar-republic", "monad", "zahlenstreifen")


def first_lesson(game: str):
    view = registry.view(game)
    assert isinstance(view, GameViewBase)
    guide = view.guide()
    assert guide is not None
    state = registry.rules(game).new(guide.players, guide.seed, dict(guide.options))
    assert state.current_player == 0  # every guided deal lets the person begin
    return view, view.coach(state, 0, 0)


@pytest.mark.parametrize("game", GAMES)
def test_every_guided_game_says_its_move_in_a_few_words_at_the_table(game):
    shorts = {}
    for lang in ("en", "de"):
        i18n.set_language(lang)
        view, lesson = first_lesson(game)
        assert lesson.text and lesson.short, (game, lang)
        assert not lesson.short[0].islower()  # a line of its own ("„Io“ spielen" starts a quote)
        assert len(lesson.short) < len(lesson.text) // 2
        assert lesson.zones or lesson.cards  # it stands beside what the coach points at
        shorts[lang] = lesson.short
    i18n.set_language("en")
    assert shorts["en"] != shorts["de"]


def test_the_short_lines_name_the_lessons_move_as_the_hint_does():
    i18n.set_language("en")
    view, lesson = first_lesson("zahlenstreifen")
    said = view.move_words(f"P {lesson.cards[0]}")  # "play green 5"
    assert lesson.short == said[:1].upper() + said[1:]
    _, taught = first_lesson("solar-republic")
    assert taught.move is not None and taught.cards
    assert taught.short.startswith("Play ") and card_title(taught.cards[0]) in taught.short


def test_the_short_line_stands_over_a_place_at_the_boards_foot_not_on_its_words():
    """Zahlenstreifen's row end lies just over the strip of positions: a pill under it
    covered the 0 the lesson names."""
    import pygame

    from astromagie.look import theme
    from astromagie.ui.kit.coachmarks import paint_callout
    from astromagie.ui.kit.frame import compute_frame

    frame = compute_frame((1280, 800), 1.4)
    surface = pygame.Surface(frame.size)
    label = theme.render("Blau 7 spielen", "bold", 16)
    foot = pygame.Rect(880, frame.board.bottom - 150, 80, 110)
    box = paint_callout(surface, label, [foot], frame)
    assert box.bottom <= foot.top and frame.board.contains(box)
    top = pygame.Rect(100, frame.board.y + 30, 110, 160)  # Astromagie's row: on its edge
    box = paint_callout(surface, label, [top], frame)
    # it sits on the places' lower edge, reaching only half its height below them: the
    # pair line and the people under Astromagie's row stay clear of it
    assert box.centery == top.bottom and box.bottom - top.bottom <= box.h // 2 + 1
    assert frame.board.contains(box)
