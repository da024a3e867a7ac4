"""The table session with no window: whole games of every game, undo, pacing, Again, the
hint, the autosave, hand-over, the end and the seats, all as plain calls.

The bots answer in the test's own thread (`AnsweringWorker`), so a seeded game goes the
same way every run; the person is scripted: a seeded choice among the legal moves.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.host import registry
from astromagie.host.game import GameState
from astromagie.kit.view import Coaching
from astromagie.storage.archive import scan_finished
from astromagie.storage.saves import load_autosave
from astromagie.ui.kit.played import Played
from astromagie.ui.kit.players import Answer, BotSeat, PersonSeat
from astromagie.ui.kit.session import TableListener, TableSession
from tests.kit import toy
from tests.ui.workers import AnsweringWorker

ROOT = Path(__file__).resolve().parents[3]
GAMES = ("astromagie", "solar-republic", "monad", "zahlenstreifen")


class Watcher(TableListener):
    """A listener that notes what the session tells it (and paces, when asked to)."""

    def __init__(self, paces: bool = False) -> None:
        self.paces = paces
        self.moves: list[Played] = []
        self.turns: list[int] = []
        self.hints: list[str | None] = []
        self.bests: list[dict[str, int]] = []

    def played(self, played: Played) -> None:
        self.moves.append(played)

    def turn_began(self, seat: int) -> None:
        self.turns.append(seat)

    def hinted(self, card: str | None) -> None:
        self.hints.append(card)

    def ended(self, bests: dict[str, int]) -> None:
        self.bests.append(bests)


def session_of(game: str, kinds: tuple[str, ...] = ("human", "easy"), seed: int = 3,
               autosave: bool = False, guided: bool = False, paces: bool = False,
               options: dict[str, Any] | None = None) -> tuple[TableSession, Watcher]:
    seats = tuple(SeatConfig(f"P{i}", kind) for i, kind in enumerate(kinds))
    session = TableSession(GameConfig(seats, dict(options or {}), seed=seed, game=game),
                           worker=AnsweringWorker(), ai_budget=0.01, autosave=autosave,
                           guided=guided)
    watcher = Watcher(paces)
    session.listener = watcher
    session.begin_turn()
    return session, watcher


def play_out(session: TableSession, rng: random.Random, limit: int = 5000) -> None:
    """The game to its end: the scripted person picks a legal move, the bots answer."""
    for _ in range(limit):
        if session.finished:
            return
        if session.turn is not None:
            assert session.play(rng.choice(session.state.legal_moves()))
        session.step()
    raise AssertionError("the game did not end")


def to_the_persons_turn(session: TableSession, limit: int = 500) -> None:
    for _ in range(limit):
        if session.person_turn():
            return
        session.step()
    raise AssertionError("the person's turn did not come")


def test_importing_the_session_loads_neither_pygame_nor_any_game():
    code = ("import json, sys; import astromagie.ui.kit.session; "
            "print(json.dumps(sorted(m for m in sys.modules if m.startswith('pygame') "
            "or m.startswith('astromagie.games'))))")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=env, cwd=ROOT, timeout=120, check=True)
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_is_played_through_the_session_alone(game):
    players = max(2, registry.info(game).min_players)
    kinds = ("human", *("easy",) * (players - 1))
    session, watcher = session_of(game, kinds, seed=5)
    play_out(session, random.Random(5))
    assert session.finished and session.state.is_over() and session.turn is None
    assert len(watcher.moves) == len(session.state.history)  # every move went through play
    assert [m.after.history for m in watcher.moves][-1] == session.state.history
    assert watcher.bests == [{}]  # not saved: nothing filed, no bests reckoned
    assert any(m.seat == 0 for m in watcher.moves) and any(m.seat != 0 for m in watcher.moves)
    assert session.log_lines  # told in the log


@pytest.mark.usefixtures("toy_on_the_shelf")
def test_a_move_played_tells_the_listener_its_flights_and_score_changes_as_data():
    session, watcher = session_of(toy.INFO.id)
    to_the_persons_turn(session)
    move = session.state.legal_moves()[0]
    before = session.state.clone()
    assert session.play(move)
    played = watcher.moves[-1]
    assert played.move == move and played.seat == 0 and played.mine and not played.paced
    assert played.before.history == before.history
    assert played.trips == tuple(session.view.trips(before, move, session.state, None))
    assert session.turn is None and session.log_lines


@pytest.mark.usefixtures("toy_on_the_shelf")
def test_a_refused_move_changes_nothing_and_says_its_rule():
    session, watcher = session_of(toy.INFO.id)
    to_the_persons_turn(session)
    history, made = list(session.state.history), len(watcher.moves)
    assert not session.play("not a move")
    assert session.state.history == history and len(watcher.moves) == made
    assert session.message_kind == "error" and session.rule is not None
    assert session.message.endswith(f"(rule {session.rule})")


@pytest.mark.usefixtures("toy_on_the_shelf")
def test_a_paced_move_keeps_the_position_before_it_on_show_until_settled():
    session, watcher = session_of(toy.INFO.id, ("easy", "human"), paces=True)
    to_the_persons_turn(session)
    session.settle()
    session.play(session.state.legal_moves()[0])
    assert not watcher.moves[-1].paced and session.pending is None  # the person's: at once
    session.begin_turn()
    before = session.state.clone()
    session.step()  # the bot's answer is played
    assert watcher.moves[-1].paced and watcher.moves[-1].seat == 0
    assert len(session.state.history) == len(before.history) + 1
    assert session.shown().history == before.history  # still the position before
    session.settle()
    assert session.shown() is session.state


@pytest.mark.usefixtures("toy_on_the_shelf")
def test_a_coachs_note_that_asks_for_no_move_refuses_none_a_lesson_does():
    """pt12c 1: after Solar's lessons its "Stolen from you" note pointed at the pile, and
    Draw was refused as "not the lesson's move": a note with no move judges nothing."""
    session, _ = session_of(toy.INFO.id)
    to_the_persons_turn(session)
    first, *others = session.state.legal_moves()
    assert others
    session.coaching = Coaching("a lesson", zones=("nowhere",), move=others[0])
    assert not session.play(first)  # a lesson asks for its own move
    session.coaching = Coaching("a note", zones=("nowhere",), short="Note")
    assert session.play(first) and session.lesson.offered is None  # no Again offered


@pytest.mark.usefixtures("toy_on_the_shelf")
def test_a_paced_moves_log_line_waits_until_the_move_is_shown():
    """pt11b 3: the log told the reveal and the winner while the table still showed the
    secret choice: a bot's line joins the log when its move has been shown."""
    session, watcher = session_of(toy.INFO.id, ("easy", "human"), paces=True)
    to_the_persons_turn(session)
    session.settle()
    session.play(session.state.legal_moves()[0])
    logged = len(session.log_lines)
    assert logged and session.pending is None  # the person's own line at once
    session.begin_turn()
    session.step()  # the bot's answer is played, and shown from now on
    assert watcher.moves[-1].paced and len(session.log_lines) == logged
    session.settle()
    assert len(session.log_lines) == logged + 1


@pytest.mark.usefixtures("toy_on_the_shelf")
def test_undo_takes_the_persons_turn_and_the_bots_replies_back():
    session, _ = session_of(toy.INFO.id)
    to_the_persons_turn(session)
    start = list(session.state.history)
    assert not session.can_undo()  # nothing to take back yet
    session.play(session.state.legal_moves()[0])
    to_the_persons_turn(session)
    assert len(session.state.history) >= len(start) + 2 and session.can_undo()
    assert session.undo_last_turn()
    assert session.state.history == start and session.undos == 1
    assert session.config.undos == 1  # saved and filed with the game
    assert session.log_lines[-1] == "You take your last turn back."
    assert session.person_turn() and session.message == i18n.tr("kit.undone")


@pytest.mark.usefixtures("toy_on_the_shelf")
def test_two_people_at_one_screen_get_the_hand_over_and_no_undo():
    session, watcher = session_of(toy.INFO.id, ("human", "human"))
    first = session.state.current_player
    assert session.handover == session.seating.name(first)
    session.handover = None  # the window showed it
    session.play(session.state.legal_moves()[0])
    session.begin_turn()
    assert session.handover == session.seating.name(session.state.current_player)
    assert watcher.turns == [first, session.state.current_player]
    assert not session.can_undo() and not session.undo_last_turn()


@pytest.mark.usefixtures("toy_on_the_shelf")
def test_the_hint_is_asked_of_the_bots_and_said_with_the_games_words():
    session, watcher = session_of(toy.INFO.id)
    to_the_persons_turn(session)
    assert session.request_hint()
    assert session.message == i18n.tr("kit.hint_thinking")
    assert not session.request_hint()  # one at a time
    session.poll(0.0)
    assert session.message_kind == "hint" and session.message.startswith("Try:")
    assert len(watcher.hints) == 1


@pytest.mark.usefixtures("toy_on_the_shelf")
def test_a_lessons_stray_move_is_refused_at_once_with_the_lessons_words():
    session = TableSession.guided_game(toy.INFO.id, worker=AnsweringWorker(), ai_budget=0.01)
    session.saver.enabled = False
    session.begin_turn()
    to_the_persons_turn(session)
    coaching, step, history = session.coaching, session.guide_step, list(session.state.history)
    assert coaching is not None and "D" in session.state.legal_moves()
    assert not session.play("D")  # the coach pointed at a card and the pile, not the draw
    assert session.state.history == history and session.undos == 0  # nothing was played
    assert session.message_kind == "error" and session.message == coaching.text  # no short
    assert session.coaching == coaching and session.guide_step == step  # the same lesson
    assert session.lesson.offered is None and not session.again()  # nothing to put back
    taught = next(m for m in session.state.legal_moves() if coaching.cards[0] in str(m))
    assert session.play(taught)  # the lesson's own card is taken


@pytest.mark.usefixtures("toy_on_the_shelf")
def test_every_move_is_saved_and_the_end_files_the_game():
    session, watcher = session_of(toy.INFO.id, ("human", "easy"), autosave=True)
    rng = random.Random(1)
    to_the_persons_turn(session)
    session.play(rng.choice(session.state.legal_moves()))
    session.saver.close()
    saved = load_autosave(toy.INFO.id)
    assert saved is not None
    play_out(session, rng)
    games, told = scan_finished(toy.INFO.id)
    assert told == [] and len(games) == 1 and games[0].turns == len(session.state.history)
    assert len(watcher.bests) == 1


class ScriptedRemote:
    """A seat played elsewhere, as issue 42's will be: asked, it answers a few polls later."""

    local = False

    def __init__(self, polls: int = 2) -> None:
        self.polls = polls
        self.asked: list[tuple[int, int]] = []
        self.waiting: GameState | None = None
        self.withdrawn = 0

    @property
    def thinking(self) -> bool:
        return self.waiting is not None

    def ask(self, state: GameState, seat: int) -> None:
        self.asked.append((seat, len(state.history)))
        self.waiting, self.left = state.clone(), self.polls

    def answer(self, think_min: float) -> Answer | None:
        if self.waiting is None:
            return None
        self.left -= 1
        if self.left > 0:
            return None
        move, self.waiting = self.waiting.legal_moves()[-1], None
        return Answer(move)

    def withdraw(self) -> None:
        self.waiting = None
        self.withdrawn += 1


@pytest.mark.usefixtures("toy_on_the_shelf")
def test_a_seat_played_elsewhere_plugs_in_and_a_seat_goes_to_a_bot_and_back():
    session, watcher = session_of(toy.INFO.id, ("human", "easy"))
    remote = ScriptedRemote()
    session.seat(1, remote)
    while not session.finished and len(remote.asked) < 3:
        if session.turn is not None:
            session.play(session.state.legal_moves()[0])
        session.step()
    assert len(remote.asked) == 3 and all(seat == 1 for seat, _ in remote.asked)
    assert len({made for _, made in remote.asked}) == 3  # asked once per position
    assert any(m.seat == 1 for m in watcher.moves)
    session.seat(1, BotSeat(session.bots, "easy"))  # the remote seat left: a bot plays on
    assert remote.withdrawn == 1
    session.seat(0, BotSeat(session.bots, "easy"))  # the person too: a table of bots
    assert session.seating.humans == ()
    for _ in range(5000):
        if session.finished:
            break
        session.step()
    assert session.finished
    session.seat(0, PersonSeat())
    assert session.seating.humans == (0,)


@pytest.mark.parametrize("game", GAMES)
def test_random_game_is_played_at_a_session_and_stays_the_seeded_game(game):
    from astromagie.ui.demo import random_game

    players = max(2, registry.info(game).min_players)
    rng = random.Random(4)
    state = registry.rules(game).new(players, 4, {})
    while not state.is_over():
        state.apply(rng.choice(state.legal_moves()))
    assert random_game(game, players, 4).history == state.history  # the same moves


def test_new_game_keeps_the_seats_and_options_and_deals_anew():
    from astromagie.ui.kit.session import next_game

    config = GameConfig((SeatConfig("You"), SeatConfig("Vega", "easy")), {"goal": 1},
                        seed=9, game="monad", undos=2)
    again = next_game(config)
    assert again.seats == config.seats and again.options == {"goal": 1}
    assert again.seed is None and again.undos == 0 and again.game == "monad"


@pytest.mark.parametrize("game", ["monad", "astromagie"])
def test_H14_a_resumed_game_still_takes_the_persons_last_turn_back(game):
    session, _ = session_of(game, seed=8)
    rng = random.Random(8)
    to_the_persons_turn(session)
    for _ in range(2):  # two of the person's turns, with the bots' replies between
        start, lines = list(session.state.history), len(session.log_lines)
        while session.person_turn():
            session.play(rng.choice(session.state.legal_moves()))
            session.begin_turn()
        to_the_persons_turn(session)
    resumed = TableSession(session.config, session.state.clone(), worker=AnsweringWorker(),
                           autosave=False)
    resumed.begin_turn()
    assert resumed.log_lines == session.log_lines
    assert resumed.can_undo()
    assert resumed.undo_last_turn()
    assert resumed.state.history == start  # the start of the person's last turn
    assert resumed.log_lines[:-1] == session.log_lines[:lines]


@pytest.mark.parametrize("game", GAMES)
def test_no_view_keeps_state_between_frames(app, game):
    """A game played and painted at the table leaves its view as it found it: what a
    frame needs comes in the snapshot (a cache of drawn faces may fill, never change)."""
    from astromagie.ui.kit.table import KitTableScene

    view = registry.view(game)
    before = {name: id(value) for name, value in vars(view).items()}
    players = max(2, registry.info(game).min_players)
    seats = (SeatConfig("You"), *(SeatConfig(f"B{i}", "easy") for i in range(players - 1)))
    app.settings.animation_speed = 1000.0
    scene = KitTableScene(app, GameConfig(seats, seed=2, game=game), ai_mode="thread",
                          ai_budget=0.01, autosave=False)
    app.stack.push(scene)
    rng = random.Random(2)
    for _ in range(400):
        app.frame(0.02)
        app.draw()
        if scene.human_turn():
            hand = scene.hand()
            if hand:
                scene.decide(scene.session.turn.drop(hand[0], next(iter(
                    scene.session.turn.targets(hand[0])), "none")))
            scene.play(rng.choice(scene.state.legal_moves()))
        if len(scene.state.history) > 12 or scene.finished:
            break
    assert len(scene.state.history) > 4
    assert {name: id(value) for name, value in vars(view).items()} == before
