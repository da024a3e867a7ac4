"""The shared table after the fourth newcomer playtest (pt4a, pt4b): a highlight never
covers a count badge, the final position says who won and offers no hint, the kit's
buttons, piles and seat boxes explain themselves on a still mouse."""

from __future__ import annotations

import time

import pytest

from astromagie.games.astromagie.engine import Move
from astromagie.games.astromagie.view import VIEW
from tests.ui.test_astromagie_table import deal, open_table
from tests.ui.ui_events import frames

pytestmark = [pytest.mark.usefixtures("instant_bots"),
              pytest.mark.app(fast=True, autosave=False)]


def test_the_hints_gold_frame_leaves_the_discard_piles_count_badge_on_top(app):
    """pt4a 11: the frame around the suggested discard ran through the pile's count."""
    scene = open_table(app, deal((("FIRE", "EARTH", "MARS", "SQU", "MOON", "WATER"),
                                  ("TAU", "EARTH", "VIR", "VENUS", "CON", "SUN"))))
    frames(app)
    scene.draw(app.screen)
    badges = list(VIEW.badge_rects(scene.board))
    assert len(badges) == 2  # the draw pile's and the discard pile's counts
    plain = [app.screen.subsurface(r).copy() for r in badges]
    scene.show_hint(Move.discard_card("MOON"))
    frames(app)
    assert scene.snapshot().hinted[1], "the hint frames the discard pile"
    scene.draw(app.screen)
    for rect, before in zip(badges, plain, strict=True):
        after = app.screen.subsurface(rect)
        radius = rect.w // 2  # the badge is a circle: the corners of its box are felt
        inside = [(x, y) for x in range(rect.w) for y in range(rect.h)
                  if (x - radius) ** 2 + (y - radius) ** 2 < (radius - 1) ** 2]
        assert [after.get_at(p) for p in inside] == [before.get_at(p) for p in inside]
    # and the frames are there, the game's outline and the kit's gold, beside the badge
    from astromagie.games.astromagie.view.turn import DISCARD
    edge = scene.board.zone_rect(DISCARD).inflate(10, 10)
    assert app.screen.get_at((edge.x + 1, edge.centery))[:3] != (16, 31, 63)


@pytest.mark.usefixtures("toy_on_the_shelf")
def test_the_final_position_says_who_won_and_offers_no_hint_or_undo(app):
    """pt4b 14: for a moment the table said only "Game over", with a Hint button."""
    from astromagie.i18n import tr
    from astromagie.ui.kit.results import outcome_text
    from tests.ui.test_kit_table import open_kit, wait_for

    scene = open_kit(app, ("random", "random"))
    assert scene.actions()  # while it is played, the buttons are there
    wait_for(app, scene, lambda: scene.finished, limit=6000)
    assert app.stack.top is scene  # the final position rests before the results
    snap = scene.snapshot()
    outcome = outcome_text(scene.state, ["P0", "P1"], None)
    assert snap.status == tr("kit.over_line", outcome=outcome)
    assert any(name in snap.status for name in ("P0", "P1")), snap.status
    assert snap.actions == []


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
def test_a_questions_lines_share_one_type_size(size):
    """pt4a 17: "„Erde“ gewinnt den Stapel mit 3 / Karten. Was bewirkt die Karte
    außerdem?" set its second line smaller, fitted on its own."""
    from astromagie.look import theme
    from astromagie.ui.kit.frame import compute_frame
    from astromagie.ui.kit.picking import (
        QUESTION_LINES,
        option_rects,
        question_lines,
        question_size,
    )

    frame = compute_frame(size, 1.4)
    width = option_rects(frame, 3)[0].w  # the question stands as wide as its options
    question = "„Erde“ gewinnt den Stapel mit 3 Karten. Was bewirkt die Karte außerdem?"
    assert len(theme.wrap(question, "bold", frame.font(22), width)) > QUESTION_LINES
    px = question_size(question, frame, width)
    lines = question_lines(question, frame, width)
    assert len(lines) <= QUESTION_LINES and px < frame.font(22)
    # every line fits at that size, so none is shrunk on its own when it is drawn
    assert all(theme.font("bold", px).size(line)[0] <= width for line in lines)
    assert question_size("Play it?", frame, width) == frame.font(22)  # a short one stays


def test_a_log_entry_breaks_as_late_as_it_can_like_its_neighbours():
    """pt4a 20: "Vega plays Iapetus and / plays again." broke a word early (the rule
    against a lone last word, for paragraphs) while the lines around it did not."""
    from astromagie.look import theme

    entry = "Vega plays Iapetus and plays again."
    px = 15
    width = theme.font("text", px).size("Vega plays Iapetus and plays")[0] + 2
    assert theme.wrap(entry, "text", px, width) == ["Vega plays Iapetus and", "plays again."]
    assert theme.wrap(entry, "text", px, width, widows=False) == [
        "Vega plays Iapetus and plays", "again."]


def _strip_table(app):
    from astromagie.gameconfig import GameConfig, SeatConfig
    from astromagie.ui.kit.table import KitTableScene

    seats = (SeatConfig("Ada"), SeatConfig("Vega", "easy"), SeatConfig("Orion", "easy"))
    scene = KitTableScene(app, GameConfig(seats, seed=3, game="zahlenstreifen"),
                          ai_mode="thread", ai_budget=0.01, autosave=False)
    app.stack.push(scene)
    frames(app, 2)
    return scene


def _rest(app, scene, pos) -> None:
    from tests.ui.ui_events import move_to

    move_to(app, pos)
    # a tip waits for the table to be still (pt6c 4); the row's slide runs on the real
    # clock (`StripBoard.at_rest`), so frames alone may come faster than it ends
    deadline = time.monotonic() + 5.0
    while scene.moving_cards() and time.monotonic() < deadline:
        frames(app)
        time.sleep(0.01)
    scene.clock += 1.5  # the mouse rests (the table's own clock, not the test's time)
    frames(app)


def test_a_still_mouse_on_a_seat_box_or_the_draw_pile_says_what_it_shows(app):
    """pt4b 18: the fan of card backs in a seat box, and the pile, said nothing."""
    from astromagie.i18n import tr
    from astromagie.ui.kit.hovertips import hover_tip

    scene = _strip_table(app)
    vega = scene.frame.seat_rect(1, 3)
    _rest(app, scene, vega.center)
    snap = scene.snapshot()
    assert snap.rested and snap.tip is None
    painter = scene.painter
    tip = hover_tip("zahlenstreifen", painter.seat_panels(snap), painter.piles(snap),
                    scene.board, scene.frame, 3, snap.mouse)
    cards = len(scene.kit.hand(scene.state, 1))
    assert tip is not None and tip[1] == vega
    assert tip[0].split("\n")[0] == tr("kit.tips.seat", name="Vega", count=cards)
    scene.draw(app.screen)  # painted under the box, inside the window
    pile = scene.board.zone_rect("pile")
    _rest(app, scene, pile.center)
    snap = scene.snapshot()
    words, rect = hover_tip("zahlenstreifen", painter.seat_panels(snap), painter.piles(snap),
                            scene.board, scene.frame, 3, snap.mouse)
    assert rect == pile and str(snap.state.observation(0).pile_size) in words
    from tests.ui.ui_events import move_to

    move_to(app, (pile.centerx + 1, pile.centery))  # a touch puts it away
    assert not scene.snapshot().rested


def test_the_hint_button_says_what_it_does_under_the_mouse_but_never_by_itself(app):
    from astromagie.i18n import tr
    from astromagie.ui.kit.buttons import button_rects
    from tests.ui.test_kit_table import wait_for
    from tests.ui.ui_events import move_to

    scene = _strip_table(app)
    wait_for(app, scene, scene.human_turn)
    actions = scene.actions()
    hint = next(a for a in actions if a.id == "hint")
    assert scene.snapshot().tip is None  # not offered unasked
    rect = button_rects(scene.frame, actions)[actions.index(hint)]
    move_to(app, rect.center)
    tip = scene.snapshot().tip
    assert tip is not None and tip[0] == tr("kit.explain.hint", shortcut="H") and tip[1] == rect


@pytest.mark.parametrize("lang, empty", [("en", "The pile: empty."), ("de", "Der Stapel: leer.")])
def test_an_empty_piles_tip_says_it_is_empty_not_that_its_top_card_lies_face_up(lang, empty):
    """pt5a, 4: an empty pile's tip read 'The pile: 0 cards, the top one face up'."""
    from astromagie import i18n
    from astromagie.kit.view import Pile
    from astromagie.ui.kit.hovertips import pile_words

    i18n.set_language(lang)
    try:
        assert pile_words("toy", Pile("pile", 0, True, "")) == empty
        assert "0" not in pile_words("toy", Pile("draw", 0, False, ""))
        assert "3" in pile_words("toy", Pile("pile", 3, True, ""))
    finally:
        i18n.set_language("en")
