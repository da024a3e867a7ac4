"""The Solar Republic's table after pt11c, round 14: a trump's ring stands in one place on
every hand card, however many the hand holds (finding 9: under the suit's symbol with
seven cards at 1024x700, in the top corner with six), the pile's frame is one size, empty
or not, lit or not, the top card's place, its caption under it (finding 10: it went from one
card's width to the fan's and the caption moved with it), and the pile's and the draw
pile's captions keep a clear gap (finding 11: they read as one line at 1024x700)."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.games.solar_republic.state import SolarState
from astromagie.games.solar_republic.view import VIEW
from astromagie.games.solar_republic.view.board import CAPTION_GAP
from astromagie.games.solar_republic.view.faces import face
from astromagie.kit import draw as look
from astromagie.kit.view import Highlight
from astromagie.ui.kit.frame import compute_frame
from tests.games.solar_republic.position import make


def gold_box(surface: pygame.Surface, width: int, height: int) -> pygame.Rect:
    """Where the gold ring lies in the card's top-left `width` x `height` (its left column
    and its corner both lie there on a whole card)."""
    part = surface.subsurface((0, 0, width, height))
    mask = pygame.mask.from_threshold(part, (*look.GOLD, 255), (1, 1, 1, 255))
    boxes = mask.get_bounding_rects()
    assert boxes, "no gold ring"
    return boxes[0].unionall(boxes[1:])


@pytest.mark.parametrize("window", [(1024, 700), (1280, 800), (1920, 1080)])
def test_a_trumps_ring_stands_in_one_place_on_every_hand_card_at_every_overlap(window):
    frame = compute_frame(window, 1.42)
    w, h = frame.card
    whole = gold_box(face("SO3:mercury", frame.card), w, h // 2)
    for cards in range(4, 19):  # from a hand side by side to one fanned tight
        rects = frame.hand_rects(cards)
        shown = rects[1].x - rects[0].x
        for token in ("SO3:mercury", "JU4:jupiter", "SO5:sun"):
            strip = VIEW.hand_face(token, frame.card, shown)
            assert gold_box(strip, min(shown, w), h // 2) == whole, (cards, token)
    # no ring on a plain card
    plain = face("SO2:pluto", frame.card)
    assert not pygame.mask.from_threshold(plain, (*look.GOLD, 255), (1, 1, 1, 255)).count()


def paint(state: SolarState, size: tuple[int, int], lit: bool = False):
    frame = compute_frame(size, 1.42)
    board = VIEW.board(frame.board, state.n, frame.card)
    surface = pygame.Surface(size)
    targets = frozenset({"pile"}) if lit else frozenset()
    board.paint(surface, state, state.current, Highlight(targets=targets, live=object()))
    return board, surface


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
@pytest.mark.parametrize("players", [2, 3])
def test_SR3_the_piles_frame_is_its_top_cards_place_empty_or_not_lit_or_not(size, players):
    """One frame of one size, the place the coach frames and a card flies to; the cards
    under the top one fan out from under it; the caption stays where it is."""
    empty = make([["JU1"]] * players, pile=[])
    one = make([["JU1"]] * players, pile=["SA2"])
    five = make([["JU1"]] * players, pile=["SA2", "SA1", "JU1", "JU2", "UR1"])
    board, _ = paint(empty, size)
    edge = board.pile.inflate(14, 14)
    top, right = (edge.centerx, edge.y), (edge.right - 1, edge.centery)
    wide_left = (board.frame.inflate(14, 14).x, board.frame.centery)  # the fan's room
    assert board.zone_rect("pile") == board.pile
    under: list[int] = []
    for state in (empty, one, five):
        for lit in (False, True):
            board, surface = paint(state, size, lit)
            colour = look.SUCCESS if lit else look.PANEL_BORDER
            assert surface.get_at(top)[:3] == colour[:3], (len(state.pile), lit)
            assert surface.get_at(right)[:3] == colour[:3], (len(state.pile), lit)
            assert surface.get_at(wide_left)[:3] not in (look.SUCCESS[:3],
                                                         look.PANEL_BORDER[:3])
            if not lit:
                under.append(board.captions[0].centerx)
    assert max(under) - min(under) <= 2, under  # the caption keeps its place


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 3])
def test_the_piles_caption_keeps_a_gap_from_the_draw_piles_at_1024x700(lang, players):
    i18n.set_language(lang)
    try:
        for pile in ([], ["SA2"], ["SA2", "SA1"]):
            for left in (38, 29, 3):
                state = make([["JU1"]] * players, pile=pile, draw_size=left)
                board, _ = paint(state, (1024, 700))
                words, draw_words = board.captions
                gap = draw_words.left - words.right
                assert gap >= CAPTION_GAP * board.scale - 1, (pile, left, gap)
    finally:
        i18n.set_language("en")



HINT_PARAMS = {"card": "SA2", "cards": 12, "takers": 3, "book": 7, "points": 13, "seat": 1,
               "stolen": 3, "name": "Vega"}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_hint_reads_whole_in_two_lines_at_1024x700(lang):
    """pt11c 5: long German hints ended "… wenn sie …"; the table keeps a hint whole only
    in two lines of its normal size, so every reason fits them after the longer move
    ("draw a card", "play Enceladus")."""
    from astromagie.look import theme
    from astromagie.ui.kit.messageline import MESSAGE_LINES

    i18n.set_language(lang)
    try:
        frame = compute_frame((1024, 700), 1.42)
        width, size = frame.message.w - 24, frame.font(19)
        keys = {key.rsplit(".", 1)[0] if key.endswith((".one", ".other", ".by")) else key
                for key in i18n.load_catalog(lang) if key.startswith("solar-republic.hint.")}
        assert len(keys) > 20
        moves = [VIEW.move_words("D"), VIEW.move_words("P SA2")]
        for key in sorted(keys):
            why = i18n.tr(key, **HINT_PARAMS)
            for move in moves:
                said = i18n.tr("kit.hint", move=move, why=why)
                lines = theme.wrap(said, "text", size, width)
                assert len(lines) <= MESSAGE_LINES, (key, lines)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 3])
def test_SR14_the_red_end_warning_sets_its_lines_apart_above_the_boards_foot(players):
    """pt11c 11: its two lines, set 2 px into each other, read as one cramped block over
    the hint's line at 1024x700: a pixel apart now, and still above the board's foot."""
    from astromagie.games.solar_republic.view.faces import LINE_GAP, caption

    assert LINE_GAP >= 1
    i18n.set_language("de")
    try:
        board, _ = paint(make([["JU1"]] * players, pile=["SA2"], draw_size=3), (1024, 700))
        warning = board.captions[1]
        assert warning.bottom <= board.rect.bottom
        words = i18n.tr("solar-republic.board.draw_low", count=3)
        size = 16
        one = look.render(words.split(":")[0], "bold", size).get_height()
        drawn = caption(pygame.Surface((400, 200)), words, "bold", size, 2 * board.caption_half(),
                        look.DANGER, (200, 0))
        assert drawn.h >= 2 * one + LINE_GAP  # two lines, a gap between them
    finally:
        i18n.set_language("en")
