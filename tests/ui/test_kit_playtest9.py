"""The kit table after the final newcomer playtest (pt7): a card chosen with the keys
and refused by Enter says why with the drop's rule, in every game (pt7c 6)."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.ui.kit.table import KitTableScene
from tests.ui.test_kit_table import wait_for
from tests.ui.ui_events import key

pytestmark = pytest.mark.app(fast=True, autosave=False)


def open_game(app, game: str, seed: int = 3) -> KitTableScene:
    seats = (SeatConfig("Ada", "human"), SeatConfig("Ben", "random"))
    scene = KitTableScene(app, GameConfig(seats, seed=seed, game=game), ai_mode="thread",
                          ai_budget=0.01)
    app.stack.push(scene)
    wait_for(app, scene, scene.human_turn)
    return scene


def enter_on(app, scene: KitTableScene, index: int) -> list[str]:
    """The hand's card `index` chosen with the arrows and Enter pressed; the history before."""
    history = list(scene.state.history)
    for _ in range(index + 1):
        key(app, pygame.K_RIGHT)
    assert scene.selected == index
    key(app, pygame.K_RETURN)
    return history


def assert_refused_with_a_rule(scene: KitTableScene, history: list[str]) -> None:
    assert scene.state.history == history  # nothing played
    assert scene.message != i18n.tr("kit.no_place")
    assert scene.message_kind == "error" and scene.refused_zone is not None
    assert "(" in scene.message and ")" in scene.message  # the rule named, as a drop's is


def test_enter_on_a_card_that_does_not_fit_the_pile_names_sr5_in_the_solar_republic(app):
    """pt7c 6: Neptun chosen with the keys and Enter said only "This card has nowhere to
    go now." where the same drop with the mouse named the rule (SR5)."""
    scene = open_game(app, "solar-republic", 3)
    stuck = [i for i, card in enumerate(scene.hand()) if not scene.turn.targets(card)]
    assert stuck, "seed 3 deals the person a card that does not fit the pile"
    history = enter_on(app, scene, stuck[0])
    assert_refused_with_a_rule(scene, history)
    assert scene.refused_zone == "pile" and "SR5" in scene.message


@pytest.mark.parametrize("game", ["astromagie", "monad", "zahlenstreifen"])
def test_enter_on_a_card_with_no_place_gives_a_drops_refusal_in_every_game(app, game,
                                                                         monkeypatch):
    """The same in the other games: a card Enter finds no place for (its targets made
    empty here, as a first turn always has one) says the game's own drop refusal of a
    place on the board, with its rule, and plays nothing."""
    scene = open_game(app, game, 3)
    monkeypatch.setattr(type(scene.turn), "targets", lambda self, card: set())
    monkeypatch.setattr(type(scene.turn), "default_zone", lambda self, card: None)
    history = enter_on(app, scene, 0)
    assert_refused_with_a_rule(scene, history)
    assert scene.turn.refusal(scene.hand()[0], scene.refused_zone) is not None


def pile_tips(app, scene: KitTableScene) -> list[str]:
    """The pile and seat tips one frame paints, the mouse at rest for long enough."""
    from astromagie.ui.kit import paint as paint_module

    tips: list[str] = []
    original = paint_module.paint_hover_tip
    paint_module.paint_hover_tip = lambda surface, words, *rest: tips.append(words)
    try:
        scene.touched = scene.clock - 5.0
        scene.draw(app.screen)
    finally:
        paint_module.paint_hover_tip = original
    return tips


def test_a_clicked_piles_tip_stays_away_until_the_mouse_has_left_it(app):
    """pt7c 3: after a click-to-place on the pile, its tip stood over the pile's caption
    under the resting mouse; as for a button, a clicked pile says nothing until left."""
    from tests.ui.ui_events import click, move_to

    scene = open_game(app, "solar-republic", 3)
    pile = scene.board.zone_rect("pile")
    move_to(app, pile.center)
    assert pile_tips(app, scene), "a resting mouse on the pile shows its tip"
    history = list(scene.state.history)
    click(app, pile.center)  # no card chosen: it says to choose one, and plays nothing
    assert scene.state.history == history
    assert pile_tips(app, scene) == []  # clicked: quiet while the mouse stays on it
    move_to(app, scene.frame.hand.center)
    move_to(app, pile.center)
    assert pile_tips(app, scene), "left and back, the tip shows again after a rest"


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_a_piles_tip_lies_beside_it_never_over_the_caption_below_it(size):
    from astromagie.look import theme
    from astromagie.ui.kit.frame import compute_frame
    from astromagie.ui.kit.hovertips import paint_hover_tip

    frame = compute_frame(size, 1.4)
    surface = pygame.Surface(size)

    def text(words, px, colour, role="text"):
        return theme.render(words, role, px, colour)

    board = frame.board
    card = frame.card
    for x in (board.x + 40, board.centerx - card[0] // 2, board.right - card[0] - 20):
        pile = pygame.Rect(x, board.y + 60, *card)
        caption = pygame.Rect(pile.x - 40, pile.bottom + 2, pile.w + 80, frame.font(30))
        box = paint_hover_tip(surface, "The pile: 6 cards, the top one face up.", pile,
                              frame, text)
        assert not box.colliderect(caption), (x, box, caption)
        assert board.contains(box)


def test_a_played_cards_hole_closes_at_once_and_a_click_takes_the_card_under_it(
        app, monkeypatch):
    """pt7c 2: after a Solar 2 the hand kept an empty outline where the card had been;
    pt8c 1: kept only while the pointer was on the hand, the places came back with their
    holes whenever it returned, and a click took the neighbour. The hand closes up at
    once, and the card drawn under the pointer is the card a click takes."""
    from astromagie.ui.kit.undo import UndoPoint
    from tests.ui.ui_events import frames, move_to

    scene = open_game(app, "solar-republic", 3)
    session = scene.session
    seat = session.turn.seat
    before = session.state.clone()  # the turn began with one card more: it was played
    before.hands[seat].append(before.draw[-1])
    began = UndoPoint(before, 0)
    monkeypatch.setattr(session, "undo_target", lambda: began)
    monkeypatch.setattr(session.undo, "own_turn_open", lambda state: True)
    hand = scene.hand()
    closed = scene.frame.hand_rects(len(hand), None, hand)
    for pos in (scene.frame.board.center, closed[-1].center):
        move_to(app, pos)
        frames(app)
        assert scene.frame.fan == () and not scene.frame.staged_places(hand)
    drawn = scene.painter.glide.rects(scene.frame, hand, None, scene.clock * 1000)
    assert drawn == closed  # painted where the clicks are tested
    assert scene.frame.hand_card_at(closed[-1].center, len(hand), None, hand) == len(hand) - 1


def test_SR6_h_then_enter_follows_a_draw_hint_and_draws(app):
    """pt7c 8: after H said "draw a card" Enter did nothing: the hint lit no place, as a
    draw plays no card of the hand. It lights the draw pile now, and Enter draws."""
    from tests.ui.test_solar_shut_draw import first_move

    scene = first_move(app)
    wait_for(app, scene, scene.human_turn)
    scene.session.play(scene.state.legal_moves()[0])  # the game's first move: a card
    wait_for(app, scene, scene.human_turn)
    scene.state.hands[scene.viewer].clear()  # nothing to play: the hint can only draw
    assert scene.state.legal_moves() == ["D"]
    before = len(scene.state.history)
    key(app, pygame.K_h)
    thinking = i18n.tr("kit.hint_thinking")
    wait_for(app, scene, lambda: scene.session.message_kind == "hint"
             and scene.session.message != thinking)
    assert scene.session.hint_marks == ((), ("draw",))  # the draw pile lit
    key(app, pygame.K_RETURN)
    assert scene.state.history[before:before + 1] == ["D"]


def test_each_seats_details_are_laid_the_same_way_on_the_results():
    """pt7c 12: in "How the scores came about" one seat's details stood beside its score
    and another's wrapped to a second line; when one wraps, every seat's start below."""
    from astromagie.ui.kit.breakdown import place_rows, rows_of

    pygame.font.init()
    lines = ["You: 9 won − 7 in hand = 2 · 2 piles, 3 cards stolen, 3 cards lost to steals",
             "Vega: 6 won − 7 in hand = −1 · 2 piles",
             "Winner: Orion"]
    rows = rows_of(lines, ["You", "Vega"])
    placed = [p for p in place_rows(rows, 560, 20) if p.kind == "item"]
    by_text = {p.text: p.rect for p in placed}
    score_you, score_vega = by_text["9 won − 7 in hand = 2"], by_text["6 won − 7 in hand = −1"]
    details_you = by_text["2 piles, 3 cards stolen, 3 cards lost to steals"]
    details_vega = by_text["2 piles"]
    assert details_you.y > score_you.y and details_vega.y > score_vega.y  # both below
    assert details_you.x == details_vega.x == score_you.x  # under the score, alike
    wide = [p for p in place_rows(rows, 2000, 20) if p.kind == "item"]
    assert len({p.rect.y for p in wide if p.text != "Orion"}) == 2  # room: one line each


def test_the_raised_card_is_drawn_whole_over_its_neighbours(app, monkeypatch):
    """pt7c 16: at 1024x700 the selected Saturn's trump ring, in its top right corner,
    was cut off by the next card; the raised card is painted last, whole."""
    scene = open_game(app, "solar-republic", 3)
    state = scene.state
    state.hands[scene.viewer] += [state.draw.pop() for _ in range(8)]  # a big hand
    hand = scene.hand()
    colours = {code: (20 + 15 * i, 200, 90) for i, code in enumerate(hand)}

    def face(code, size, shown=None):
        surface = pygame.Surface(size)
        surface.fill(colours[code])
        return surface

    monkeypatch.setattr(scene.painter, "hand_face", face)
    scene.selected = 1
    scene.draw(app.screen)
    rects = scene.frame.hand_rects(len(hand), 1, hand)
    assert rects[2].x < rects[1].right, "the next card lies on the raised one"
    corner = (rects[1].right - 4, rects[1].y + 30)  # under the next card's left edge
    assert rects[2].collidepoint(corner)
    assert tuple(app.screen.get_at(corner))[:3] == colours[hand[1]]


def test_a_card_flying_to_a_seat_fades_into_its_panel_over_no_words(app):
    """pt7c 16: a card drawn by a bot flew onto the score panel and covered its words;
    pt10d 17: one bound for Orion, faded only by its share of the column, lay over
    Vega's lines. It fades from half a card before the column and is gone where the
    panels' words begin; so is a card leaving a seat, until it is off the words."""
    from dataclasses import replace

    from astromagie.ui.kit.animation import Flight
    from astromagie.ui.kit.paint import WORDS_INSET, side_fade

    scene = open_game(app, "solar-republic", 3)
    side = scene.frame.side
    words = side.x + round(WORDS_INSET * scene.frame.scale)
    panel = scene._seat_rect(1)
    end = pygame.Rect(panel.x + 10, panel.y + 4, 60, 84)
    pile = scene.board.zone_rect("pile")
    outside = end.move(side.x - end.right - 40, 0)
    nearing = end.move(side.x - end.right, 0)  # its right edge at the column's
    on_words = end.move(words - end.right, 0)  # its right edge where the words begin
    assert side_fade(outside, pile, end, side, words) == 0.0
    assert 0.4 < side_fade(nearing, pile, end, side, words) < 1.0
    assert side_fade(on_words, pile, end, side, words) == 1.0
    assert side_fade(end, pile, end, side, words) == 1.0
    assert side_fade(on_words, end, pile, side, words) == 1.0  # leaving a seat
    assert side_fade(end, pile, pile, side, words) == 0.0  # neither from nor to a seat
    flight = Flight(None, outside, end, 1.0, elapsed=1.0)
    plain = pygame.Surface(app.size)
    scene.draw(plain)
    shot = pygame.Surface(app.size)
    snapshot = scene.snapshot
    scene.snapshot = lambda: replace(snapshot(), flights=[(flight, end.copy())])
    scene.draw(shot)
    assert all(shot.get_at(p) == plain.get_at(p) for p in
               ((x, y) for x in range(end.x, end.right, 6) for y in range(end.y, end.bottom, 6)))


def test_undo_inside_the_persons_own_turn_logs_what_the_message_says(app):
    """pt7d 9: after Undo took back only the moves of the turn still open, the message
    said "Your moves of this turn are taken back" and the log "You take your last turn
    back"; the log now says the same as the message."""
    for seed in range(1, 30):
        scene = open_game(app, "solar-republic", seed)
        seat, state = scene.session.turn.seat, scene.state
        again = []
        for move in state.legal_moves():
            after = state.clone()
            after.apply(move)
            if after.current_player == seat and not after.is_over():
                again.append(move)
        if again:
            break
        app.stack.pop()
    else:
        raise AssertionError("no seed gives the person a move that plays again")
    scene.session.play(again[0])
    wait_for(app, scene, scene.human_turn)
    key(app, pygame.K_u)
    assert scene.message == i18n.tr("kit.undone_own")
    assert scene.session.log_lines[-1] == "You take your moves of this turn back."
    assert i18n.tr("kit.coach_title", step=2, total=6) == "Your first game · step 2 of 6"


def test_a_celebration_stands_above_the_message_line_never_on_it():
    """pt7d 3: "A Monad!" stood over the line saying the winning move and how to go on;
    with a message shown the celebration rises just above its box instead."""
    from astromagie.look import theme
    from astromagie.ui.kit.paint import clear_of

    pygame.font.init()
    box = pygame.Rect(20, 540, 880, 44)
    half = theme.font("bold", 40).get_linesize() // 2
    moved = clear_of((490, 562), box, 40)
    assert moved[0] == 490 and moved[1] + half <= box.top  # wholly above the line
    assert clear_of((490, 562), None, 40) == (490, 562)  # no message: the band is free
    assert clear_of((490, 300), box, 40) == (490, 300)  # far from it: left alone


def test_a_click_on_the_place_a_hint_lit_lays_the_hinted_card_there(app):
    """pt7b 5: after H lit a card and its place, a click on the place said "choose a card
    first" (the lit card looked chosen); it lays the hinted card there now."""
    from tests.ui.test_solar_shut_draw import first_move
    from tests.ui.ui_events import click

    scene = first_move(app)  # the game's first move is a card's (SR6)
    wait_for(app, scene, scene.human_turn)
    before = len(scene.state.history)
    key(app, pygame.K_h)
    thinking = i18n.tr("kit.hint_thinking")
    wait_for(app, scene, lambda: scene.session.message_kind == "hint"
             and scene.session.message != thinking)
    cards, zones = scene.session.hint_marks
    assert cards and zones == ("pile",) and scene.selected is None
    click(app, scene.board.zone_rect("pile").center)
    assert scene.message != i18n.tr("kit.choose_card_first")
    assert len(scene.state.history) > before or scene.picker is not None  # laid (or asked)
