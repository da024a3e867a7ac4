"""The table scene, driven the way a player drives it: real mouse and key events on the queue.

Bots are fast (random, easy) and animations run at high speed, so a whole
game takes a few seconds headless.
"""

from __future__ import annotations

from collections import Counter

import pygame
import pytest
from ui_events import click, drag, frames, key

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.astromagie.engine import Game, Move
from astromagie.games.astromagie.engine.cards import DECK
from astromagie.storage.settings import Settings
from astromagie.ui.app import App
from astromagie.ui.kit import ai_worker, animation
from astromagie.ui.table.messages import violation_text
from astromagie.ui.table.scene import TableScene
from astromagie.ui.table.view import visible_hand

FAST = 1000.0  # animation speed for whole games: every animation lasts a frame or two


@pytest.fixture
def saves(monkeypatch, tmp_path):
    """Autosaves go to a temporary folder (never the player's own)."""
    monkeypatch.setenv("ASTROMAGIE_HOME", str(tmp_path))
    written: list[dict] = []
    from astromagie.storage import saves as storage_saves

    def fake_autosave(game, config):
        written.append({"turns": len(game.history)})
        return []  # nothing to tell the player

    monkeypatch.setattr(storage_saves, "autosave_game", fake_autosave)
    return written


pytestmark = pytest.mark.app(fast=True, uses=("saves",))


# Hands dealt on purpose, so every test knows its position without searching seeds.
# The human's hand opens the row with up to three cards (signs on 1 and 3, Fire on 2,
# planets for 4) and holds an aspect; the bots hold a bit of everything.
HUMAN_HAND = ("LEO", "FIRE", "ARI", "SUN", "SQU", "MOON")
BOT_HANDS = (("TAU", "EARTH", "VIR", "VENUS", "CON", "MARS"),
             ("GEM", "AIR", "LIB", "JUPITER", "TRI", "SUN"))


def deal(hands: tuple[tuple[str, ...], ...], first: int) -> Game:
    """A game whose seats hold `hands` (seat 0 first) and `first` to move; the rest is the pile."""
    rest = Counter(DECK)
    for hand in hands:
        rest -= Counter(hand)
    deck = [code for hand in hands for code in hand] + sorted(rest.elements())
    return Game.from_deck(deck, len(hands), first)


def dealt(first_human: bool, seats: int = 2) -> Game:
    """A fresh deal where the human (seat 0) moves first, or the bot to its left does."""
    return deal((HUMAN_HAND, *BOT_HANDS[: seats - 1]), 0 if first_human else 1)


def open_table(app: App, bots: tuple[str, ...] = ("random",), seed: int = 1,
               speed: float = FAST, game: Game | None = None) -> TableScene:
    app.settings.animation_speed = speed
    seats = (SeatConfig("You"),) + tuple(SeatConfig(f"Bot{i}", b) for i, b in enumerate(bots))
    scene = TableScene(app, GameConfig(seats, seed=seed), game, ai_mode="thread", ai_budget=0.01)
    app.stack.push(scene)
    return scene




def wait_for_human(app: App, scene: TableScene, limit: int = 3000) -> bool:
    """Run frames until the human may act (True) or the game has ended (False)."""
    for _ in range(limit):
        if scene.finished or app.stack.top is not scene:
            return False
        if scene.human_turn():
            return True
        frames(app)
    raise AssertionError("the human never got a turn")










def fan(scene: TableScene) -> list[int]:
    """The hand indexes in the fan (not staged), as the layout is asked about them."""
    seat = scene.turn.seat if scene.turn is not None else scene.viewer
    return visible_hand(scene.game.hand(seat), scene.turn)


def hand_rect(scene: TableScene, hand_index: int) -> pygame.Rect | None:
    return scene.layout.hand_rect(fan(scene), hand_index)


def grab_point(scene: TableScene, hand_index: int) -> tuple[int, int]:
    """A point where the hand card `hand_index` is the top-most card (the fan overlaps)."""
    rect = hand_rect(scene, hand_index)
    assert rect is not None
    y = rect.centery
    raised = scene.turn.selected if scene.turn is not None else None
    for x in range(rect.x + 2, rect.right - 2, 3):
        hit = scene.layout.hand_card_at((x, y), fan(scene), raised)
        if hit is not None and hit[0] == hand_index:
            return x, y
    raise AssertionError(f"hand card {hand_index} cannot be grabbed")


def hand_index(scene: TableScene, code: str) -> int:
    """The index of an unstaged hand card with `code`."""
    assert scene.turn is not None
    staged = scene.turn.staging.staged_indexes()
    hand = scene.turn.hand()
    return next(i for i, c in enumerate(hand) if c == code and i not in staged)


def slot_point(scene: TableScene, pos: int) -> tuple[int, int]:
    return scene.layout.slots[pos].center


def play_by_mouse(app: App, scene: TableScene, move: Move) -> None:
    """Drag each card of `move` where it goes, then press Play (or drop on the discard)."""
    if move.discard is not None:
        drag(app, grab_point(scene, hand_index(scene, move.discard)), scene.layout.discard.center)
        return
    for pos, code in move.placements:
        drag(app, grab_point(scene, hand_index(scene, code)), slot_point(scene, pos))
    click(app, scene.layout.buttons["play"].center)


def test_whole_game_by_mouse_drags_to_the_results(app, saves):
    scene = open_table(app, ("random", "easy"), seed=11)
    game = scene.game
    human_moves = 0
    while wait_for_human(app, scene):
        before = len(game.history)
        moves = game.legal_moves()
        plays = [m for m in moves if m.discard is None]
        # Mix plays and discards; prefer the longest play so pairs and stacks happen too.
        if plays and human_moves % 3:
            move = max(plays, key=lambda m: len(m.placements))
        else:
            move = moves[-1]
        play_by_mouse(app, scene, move)
        assert len(game.history) == before + 1, f"{move} was not played"
        assert game.history[before] == move or game.history[before].codes == move.codes
        human_moves += 1
    assert game.is_over()
    assert human_moves >= 5, human_moves
    from astromagie.ui.scenes.results import ResultsScene

    assert isinstance(app.stack.top, ResultsScene)
    assert saves and saves[-1]["turns"] == len(game.history)  # autosaved to the last turn


def test_illegal_drop_snaps_back_with_message_and_rule(app):
    scene = open_table(app, game=dealt(first_human=True), speed=1.0)
    assert wait_for_human(app, scene)
    game = scene.game
    hand = game.hand(0)
    wrong = next((c for c in hand if game.check_placement(3, c) is not None), None)
    if wrong is None:  # every card may open the row: drop one on 1 instead (R3 either way)
        wrong, pos = hand[0], 1
    else:
        pos = 3
    violation = game.check_placement(pos, wrong)
    assert violation is not None
    index = hand_index(scene, wrong)
    home = hand_rect(scene, index)
    drag(app, grab_point(scene, index), slot_point(scene, pos))
    assert scene.board.message is not None
    assert scene.board.message.text == violation_text(violation, scene.seating.names)
    assert scene.board.message.text.endswith(f"({violation.rule})")
    assert not scene.board.message.text.startswith("violation.")
    snaps = [f for f in scene.motion.animator.flights if f.kind == "snap"]
    assert len(snaps) == 1 and snaps[0].end == home and snaps[0].card == wrong
    assert scene.board.refused_slot == pos
    frames(app, 30)
    assert not scene.motion.animator.flights  # landed back in the hand
    assert game.history == [] and not scene.turn.staging


def test_drop_on_nothing_snaps_back_and_says_where_to_drop(app):
    scene = open_table(app, game=dealt(first_human=True), speed=1.0)
    assert wait_for_human(app, scene)
    index = 0
    drag(app, grab_point(scene, index), (scene.layout.table.centerx, scene.layout.status.y - 2))
    message = scene.board.message
    assert message is not None and message.kind == "info"  # where to drop, no rule
    assert "(R" not in scene.board.message.text
    assert [f.kind for f in scene.motion.animator.flights] == ["snap"]
    assert scene.game.history == []


def test_staged_preview_equals_the_engine_score(app):
    game = dealt(first_human=True)
    plays = [m for m in game.legal_moves() if len(m.placements) == 3]
    assert plays, "the dealt hand opens the row with three cards"
    scene = open_table(app, game=game, speed=1.0)
    assert wait_for_human(app, scene)
    move = max(plays, key=lambda m: game.preview(m.placements).points)
    for pos, code in move.placements:
        drag(app, grab_point(scene, hand_index(scene, code)), slot_point(scene, pos))
    assert scene.turn.staging.placements == move.placements
    shown = scene.turn.staging.preview()
    after = game.clone()
    after.apply(move)
    assert shown.points == after.score_now().points
    assert shown == after.score_now()
    # The number the player reads is the same one.
    text = i18n.tr("table.preview_staged", elements=shown.elements, planets=shown.planets,
                   base=shown.base, multiplier=shown.multiplier, points=shown.points)
    assert f"= {after.score_now().points} points" in text
    # Taking back one by one: Backspace, then a click on a staged card.
    key(app, pygame.K_BACKSPACE)
    assert scene.turn.staging.placements == move.placements[:2]
    click(app, slot_point(scene, move.placements[0][0]))
    assert not scene.turn.staging
    assert game.history == []


def test_keyboard_alone_plays_a_turn(app):
    scene = open_table(app, game=dealt(first_human=True), speed=1.0)
    assert wait_for_human(app, scene)
    game = scene.game
    plays = [m for m in game.legal_moves() if m.discard is None]
    assert plays, "the dealt hand can open the row"
    move = plays[-1]
    for pos, code in move.placements:
        target = hand_index(scene, code)
        for _ in range(8):
            if scene.turn.selected == target:
                break
            key(app, pygame.K_RIGHT)
        assert scene.turn.selected == target
        key(app, pygame.K_0 + pos)
    assert scene.turn.staging.placements == move.placements
    key(app, pygame.K_RETURN)
    assert game.history == [move]


def test_keyboard_discard(app):
    scene = open_table(app, game=dealt(first_human=True), speed=1.0)
    assert wait_for_human(app, scene)
    game = scene.game
    key(app, pygame.K_RIGHT)
    code = scene.turn.hand()[scene.turn.selected]
    key(app, pygame.K_d)
    assert game.history == [Move.discard_card(code)]


def test_discard_refused_while_cards_are_staged(app):
    scene = open_table(app, game=dealt(first_human=True), speed=1.0)
    assert wait_for_human(app, scene)
    game = scene.game
    plays = [m for m in game.legal_moves() if m.discard is None]
    assert plays, "the dealt hand can open the row"
    pos, code = plays[0].placements[0]
    drag(app, grab_point(scene, hand_index(scene, code)), slot_point(scene, pos))
    other = scene.turn.available()[0]
    drag(app, grab_point(scene, other), scene.layout.discard.center)
    assert scene.board.message is not None and scene.board.message.text.endswith("(R9)")
    assert game.history == []


def test_the_human_cannot_act_during_a_bot_turn(app):
    scene = open_table(app, game=dealt(first_human=False), speed=1.0)
    game = scene.game
    frames(app, 2)
    assert game.current_player == 1 and scene.turn is None
    hand_before = game.hand(0)
    # Try everything: drag to the middle slot, keys, the Play button.
    rect = hand_rect(scene, 0)
    drag(app, rect.center, slot_point(scene, 3))
    for k in (pygame.K_RIGHT, pygame.K_3, pygame.K_d, pygame.K_RETURN):
        key(app, k)
    click(app, scene.layout.buttons["play"].center)
    # About 13 frames passed: the bot is still thinking or its cards are in flight.
    assert game.history == []
    assert game.hand(0) == hand_before
    assert scene.turn is None and scene.pointer.drag is None
    assert scene.board.message is not None and "Bot0" in scene.board.message.text
    # The bot's move then arrives and is animated before the human may act.
    assert wait_for_human(app, scene) or scene.finished
    assert len(game.history) >= 1


def test_bot_moves_are_animated_from_their_seat(app):
    scene = open_table(app, game=dealt(first_human=False), speed=1.0)
    seen: list[tuple[str, pygame.Rect]] = []
    for _ in range(600):
        frames(app)
        for flight in scene.motion.animator.flights:
            if flight.kind == "move":
                seen.append((flight.card, flight.start))
        if scene.game.history:
            break
    assert seen, "the bot's cards never travelled"
    panel = scene.layout.opponents[0]
    assert all(panel.collidepoint(start.center) for _, start in seen)


def test_hint_stages_the_medium_bots_move(app):
    scene = open_table(app, game=dealt(first_human=True), speed=1.0)
    assert wait_for_human(app, scene)
    click(app, scene.layout.buttons["hint"].center)
    for _ in range(600):
        frames(app)
        if scene.bots.hint_move is not None:
            break
    move = scene.bots.hint_move
    assert move is not None
    assert scene.game.check(move) is None
    if move.discard is None:
        assert scene.turn.staging.placements == move.placements
        assert str(scene.turn.staging.preview().points) in scene.board.message.text
    else:
        assert scene.turn.hand()[scene.turn.selected] == move.discard
    assert scene.game.history == []  # a hint never plays by itself


def test_discard_pile_opens_in_an_overlay(app):
    scene = open_table(app, game=dealt(first_human=True), speed=1.0)
    assert wait_for_human(app, scene)
    click(app, scene.layout.discard.center)
    assert scene.pointer.discard_open
    click(app, (10, 10))
    assert not scene.pointer.discard_open


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_layout_fits_every_window_and_seat_count(app, size, seats):
    scene = open_table(app, ("random",) * (seats - 1), speed=1.0)
    scene.on_resize(size)
    layout = scene.layout
    window = pygame.Rect((0, 0), size)
    rects = [*layout.slots.values(), layout.pile, layout.discard, *layout.opponents,
             *layout.buttons.values(), layout.scoreboard, layout.log, layout.hand_area]
    assert all(window.contains(r) for r in rects)
    slots = list(layout.slots.values())
    assert not any(a.colliderect(b) for i, a in enumerate(slots) for b in slots[i + 1:])
    assert len(layout.opponents) == seats - 1
    assert not any(a.colliderect(b) for i, a in enumerate(layout.opponents)
                   for b in layout.opponents[i + 1:])
    for rect, _tilt in layout.hand_slots(6):
        assert window.contains(rect)
        assert not rect.colliderect(layout.buttons["play"])
    assert layout.stack_rect(5, 10).bottom < layout.status.y  # the deepest cascade fits
    scene.draw(app.screen)  # draws at every size without error


def test_language_switch_re_renders_the_table(app):
    scene = open_table(app, game=dealt(first_human=True), speed=1.0)
    assert wait_for_human(app, scene)
    scene.draw(app.screen)
    english = dict(scene.painter._texts)
    i18n.set_language("de")
    assert not scene.painter._texts  # caches dropped
    scene.draw(app.screen)
    assert any(key[0] == "Du bist am Zug" for key in scene.painter._texts)
    assert english


def test_trick_award_flies_to_the_winner_with_points(app):
    scene = open_table(app, ("random",), game=dealt(first_human=False), speed=1.0)
    game = scene.game
    for _ in range(20000):
        if game.tricks and scene.motion.pending is None:  # committed, and its move shown
            break
        if scene.human_turn():
            discard = game.hand(0)[0]
            scene.turn.selected = 0
            key(app, pygame.K_d)
            assert game.history[-1] == Move.discard_card(discard)
        frames(app)
    assert game.tricks, "no trick in this game"
    trick = game.tricks[-1]
    assert any(label.text == f"+{trick.points}" for label in scene.motion.animator.labels)
    flying = [f for f in scene.motion.animator.flights if f.kind == "trick"]
    assert len(flying) == len(trick.cards)
    # issue 12: the trick flies to the winner's score, never into the player's own hand area
    assert all(f.end == scene.layout.score_anchor(trick.winner) for f in flying)
    assert all(f.end.colliderect(scene.layout.scoreboard) for f in flying)
    assert not any(f.end.colliderect(scene.layout.hand_area) for f in flying)


def test_animation_pace_follows_the_setting():
    slow, fast = animation.Animator(0.5), animation.Animator(2.0)
    rect = pygame.Rect(0, 0, 10, 10)
    a = slow.fly("LEO", rect, rect.move(100, 0))
    b = fast.fly("LEO", rect, rect.move(100, 0))
    assert a.duration == pytest.approx(4 * b.duration)


def test_a_failed_autosave_is_told_once_and_the_game_goes_on(monkeypatch, tmp_path):
    from astromagie.storage import jsonfile, notices

    monkeypatch.setenv("ASTROMAGIE_HOME", str(tmp_path / "home"))
    notices.reset_reported()

    def disk_full(path, text):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(jsonfile, "write_text_atomic", disk_full)
    application = App(Settings(sound=False, animation_speed=FAST), size=(1280, 800))
    try:
        config = GameConfig((SeatConfig("A", "random"), SeatConfig("B", "random")), seed=2)
        scene = TableScene(application, config)
        application.stack.push(scene)
        shown = []
        for _ in range(600):
            application.run_frames(1)
            if scene.board.message is not None and "No space left" in scene.board.message.text:
                shown.append(scene.board.message.text)
            if len(scene.game.history) >= 6:
                break
        assert len(scene.game.history) >= 6  # the game went on
        assert shown and "No space left on device" in shown[0]
        assert scene.saver.take_notices() == []  # said once, not every turn
    finally:
        application.stack.clear()
        notices.reset_reported()


def test_screenshot_writes_the_whole_window_with_a_busy_row(tmp_path, monkeypatch):
    from astromagie.storage.saves import autosave_path
    from astromagie.ui import app as app_module

    monkeypatch.setenv("ASTROMAGIE_HOME", str(tmp_path))
    own = autosave_path()
    own.parent.mkdir(parents=True, exist_ok=True)
    own.write_bytes(b"the player's own unfinished game")
    path = tmp_path / "table.png"
    seen: list = []
    original = TableScene.draw

    def spy(self, surface):
        pairs = self.game.row_pairs()
        seen.append(sum(1 for c in self.game.row() if c is not None) + 2 * len(pairs))
        original(self, surface)

    monkeypatch.setattr(TableScene, "draw", spy)
    application = App(Settings(sound=False, animation_speed=FAST), size=(1280, 800))
    try:
        assert app_module.screenshot(application, str(path)) == 0
    finally:
        application.stack.clear()
    image = pygame.image.load(str(path))
    assert image.get_width() >= 1280 and image.get_height() >= 800
    assert seen and seen[-1] >= 4  # the last frame drawn shows several cards in the row
    assert own.read_bytes() == b"the player's own unfinished game"  # a demo never overwrites it


def test_click_a_card_then_a_slot_including_a_pair(app):
    """Select by clicking (no drag), then click the slot; a pair: aspect on 5, planet on 6."""
    # The human opens Leo, Fire, Sun on 3, 2, 4; the bot lays Taurus on 1; the human keeps
    # Square, Conjunction and the Moon, so a pair on 5+6 may follow.
    game = deal((("LEO", "FIRE", "SUN", "SQU", "MOON", "CON"), BOT_HANDS[0]), first=0)
    game.apply(Move.play((3, "LEO"), (2, "FIRE"), (4, "SUN")))
    game.apply(Move.play((1, "TAU")))
    pair_plays = [m for m in game.legal_moves() if any(pos == 6 for pos, _ in m.placements)]
    assert game.current_player == 0 and pair_plays, "the position offers the human a pair"
    scene = open_table(app, speed=1.0, game=game)
    assert wait_for_human(app, scene)
    before = len(game.history)
    move = pair_plays[0]
    for pos, code in move.placements:
        index = hand_index(scene, code)
        click(app, grab_point(scene, index))
        assert scene.turn.selected == index
        if pos == 6:  # after the aspect on 5, the planet is asked for on 6
            assert 6 in scene.turn.targets(index)
        click(app, slot_point(scene, pos))
        assert scene.turn.staging.placements[-1] == (pos, code)
    pairs_before = scene.game.row_pairs()
    click(app, scene.layout.buttons["play"].center)
    assert scene.game.history[before:] == [move]
    pair = (move.placements[-2][1], move.placements[-1][1])
    assert scene.game.row_pairs() == pairs_before + (pair,)


def test_escape_opens_the_pause_dialog_and_the_game_waits(app):
    pause = pytest.importorskip("astromagie.ui.scenes.pause")
    scene = open_table(app, game=dealt(first_human=False), speed=1.0)
    frames(app, 2)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, pause.PauseScene)
    frames(app, 120)  # two seconds under the dialog: the table is paused, no bot moves land
    assert scene.game.history == []
    app.stack.pop()
    assert app.stack.top is scene
    assert wait_for_human(app, scene)
    assert scene.game.history


def test_a_resumed_game_goes_on_from_its_position(app):
    game = Game.new(2, 21)
    while len(game.history) < 9 or game.current_player != 0:
        game.apply(game.legal_moves()[-1])
    history = list(game.history)
    scene = open_table(app, seed=21, game=game)
    assert scene.game is game
    assert wait_for_human(app, scene)
    assert game.history == history  # the human is to move: nothing was replayed or lost
    move = game.legal_moves()[-1]
    play_by_mouse(app, scene, move)
    assert game.history == history + [move]


def test_default_worker_process_plays_bot_turns(app):
    """The default back end (a spawned process) drives the bots at the table."""
    from astromagie.ui.kit.ai_worker import DEFAULT_MODE

    app.settings.animation_speed = FAST
    seats = (SeatConfig("You"), SeatConfig("Vega", "easy"), SeatConfig("Orion", "random"))
    scene = TableScene(app, GameConfig(seats, seed=1), dealt(first_human=False, seats=3),
                       ai_budget=0.05)
    assert scene.bots.worker.mode == DEFAULT_MODE
    app.stack.push(scene)
    assert wait_for_human(app, scene, limit=6000)
    assert scene.game.history  # the bots before the human have played through the process
    app.stack.clear()
    if scene.bots.worker._process is not None:
        assert not scene.bots.worker._process.is_alive()  # closed with the table


def test_window_resize_mid_game_recomputes_the_layout(app):
    scene = open_table(app, ("random", "random"), game=dealt(first_human=True, seats=3),
                       speed=1.0)
    assert wait_for_human(app, scene)
    old_slot = scene.layout.slots[3].copy()
    app.set_window_size((1024, 700))
    assert scene.layout.size == app.screen.get_size() == (1024, 700)
    assert scene.layout.slots[3] != old_slot
    frames(app, 2)
    # Still playable by mouse at the new size.
    move = scene.game.legal_moves()[-1]
    play_by_mouse(app, scene, move)
    assert scene.game.history[-1] == move


def test_a_restarted_ai_helper_is_told_at_the_table(app):
    """Issue 15, defect 10: when the bots' helper process had to be restarted (or keeps
    failing) the player reads it on the message line, once."""
    scene = open_table(app)
    problems = [ai_worker.RESTARTED]
    scene.bots.worker.take_problems = lambda: [problems.pop()] if problems else []
    frames(app, 2)
    message = scene.board.message
    assert message is not None and message.words() == i18n.tr(ai_worker.RESTARTED)
