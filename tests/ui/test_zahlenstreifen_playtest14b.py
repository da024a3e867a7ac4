"""Zahlenstreifen after newcomer playtest pt14b (German, 8/8/7), the board: the band
says what its cards are, and the path from the row's 9 into it stays while a card is
held (finding 3); room at 1024x700 (finding 11); the secret choice's panel (findings 7,
11, 12)."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.games.zahlenstreifen.cards import CARD
from astromagie.games.zahlenstreifen.rules import RULES
from astromagie.games.zahlenstreifen.view import VIEW, bandmarks
from astromagie.games.zahlenstreifen.view.board import FULL
from astromagie.kit import draw as look
from astromagie.kit.view import Highlight
from astromagie.ui.kit.frame import compute_frame

SIZES = [(1280, 800), (1024, 700)]


def board_for(size: tuple[int, int]):
    pygame.init()
    frame = compute_frame(size, VIEW.card_ratio)
    return frame, VIEW.board(frame.board, 3, frame.card)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang, word", [("en", "exposed"), ("de", "ungeschützt")])
def test_pt14b_3_NS2_the_band_is_labelled_with_the_coachs_word(size, lang, word):
    i18n.set_language(lang)
    try:
        assert i18n.tr("zahlenstreifen.band_label") == word
        assert word in i18n.tr("zahlenstreifen.coach.band")  # one word everywhere
        _, board = board_for(size)
        surface = pygame.Surface(size)
        assert bandmarks.band_word(board, surface, FULL - 1) is None  # no band, no label
        for length in range(FULL, 60):
            label = bandmarks.band_word(board, surface, length)
            assert label is not None and board.rect.contains(label), (length, label)
            older = length - (FULL - 1)
            if older <= 2 * board.band_cap - 2:  # a line with room: beside the cards
                assert not any(label.colliderect(card) for card in board.row_rects(length))
            assert board.band.inflate(0, 8).contains(label) or board.band.colliderect(label)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", SIZES)
def test_pt14b_3_NS6_the_path_to_the_10_stays_while_a_card_is_held(size):
    """The gold path from the 9 to the band's 10 was drawn only with no card held:
    it vanished just when a held card's take reached into the band."""
    _, board = board_for(size)
    state = RULES.new(3, 4)
    seat = state.current_player
    state.row = [CARD[c] for c in "V3 B8 G7 G4 R3 G8 B2 V8 G3 G6 V9 V2 Y1 R2 R1 R5 G2 Y5 R6 Y8"
                 .split()]
    state.hands[seat] = [CARD[c] for c in "V5 B3 R8 Y7 Y9".split()]
    held = Highlight(names=("A", "B", "C"), you=seat, held="V5", over="end",
                     targets=frozenset({"end"}))
    surface = pygame.Surface(size)
    board.paint(surface, state, seat, held)
    ten, nine = board.band_ten, board.slots[FULL - 1]
    assert ten is not None
    y = (ten.bottom + nine.y) // 2
    golds = [x for x in range(nine.x, ten.centerx)
             if surface.get_at((x, y))[:3] == look.GOLD[:3]]
    assert len(golds) > (ten.centerx - nine.x) // 4  # dashed, but there


def choosing_state():
    from astromagie.games.zahlenstreifen.state import CHOOSE
    state = RULES.new(3, 2)
    while state.phase != CHOOSE:
        state.apply(state.legal_moves()[-1])
    return state


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt14b_7_NS12_the_panel_and_the_coach_name_one_card_or_both(lang):
    """'12 → 13' in the panel beside the coach's 'minus points 20' read as a contradiction:
    the panel says 'this card' or 'both cards', the coach 'both cards'."""
    from astromagie.games.zahlenstreifen.view.panels import secret_cost
    i18n.set_language(lang)
    try:
        state = choosing_state()
        seat = state.current_player
        hand = list(state.observation(seat).hand)
        _, board = board_for((1024, 700))
        obs = state.observation(seat)
        one = secret_cost(board, state, obs, seat, Highlight(staged=(hand[0],)))[0]
        both = secret_cost(board, state, obs, seat, Highlight(staged=tuple(hand[:2])))[0]
        held = secret_cost(board, state, obs, seat, Highlight(
            staged=(hand[0],), held=hand[1], over="secret", targets=frozenset({"secret"})))[0]
        this, pair = ("This card", "both cards") if lang == "en" else \
            ("Diese Karte", "beide Karten")
        assert one.startswith(this) and pair.lower() in both.lower() and pair in held
        coach = VIEW.coach(state, seat, 30)
        said = getattr(coach, "text", coach)
        assert (pair if lang == "en" else "beiden Karten") in str(said)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt14b_11_12_NS12_the_choice_panel_covers_the_row_its_words_readable_and_clear(
        size, lang, monkeypatch):
    """At 1024x700 its words were ~12 px and touched the places; the row's 9 to 7 peeked
    out, dimmed, at its left."""
    from astromagie.games.zahlenstreifen.view import panels
    i18n.set_language(lang)
    try:
        state = choosing_state()
        seat = state.current_player
        _, board = board_for(size)
        panel = board.secret_panel
        assert all(panel.contains(slot) for slot in board.slots.values())
        surface = pygame.Surface(size)
        sizes: list[int] = []
        widths: list[int] = []
        real_fit = board._fit

        def fit(text, role, px, width, colour=look.TEXT):
            sizes.append(px)
            made = real_fit(text, role, px, width, colour)
            widths.append(made.get_width())
            return made

        monkeypatch.setattr(board, "_fit", fit)
        hand = list(state.observation(seat).hand)
        panels.paint_secret(board, surface, state, state.observation(seat), seat,
                            Highlight(staged=(hand[0],), targets=frozenset({"secret"})))
        assert sizes and min(sizes) >= 13  # the house minimum
        # the words end a gap before the places' frames (3 px outside each place)
        assert panel.x + 2 * board.gap + max(widths) <= board.secret_slots[0].x - 3 - 4
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt14b_11_the_pile_and_its_badge_leave_room_for_the_row_and_the_path(size, lang):
    """At 1024x700 the pile's edges touched the row's 9 and "Nachziehstapel" sat on the
    start of the gold path to the band's 10."""
    from dataclasses import replace

    from astromagie.games.zahlenstreifen.view.board import PILE_EDGES
    from astromagie.ui.kit.piles import badge_label, badge_rect, pile_extent

    i18n.set_language(lang)
    try:
        frame, board = board_for(size)
        nine = board.slots[FULL - 1]
        state = RULES.new(3, 4)
        pile = replace(VIEW.piles(state, 0)[0], count=65)  # the most edges the kit draws
        extent = pile_extent(board.zone_rect(pile.zone), pile.count, frame.scale)
        assert extent.right <= board.pile.right + PILE_EDGES
        assert extent.right + board.gap <= nine.x  # a gap before the 9

        def text(words: str, px: int, colour, role: str) -> pygame.Surface:
            return look.render(words, role, px, colour)

        badge = badge_rect(pile, board.zone_rect(pile.zone),
                           badge_label(pile, frame.scale, text), frame.scale,
                           bounds=frame.board)
        surface = pygame.Surface(size)
        surface.fill((0, 0, 0))
        board._band_labels(surface, board.row_rects(14), 14)
        surface.fill((0, 0, 0))
        assert bandmarks.band_jump(board, surface) is not None
        room = badge.inflate(4, 4)
        gold = [(x, y) for x in range(room.x, room.right) for y in range(room.y, room.bottom)
                if surface.get_at((x, y))[:3] == look.GOLD[:3]]
        assert not gold, gold[:3]  # a few px of room all round the badge
    finally:
        i18n.set_language("en")


def test_pt14b_12_NS12_in_the_choice_no_path_peeks_out_at_the_panels_left():
    """The gold rise from the 9 stood just left of the choice's panel."""
    _, board = board_for((1024, 700))
    state = choosing_state()
    state.row = [CARD[c] for c in "V3 B8 G7 G4 R3 G8 B2 V8 G3 G6 V9 V2 Y1 R2".split()]  # a band
    seat = state.current_player
    surface = pygame.Surface((1024, 700))
    board._band_labels(surface, board.row_rects(len(state.row)), len(state.row))
    surface.fill((0, 0, 0))
    board.paint(surface, state, seat, Highlight(names=("A", "B", "C"), you=seat))
    panel = board.secret_panel
    nine = board.slots[FULL - 1]
    left = pygame.Rect(board.pile.right + 1, panel.y, panel.x - board.pile.right - 1,
                       nine.bottom - panel.y)
    # the board is painted on black; the choice's shade darkens whatever lies under it, so
    # anything lighter than the shade is drawn there (the dimmed gold of the path was)
    assert not any(max(surface.get_at((x, y))[:3]) > 40
                   for x in range(left.x, left.right) for y in range(left.y, left.bottom))
