"""The rules screen: the whole rule book in the player's language, with drawn example rows.

The text comes from the `rules.*` catalog keys in the order of `CONTENT`; the
example rows are real card pictures and their points are computed by the
engine (`score_row`), so the screen can never disagree with the game. Every
text and picture is rendered once per window size or language into a list of
blocks; a frame only blits the blocks that are in view. Scrolling: mouse
wheel, arrow keys, Page Up/Down, Home/End, Space, dragging the scroll bar or
clicking its track; Esc or the back button return to the scene below.

The margin names the rule numbers (R1-R16, V1-V2) that the table cites when it
refuses a move (a note at the end of the page says so); the route "rules" takes a
rule (`push_scene("rules", "R6")`) and opens the page at that passage, framed for a
moment. The decisions this edition adds to the original game, and its variants, are
marked as additions.

Every other game's rule book is written as data (`GameInfo.rule_book`: sections with
their rule IDs, words in the game's catalog, worked examples as rows of card codes
drawn with the game's own card faces) and shown by the same page:
`push_scene("rules", "SR5", "solar-republic")`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from astromagie import i18n
from astromagie.games.astromagie.engine import score_row
from astromagie.games.astromagie.view.faces import CARD_RATIO, CardArt
from astromagie.host import registry
from astromagie.host.game import RuleSection
from astromagie.i18n import tr
from astromagie.look import theme
from astromagie.ui.scene import EVERY_FRAME, Scene
from astromagie.ui.widgets import Button, ScrollBarStyle, ScrollView, T

if TYPE_CHECKING:
    from astromagie.ui.scene import Services

Slots = tuple[str | None, str | None, str | None, str | None]

# The scoring examples of rules.md (R14): positions 1-4 and the key of their explanation.
SCORING_EXAMPLES: tuple[tuple[Slots, str], ...] = (
    ((None, None, "LEO", None), "rules.scoring.ex1"),
    ((None, "FIRE", "ARI", None), "rules.scoring.ex2"),
    ((None, "WATER", "ARI", "SUN"), "rules.scoring.ex3"),
    ((None, "FIRE", "ARI", "MARS"), "rules.scoring.ex4"),
    (("LEO", "FIRE", "ARI", "MARS"), "rules.scoring.ex5"),
    (("SAG", "FIRE", "SAG", "JUPITER"), "rules.scoring.ex6"),
    (("GEM", "AIR", "LIB", "MOON"), "rules.scoring.ex7"),
)

# A complete row for the Legeschema section: 1-4 and two stacked 5+6 pairs (bottom first).
ROW_EXAMPLE: tuple[Slots, tuple[tuple[str, str], ...]] = (
    ("LEO", "FIRE", "ARI", "MARS"), (("CON", "VENUS"), ("TRI", "VENUS")))

# The worked example of a trick (R12): positions 1-4 after each turn and what happened.
# Three players; the row only grows on the first two turns, then two discards follow and
# the trick goes to the last player who added cards. Its points are the engine's.
TRICK_EXAMPLE: tuple[tuple[Slots, str], ...] = (
    ((None, None, "LEO", None), "rules.trick.example.step1"),
    ((None, "FIRE", "LEO", None), "rules.trick.example.step2"),
    ((None, "FIRE", "LEO", None), "rules.trick.example.step3"),
    ((None, "FIRE", "LEO", None), "rules.trick.example.step4"),
    ((None, "FIRE", "LEO", None), "rules.trick.example.step5"),
)

# What the screen shows, top to bottom: (kind, catalog key or None). The note on the rule
# numbers comes last: a newcomer starts with the object of the game.
CONTENT: tuple[tuple[str, str | None], ...] = (
    ("contents", "rules.contents"),
    ("heading", "rules.aim.heading"),
    ("para", "rules.aim.p1"),
    ("heading", "rules.cards.heading"),
    ("para", "rules.cards.p1"),
    ("bullet", "rules.cards.zodiac"),
    ("bullet", "rules.cards.element"),
    ("bullet", "rules.cards.planet"),
    ("bullet", "rules.cards.aspect"),
    ("heading", "rules.setup.heading"),
    ("para", "rules.cards.setup"),
    ("heading", "rules.row.heading"),
    ("para", "rules.row.p1"),
    ("diagram", None),
    ("para", "rules.row.p2"),
    ("para", "rules.row.p3"),
    ("para", "rules.row.p4"),
    ("para", "rules.row.p5"),
    ("para", "rules.row.p6"),
    ("row_example", "rules.row.example"),
    ("heading", "rules.turn.heading"),
    ("para", "rules.turn.p1"),
    ("bullet", "rules.turn.play"),
    ("bullet", "rules.turn.discard"),
    ("para", "rules.turn.p2"),
    ("para", "rules.turn.p3"),
    ("para", "rules.turn.p4"),
    ("heading", "rules.trick.heading"),
    ("para", "rules.trick.p1"),
    ("para", "rules.trick.p2"),
    ("para", "rules.trick.p3"),
    ("subheading", "rules.trick.example.intro"),
    ("trick_example", None),
    ("heading", "rules.scoring.heading"),
    ("para", "rules.scoring.p1"),
    ("para", "rules.scoring.p2"),
    ("para", "rules.scoring.p3"),
    ("para", "rules.scoring.p4"),
    ("subheading", "rules.scoring.examples"),
    ("scoring_examples", None),
    ("heading", "rules.end.heading"),
    ("para", "rules.end.p1"),
    ("para", "rules.end.p2"),
    ("para", "rules.end.p3"),
    ("heading", "rules.variants.heading"),
    ("para", "rules.variants.p1"),
    ("bullet", "rules.variants.v1"),
    ("bullet", "rules.variants.v2"),
    ("heading", "rules.additions.heading"),
    ("para", "rules.additions.p1"),
    ("bullet", "rules.additions.counts"),
    ("bullet", "rules.additions.first"),
    ("bullet", "rules.additions.turn"),
    ("bullet", "rules.additions.planets"),
    ("bullet", "rules.additions.skipped"),
    ("bullet", "rules.additions.empty"),
    ("bullet", "rules.additions.discards"),
    ("bullet", "rules.additions.winner"),
    ("bullet", "rules.additions.tie"),
    ("note", "rules.rule_numbers"),
)

# The rule numbers (rules.md, R1-R16, V1-V2) each passage states. A refusal at the table names
# its rule ("... (R6)"); the rules screen shows the numbers in the margin and opens at one.
RULE_TAGS: dict[str, tuple[str, ...]] = {
    "rules.cards.setup": ("R1",),
    "rules.row.p1": ("R2",),
    "rules.row.p2": ("R3",),
    "rules.row.p3": ("R4",),
    "rules.row.p4": ("R5", "R6"),
    "rules.row.p5": ("R7",),
    "rules.row.p6": ("R8",),
    "rules.turn.p1": ("R9",),
    "rules.turn.p3": ("R10",),
    "rules.turn.p4": ("R11",),
    "rules.trick.p1": ("R12",),
    "rules.trick.p2": ("R13",),
    "rules.scoring.p1": ("R14",),
    "rules.end.p2": ("R15",),
    "rules.end.p3": ("R16",),
    "rules.variants.v1": ("V1",),
    "rules.variants.v2": ("V2",),
}
# The words of another game's rule book page that are the host's, not the game's.
# The marks between the cards of a rule book's example row, and what each is drawn as.
SEPARATORS = {"_": "", "->": "→", "=": "="}
RULE_BOOK_KEYS = ("rules.title_of", "rules.addition", "rules.rule_numbers_any")
RULE_HIGHLIGHT_SECONDS = 2.5  # how long the passage opened from the table stays framed

SCROLL_SPEED = 14.0  # how fast the view catches up with the scroll target (1/s)
SCROLL_BAR = ScrollBarStyle(theme.CONTROL, theme.CONTROL_BORDER, dragged=theme.GOLD)


@dataclass
class Block:
    """One pre-rendered piece of the page at `pos` in page coordinates."""

    surface: pygame.Surface
    pos: tuple[int, int]

    @property
    def rect(self) -> pygame.Rect:
        return self.surface.get_rect(topleft=self.pos)


def points_text(points: int) -> str:
    return tr("rules.scoring.points_one") if points == 1 else tr(
        "rules.scoring.points_many", points=points)


class RulesScene(Scene):
    """The rule book: fixed header with the title, language switch and back button."""

    def __init__(self, app: Services, rule: str | None = None,
                 game: str = registry.DEFAULT_GAME) -> None:
        super().__init__(app)
        self.game = game
        self.size: tuple[int, int] = app.size
        # the rule the table asked about (a refusal's "R6"): opened there and framed a moment
        self.rule = rule
        self.rule_anchors: dict[str, pygame.Rect] = {}  # rule -> page rect of its passage
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
        self.anchors: dict[str, int] = {}
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
        """Open the page at the passage of `rule` (at once: the player asked for just that)."""
        rect = self.rule_anchors.get(rule)
        if rect is not None:
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
            self.hover_link = self.link_at(event.pos)

    def link_at(self, pos: tuple[int, int]) -> str | None:
        """The heading key of the contents entry under the screen point `pos`, if any."""
        if not self.view.collidepoint(pos):
            return None
        page_pos = (pos[0] - self.view.x, pos[1] - self.view.y + round(self.scroll))
        for rect, key in self.links:
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
        for rect, key in self.links:  # underline the contents entry under the mouse
            if key == self.hover_link:
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
        if self.game == registry.DEFAULT_GAME:
            self.title = self._render_line("rules.title", {}, "bold", self._px(38), theme.GOLD)
        else:
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
        self.blocks = []
        self.links = []
        self.anchors = {}
        self.rule_anchors = {}
        y = 0
        if self.game == registry.DEFAULT_GAME:
            for kind, key in CONTENT:
                y = getattr(self, f"_add_{kind}")(key, y)
        else:
            y = self._add_rule_book(registry.info(self.game).rule_book, y)
        self.page_height = y + self._px(24)
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

    def _wrapped(self, key: str, params: dict[str, object], role: str, size: int,
                 width: int, colour: theme.Color, text: str | None = None) -> pygame.Surface:
        """A paragraph wrapped to `width`, as one surface (`text`: the key's words, if read)."""
        if text is None:
            text = tr(key, **params)
        self.texts.append((key, params, text))
        lines = [theme.render(line, role, size, colour)
                 for line in theme.wrap(text, role, size, width)]
        spacing = round(size * 0.3)
        height = sum(s.get_height() for s in lines) + spacing * (len(lines) - 1)
        surf = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
        y = 0
        for line in lines:
            surf.blit(line, (0, y))
            y += line.get_height() + spacing
        return surf

    def _add(self, surface: pygame.Surface, x: int, y: int) -> None:
        self.blocks.append(Block(surface, (x, y)))

    def _add_contents(self, key: str, y: int) -> int:
        """The list of sections, two columns; each entry scrolls to its section when clicked."""
        y = self._add_subheading(key, y)
        headings = [k for kind, k in CONTENT if kind == "heading" and k]
        rows = (len(headings) + 1) // 2
        col_w = (self.view.w - self._px(20)) // 2
        size = self._px(theme.BODY_SIZE)
        row_h = 0
        for i, heading in enumerate(headings):
            surf = self._render_line(heading, {}, "text", size, theme.ACCENT)
            surf = self._numbered(i + 1, surf, size, col_w)
            row_h = max(row_h, surf.get_height() + self._px(6))
            x = (i // rows) * (col_w + self._px(20))
            pos = (x, y + (i % rows) * row_h)
            self._add(surf, *pos)
            self.links.append((surf.get_rect(topleft=pos), heading))
        return y + rows * row_h + self._px(4)

    def _numbered(self, number: int, text: pygame.Surface, size: int,
                  width: int) -> pygame.Surface:
        num = theme.render(f"{number}.", "text", size, theme.TEXT_DIM)
        gap = self._px(8)
        w = min(width, num.get_width() + gap + text.get_width())
        surf = pygame.Surface((w, max(num.get_height(), text.get_height())), pygame.SRCALPHA)
        surf.blit(num, (0, 0))
        surf.blit(text, (num.get_width() + gap, 0))
        return surf

    def _add_heading(self, key: str, y: int) -> int:
        y += self._px(26) if self.blocks else self._px(6)
        self.anchors[key] = y
        surf = self._render_line(key, {}, "bold", self._px(theme.HEADING_SIZE * 0.9), theme.GOLD)
        self._add(surf, 0, y)
        y += surf.get_height() + self._px(4)
        rule = pygame.Surface((self.view.w, max(1, self._px(2))), pygame.SRCALPHA)
        rule.fill((*theme.GOLD_DEEP, 140))
        self._add(rule, 0, y)
        return y + rule.get_height() + self._px(12)

    def _add_subheading(self, key: str, y: int) -> int:
        surf = self._render_line(key, {}, "bold", self._px(theme.BODY_SIZE), theme.TEXT)
        self._add(surf, 0, y + self._px(6))
        return y + self._px(6) + surf.get_height() + self._px(10)

    def _gutter(self) -> int:
        """The margin left of every passage, where its rule numbers stand."""
        return self._px(58)

    def _add_rule_tags(self, key: str, y: int, height: int) -> None:
        """The rule numbers of the passage `key` in the margin; remembered as anchors."""
        rules = RULE_TAGS.get(key, ())
        if not rules:
            return
        size = self._px(theme.SMALL_SIZE)
        ty = y
        for rule in rules:
            tag = theme.render(rule, "bold", size, theme.ACCENT)
            self._add(tag, 0, ty)
            ty += tag.get_height()
            self.rule_anchors[rule] = pygame.Rect(0, y, self.view.w, max(height, ty - y))

    def _add_note(self, key: str, y: int, indent: int = 0) -> int:
        """A small dim line; `indent` keeps it off the margin (a section's rule IDs)."""
        y += self._px(18) if self.blocks else 0  # set off from the passage above it
        surf = self._wrapped(key, {}, "text", self._px(theme.SMALL_SIZE), self.view.w - indent,
                             theme.TEXT_DIM)
        self._add(surf, indent, y)
        return y + surf.get_height() + self._px(6)

    def _add_para(self, key: str, y: int) -> int:
        gutter = self._gutter()
        surf = self._wrapped(key, {}, "text", self._px(theme.BODY_SIZE), self.view.w - gutter,
                             theme.TEXT)
        self._add(surf, gutter, y)
        self._add_rule_tags(key, y, surf.get_height())
        return y + surf.get_height() + self._px(14)

    def _add_bullet(self, key: str, y: int) -> int:
        gutter = self._gutter()
        indent = gutter + self._px(28)
        dot = theme.render("•", "text", self._px(theme.BODY_SIZE), theme.GOLD)
        self._add(dot, gutter + self._px(8), y)
        surf = self._wrapped(key, {}, "text", self._px(theme.BODY_SIZE), self.view.w - indent,
                             theme.TEXT)
        self._add(surf, indent, y)
        self._add_rule_tags(key, y, surf.get_height())
        return y + surf.get_height() + self._px(10)

    def _card_size(self, height: float) -> tuple[int, int]:
        h = max(20, round(height))
        return max(14, round(h * CARD_RATIO)), h

    @property
    def art(self) -> CardArt:
        """The app's card art (shared caches)."""
        return self.app.art

    def _card(self, code: str, size: tuple[int, int]) -> pygame.Surface:
        return self.art.face(code, size)

    def _slot(self, size: tuple[int, int], number: int) -> pygame.Surface:
        """An empty position, drawn as the table draws it (number and kind of card)."""
        return self.art.slot(number, size)

    def _add_diagram(self, _key: None, y: int) -> int:
        """The Legeschema: six boxes with their number and the kind of card they take."""
        gap = self._px(10)
        box_w = (self.view.w - 5 * gap) // 6
        box_h = self._px(74)
        surf = pygame.Surface((self.view.w, box_h), pygame.SRCALPHA)
        for i in range(6):
            rect = pygame.Rect(i * (box_w + gap), 0, box_w, box_h)
            fill = theme.SELECTED if i == 2 else theme.CONTROL
            pygame.draw.rect(surf, fill, rect, border_radius=self._px(8))
            pygame.draw.rect(surf, theme.CONTROL_BORDER, rect, 1, border_radius=self._px(8))
            num = theme.render(str(i + 1), "bold", self._px(26), theme.GOLD)
            surf.blit(num, num.get_rect(midtop=(rect.centerx, rect.y + self._px(6))))
            name = tr(f"position.{i + 1}")
            self.texts.append((f"position.{i + 1}", {}, name))
            size = theme.fit_font_size(name, "text", self._px(theme.SMALL_SIZE), box_w - 8, 8)
            label = theme.render(name, "text", size, theme.TEXT)
            surf.blit(label, label.get_rect(midbottom=(rect.centerx, rect.bottom - self._px(8))))
        # the bracket over 5 and 6: they are one pair
        left = 4 * (box_w + gap)
        pygame.draw.line(surf, theme.GOLD, (left + self._px(6), box_h - 3),
                         (left + 2 * box_w + gap - self._px(6), box_h - 3), 2)
        self._add(surf, 0, y)
        return y + box_h + self._px(16)

    def _row_surface(self, slots: Slots, pairs: tuple[tuple[str, str], ...],
                     card: tuple[int, int]) -> pygame.Surface:
        gap = self._px(6)
        offset = self._px(14)  # how far each stacked pair is shifted down
        width = 6 * card[0] + 5 * gap + (offset if len(pairs) > 1 else 0)
        height = card[1] + offset * max(0, len(pairs) - 1)
        surf = pygame.Surface((width, height), pygame.SRCALPHA)
        for i, code in enumerate(slots):
            pos = (i * (card[0] + gap), 0)
            surf.blit(self._card(code, card) if code else self._slot(card, i + 1), pos)
        if not pairs:
            return surf
        for level, (aspect, planet) in enumerate(pairs):
            dy = offset * level
            dx = round(offset * 0.6) * level
            surf.blit(self._card(aspect, card), (4 * (card[0] + gap) + dx, dy))
            surf.blit(self._card(planet, card), (5 * (card[0] + gap) + dx, dy))
        return surf

    def _add_row_example(self, key: str, y: int) -> int:
        slots, pairs = ROW_EXAMPLE
        card = self._card_size(self._px(96))
        row = self._row_surface(slots, pairs, card)
        self._add(row, 0, y)
        points = score_row(slots).points
        pts = self._render_line("rules.scoring.points_many" if points != 1
                                else "rules.scoring.points_one", {"points": points}, "bold",
                                self._px(theme.BODY_SIZE), theme.GOLD)
        self._add(pts, row.get_width() + self._px(20), y + (row.get_height() - pts.get_height())
                  // 2)
        y += row.get_height() + self._px(8)
        caption = self._wrapped(key, {}, "text", self._px(theme.SMALL_SIZE), self.view.w,
                                theme.TEXT_DIM)
        self._add(caption, 0, y)
        return y + caption.get_height() + self._px(18)

    def _add_scoring_examples(self, _key: None, y: int) -> int:
        """Each scoring example of rules.md: the cards, why, and the engine's points."""
        card = self._card_size(self._px(70))
        gap = self._px(5)
        row_w = 4 * card[0] + 3 * gap
        points_w = self._px(120)
        text_x = row_w + self._px(18)
        text_w = self.view.w - text_x - points_w
        for slots, key in SCORING_EXAMPLES:
            result = score_row(slots)
            row = pygame.Surface((row_w, card[1]), pygame.SRCALPHA)
            for i, code in enumerate(slots):
                face = self._card(code, card) if code else self._slot(card, i + 1)
                row.blit(face, (i * (card[0] + gap), 0))
            why = self._wrapped(key, {}, "text", self._px(theme.SMALL_SIZE), text_w, theme.TEXT)
            params: dict[str, object] = {"elements": result.elements, "planets": result.planets,
                      "base": result.base, "multiplier": result.multiplier,
                      "points": result.points}
            # nothing matches: "at least 1", not the puzzling "0 + 0 → sum 1"
            calc_key = ("rules.scoring.calc_none" if result.elements == result.planets == 0
                        else "rules.scoring.calc")
            calc = self._wrapped(calc_key, params, "text",
                                 self._px(theme.SMALL_SIZE), text_w, theme.TEXT_DIM)
            pts_key = "rules.scoring.points_one" if result.points == 1 else \
                "rules.scoring.points_many"
            pts = self._render_line(pts_key, {"points": result.points}, "bold",
                                    self._px(theme.BODY_SIZE), theme.GOLD)
            block_h = max(card[1], why.get_height() + self._px(4) + calc.get_height())
            self._add(row, 0, y + (block_h - card[1]) // 2)
            text_h = why.get_height() + self._px(4) + calc.get_height()
            ty = y + (block_h - text_h) // 2
            self._add(why, text_x, ty)
            self._add(calc, text_x, ty + why.get_height() + self._px(4))
            self._add(pts, self.view.w - pts.get_width(), y + (block_h - pts.get_height()) // 2)
            y += block_h + self._px(14)
        return y + self._px(6)

    def _add_trick_example(self, _key: None, y: int) -> int:
        """The worked example of a trick won: the row after each turn, and what happened.

        A turn that adds nothing shows the row unchanged, dimmed; the last step, the trick,
        is framed in gold and says the engine's points for the row."""
        card = self._card_size(self._px(58))
        gap = self._px(4)
        row_w = 4 * card[0] + 3 * gap
        number_w = self._px(30)
        text_x = number_w + row_w + self._px(16)
        text_w = self.view.w - text_x
        last = len(TRICK_EXAMPLE) - 1
        previous: Slots | None = None
        for step, (slots, key) in enumerate(TRICK_EXAMPLE):
            row = pygame.Surface((row_w, card[1]), pygame.SRCALPHA)
            for i, code in enumerate(slots):
                face = self._card(code, card) if code else self._slot(card, i + 1)
                row.blit(face, (i * (card[0] + gap), 0))
            if slots == previous and step != last:
                row.set_alpha(110)  # nobody added a card this turn
            params: dict[str, object] = {}
            if step == last:
                params["points"] = score_row(slots).points
            why = self._wrapped(key, params, "text", self._px(theme.SMALL_SIZE), text_w,
                                theme.TEXT)
            block_h = max(card[1], why.get_height())
            number = theme.render(f"{step + 1}.", "bold", self._px(theme.BODY_SIZE),
                                  theme.GOLD if step == last else theme.TEXT_DIM)
            self._add(number, 0, y + (block_h - number.get_height()) // 2)
            self._add(row, number_w, y + (block_h - card[1]) // 2)
            if step == last:  # the trick: the row leaves the game, framed in gold
                frame = pygame.Surface((row_w + self._px(8), card[1] + self._px(8)),
                                       pygame.SRCALPHA)
                pygame.draw.rect(frame, theme.GOLD, frame.get_rect(), max(2, self._px(3)),
                                 border_radius=self._px(6))
                self._add(frame, number_w - self._px(4),
                          y + (block_h - card[1]) // 2 - self._px(4))
            self._add(why, text_x, y + (block_h - why.get_height()) // 2)
            y += block_h + self._px(10)
            previous = slots
        return y + self._px(8)

    # -- another game's rule book (GameInfo.rule_book) ------------------------------------
    def _add_rule_book(self, sections: tuple[RuleSection, ...], y: int) -> int:
        """Contents, then each section: its heading (marked if an addition), its rule IDs in
        the margin, its paragraphs, bullets and rows of cards."""
        prefix = f"{self.game}.rules"
        headings = [(f"{prefix}.{section.id}.title", section) for section in sections]
        y = self._add_subheading("rules.contents", y)
        rows = (len(headings) + 1) // 2
        col_w = (self.view.w - self._px(20)) // 2
        size = self._px(theme.BODY_SIZE)
        row_h = 0
        for i, (heading, _section) in enumerate(headings):
            surf = self._render_line(heading, {}, "text", size, theme.ACCENT)
            surf = self._numbered(i + 1, surf, size, col_w)
            row_h = max(row_h, surf.get_height() + self._px(6))
            pos = ((i // rows) * (col_w + self._px(20)), y + (i % rows) * row_h)
            self._add(surf, *pos)
            self.links.append((surf.get_rect(topleft=pos), heading))
        y += rows * row_h + self._px(4)
        for heading, section in headings:
            y = self._add_heading(heading, y)
            start = y
            if section.addition:  # beside the margin, where the section's rule IDs stand
                y = self._add_note("rules.addition", y - self._px(4), self._gutter())
            y = self._add_body(f"{prefix}.{section.id}.body", y)
            self._tag_section(section.rules, start, y - start)
        return self._add_note("rules.rule_numbers_any", y)

    def _add_body(self, key: str, y: int) -> int:
        """A section's words: paragraphs split by blank lines, "- " bullets, [[cards]] rows."""
        body = tr(key)
        gutter = self._gutter()
        size = self._px(theme.BODY_SIZE)
        for n, block in enumerate(part.strip() for part in body.split("\n\n")):
            if not block:
                continue
            part_key = f"{key}#{n}"
            for line in self._lines_of(block):
                if line.startswith("[[") and line.endswith("]]"):
                    y = self._add_card_row(line[2:-2].split(), y)
                elif line.startswith("- "):
                    indent = gutter + self._px(28)
                    dot = theme.render("•", "text", size, theme.GOLD)
                    self._add(dot, gutter + self._px(8), y)
                    surf = self._wrapped(part_key, {}, "text", size, self.view.w - indent,
                                         theme.TEXT, text=line[2:])
                    self._add(surf, indent, y)
                    y += surf.get_height() + self._px(10)
                else:
                    surf = self._wrapped(part_key, {}, "text", size, self.view.w - gutter,
                                         theme.TEXT, text=line)
                    self._add(surf, gutter, y)
                    y += surf.get_height() + self._px(14)
        return y

    @staticmethod
    def _lines_of(block: str) -> list[str]:
        """A block's parts: each bullet and card row on its own, other lines joined."""
        parts: list[str] = []
        for raw in block.splitlines():
            line = raw.strip()
            if not line:
                continue
            own = line.startswith(("- ", "[[")) or not parts or parts[-1].startswith("[[")
            if own:
                parts.append(line)
            else:
                parts[-1] += " " + line
        return parts

    def _add_card_row(self, codes: list[str], y: int) -> int:
        """A worked example: the cards with the game's own faces. Between them `_` leaves
        a gap (the next group), `->` draws an arrow (what the cards before it give) and
        `=` an equals sign; none of them is drawn like a card, so none reads as one."""
        view = registry.view(self.game)
        h = self._px(112)  # a face must read as at the table (about 100 px at 1024x700)
        card = (max(14, round(h / view.card_ratio)), h)
        gap = self._px(8)
        places = [(code, SEPARATORS.get(code)) for code in codes]
        widths = [card[0] if sign is None else round(card[0] * 0.6) for _code, sign in places]
        x = self._gutter()
        width = max(1, min(self.view.w - x, sum(w + gap for w in widths)))
        row = pygame.Surface((width, card[1]), pygame.SRCALPHA)
        left = 0
        for (code, sign), w in zip(places, widths, strict=True):
            if sign is None:
                row.blit(view.face(code, card), (left, 0))
            elif sign:
                mark = theme.render(sign, "bold", self._px(theme.HEADING_SIZE), theme.GOLD)
                row.blit(mark, mark.get_rect(center=(left + w // 2, card[1] // 2)))
            left += w + gap
        self._add(row, x, y)
        return y + card[1] + self._px(14)

    def _tag_section(self, rules: tuple[str, ...], y: int, height: int) -> None:
        """The section's rule IDs in the margin; a refusal's rule opens the section."""
        size = self._px(theme.SMALL_SIZE)
        ty = y
        for rule in rules:
            tag = theme.render(rule, "bold", size, theme.ACCENT)
            if ty + tag.get_height() <= y + max(height, tag.get_height()):
                self._add(tag, 0, ty)
                ty += tag.get_height()
            self.rule_anchors[rule] = pygame.Rect(0, y, self.view.w, max(height, 1))

    # -- for tests and the smoke test -----------------------------------------------------
    def rendered_strings(self) -> list[str]:
        """Every string currently rendered on this screen."""
        return [text for _key, _params, text in self.texts] + [self.lang_button.text]
