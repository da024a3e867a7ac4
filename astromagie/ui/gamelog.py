"""The game log beside the table: every turn and every trick in words, scrollable.

`describe_turns(game, names)` is the pure part: it replays the game's history
on a copy of the deal to learn who moved when and turns each turn into a
sentence in the current language ("Vega played Leo on 3 and Fire on 2",
"Orion discarded Moon", "Ada wins the trick: 8 points"). `GameLogPanel` draws
those lines; it keeps the replay and the rendered lines between turns, so
`set_game` after every turn only does the new turn's work, and re-renders
once when the language changes.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from astromagie.games.astromagie.engine import Game
from astromagie.games.astromagie.view.words import (
    DISCARD,
    OVER,
    PLAY,
    SKIP,
    TRICK,
    UNDO,
    Entry,
    after_turn,
    card_name,
    format_entry,
    skipped_seats,
)
from astromagie.i18n import current_language, tr
from astromagie.look import theme
from astromagie.ui.widgets import ScrollBarStyle, ScrollView

SCROLL_BAR = ScrollBarStyle(theme.CONTROL, theme.PANEL_BORDER, radius=2)


class TurnLog:
    """The entries of a game, kept up to date one turn at a time."""

    def __init__(self) -> None:
        self.entries: list[Entry] = []
        self._replica: Game | None = None
        self._source: tuple | None = None
        # turns taken back: (moves in the game when it happened, the seat), in order
        self.undos: list[tuple[int, int]] = []

    def update(self, game: Game) -> int | None:
        """Catch up with `game`; returns the index of the first changed entry, or None."""
        source = (game.deck, game.num_players, game.first_player, game.variants)
        replica = self._replica
        history = game.history
        first: int | None = None
        if (replica is None or source != self._source or len(history) < len(replica.history)
                or history[:len(replica.history)] != replica.history or self.undos):
            # (with turns taken back the log is read again from the deal: it is short)
            replica = Game.from_deck(game.deck, game.num_players, game.first_player,
                                     game.variants)
            self._replica, self._source, self.entries = replica, source, []
            first = 0
        entries = self.entries
        if len(history) == len(replica.history) and first is None:
            return None
        if entries and entries[-1].kind == OVER:  # cannot happen in a real game; be safe
            entries.pop()
        if first is None:
            first = len(entries)
        for move in history[len(replica.history):]:
            self._undos_at(len(replica.history))
            seat = replica.current_player
            tricks = len(replica.tricks)
            replica.apply(move)
            entries.append(Entry(DISCARD if move.is_discard else PLAY, (seat,), move))
            entries.extend(after_turn(seat, replica, replica.tricks[tricks:]))
        self._undos_at(len(replica.history))
        if replica.is_over():
            winners = tuple(replica.winners())
            entries.append(Entry(OVER, winners, points=replica.scores[winners[0]]))
        return first


    def _undos_at(self, made: int) -> None:
        self.entries.extend(Entry(UNDO, (seat,)) for at, seat in self.undos if at == made)


def describe_turns(game: Game, names: Sequence[str], you: int | None = None) -> list[str]:
    """Every turn and trick of `game` so far as sentences in the current language."""
    log = TurnLog()
    log.update(game)
    return [format_entry(entry, names, you) for entry in log.entries]


def _colour(kind: str) -> theme.Color:
    return {PLAY: theme.TEXT, DISCARD: theme.TEXT_DIM, TRICK: theme.GOLD,
            OVER: theme.GOLD, SKIP: theme.TEXT_DIM, UNDO: theme.ACCENT}[kind]


class GameLogPanel:
    """A scrollable panel of the game's turns, newest at the bottom."""

    SCROLL_LINES = 3  # lines per wheel notch

    def __init__(self, rect: pygame.Rect | Sequence[int], font_size: int | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self._font_size_fixed = font_size
        self._log = TurnLog()
        self._names: tuple[str, ...] = ()
        self._you: int | None = None  # the seat told in the second person
        self._lines: list[list[tuple[int, pygame.Surface]]] = []  # (indent, line) per entry
        self._title: pygame.Surface | None = None
        self._empty: pygame.Surface | None = None
        self._lang = ""
        self._rendered_width = -1
        self.view = ScrollView(SCROLL_BAR, from_bottom=True)  # offset: up from the newest line
        self._apply_rect()

    # --- layout -----------------------------------------------------------

    def set_rect(self, rect: pygame.Rect | Sequence[int]) -> None:
        rect = pygame.Rect(rect)
        if rect != self.rect:
            self.rect = rect
            self._apply_rect()

    def _apply_rect(self) -> None:
        if self._font_size_fixed is not None:
            self.font_size = self._font_size_fixed
        else:  # about 16 px at 1280x800, growing with the window
            screen = pygame.display.get_surface()
            size = screen.get_size() if screen is not None else theme.REFERENCE
            self.font_size = max(12, round(theme.SMALL_SIZE * theme.scale(size)))
        self.pad = max(6, self.font_size // 2)
        self.line_height = theme.font("text", self.font_size).get_linesize()
        self._invalidate()

    def _invalidate(self) -> None:
        self._lines = []
        self._title = None
        self._empty = None

    @property
    def content_rect(self) -> pygame.Rect:
        title_h = self.line_height + self.pad
        return pygame.Rect(self.rect.x + self.pad, self.rect.y + self.pad + title_h,
                           max(1, self.rect.w - 2 * self.pad),
                           max(1, self.rect.h - 2 * self.pad - title_h))

    # --- content ----------------------------------------------------------

    def set_game(self, game: Game, names: Sequence[str], you: int | None = None) -> None:
        """Show `game` (call after every turn; only new turns cost anything).

        `you`: the seat of the person at the screen, told in the second person."""
        names = tuple(names)
        if names != self._names or you != self._you:
            self._names = names
            self._you = you
            self._invalidate()
        first = self._log.update(game)
        if first is not None:
            del self._lines[first:]
            self.view.jump(0)  # show the newest turn

    def note_undo(self, made: int, seat: int) -> None:
        """`seat` took their last turn back, to the position after `made` moves."""
        self._log.undos.append((made, seat))

    @property
    def entries(self) -> list[Entry]:
        return self._log.entries

    def texts(self) -> list[str]:
        """The sentences shown, in order (for tests and accessibility)."""
        return [format_entry(e, self._names, self._you) for e in self._log.entries]

    def _render(self) -> None:
        """Bring the cached surfaces up to date: language, width and new entries."""
        width = self.content_rect.w
        if current_language() != self._lang or width != self._rendered_width:
            self._lang = current_language()
            self._rendered_width = width
            self._invalidate()
        if self._title is None:
            self._title = theme.render(tr("log.title"), "bold", self.font_size, theme.GOLD)
            self._empty = theme.render(tr("log.empty"), "text", self.font_size, theme.TEXT_DIM)
        for entry in self._log.entries[len(self._lines):]:
            text = format_entry(entry, self._names, self._you)
            role = "bold" if entry.kind == OVER else "text"
            indent = self.pad  # continuation lines are indented: one entry reads as one
            wrapped = theme.wrap(text, role, self.font_size, width - indent)
            self._lines.append([(0 if i == 0 else indent,
                                 theme.render(line, role, self.font_size, _colour(entry.kind)))
                                for i, line in enumerate(wrapped)])

    def _content_height(self) -> int:
        return sum(len(lines) for lines in self._lines) * self.line_height

    def _sync(self) -> None:
        """Render what is new and tell the scroll view the content's height and place."""
        self._render()
        content = self.content_rect
        width = max(3, self.pad // 2)
        self.view.configure(
            content, self._content_height(),
            pygame.Rect(self.rect.right - width - 1, content.top, width, content.h),
            line=self.line_height, page=content.h, wheel=self.SCROLL_LINES * self.line_height,
            min_thumb=12, wheel_area=self.rect)

    @property
    def scroll(self) -> int:
        """Pixels scrolled up from the newest line."""
        return round(self.view.offset)

    def max_scroll(self) -> int:
        self._sync()
        return self.view.max_offset()

    # --- input and drawing ------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Mouse wheel over the panel scrolls; returns True if the event was used."""
        if event.type != pygame.MOUSEWHEEL:
            return False
        self._sync()
        return self.view.handle_event(event)

    def scroll_by(self, pixels: int) -> None:
        """Positive: towards older turns."""
        self._sync()
        self.view.scroll_by(pixels)

    def draw(self, surface: pygame.Surface) -> None:
        self._sync()
        theme.rounded_panel(surface, self.rect)
        content = self.content_rect
        if self._title is not None:
            surface.blit(self._title, (self.rect.x + self.pad, self.rect.y + self.pad))
        if not self._lines:
            if self._empty is not None:
                surface.blit(self._empty, content.topleft)
            return
        y = self.view.content_y()
        old_clip = surface.get_clip()
        surface.set_clip(content.clip(old_clip) if old_clip else content)
        for lines in self._lines:
            for indent, line in lines:
                # whole lines only: a line cut in half at the panel's edge reads as garbage
                # (playtest F10); the gap it leaves is less than a line
                if y >= content.top - 1 and y + line.get_height() <= content.bottom + 1:
                    surface.blit(line, (content.x + indent, y))
                y += self.line_height
        surface.set_clip(old_clip)
        self.view.draw_bar(surface)


__all__ = ["DISCARD", "OVER", "PLAY", "SKIP", "TRICK", "UNDO", "Entry", "GameLogPanel", "TurnLog",
           "card_name", "describe_turns", "format_entry", "skipped_seats"]
