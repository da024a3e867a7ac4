"""What a game's view gives the table kit: `GameView`, `Board`, `TurnInput`.

Zones are short strings the game names ("pile", "draw", "col:3", "seat:1").
A person's turn is a `TurnInput` over the engine's legal moves: it says which
zones a held card may go to (lit while dragging), what a drop would do (the
preview, in words), and turns a drop, a click on a zone or an action button
into a `Decision`: a move to make, a choice to ask the player (a target seat,
a bonus), something staged for later in the turn, or a refusal with the rule.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from astromagie.host.game import Violation

if TYPE_CHECKING:  # the kit's words need no window: a headless table session imports them
    import pygame


# A game's own state class (a host `GameState`): a view's methods take its own, so the
# protocols below say Any there (a parameter typed GameState would refuse a narrower one).
OwnState = Any


@dataclass(frozen=True)
class Option:
    """One answer of a choice: the words on its button and the move it makes."""

    label: str
    move: Any


@dataclass(frozen=True)
class Decision:
    """What a person's action at the table comes to.

    kind: "move" (make `move`), "moves" (make `moves` in order, one action
    composed of several of the engine's moves, e.g. a purchase and its
    payments; the kit stops at the first one refused or once the turn has
    passed to another seat), "choose" (ask `question` with `options`; the
    player may also cancel), "staged" (the turn input keeps it for later in
    the turn), "refused" (`violation` says why), "none" (nothing happens).
    """

    kind: str
    move: Any = None
    violation: Violation | None = None
    question: str = ""
    options: tuple[Option, ...] = ()
    moves: tuple[Any, ...] = ()

    @classmethod
    def make(cls, move: Any) -> Decision:
        return cls("move", move=move)

    @classmethod
    def sequence(cls, moves: Sequence[Any]) -> Decision:
        return cls("moves", moves=tuple(moves))

    @classmethod
    def refuse(cls, violation: Violation) -> Decision:
        return cls("refused", violation=violation)

    @classmethod
    def choose(cls, question: str, options: Sequence[Option]) -> Decision:
        return cls("choose", question=question, options=tuple(options))


NOTHING = Decision("none")


@dataclass(frozen=True)
class Action:
    """A button of the turn (Draw, End turn, ...): its id, its words, and whether it is open."""

    id: str
    label: str
    enabled: bool = True
    key: int | None = None  # a keyboard shortcut (pygame key code)


@dataclass(frozen=True)
class Highlight:
    """What the board shows lit this frame: the legal zones, the one under the mouse.

    Also what the board cannot read from the state, handed to it every frame so that
    no view keeps anything between frames: the card held (dragged or selected), the
    cards the person's turn has staged (`TurnInput.staged`; the kit takes them out of
    the hand, so the board shows them where they were put) and the turn itself while it
    is live (`live`: where each staged card lies, what they would do; None once a move
    is made or at nobody's turn here), the seats' names, the one person at this window
    (`you`, told in the second person) and the game's options (a face that depends on
    them: Astromagie's modern rulers).
    """

    targets: frozenset[str] = frozenset()
    over: str | None = None
    refused: str | None = None
    preview: str = ""  # what the drop on `over` would do, in words
    held: str | None = None
    staged: tuple[str, ...] = ()
    names: tuple[str, ...] = ()
    live: TurnInput | None = None
    you: int | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    # the person's turn has come but the table still settles (cards land, a row slides):
    # the status says whose turn it is as it will at rest, and holds back only its advice
    # for the turn ("drop a card on the 0"), as the lesson waits (zs7)
    settling: bool = False
    # the cards of a bot's move that have landed on each board zone while the position
    # before the move is still painted: a pile's count may add them, so it follows the
    # cards as they land (pt10c 7: four cards lay on the pile, "3 cards in play")
    landed: Mapping[str, int] = field(default_factory=dict)
    # ... less those that have left it, flying away (Solar's book to its taker) or
    # landed elsewhere (so `landed` may be negative: the count on show), and those that
    # left each zone on their own: a board paints its pile without them (pt15c: the pile
    # still showed the cards flying to the bot's pile)
    left: Mapping[str, int] = field(default_factory=dict)


class Board(Protocol):
    """The game's part of the table for one window size."""

    def zone_at(self, point: tuple[int, int]) -> str | None: ...

    def zone_rect(self, zone: str) -> pygame.Rect: ...

    def card_at(self, state: OwnState, point: tuple[int, int]) -> str | None:
        """The code of the open card under `point` (for the close-up), if any."""
        ...

    def paint(self, surface: pygame.Surface, state: OwnState, viewer: int,
              highlight: Highlight) -> None: ...


class TurnInput(Protocol):
    """One person's turn; every answer comes from the engine."""

    seat: int

    def targets(self, card: str) -> set[str]:
        """The zones the held card could be dropped on now."""
        ...

    def preview(self, card: str, zone: str) -> str:
        """What dropping `card` on `zone` would do, in words ("" if nothing)."""
        ...

    def drop(self, card: str, zone: str) -> Decision: ...

    def click(self, zone: str) -> Decision: ...

    def actions(self) -> list[Action]: ...

    def press(self, action: str) -> Decision: ...

    def staged(self) -> list[str]:
        """Cards taken from the hand for a move still being composed (shown on the board)."""
        ...

    def default_zone(self, card: str) -> str | None:
        """Where Enter plays `card` without targets (`TurnInputBase`: None)."""
        ...

    def key_zone(self, key: int) -> str | None:
        """The zone a key puts the selected card on (`TurnInputBase`: None)."""
        ...


class TurnInputBase(TurnInput):
    """The turn inputs' base class: the optional questions, with do-nothing defaults.

    A game's `TurnInput` subclasses it and overrides what it has:

    - `default_zone(card) -> str | None`: where Enter plays the selected card when
      `targets(card)` is empty (a drop there says why not). With targets, Enter plays on
      the one, or on the first in the board's reading order (top to bottom, left to
      right). None: Enter says there is no place.
    - `key_zone(key) -> str | None`: the zone a key (pygame key code) puts the selected
      card on, dropped there as by the mouse (so a refusal comes the same way); None
      leaves the key to the kit (1-9 choose a card of the hand).
    - `refusal(card, zone) -> Violation | None`: why a drop of `card` on `zone` (a zone not
      among its targets) would be refused, asked while the card is dragged over it and
      changing nothing, so the drag says "no" before the drop (H9); None: not known.
    - `action_refusal(action) -> Violation | None`: why the button `action` is shut (its
      `Action.enabled` False), asked when it is pressed anyway and changing nothing, so a
      shut button or its key says why (pt5a, 1: Draw on the first move refused in
      silence); None: nothing is said. Asked too for a key of `hidden_keys`.
    - `hidden_keys() -> dict[int, str]`: the keys (pygame key codes) of the turn's actions
      that are not offered now and so have no button (Monad's X to pass, F to flip: pt6d
      2, pressed when not offered they did nothing and said nothing), each to its action's
      id; such a key asks `action_refusal`.
    """

    def default_zone(self, card: str) -> str | None:
        return None

    def refusal(self, card: str, zone: str) -> Violation | None:
        return None

    def action_refusal(self, action: str) -> Violation | None:
        return None

    def hidden_keys(self) -> dict[int, str]:
        return {}

    def key_zone(self, key: int) -> str | None:
        return None


@dataclass(frozen=True)
class SeatLine:
    """One line under a seat's name on the scoreboard ("Books 12")."""

    text: str


@dataclass(frozen=True)
class NeutralSeat:
    """A seat with nobody behind it that still takes part (a dummy): no score, no turn.

    A view that has one gives `neutral_seats(state)` (`GameViewBase`) and the scoreboard
    shows each after the players, with its lines.
    """

    name: str
    lines: tuple[str, ...] = ()


@dataclass(frozen=True)
class Pile:
    """A stack of cards on the board, drawn by the kit as a stack with its count.

    `zone` is the board's zone it lies in (`Board.zone_rect(zone)` is its top card);
    the kit draws a few card edges under that rect (backs, or plain faces when the
    pile lies `face_up`) as deep as `count` says, and a badge with `label` and the
    count; the board still paints the top card itself. A view lists its piles in
    `GameViewBase.piles(state, viewer)`. `counted`: the board shows the pile's count
    itself (on its top card or in a caption), so the badge says the label alone and a
    count is said once.
    """

    zone: str
    count: int
    face_up: bool = False
    label: str = ""
    counted: bool = False


# A card's flight: (code or None face down, destination zone[, source zone]). The
# destination is a board zone, HAND (the mover's hand) or SEAT + n, seat n's panel on
# the scoreboard (a trick flying to its winner, who is often not the mover).
Trip = tuple[str | None, str] | tuple[str | None, str, str]
HAND = "hand"  # the destination of a card that goes into the mover's hand
SEAT = "seat:"  # the destination "seat:<n>": seat n's panel


@dataclass(frozen=True)
class Reference:
    """A game's reference card, shown over the board with the ? key: the short form of
    its rules, `title` and (heading, text) `sections` in the player's language.

    A view that has one gives `reference()` (`GameViewBase`).
    """

    title: str
    sections: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class GuidedGame:
    """A guided first game: a fixed deal the coaching was written for.

    The person sits at seat 0 against `players - 1` bots of `level`; the kit
    asks `GameView.coach` before each of the person's first `steps` turns.
    `lessons` (0: `steps`) is how many of them the lesson card counts ("step 3 of
    7") and after which the hand-over (`guide_done`) is said: a game whose length
    varies coaches its later moments (`steps` covers the whole game) uncounted.
    """

    seed: int
    players: int = 2
    level: str = "easy"
    steps: int = 6
    lessons: int = 0
    options: Mapping[str, Any] = field(default_factory=dict)
    # every one of the `steps` turns has a lesson, so the card counts them ("step 3 of
    # 7"); False where the coach keeps silent between lessons (pt9b 5: Zahlenstreifen's
    # "step 6 of 25" promised 19 more lessons and 4 came): the card then counts none
    counted: bool = True
    # the level the bots play at once the lessons are done, after the hand-over (the
    # coach's step `handover`; 0: `lessons`, else `steps`): following the hint from there
    # lost the guided game to its Easy bots in three games of four (pt12d, pt13c, pt13d;
    # benchmarks/guided_hint.py), where a first game should be the newcomer's to win.
    # None: the bots keep `level` (a game whose guide is a scripted partner)
    after_lessons: str | None = None
    handover: int = 0

    @property
    def handover_step(self) -> int:
        """The coach's step at which the table says the game is the person's now."""
        return self.handover or self.lessons or self.steps

    def bots_level(self, step: int) -> str:
        """The bots' level when the person has made `step` moves (the coach's step)."""
        if self.after_lessons and step > self.handover_step:
            return self.after_lessons
        return self.level


@dataclass(frozen=True)
class Coaching:
    """What the guide says before one of the person's turns.

    `text` teaches this turn by what is on the table now (in the current
    language); `zones` and `cards` are pointed at (a zone's name, a card's
    code in the hand). An empty text says nothing this turn. `move`, when given,
    is the move the lesson teaches: the hint names it during the lesson, so the
    two never speak with two voices (H2). `action` is the id of the button the
    lesson ends with ("Then press Play"): lit in gold once it can be pressed.
    `short` is the move in a few words ("Aries on 3, Fire on 2 and Mars on 4"),
    shown at the table beside the places pointed at, where the eye is.
    """

    text: str
    zones: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    move: Any = None
    action: str = ""
    short: str = ""


@dataclass(frozen=True)
class RuleExample:
    """A worked example a game draws itself on its rule book page (a row and what it
    scores, a turn by turn story): what a body line `[[example: NAME]]` stands for.

    `picture` is at most as wide as asked; the page places it at the left of its text
    column. `texts` are the words drawn in it, each (catalog key, its parameters, the
    text), so the page lists every string it shows; a figure in them that the game
    computes (points) is in the parameters.
    """

    picture: pygame.Surface
    texts: tuple[tuple[str, Mapping[str, object], str], ...] = ()


class GameView(Protocol):
    """What a game gives the kit (`GameInfo.view` names the object)."""

    card_ratio: float  # height / width of a card

    def face(self, code: str, size: tuple[int, int]) -> pygame.Surface: ...

    def back(self, size: tuple[int, int]) -> pygame.Surface: ...

    def board(self, rect: pygame.Rect, players: int, card: tuple[int, int]) -> Board: ...

    def hand(self, state: OwnState, seat: int) -> list[str]:
        """The cards `seat` holds, in the order the engine keeps them."""
        ...

    def turn_input(self, state: OwnState, seat: int, names: Sequence[str]) -> TurnInput:
        """A person's turn at `seat`; `names` are the seats' names (for the pickers' words)."""
        ...

    # The optional questions are `GameViewBase`'s methods, with do-nothing defaults.

    def seat_lines(self, state: OwnState, seat: int) -> list[str]:
        """What the scoreboard says under a seat (its score is shown by the kit)."""
        ...

    def describe(self, before: OwnState, move: Any, after: OwnState,
                 names: Sequence[str], you: int | None) -> str:
        """One line for the game log: who did what (in the current language).

        "" adds no line (a move told together with a later one, such as the
        payments of a purchase told when it closes).

        `you` is the seat of the one person at the screen, told in the second person
        ("You draw a card"), which a name such as "You" cannot give; None with several.
        """
        ...

    def trips(self, before: OwnState, move: Any, after: OwnState,
              board: Board | None) -> list[Trip]:
        """The cards a move sends flying: (code or None face down, destination zone), or
        (code, destination, source zone) for a card that does not come from the mover's
        hand; the destination "hand" is the mover's hand (the kit shows a card going to
        another seat's hand face down, to its place on the scoreboard), "seat:<n>" seat
        n's panel. Every card flies in the game's proportions (`card_ratio`). `board` is
        the window's board, None for a game played without a window (a table session
        in a test): the trips are the same."""
        ...

    def status(self, state: OwnState, viewer: int, playing: bool = True,
               seen: Highlight | None = None) -> str:
        """The line over the board: whose turn, what is special now ("3 cards left").

        `playing`: whether `viewer` is a person at this table; at a table of bots
        only (a screenshot, a watched game) it is False and nothing says "your turn".
        `seen`: what the board is handed this frame (the seats' names, the person's live
        turn: what the staged cards would do); None: no names, nothing staged.
        """
        ...

    def breakdown(self, state: OwnState, names: Sequence[str]) -> list[str]:
        """The end: one line per seat explaining every point."""
        ...

    def guide(self) -> GuidedGame:
        """The guided first game's deal and length."""
        ...

    def coach(self, state: OwnState, seat: int, step: int,
              board: Board | None = None) -> Coaching:
        """The guide's words before the person's turn number `step` (0, 1, ...); `board`:
        the window's, where the words depend on its layout (None: no window)."""
        ...


class GameViewBase(GameView):
    """The game views' base class: the kit's optional questions, each with a default that
    does nothing, so a view answers only what it has and mypy checks every call. A
    game's view subclasses it and implements `GameView`'s required methods (the kit
    holds a view as a `GameViewBase`).

    - `title_cards()`: the cards fanned beside the title's menu (left, right); None
      fans the first cards of two hands of a fixed deal.
    - `sort_key(code)`: how S groups a hand (Astromagie's kinds in the order the row is
      built); the default sorts by the cards' codes.
    - `neutral_seats(state)`: seats with nobody behind them (a dummy), shown after the
      players.
    - `move_words(move, state, names)`: a move as the hint names it ("play the 5 of Suns
      on the pile"), never its notation nor the log's sentence; the hint reads "Try:
      <move words>. <reason>". `state`: the position it is made in (None: not known),
      `names`: the seats' names. "" (the default): the hint raises the move's card in
      the hand instead.
    - `hand_face(code, size, shown)`: a hand card of which the next card of the fan
      leaves only the left `shown` pixels: a game may lay its words into that strip
      (Solar stands the name up it); the default is `face`.
    - `grouped_hand()`: the hand's shape: True stacks identical cards side by side close,
      with their count (Monad's 18-card hands); the default fans every card alike.
    - `piles(state, viewer)`: the stacks on the board, drawn with their depth and a
      count badge under the board's own top card.
    - `facts(code)`: what the close-up says beside a card shown large, the first line its
      name (in gold), then one fact a line; none: the card alone.
    - `celebrate(before, move, after, you)`: a moment the game names ("A perfect
      trick!"), risen over the board; "" for none. `you`: the one person at this
      window (None with several, or none).
    - `reference()`: the game's reference card (the ? key); None: the key does nothing.
    - `open_piles(state, viewer)`: the piles a player may look through (Tab), each its
      name and its cards as `viewer` may see them, the first laid first (Astromagie's
      discard pile); None: the game has none and Tab shows the seats' words alone.
    - `guide_done()`: the game's last words after its guided game's lessons, when the
      game is handed over (Astromagie's takeover advice); "" (the default): the kit's
      shared line.
    - `violation_words(violation, names)`: a refusal in the player's language, without
      its rule (the kit adds "(rule R6)"); "": the kit says the catalog's
      `<game>.violation.<reason>`, else the engine's message.
    - `rule_example(name, width, window)`: the worked example a rule book's
      `[[example: NAME]]` line names, drawn at most `width` wide for the window size
      `window`; None for a name it does not know (the page shows nothing there).
    - `kept_in_sight(board)`: what on `board` a lesson's open card must not cover (the
      scores, which issue 38 wants always shown), weighed as the places it points at;
      the default: nothing more than the picture's own words and cards.
    - `badge_rects(board)`: where `board` painted its own count badges this frame (a
      pile's count on it); the kit's gold frames (the coach's, the hint's) leave them on
      top (pt4a 11). The default: none (the kit's `Pile` badges it knows itself).
    - `kept_areas(board)`: where `board` has words or cards a hint's box must not cover
      (Monad's Sammelfeld and columns: pt6d 7, a three-line hint cut "4 bis 6 Einer");
      a hint then rises no higher than their foot, cut to fewer lines. The default: none
      (a hint may rise into the board's lowest quarter).
    - `board_at_rest(board)`: False while the board's own animation still moves cards
      (Zahlenstreifen's row sliding one place); the lesson card and the hint wait for
      it. The default: True (a board without an animation of its own).
    - `progress(state, seat)`: how far `seat` has come in the race, from public
      information, for the results' chart (Monad: a flat score of 0 until the one Monad
      said nothing of the race); None (the default): the chart plots the score.
    - `hint_places(state, move)`: the hand's cards a hinted `move` takes and the zones
      the person drops them on, for the hint's gold frames; None (the default): where
      the move's `trips` end (Monad's traded Commons fly to the discard pile, which
      takes no drop, so Monad answers with its lesson's places).
    - `tiebreak(state)`: one figure per seat, higher first, that orders seats tied on
      score in the results (they still share the place: pt6d 13, "2. Du 0" stood above
      "2. Vega 0" whose hand was better); None (the default): seat order.
    - `for_game(state)`: the view for this game, when its faces depend on how it is
      played (Astromagie's modern rulers): the kit asks it once for a table or a replay
      and paints with the answer; the default is the view itself.
    - `marks_playable` (a class attribute, default False): on the person's turn the kit
      dims the hand cards that have no place to go (`TurnInput.targets` empty), so what
      fits shows before it is tried (pt9c 5: The Solar Republic); they still take the
      focus and a click on one still says why.
    - `moves_are_turns` (a class attribute, default False): each of the person's moves
      is a turn of its own, so Undo never speaks of a turn's several moves ("Undo all
      of it"), even where the rules give the person two moves in a row (pt11b 6:
      Zahlenstreifen's last card and then the secret choice).

    Two more are the turn input's (`TurnInputBase`): `default_zone` and `key_zone`.
    No view keeps anything between frames: what a frame needs comes in `Highlight`.
    """

    marks_playable: bool = False  # dim the hand cards with no place this turn (pt9c 5)
    moves_are_turns: bool = False  # Undo never says "all of it" (pt11b 6)

    def title_cards(self) -> tuple[Sequence[str], Sequence[str]] | None:
        return None

    def sort_key(self, code: str) -> Any:
        return code

    def hand_face(self, code: str, size: tuple[int, int], shown: int) -> pygame.Surface:
        """A hand card of which only the left `shown` pixels show (the next card of a
        fanned hand lies on the rest): a game may lay its words into that strip."""
        return self.face(code, size)

    def neutral_seats(self, state: Any) -> list[NeutralSeat]:
        return []

    def move_words(self, move: Any, state: Any = None, names: Sequence[str] = ()) -> str:
        return ""

    def grouped_hand(self) -> bool:
        return False

    def piles(self, state: Any, viewer: int) -> list[Pile]:
        return []

    def facts(self, code: str) -> list[str]:
        return []

    def celebrate(self, before: Any, move: Any, after: Any, you: int | None = None) -> str:
        return ""

    def for_game(self, state: Any) -> GameViewBase:
        return self

    def reference(self) -> Reference | None:
        return None

    def kept_in_sight(self, board: Board) -> Sequence[pygame.Rect]:
        return ()

    def badge_rects(self, board: Board) -> Sequence[pygame.Rect]:
        return ()

    def kept_areas(self, board: Board) -> Sequence[pygame.Rect]:
        return ()

    def open_piles(self, state: Any, viewer: int) -> list[tuple[str, list[str]]] | None:
        return None

    def guide_done(self) -> str:
        return ""

    def violation_words(self, violation: Violation, names: Sequence[str] = ()) -> str:
        return ""

    def rule_example(self, name: str, width: int,
                     window: tuple[int, int]) -> RuleExample | None:
        return None

    def board_at_rest(self, board: Board) -> bool:
        return True

    def progress(self, state: Any, seat: int) -> float | None:
        return None

    def hint_places(self, state: Any, move: Any) -> tuple[Sequence[str], Sequence[str]] | None:
        return None

    def tiebreak(self, state: Any) -> Sequence[int] | None:
        return None
