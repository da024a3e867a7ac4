"""The row marks the symbols that score (pt2, finding 13): the engine counts the groups
(R14), the view finds the symbol of each group among the cards and marks nothing the
engine did not count."""

from __future__ import annotations

import pygame

from astromagie.games.astromagie.engine.rules import score_row
from astromagie.games.astromagie.view import VIEW
from astromagie.games.astromagie.view.matches import matched_symbols
from astromagie.kit.view import Highlight
from tests.ui.test_astromagie_table import NAMES, deal, turn_of


def marked(row: dict[int, str], modern: bool = False) -> dict[int, tuple[str, ...]]:
    slots = [row.get(pos) for pos in (1, 2, 3, 4)]
    return matched_symbols(row, score_row(slots, modern), modern)


def test_R14_fire_by_geminis_air_matches_nothing_and_fire_by_aries_marks_both():
    assert marked({2: "FIRE", 3: "GEM"}) == {}
    assert marked({2: "FIRE", 3: "ARI"}) == {2: ("FIRE",), 3: ("FIRE",)}


def test_R14_the_planet_group_counts_1_3_and_4_and_the_element_group_1_2_3():
    assert marked({1: "SAG", 2: "FIRE", 3: "LEO", 4: "JUPITER"}) == {
        1: ("FIRE", "JUPITER"), 2: ("FIRE",), 3: ("FIRE",), 4: ("JUPITER",)}
    # Mars on 4 and Aries' Mars: a planet pair; Water on 2 matches nothing
    assert marked({2: "WATER", 3: "ARI", 4: "MARS"}) == {3: ("MARS",), 4: ("MARS",)}


def test_V1_a_modern_ruler_is_the_symbol_that_matches():
    # Scorpio's traditional ruler is Mars, its modern one Pluto: with V1 no Mars pair
    assert marked({3: "SCO", 4: "MARS"}) == {3: ("MARS",), 4: ("MARS",)}
    assert marked({3: "SCO", 4: "MARS"}, modern=True) == {}


def test_R14_the_card_held_over_a_legal_place_shows_what_it_would_match():
    pygame.init()
    state = deal((("ARI", "FIRE", "MARS", "GEM", "LEO", "AIR"),
                  ("TAU", "EARTH", "VIR", "CON", "SUN", "CAN")))
    board = VIEW.board(pygame.Rect(0, 0, 960, 520), 2, (90, 135))
    turn = turn_of(state)
    turn.drop("ARI", "pos:3")
    seen = Highlight(names=NAMES[:2], live=turn)
    assert board.row_view(state, seen).matches == {}  # Aries alone
    held = Highlight(names=NAMES[:2], live=turn, held="MARS", over="pos:4",
                     targets=frozenset(turn.targets("MARS")))
    assert board.row_view(state, held).matches == {3: ("MARS",), 4: ("MARS",)}
    away = Highlight(names=NAMES[:2], live=turn, held="MARS", over="pos:2",
                     targets=frozenset(turn.targets("MARS")))
    assert board.row_view(state, away).matches == {}  # 2 is no place for Mars


def test_the_match_plates_leave_the_cards_corner_index_clear_at_every_size():
    """pt7a, 7: on Capricorn at 1024x700 the Earth plate half covered the corner sign; the
    plates stand right of the corner index (faces.py: glyphs 0.13 wide, centred at 0.175
    of the width) and inside the card, one or two of them, at every card width the
    table uses from 1024x700 (about 96 wide) to full screen; smaller cards (compact faces,
    no sign and ruler in the corner) keep the plates on the card."""
    from astromagie.games.astromagie.view.row import CORNER_INDEX_END, match_plates

    for width in range(80, 150, 3):
        card = pygame.Rect(200, 100, width, round(width * 1.4))
        corner = card.x + width * CORNER_INDEX_END
        for count in (1, 2):
            plates = match_plates(card, count)
            assert len(plates) == count
            for x, y, radius in plates:
                assert x - radius > corner + 1, (width, count)
                assert x + radius < card.right and y - radius > card.y
            if count == 1:  # a lone plate stays centred (the planet's value is top right)
                assert plates[0][0] == card.centerx
    small = pygame.Rect(0, 0, 42, 60)
    assert all(0 < x - r and x + r < small.right for x, _, r in match_plates(small, 2))
