"""The Solar Republic after the German newcomer playtest pt13c (/tmp/playtest13c/report.md):
the trump's mark is a filled gold star, not a ring like the Sol sign ⊙ (finding 3); every
card says its suit at its foot, at every size (finding 4)."""

from __future__ import annotations

import pygame
import pytest

from astromagie.games.solar_republic.cards import RANK, SUIT
from astromagie.games.solar_republic.view import VIEW
from astromagie.games.solar_republic.view.faces import face, foot_label, strip_ring
from astromagie.games.solar_republic.view.names import TOKENS, code_of
from astromagie.games.solar_republic.view.words import card_title, kind_title, text_of
from astromagie.kit import draw as look
from astromagie.ui.kit.frame import compute_frame


def hand_card(window: tuple[int, int]) -> tuple[int, int]:
    return compute_frame(window, VIEW.card_ratio).card


@pytest.mark.parametrize("window", [(1024, 700), (1280, 800)])
@pytest.mark.parametrize("token", ["SO3:mercury", "SO5:sun", "SA4:saturn", "SO1:luna"])
def test_SR7_a_trumps_mark_is_a_filled_gold_star_and_a_sol_card_has_none(window, token):
    """pt13c 3: the ring ○ under the Sol sign ⊙ (both about 8 px in the hand) read as one
    more Sol sign. The mark is filled at its centre (a ring was hollow there) and gold; a
    Sol card that is no trump (Luna, a 1) shows nothing there."""
    size = hand_card(window)
    shown = round(size[0] * 0.6)  # a fanned hand's strip
    surface = face(token, size, shown=shown)
    (x, y), radius = strip_ring(*size, shown)
    assert radius >= 3
    gold = [surface.get_at((x + dx, y + dy))[:3] == look.GOLD[:3]
            for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
    if RANK[code_of(token)] >= 3:
        assert all(gold), (token, window)  # filled: a star, not a ring
        # its points reach out while the gaps between them show the ground: not a disc
        ring = [surface.get_at((round(x + radius * dx), round(y + radius * dy)))[:3]
                for dx, dy in ((0.0, -0.95), (0.0, 0.95))]
        assert ring[0] == look.GOLD[:3] and ring[1] != look.GOLD[:3], ring
    else:
        assert not any(gold), token


def test_SR2_every_card_says_its_suit_at_its_foot_never_its_kind():
    """pt13c 4: Saturn, Uranus and Jupiter said "Giant Planet" where the other cards say
    their suit, and the enlarged Sun said "Joker" where the hand said "Sol"."""
    for token in TOKENS:
        code = code_of(token)
        assert foot_label(token) == text_of(f"suit.{SUIT[code]}")
    for code in ("SA4", "UR4", "JU4", "NE4", "SO5"):
        assert foot_label(code) != kind_title(code)  # "Giant Planet", "Joker": not there


@pytest.mark.parametrize("height", [120, 190, 260])
def test_the_giants_foot_is_drawn_as_the_suit_at_every_size(height):
    """The drawn label is the suit: Saturn's face at a hand's, the pile's and a close-up's
    size matches a face drawn with its suit's words, pixel for pixel, at its foot."""
    size = (round(height / VIEW.card_ratio), height)
    saturn = face("SA4:saturn", size)
    assert card_title("SA4:saturn") == text_of("suit.SA")  # named as its suit: one word
    other = face("SA1:phoebe", size)  # a moon of Saturn: its foot says "Saturn" too
    foot = pygame.Rect(0, round(height * 0.86), size[0] // 2, height - round(height * 0.86)
                       - max(2, size[0] // 28))
    a = pygame.image.tobytes(saturn.subsurface(foot), "RGBA")
    b = pygame.image.tobytes(other.subsurface(foot), "RGBA")
    assert a == b, height


def test_SR10_drawing_four_oneself_says_its_cost_and_gain_in_numbers(lang):
    """pt13c 6: "I draw four myself · more to play while the draw pile is deep" felt
    backwards beside "each card in hand is −1", with no number to weigh. The answer says
    +4 cards to play, −1 each if still held at the end, and what is left to draw after."""
    from tests.games.solar_republic.test_playtest6 import NAMES, asked, position

    state = position(["SA4", "JU1"], ["SA2"], left=17)
    me = state.current_player
    label = {o.move: o.label for o in asked(state, "SA4").options}[f"P SA4 F{me}"]
    assert label == text_of("choose.draw_self", rest=13, next=NAMES[(me + 1) % 3])
    assert "+4" in label and "−1" in label and "13" in label and "17" not in label


def test_SR3_a_hinted_2_that_grows_a_big_pile_names_the_risk_plainly(lang):
    """pt13c 5: the hint chained 2s into a 12-card pile with "A 2: you play again" as its
    only words, and the easy bot took it for +13. The hint's choice stays; its words say
    the pile it leaves and that the next player may win it (a small pile: the plain words)."""
    from astromagie.games.solar_republic.policy import BIG_PILE, reason

    from .position import make

    pile = ["JU1", "JU1", "UR1", "UR1", "UR1", "NE1", "NE1", "NE1", "NE1", "NE1", "NE2"]
    big = make([["NE2", "JU1"], ["SA1"]], pile=pile)
    key, params = reason(big, "P NE2")
    assert (key, params) == ("hint.extra_turn_big", {"card": "NE2", "cards": 12})
    words = text_of(key, **params)
    assert "12" in words and ("next player may win it" if lang == "en"
                              else "kann der Nächste ihn gewinnen") in words
    small = make([["NE2", "JU1"], ["SA1"]], pile=["NE1"] * (BIG_PILE - 2))  # then BIG_PILE - 1
    assert reason(small, "P NE2") == ("hint.extra_turn", {"card": "NE2"})
