"""The coach at the table in every game: each guided game's lesson has its short line
(`Coaching.short`, the move in a few words, heading the lesson's card beside the places
the coach points at, and its gold pill when folded), in English and German."""

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
    said = view.move_words(f"P {lesson.cards[0]}")  # "green 5", as the hint names it
    assert lesson.short == f"Play {said}"
    _, taught = first_lesson("solar-republic")
    assert taught.move is not None and taught.cards
    assert taught.short.startswith("Play ") and card_title(taught.cards[0]) in taught.short


def test_the_folded_lesson_stands_outside_its_places_where_least_is_written():
    """Zahlenstreifen's row end lies just over the strip of positions: a pill under it
    covered the 0 the lesson names; Monad's column stacks its cards' banners over the
    card pointed at: a pill over it covered them (the playtest). The pill goes where the
    least is painted, and never on the places themselves."""
    import pygame

    from astromagie.ui.kit.frame import compute_frame
    from astromagie.ui.kit.lesson import pill_rect

    frame = compute_frame((1280, 800), 1.4)

    def crowd_of(*busy):
        def crowd(rect):
            return sum(rect.clip(b).w * rect.clip(b).h for b in busy)
        return crowd

    foot = pygame.Rect(880, frame.board.bottom - 150, 80, 110)
    strip = pygame.Rect(frame.board.x, foot.bottom + 2, frame.board.w, 30)  # positions
    box = pill_rect((160, 26), [foot], frame, crowd_of(strip, foot))
    assert box.bottom <= foot.top and frame.board.contains(box)
    card = pygame.Rect(100, frame.board.y + 200, 90, 130)  # a column's card taken next
    banners = pygame.Rect(100, frame.board.y, 400, 200)  # the cards stacked over it
    box = pill_rect((300, 26), [card], frame, crowd_of(banners, card))
    assert not box.colliderect(banners) and not box.colliderect(card)
    assert box.top >= card.bottom and frame.board.contains(box)
