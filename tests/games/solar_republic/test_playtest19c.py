"""pt19c (German play): the answers' score said as points, the first turn's shut Draw and
the lessons' showcases said plainly, the preview's steal."""

from __future__ import annotations

import pygame
import pytest

from astromagie.games.solar_republic.moves import MOVE_INFO
from astromagie.games.solar_republic.view import VIEW
from astromagie.games.solar_republic.view.turn import SolarTurn
from astromagie.games.solar_republic.view.words import Score, number, text_of
from astromagie.ui.kit.frame import compute_frame
from astromagie.ui.kit.picking import option_lines, option_rects
from tests.games.solar_republic.test_playtest6 import NAMES, asked, position
from tests.games.solar_republic.test_playtest17 import token, two_seats


def test_SR10_SR11_the_answers_say_the_targets_points_not_a_bare_score(lang):
    """pt19c 4: "Vega zieht vier · Stand −7" was not read as Vega's score."""
    state = position(["SO5", "JU1"], ["UR2"])
    me = state.current_player
    points = "points" if lang == "en" else "Punkte"
    for option in asked(state, "SO5").options:
        target = MOVE_INFO[option.move].target
        if target not in (-1, me):
            has = "has" if lang == "en" else "hat"
            score = number(state.scores[target])
            assert option.label.endswith(f" · {has} {score} {points}"), option.label
            assert "score" not in option.label and "Stand" not in option.label


def test_a_single_point_is_one_point(lang):
    one = text_of("choose.score", name="Vega", score=Score(-1))
    assert one.endswith("−1 point" if lang == "en" else "−1 Punkt")


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_SR10_SR11_the_answers_with_points_keep_to_two_lines(lang, size):
    """The points make the grey line longer: it still fits one line under the answer."""
    pygame.init()
    state = position(["SO5", "JU1"], ["UR2"])
    me = state.current_player
    state.won[(me + 1) % 3] *= 3  # two-digit stacks and scores
    state.hands[(me + 2) % 3] *= 2
    labels = [o.label for o in asked(state, "SO5").options]
    frame = compute_frame(size, VIEW.card_ratio)
    width = option_rects(frame, len(labels), labels)[0].w
    for label in labels:
        assert len(option_lines(label, width, frame)) <= 2, label


def test_SR9_the_lone_steal_says_the_victims_points(lang):
    pygame.init()
    state, me = two_seats(["SO3", "JU1"], ["SO1"], ["JU1", "JU2", "SA1", "UR1"] * 4)
    decision = SolarTurn(state, me, ["Ada", "Maximiliane"]).drop(token(state, "SO3"), "pile")
    assert ("points" if lang == "en" else "Punkte") in decision.options[0].label


def test_SR6_the_first_lesson_says_why_draw_is_shut(lang):
    """pt19c 6: Draw was shut on the first turn and only the quick rules said why."""
    from astromagie.games.solar_republic.state import SolarState
    from astromagie.games.solar_republic.view import guide
    state = SolarState.new(guide.GUIDE.players, guide.GUIDE.seed)
    assert "D" not in state.legal_moves()  # the lesson's turn is the game's first
    first = guide.coach(state, state.current_player, 0).text
    assert ("first move must be a card" if lang == "en" else "erste Zug ist eine Karte") \
        in first


def test_the_showcase_lessons_say_the_demo_before_the_advice(lang):
    """pt19c 2: "save trumps" while playing Saturn on the empty pile, "save a 5 for more"
    while playing the Sun: the showcase is said first, the advice for real games after."""
    saturn = text_of("coach.open_force_first", card="Saturn", name="Vega")
    sun = text_of("coach.five_force_no_steal", card="Sun", name="Vega", count=3)
    show = ("show", "demo") if lang == "en" else ("Zeigen",)
    keep = ("keep", "save") if lang == "en" else ("aufheben",)
    for words in (saturn, sun):
        shown = min(words.find(w) for w in show if w in words)
        advised = min(words.find(w) for w in keep if w in words)
        assert 0 <= shown < advised, words
    assert "sonst" not in sun and "otherwise" not in sun  # not "or else": a demo


def test_SR9_SR11_a_play_that_may_steal_says_so_in_its_preview(lang):
    """pt19c 12: Mars over Eris previewed "Takes the book: 8 cards", not the steal."""
    may = "may steal" if lang == "en" else "stehlen"
    state = position(["SO3", "JU1"], ["SO2"])  # a 3 on Sol, one player with won cards
    me = state.current_player
    turn = SolarTurn(state, me, NAMES)
    assert may in turn.preview(token(state, "SO3"), "pile")
    assert NAMES[(me + 1) % 3] in turn.preview(token(state, "SO3"), "pile")
    state.won[(me + 2) % 3] = ["NE1"]  # two to rob: "may steal", no one name
    preview = turn.preview(token(state, "SO3"), "pile")
    assert may in preview and NAMES[(me + 1) % 3] not in preview
    state.won = [[] for _ in state.won]  # nobody to rob: the plain book
    assert turn.preview(token(state, "SO3"), "pile") == text_of("preview.book", count=2)
    five = position(["SO5", "JU1"], [])  # a 5 opening the pile still may steal
    assert may in SolarTurn(five, five.current_player, NAMES).preview(token(five, "SO5"), "pile")


def test_the_hand_over_is_two_short_ideas(lang):
    """pt19c 2: the closing box ran to about twelve lines of strategy."""
    done = VIEW.guide_done()
    assert len(done) <= 140 and done.count(". ") == 0, done
    assert "Sol" in done and "3" in done and "H" in done
