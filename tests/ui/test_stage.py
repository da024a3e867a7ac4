"""Issue 38's stage: each game's table fills its table area, with no band left empty
across its whole width for more than 80 px (measured as `benchmarks/empty_band.py`
measures a screenshot), and the people around the table sit by the play."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pygame
import pytest

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.host import registry
from astromagie.kit.people import Person, chip_rects, paint_people, score_words
from astromagie.ui.kit.table import KitTableScene
from tests.ui.ui_events import frames

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from empty_band import LIMIT, empty_band  # noqa: E402  (benchmarks/empty_band.py)

GAMES = ("astromagie", "solar-republic", "monad", "zahlenstreifen")
NAMES = ("You", "Vega", "Orion", "Lyra")


def mid_game(game: str, seed: int = 3, moves: int = 14):
    state = registry.rules(game).new(4, seed, {})
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("app", [(1280, 800), (1024, 700)], indirect=True)
def test_no_band_of_the_table_is_left_empty(app, game):
    app.settings.animation_speed = 1000.0
    seats = tuple(SeatConfig(name, "human" if i == 0 else "easy")
                  for i, name in enumerate(NAMES))
    state = mid_game(game)
    scene = KitTableScene(app, GameConfig(seats, seed=3, game=game), state,
                          ai_mode="thread", ai_budget=0.01, autosave=False)
    app.stack.push(scene)
    frames(app, 2)
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    height, top = empty_band(surface)
    assert height <= LIMIT, (game, app.size, height, top)


def test_a_chip_shows_each_person_and_the_bands_width_is_shared():
    band = pygame.Rect(0, 0, 600, 56)
    rects = chip_rects(band, 3, 1.0)
    assert len(rects) == 3 and all(band.contains(r) for r in rects)
    assert all(a.right < b.x for a, b in zip(rects, rects[1:], strict=False))  # apart
    surface = pygame.Surface((600, 90))
    people = [Person(1, "Vega", 6, score_words(-3), "holds the trick", moving=True),
              Person(2, "Orion", 5, score_words(4))]
    painted = paint_people(surface, band, people, 1.0)
    assert len(painted) == 2
    assert score_words(-3).startswith("\u22123")  # a real minus sign
    # the badge wholly inside the chip (pt16a 9: it hung over the bottom border)
    inside = [surface.get_at((x, y))[:3] for x in range(painted[0].x, painted[0].right)
              for y in range(painted[0].y + 3, painted[0].bottom - 3)]
    below = [surface.get_at((x, y))[:3] for x in range(painted[0].x, painted[0].right)
             for y in range(painted[0].bottom, painted[0].bottom + 12)]
    assert (233, 190, 92) in inside or any(p[0] > 200 and p[1] > 160 for p in inside)
    assert not any(p[0] > 200 and p[1] > 160 for p in below)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700), (1600, 1000)])
def test_astromagies_row_grows_into_the_room_it_has_and_nothing_overlaps(size):
    """Issue 38, item 1: the row of six positions takes the board's width where its
    height allows it (at 1280x800 it kept 166 px cards and a ~50 px empty band)."""
    from astromagie.games.astromagie.view import VIEW
    from astromagie.games.astromagie.view.board import ROW_UNITS
    from astromagie.ui.kit.frame import compute_frame

    frame = compute_frame(size, VIEW.card_ratio)
    board = VIEW.board(frame.board, 4, frame.card)
    slots = [board.row.slots[p] for p in range(1, 7)]
    row = slots[0].unionall(slots[1:])
    assert row.w >= frame.board.w * 0.9 or board.card[1] >= 175  # grown, one way or both
    assert frame.board.contains(row) and row.w <= frame.board.w * 0.95 + ROW_UNITS
    people = board.people
    assert people is not None and people.h >= 2 * 13 + 8  # the chips still sit by the row
    below = [board.variants_rect(), board.draw_pile, board.discard]
    assert people.top > row.bottom and all(people.bottom < r.top for r in below)
    assert all(frame.board.contains(r) for r in [people, board.draw_pile, board.discard])


def test_a_chips_hand_count_is_a_filled_mini_card_back_not_an_empty_box():
    from astromagie.kit.people import HAND_BACK, paint_hand_count
    from astromagie.look import theme

    surface = pygame.Surface((80, 24))
    surface.fill((0, 0, 0))
    paint_hand_count(surface, (2, 2), 6, 18, 13)
    inside = [surface.get_at((x, y))[:3] for x in range(4, 14) for y in range(6, 18)]
    assert inside.count(HAND_BACK) >= 20  # filled with a back's blue, not an outline
    assert theme.GOLD in inside  # with its gold mark
