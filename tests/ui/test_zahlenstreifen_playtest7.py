"""Zahlenstreifen before the final newcomer playtest (round 8 of issue 38): every line the
top bar can say fits whole at 1024x700 in both languages (the kit cuts a too-long status
to its leading ' · ' parts: at 1280x800 the German line lost "· Noch 69 Karten im
Nachziehstapel", and the last round's lines lost what comes after the person's last card)."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.games.zahlenstreifen.rules import RULES
from astromagie.games.zahlenstreifen.view import VIEW
from astromagie.look import theme
from astromagie.ui.kit.frame import compute_frame, reference_button


def every_status(players: int) -> set[str]:
    """Every top bar of a game of first legal moves, for each seat as the person at the
    table and for a table of bots, with the widest counts the words can take."""
    state = RULES.new(players, 3)
    said = set()
    while not state.is_over():
        for viewer in range(players):
            said.add(VIEW.status(state, viewer))
            said.add(VIEW.status(state, viewer, playing=False))
        state.apply(state.legal_moves()[0])
    said.add(VIEW.status(state, 0))
    return said


def named_last_round_lines() -> list[str]:
    """The last round's lines with the widest names they name (pt9b 4): two of the
    setup's star names as long as the line takes them (longer ones are counted)."""
    from astromagie.games.zahlenstreifen.view.words import NAMED_MAX_CHARS, still_to_play

    pairs = [("Capella", "Altair"), ("Altair", "Sirius"), ("Vega", "Orion"),
             ("Sirius", "Capella"), ("Capella", "Lyra")]
    out = []
    for pair in pairs:
        names = still_to_play(pair, [0, 1])
        assert bool(names) == (len("".join(pair)) <= NAMED_MAX_CHARS)
        for key in ("yours", "before_yours", "played"):
            if names:
                out.append(i18n.tr(f"zahlenstreifen.status.last_round_{key}_named", names=names))
    return out


@pytest.mark.parametrize("lang", ["en", "de"])
def test_NS10_NS11_every_status_line_fits_whole_at_1024x700(lang):
    pygame.init()
    i18n.set_language(lang)
    try:
        frame = compute_frame((1024, 700), VIEW.card_ratio)
        width = min(frame.menu.x, reference_button(frame).x) - frame.top.x - 32  # the kit's room
        font = theme.font("text", frame.font(22))
        said = every_status(3) | every_status(5)
        widest = {  # the widest numbers the words take (the pile holds up to 74 cards)
            i18n.tr("zahlenstreifen.status.pile", count=74),
            " · ".join([i18n.tr("zahlenstreifen.status.yours"),
                        i18n.tr("zahlenstreifen.status.pile", count=74)]),
            i18n.tr("zahlenstreifen.status.last_round_yours", count=4),
            i18n.tr("zahlenstreifen.status.last_round_before_yours", count=4),
            i18n.tr("zahlenstreifen.status.last_round_played", count=4),
            *named_last_round_lines(),
            i18n.tr("zahlenstreifen.status.choose", done=4, count=5)}
        assert len(said) > 20  # the play, the last round, the choice and the end
        for line in said | widest:
            assert font.size(line)[0] <= width, line
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
@pytest.mark.parametrize("length", [12, 9 + 22])
def test_NS2_the_jump_from_the_rows_9_to_the_bands_10_is_marked(size, length):
    """The row's 9 stands at its left end, the band's 10 at the lower line's right end: a
    gold path runs from beside the 9 through the gap over the row to the gold 10."""
    from astromagie.games.zahlenstreifen.view import bandmarks
    from astromagie.games.zahlenstreifen.view.board import FULL
    from astromagie.kit import draw as look

    pygame.init()
    frame = compute_frame(size, VIEW.card_ratio)
    board = VIEW.board(frame.board, 3, frame.card)
    surface = pygame.Surface(size)
    numbers = board._band_labels(surface, board.row_rects(9), 9)
    assert numbers == [] and bandmarks.band_jump(board, surface) is None  # no band, no jump
    numbers = board._band_labels(surface, board.row_rects(length), length)
    ten, nine = board.band_ten, board.slots[FULL - 1]
    assert ten is not None and ten in numbers
    assert any(surface.get_at((x, y))[:3] == look.GOLD[:3]
               for x in range(ten.x, ten.right) for y in range(ten.y, ten.bottom))
    jump = bandmarks.band_jump(board, surface)
    assert jump is not None
    assert board.pile.right <= jump.x < nine.x  # it starts beside the 9, not at the pile
    assert jump.x < ten.centerx < jump.right and jump.y < ten.bottom  # it ends at the 10
    assert jump.bottom <= nine.centery + 1
    y = (ten.bottom + nine.y) // 2  # the dotted line: under the numbers, over the row
    assert all(n.bottom <= y + 1 for n in numbers if n.y == ten.y) and y < nine.y
    gold = [x for x in range(nine.x, ten.centerx) if surface.get_at((x, y))[:3] == look.GOLD[:3]]
    assert len(gold) > (ten.centerx - nine.x) // 3  # dotted, all the way
