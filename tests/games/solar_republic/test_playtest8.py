"""The Solar Republic after the eighth newcomer playtest (pt8c, /tmp/pt8c/report.md): the
steals that decided both games get a warning, in the hand-over tip and in the hint's words
when the hinted play leaves a Sol card on top (5), and a forced draw is "four" everywhere,
with the fewer-left case said once (6). The first lesson's words are tested in
test_view_explains (4)."""

from __future__ import annotations

import pytest

from astromagie.games.solar_republic.policy import reason
from astromagie.games.solar_republic.state import SolarState
from astromagie.games.solar_republic.view import VIEW
from astromagie.games.solar_republic.view.words import text_of


def position(hand: list[str], pile: list[str], won: list[str]) -> SolarState:
    """Three players, the person to move holding `hand` over `pile` with `won` won cards."""
    state = SolarState.new(3, 4)
    me = state.current_player
    state.hands[me] = list(hand)
    state.pile = list(pile)
    state.won[me] = list(won)
    state.moves = ["D"] * 2  # not the first turn
    return state


def test_SR9_the_hand_over_tip_warns_of_the_steal_a_sol_card_on_top_invites(lang):
    done = VIEW.guide_done()
    assert "Sol" in done and "3" in done and done.count(". ") == 0  # still one sentence


def test_SR9_the_hint_names_the_steal_when_its_play_leaves_a_sol_card_on_top(lang):
    """pt8c 5: Luna laid on Luna left a Sol card on top and the next player's 3 stole the
    person's last won cards; the hint said only "one card fewer in your hand"."""
    exposed = position(["SO1", "JU1"], ["SO1"], won=["JU1", "JU2", "SA1"])
    key, params = reason(exposed, "P SO1")
    assert key == "hint.sheds_card_sol" and "Sol" in text_of(key, **params)
    # nothing to steal, or no Sol card left on top: the plain words
    assert reason(position(["SO1"], ["SO1"], won=[]), "P SO1")[0] == "hint.sheds_card"
    assert reason(position(["JU1"], ["JU2"], won=["JU1"]), "P JU1")[0] == "hint.sheds_card"


def test_SR10_a_forced_draw_is_four_everywhere_and_the_fewer_left_case_said_once(lang):
    """pt8c 6: the coach said "draw four", the dialog "draws up to four cards". The dialog
    says four (fewer left has its own "the last N cards" words) and the reference card
    says once what happens when fewer are left."""
    four = "four" if lang == "en" else "vier"
    for label in (text_of("choose.draw_self", rest=20), text_of("choose.draw_other", name="Vega")):
        assert four in label and ("up to" not in label and "bis zu" not in label)
    powers = text_of("reference.powers")
    assert ("if fewer are left" if lang == "en" else "wenn weniger übrig sind") in powers
    assert ("the book" if lang == "en" else "ganzen Stapel") in text_of("reference.book")


def test_SR4_a_played_copy_leaves_the_hand_and_every_other_card_keeps_its_place():
    """pt8c 8: after Mimas (SA2) was played, Enceladus (SA2) jumped from the middle of the
    hand to Mimas's place at the end: the engine takes its first SA2 out, and the table
    moved the kept copy into the chosen card's place. The chosen copy leaves; the rest stay
    in the order the person saw, and the table still follows the engine."""
    from astromagie.games.solar_republic.view.names import NAMING, code_of

    for seed in range(200):  # a deal whose first player holds two copies of one code
        state = SolarState.new(2, seed)
        me = state.current_player
        hand = list(NAMING.table(state).hands[me])
        codes = [code_of(t) for t in hand]
        twice = [c for c in codes if codes.count(c) > 1 and f"P {c}" in state.legal_moves()]
        if twice:
            break
    else:
        raise AssertionError("no deal with a playable doubled card")
    code = twice[0]
    last = max(i for i, t in enumerate(hand) if code_of(t) == code)  # not the engine's copy
    chosen = hand[last]
    NAMING.choose(state, chosen)
    state.apply(f"P {code}")
    after = NAMING.table(state)
    assert list(after.hands[me]) == hand[:last] + hand[last + 1:]
    assert after.pile[-1] == chosen


@pytest.mark.parametrize("token", ["NE1:thalassa", "SA2:enceladus", "SO2:makemake",
                                   "JU1:amalthea"])
@pytest.mark.parametrize("shown", [40, 48, 56, 64])
def test_a_hand_cards_name_keeps_a_gap_before_the_next_card(token, shown):
    """pt8c 11: "Thalassa", "Enceladus" and "Makemake" ran up to the next card's edge. The
    strip's last pixels before the next card stay clear of the name's light ink."""
    import pygame

    from astromagie.games.solar_republic.view import faces

    pygame.init()
    w, h = 90, 128  # a hand card at 1024x700
    surface = faces.face(token, (w, h), shown=shown)
    for x in range(shown - 3, shown):
        for y in range(round(h * 0.55), h - 4):
            r, g, b, _ = surface.get_at((x, y))
            assert min(r, g, b) < 150, (token, shown, x, y)  # no near-white text pixel


def test_the_kind_line_is_one_type_size_on_every_card():
    """pt8c 11: "Giant Planet" was set smaller on Jupiter than on the other cards: a label
    too long is narrowed, never set smaller."""
    import pygame

    from astromagie.games.solar_republic.view import faces

    pygame.init()
    heights = set()
    for label, width in [("Sol", 80), ("Giant Planet", 80), ("Giant Planet", 30),
                         ("Asteroid Belt", 25)]:
        rect = faces.suit_line(pygame.Surface((90, 128), pygame.SRCALPHA), label, 7, width)
        assert rect.w <= width
        heights.add(rect.h)
    assert len(heights) == 1
