"""The questions the table asks its bots: the move of a bot seat, and a hint for a human.

`BotDesk` owns the AI worker and the open questions (one move, one hint at
most). It hands each bot only the observation of its own seat, so hidden
cards stay hidden, and seeds each question from the game's seed. A bot that
never answers is played for after `AI_PATIENCE` seconds, so the table never
freezes. Answers are collected in `poll`, called once per frame from the
scene's update.
"""

from __future__ import annotations

import logging
from typing import Any

from astromagie.ai.base import APP_BUDGET
from astromagie.ai.registry import hint_level, make_bot
from astromagie.host.game import GameState

from .ai_worker import AIWorker, Reply

log = logging.getLogger(__name__)

AI_BUDGET = APP_BUDGET  # seconds a bot may think per move (headless runs do its work)
AI_PATIENCE = 15.0  # seconds after which a silent bot is played for


# seconds a hint may take: every game's hint now does a fixed work and ignores the clock
# (ai/hint.py, p95 about 1 s), so this only sets how long the worker waits before it
# counts it stuck (ai_worker.HANG_GRACE + HANG_FACTOR x this: 15 s; a hint took 11 s at
# a load of 12 on 2 cores, and a restarted worker would only ask it again)
HINT_BUDGET = 3.0


class BotDesk:
    """The AI worker and the table's open questions to it."""

    def __init__(self, worker: AIWorker, seed: int, budget: float, game: str) -> None:
        self.game = game  # whose bots answer
        self.worker = worker
        self.seed = seed
        self.budget = budget
        self.move_token: int | None = None
        self.reply: Reply | None = None  # a bot's answer waiting for the table to be still
        self.waited = 0.0  # seconds the current bot has been thinking
        self.asked_for: tuple[int, Any] | None = None  # the waiting bot's seed and view
        self.hint_token: int | None = None
        self.hint_turn = -1  # the turn (history length) the hint was asked for
        self.hint_move: Any = None  # the hint's move, until a move is made (forget_hint)

    def _seed(self, seat: int) -> int:
        return (self.seed * 7919 + seat * 104_729) & 0xFFFFFFFF

    @property
    def asked(self) -> bool:
        """A bot's move is asked for or has arrived and not been played yet."""
        return self.move_token is not None or self.reply is not None

    def ask_move(self, game: GameState, seat: int, kind: str) -> None:
        """Ask the bot of `seat` (level `kind`) for its move, seeing only its own seat."""
        if self.asked:
            return
        obs = game.observation(seat)
        self.move_token = self.worker.submit(kind, self._seed(seat), obs, self.budget, self.game)
        self.asked_for = (self._seed(seat), obs)
        self.waited = 0.0

    def ask_hint(self, game: GameState, seat: int) -> bool:
        """Ask the hint bot what `seat` should do; False if a hint is already on its way."""
        if self.hint_token is not None:
            return False
        self.hint_turn = len(game.history)
        self.hint_token = self.worker.submit(hint_level(self.game), self._seed(seat) + 1,
                                             game.observation(seat), HINT_BUDGET, self.game)
        return True

    def forget_hint(self) -> None:
        """A move was made: an old hint (asked or shown) no longer applies."""
        self.hint_move = None
        if self.hint_token is not None:
            self.worker.forget(self.hint_token)
            self.hint_token = None

    def poll(self, dt: float, seat: int) -> Reply | None:
        """Collect answers and return a hint that arrived; a bot's move waits in `reply`.

        A bot (at `seat`) silent beyond patience gets a stand-in answer.
        """
        if self.asked:
            self.waited += dt
        hint = None
        for reply in self.worker.poll():
            if reply.token == self.move_token:
                self.move_token = None
                self.reply = reply
            elif reply.token == self.hint_token:
                self.hint_token = None
                hint = reply
                self.hint_move = reply.move  # a question while following it lights it
        if self.move_token is not None and self.waited > max(AI_PATIENCE, 6 * self.budget):
            # A bot that never answers must not freeze the game: it plays a legal move.
            log.error("bot for seat %d did not answer; playing for it", seat)
            self.worker.forget(self.move_token)
            self.move_token = None
            self.reply = Reply(0, self.stand_in(), "timeout", self.waited)
        return hint

    def stand_in(self) -> Any:
        """The move of an easy bot with the silent bot's seed, seeing what it saw: in a
        guided game the partner is that easy bot, so its lesson's move comes all the same
        (an easy bot's choice is a function of its seed and its view), where the first
        legal move would have left the lesson's deal (astro8). None if even that fails."""
        if self.asked_for is None:
            return None
        seed, obs = self.asked_for
        try:
            return make_bot("easy", seed, self.game).choose(obs, 0.0)
        except Exception:  # the table's first legal move then (session.play_answer)
            log.exception("the stand-in for a silent bot failed")
            return None

    def still_showing(self) -> None:
        """The table still shows the last move while this bot, asked ahead, thinks: the
        least 'thinking' its turn shows (`take_move`'s `think_min`) counts from rest."""
        if self.asked:
            self.waited = 0.0

    def take_move(self, think_min: float) -> Reply | None:
        """The bot's answer once it has 'thought' at least `think_min` seconds, else None."""
        if self.reply is None or self.waited < think_min:
            return None
        reply, self.reply = self.reply, None
        return reply
