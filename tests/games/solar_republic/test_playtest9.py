"""The Solar Republic after the ninth newcomer playtest (pt9c, /tmp/pt9c/report.md): the
hint and the hand-over's advice speak with one voice (1: the hint opened an empty pile and
left a 6-card pile right after the coach said never to), the effect dialog asks the choice
it offers (4), and the move that ends the game says its outcome (11: a tie came unsaid)."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.games.solar_republic.policy import reason
from astromagie.games.solar_republic.view import VIEW
from astromagie.games.solar_republic.view.names import code_of
from astromagie.games.solar_republic.view.turn import SolarTurn
from astromagie.games.solar_republic.view.words import text_of

from .position import make


def words(key: str, params: dict[str, object]) -> str:
    """The hint's reason as the kit says it (`hinting.reason_words`)."""
    return i18n.tr(f"solar-republic.{key}", **params)


def test_SR3_the_hand_over_advice_names_the_exception_the_hint_makes(lang):
    """The advice is true as stated: a 2 that opens moves again, and the hint says when it
    breaks the advice (pt9c 1)."""
    done = VIEW.guide_done()
    two = "a 2" if lang == "en" else "einer 2"
    assert two in done and done.count(". ") == 0


def test_SR3_a_two_opening_the_empty_pile_says_it_moves_again(lang):
    g = make([["SA2", "JU1"], ["NE1"] * 5], pile=[])
    key, params = reason(g, "P SA2")
    assert key == "hint.extra_turn_opens"
    assert "2" in words(key, params)
    # on a pile the 2 is the plain extra turn
    assert reason(make([["SA2", "JU1"], ["NE1"] * 5], pile=["SA1"]), "P SA2")[0] \
        == "hint.extra_turn"


def test_SR3_a_one_opening_the_empty_pile_says_why_it_feeds_the_next_player(lang):
    g = make([["SA1", "JU1"], ["NE1"] * 5], pile=[])
    key, params = reason(g, "P SA1")
    assert key == "hint.opens_sheds"
    said = words(key, params)
    assert ("next player" if lang == "en" else "Nächsten") in said


def test_SR5_a_card_leaving_a_big_pile_says_its_size_and_the_unseen_takers(lang):
    pile = ["JU2", "JU1", "UR2", "SA2", "SA2"]
    g = make([["SA1", "JU1"], ["NE1"] * 5], pile=pile)
    key, params = reason(g, "P SA1")
    assert key == "hint.sheds_card_big" and params["cards"] == 6
    # every 3 and 5 and Saturn's 4 is unseen: four 3s, two 5s and SA4
    assert params["takers"] == 7
    said = words(key, params)
    assert "6" in said and "7" in said
    # a smaller pile: the plain words
    assert reason(make([["SA1", "JU1"], ["NE1"] * 5], pile=["SA2", "SA1"]), "P SA1")[0] \
        == "hint.sheds_card"


def test_SR5_a_big_pile_no_unseen_trump_can_take_says_so(lang):
    trumps = ["SO3"] * 4 + ["SO5"] * 2 + ["SA4"]
    g = make([["SA1", "JU1"], ["NE1"] * 5], pile=["SA2", "SA1", "SA2"], won=[trumps, []])
    key, params = reason(g, "P SA1")
    assert key == "hint.sheds_card_big_safe" and params["cards"] == 4
    assert "4" in words(key, params)


def test_SR14_the_last_draw_says_it_ends_in_a_tie(lang):
    g = make([["JU1"], ["NE1"]], pile=["JU2"], won=[["SA2"] * 4, ["UR2"] * 3], draw=["SO5"])
    # me: 4 won - 2 in hand after the draw = 2; them: 3 - 1 = 2
    key, params = reason(g, "D")
    assert key == "hint.ends_game_tie"
    assert ("tied" if lang == "en" else "gleichauf") in words(key, params)


def test_SR14_the_last_draw_says_how_far_behind_it_ends(lang):
    g = make([["JU1"], ["NE1"]], pile=["JU2"], won=[["SA2"] * 2, ["UR2"] * 5], draw=["SO5"])
    key, params = reason(g, "D")
    # me: 2 won - 2 in hand = 0; them: 5 - 1 = 4
    assert key == "hint.ends_game_behind" and params == {"points": 4}
    assert "4" in words(key, params)


@pytest.mark.parametrize(("hand", "pile", "card", "en", "de"), [
    (["UR4", "JU1"], [], "UR4", "Who draws four cards?", "Wer soll vier Karten ziehen?"),
    (["UR4", "JU1"], ["UR2"], "UR4", "Who draws four cards?", "Wer soll vier Karten ziehen?"),
    (["SO3", "JU1"], ["SO1"], "SO3", "Whom do you steal from?", "Wen willst du bestehlen?"),
    (["SO5", "JU1"], ["JU2"], "SO5", "Steal, or make someone draw four?",
     "Stehlen oder vier ziehen lassen?"),
])
def test_SR8_the_effect_dialog_asks_the_choice_it_offers(lang, hand, pile, card, en, de):
    """pt9c 4: "What does your Saturn do?" read like a quiz on the rule."""
    g = make([hand, ["NE1"] * 5, ["UR1"] * 3], pile=pile,
             won=[["JU2"], ["SA2", "SA1"], ["NE2"]])
    turn = SolarTurn(g, 0, ["Ada", "Ben", "Cy"])
    token = next(c for c in VIEW.hand(g, 0) if code_of(c) == card)
    decision = turn.drop(token, "pile")
    assert decision.kind == "choose", decision
    assert decision.question.lower().endswith((en if lang == "en" else de).lower())
    assert decision.question.count("?") == 1  # one question: the choice, not the rule


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
def test_SR8_every_effect_question_keeps_to_the_dialogs_lines(lang, size):
    """The questions that name the choice stay within the dialog's lines at its size."""
    from astromagie.look import theme
    from astromagie.ui.kit.frame import compute_frame
    from astromagie.ui.kit.picking import QUESTION_LINES, option_rects, question_lines

    frame = compute_frame(size, 1.42)
    width = option_rects(frame, 3)[0].w
    name = "Asteroidengürtel" if lang == "de" else "Asteroid Belt"
    last = text_of("choose.last_cards", count=3)  # the last cards' titles (pt16c 7)
    for rank in (3, 4, 5):
        ends = [] if rank == 3 else [
            text_of(f"choose.question_{rank}_end", card=name, draws=last),
            text_of(f"choose.question_book_{rank}_end", card=name, count=12, draws=last)]
        for question in (text_of(f"choose.question_{rank}", card=name),
                         text_of(f"choose.question_book_{rank}", card=name, count=12), *ends):
            lines = question_lines(question, frame, width)
            assert len(lines) <= QUESTION_LINES, lines
            assert theme.font("bold", frame.font(15)).size(lines[-1])[0] <= width
