"""The Solar Republic after the newcomer playtest pt16c (/tmp/playtest16c/report.md): the
draw-four dialog's title counts the cards a draw takes (7), each answer says who plays next
and why drawing four oneself can pay (3), the Sun's dialog says nothing of "stealing" before
the steal is taught (1), and the hint counts a book as the dialog does, trump included (6)."""

from __future__ import annotations

from astromagie.games.solar_republic.moves import DRAW
from astromagie.games.solar_republic.policy import reason, trump_pays_from
from astromagie.games.solar_republic.state import SolarState
from astromagie.games.solar_republic.view.names import NAMING, code_of
from astromagie.games.solar_republic.view.words import card_title, number, text_of
from tests.games.solar_republic.test_playtest6 import NAMES, asked, position


def title_of(state: SolarState, code: str) -> str:
    return card_title(next(t for t in NAMING.table(state).hands[state.current_player]
                           if code_of(t) == code))


def test_SR10_SR14_the_draw_four_title_counts_the_last_cards(lang):
    """pt16c 7: "Who draws four cards?" with 3 cards left to draw."""
    state = position(["JU4", "JU1"], ["JU2", "JU1"], left=3)
    question = asked(state, "JU4").question
    assert question == text_of("choose.question_book_4_end", card=title_of(state, "JU4"),
                               count=3, draws=text_of("choose.last_cards", count=3))
    assert "3" in question.split(".")[-1]  # the count, in the question itself
    assert ("four" if lang == "en" else "vier") not in question
    deep = position(["JU4", "JU1"], ["JU2", "JU1"], left=9)
    assert ("four" if lang == "en" else "vier") in asked(deep, "JU4").question
    one = position(["JU4", "JU1"], ["UR4"], left=1)  # by rank only, the last card
    assert asked(one, "JU4").question == text_of(
        "choose.question_rank_only_4_end", card=title_of(one, "JU4"),
        draws=text_of("choose.last_cards", count=1))


def test_SR10_every_answer_of_a_4_says_who_plays_next_and_why_drawing_oneself_pays(lang):
    """pt16c 3: "Vega draws / Orion draws / I draw four myself / Nobody draws" said
    neither who plays next nor why four more cards can be worth it."""
    state = position(["SA4", "JU1"], ["SA2"], left=20)
    me = state.current_player
    vega, orion = NAMES[(me + 1) % 3], NAMES[(me + 2) % 3]
    labels = {o.move: o.label for o in asked(state, "SA4").options}
    def score(seat: int) -> str:  # each answer on another seat ends on their score (pt18 8)
        return text_of("choose.score", score=number(state.scores[seat]))

    assert labels[f"P SA4 F{(me + 1) % 3}"] == text_of("choose.draw_other_next",
                                                        name=vega) + score((me + 1) % 3)
    assert labels[f"P SA4 F{(me + 2) % 3}"] == text_of("choose.draw_other", name=orion,
                                                        next=vega) + score((me + 2) % 3)
    assert labels[f"P SA4 F{me}"] == text_of("choose.draw_self", rest=16, next=vega)
    assert labels["P SA4"] == text_of("choose.none_4", next=vega)
    for label in labels.values():
        assert vega in label  # the next player, named by every answer
    own = labels[f"P SA4 F{me}"]
    assert "+4" in own and "−1" in own and "16" in own  # its gain, cost and the depth left


def test_SR11_the_suns_dialog_names_no_steal_before_it_is_taught(lang):
    """pt16c 1: at the guided game's step 3 the Sun's "nobody draws" said "no stealing",
    a word the lessons teach at steps 4 and 6: it says what a 5 may take instead."""
    state = position(["SO5", "JU1"], ["UR2"])
    state.won = [[] for _ in state.won]
    label = asked(state, "SO5").options[-1].label
    assert label == text_of("choose.none_5_no_steal")
    assert "steal" not in label.lower() and "stehl" not in label.lower()
    assert "5" in label  # what could take them: a 5


def test_SR7_the_hint_counts_the_book_as_the_dialog_does_trump_included(lang):
    """pt16c 6: the hint said "just these 3 cards", the dialog "the book of 4 cards"."""
    state = SolarState.new(2, 3)
    state.moves = ["D"]
    state.pile = ["UR2", "UR2", "UR2"]
    state.hands[state.current] = ["UR4", "JU1", "SA1", "NE1", "JU1"]
    assert trump_pays_from(state) is not None  # the judgement draws on this small pile
    key, params = reason(state, DRAW)
    assert key == "hint.draws_until" and params["book"] == 4
    words = text_of(key, **params)
    dialog = position(["UR4", "JU1"], ["UR2", "UR2", "UR2"]).pile
    assert text_of("preview.book", count=len(dialog) + 1).split(":")[-1].strip().split()[0] \
        in words  # the same 4 as the drop's "Takes the book: 4 cards"


def test_SR11_SR14_a_5s_title_counts_the_last_cards_too(lang):
    """The Sun with 2 cards left asks to steal or make someone draw the last 2, not four."""
    state = position(["SO5", "JU1"], ["UR2"], left=2)  # the next seat holds won cards
    assert asked(state, "SO5").question == text_of(
        "choose.question_book_5_end", card=title_of(state, "SO5"), count=2,
        draws=text_of("choose.last_cards", count=2))
