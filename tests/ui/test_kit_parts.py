"""The kit table's parts raised to Astromagie's table: the seats' panels, the piles, the
fanned hand, the buttons, the hint's sentence, the paced bot move, the
close-up's facts, celebrations and flights to a seat. Played on the made-up game
"Higher" (tests/kit/toy.py), which gives each optional hook. Played from the keyboard:
`test_kit_keyboard_play.py`.
"""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from astromagie import i18n
from astromagie.ui.kit.seats import status_word
from tests.kit import toy
from tests.ui.test_kit_table import human_turn, open_kit, wait_for
from tests.ui.ui_events import frames

pytestmark = pytest.mark.usefixtures("toy_on_the_shelf")


# --- the seats' panels ---------------------------------------------------------------
def test_each_seat_has_a_panel_with_its_level_its_score_and_its_hand_backs(app):
    scene = open_kit(app, ("human", "easy", "hard"))
    human_turn(app, scene)
    panels = scene.painter.seat_panels(scene.snapshot())
    state = scene.state
    assert [p.name for p in panels] == list(scene.seating.names)
    assert [p.kind for p in panels] == ["human", "easy", "hard"]
    assert panels[scene.viewer].cards is None  # the person's own hand lies open below
    for p in panels[1:]:
        assert p.cards == len(state.hands[p.seat]) and p.lines == (
            f"{len(state.hands[p.seat])} cards",)
    assert status_word(panels[1], 0)[0] == i18n.tr("table.level.easy")
    assert status_word(panels[scene.viewer], 0)[0] == i18n.tr("kit.your_turn")
    waiting = replace(panels[scene.viewer], to_move=False)
    assert status_word(waiting, 0)[0] == "You"  # not "Human": it names the person looking
    unnamed = replace(waiting, name=i18n.tr("kit.you_seat"))
    assert status_word(unnamed, 0)[0] == i18n.tr("table.level.human")  # not "You / You"
    watched = scene.painter.seat_panels(replace(scene.snapshot(), playing=False))
    assert status_word(watched[scene.viewer], 0)[0] == i18n.tr(
        "kit.turn_of", name=scene.seating.names[scene.viewer])  # a replay says no "you"


def test_a_thinking_bot_says_so_on_its_panel(app):
    scene = open_kit(app, ("easy", "easy"), speed=1.0)
    wait_for(app, scene, lambda: scene.bots.move_token is not None)
    snap = scene.snapshot()
    assert snap.thinking == scene.state.current_player
    panel = scene.painter.seat_panels(snap)[snap.thinking]
    assert panel.thinking and status_word(panel, 0)[0].startswith(i18n.tr("kit.thinking"))
    others = [p for p in scene.painter.seat_panels(snap) if p.seat != snap.thinking]
    assert not any(p.thinking for p in others)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_one_point_and_one_card_take_the_singular(lang):
    i18n.set_language(lang)
    try:
        one, two = i18n.tr("kit.score", points=1), i18n.tr("kit.score", points=2)
        assert one != two and one.startswith("1 ") and two.startswith("2 ")
        assert i18n.tr("kit.hand_count", count=1) != i18n.tr("kit.hand_count", count=3)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
def test_the_scoreboard_and_the_log_have_titles_over_them(size):
    from astromagie.ui.kit.frame import compute_frame

    frame = compute_frame(size, 1.4)
    for seats in (2, 4, 5):
        title = frame.scores_title()
        boxes = [frame.seat_rect(i, seats) for i in range(seats)]
        assert title.bottom <= boxes[0].y and frame.side.contains(title)
        assert all(a.bottom <= b.y for a, b in zip(boxes, boxes[1:], strict=False))
        log_title = frame.log_title(seats)
        assert boxes[-1].bottom <= log_title.y and log_title.bottom <= frame.log_rect(seats).y
        assert frame.log_rect(seats).h >= 120 * frame.scale


def test_the_panels_are_painted_with_the_seat_to_move_framed_in_gold(app):
    from astromagie.look import theme

    scene = open_kit(app)
    human_turn(app, scene)
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    box = scene.frame.seat_rect(scene.viewer, 2)
    assert surface.get_at((box.centerx, box.y))[:3] == theme.GOLD
    other = scene.frame.seat_rect(1 - scene.viewer, 2)
    assert surface.get_at((other.centerx, other.y))[:3] != theme.GOLD
    frames(app)


# --- piles ---------------------------------------------------------------------------
def test_a_pile_shows_its_depth_under_the_top_card_and_its_count(app):
    from astromagie.look import theme
    from astromagie.ui.kit.piles import edge_rects, edges

    assert [edges(n) for n in (0, 1, 2, 9, 10, 40)] == [0, 0, 1, 1, 2, 4]
    scene = open_kit(app)
    human_turn(app, scene)
    stock = scene.state.stock
    assert len(stock) > 1
    snap = scene.snapshot()
    assert scene.painter.piles(snap)[0] == toy.Pile("stock", len(stock), False, "Stock")
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    rect = scene.board.zone_rect("stock")
    lowest = edge_rects(rect, len(stock), scene.frame.scale)[0]
    peek = (lowest.right - 3, lowest.centery)  # beside the top card, on the card under it
    assert not rect.collidepoint(peek)
    assert surface.get_at(peek)[:3] == (40, 40, 120)  # the toy's back
    badge, _ = scene.painter.badge_boxes(surface, scene.painter.piles(snap), scene.frame,
                                         scene.board)
    assert surface.get_at((badge.x + 3, badge.centery))[:3] == theme.GOLD
    assert not badge.colliderect(rect.unionall(edge_rects(rect, len(stock), scene.frame.scale)))


def test_a_view_without_piles_gets_none_drawn(app, monkeypatch):
    monkeypatch.delattr(toy.ToyView, "piles")
    scene = open_kit(app)
    human_turn(app, scene)
    assert scene.painter.piles(scene.snapshot()) == []
    scene.draw(pygame.Surface(app.size))


# --- the hand and the keyboard -------------------------------------------------------
def test_a_card_dragged_along_the_hand_stays_where_it_is_let_go(app):
    from tests.ui.ui_events import drag

    scene = open_kit(app)
    human_turn(app, scene)
    dealt = scene.kit.hand(scene.state, scene.turn.seat)
    history = list(scene.state.history)
    rects = scene.frame.hand_rects(len(dealt))
    drag(app, rects[0].center, (rects[-1].right - 2, rects[-1].centery))
    assert scene.hand() == dealt[1:] + dealt[:1]
    assert scene.state.history == history  # held differently: nothing played
    assert scene.kit.hand(scene.state, scene.turn.seat) == dealt  # the engine's order stays


def test_a_long_message_takes_a_second_line_before_its_font_shrinks(app):
    scene = open_kit(app)
    frame, painter = scene.frame, scene.painter
    short = "Try: the T3 on the pile."
    assert painter.message_lines(short, frame) == ([short], frame.font(19))
    long = " ".join(["A reason that goes on and on about the row."] * 3)
    lines, size = painter.message_lines(long, frame)
    assert len(lines) == 2 and " ".join(lines) == long and size == frame.font(19)
    longer = " ".join([long] * 4)
    lines, size = painter.message_lines(longer, frame)
    assert len(lines) == 2 and size < frame.font(19) and " ".join(lines) == longer


def test_a_long_note_is_whole_in_lines_of_a_readable_size_not_squeezed(app):
    """pt11b 4: the game's end ("… · the results in a moment: click or Enter") had its
    second line squeezed to a tiny font at 1024x700: a note is shown whole, as a hint is."""
    from astromagie.ui.kit.messageline import HINT_PX

    scene = open_kit(app)
    frame, painter = scene.frame, scene.painter
    note = " ".join(["Vega lays the last card, the row is full and the game is over."] * 4)
    lines, size = painter.message_lines(note, frame, kind="info")
    assert " ".join(lines) == note and size >= frame.font(HINT_PX) and len(lines) > 2


def test_a_view_that_words_its_refusals_is_asked_before_the_catalog(app, monkeypatch):
    from astromagie.host.game import Violation
    from astromagie.ui.kit.table import refusal_text

    violation = Violation("H1", "not_legal", "P T1 is not allowed now", {"card": "T1"})
    assert refusal_text("toy-higher", toy.VIEW, violation) == "P T1 is not allowed now (rule H1)"
    asked: list[tuple[Violation, tuple[str, ...]]] = []

    def violation_words(self, said: Violation, names) -> str:
        asked.append((said, tuple(names)))
        return f"{names[0]}, the {said.params['card']} is too low"

    monkeypatch.setattr(toy.ToyView, "violation_words", violation_words, raising=False)
    assert refusal_text("toy-higher", toy.VIEW, violation, ("Ada", "Vega")) == (
        "Ada, the T1 is too low (rule H1)")
    assert asked == [(violation, ("Ada", "Vega"))]
    scene = open_kit(app)
    human_turn(app, scene)
    scene.refuse(violation, "pile")
    assert scene.message == f"{scene.seating.names[0]}, the T1 is too low (rule H1)"
    assert scene.rule == "H1" and scene.refused_zone == "pile"


# --- the buttons ---------------------------------------------------------------------
@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
def test_a_long_label_wraps_into_a_taller_button_at_the_same_letter_size(size):
    """Playtest G17: labels were shrunk to fit their buttons."""
    from astromagie.kit.view import Action
    from astromagie.ui.kit.buttons import button_rects, label_lines, label_size
    from astromagie.ui.kit.frame import compute_frame

    frame = compute_frame(size, 1.4)
    short = Action("hint", "Hint", True, pygame.K_h)
    long = Action("undo", "Den letzten eigenen Zug zurücknehmen", True, pygame.K_u)
    assert len(label_lines(short, frame)) == 1 and len(label_lines(long, frame)) >= 2
    rects = button_rects(frame, [long, short])
    assert rects[0].h > rects[1].h and rects[0].bottom < rects[1].y
    assert not rects[0].colliderect(frame.board) and rects[1].bottom <= frame.buttons.bottom
    assert label_size(frame) == frame.font(18)  # one size for every label


@pytest.mark.parametrize(("lang", "enter"), [("en", "Enter"), ("de", "Enter")])
def test_each_button_shows_its_key(lang, enter):
    from astromagie.kit.view import Action
    from astromagie.ui.kit.buttons import key_name, shown_key

    i18n.set_language(lang)
    try:
        assert key_name(pygame.K_h) == "H" and key_name(pygame.K_RETURN) == enter
        assert key_name(None) == ""
        assert (key_name(pygame.K_LEFT), key_name(pygame.K_RIGHT)) == ("←", "→")  # not "Left"
        assert shown_key(Action("draw", "Draw (D)", True, pygame.K_d)) == ""  # said once
        assert shown_key(Action("draw", "Draw", True, pygame.K_d)) == "D"
    finally:
        i18n.set_language("en")


# --- the hint's sentence -------------------------------------------------------------
@pytest.mark.parametrize(("lang", "start"), [("en", "Try: "), ("de", "Vorschlag: ")])
@pytest.mark.parametrize(("words", "why"), [("the 3 on the pile", "It scores a point."),
                                            ("the 3 on the pile.", "It scores a point"),
                                            ("the 3 on the pile", "")])
def test_the_hint_is_one_sentence_for_the_move_and_one_for_the_reason(lang, start, words,
                                                                      why):
    """Playtest G2: the hint read "Try P T3. ." and the like."""
    from astromagie.ui.kit.hinting import hint_sentence

    i18n.set_language(lang)
    try:
        text = hint_sentence(words, why)
    finally:
        i18n.set_language("en")
    assert text.startswith(start + "the 3 on the pile.")
    assert ".." not in text and ". ." not in text and text.endswith(".")
    assert text.count(".") == (2 if why else 1)


def test_the_hint_names_the_move_in_the_views_words_and_goes_when_a_move_is_made(app):
    scene = open_kit(app)
    human_turn(app, scene)
    scene.state.pile.clear()
    move = next(m for m in scene.state.legal_moves() if m.startswith("P"))
    scene.show_hint(move)
    assert scene.message.startswith(f"Try: the {move[3:]} on the pile.")
    assert move not in scene.message and scene.message_kind == "hint"
    scene.play("D")
    assert scene.message == ""  # the position changed: the hint spoke of the one before


# --- the paced bot move, its flights, the resumed log ---------------------------------
def bot_move_in_flight(app, scene):
    made = len(scene.state.history)
    wait_for(app, scene, lambda: len(scene.state.history) > made
             and scene.animator.flights_now())


def test_a_bots_move_shows_the_position_before_until_its_cards_have_landed(app,
                                                                            monkeypatch):
    monkeypatch.setattr(toy.ToyView, "trips",
                        lambda self, before, move, after, board: [("T1", "pile")])
    scene = open_kit(app, ("random", "random"), speed=1.0)
    bot_move_in_flight(app, scene)
    shown = scene.snapshot().state
    assert shown is scene.pending and len(shown.history) == len(scene.state.history) - 1
    assert scene.snapshot().status == scene.kit.status(shown, scene.viewer, playing=False)
    made = len(scene.state.history)
    wait_for(app, scene, lambda: scene.pending is None or len(scene.state.history) > made)
    assert len(scene.state.history) == made  # the next move waited for the landing
    assert scene.snapshot().state is scene.state


def test_a_flying_card_keeps_its_proportions_all_the_way(app):
    """Playtest G15: The Solar Republic's cards flew squashed from a seat's wide panel."""
    scene = open_kit(app, ("random", "random"), speed=1.0)
    ratio = scene.kit.card_ratio
    seen = 0
    for _ in range(400):
        frames(app)
        for flight, rect in scene.animator.flights_now():
            seen += 1
            assert abs(rect.h / rect.w - ratio) <= 0.05 * ratio, (flight, rect)
        if seen > 20:
            break
    assert seen > 20


def test_a_card_flies_to_the_seat_a_trip_names(app, monkeypatch):
    from astromagie.ui.kit.flights import card_in

    monkeypatch.setattr(toy.ToyView, "trips",
                        lambda self, before, move, after, board: [("T2", "seat:1", "pile")])
    scene = open_kit(app)
    human_turn(app, scene)
    scene.play(scene.state.legal_moves()[0])
    flight = scene.animator.flights[-1]
    panel = scene.frame.seat_rect(1, 2)
    assert flight.end == card_in(panel, scene.kit.card_ratio, scene.frame.card)
    assert panel.contains(flight.end) and flight.card == "T2"
    assert flight.start == card_in(scene.board.zone_rect("pile"), scene.kit.card_ratio,
                                   scene.frame.card)


def test_a_resumed_game_shows_its_log_so_far(app):
    """Playtest G19: after resuming, the log was empty."""
    from astromagie.gameconfig import GameConfig, SeatConfig
    from astromagie.ui.kit.table import KitTableScene

    first = open_kit(app, ("random", "random"))
    wait_for(app, first, lambda: len(first.state.history) >= 5, limit=3000)
    app.stack.clear()
    seats = tuple(SeatConfig(f"P{i}", "random") for i in range(2))
    again = KitTableScene(app, GameConfig(seats, seed=3, game=toy.INFO.id),
                          first.state.clone(), ai_mode="thread")
    assert again.log_lines == first.log_lines[:len(again.log_lines)]
    # who began (playtest pt3b, 17), then each move
    assert len(again.log_lines) == len(first.state.history) + 1 > 1
    assert again.log_lines[0] == first.log_lines[0] == "P1 begins."


def test_the_drop_preview_lies_wholly_on_the_board_over_the_card(app):
    """Playtest G20: the preview was cut by the drop zone's frame."""
    scene = open_kit(app)
    human_turn(app, scene)
    scene.state.pile.clear()
    card = scene.frame.hand_rects(len(scene.hand()))[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=card.center, button=1))
    frames(app)
    from dataclasses import replace

    from tests.ui.ui_events import move_to

    move_to(app, scene.board.zone_rect("pile").center)
    snap = scene.snapshot()
    assert snap.highlight.preview == "+1 point"
    board = scene.frame.board
    for held in (snap.drag_rect, pygame.Rect(board.x - 30, board.y - 20, *scene.frame.card),
                 pygame.Rect(board.right - 20, board.y + 2, *scene.frame.card)):
        box = scene.painter.preview_box("+1 point, and a long word more to say",
                                        replace(snap, drag_rect=held), scene.frame)
        assert board.contains(box)
    assert scene.painter.preview_box("+1 point", snap, scene.frame).bottom <= snap.drag_rect.y
    top = pygame.Rect(board.centerx, board.y + 4, *scene.frame.card)  # no room above it
    beside = scene.painter.preview_box("+1 point", replace(snap, drag_rect=top),
                                       scene.frame)
    # so beside it (under it, it covered the lines under a row: H8)
    assert beside.top < top.bottom and (beside.left >= top.right or beside.right <= top.left)
    scene.draw(pygame.Surface(app.size))


# --- the close-up's facts, celebrations ----------------------------------------------
def test_the_close_up_shows_the_cards_facts_beside_it(app):
    from tests.ui.ui_events import click

    scene = open_kit(app)
    human_turn(app, scene)
    code = scene.hand()[0]
    click(app, scene.frame.hand_rects(len(scene.hand()))[0].center, button=3)
    assert scene.closeup.code == code and scene.snapshot().closeup_pinned
    facts = scene.painter.facts(code)
    assert facts == [f"A {code[1]}", f"Goes on a pile topped by {code[1]} or less"]
    card, panel = scene.painter.closeup_rects(scene.frame, True)
    board = scene.frame.board
    assert board.contains(card) and board.contains(panel) and card.right < panel.x
    assert abs(card.h / card.w - scene.kit.card_ratio) < 0.05
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    assert surface.get_at((panel.x + 4, panel.y + panel.h // 2))[:3] != (0, 0, 0)


def test_a_view_without_facts_shows_the_card_alone_in_the_middle(app, monkeypatch):
    monkeypatch.delattr(toy.ToyView, "facts")
    scene = open_kit(app)
    human_turn(app, scene)
    assert scene.painter.facts("T1") == []
    card = scene.painter.closeup_rect(scene.frame, "T1")
    assert card.center == scene.frame.board.center


def test_a_moment_the_game_names_is_celebrated_over_the_board(app):
    scene = open_kit(app)
    human_turn(app, scene)
    state = scene.state
    state.pile.clear()
    state.hands[scene.viewer][0] = "T6"
    scene.play("P T6")
    assert scene.celebration == "Six!"
    words = [label[0] for label in scene.snapshot().labels]
    assert words == ["Six!"]
    scene.draw(pygame.Surface(app.size))
    human_turn(app, scene)
    scene.play(next(m for m in scene.state.legal_moves() if m != "P T6"))
    assert scene.celebration == "Six!"  # no new moment: nothing new celebrated


def test_a_long_option_of_a_question_wraps_into_a_taller_button(app):
    """Playtest G17: "Steal up to 3 of Vega's 16 won cards (from the top)" was shrunk."""
    from astromagie.kit.view import Option
    from astromagie.ui.kit.desk import Picker

    scene = open_kit(app)
    human_turn(app, scene)
    long = "Steal up to 3 of Vega's 16 won cards (from the top), and then draw two more"
    scene.picker = Picker("Which?", (Option(long, "X"), Option("Pass", "X")))
    labels = scene.painter.picker_labels(scene.picker)
    rects = scene.painter.picker_rects(scene.frame, 2, labels)
    assert rects[0].h > rects[1].h == rects[2].h
    assert all(a.bottom < b.y for a, b in zip(rects, rects[1:], strict=False))
    assert all(scene.frame.board.contains(r) for r in rects)
    assert len(scene.painter.picker_lines(long, rects[0].w, scene.frame)) >= 2
    scene.draw(pygame.Surface(app.size))


def test_a_seats_score_is_worded_with_its_singular_and_a_real_minus():
    from astromagie.ui.kit.seats import score_words

    i18n.set_language("en")
    assert score_words(1) == "1 point" and score_words(12) == "12 points"
    assert score_words(-5) == "\u22125 points"
    i18n.set_language("de")
    assert score_words(1) == "1 Punkt" and score_words(-12) == "\u221212 Punkte"
    i18n.set_language("en")


def test_a_piles_badge_at_the_windows_edge_stays_whole_on_screen():
    from astromagie.kit.view import Pile
    from astromagie.look import theme
    from astromagie.ui.kit.piles import paint_badge

    surface = pygame.Surface((400, 300))
    pile = Pile("pile", 72, False, "A long name for a draw pile")
    edge = pygame.Rect(0, 100, 40, 60)  # narrower than its badge, at the left edge
    box = paint_badge(surface, pile, edge, 1.0,
                      lambda t, size, colour, role: theme.render(t, role, size, colour))
    assert surface.get_rect().contains(box) and not box.colliderect(edge)


def test_a_piles_badge_lies_beside_the_pile_never_on_a_card_and_says_a_count_once():
    """Zahlenstreifen's German badge on the draw pile reached over the card at 9; the
    playtest saw badges on the cards' faces and a count said twice (the badge's and the
    pile's own)."""
    from astromagie.games.zahlenstreifen.view import VIEW
    from astromagie.games.zahlenstreifen.view.board import StripBoard
    from astromagie.kit.view import Pile
    from astromagie.look import theme
    from astromagie.ui.kit.frame import compute_frame
    from astromagie.ui.kit.piles import badge_label, badge_rect, badge_text, pile_extent

    def text(t, px, colour, role):
        return theme.render(t, role, px, colour)

    for size in ((1280, 800), (1024, 700)):
        frame = compute_frame(size, VIEW.card_ratio)
        board = StripBoard(frame.board, 3, VIEW)
        pile = Pile("pile", 50, False, "Nachziehstapel")
        label = badge_label(pile, frame.scale, text)
        extent = pile_extent(board.pile, pile.count, frame.scale)
        # wherever the least is painted: here the spot over the pile is the one crowded
        def crowd(rect, top=extent.top):
            return 100 if rect.bottom <= top else 0

        for box in (badge_rect(pile, board.pile, label, frame.scale, None, frame.board),
                    badge_rect(pile, board.pile, label, frame.scale, crowd, frame.board)):
            assert not box.colliderect(extent) and frame.board.contains(box), (size, box)
            assert not any(box.colliderect(slot) for slot in board.slots.values())
    assert badge_text(Pile("draw", 38, False, "Draw pile", counted=True)) == "Draw pile"
    assert badge_text(Pile("draw", 38, False, "Draw pile")) == "Draw pile 38"
    assert badge_text(Pile("talon", 3)) == "3"


def test_a_long_celebration_is_set_smaller_to_fit_the_board():
    from astromagie.look import theme
    from astromagie.ui.kit.flourish import fitting_size

    words = "Grün wechselt den Besitzer: eine neue Mehrheit!"
    size = fitting_size(words, 40, 600)
    assert size < 40 and theme.font("bold", size).size(words)[0] <= 600
    assert fitting_size("Monade!", 40, 600) == 40


def test_a_key_cap_gives_way_to_a_word_that_would_not_fit_beside_it(app):
    from astromagie.kit.view import Action
    from astromagie.look import theme
    from astromagie.ui.kit.buttons import cap_width, label_size, paint_button

    scene = open_kit(app)
    frame = scene.frame
    assert cap_width(Action("hint", "Hint", True, pygame.K_h), frame) > 0
    room = frame.buttons.w - round(20 * frame.scale)
    font = theme.font("bold", label_size(frame))
    word = "Zurücknehmen"
    while font.size(word)[0] <= room:
        word += "n"  # one word wider than the whole button
    long = Action("takeback", word, True, pygame.K_BACKSPACE)
    assert cap_width(long, frame) == 0
    surface = pygame.Surface(frame.size)
    rect = pygame.Rect(frame.buttons.x, frame.buttons.y, frame.buttons.w, 60)
    drawn = []

    def text(words, size, colour, role):
        drawn.append(words)
        return theme.render(words, role, size, colour)

    paint_button(surface, long, rect, frame, (0, 0), text)
    assert word not in drawn  # set smaller (render_fit), not left running over the edge


def test_a_narrower_button_than_the_columns_drops_its_key_cap_not_its_words_size():
    """The replay's buttons, two side by side, set German "Abspielen" tiny beside the
    "Leertaste" cap, as the cap was measured against the whole column's width."""
    from astromagie.kit.view import Action
    from astromagie.look import theme
    from astromagie.ui.kit.buttons import cap_width, label_size, paint_button
    from astromagie.ui.kit.watch import watch_frame

    i18n.set_language("de")
    try:
        frame = watch_frame((1024, 700), toy.VIEW.card_ratio)
        play = Action("play", "Abspielen", True, pygame.K_SPACE)
        narrow = frame.button_rects(6)[4]
        font = theme.font("bold", label_size(frame))
        room_beside_cap = narrow.w - round(20 * frame.scale) - cap_width(play, frame)
        assert cap_width(play, frame) > 0 and font.size("Abspielen")[0] > room_beside_cap
        assert cap_width(play, frame, narrow.w) == 0
        drawn = []

        def text(words, size, colour, role):
            drawn.append((words, size))
            return theme.render(words, role, size, colour)

        paint_button(pygame.Surface(frame.size), play, narrow, frame, (0, 0), text)
        assert drawn == [("Abspielen", label_size(frame))]  # whole, at the one size
    finally:
        i18n.set_language("en")


def test_with_animations_off_a_card_lands_at_once_and_words_stand_still():
    from astromagie.ui.kit import animation as anim
    from astromagie.ui.kit.points import send_points

    landed = []
    animator = anim.Animator(speed=1.0, still=True)
    start, end = pygame.Rect(0, 0, 10, 14), pygame.Rect(300, 200, 10, 14)
    animator.fly("X", start, end, delay=0.5, on_land=lambda: landed.append(1))
    animator.update(0.0)
    assert landed == [1] and not animator.flights  # landed on the first update
    label = animator.label("A perfect trick!", (100, 100), end=(400, 40), delay=0.3)
    assert label.rise == 0 and label.end is None and label.delay == 0.0
    assert label.duration > 0  # the words still stand long enough to be read
    animator.after(0.4, lambda: landed.append(2))  # the bots' pacing stays
    animator.update(0.2)
    assert landed == [1]
    animator.update(0.3)
    assert landed == [1, 2]
    send_points(animator, [(0, 8)], lambda seat: pygame.Rect(0, 0, 50, 50), 1.0)
    assert all(lab.kind != "points" for lab in animator.labels)  # no "+8" flying
    moving = anim.Animator(speed=1.0)
    moving.fly("X", start, end)
    moving.update(0.0)
    assert moving.flights  # animations on: it flies


def test_the_table_follows_the_animations_setting(app):
    app.settings.animations = False
    scene = open_kit(app)
    assert scene.animator.still
    app.settings.animations = True
    frames(app, 1)
    assert not scene.animator.still  # a change in the pause menu's settings applies at once


def test_a_celebration_stands_on_a_dark_panel_the_table_does_not_show_through():
    # pt8d 10: the Sammelfeld's words read through the letters of "Eine Monade!"
    from astromagie.look import theme
    from astromagie.ui.kit.flourish import paint_flourish

    surface = pygame.Surface((600, 200))
    surface.fill((255, 255, 255))  # a bright table's words under the celebration

    def text(words: str, size: int, ink: theme.Color, weight: str) -> pygame.Surface:
        return theme.font(weight, size).render(words, True, ink)

    paint_flourish(surface, text, "Eine Monade!", (300, 100), 255, 40)
    word = theme.font("bold", 40).size("Eine Monade!")
    # just left of the word, inside the panel: dark now, white before
    left = surface.get_at((300 - word[0] // 2 - 6, 100))
    assert sum(left[:3]) < 3 * 120, left
    assert surface.get_at((5, 5))[:3] == (255, 255, 255)  # the rest of the table as it was
