"""The pause / quit dialog, drawn over the table (Esc at the table opens it).

Continue (or Esc again) returns to the game; the player may also look at the
rules or the settings, go back to the title, or quit the program. The game is
autosaved after every turn, so the dialog says so instead of asking to save; over a
table that does not save (a lesson), it says nothing about saving.

Its buttons stand where they stood the last time, whatever the turn, the language or the
words above them (the playtest saw them jump between openings): the words get a fixed
room of TEXT_LINES lines, "Take my turn back" is always there over a table (greyed when
there is no turn to take back) and the panel's top is placed for the fullest dialog.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from astromagie.host import registry
from astromagie.i18n import tr
from astromagie.look import theme
from astromagie.ui.widgets import Button, MenuScene, T, column

if TYPE_CHECKING:
    from astromagie.ui.scene import Services

TEXT_LINES = 3  # the room the words over the buttons have, in every language
BUTTONS = ("continue", "undo", "rules", "settings", "to_title", "quit")


class PauseScene(MenuScene):
    """An overlay: the table stays visible, dimmed, underneath."""

    opaque = False
    backdrop = False

    def __init__(self, app: Services, saved: bool = True) -> None:
        super().__init__(app)
        self.saved = saved
        self._panel = pygame.Rect(0, 0, 0, 0)
        self._texts: list[tuple[pygame.Surface, tuple[int, int]]] = []

    def build(self) -> None:
        add = self.add
        add(Button(T("pause.continue"), self.back, style="primary", wid="continue"))
        if self._undo_below() is not None:  # a table where a turn may be taken back
            undo = Button(T("pause.undo"), self.undo, wid="undo", hotkey=pygame.K_u)
            add(undo)
            # there, but greyed without a turn to take back: the buttons under it stay put
            undo.set_enabled(self._table_below() is not None)
        game = self._game_below()
        if game is not None and registry.has_rule_book(game):
            add(Button(T("menu.rules"), self.open_rules, wid="rules"))
        add(Button(T("menu.settings"), self.open_settings, wid="settings"))
        add(Button(T("pause.to_title"), self.to_title, wid="to_title"))
        add(Button(T("pause.quit_app"), self.app.quit, style="danger", wid="quit",
                   hotkey=pygame.K_q))

    def _scene_below(self) -> Any:
        scenes = self.app.stack.scenes
        if self in scenes:
            at = scenes.index(self)
            return scenes[at - 1] if at else None
        return scenes[-1] if scenes else None

    def _game_below(self) -> str | None:
        """The game of the table under this dialog (None if it says none)."""
        config = getattr(self._scene_below(), "config", None)
        game = getattr(config, "game", None)
        return game if isinstance(game, str) else None

    def _undo_below(self) -> Any:
        """The scene under this dialog if it is a table that can take turns back at all."""
        below = self._scene_below()
        return below if callable(getattr(below, "can_undo", None)) else None

    def _table_below(self) -> Any:
        """The scene under this dialog, if it is a table with a turn to take back.

        Found by what it can do, not by its class: the dialog imports no scene."""
        below = self._scene_below()
        can_undo = getattr(below, "can_undo", None)
        return below if callable(can_undo) and can_undo() else None

    def promises_save(self) -> bool:
        """Whether the dialog may say the game is saved: the caller says so, and the table
        underneath saves (a guided game that would replace an unfinished one does not)."""
        saver = getattr(self._scene_below(), "saver", None)
        return self.saved and bool(getattr(saver, "enabled", True))

    def undo(self) -> None:
        table = self._table_below()
        self.back()
        if table is not None:
            table.undo_last_turn()

    def open_rules(self) -> None:
        self.app.push_scene("rules", None, self._game_below())

    def open_settings(self) -> None:
        self.app.push_scene("settings")

    def to_title(self) -> None:
        self.app.back_to_title()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        px = self.px
        bw, bh, gap = px(340), px(theme.BUTTON_HEIGHT - 4), px(12)
        ids = tuple(wid for wid in BUTTONS if any(widget.id == wid for widget in
                                                  self.form.widgets))
        title = theme.render(tr("pause.title"), "bold", px(theme.HEADING_SIZE + 4), theme.GOLD)
        saved = self.promises_save()
        # unsaved (a lesson over a saved game, a demo): it says so, where a blank gap
        # stood (pt11a 9)
        lines = [tr("pause.quit_question"), tr("pause.saved_note")] if saved else \
            [tr("pause.not_saved")]
        wrap_w = px(560)
        text_lines: list[str] = []
        for line in lines:
            text_lines += theme.wrap(line, "text", px(theme.BODY_SIZE - 2), wrap_w)
        if len(text_lines) > TEXT_LINES:  # never more than the room: the last line fitted
            text_lines[TEXT_LINES - 1:] = [" ".join(text_lines[TEXT_LINES - 1:])]
        line_h = px(28)
        head_h = title.get_height() + px(16) + TEXT_LINES * line_h + px(22)
        # placed for the fullest dialog (every button): the same top whatever is shown
        fullest_h = head_h + len(BUTTONS) * (bh + gap) - gap
        content_h = head_h + len(ids) * (bh + gap) - gap
        panel_w = max(bw, wrap_w) + px(80)
        self._panel = pygame.Rect((w - panel_w) // 2, max(px(8), (h - fullest_h) // 2 - px(32)),
                                  panel_w, content_h + px(64))
        y = self._panel.y + px(32)
        self._texts = [(title, (w // 2 - title.get_width() // 2, y))]
        y += title.get_height() + px(16)
        text_top = y
        for line in text_lines:
            surf = theme.render_fit(line, "text", px(theme.BODY_SIZE - 2), wrap_w, theme.TEXT)
            self._texts.append((surf, (w // 2 - surf.get_width() // 2, y)))
            y += line_h
        y = text_top + TEXT_LINES * line_h + px(22)
        for wid, rect in zip(ids, column(w // 2 - bw // 2, y, bw, [bh] * len(ids), gap),
                             strict=True):
            self.place(self.form.get(wid), rect)

    def draw_content(self, surface: pygame.Surface) -> None:
        theme.shade(surface)
        px = self.px
        theme.rounded_panel(surface, self._panel.move(0, px(6)), (0, 0, 0, 90), None,
                            px(theme.RADIUS + 8))
        theme.rounded_panel(surface, self._panel, (20, 24, 60, 245), theme.GOLD,
                            px(theme.RADIUS + 8), 2)
        for surf, pos in self._texts:
            surface.blit(surf, pos)
