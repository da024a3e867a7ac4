"""The Solar Republic after round 8's look as a newcomer (German, 1280x800 and 1024x700):
another player's panel keeps its won cards and the top three in sight at 1024x700 beside
the kit's hand row (the game's line no longer repeats the hand count, and says the count
and the names in one line), and a bot's big book is not cheered as if it were the
player's."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.games.solar_republic.view import VIEW
from astromagie.games.solar_republic.view.words import text_of
from astromagie.look import theme
from astromagie.ui.kit.frame import compute_frame
from astromagie.ui.kit.picking import option_lines, option_rects
from astromagie.ui.kit.seats import SeatPanel, paint_seat
from tests.games.solar_republic.position import make


class Recording(pygame.Surface):
    """A surface that remembers what was blitted on it, to tell which lines were drawn."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.drawn: list[pygame.Surface] = []

    def blit(self, source, dest, *args, **kwargs):  # type: ignore[override]
        self.drawn.append(source)
        return super().blit(source, dest, *args, **kwargs)


def drawn_lines(size: tuple[int, int], seats: int, lines: list[str]) -> list[str]:
    """The game's `lines` that an opponent's panel (its hand shown as the kit's row of
    backs) draws at window `size` with `seats` panels."""
    fitted: dict[int, str] = {}

    def fit(words, px, width, colour, role="text"):
        surface = theme.render_fit(words, role, px, width, colour)
        fitted[id(surface)] = words
        return surface

    def text(words, px, colour, role="text"):
        return theme.render(words, role, px, colour)

    frame = compute_frame(size, 1.4)
    rect = frame.seat_rect(1, seats)
    surface = Recording((rect.right + 10, rect.bottom + 10))
    panel = SeatPanel(1, "Orion", "medium", -8, 8, tuple(lines), False, False, False,
                      game="solar-republic")
    paint_seat(surface, panel, rect, frame.scale, text, fit,
               lambda card: pygame.Surface(card), VIEW.card_ratio, 0)
    shown = [fitted.get(id(s)) for s in surface.drawn]
    return [line for line in lines if line in shown]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
@pytest.mark.parametrize("seats", [2, 3])
def test_SR13_an_opponents_top_won_cards_show_beside_the_kits_hand_row(lang, size, seats):
    pygame.init()
    i18n.set_language(lang)
    try:
        # Orion holds 8 cards and has won 5: the line counts them, the next names the top three
        state = make([["SO1"], ["NE1"] * 4 + ["UR1"] * 4, ["JU1"]],
                     won=[[], ["SA1", "NE2", "JU2", "JU2", "UR2"], []])
        lines = VIEW.seat_lines(state, 1)
        assert len(lines) == 1 and lines[0].startswith(text_of("seat.top", won=5, cards=""))
        assert drawn_lines(size, seats, lines) == lines  # the count and the top three
    finally:
        i18n.set_language("en")


def test_SR7_a_bots_big_book_is_not_cheered_the_players_own_is():
    state = make([["SO3", "JU1"], ["NE1"], ["JU1"]], pile=["NE2", "NE1", "NE1", "JU1", "JU1"])
    after = state.clone()
    after.apply("P SO3")
    assert VIEW.celebrate(state, "P SO3", after, you=0).endswith("+7!")  # the player's
    assert VIEW.celebrate(state, "P SO3", after, you=1) == ""  # seen by Vega's player: a bot's
    assert VIEW.celebrate(state, "P SO3", after) != ""  # nobody at the screen: any seat's


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_SR9_SR10_SR14_the_power_questions_answers_take_two_lines_at_most(lang, size):
    """Round 8: the Sun's 'nobody draws' answer broke into three lines in German, its last
    a lone 'nehmen könnte)'; the answer that ends the game says so in two."""
    pygame.init()
    i18n.set_language(lang)
    try:
        labels = [text_of("choose.draw_other_end", name="Orion", count=3),
                  text_of("choose.draw_self_end", count=3),
                  text_of("choose.steal", name="Orion", count=12),
                  text_of("choose.none_5_no_steal"), text_of("choose.none_5"),
                  # who plays next, and the self-draw's why (pt16c 3)
                  text_of("choose.draw_self", rest=25, next="Orion"),
                  text_of("choose.draw_other", name="Orion", next="Sirius"),
                  text_of("choose.draw_other_next", name="Orion"),
                  text_of("choose.none_4", next="Orion")]
        frame = compute_frame(size, VIEW.card_ratio)
        width = option_rects(frame, len(labels), labels)[0].w
        for label in labels:
            assert 1 <= len(option_lines(label, width, frame)) <= 2, label
        ends = option_lines(labels[0], width, frame)[-1]
        assert ends.endswith(text_of("choose.draw_other_end", name="", count=3)[-12:])
    finally:
        i18n.set_language("en")
