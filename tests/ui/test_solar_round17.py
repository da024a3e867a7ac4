"""The Solar Republic's full hand after pt13c, round 17 (finding 9): with 12-15 cards at
1024x700 the names were narrowed each to its own strip, so they read as different sizes,
and broke mid-word ("Amal-thea", "Gany-med", "Mi-randa"); the suit words ran into the
next card. Now every name of a fanned hand is set in one type (one size, narrowed by one
share), whole, and nothing of a card's words lies nearer the next card than a gap."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.games.solar_republic.view import SolarView, faces
from astromagie.games.solar_republic.view.names import TOKENS
from astromagie.games.solar_republic.view.words import card_title
from astromagie.ui.kit.frame import compute_frame

DECK = sorted({token for copies in TOKENS.values() for token in copies})


def strip_of(window: tuple[int, int], cards: int) -> tuple[int, tuple[int, int]]:
    """What a card of a `cards`-card hand at `window` shows, and its size."""
    frame = compute_frame(window, faces.CARD_RATIO)
    rects = frame.hand_rects(cards)
    return rects[1].x - rects[0].x, frame.card


@pytest.fixture(params=["en", "de"])
def lang(request):
    pygame.init()
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def set_lines(monkeypatch, token: str, size: tuple[int, int],
              shown: int) -> list[tuple[str, int, int, int]]:
    """The lines a hand card sets its name in: each its text, size, width as set and
    width as drawn."""
    real = faces.narrowed
    lines: list[tuple[str, int, int, int]] = []

    def spy(text: str, size: int, width: int) -> pygame.Surface:
        line = real(text, size, width)
        lines.append((text, size, faces.look.render(text, "bold", size).get_width(),
                      line.get_width()))
        return line

    monkeypatch.setattr(faces, "narrowed", spy)
    SolarView().hand_face(token, size, shown)  # a fresh view: no face from a cache
    monkeypatch.undo()
    return lines


# 13 cards and more at 1024x700 stand their names up the strip (pt17 2: narrowed to a
# third they could not be read): tests/games/solar_republic/test_playtest17.py
@pytest.mark.parametrize("window, cards", [((1024, 700), 11), ((1024, 700), 12),
                                           ((1280, 800), 15), ((1280, 800), 14)])
def test_a_full_hands_names_stand_whole_in_one_type(monkeypatch, lang, window, cards):
    """Every card of the deck, as it would stand in a 12-15-card hand: its name in one
    line (two only at a word or a compound's join: "Asteroid Belt",
    "Asteroiden-gürtel"), never cut at a syllable, and every line of every name at one
    size and narrowed by one share (to the pixel)."""
    shown, (w, h) = strip_of(window, cards)
    assert shown < w * 0.55  # the crowded hand of the playtest
    squeeze = faces.hand_type(w, h, shown, lang).squeeze
    sizes = set()
    for token in DECK:
        name = card_title(token)
        lines = set_lines(monkeypatch, token, (w, h), shown)
        texts = [text for text, *_ in lines]
        assert texts == [name] or texts == faces.whole_parts(name) != [name], texts
        for text, at, natural, drawn in lines:
            sizes.add(at)
            assert abs(drawn - natural * squeeze) <= 1, (text, drawn, natural, squeeze)
    assert len(sizes) == 1, sizes


def test_the_type_is_the_largest_at_which_every_name_fits(lang):
    """At 1280x800 with eight cards the names keep the size of a whole card's name; a
    crowded hand goes down to the smallest legible size before it narrows further."""
    shown, (w, h) = strip_of((1280, 800), 8)
    roomy = faces.hand_type(w, h, shown, lang)
    assert roomy.size == h // 10 and roomy.squeeze >= faces.STRIP_COMFORT
    shown, (w, h) = strip_of((1280, 800), 14)
    crowded = faces.hand_type(w, h, shown, lang)
    assert crowded.size < roomy.size and crowded.squeeze < roomy.squeeze


@pytest.mark.parametrize("window, cards", [((1024, 700), 14), ((1280, 800), 15)])
def test_no_text_of_a_hand_card_lies_beyond_its_strip(lang, window, cards):
    """The name, the suit word and the band behind them end a gap short of the next card
    (pt13c 9: 'Neptun', 'Uranus' ran into it): the face with its words differs from it
    without them only inside the strip, a few pixels short of its end."""
    shown, size = strip_of(window, cards)
    view = SolarView()
    for token in DECK:
        worded = view.hand_face(token, size, shown)
        bare = faces.face(token, size, words=False, shown=shown)
        changed = [x for x in range(size[0]) for y in range(size[1] // 2, size[1])
                   if worded.get_at((x, y)) != bare.get_at((x, y))]
        assert changed, token
        assert max(changed) < shown - 2, (token, max(changed), shown)


def test_a_short_name_is_never_cut_even_in_the_most_crowded_hand(lang):
    """An 18-card hand at 1024x700 leaves a strip narrower than the hand's narrowest type
    needs: a name of eight letters or fewer is narrowed further, never cut ('Gany-med');
    only a longer one breaks, at a syllable."""
    shown, (w, h) = strip_of((1024, 700), 18)
    kind = faces.hand_type(w, h, shown, lang)
    assert kind.squeeze == faces.STRIP_SQUEEZE  # the case: the narrowest type is too wide
    for token in DECK:
        name = card_title(token)
        parts = faces.strip_parts(name, kind)
        if len(name) <= faces.WHOLE_LETTERS:
            assert parts == [name], parts
        assert "".join(part.removesuffix("-") for part in parts) == name.replace(" ", "")


def test_the_hand_type_is_drawn_once_per_strip_and_language():
    """The type is worked out once for a size, a strip and a language (a face is drawn
    once too: the view's cache), and anew in the other language."""
    pygame.init()
    faces.hand_type.cache_clear()
    for lang in ("en", "de", "en"):
        faces.hand_type(96, 136, 40, lang)
    info = faces.hand_type.cache_info()
    assert (info.misses, info.hits) == (2, 1)
