"""Zahlenstreifen after newcomer playtest pt19b: the band's small cards (four or five
players: ~30x42 px) read their value first (polish 1: the symbol covered the middle
number), and the band's position numbers are thinned where they stand close (polish 2)."""

from __future__ import annotations

import pygame
import pytest

from astromagie.games.zahlenstreifen.view import faces
from tests.ui.test_zahlenstreifen_playtest3 import board_for
from tests.ui.test_zahlenstreifen_playtest12b_band import index_digit_height

SIZES = [(1280, 800), (1024, 700)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_pt19b_p1_a_small_band_cards_number_is_large_and_clear_of_its_symbol(size, players):
    pygame.init()
    board = board_for(players, size)
    card = board.band_card
    assert card[1] < faces.SMALL_FACE_BELOW  # every band card: the value first
    for code in ("Y8", "R4", "G5", "B8", "V7"):
        tab, digit, mark, mark_r = faces.small_layout(card, code[1:])
        symbol = pygame.Rect(0, 0, round(2 * mark_r), round(2 * mark_r))
        symbol.center = (round(mark[0]), round(mark[1]))
        assert not symbol.colliderect(digit), (code, card)  # the symbol leaves the number
        assert pygame.Rect((0, 0), card).contains(symbol)
        # the number's ink 12 px high at least (its corner digit's was ~7 px)
        assert index_digit_height(code, card) >= 12, (code, card)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("length", [22, 30, 40])
def test_pt19b_p2_the_bands_numbers_stand_apart(size, players, length):
    """'27◂26◂25' packed tight: each two numbers in a line a clear gap apart, room for the
    arrow between them; the 10 always shown."""
    pygame.init()
    board = board_for(players, size)
    rects = board.row_rects(length)
    surface = pygame.Surface(size)
    numbers = board._band_labels(surface, rects, length)
    assert board.band_ten is not None
    lines: dict[int, list[pygame.Rect]] = {}
    for box in numbers:
        lines.setdefault(box.y, []).append(box)
    for boxes in lines.values():
        boxes.sort(key=lambda box: box.x)
        for left, right in zip(boxes, boxes[1:], strict=False):
            assert right.x - left.right >= board.label, (left, right)


@pytest.mark.parametrize("language", ["en", "de"])
def test_pt19b_l5_the_last_lesson_and_the_hand_over_say_different_things(language):
    """'Play on by yourself' and, a turn later, 'The lessons are over' said the same: the
    coach's return, the hint's keys, Quick rules. Now each thing once: the lesson says
    when the coach comes back, the hand-over where the rules are in short and the keys."""
    from astromagie.host import registry
    from astromagie.i18n import set_language, tr
    from astromagie.ui.kit.guided import handover_words

    set_language(language)
    try:
        view = registry.view("zahlenstreifen").for_game(
            registry.rules("zahlenstreifen").new(3, 15, {}))
        lesson = tr("zahlenstreifen.coach.play_on")
        handover = handover_words(view)
        back = "comes back" if language == "en" else "zurück"
        assert back in lesson and back not in handover
        quick = "Quick rules" if language == "en" else "Kurzregeln"
        assert quick in handover and quick not in lesson
        assert tr("kit.guide_hint_keys") in handover and "Enter" not in lesson
        assert lesson.count(". ") + 1 <= 2  # one or two short sentences
        assert tr("zahlenstreifen.coach.play_on_short") != tr("kit.guide_own_short")
    finally:
        set_language("en")
