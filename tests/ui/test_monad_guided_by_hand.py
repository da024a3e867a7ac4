"""Monad's guided game played through the table's own input, as a person makes each
lesson's move: the cards dragged from the hand onto the place the coach points at (a
trade's column, the tray), a column clicked for a purchase or a leap, a button pressed
(pt11d 1, 2: the lesson's relative trade was refused by every drag, click and key while
the tests, which played `coaching.move` directly, passed). Every lesson's move must be
what the table makes of the drop, or this test stops at the lesson that refuses it."""

from __future__ import annotations

import pygame

from astromagie import i18n
from astromagie.games.monad.moves import decode
from astromagie.games.monad.view import GUIDE_STEPS, view_code
from astromagie.games.monad.view.turn import bot_payment
from astromagie.ui.kit import lesson
from astromagie.ui.kit.buttons import button_rects
from astromagie.ui.kit.guided import HandOverCard
from astromagie.ui.kit.table import KitTableScene
from tests.ui.ui_events import click, drag, frames, key

ACTION = {"E": "end", "D": "draw", "F": "flip", "X": "pass"}


def grab(scene: KitTableScene, code: str) -> tuple[int, int]:
    hand = scene.hand()
    assert code in hand, (code, hand)
    return scene.frame.hand_rects(len(hand), None, hand)[hand.index(code)].center


def press(app, scene: KitTableScene, action: str) -> None:
    actions = scene.actions()
    rects = button_rects(scene.frame, actions)
    click(app, next(r for a, r in zip(actions, rects, strict=True) if a.id == action))


def make_by_hand(app, scene: KitTableScene, move: str, cards: tuple[str, ...],
                 zones: tuple[str, ...], by_click: bool = False) -> None:
    """The lesson's move as a person makes it from what the coach points at."""
    board, kind = scene.board, decode(move).kind
    if kind == "T" and by_click:  # the card clicked, then the column (pt11d 1 tried it)
        click(app, grab(scene, cards[0]))
        click(app, board.zone_rect(zones[0]).center)
        if scene.picker is not None:
            key(app, pygame.K_RETURN)
    elif kind == "T":  # the first card pointed at dragged onto the column pointed at
        drag(app, grab(scene, cards[0]), board.zone_rect(zones[0]).center)
        if scene.picker is not None:  # two partners: Return takes the lit one
            key(app, pygame.K_RETURN)
    elif kind == "J":  # the Commons laid on the tray, then the column reached clicked
        for code in cards:
            drag(app, grab(scene, code), board.tray.center)
        click(app, board.zone_rect(zones[-1]).center)
    elif kind == "B":  # the column clicked, then the coach's payment dropped on the tray
        state = scene.session.state
        paying = state.clone()
        paying.apply(move)
        identity = state.ident[state.current_player]
        click(app, board.zone_rect(zones[0]).center)
        for pay in bot_payment(paying):
            drag(app, grab(scene, view_code(decode(pay).cards[0], identity)),
                 board.tray.center)
    elif kind == "P":
        drag(app, grab(scene, cards[0]), board.tray.center)
    else:
        press(app, scene, ACTION[kind])


# English only: the input path does not depend on the words (the real-window check plays
# both languages), and the whole guided game costs about 1 s a run
def test_every_lesson_of_the_guided_game_is_made_by_the_tables_own_input(app, monkeypatch):
    # the lesson's card in the top left corner, over the status line that no step clicks:
    # its search for the best spot cost 0.5 s a lesson (where it lies is tested elsewhere:
    # test_monad_lesson_room.py); the places dragged to and clicked are the board's
    monkeypatch.setattr(lesson, "card_rect", lambda *_args, **_kw: (
        pygame.Rect(0, 0, 320, 160), len(lesson.CARD_PX) - 1))
    i18n.set_language("en")
    app.settings.animation_speed = 1000.0
    scene = KitTableScene.guided_game(app, "monad")
    app.stack.push(scene)
    session = scene.session
    made: list[tuple[int, str]] = []
    for _ in range(3000):
        if session.state.is_over() or session.guide_step > GUIDE_STEPS:
            break
        coaching = session.coaching
        if scene.human_turn() and coaching is not None and coaching.move:
            history = len(session.state.history)
            # the relative's trade (the lesson pt11d could not make) by click, the rest dragged
            make_by_hand(app, scene, coaching.move, coaching.cards, coaching.zones,
                         by_click=coaching.move == "T R2 G4")
            assert session.state.history[history:history + 1] == [coaching.move], (
                session.guide_step, coaching.move, session.message)
            made.append((session.guide_step, coaching.move))
        frames(app)
    # each lesson made, the last (the turn ended with the relative's shortcut in hand)
    # too: the relative's trade teaches at step 10 and the game follows on to step 11
    assert [move for _step, move in made] == [
        "T O1 B1", "J R1 Y1 P1 G1", "E", "D", "D", "D", "T O1 P1", "B 3", "T Y3 G3 +",
        "T R2 G4", "E"]
    # past the lessons the card holds the hand-over's words, asking no move (pt14c 3)
    assert session.guide_step > GUIDE_STEPS and isinstance(session.coaching, HandOverCard)
    assert session.coaching.move is None
