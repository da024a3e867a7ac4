"""The Solar Republic after the German newcomer playtest pt15c (/tmp/playtest15c/report.md):
a suit's sign never stands alone under a card's rank, where Jupiter's ♃ under a 2 read
as a second number, "2 / 4" (finding 9); it stands small before the suit's name at the
foot, the name the readable part, on every suit alike. The hint's draw beside a trump
says from which pile the trump pays (finding 6)."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.games.solar_republic.cards import SUIT
from astromagie.games.solar_republic.moves import DRAW
from astromagie.games.solar_republic.policy import (
    HARD_WEIGHTS,
    move_values,
    reason,
    trump_pays_from,
)
from astromagie.games.solar_republic.state import SolarState, takes_a_book
from astromagie.games.solar_republic.view import faces
from astromagie.games.solar_republic.view.names import TOKENS
from astromagie.games.solar_republic.view.words import text_of
from astromagie.kit import draw as look

SENTINEL = (255, 0, 255)
SIZES = [(96, 136), (110, 156), (148, 210), (250, 352)]  # hands at 1024x700 .. the pile
CARDS = [tokens[0] for tokens in TOKENS.values()]  # one of every kind of every suit


def signs_drawn(monkeypatch, token: str, size: tuple[int, int], shown: int | None
                ) -> tuple[pygame.Surface, list[tuple[int, int]]]:
    """The face of `token` with every suit sign drawn as a solid sentinel block, and where
    those blocks lie."""
    def block(name: str, box: tuple[int, int], colour: tuple[int, ...] = (0, 0, 0)):
        surface = pygame.Surface(box, pygame.SRCALPHA)
        surface.fill(SENTINEL)
        return surface

    monkeypatch.setattr(faces, "glyph_surface", block)
    surface = faces.face(token, size, shown=shown)
    monkeypatch.undo()
    w, h = size
    ink = [(x, y) for x in range(min(w, shown or w)) for y in range(h)
           if surface.get_at((x, y))[:3] == SENTINEL]
    return surface, ink


@pytest.mark.parametrize("size, shown", [*((size, None) for size in SIZES),
                                         ((96, 136), 47), ((110, 156), 55), ((148, 210), 80)])
def test_SR2_a_suits_sign_stands_before_its_name_at_the_foot_never_under_the_rank(
        monkeypatch, size, shown):
    """pt15c 9: every card, whole or fanned, draws its suit's sign once, in the foot line
    (below the name, the rank and the trump's star far above), left of the suit's words:
    nothing the shape of a digit stands under the value."""
    pygame.font.init()
    w, h = size
    rank_bottom = h // 40 + look.render("4", "bold", max(12, h // 6)).get_height()
    for token in CARDS:
        surface, ink = signs_drawn(monkeypatch, token, size, shown)
        assert ink, (token, size, shown)
        top = min(y for _, y in ink)
        assert top > h * 0.8 > rank_bottom, (token, size, shown, top)  # the foot line
        sign_right = max(x for x, _ in ink)
        dim = look.TEXT_DIM[:3]
        words = [x for x in range(sign_right + 1, min(w, shown or w)) for y in range(top, h)
                 if all(abs(surface.get_at((x, y))[i] - dim[i]) <= 40 for i in range(3))]
        assert words, (token, size, shown)  # the suit's name, right of its sign


def test_SR2_a_small_card_keeps_its_sign_in_the_foot_corner_clear_of_its_name(monkeypatch):
    """A rule book's small card has no suit line: its sign stands in the bottom right
    corner, the name kept short of it."""
    pygame.font.init()
    for token in CARDS:
        for size in ((70, 100), (62, 88)):
            w, h = size
            _, ink = signs_drawn(monkeypatch, token, size, None)
            assert ink and min(x for x, _ in ink) > w // 2, (token, size)
            assert min(y for _, y in ink) > h * 0.8, (token, size)


def test_the_strip_under_the_top_card_shows_its_sign_at_its_foot(monkeypatch):
    """A card under others on the pile shows its rank, and its sign low in its strip."""
    def block(name: str, box: tuple[int, int], colour: tuple[int, ...] = (0, 0, 0)):
        surface = pygame.Surface(box, pygame.SRCALPHA)
        surface.fill(SENTINEL)
        return surface

    pygame.font.init()
    monkeypatch.setattr(faces, "glyph_surface", block)
    for token in CARDS:
        surface = faces.face(token, (110, 156), words=False, art=False)
        rows = [y for y in range(156) for x in range(30)
                if surface.get_at((x, y))[:3] == SENTINEL]
        assert rows and min(rows) > 156 * 0.8, token
    assert {SUIT[code] for code in TOKENS} == set(faces.SUIT_STYLE)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("hand, pile", [(["JU1", "SO5"], ["NE2"]),
                                        (["JU1", "SO3"], ["UR1", "NE2"]),
                                        (["NE1", "NE4", "UR2"], ["NE2"])])
def test_SR7_a_draw_beside_a_small_piles_trump_says_from_which_pile_it_pays(hand, pile,
                                                                             lang):
    """pt15c 6: following the hint, six rounds of draws on a 2-card pile, and the hint
    never said when drawing stops paying. Beside a trump that fits, its draw names the
    pile's count now and the count from which the judgement of the hint and the medium
    bot plays the trump instead: exactly there, one card fewer it still draws."""
    state = SolarState.new(2, 3)
    state.moves = ["D"]
    state.pile = list(pile)
    state.hands[state.current] = list(hand)
    pays_from = trump_pays_from(state)
    assert pays_from is not None and pays_from > len(pile)
    assert reason(state, DRAW) == ("hint.draws_until",
                                   {"book": len(pile) + 1, "pays_from": pays_from})
    trumps = [m for m in state.legal_moves() if m != DRAW and takes_a_book(state, m)]
    for size, plays in ((pays_from - 1, False), (pays_from, True)):
        what_if = state.clone()
        what_if.pile = [*pile[:-1], *[pile[0]] * (size - len(pile)), pile[-1]]
        values = move_values(what_if, [DRAW, *trumps], w=HARD_WEIGHTS)
        assert (max(values[1:]) > values[0]) == plays, size
    i18n.set_language(lang)
    try:
        words = text_of("hint.draws_until", book=len(pile) + 1, pays_from=pays_from)
        assert f"{pays_from} " in words and str(len(pile) + 1) in words
    finally:
        i18n.set_language("en")


def test_no_pile_figure_where_no_trump_fits():
    """Without a trump that takes the pile, the draw's reason is another (no "from N")."""
    state = SolarState.new(2, 3)
    state.moves = ["D"]
    state.pile = ["NE2"]
    state.hands[state.current] = ["JU1", "UR2"]
    assert trump_pays_from(state) is None and reason(state, DRAW)[0] != "hint.draws_until"
