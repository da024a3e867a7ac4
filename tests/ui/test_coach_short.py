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
