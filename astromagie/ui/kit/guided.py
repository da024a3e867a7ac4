"""The guided first game after a restart: knowing a saved game for the lesson it is.

The guided game (`KitTableScene.guided_game`) is saved after every move like any
game. Resumed from the title, it goes on as the guided game when the save holds
the guide's own deal (`is_guided_deal`), with the coach at the step where the
person left it (`guide_step_of`): the coach speaks before each of the person's
moves, for the guide's first `steps` of them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from astromagie.host import registry
from astromagie.host.game import GameState
from astromagie.i18n import tr
from astromagie.kit.view import Coaching, GameViewBase
from astromagie.storage.autosave_file import same_deal
from astromagie.storage.records import positions


def is_guided_deal(record: dict[str, Any], game: str) -> bool:
    """Whether `record` (a saved game of `game`) was dealt as the game's guided game."""
    if not registry.has_view(game):
        return False
    guide = registry.view(game).guide()
    rules = registry.rules(game)
    if len(record.get("seats", ())) != guide.players:
        return False
    dealt = rules.to_record(rules.new(guide.players, guide.seed, dict(guide.options)),
                            placeholders(guide.players))
    return same_deal(record, dealt)


def coached_turns(record: dict[str, Any], game: str, states: list[GameState]) -> set[int]:
    """The turns (1-based entries of `record`, its positions `states`) whose move the
    coach asked for: in a game dealt as the guided game, the person's (seat 0) first
    `steps` moves, each that is its lesson's move (a review counts them as the coach's,
    not as the person's mistakes: pt3 item 20 saw the coach's own swap called the
    costliest)."""
    if not is_guided_deal(record, game):
        return set()
    view = registry.view(game)
    guide = view.guide()
    # the counted lessons where a game coaches its later moments too (Monad's notes after
    # its eleven lessons ask no move: pt15d 11); a lesson's move stays its lesson's
    steps = guide.lessons or guide.steps
    turns: set[int] = set()
    step = 0
    for k in range(1, len(states)):
        before = states[k - 1]
        if before.current_player != 0:
            continue
        # each of the person's moves is a step, as on resuming (`guide_step_of`); one
        # lesson may be made of several (a purchase and its payments, played at once):
        # a turn whose last move was coached is followed to its end
        if step >= steps and k - 1 not in turns:
            break
        lesson = view.coach(before, 0, min(step, steps - 1)).move
        if lesson is not None and str(lesson) == str(states[k].history[-1]):
            turns.add(k)
        step += 1
    return turns


def guide_step_of(state: GameState, seat: int = 0) -> int:
    """How many moves `seat` has made in `state`'s game: the coach's next step."""
    record = registry.rules(state.game_id).to_record(state, placeholders(state.num_players))
    return sum(1 for before in positions(record)[:-1] if before.current_player == seat)


def handover_words(view: GameViewBase) -> str:
    """What the table says as the lessons end: the game's own hand-over words, else the
    shared line; where the bots go gentle from here, that they do (said, not hidden: a
    newcomer who wins should know why); and how H and Enter play the hint."""
    words = view.guide_done() or tr("kit.guide_done")
    if view.guide().after_lessons:
        words = f"{words} {tr('kit.guide_gentle')}"
    # and once, on a line of its own, how the hint is played (pt15a 8: H then Enter was
    # found by chance)
    return f"{words}\n{tr('kit.guide_hint_keys')}"


# the person's turns (steps) the hand-over words stand on the lesson card: long enough to be
# read and reread, gone before they are in the way of the person's own game
HANDOVER_TURNS = 3


@dataclass(frozen=True)
class HandOverCard(Coaching):
    """The hand-over words on the lesson card, under their own `title` ("On your own
    now"): a lesson that asks no move and points at nothing (pt14c 3: said as a
    see-through message over the log, they were gone after the next move)."""

    title: str = ""
    # the lessons are over: the card offers to play on or start a real game (lessonsover.py)
    offer: bool = False


def handover_card(view: GameViewBase, offer: bool = False) -> HandOverCard:
    """The lesson card's hand-over: the hand-over's words under "On your own now"; with
    the `offer`, its head says the lessons are over and a last line what the rest of the
    game is for, above the offer's buttons (`lessonsover.py`)."""
    if offer:
        return HandOverCard(text=f"{handover_words(view)}\n{tr('kit.lessons_over.purpose')}",
                            short=tr("kit.lessons_over.short"),
                            title=tr("kit.guide_own_title"), offer=True)
    return HandOverCard(text=handover_words(view), short=tr("kit.guide_own_short"),
                        title=tr("kit.guide_own_title"))


@dataclass
class HandOverTurns:
    """The person's turns (the coach's steps) on which the hand-over card stood: from the
    hand-over's step, on the first `HANDOVER_TURNS` turns whose coach has nothing else to
    say (Zahlenstreifen's coach speaks on past its hand-over: its note comes first). Kept
    by step, so a turn said again (Undo, Again) is not counted twice."""

    shown: set[int] = field(default_factory=set)
    played_on: bool = False  # the offer answered "play to the end" (lessonsover.play_on)

    def card(self, view: GameViewBase, step: int, coaching: Coaching | None) -> Coaching | None:
        """What the lesson card shows at `step`: the lesson (`coaching`), else the
        hand-over while it stands, else nothing."""
        if step < view.guide().handover_step:
            self.shown.clear()  # taken back to before the hand-over: it is said anew
            self.played_on = False
            return coaching
        if coaching is not None:
            return coaching
        if step not in self.shown and len(self.shown) >= HANDOVER_TURNS:
            return None
        self.shown.add(step)
        return handover_card(view, offer=not self.played_on)


def placeholders(players: int) -> list[str]:
    """Names for a record that is only read back, never shown."""
    return [f"P{i + 1}" for i in range(players)]
