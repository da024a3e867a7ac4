"""The guided first game as data: the steps of the lesson over the game's script.

Pure Python (no pygame), so the whole lesson can be checked without a window. The
deal and the AI's moves are the game's (`games/astromagie/guide.py`), so the lesson
never derails. `Tour` follows
the player through the steps: it is told what happened at the table (`Facts`) and
answers whether the step is done, which staged cards do not belong to it, and
whether a move may be made now.

The lesson, turn by turn (seat 0 is the player, seat 1 the AI; the player starts):

0. player: Aries on 3, Fire on 2, Mars on 4 (worth 8: Fire twice, Mars twice, x Mars 2)
1. AI:     Square + Venus on 5+6 (the AI now holds the trick)
2. player: Conjunction on 5, tries Mars on 6 (refused, R6), then Venus on 6
3. AI:     cannot play, discards the Sun; the turn comes round: the player wins 8
4. player: holds no zodiac card, so discards
5. AI:     opens a new row with Leo on 3 and the Moon on 4
"""

from __future__ import annotations

from dataclasses import dataclass

from astromagie.games.astromagie.engine import Move
from astromagie.games.astromagie.guide import (
    AI_MOVES,
    AI_SEAT,
    DECK_TOP,
    PLAYER,
    PLAYER_MOVES,
    SEATS,
    deck_order,
    new_game,
)

__all__ = ["AI_MOVES", "AI_SEAT", "DECK_TOP", "PLAYER", "PLAYER_MOVES", "SEATS", "STEPS",
           "Facts", "Refusal", "Step", "Target", "Tour", "deck_order", "new_game"]


@dataclass(frozen=True)
class Target:
    """What a coach mark points at: a row position, a hand card, a button, a panel."""

    kind: str  # "slot" | "card" | "button" | "preview" | "message" | "discard" | "pile" |
    #            "scoreboard" | "opponent" | "hand"
    arg: int | str | None = None


@dataclass(frozen=True)
class Step:
    """One step of the lesson: what the coach says, where it points and what it waits for.

    `action` is what ends the step:
    * "next": the player has read it (the Next button, Enter or Space);
    * "stage": `placement` lies staged on the row;
    * "refused": a drop on `placement`'s position was refused for `rule`;
    * "play" / "discard": the player's move of turn `turn` was made;
    * "ai": the AI's move of turn `turn` was made and the table shows it;
    * "end": the last step (play again or leave).
    """

    key: str  # texts: guide.step.<key> (and guide.wrong.<key> for a step that waits for an action)
    action: str
    turn: int
    targets: tuple[Target, ...] = ()
    placement: tuple[int, str] | None = None
    rule: str | None = None

    @property
    def waits_for_player(self) -> bool:
        return self.action in ("stage", "refused", "play", "discard")


def _card(code: str) -> Target:
    return Target("card", code)


def _slot(pos: int) -> Target:
    return Target("slot", pos)


STEPS: tuple[Step, ...] = (
    Step("welcome", "next", 0, (Target("hand"),)),
    Step("open", "stage", 0, (_card("ARI"), _slot(3)), (3, "ARI")),
    Step("element", "stage", 0, (_card("FIRE"), _slot(2)), (2, "FIRE")),
    Step("planet", "stage", 0, (_card("MARS"), _slot(4)), (4, "MARS")),
    Step("preview", "next", 0, (Target("preview"),)),
    Step("play", "play", 0, (Target("button", "play"),)),
    Step("ai_pair", "ai", 1, (Target("opponent", AI_SEAT),)),
    Step("takeover", "next", 2, (_slot(5), _slot(6))),
    Step("aspect", "stage", 2, (_card("CON"), _slot(5)), (5, "CON")),
    Step("refuse", "refused", 2, (_card("MARS"), _slot(6)), (6, "MARS"), "R6"),
    Step("why", "next", 2, (Target("message"), _slot(4))),
    Step("venus", "stage", 2, (_card("VENUS"), _slot(6)), (6, "VENUS")),
    Step("play_pair", "play", 2, (Target("button", "play"),)),
    Step("ai_discard", "ai", 3, (Target("opponent", AI_SEAT),)),
    Step("trick", "next", 4, (Target("scoreboard"),)),
    Step("discard", "discard", 4, (Target("discard"), Target("hand"))),
    Step("ai_open", "ai", 5, (Target("opponent", AI_SEAT),)),
    Step("ending", "next", 6, (Target("pile"),)),
    Step("done", "end", 6),
)


@dataclass(frozen=True)
class Facts:
    """What the table shows this frame, as far as the lesson cares."""

    turns: int  # moves made so far
    staged: tuple[tuple[int, str], ...]  # the player's staged cards, in staging order
    still: bool  # no AI move is on its way: the table shows every move made


@dataclass(frozen=True)
class Refusal:
    """A drop the table refused: where, and for which rule."""

    pos: int | None
    rule: str


class Tour:
    """Where the player is in the lesson; moved on by what happens at the table."""

    def __init__(self, steps: tuple[Step, ...] = STEPS) -> None:
        self.steps = steps
        self.index = 0

    @property
    def step(self) -> Step:
        return self.steps[self.index]

    @property
    def finished(self) -> bool:
        return self.step.action == "end"

    def restart(self) -> None:
        self.index = 0

    # --- what the player may do -----------------------------------------------------
    def expected_move(self) -> Move | None:
        """The player's move of the current step's turn (None on the AI's turns)."""
        return PLAYER_MOVES.get(self.step.turn)

    def allowed_staging(self) -> frozenset[tuple[int, str]]:
        """The placements that may lie staged during the current step."""
        step = self.step
        move = PLAYER_MOVES.get(step.turn)
        if move is None or move.is_discard:
            return frozenset()
        if step.action == "refused":  # only what the earlier steps of this turn asked for
            return frozenset(s.placement for s in self.steps[:self.index]
                             if s.turn == step.turn and s.placement is not None
                             and s.action == "stage")
        return frozenset(move.placements)

    def stray(self, staged: tuple[tuple[int, str], ...]) -> tuple[int, str] | None:
        """The first staged placement that does not belong to this step, or None."""
        allowed = self.allowed_staging()
        return next((p for p in staged if p not in allowed), None)

    def allows(self, move: Move) -> bool:
        """Whether the player may make `move` now; if so the tour moves to its step.

        A play must be this turn's play (its cards in any order); in the discarding
        turn any discard will do.
        """
        expected = self.expected_move()
        step = self.step
        if expected is None or step.action in ("refused", "end"):
            return False
        if expected.is_discard:
            ok = move.is_discard
        else:
            ok = not move.is_discard and set(move.placements) == set(expected.placements)
        if ok:
            self.index = self._commit_index(step.turn)
        return ok

    def _commit_index(self, turn: int) -> int:
        for i, s in enumerate(self.steps):
            if s.turn == turn and s.action in ("play", "discard"):
                return i
        return self.index

    # --- moving on ----------------------------------------------------------------------
    def next(self) -> bool:
        """The player pressed Next: True if the step was one to read."""
        if self.step.action != "next":
            return False
        self.index += 1
        return True

    def refused(self, refusal: Refusal) -> bool:
        """A drop was refused; True if that was the refusal this step asked for."""
        step = self.step
        if (step.action == "refused" and step.placement is not None
                and refusal.pos == step.placement[0] and refusal.rule == step.rule):
            self.index += 1
            return True
        return False

    def observe(self, facts: Facts) -> bool:
        """Move through every step `facts` complete (or back to a staged card taken back);
        True if the step changed."""
        start = self.index
        self._back_to_missing(facts)
        while self._done(self.step, facts):
            self.index += 1
        return self.index != start

    def _done(self, step: Step, facts: Facts) -> bool:
        if step.action == "stage":
            return step.placement in facts.staged
        if step.action in ("play", "discard"):
            return facts.turns > step.turn
        if step.action == "ai":
            return facts.turns > step.turn and facts.still
        if step.action == "next":  # read it, unless the game has already gone past it
            later = [s for s in self.steps[self.index:] if s.action not in ("next", "end")]
            return bool(later) and facts.turns > later[0].turn
        return False

    def _back_to_missing(self, facts: Facts) -> None:
        """The player took back a card an earlier step of this turn asked for: back to it."""
        turn = self.step.turn
        if facts.turns != turn:
            return
        for i in range(self.index):
            s = self.steps[i]
            if s.turn == turn and s.action == "stage" and s.placement not in facts.staged:
                self.index = i
                return
