"""The table kit plays a game it has never heard of: the made-up "Higher" (tests/kit/toy.py).

A person drags cards onto the zones the game lights, a refusal is said with the rule
and changes nothing, a click on a zone and the turn's buttons make moves, a question is
asked with a picker, two people at one screen get the hand-over screen. What a game in
progress does without a window (undo, the end filed, pacing, the hint) is the session's,
tested with plain calls in tests/ui/kit/test_session.py.
"""

from __future__ import annotations

import time

import pygame
import pytest

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.kit.view import Decision
from astromagie.ui.kit.buttons import button_rects
from astromagie.ui.kit.table import KitTableScene
from tests.kit import toy
from tests.ui.ui_events import click, drag, frames, key, move_to

pytestmark = pytest.mark.usefixtures("toy_on_the_shelf")



def open_kit(app, kinds=("human", "random"), seed=3, speed=1000.0) -> KitTableScene:
    app.settings.animation_speed = speed
    seats = tuple(SeatConfig(f"P{i}", k) for i, k in enumerate(kinds))
    scene = KitTableScene(app, GameConfig(seats, seed=seed, game=toy.INFO.id),
                          ai_mode="thread", ai_budget=0.01)
    app.stack.push(scene)
    return scene


def wait_for(app, scene, condition, limit=600) -> None:
    for _ in range(limit):
        if condition():
            return
        frames(app)
        time.sleep(0.001)  # the bots think in a thread: let it have the interpreter
    raise AssertionError("the table did not get there")


def human_turn(app, scene) -> None:
    wait_for(app, scene, scene.human_turn)


def test_dragging_a_card_lights_the_legal_zone_and_plays_it(app):
    scene = open_kit(app)
    human_turn(app, scene)
    state = scene.state
    state.pile.clear()  # an empty pile takes any card
    hand = scene.hand()
    index = 0
    rect = scene.frame.hand_rects(len(hand))[index]
    pile = scene.board.zone_rect("pile")
    before = len(state.history)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    frames(app)
    move_to(app, pile.center)
    light = scene.highlight()
    assert light.targets == {"pile"} and light.over == "pile" and light.preview == "+1 point"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pile.center, button=1))
    frames(app)
    assert state.history[before] == f"P {hand[index]}"


def test_a_refused_drop_says_the_rule_and_changes_nothing(app):
    scene = open_kit(app)
    human_turn(app, scene)
    state = scene.state
    state.pile.append("T6")  # a high top: the low cards may not go on it
    low = [i for i, c in enumerate(scene.hand()) if c != "T6"]
    if not low:
        pytest.skip("this deal gave only sixes")
    history = list(state.history)
    rect = scene.frame.hand_rects(len(scene.hand()))[low[0]]
    drag(app, rect.center, scene.board.zone_rect("pile").center)
    assert state.history == history
    assert scene.message.endswith("(rule H1)") and scene.message_kind == "error"
    assert scene.refused_zone == "pile"


def test_a_click_on_a_zone_and_a_button_make_moves_and_a_question_is_asked(app):
    scene = open_kit(app)
    human_turn(app, scene)
    state = scene.state
    before = len(state.history)
    click(app, scene.board.zone_rect("stock").center)
    assert state.history[before] == "D"
    human_turn(app, scene)
    # nothing to draw and nothing high enough: passing is all that is left
    state.pile.append("T6")
    state.hands[scene.viewer][:] = ["T1"]
    state.stock.clear()
    state.hands[1 - scene.viewer].append("T3")
    actions = scene.actions()
    assert [a.id for a in actions] == ["draw", "pass", "hint", "undo"]
    assert not actions[0].enabled and actions[1].enabled
    rects = button_rects(scene.frame, actions)
    made = len(state.history)
    click(app, rects[1].center)
    assert scene.picker is not None and scene.picker.question == "Really pass?"
    key(app, pygame.K_ESCAPE)
    assert scene.picker is None and len(state.history) == made and scene.human_turn()
    click(app, rects[1].center)
    option = scene.painter.picker_rects(scene.frame, 1)[0]
    click(app, option.center)
    assert state.history[made] == "X"


def test_two_people_at_one_screen_get_the_hand_over(app):
    scene = open_kit(app, ("human", "human"))
    frames(app, 3)
    top = app.stack.top
    assert top is not scene and type(top).__name__ == "HandoverScene"


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
def test_the_frame_keeps_hand_board_and_side_apart(size):
    from astromagie.ui.kit.frame import compute_frame

    frame = compute_frame(size, 1.4)
    for rect in frame.hand_rects(12, selected=3) + frame.button_rects(3):
        assert not rect.colliderect(frame.side) and rect.bottom <= size[1]
        assert not rect.colliderect(frame.board)
    assert frame.board.bottom <= frame.message.y
    assert frame.hand_card_at(frame.hand_rects(5)[2].center, 5) == 2


def test_the_kit_table_paints_every_part(app):
    scene = open_kit(app)
    human_turn(app, scene)
    surface = pygame.Surface(app.size)
    scene.say("a message", "error")
    scene.draw(surface)
    assert surface.get_at(scene.frame.hand_rects(len(scene.hand()))[0].center)[:3] == (
        240, 240, 230)


def test_the_end_opens_the_results_and_stays_until_it_can_be_read(app):
    scene = open_kit(app, ("random", "random"))
    wait_for(app, scene, lambda: scene.finished, limit=6000)
    frames(app)
    results = app.stack.top
    assert type(results).__name__ == "KitResultsScene" and results.state is scene.state
    key(app, pygame.K_ESCAPE)  # a key still pressed from the game does not leave the end
    assert app.stack.top is results
    frames(app, 70)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is not results and scene not in app.stack


def test_a_card_opens_large_on_a_right_click_or_a_rest_and_closes_on_a_click(app):
    from astromagie.ui.kit.closeup_state import HOVER_SECONDS

    scene = open_kit(app)
    human_turn(app, scene)
    hand = scene.hand()
    rect = scene.frame.hand_rects(len(hand))[0]
    click(app, rect.center, button=3)
    assert scene.closeup.code == hand[0] and scene.snapshot().closeup == hand[0]
    big = scene.painter.closeup_rect(scene.frame)
    assert scene.frame.board.contains(big) and big.h > 2 * rect.h
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    history = list(scene.state.history)
    click(app, big.center)
    assert scene.closeup.code is None and scene.state.history == history  # only closed
    other = scene.frame.hand_rects(len(hand))[-1]
    move_to(app, other.center)
    for _ in range(round(HOVER_SECONDS * 60) + 2):
        move_to(app, other.center)
    assert scene.closeup.code == hand[-1] and not scene.closeup.pinned
    move_to(app, scene.frame.side.center)
    assert scene.closeup.code is None  # a rest's close-up goes with the mouse


def test_s_groups_the_hand_and_s_again_gives_the_games_order_back(app):
    scene = open_kit(app)
    human_turn(app, scene)
    dealt = scene.kit.hand(scene.state, scene.turn.seat)
    key(app, pygame.K_s)
    assert scene.hand() == sorted(dealt) and scene.message == i18n.tr("kit.sorted")
    key(app, pygame.K_s)
    assert scene.hand() == dealt


def test_the_end_offers_the_game_again_and_its_review(app):
    scene = open_kit(app, ("random", "easy"))
    wait_for(app, scene, lambda: scene.finished, limit=6000)
    frames(app, 70)
    results = app.stack.top
    assert type(results).__name__ == "KitResultsScene"
    key(app, pygame.K_r)
    frames(app)
    watch = app.stack.top
    assert type(watch).__name__ == "KitWatchScene" and watch.panel is not None
    assert watch.playback.turn_count == len(scene.state.history)
    key(app, pygame.K_ESCAPE)
    frames(app)
    assert app.stack.top is results
    click(app, results.widget("watch").rect.center)
    frames(app)
    assert type(app.stack.top).__name__ == "KitWatchScene" and app.stack.top.panel is None


def test_staged_cards_leave_the_fan_and_the_board_is_told_them_with_the_names(app):
    scene = open_kit(app)
    human_turn(app, scene)
    hand = scene.hand()
    staged = hand[0]

    class Staging(toy.ToyTurn):
        def staged(self) -> list[str]:
            return [staged]

    scene.turn = Staging(scene.state, scene.turn.seat)
    shown = scene.hand()
    assert len(shown) == len(hand) - 1 and sorted(shown + [staged]) == sorted(hand)
    light = scene.highlight()
    assert light.staged == (staged,) and light.names == tuple(scene.seating.names)
    frames(app)  # the hand keeps its places while a card is staged (Frame.fan)
    rect = scene.frame.hand_rects(len(shown), None, shown)[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    frames(app)
    move_to(app, scene.board.zone_rect("pile").center)
    assert scene.highlight().held == shown[0] and scene.highlight().staged == (staged,)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1))
    frames(app)
    scene.selected = 1
    scene.decide(Decision("staged"))
    assert scene.selected is None  # a staged card leaves the fan: nothing stays selected


def test_a_neutral_seat_is_shown_after_the_players_without_a_score(app, monkeypatch):
    from astromagie.kit.view import NeutralSeat
    from astromagie.look import theme

    monkeypatch.setattr(toy.ToyView, "neutral_seats",
                        lambda self, state: [NeutralSeat("Dummy", ("3 cards",))], raising=False)
    scene = open_kit(app)
    human_turn(app, scene)
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    box = scene.frame.seat_rect(2, 3)
    assert surface.get_at((box.right - 4, box.centery))[:3] == theme.CONTROL_DISABLED
    assert box.bottom < scene.frame.log_rect(3).y


def test_the_hint_names_the_move_in_the_games_words_and_lights_no_old_refusal(app,
                                                                             monkeypatch):
    monkeypatch.setattr(toy.ToyView, "move_words",
                        lambda self, move, state=None, names=(): f"<{move}>", raising=False)
    scene = open_kit(app)
    human_turn(app, scene)
    scene.refused_zone = "pile"
    scene.say("refused", "error")
    assert scene.highlight().refused == "pile"
    scene.request_hint()
    wait_for(app, scene, lambda: scene.message_kind == "hint" and "<" in scene.message)
    assert scene.highlight().refused is None  # the refusal's words are gone: so is its mark


def test_a_decision_of_several_moves_makes_them_in_order_until_the_turn_passes(app):
    from astromagie.kit.view import Decision

    scene = open_kit(app, ("human", "human"))
    scene._handover = None
    state = scene.state
    seat = state.current_player
    scene.turn = scene.kit.turn_input(state, seat, ["a", "b"])
    first = state.legal_moves()[0]
    scene.decide(Decision.sequence([first, "D"]))  # "D" would be the next seat's move
    assert state.history == [first] and state.current_player != seat


def test_a_decision_of_several_moves_stops_at_the_first_refused(app):
    from astromagie.kit.view import Decision

    scene = open_kit(app)
    human_turn(app, scene)
    state = scene.state
    state.pile.append("T6")
    held = [c for c in state.hands[scene.viewer] if c != "T6"]
    if not held:
        pytest.skip("this deal gave only sixes")
    made = list(state.history)
    scene.decide(Decision.sequence([f"P {held[0]}", "D"]))  # a low card on the six: refused
    assert state.history == made
    assert scene.message.endswith("(rule H1)") and scene.rule == "H1"


def test_a_move_described_with_no_words_adds_no_log_line(app, monkeypatch):
    scene = open_kit(app)
    human_turn(app, scene)
    lines = list(scene.log_lines)
    monkeypatch.setattr(toy.VIEW, "describe", lambda *args: "")
    scene.play(scene.state.legal_moves()[0])
    assert scene.log_lines == lines


def test_something_staged_clears_the_selection(app):
    from astromagie.kit.view import Decision

    scene = open_kit(app)
    human_turn(app, scene)
    scene.selected = 0
    scene.decide(Decision("staged"))
    assert scene.selected is None


def test_a_hint_the_view_cannot_word_raises_the_card_and_never_says_the_notation(app,
                                                                               monkeypatch):
    monkeypatch.delattr(toy.ToyView, "move_words")
    scene = open_kit(app)
    human_turn(app, scene)
    scene.state.pile.clear()
    move = next(m for m in scene.state.legal_moves() if m.startswith("P"))
    scene.show_hint(move)
    lit = scene.snapshot().hinted[0]
    assert (move[2:] in lit) if lit else scene.hand()[scene.selected] == move[2:]
    assert move not in scene.message and ":" + " " + move not in scene.message
    assert scene.message.startswith("Try the card lit in your hand.")


# --- the reference card (?) and the open piles (Tab) ----------------------------------------
def press_key(app, k: int, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode,
                                         scancode=0))
    frames(app)


def test_question_mark_lays_the_games_reference_card_over_the_board_and_a_key_closes_it(app):
    scene = open_kit(app)
    human_turn(app, scene)
    press_key(app, pygame.K_SLASH, "?")  # "?" as typed, whatever the keyboard layout
    assert scene.overlay == "reference" and scene.snapshot().overlay == "reference"
    scene.draw(app.screen)
    press_key(app, pygame.K_h)  # closes the card, and asks for no hint
    assert scene.overlay is None and scene.bots.hint_token is None


def test_the_top_bars_rules_in_short_button_lays_the_reference_card_and_a_click_closes_it(app):
    """pt4b, 5: the card was found only by guessing the ? key; the top bar names it."""
    from astromagie.ui.kit.frame import reference_button

    scene = open_kit(app)
    human_turn(app, scene)
    button = reference_button(scene.frame)
    assert button.right < scene.frame.menu.x and scene.frame.top.contains(button)
    scene.draw(app.screen)
    assert scene.painter.status_box.right < button.x  # the status line stops short of it
    click(app, button.center)
    assert scene.overlay == "reference"
    click(app, button.center)
    assert scene.overlay is None


def test_the_reference_card_fits_its_words_on_the_board(app):
    from astromagie.ui.kit.overlays import paint_reference

    scene = open_kit(app)
    panel = paint_reference(app.screen, toy.VIEW.reference(), scene.frame,
                            scene.painter.text)
    assert scene.frame.board.union(scene.frame.hand).contains(panel)


def test_t_shows_the_open_piles_card_by_card_and_a_click_closes_them_playing_nothing(app):
    scene = open_kit(app)
    human_turn(app, scene)
    scene.state.pile[:] = ["T1", "T2", "T3"]
    press_key(app, pygame.K_t)
    assert scene.overlay == "piles"
    scene.draw(app.screen)
    before = len(scene.state.history)
    click(app, scene.board.zone_rect("pile").center)
    assert scene.overlay is None and len(scene.state.history) == before


def test_a_view_without_a_reference_or_open_piles_opens_neither(app, monkeypatch):
    monkeypatch.delattr(toy.ToyView, "reference")
    monkeypatch.delattr(toy.ToyView, "open_piles")
    scene = open_kit(app)
    human_turn(app, scene)
    press_key(app, pygame.K_SLASH, "?")
    assert scene.overlay is None
    press_key(app, pygame.K_t)
    assert scene.overlay == "seats"  # every table has seats: T shows their words
    press_key(app, pygame.K_t)
    assert scene.overlay is None
    scene.draw(app.screen)
    from astromagie.ui.kit.frame import reference_button
    click(app, reference_button(scene.frame).center)  # no button there: nothing opens
    assert scene.overlay is None


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
@pytest.mark.parametrize("count", [0, 1, 30, 60])
def test_an_open_pile_shows_every_card_whole_inside_its_panel(size, count):
    from astromagie.ui.kit.frame import compute_frame
    from astromagie.ui.kit.overlays import overlay_area, pile_card_size

    frame = compute_frame(size, toy.VIEW.card_ratio)
    area = overlay_area(frame)
    w, h, per_row = pile_card_size([("Pile", ["T1"] * count)], frame, area.w - 40,
                                   area.h - 80, toy.VIEW.card_ratio)
    rows = max(1, -(-count // per_row))
    assert per_row * w <= area.w - 40 and rows * h <= area.h - 80 and w > 10


def test_a_bots_card_that_has_landed_stays_in_sight_until_its_move_is_shown(app):
    """Its cards landed on the board while the position before the move was still shown,
    so they vanished until the last card (a card drawn) had landed too."""
    from astromagie.ui.kit import animation as anim

    scene = open_kit(app, speed=1.0)
    human_turn(app, scene)
    state = scene.state
    state.pile.clear()
    state.to_move = 1  # the bot's turn, its move made here rather than in its thread
    move = next(m for m in state.legal_moves() if m.startswith("P"))
    scene.play(move)
    assert scene.pending is not None and scene.landed == []
    scene.animator.update(anim.FLIGHT - 0.01)
    scene.animator.update(0.02)  # the card is on the pile; the new position comes a moment later
    assert scene.pending is not None
    assert scene.snapshot().landed == [(move[2:], scene.board.zone_rect("pile"))]
    scene.draw(app.screen)
    for _ in range(10):
        scene.animator.update(anim.AFTER_MOVE)
    assert scene.pending is None and scene.snapshot().landed == []


@pytest.mark.parametrize("hooks", [True, False])
def test_an_empty_log_says_so_and_names_the_keys_for_what_the_game_lets_you_look_at(
        app, monkeypatch, hooks):
    if not hooks:
        monkeypatch.delattr(toy.ToyView, "reference")
        monkeypatch.delattr(toy.ToyView, "open_piles")
    scene = open_kit(app, ("human", "random"), seed=3)
    scene.log_lines.clear()
    drawn = []
    real = scene.painter.text
    monkeypatch.setattr(scene.painter, "text",
                        lambda words, *args: drawn.append(words) or real(words, *args))
    scene.draw(app.screen)
    said = " ".join(drawn)  # a line too long for the panel is drawn in parts
    keys = [i18n.tr("kit.overlay.reference_key"), i18n.tr("kit.overlay.piles_key")]
    assert i18n.tr("kit.log_empty") in drawn
    assert all(k in said for k in keys) if hooks else not any(k in said for k in keys)


def test_a_key_typed_while_the_last_moves_cards_fly_waits_for_them_to_land(app):
    scene = open_kit(app)
    human_turn(app, scene)
    before = len(scene.state.history)
    # a card still on its way (the bot's reply landing): the person's turn, input waits
    scene.animator.after(0.2, lambda: None)
    assert scene.session.person_turn() and scene.animator.busy and not scene.human_turn()
    key(app, pygame.K_d)  # Draw, typed early
    assert len(scene.state.history) == before  # not played over the flying cards ...
    wait_for(app, scene, lambda: not scene.animator.busy)
    frames(app)
    assert scene.state.history[before] == "D"  # ... and not lost either


def test_the_pause_key_answers_at_once_while_cards_fly(app):
    scene = open_kit(app)
    human_turn(app, scene)
    scene.animator.after(1000.0, lambda: None)  # cards that would fly for a long time
    key(app, pygame.K_ESCAPE)
    assert app.stack.scenes[-1] is not scene  # the pause menu, without waiting
