"""Zahlenstreifen after the sixth newcomer playtest (pt6b, /tmp/pt6b/report.md), at the
table: the coach's first-tie lesson stands off the band and the row (finding 3: it lay
over the band's positions 10-19, as no room beside the tied lines and the 0 was found),
its gold frames on the tied pills themselves; a card taken up by a click or a key shows
the safe reach and the words under the strip as a drag over the 0 does (finding 11: the
kit hands the board such a card as held over its one place, "end")."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.games.zahlenstreifen.rules import RULES
from astromagie.games.zahlenstreifen.view import GUIDE_SEED, VIEW, guide
from astromagie.kit.view import Highlight
from astromagie.ui.kit.frame import compute_frame
from astromagie.ui.kit.session import guided_config
from astromagie.ui.kit.table import KitTableScene
from tests.ui.ui_events import frames


def at_first_tie():
    """The guided deal played by first legal moves to the person's turn that shows the
    first "=" (the tie's lesson speaks there)."""
    state = RULES.new(3, GUIDE_SEED)
    while not (state.current_player == 0 and guide.first_tie(state)):
        state.apply(state.legal_moves()[0])
    return state


@pytest.mark.parametrize("app", [(1280, 800), (1024, 700)], indirect=True)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt6b_3_the_first_ties_lesson_leaves_the_band_the_row_and_the_scores_in_sight(
        app, instant_bots, lang):
    i18n.set_language(lang)
    config, _ = guided_config("zahlenstreifen")
    state = at_first_tie()
    scene = KitTableScene(app, config, state, autosave=False, guided=True)
    app.stack.push(scene)
    frames(app, 2)
    coaching = scene.session.coaching
    assert coaching is not None and "=" in coaching.short
    board = scene.board
    tied = [z for z in coaching.zones if z.startswith("tie:")]
    assert tied and all(board.zone_rect(z) != board.cells[int(z.split(":")[1])] for z in tied)
    card, pill = scene.painter.lesson_layout(app.screen, scene.snapshot(), coaching,
                                             scene.frame, board)
    kept = VIEW.kept_in_sight(board)
    assert board.band_in_sight() and board.row_in_sight() in kept
    assert not any(card.box.colliderect(rect) for rect in kept), card.box
    assert not any(pill.colliderect(rect) for rect in kept), pill
    places = [board.zone_rect(z) for z in coaching.zones]
    assert not any(card.box.colliderect(p) for p in places)
    i18n.set_language("en")


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
def test_pt6b_11_a_card_held_over_the_0_without_a_drag_shows_its_reach_and_words(size):
    """The board reads only `held` and `over` (no drag): what the kit hands it for a card
    selected by a click or by H and Enter is painted as a drag over the 0 is."""
    pygame.init()
    frame = compute_frame(size, VIEW.card_ratio)
    board = VIEW.board(frame.board, 3, frame.card)
    state = RULES.new(3, GUIDE_SEED)
    card = next(m.split()[1] for m in state.legal_moves())
    surface = pygame.Surface(size)

    def painted(over: str | None) -> pygame.Surface:
        surface.fill((0, 0, 0))
        board.paint(surface, state, 0, Highlight(targets=frozenset({"end"}), over=over,
                                                 held=card, names=("You", "Vega", "Orion")))
        return surface.subsurface(board.reach_line).copy()

    resting, held = painted(None), painted("end")
    line = board.reach_line
    differs = sum(resting.get_at((x, y)) != held.get_at((x, y))
                  for x in range(0, line.w, 3) for y in range(0, line.h, 2))
    assert differs > 20  # the "safe 0-N: takes ..." words stand under the strip


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("cards", [45, 60])
def test_pt6b_13_a_long_collection_fits_its_line_at_1024x700_and_the_score_shows(
        players, cards):
    """pt6b 13: "red 1 2 3 3 4 4 5 5 6 8 9 | yellow 1 2 4 | green 1 | violet 3..8 ="
    nearly reached the score column. A collection of two thirds of the deck (far past
    the 33 cards the playtest's longest had) still ends before the score: its pills
    set close, a long colour's values in two lines."""
    pygame.init()
    frame = compute_frame((1024, 700), VIEW.card_ratio)
    board = VIEW.board(frame.board, players, frame.card)
    state = RULES.new(players, 1)
    deck = sorted([*state.pile, *(c for hand in state.hands for c in hand)])
    mine = sorted(deck, key=lambda c: (c % 10, c))[:cards]  # every colour, low values
    state.collections[0] = mine
    state.pile = [c for c in state.pile if c not in mine]
    surface = pygame.Surface((1024, 700))
    board.paint(surface, state, 0, Highlight(names=("You", "Vega", "Orion", "Sirius", "Rigel")))
    cell = board.cells[0]
    score_left = cell.right - round(1.6 * cell.h)  # the score's room (`kept_in_sight`)
    pills = [box for (owner, _letter), box in board.pill_boxes.items() if owner == 0]
    assert len(pills) == 5
    assert max(box.right for box in pills) <= min(score_left, board.collection_ink[0].right)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
def test_pt6b_10_arrowheads_between_the_bands_numbers_point_the_way_they_count_on(size):
    """pt6b 10: at a glance the upper line seemed to go on from the lower line's right
    end. Between each two numbers of a line a small arrowhead points to the higher one:
    leftwards in the lower line, rightwards in the upper (where the gold arrow turns)."""
    pygame.init()
    frame = compute_frame(size, VIEW.card_ratio)
    board = VIEW.board(frame.board, 3, frame.card)
    surface = pygame.Surface(size)
    length = 9 + board.band_cap + 4
    numbers = board._band_labels(surface, board.row_rects(length), length)
    upper_y, lower_y = (line.bottom for line in board.band_lines)
    arrows = board.band_arrows
    above = [a for a in arrows if abs(a.y - upper_y) < abs(a.y - lower_y)]
    below = [a for a in arrows if a not in above]
    assert len(above) == 3 and len(below) >= 5  # between every two numbers of a line
    assert not any(a.colliderect(n) for a in arrows for n in numbers)

    def ink(rect: pygame.Rect) -> int:
        return sum(surface.get_at((x, y))[:3] != (0, 0, 0)
                   for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom))

    for arrow in arrows:  # a head's broad side is behind it, its tip ahead
        left, right = arrow.copy(), arrow.copy()
        left.w = right.w = arrow.w // 2
        right.x = arrow.right - right.w
        assert (ink(left) < ink(right)) == (arrow in below), arrow
