"""A question asked while following a hint opens on the hinted option (pt3a 8: the hint
said "make Vega draw four", the dialog lit "Nobody draws"; 19: a Monad hint's green
partner, the dialog's blue), as it opens on the coach's in a lesson."""
from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.kit.view import Decision, Option
from astromagie.ui.kit.ai_worker import Reply
from astromagie.ui.kit.frame import compute_frame
from astromagie.ui.kit.picking import hint_lines, option_rects, wanted_option
from tests.ui.test_kit_table import human_turn, open_kit

pytestmark = [pytest.mark.usefixtures("toy_on_the_shelf", "instant_bots"),
              pytest.mark.app(fast=True, autosave=False)]

OPTIONS = (Option("Nobody draws", "P J2"), Option("Vega draws four", "P J2 D1"),
           Option("Orion draws four", "P J2 D2"))


def test_the_hinted_move_is_the_option_lit():
    assert wanted_option(OPTIONS, "P J2 D1") == 1
    assert wanted_option(OPTIONS, "P J2 D2") == 2
    assert wanted_option(OPTIONS, None) is None
    assert wanted_option(OPTIONS, "D") is None  # a hint of another move: the first


def test_an_option_that_begins_the_hinted_move_is_lit():
    trades = (Option("with the blue", "T a b"), Option("with the green", "T a g"))
    assert wanted_option(trades, "T a g +") == 1  # the hint's trade with its bonus
    assert wanted_option(trades, "T a") == 0  # "T a" begins both: the first


def test_the_table_opens_a_question_on_the_hinted_option(app, monkeypatch):
    scene = open_kit(app)
    human_turn(app, scene)
    scene.state.pile.clear()  # an empty pile takes any card: a move per card
    moves = scene.state.legal_moves()[:3]
    options = [Option(f"Option {i + 1}", move) for i, move in enumerate(moves)]
    bots = scene.session.bots
    bots.hint_token = 99  # the hint's bot answers: the third option's move
    answers = [[Reply(99, moves[2], None, 0.0)]]
    monkeypatch.setattr(bots.worker, "poll", lambda: answers.pop() if answers else [])
    scene.session.poll(0.0)
    assert scene.session.message_kind == "hint"
    scene.decide(Decision.choose("Which?", options))
    assert scene.picker is not None and scene.picker_focus == 2
    assert scene.picker.lit == "hint"  # the keys' line says Enter takes the hint's (pt12c 6)
    scene.picker = None
    scene.session.bots.forget_hint()  # a move made since: the hint no longer applies
    scene.decide(Decision.choose("Which?", options))
    assert scene.picker_focus == 0 and scene.picker.lit == ""


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("lit", ["", "hint", "lesson"])
def test_the_keys_line_says_whose_option_enter_takes_whole_at_1024x700(lang, lit):
    """pt12c 6: Enter took the lesson's option in the guided game and the hint's in play,
    and nothing said which: the keys' line names it, whole in its two lines."""
    i18n.set_language(lang)
    try:
        frame = compute_frame((1024, 700), 1.5)
        width = option_rects(frame, 4, ["Nobody draws"] * 4)[0].w
        words = i18n.tr(f"kit.choose_keys{'_' + lit if lit else ''}", count=4)
        lines = hint_lines(frame, 4, width, lit)
        assert " ".join(lines).split() == words.split()
        assert ("(" in words) is bool(lit)
    finally:
        i18n.set_language("en")
    assert wanted_option(OPTIONS, "D") is None and wanted_option(OPTIONS, "P J2 D2") == 2
