"""The shared table after the sixth newcomer playtest (issue 38, pt6a-d): a click made
while the last card still flies is held, not lost; a refusal goes with the next move
once it has been seen; the final table says the move that ended the game."""

from __future__ import annotations

import pygame
import pytest

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.host.game import Violation
from astromagie.look import theme
from astromagie.ui.kit import paint as paint_module
from astromagie.ui.kit.animation import ARRIVED, Label
from astromagie.ui.kit.enterkeys import chosen_place
from astromagie.ui.kit.frame import compute_frame
from astromagie.ui.kit.hovertips import rested
from astromagie.ui.kit.messageline import fit_lines
from astromagie.ui.kit.played import Played
from astromagie.ui.kit.points import LOSS, POINTS_SECONDS
from astromagie.ui.kit.session import TableSession
from astromagie.ui.kit.standings import Column, ranking, standings
from astromagie.ui.kit.statusline import cut_status
from tests.ui.test_kit_polish import guided_turn
from tests.ui.test_kit_settle import Moving
from tests.ui.ui_events import frames, key, move_to, post
from tests.ui.workers import AnsweringWorker

pytestmark = [pytest.mark.usefixtures("instant_bots"),
              pytest.mark.app(fast=True, autosave=False)]


def test_a_hand_card_clicked_while_cards_fly_is_taken_up_when_they_land(app, monkeypatch):
    """pt6a 10: Steinbock->1 clicked while Erde flew to 2 was lost without a word."""
    scene = guided_turn(app, "astromagie")
    moving = Moving()
    monkeypatch.setattr(scene.kit, "board_at_rest", moving)
    hand = scene.frame.hand_rects(len(scene.hand()), None, scene.hand())
    post(pygame.MOUSEBUTTONDOWN, pos=hand[0].center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=hand[0].center, button=1)
    frames(app)
    assert scene.selected is None and len(scene._keys_held) == 2  # held, in order
    moving.moving = False
    frames(app)
    assert scene.selected == 0 and not scene._keys_held  # the click is heard now


def test_pt16b_6_a_refusal_goes_with_the_next_legal_move_or_card_staged():
    """pt6d 1: the MO15 line stood after the legal payment went through; pt16b 6, pt15a 5:
    a refusal stood under a later legal card. Acting again, the person has read it."""
    seats = (SeatConfig("P0"), SeatConfig("P1", "easy"))
    session = TableSession(GameConfig(seats, seed=3, game="astromagie"),
                           worker=AnsweringWorker(), ai_budget=0.01, autosave=False)
    session.begin_turn()
    session.refuse(Violation("R3", "no_such_reason", "refused"), "pos:3")
    said = session.message
    assert said.endswith("(rule R3)")
    session.poll(0.2)
    session.staged("pos:1")
    assert session.message == ""  # a card staged at once: gone
    session.refuse(Violation("R3", "no_such_reason", "refused"), "pos:3")
    session.poll(0.2)
    assert session.play(session.state.legal_moves()[0])  # the move goes through
    assert session.message == ""
    session.close()


def test_a_piles_tip_waits_for_a_still_table_and_a_move_puts_it_away(app, monkeypatch):
    """pt6c 4: the pile's tip said "0 cards" while a bot's Puck, landed but not yet in the
    shown position, lay there, and stayed as the table changed."""
    scene = guided_turn(app, "astromagie")
    scene.touched = scene.clock - 5.0  # the mouse long at rest
    assert rested(scene)
    moving = Moving()
    monkeypatch.setattr(scene.kit, "board_at_rest", moving)
    assert not rested(scene)  # cards on their way: no tip of the position before
    moving.moving = False
    assert rested(scene)
    state = scene.state
    scene.played(Played(state, None, state, 1, (), False, False))  # a move: the table changed
    assert not rested(scene)


def test_a_long_status_keeps_its_leading_parts_in_one_line_and_ends_in_an_ellipsis():
    """pt6a 6, pt6d 8: a long status wrapped into a second line under the bar's button."""
    measure = len  # (a character a pixel: what is cut is the test's, not the font's)
    status = "Du bist am Zug · Bonus in diesem Zug genutzt · Monaden: du 0 von 1"
    assert cut_status(status, measure, 200) == status
    assert cut_status(status, measure, 50) == "Du bist am Zug · Bonus in diesem Zug genutzt …"
    assert cut_status(status, measure, 20) == "Du bist am Zug …"
    long_part = "Du musst abwerfen: kein Paar für 5+6 (Aspekt ≥ III, Planetenzahl 3)"
    assert cut_status(long_part, measure, 30) == "Du musst abwerfen: kein Paar …"


def test_a_status_cut_short_shows_whole_as_its_tip_under_a_resting_mouse(app):
    scene = guided_turn(app, "astromagie")
    scene.session.say("", "info", 0.0)
    monkey_status = "Du bist am Zug · " + " · ".join(["ein langer Teil der Zeile"] * 8)
    scene.snapshot = wrap_status(scene.snapshot, monkey_status)  # type: ignore[method-assign]
    scene.draw(app.screen)
    assert scene.painter.status_cut
    box = scene.painter.status_box
    assert box.right < scene.frame.menu.x and box.h < scene.frame.top.h  # one line
    tips: list[str] = []
    original = paint_module.paint_hover_tip
    paint_module.paint_hover_tip = lambda surface, words, *rest: tips.append(words)
    try:
        move_to(app, box.center)
        scene.touched = scene.clock - 5.0
        scene.draw(app.screen)
    finally:
        paint_module.paint_hover_tip = original
    assert tips == [monkey_status]


def wrap_status(snapshot, status: str):
    from dataclasses import replace

    return lambda: replace(snapshot(), status=status)


def test_the_hint_box_keeps_off_a_carried_cards_preview(app):
    """pt6b 4: the drag's "safe 0-5 · takes ..." under the strip lay under the hint; the
    hint now stands in the log column (pt15b 3) and stays there, off the board."""
    scene = guided_turn(app, "zahlenstreifen")
    scene.session.say("Try: red 6. It gives you the most of its colour.", "hint", 15.0)
    scene.draw(app.screen)
    assert scene.painter.message_box is not None
    card = scene.frame.hand_rects(len(scene.hand()), None, scene.hand())[0]
    post(pygame.MOUSEBUTTONDOWN, pos=card.center, button=1)
    post(pygame.MOUSEMOTION, pos=(card.centerx, card.y - 80), rel=(0, -80), buttons=(1, 0, 0))
    frames(app)
    scene.draw(app.screen)
    box = scene.painter.message_box
    assert scene.snapshot().dragging is not None and box is not None
    assert not box.colliderect(scene.frame.board) and scene.frame.side.contains(box)
    post(pygame.MOUSEBUTTONUP, pos=card.center, button=1)  # back in the hand
    frames(app)
    scene.draw(app.screen)
    assert scene.painter.message_box is not None  # the hint is back


def test_a_card_taken_up_by_a_key_is_shown_over_its_one_place_as_a_drag_shows_it(app):
    """pt6b 11: H, Enter lifted the card and lit the 0, but no preview came."""
    scene = guided_turn(app, "zahlenstreifen")
    scene.pointer.mouse = (1, 1)  # the mouse over no place
    assert scene.highlight().over is None
    scene.selected = next(i for i, code in enumerate(scene.hand())
                          if scene.session.turn.targets(code))
    assert scene.highlight().over == "end"  # its one place, as under a drag


def test_a_selected_cards_place_is_the_one_the_hint_lit_else_its_only_one():
    assert chosen_place(frozenset({"pos:1", "pos:4"}), ("pos:4",)) == "pos:4"
    assert chosen_place(frozenset({"pos:1", "pos:4"}), ()) is None  # several: none chosen
    assert chosen_place(frozenset({"pos:1"}), ("discard",)) == "pos:1"
    assert chosen_place(frozenset(), ()) is None


def test_the_wheel_over_the_log_goes_back_and_a_new_entry_brings_it_to_the_end(app):
    """pt6a 8: older entries scrolled off the top of the log and the wheel did nothing."""
    scene = guided_turn(app, "astromagie")
    for n in range(30):
        scene.session.tell(lambda n=n: f"entry {n}")
    frames(app)
    scene.draw(app.screen)
    assert scene.snapshot().log[-1] == "entry 29"
    move_to(app, scene.painter.log_box.center)
    post(pygame.MOUSEWHEEL, x=0, y=3)
    frames(app)
    snap = scene.snapshot()
    assert snap.log[-1] == "entry 23" and snap.log_back == 6  # back through older ones
    post(pygame.MOUSEWHEEL, x=0, y=-1)
    frames(app)
    assert scene.snapshot().log[-1] == "entry 25"
    move_to(app, (5, 300))
    post(pygame.MOUSEWHEEL, x=0, y=3)  # the wheel elsewhere leaves the log alone
    frames(app)
    assert scene.snapshot().log[-1] == "entry 25"
    scene.session.tell(lambda: "entry 30")
    assert scene.snapshot().log[-1] == "entry 30"  # a new entry: back at the end


def test_a_score_change_stands_whole_where_it_lands_before_it_fades():
    """pt6b 6: the "−5" faded as it arrived on the scoreboard, dark red on dark blue."""
    label = Label("−5", (0, 0), POINTS_SECONDS, end=(100, 0), kind="points")
    label.elapsed = POINTS_SECONDS * (ARRIVED + 0.1)  # landed a moment ago
    (x, _), alpha = label.now()
    assert x == 100 and alpha == 255
    label.elapsed = POINTS_SECONDS * 0.99
    assert label.now()[1] < 64  # then it fades
    assert sum(LOSS) > sum(theme.DANGER) and min(LOSS) >= 150  # light ink on its dark pill


def test_a_celebration_rises_in_the_band_and_a_score_change_on_its_seats_panel(app):
    """pt6c 15: "+7" and "A book of 6 cards!" rose over the pile's card faces; the words
    rise in the band between board and hand, the "+7" on its seat's panel (pt7c 4)."""
    scene = guided_turn(app, "astromagie")
    state = scene.state
    scene.animator.speed = 1.0  # (the test's table flies at once: no label would fly)
    scene.played(Played(state, None, state, 0, (), False, True, "A book!", ((0, 7),)))
    words, points = scene.animator.labels
    assert words.center[1] == scene.frame.message.centery
    assert scene._seat_rect(0).collidepoint(points.center) and points.text == "+7"


def test_a_key_of_an_action_not_offered_says_why_as_a_shut_button_does(app):
    """pt6d 2: Monad's X (pass) and F (flip) pressed when not offered said nothing."""
    scene = guided_turn(app, "astromagie")
    turn = scene.session.turn
    asked: list[str] = []

    def why(action: str) -> Violation:
        asked.append(action)
        return Violation("R3", "no_such_reason", "refused")

    turn.hidden_keys = lambda: {pygame.K_x: "pass"}  # (a game's turn says its keys)
    turn.action_refusal = why
    scene.session.say("", "info", 0.0)
    key(app, pygame.K_y)  # a key of no action: nothing asked
    assert asked == [] and scene.message == ""
    key(app, pygame.K_x)
    assert asked == ["pass"] and scene.message_kind == "error"
    assert scene.message.endswith("(rule R3)")


def test_seats_tied_on_score_are_ordered_by_the_games_tiebreak_and_share_the_place():
    """pt6d 13: "2. Du 0" stood above "2. Vega 0" though Vega's hand (44) beat it (38)."""
    order, places = ranking([1, 0, 0], {0}, tiebreak=[50, 38, 44])
    assert order == [0, 2, 1] and places == [1, 2, 2]
    assert ranking([1, 0, 0], {0})[0] == [0, 1, 2]  # no figure: seat order


def test_a_tied_place_says_tied_in_the_standings():
    pygame.font.init()
    words: list[str] = []
    original = theme.render_fit

    def render_fit(text, *rest):
        words.append(text)
        return original(text, *rest)

    theme.render_fit = render_fit
    try:
        standings(pygame.Rect(0, 0, 600, 300), ["You", "Vega", "Orion"], ["Human"] * 3,
                  [Column("kit.results.score", [1, 0, 0])], {0}, [0, 2, 1],
                  lambda v: round(v), [1, 2, 2])
    finally:
        theme.render_fit = original
    assert words == ["You  ·  Human", "Orion  ·  Human  ·  tied", "Vega  ·  Human  ·  tied"]


def test_undo_says_it_takes_the_whole_turn_once_the_open_turn_has_moves():
    """pt6d 5: after a trade and a jump in one Monad turn, Undo took both back while its
    button said only 'Undo my turn'."""
    from astromagie.host import registry
    from astromagie.ui.kit.buttons import column
    from astromagie.ui.kit.undo import UndoPoints

    state = registry.rules("monad").new(2, 5, None)
    points = UndoPoints()
    points.mark(state, 0)
    assert not points.own_turn_open(state)  # nothing to take back yet
    going_on = state.clone()
    going_on.apply("B 2")  # a buy: the same seat goes on (its payment follows)
    assert going_on.current_player == state.current_player
    assert points.own_turn_open(going_on)
    words = {a.id: a.label for a in column([], True, True, whole_turn=True)}
    assert words["undo"] == "Undo this turn"
    assert {a.id: a.label for a in column([], True, True)}["undo"] == "Undo last turn"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_undo_my_whole_turn_takes_one_line_at_1024x700(lang):
    from astromagie import i18n
    from astromagie.ui.kit.buttons import column, column_fit, columns_needed, label_lines
    from astromagie.ui.kit.frame import compute_frame

    i18n.set_language(lang)
    try:
        pygame.font.init()
        actions = column([], True, True, whole_turn=True)
        frame = compute_frame((1024, 700), 1.4)
        frame = frame.with_button_columns(columns_needed(frame, actions))
        px, _ = column_fit(frame, actions)
        assert all(len(label_lines(a, frame, size=px)) == 1 for a in actions)
    finally:
        i18n.set_language("en")


def test_a_lit_hand_cards_frame_stops_where_the_next_card_lies_on_it():
    """pt6c 16: at 1024x700 the coach's frame on Saturn covered Mercury's rank."""
    from astromagie.ui.kit.paintcoach import visible_part

    cards = [pygame.Rect(x, 500, 100, 140) for x in (0, 90, 180)]
    assert visible_part(cards, 1).right <= cards[2].x  # clear of the next card's corner
    assert visible_part(cards, 2) == cards[2].inflate(8, 8)  # the last: whole
    apart = [pygame.Rect(x, 500, 100, 140) for x in (0, 110)]
    assert visible_part(apart, 0) == apart[0].inflate(8, 8)
    # a card stacked on it (Monad's ×2 group): the frame goes round the card, not a sliver
    stacked = [pygame.Rect(x, 500, 100, 140) for x in (0, 4, 110)]
    assert visible_part(stacked, 0) == stacked[0].inflate(8, 8)


def test_the_hand_stands_as_it_comes_after_a_move_wherever_the_pointer_goes(app, monkeypatch):
    """pt6c 13 asked that the hand keep its places after a Solar 2; kept only while the
    pointer was on the hand, it jumped back to them, holes and all, whenever the pointer
    returned, and clicks hit a hole or the neighbour (pt8c 1, 2). After moves made in an
    open turn the hand stands as it comes, on the hand or off it."""
    from astromagie.ui.kit.undo import UndoPoint

    scene = guided_turn(app, "astromagie")
    session = scene.session
    frames(app)
    assert scene.frame.fan == ()  # a turn just begun: the hand as it comes
    began = UndoPoint(session.state.clone(), 0)
    monkeypatch.setattr(session, "undo_target", lambda: began)
    monkeypatch.setattr(session.undo, "own_turn_open", lambda state: True)
    for pos in (scene.frame.hand.center, scene.frame.board.center, scene.frame.hand.center):
        move_to(app, pos)
        frames(app)
        assert scene.frame.fan == ()


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_a_hint_rises_no_higher_than_what_the_board_keeps(size):
    """pt6d 7: a three-line Monad hint covered the Sammelfeld's last line. A hint takes
    two lines in the strip under the board (pt9a 4) where they hold it; one longer is
    whole (pt11c 5), rising one line over the board's foot, not more."""
    from tests.ui.test_kit_messageline import HINT, wrap

    pygame.font.init()
    frame = compute_frame(size, 1.4)
    lines, _ = fit_lines(wrap, HINT, frame, frame.message.w - 24, "hint")
    assert len(lines) <= 3 and " ".join(lines).split() == HINT.split()


def test_a_quick_click_that_slides_a_little_on_its_card_still_chooses_it(app):
    """pt6a 10: a quick click on Steinbock whose mouse slid a few pixels was taken for a
    move within the hand: the card was not chosen and the click on slot 1 did nothing."""
    scene = guided_turn(app, "astromagie")
    hand = scene.hand()
    card = scene.frame.hand_rects(len(hand), None, hand)[1]
    start = (card.x + 20, card.centery)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(pygame.MOUSEMOTION, pos=(start[0] + 8, start[1] + 4), rel=(8, 4), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=(start[0] + 8, start[1] + 4), button=1)
    frames(app)
    assert scene.selected == 1 and scene.hand() == hand  # chosen, nothing moved


def test_a_place_clicked_with_no_card_chosen_says_to_choose_one_first(app):
    """pt6a 10: the click on slot 1 after an unchosen Steinbock did nothing, unsaid."""
    from astromagie.i18n import tr

    scene = guided_turn(app, "astromagie")
    scene.session.say("", "info", 0.0)
    post(pygame.MOUSEBUTTONDOWN, pos=scene.board.zone_rect("pos:1").center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=scene.board.zone_rect("pos:1").center, button=1)
    frames(app)
    assert scene.message == tr("kit.choose_card_first")
