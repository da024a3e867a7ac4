"""The table's parts on their own: hit-testing in the layout, the view snapshot, the painter.

The painter is handed views built here, never the scene; the snapshot is built
from explicit deals (`Game.from_deck`), so every position is known.
"""

from __future__ import annotations

import dataclasses
from collections import Counter

import pygame
import pytest

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.astromagie.engine import Game, Move
from astromagie.games.astromagie.engine.cards import DECK
from astromagie.games.astromagie.view.row import MAX_CASCADE, RowCard, visual_layer
from astromagie.ui.kit.pointer import Drag, Pointer
from astromagie.ui.table import render
from astromagie.ui.table.dragdrop import TurnController
from astromagie.ui.table.layout import compute_layout
from astromagie.ui.table.messages import MessageBoard
from astromagie.ui.table.motion import CardTrip, Motion
from astromagie.ui.table.render import TableRenderer
from astromagie.ui.table.scene import TableScene
from astromagie.ui.table.view import Seating, build_view, row_view

HUMAN = ("LEO", "FIRE", "ARI", "SUN", "SQU", "MOON")
BOT = ("TAU", "EARTH", "VIR", "VENUS", "CON", "MARS")
SEATING = Seating(("You", "Vega"), ("human", "random"), (0,))


def deal(hands: tuple[tuple[str, ...], ...] = (HUMAN, BOT), first: int = 0) -> Game:
    rest = Counter(DECK)
    for hand in hands:
        rest -= Counter(hand)
    deck = [code for hand in hands for code in hand] + sorted(rest.elements())
    return Game.from_deck(deck, len(hands), first)


def view_of(game: Game, turn: TurnController | None = None, pointer: Pointer | None = None,
            motion: Motion | None = None, board: MessageBoard | None = None):
    return build_view(game=game, seating=SEATING, viewer=0, turn=turn,
                      pointer=pointer or Pointer(), board=board or MessageBoard(),
                      motion=motion or Motion(1.0), layout=compute_layout((1280, 800), 2),
                      hint_waiting=False, finished=False, banner=False)


# --- hit-testing belongs to the layout ------------------------------------------------------
def test_the_top_most_hand_card_is_hit_where_the_fan_overlaps():
    layout = compute_layout((1280, 800), 2)
    visible = [0, 1, 2, 3, 4, 5]
    rects = layout.hand_rects(visible)
    overlap = rects[1][0].clip(rects[2][0])
    assert overlap.width > 0  # the fan overlaps
    hit = layout.hand_card_at(overlap.center, visible)
    assert hit is not None and hit[0] == 2  # later cards lie on top
    assert layout.hand_card_at((2, 2), visible) is None


def test_staged_cards_leave_the_fan_and_a_raised_card_is_lifted():
    layout = compute_layout((1280, 800), 2)
    rects = layout.hand_rects([0, 2, 3])
    assert list(rects) == [0, 2, 3]  # hand index 1 lies on the row
    lifted = layout.hand_rects([0, 2, 3], raised=2)
    assert lifted[2][0].y < rects[2][0].y
    assert lifted[0][0] == rects[0][0]


def test_slots_5_and_6_answer_over_their_whole_cascade():
    layout = compute_layout((1280, 800), 2)
    for pos, rect in layout.slots.items():
        assert layout.slot_at(rect.center) == pos
    deepest = layout.stack_rect(5, MAX_CASCADE)
    assert deepest.bottom > layout.slots[5].bottom
    assert layout.slot_at((deepest.centerx, deepest.bottom - 2)) == 5
    below_four = (layout.slots[4].centerx, deepest.bottom - 2)
    assert layout.slot_at(below_four) is None
    assert visual_layer(MAX_CASCADE + 3) == MAX_CASCADE
    assert layout.stack_rect(5, MAX_CASCADE + 3) == deepest  # deeper layers lie flush


def test_a_dragged_card_finds_the_discard_pile_with_a_margin():
    layout = compute_layout((1280, 800), 2)
    near = (layout.discard.right + 5, layout.discard.centery)
    assert not layout.on_discard(near)
    assert layout.on_discard(near, dropping=True)


def test_buttons_and_seat_anchors():
    layout = compute_layout((1280, 800), 3)
    assert layout.button_at(layout.menu_button.center) == "menu"
    for name in ("hint", "play", "takeback"):
        assert layout.button_at(layout.buttons[name].center) == name
    assert layout.button_at(layout.slots[1].center) is None
    # clockwise from the viewer: seat 1 is the left panel, seat 2 the right one
    assert layout.opponents[0].collidepoint(layout.seat_anchor(1, 0).center)
    assert layout.opponents[1].collidepoint(layout.seat_anchor(2, 0).center)
    assert layout.opponents[0].collidepoint(layout.seat_anchor(2, 1).center)
    assert layout.seat_anchor(0, 0).bottom == layout.hand_area.bottom


# --- the snapshot ------------------------------------------------------------------------------
def test_the_view_shows_staged_cards_on_the_row_and_not_in_the_hand():
    game = deal()
    turn = TurnController(game, 0)
    assert turn.drop(0, 3).action == "staged"  # Leo on 3
    view = view_of(game, turn)
    assert view.row.singles == {3: RowCard("LEO", "staged")}
    assert [card.index for card in view.hand] == [1, 2, 3, 4, 5]
    assert view.staged_preview == turn.staging.preview()
    assert view.can_take_back and view.can_play == turn.can_confirm()
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.finished = True  # type: ignore[misc]


def test_the_held_card_lights_its_targets_and_leaves_the_fan():
    game = deal()
    turn = TurnController(game, 0)
    pointer = Pointer(mouse=(5, 5), drag=Drag(0, "LEO", (10, 10), (5, 5), (0, 0), moving=True))
    view = view_of(game, turn, pointer)
    assert view.row.targets == frozenset(turn.targets(0))
    assert 0 not in [card.index for card in view.hand]
    assert view.drag is not None and view.drag.code == "LEO"
    assert view.discard_outline == "legal"


def test_a_bot_move_is_committed_first_and_shown_from_the_old_position():
    game = deal(first=1)
    before = game.clone()
    move = Move.play((3, "VIR"))
    assert game.check(move) is None
    layout = compute_layout((1280, 800), 2)
    motion = Motion(1.0)
    game.apply(move)  # the engine has the move at once
    settled: list[bool] = []
    motion.show_move(before, move, [CardTrip("VIR", layout.seat_anchor(1, 0), ("row", 3),
                                             layout.slots[3])],
                     paced=True, landed=lambda place: None, settle=lambda: settled.append(True))
    flying = view_of(game, motion=motion)
    assert game.row()[2] == "VIR"
    assert flying.row.singles == {}  # still in the air: the row shows the old position
    assert flying.current == 1 and flying.seats[1].cards == 6  # ... and the bot still to move
    while motion.animator.flights:
        motion.animator.update(0.05)
    landed = view_of(game, motion=motion)
    assert landed.row.singles == {3: RowCard("VIR", "ghost")}  # landed, move not shown yet
    assert not settled
    while motion.busy and not settled:
        motion.animator.update(0.05)
    assert settled and motion.pending is None
    assert view_of(game, motion=motion).row.singles == {3: RowCard("VIR", "row")}


def test_a_discard_in_flight_is_not_on_the_pile_yet():
    game = deal()
    layout = compute_layout((1280, 800), 2)
    before = game.clone()
    move = Move.discard_card("FIRE")
    game.apply(move)
    motion = Motion(1.0)
    motion.show_move(before, move, [CardTrip("FIRE", layout.slots[1], ("discard", 0),
                                             layout.discard)],
                     paced=False, landed=lambda place: None, settle=lambda: None)
    assert view_of(game, motion=motion).discard == ()
    while motion.animator.flights:
        motion.animator.update(0.05)
    assert view_of(game, motion=motion).discard == ("FIRE",)


def test_row_view_puts_a_staged_planet_on_the_open_pair():
    game = deal((("LEO", "FIRE", "SUN", "SQU", "MOON", "CON"), BOT))
    game.apply(Move.play((3, "LEO"), (2, "FIRE"), (4, "SUN")))
    game.apply(Move.play((1, "TAU")))
    turn = TurnController(game, 0)
    hand = game.hand(0)
    assert turn.drop(hand.index("SQU"), 5).action == "staged"
    assert turn.drop(hand.index("MOON"), 6).action == "staged"
    row = row_view(game, Motion(1.0), turn)
    assert row.layers == ((RowCard("SQU", "staged"), RowCard("MOON", "staged")),)
    assert row.layer_count == 0  # staged layers are not counted on the badge
    assert row.next_pair is not None and row.next_pair.top_pair == ("SQU", "MOON")


# --- the painter paints a view, nothing else ----------------------------------------------------
def test_the_painter_is_made_without_a_scene_and_paints_only_the_view(app):
    game = deal()
    turn = TurnController(game, 0)
    layout = compute_layout((1280, 800), 2)
    painter = TableRenderer(app.art)
    surface = pygame.Surface(layout.size)
    view = view_of(game, turn)
    painter.draw(surface, view, layout)
    first = pygame.image.tobytes(surface, "RGB")
    painter.draw(surface, view, layout)
    assert pygame.image.tobytes(surface, "RGB") == first  # same view, same picture
    # A hand-made change to the view changes the picture, with no game behind it.
    lifted = dataclasses.replace(view, hand=view.hand[:-1])
    painter.draw(surface, lifted, layout)
    assert pygame.image.tobytes(surface, "RGB") != first
    assert game.history == [] and not turn.staging  # painting changed nothing


def test_no_painter_module_reads_the_scene():
    import inspect

    from astromagie.games.astromagie.view import row
    from astromagie.ui.table import panels

    for module in (render, panels, row):
        source = inspect.getsource(module)
        assert "scene." not in source and "TableScene" not in source, module.__name__


def test_the_scene_draws_what_its_view_says(app):
    config = GameConfig((SeatConfig("You"), SeatConfig("Vega", "random")), seed=1)
    scene = TableScene(app, config, deal(), ai_mode="thread", ai_budget=0.01)
    app.stack.push(scene)
    try:
        app.frame(1 / 60)
        view = scene.view()
        assert view.current == 0 and view.hand and view.seats[1].name == "Vega"
        painted = pygame.Surface(app.screen.get_size())
        scene.draw(painted)
        direct = pygame.Surface(app.screen.get_size())
        assert scene.painter is not None
        scene.painter.draw(direct, view, scene.layout, scene.log_panel)
        assert pygame.image.tobytes(painted, "RGB") == pygame.image.tobytes(direct, "RGB")
    finally:
        app.stack.clear()
