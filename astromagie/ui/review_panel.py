"""The review beside a replay: a progress bar while it works, then the costly moments.

Shared by every game's replay (the kit's watch scene): the scene gives it a
`ReviewJob`, a rectangle and a way to word a move (`words(turn, notation)`); the panel
shows the progress, then one compact row per moment (the turn, who, the points lost,
the move played and the better one in words), largest loss first; the chosen moment's
row also says why, comparing the two moves. A click on a row (or the number keys 1-9)
chooses a moment; the scene then jumps to the position before it and shows the
suggestion on the table; the mouse wheel scrolls a long list one moment a click. Everything is
rendered when the review, the size or the language changes, so a frame only blits.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Collection, Sequence
from typing import Any

import pygame

from astromagie.ai.review import Moment, moment_at
from astromagie.host import registry
from astromagie.host.game import GameState
from astromagie.i18n import current_language, has, tr
from astromagie.look import theme
from astromagie.storage.records import positions
from astromagie.ui.scene import THREAD_POLL

from .review_job import ReviewJob

log = logging.getLogger(__name__)

MoveWords = Callable[[int, str], str]  # (1-based record entry, notation) -> words
# (1-based record entry, move played, better move) -> the names of the cards the move
# played put out and the better one keeps in hand
KeptCards = Callable[[int, str, str], list[str]]


def loss_value(loss: float, unit: str) -> int | str:
    """What a moment cost as the player reads it: whole points in a game of whole points
    (a loss of 12.8 points reads "13", never less than 1: playtest pt4b 15), a win chance
    in percentage points with one decimal, in the player's decimal mark ("4.5", "4,5")."""
    if unit == "points":
        return max(1, round(loss))
    text = f"{loss:.1f}"
    return text.replace(".", ",") if current_language() == "de" else text


class ReviewPanel:
    """The review's list; see the module docstring."""

    def __init__(self, job: ReviewJob, names: Sequence[str], you: int | None,
                 words: MoveWords, coached: Collection[int] = (),
                 kept: KeptCards | None = None,
                 turn_of: Callable[[int], int] | None = None) -> None:
        self.job = job
        # the turn a moment's move (its action number) is told as: a game whose turns are
        # several moves (Monad) names the chart's turn (pt11d 7: "Turn 134" in the list
        # beside "turn 0 of 76" at the top)
        self.turn_of: Callable[[int], int] = turn_of or (lambda action: action)
        self.kept = kept
        # turns whose move the guided game's coach asked for: not the person's mistakes
        self.coached = frozenset(coached)
        self.names = list(names)
        self.you = you
        self.words = words
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.chosen: int | None = None
        self.first = 0  # the first moment shown (the wheel scrolls the list)
        self._reveal = False  # the chosen moment is shown whole until the wheel moves on
        self._rows: list[tuple[pygame.Rect, pygame.Surface]] = []
        self._head: pygame.Surface | None = None
        self._built_for: object = None
        self._last_first = 0  # the wheel's end: from there on, every moment shows
        self._states: list[GameState] | None = None  # the record's positions, when asked

    @property
    def moments(self) -> list[Moment]:
        """The costly moments, the coached moves left out."""
        if self.job.review is None:
            return []
        return [m for m in self.job.review.moments if m.turn not in self.coached]

    def coached_count(self) -> int:
        """How many costly moments were moves the coach asked for."""
        review = self.job.review
        return sum(1 for m in review.moments if m.turn in self.coached) if review else 0

    def place(self, rect: pygame.Rect, scale: float) -> None:
        self.rect = pygame.Rect(rect)
        self.scale = scale
        self._built_for = None

    def update(self) -> None:
        self.job.poll()

    def wake_in(self) -> float | None:
        """The progress bar moves while the review works; at rest once it is done."""
        return THREAD_POLL if self.job.running else None

    def _px(self, value: float) -> int:
        return max(1, round(value * self.scale))

    def _font(self, base: int) -> int:
        return max(theme.MIN_TEXT_PX, self._px(base))

    def choose_at(self, pos: tuple[int, int]) -> Moment | None:
        """The moment whose row is under `pos` (and remember it), or None."""
        for index, (rect, _surface) in enumerate(self._rows):
            if rect.collidepoint(pos):
                return self.choose(self.first + index)
        return None

    def choose(self, index: int) -> Moment | None:
        if 0 <= index < len(self.moments):
            self.chosen = index
            self._reveal = True
            if index < self.first or index >= self.first + max(1, len(self._rows)):
                self.first = index  # a moment chosen by its number comes into view
            self._built_for = None
            return self.moments[index]
        return None

    def scroll(self, rows: int) -> None:
        """Move the list by `rows` moments (the mouse wheel: one click, one moment), never
        past the place where the last moment stands at the bottom (pt6b 8: four clicks
        jumped from the first of three moments to the last, shown alone)."""
        self._build()
        first = max(0, min(self.first + rows, self._last_first))
        if first != self.first:
            self.first = first
            self._reveal = False
            self._built_for = None

    def who(self, seat: int) -> str:
        return tr("review.you") if seat == self.you else self.names[seat]

    def explain(self, moment: Moment) -> str:
        """The message for a chosen moment: what was played, what was better, by how much."""
        key = "review.explain" if moment.unit == "points" else "review.explain_chance"
        return tr(key, turn=self.turn_of(moment.turn), who=self.who(moment.seat),
                  played=self.words(moment.turn, moment.played),
                  suggested=self.words(moment.turn, moment.suggested),
                  loss=loss_value(moment.loss, moment.unit))

    def reason(self, moment: Moment) -> str:
        """Why the better move is better, comparing the two (pt6b 7): the game's own
        comparison where it has one; else what each did at once, what the search saw at
        the end when that was alike, and the game's words for the better move."""
        moment = self._worded_now(moment)
        better_words = self._game_words(moment.reason, moment.reason_params)
        # quoted in the sentence: quotes inside the move's words become inner ones
        played = _inner_quotes(self.words(moment.turn, moment.played))
        better = _inner_quotes(self.words(moment.turn, moment.suggested))
        trade = self.trade(moment, played, better)
        if moment.compared:
            return " ".join(part for part in (better_words, trade) if part)
        if moment.alike_now:
            parts = [tr("review.now_alike", change=_change(moment.now_played))]
        else:
            parts = [tr("review.now_differ", played=played, better=better,
                        played_change=_change(moment.now_played),
                        better_change=_change(moment.now_better))]
        later = "review.later_alike" if moment.alike_now else "review.later"
        if trade:  # what comes later, with its figure: the sentence of the ends would
            parts.append(trade)  # say it twice, in a row too tall for the panel
        elif moment.unit == "points":
            parts.append(tr(later, played=played, better=better,
                            played_short=_margin(moment.played_value, "short"),
                            better_end=_margin(moment.suggested_value)))
        else:
            parts.append(tr(later + "_chance", played=played, better=better,
                            played_end=loss_value(moment.played_value, moment.unit),
                            better_end=loss_value(moment.suggested_value, moment.unit)))
        if better_words and (moment.reason != moment.played_reason
                             or moment.reason_params != moment.played_reason_params):
            parts.append(tr("review.why_better", better=better, why=better_words))
        return " ".join(parts)

    def trade(self, moment: Moment, played: str, better: str) -> str:
        """The trade in checkable terms, where the move played did as well or better at
        once and worse in the end (pt8a 2: a -11 on a move that won a 15-point trick, told
        only that "the cards it keeps served you better later"): the cards the better move
        keeps and what the rest of the game then brings on average; without the cards,
        the trade plainly; "" where the move played did less at once (the words before
        say so)."""
        if moment.now_played < moment.now_better - 1e-9:
            return ""
        kept = self.kept(moment.turn, moment.played, moment.suggested) if self.kept else []
        cards = _listed(kept)
        if moment.unit != "points":
            return tr("review.trade_kept_plain", better=better, kept=cards) if kept else ""
        # what the better move's game brings after this turn, above the one played: the
        # end's difference plus what the move played got at once and the better one not
        later = max(1, round(moment.loss + moment.now_played - moment.now_better))
        if kept:
            return tr("review.trade_kept", better=better, kept=cards, points=later)
        if moment.alike_now:
            return ""  # nothing kept, nothing done at once: the words before say it all
        return tr("review.trade_plain", played=played, better=better, points=later)

    def _worded_now(self, moment: Moment) -> Moment:
        """`moment` with its reasons asked of the game again at its position, so names in
        them ("red 6") are in the language shown now, not the review process's (which
        spoke English to a German player); as it came where the record is not at hand."""
        record = getattr(self.job, "record", None)
        if record is None or not self.job.game or self._states == []:
            return moment
        try:
            if self._states is None:
                self._states = positions(record)
            before = self._states[moment.turn - 1]
            rules = registry.rules(self.job.game)
            again = moment_at(rules, moment.turn, before, rules.parse_move(moment.played),
                              rules.parse_move(moment.suggested),
                              (moment.played_value, moment.suggested_value), moment.choices,
                              moment.unit)
        except Exception:  # a record the review read but this cannot: the words it sent
            log.exception("the review's reasons could not be worded again")
            self._states = []
            return moment
        return again

    def _game_words(self, key: str, params: dict[str, object]) -> str:
        """A reason in the game's catalog, or "" where the game has no such words."""
        full = f"{self.job.game}.{key}"
        return tr(full, **params) if key and has(full) else ""

    # --- rendering ---------------------------------------------------------------------
    def _build(self) -> None:
        key = (self.rect.size, current_language(), self.job.review is not None,
               self.job.error, self.chosen, self.first)
        if key == self._built_for:
            return
        self._built_for = key
        self._rows = []
        width = self.rect.w - self._px(16)
        review = self.job.review
        if self.job.error is not None:
            head = tr("review.failed")
        elif review is None:
            head = tr("review.working")
        elif not self.moments:
            head = tr("review.none", decisions=review.decisions)
        else:  # "click one" until one is chosen: then its words need the room
            head = tr("review.head" if self.chosen is None else "review.head_chosen",
                      count=len(self.moments), decisions=review.decisions)
        if review is not None and self.coached_count():
            head += " " + tr("review.coached", count=self.coached_count())
        self._head = _block(head, self._font(17), width, theme.GOLD)
        # every moment in two compact lines, the chosen one with its reason (pt6b 8: one
        # tall row at a time left the panel's room unused)
        rows = [self._row(index, moment, width)
                for index, moment in enumerate(self.moments)]
        reveal = self.chosen if self._reveal else None  # chosen, not scrolled away since
        if not self._lay(rows, reveal) and reveal is not None and self.first != reveal:
            self.first = reveal  # a chosen moment shows whole: the list starts at it
        if not self._lay(rows, reveal):
            self._head = None  # the head's words step aside for a tall row at 1024x700
            if not self._lay(rows, reveal) and reveal is not None:
                # still too tall: the two moves in one line, the reason a size smaller
                # (a chosen moment that did not fit showed nothing at all)
                rows[reveal] = self._row(reveal, self.moments[reveal], width, compact=True)
                self._lay(rows, reveal)
        self._last_first = self._wheel_end(rows)
        self._built_for = (*key[:-1], self.first)

    def _lay(self, rows: list[pygame.Surface], reveal: int | None) -> bool:
        """Place the rows from `first` down while they fit whole; whether the row `reveal`
        (if any) is among them."""
        self._rows = []
        head = self._head.get_height() if self._head is not None else 0
        y = self.rect.y + self._px(8) + head + self._px(34)
        for surface in rows[self.first:]:
            rect = pygame.Rect(self.rect.x + self._px(8), y, surface.get_width(),
                               surface.get_height())
            if rect.bottom > self.rect.bottom:
                break
            self._rows.append((rect, surface))
            y = rect.bottom + self._px(6)
        return reveal is None or self.first <= reveal < self.first + len(self._rows)

    def _wheel_end(self, rows: list[pygame.Surface]) -> int:
        """The first moment shown when the list is scrolled to its end: the smallest from
        which all the rest fit below the head and the bar."""
        head = self._head.get_height() if self._head is not None else 0
        room = self.rect.bottom - (self.rect.y + self._px(8) + head + self._px(34))
        used = 0
        for index in range(len(rows) - 1, -1, -1):
            used += rows[index].get_height() + self._px(6)
            if used - self._px(6) > room:
                return min(len(rows) - 1, index + 1)
        return 0

    def _row(self, index: int, moment: Moment, width: int,
             compact: bool = False) -> pygame.Surface:
        """One moment's row: its number, turn, who and loss, the two moves, and for the
        chosen moment why; every line whole, wrapped to the panel's width (never cut
        mid-sentence, pt4b 15)."""
        first = tr("review.row" if moment.unit == "points" else "review.row_chance",
                   number=index + 1, turn=self.turn_of(moment.turn),
                   who=self.who(moment.seat), loss=loss_value(moment.loss, moment.unit))
        played = self.words(moment.turn, moment.played)
        suggested = self.words(moment.turn, moment.suggested)
        parts = [_block(first, self._font(16), width, theme.TEXT)]
        if index == self.chosen and not compact:  # the table's legend (pt8a 5)
            parts += [self._marked(tr("review.legend_played", played=played), False, width),
                      self._marked(tr("review.legend_better", suggested=suggested), True,
                                   width)]
        else:
            parts.append(_block(tr("review.row_moves", played=played, suggested=suggested),
                                self._font(14), width, theme.TEXT_DIM))
        # why the better move is better (playtest pt1, 28), for the moment chosen
        reason = self.reason(moment) if index == self.chosen else ""
        if reason:
            parts.append(_block(reason, self._font(13 if compact else 14), width,
                                theme.TEXT_DIM))
        surface = pygame.Surface((width, sum(p.get_height() + 2 for p in parts) + 4),
                                 pygame.SRCALPHA)
        y = 2
        for part in parts:
            surface.blit(part, (0, y))
            y += part.get_height() + 2
        return surface

    def _marked(self, text: str, better: bool, width: int) -> pygame.Surface:
        """One move of the chosen moment with the mark it has on the table before it: a
        red frame for the move played, a dashed gold one for the better move."""
        mark = pygame.Rect(0, 0, self._px(12), self._px(16))
        words = _block(text, self._font(14), width - mark.w - self._px(8), theme.TEXT)
        surface = pygame.Surface((width, max(words.get_height(), mark.h + 2)),
                                 pygame.SRCALPHA)
        mark.top = 2
        if better:
            _dashed_rect(surface, theme.GOLD, mark, 2)
        else:
            pygame.draw.rect(surface, theme.DANGER, mark, 2, border_radius=2)
        surface.blit(words, (mark.right + self._px(8), 0))
        return surface

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        self._build()
        pygame.draw.rect(surface, theme.CONTROL, self.rect, border_radius=8)
        head = self._head.get_height() if self._head is not None else 0
        if self._head is not None:
            surface.blit(self._head, (self.rect.x + self._px(8), self.rect.y + self._px(8)))
        bar = pygame.Rect(self.rect.x + self._px(8), self.rect.y + self._px(14) + head,
                          self.rect.w - self._px(16), self._px(12))
        share = 1.0 if self.job.review is not None else self.job.progress.share
        pygame.draw.rect(surface, theme.CONTROL_BORDER, bar, border_radius=6)
        done = bar.copy()
        done.w = round(bar.w * share)
        if done.w:
            pygame.draw.rect(surface, theme.GOLD, done, border_radius=6)
        for index, (rect, rendered) in enumerate(self._rows, self.first):
            if index == self.chosen:
                pygame.draw.rect(surface, theme.SELECTED, rect.inflate(8, 4), border_radius=6)
                pygame.draw.rect(surface, theme.GOLD, rect.inflate(8, 4), 2, border_radius=6)
            elif rect.collidepoint(mouse):
                pygame.draw.rect(surface, theme.CONTROL_HOVER, rect.inflate(8, 4),
                                 border_radius=6)
            surface.blit(rendered, rect)

    def row_rects(self) -> list[pygame.Rect]:
        """Where the moments' rows are (tests click there)."""
        self._build()
        return [rect for rect, _ in self._rows]


def _inner_quotes(words: str) -> str:
    """A move's words ("„Uranus“ legen") set inside the sentence's quotes: its own become
    the inner kind ("‚Uranus‘ legen"), never two of a kind side by side."""
    return words.translate(INNER_QUOTES)


INNER_QUOTES = str.maketrans({"\u201e": "\u201a", "\u201c": "\u2018", "\u201d": "\u2019"})


def _change(points: float) -> str:
    """What a move did to its mover's score at once, in words."""
    whole = round(points)
    if whole == 0:
        return tr("review.change_none")
    return tr("review.change", points=f"+{whole}" if whole > 0 else f"\u2212{-whole}")


def _listed(names: Sequence[str]) -> str:
    """Names in a sentence: "Sun", "Sun and Moon", "Sun, Moon and Mars"."""
    if len(names) < 2:
        return "".join(names)
    return tr("review.and", first=", ".join(names[:-1]), last=names[-1])


def _margin(points: float, kind: str = "margin") -> str:
    """A final margin over the best other seat, in words ("3 points ahead of the best
    rival"; the `short` kind, said second, "3 ahead")."""
    whole = round(points)
    if whole == 0:
        return tr(f"review.{kind}_level")
    return tr(f"review.{kind}_ahead" if whole > 0 else f"review.{kind}_behind",
              points=abs(whole))


def _block(text: str, size: int, width: int, colour: theme.Color) -> pygame.Surface:
    """`text` wrapped to `width`, every line of it, as one surface."""
    rendered = [theme.render(line, "text", size, colour)
                for line in theme.wrap(text, "text", size, width)] or \
        [theme.render(" ", "text", size, colour)]
    surface = pygame.Surface((width, sum(s.get_height() for s in rendered)), pygame.SRCALPHA)
    y = 0
    for line in rendered:
        surface.blit(line, (0, y))
        y += line.get_height()
    return surface


def paint_ghosts(surface: pygame.Surface, ghosts: Sequence[tuple[str, pygame.Rect, bool]],
                 painter: Any, frame: Any) -> None:
    """A chosen moment on the table (pt6b 8: the played card and the better one both stood
    in the row as real cards, "as if two cards were played"): the move played as it was
    played, a card framed red; the better move a faint face in a dashed gold outline, or
    where the move played put its card on the same place, only a dashed gold outline
    around that card. No word lies on the table (pt8a 5: "played" tags covered the cards'
    art and values, the better move's name the slots' headers): the panel's legend names
    both moves beside their marks (`ReviewPanel`)."""
    played = [rect for _code, rect, better in ghosts if not better]
    width = max(2, round(3 * frame.scale))
    for code, rect, better in ghosts:
        if not better:
            surface.blit(painter.face(code, rect.size), rect)
            pygame.draw.rect(surface, theme.DANGER, rect.inflate(6, 6), 3, border_radius=8)
        elif any(rect.colliderect(other) for other in played):
            # the place holds the card played: the better card is named in the legend
            _dashed_rect(surface, theme.GOLD, rect.inflate(16, 12), width)
        else:
            card = painter.face(code, rect.size).copy()
            card.set_alpha(80)  # a ghost: the place under it still reads as empty
            surface.blit(card, rect)
            _dashed_rect(surface, theme.GOLD, rect.inflate(6, 6), width)


def _dashed_rect(surface: pygame.Surface, colour: theme.Color, rect: pygame.Rect,
                 width: int) -> None:
    """An outline of dashes: a place a card could have gone, not a card."""
    dash = max(6, 3 * width)
    for x in range(rect.left, rect.right, 2 * dash):
        end = min(x + dash, rect.right)
        pygame.draw.line(surface, colour, (x, rect.top), (end, rect.top), width)
        pygame.draw.line(surface, colour, (x, rect.bottom - 1), (end, rect.bottom - 1), width)
    for y in range(rect.top, rect.bottom, 2 * dash):
        end = min(y + dash, rect.bottom)
        pygame.draw.line(surface, colour, (rect.left, y), (rect.left, end), width)
        pygame.draw.line(surface, colour, (rect.right - 1, y), (rect.right - 1, end), width)
