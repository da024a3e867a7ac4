"""The rules screen: a game's rule book in the player's language, with drawn examples.

Every game's rule book is written as data (`GameInfo.rule_book`: sections with their
rule IDs, words in the game's catalog, worked examples as rows of card codes drawn
with the game's own card faces, and examples the game's view draws itself, such as
Astromagie's scored rows, whose points its rules compute) and shown by this one page:
`push_scene("rules", "SR5", "solar-republic")`. Every text and picture is rendered
once per window size or language into a list of blocks; a frame only blits the blocks
that are in view. Scrolling: mouse wheel, arrow keys, Page Up/Down, Home/End, Space,
dragging the scroll bar or clicking its track; Esc or the back button return to the
scene below.

The margin names the rule IDs that the table cites when it refuses a move (a note at
the end of the page says so); the route takes a rule and opens the page at the passage
stating it, framed for a moment. The decisions an edition adds to the original game,
and its variants, are marked as additions. A contents list at the top links to every
section.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from astromagie import i18n
from astromagie.i18n import tr
from astromagie.look import theme
from astromagie.ui.scene import EVERY_FRAME, Scene
from astromagie.ui.widgets import Button, ScrollBarStyle, ScrollView, T
from astromagie.ui.widgets.rulebook_page import Block, RuleBookPage

if TYPE_CHECKING:
    from astromagie.ui.scene import Services

# The words of a rule book page that are the host's, not the game's.
RULE_BOOK_KEYS = ("rules.title_of", "rules.contents", "rules.back", "rules.addition",
                  "rules.additions_title", "rules.rule_numbers_any", "rules.to_contents",
                  "rules.margin_codes")
RULE_HIGHLIGHT_SECONDS = 2.5  # how long the passage opened from the table stays framed

SCROLL_SPEED = 14.0  # how fast the view catches up with the scroll target (1/s)
SCROLL_BAR = ScrollBarStyle(theme.CONTROL, theme.CONTROL_BORDER, dragged=theme.GOLD)


class RulesScene(Scene):
    """The rule book: fixed header with the title, language switch and back button."""

    def __init__(self, app: Services, rule: str | None, game: str) -> None:
        super().__init__(app)
        self.game = game
        self.size: tuple[int, int] = app.size
        # the rule the table asked about (a refusal's "R6"): opened there and framed a moment
        self.rule = rule
        self.rule_anchors: dict[str, pygame.Rect] = {}  # rule -> page rect of its passage
        self.rule_headings: dict[str, int] = {}  # rule -> page y of its section's heading
        self.highlight = RULE_HIGHLIGHT_SECONDS if rule is not None else 0.0
        # the page y at the top of the view: wheel, keys, contents links and the scroll bar
        self.scroller = ScrollView(SCROLL_BAR, glide=SCROLL_SPEED, draggable=True)
        self.blocks: list[Block] = []
        self.page_height = 0
        # Every text currently rendered: (catalog key, params, the string) for tests and checks.
        self.texts: list[tuple[str, dict[str, object], str]] = []
        self.view = pygame.Rect(0, 0, 0, 0)  # where the page is shown on screen
        self.title: pygame.Surface | None = None
        # The table of contents: page rect of each entry -> page y of its heading.
        self.links: list[tuple[pygame.Rect, str]] = []
        self.back_links: list[tuple[pygame.Rect, str]] = []  # "↑ Contents" at each heading
        self.hover_at: tuple[int, int] = (-1, -1)  # where the mouse last moved (screen)
        self.anchors: dict[str, int] = {}
        self.words_at: dict[int, str] = {}  # page y of each part of a body -> its line
        self.gutter_width = 0
        self.hover_link: str | None = None
        self._leave = False
        self._switch_to: str | None = None
        self.back_button = Button(T("rules.back"), self._request_back, hotkey=pygame.K_ESCAPE)
        self.lang_button = Button(self._other_language_name, self._request_switch,
                                  style="ghost")
        self._built_for: tuple[tuple[int, int], str] | None = None

    # -- lifecycle ------------------------------------------------------------------
    def enter(self) -> None:
        self.rebuild()
        if self.rule is not None:
            self.show_rule(self.rule)

    def show_rule(self, rule: str) -> None:
        """Open the page at the passage of `rule` (at once: the player asked for just that):
        its section's heading the first line in view when the passage starts in the upper
        half below it (pt4b 16: the heading stood just above the view), else the passage
        at the top."""
        rect = self.rule_anchors.get(rule)
        if rect is None:
            return
        heading = self.rule_headings.get(rule)
        if heading is not None and rect.y - heading <= self.view.h // 2:
            self.scroller.jump(heading - self._px(6))  # as a contents link opens it
        else:
            self.scroller.jump(rect.y - self._px(20))  # room above for the frame

    def resume(self) -> None:
        if self._built_for != (self.size, i18n.current_language()):
            self.rebuild()

    def on_resize(self, size: tuple[int, int]) -> None:
        ratio = self.scroll / self.page_height if self.page_height else 0.0
        self.size = (int(size[0]), int(size[1]))
        self.rebuild()
        # keep roughly the same passage in view after the page reflowed
        self.scroller.jump(ratio * self.page_height)

    def on_language(self, lang: str) -> None:
        ratio = self.scroll / self.page_height if self.page_height else 0.0
        self.rebuild()
        self.scroller.jump(ratio * self.page_height)

    # -- input (records what the player asked for) -------------------------------------
    def _request_back(self) -> None:
        self._leave = True

    def _request_switch(self) -> None:
        self._switch_to = self._other_language()

    def _other_language(self) -> str:
        langs = i18n.LANGUAGES
        return langs[(langs.index(i18n.current_language()) + 1) % len(langs)]

    def _other_language_name(self) -> str:
        other = self._other_language()
        # Each language is offered in its own name, so a player who can't read the
        # current one still finds theirs.
        return i18n.load_catalog(other).get(f"lang.{other}") or tr(f"lang.{other}")

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.back_button.handle_event(event) or self.lang_button.handle_event(event):
            return
        if event.type == pygame.KEYDOWN:
            if not self.scroller.key(event.key) and event.key == pygame.K_BACKSPACE:
                self._leave = True
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            link = self.link_at(event.pos)
            if link is not None:
                self.jump_to(link)
                return
        if self.scroller.handle_event(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover_link, self.hover_at = self.link_at(event.pos), event.pos

    def _page_point(self, pos: tuple[int, int]) -> tuple[int, int]:
        return pos[0] - self.view.x, pos[1] - self.view.y + round(self.scroll)

    def link_at(self, pos: tuple[int, int]) -> str | None:
        """The heading key of the contents entry under the screen point `pos`, if any."""
        if not self.view.collidepoint(pos):
            return None
        page_pos = self._page_point(pos)
        for rect, key in (*self.links, *self.back_links):
            if rect.collidepoint(page_pos):
                return key
        return None

    def jump_to(self, heading_key: str) -> None:
        """Glide to the section with that heading."""
        self.scroller.scroll_to(self.anchors.get(heading_key, 0) - self._px(6))

    def scroll_by(self, dy: float) -> None:
        self.scroller.scroll_by(dy)

    @property
    def scroll(self) -> float:
        """The page y shown at the top of the view."""
        return self.scroller.offset

    @scroll.setter
    def scroll(self, value: float) -> None:
        self.scroller.offset = self.scroller.clamp(value)

    @property
    def target(self) -> float:
        """The page y the view is gliding to."""
        return self.scroller.target

    @target.setter
    def target(self, value: float) -> None:
        self.scroller.target = self.scroller.clamp(value)

    # -- per frame --------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self._switch_to is not None:
            lang, self._switch_to = self._switch_to, None
            i18n.set_language(lang)  # every scene re-renders; the app saves the choice
            if self._built_for != (self.size, i18n.current_language()):
                self.rebuild()  # not on a stack (tests): nobody told us
        if self._leave:
            self._leave = False
            if self in self.app.stack:
                self.app.stack.pop()
            return
        self.scroller.update(dt)
        self.highlight = max(0.0, self.highlight - dt)

    def wake_in(self) -> float | None:
        """Frames while the page glides or a followed link's highlight fades."""
        if self._switch_to is not None or self._leave or self.highlight > 0:
            return EVERY_FRAME
        return self.scroller.wake_in()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.backdrop(surface.get_size()), (0, 0))
        panel = self.view.inflate(self._px(32), self._px(16))
        panel.width += self._px(12)  # room for the scroll bar inside the panel
        theme.rounded_panel(surface, panel)
        if self.title is not None:
            surface.blit(self.title, self.title.get_rect(
                midleft=(self.view.x, self.header_rect().centery)))
        self.lang_button.draw(surface)
        self.back_button.draw(surface)
        top = round(self.scroll)
        old_clip = surface.get_clip()
        surface.set_clip(self.view.clip(old_clip) if old_clip else self.view)
        for block in self.blocks:
            x, y = block.pos
            h = block.surface.get_height()
            if y + h < top or y > top + self.view.h:
                continue
            surface.blit(block.surface, (self.view.x + x, self.view.y + y - top))
        for rect, key in (*self.links, *self.back_links):  # underline the link under the mouse
            if key == self.hover_link and rect.collidepoint(self._page_point(self.hover_at)):
                r = rect.move(self.view.x, self.view.y - top)
                pygame.draw.line(surface, theme.ACCENT, (r.x, r.bottom - 1),
                                 (r.right, r.bottom - 1))
        passage = self.rule_anchors.get(self.rule or "")
        if self.highlight > 0 and passage is not None:
            r = passage.move(self.view.x, self.view.y - top).inflate(self._px(12), self._px(8))
            pygame.draw.rect(surface, theme.GOLD, r, max(2, self._px(3)),
                             border_radius=self._px(8))
        surface.set_clip(old_clip)
        self.scroller.draw_bar(surface)

    # -- geometry ---------------------------------------------------------------------
    def _px(self, value: float) -> int:
        return theme.px(value, self.size)

    def _line_step(self) -> int:
        return self._px(theme.BODY_SIZE * 2)

    def header_rect(self) -> pygame.Rect:
        return pygame.Rect(0, 0, self.size[0], self._px(86))

    def max_scroll(self) -> int:
        return self.scroller.max_offset()

    def track_rect(self) -> pygame.Rect:
        return self.scroller.track

    def thumb_rect(self) -> pygame.Rect | None:
        """The scroll bar's handle, or None when the page fits without scrolling."""
        return self.scroller.thumb_rect()

    def _layout(self) -> None:
        w, h = self.size
        header = self.header_rect()
        column = min(self._px(940), w - self._px(120))
        left = (w - column) // 2 - self._px(10)
        self.view = pygame.Rect(left, header.bottom + self._px(8), column,
                                h - header.bottom - self._px(30))
        scale = theme.scale(self.size)
        bw, bh = self._px(150), self._px(theme.CONTROL_HEIGHT)
        self.back_button.place(pygame.Rect(self.view.right - bw, header.centery - bh // 2, bw, bh),
                               scale)
        self.lang_button.place(pygame.Rect(self.back_button.rect.x - bw - self._px(theme.GAP),
                                           header.centery - bh // 2, bw, bh), scale)

    # -- rendering (once per size and language) ------------------------------------------
    def rebuild(self) -> None:
        """Lay out and render the header and the whole page for the current size/language."""
        self._layout()
        self.texts = []
        name = tr(f"{self.game}.game.name")
        text = tr("rules.title_of", game=name)
        room = self.lang_button.rect.x - self.view.x - self._px(16)  # a long name shrinks
        size = theme.fit_font_size(text, "bold", self._px(38), max(40, room),
                                   min_size=self._px(20))
        self.title = self._render_line("rules.title_of", {"game": name}, "bold", size,
                                       theme.GOLD)
        self.back_button.refresh()
        self.lang_button.refresh()
        self.texts.append(("rules.back", {}, self.back_button.text))
        page = RuleBookPage(self.game, self.view.w, self.size)
        self.page_height = page.build()
        self.texts.extend(page.texts)
        self.blocks, self.links, self.anchors = page.blocks, page.links, page.anchors
        self.back_links = page.back_links
        self.rule_anchors, self.words_at = page.rule_anchors, page.words_at
        self.rule_headings = page.rule_headings
        self.gutter_width = page.gutter()  # the margin where rule IDs stand
        line = self._line_step()
        self.scroller.configure(
            self.view, self.page_height,
            pygame.Rect(self.view.right + self._px(10), self.view.y, self._px(10), self.view.h),
            line=line, page=self.view.h - line, wheel=3 * line, min_thumb=self._px(40))
        self._built_for = (self.size, i18n.current_language())

    def _render_line(self, key: str, params: dict[str, object], role: str, size: int,
                     colour: theme.Color) -> pygame.Surface:
        text = tr(key, **params)
        self.texts.append((key, params, text))
        return theme.render(text, role, size, colour)

    # -- for tests and the smoke test -----------------------------------------------------
    def rendered_strings(self) -> list[str]:
        """Every string currently rendered on this screen."""
        return [text for _key, _params, text in self.texts] + [self.lang_button.text]
