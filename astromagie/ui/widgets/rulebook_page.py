"""A game's rule book laid out as a page of pre-rendered blocks, for the rules screen.

`RuleBookPage(game, width, size).build()` renders every heading, paragraph, bullet,
card row, example and margin rule ID of `GameInfo.rule_book` once (per window size and
language) into `blocks` in page coordinates, and notes where each section, rule and
contents link lies. The rules screen (`ui/scenes/rules.py`) scrolls and blits them;
keeping the typesetting here keeps that scene to input, scrolling and drawing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from astromagie import i18n
from astromagie.host import registry
from astromagie.host.game import RuleSection
from astromagie.i18n import tr
from astromagie.kit.view import RuleExample
from astromagie.look import theme

# The marks between the cards of a rule book's example row, and what each is drawn as.
SEPARATORS = {"_": "", "->": "→", "=": "="}
# A body line naming an example the game's view draws itself (`GameView.rule_example`).
EXAMPLE_LINE = re.compile(r"\[\[example:\s*([\w-]+)\s*\]\]")


CONTENTS = "rules.contents"  # the contents' heading: where each section's link goes back to
TO_CONTENTS = "rules.to_contents"  # the link's words at each section's heading

def marked(heading: str, section: RuleSection) -> bool:
    """Whether a section carries the note that this edition added it: an addition does,
    unless its heading (catalog key) already says so in the house's words."""
    return section.addition and tr(heading) != tr("rules.additions_title")


@dataclass
class Block:
    """One pre-rendered piece of the page at `pos` in page coordinates."""

    surface: pygame.Surface
    pos: tuple[int, int]

    @property
    def rect(self) -> pygame.Rect:
        return self.surface.get_rect(topleft=self.pos)


class RuleBookPage:
    """One game's rule book typeset for a column `width` pixels wide in a window of
    `size`: the blocks to blit and where its parts are."""

    def __init__(self, game: str, width: int, size: tuple[int, int]) -> None:
        self.game = game
        self.size = size
        self.width = width
        self.blocks: list[Block] = []
        # Every text rendered: (catalog key, params, the string) for tests and checks.
        self.texts: list[tuple[str, dict[str, object], str]] = []
        # The table of contents: page rect of each entry -> the heading it scrolls to.
        self.links: list[tuple[pygame.Rect, str]] = []
        # each section's "↑ Contents": page rect -> the contents' heading (pt9d 17)
        self.back_links: list[tuple[pygame.Rect, str]] = []
        self.anchors: dict[str, int] = {}  # heading key -> page y
        self.rule_anchors: dict[str, pygame.Rect] = {}  # rule -> page rect of its passage
        self.rule_headings: dict[str, int] = {}  # rule -> page y of its section's heading
        self.words_at: dict[int, str] = {}  # page y of each part of a body -> its line

    def build(self) -> int:
        """Render the whole book; the page's height."""
        y = self._add_rule_book(registry.info(self.game).rule_book, 0)
        return y + self._px(24)

    def _px(self, value: float) -> int:
        return theme.px(value, self.size)

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
        return theme.paragraph(text, role, size, width, colour)

    def _add(self, surface: pygame.Surface, x: int, y: int) -> None:
        self.blocks.append(Block(surface, (x, y)))

    def _add_contents(self, headings: list[str], y: int) -> int:
        """The list of sections, two columns; each entry scrolls to its section when
        clicked. A long entry wraps within its column (pt3a 22: entry 11 was cut at the
        page's edge) and moves down only the entries under it."""
        self.anchors[CONTENTS] = y
        y = self._add_subheading(CONTENTS, y)
        rows = (len(headings) + 1) // 2
        col_w = (self.width - self._px(20)) // 2
        size = self._px(theme.BODY_SIZE)
        entries = []
        for i, heading in enumerate(headings):
            number = theme.render(f"{i + 1}.", "text", size, theme.TEXT_DIM)
            room = max(self._px(40), col_w - number.get_width() - self._px(8))
            if theme.font("text", size).size(tr(heading))[0] <= room:
                surf = self._render_line(heading, {}, "text", size, theme.ACCENT)
            else:
                surf = self._wrapped(heading, {}, "text", size, room, theme.ACCENT)
            entries.append(self._numbered(number, surf, col_w))
        # each column laid on its own: a wrapped entry pushes only those under it, not
        # the other column's (pt10d 12: entry 11's second line left a row empty beside it)
        bottom = y
        for i, (surf, heading) in enumerate(zip(entries, headings, strict=True)):
            column = i // rows
            top = y + sum(e.get_height() + self._px(6) for e in entries[column * rows:i])
            pos = (column * (col_w + self._px(20)), top)
            self._add(surf, *pos)
            self.links.append((surf.get_rect(topleft=pos), heading))
            bottom = max(bottom, top + surf.get_height() + self._px(6))
        return bottom + self._px(4)

    def _numbered(self, num: pygame.Surface, text: pygame.Surface,
                  width: int) -> pygame.Surface:
        gap = self._px(8)
        w = min(width, num.get_width() + gap + text.get_width())
        surf = pygame.Surface((w, max(num.get_height(), text.get_height())), pygame.SRCALPHA)
        surf.blit(num, (0, 0))
        surf.blit(text, (num.get_width() + gap, 0))
        return surf

    def _add_heading(self, key: str, y: int) -> int:
        y += self._px(26) if self.blocks else self._px(6)
        self.anchors[key] = y
        # a way back up from each section (pt9d 17), rendered before the heading so the
        # heading's own lines (an addition's note) follow it
        back = self._render_line(TO_CONTENTS, {}, "text", self._px(theme.SMALL_SIZE),
                                 theme.ACCENT) if CONTENTS in self.anchors else None
        surf = self._render_line(key, {}, "bold", self._px(theme.HEADING_SIZE * 0.9), theme.GOLD)
        self._add(surf, 0, y)
        if back is not None:
            pos = (self.width - back.get_width(), y + surf.get_height() - back.get_height())
            self._add(back, *pos)
            self.back_links.append((back.get_rect(topleft=pos), CONTENTS))
        y += surf.get_height() + self._px(4)
        rule = pygame.Surface((self.width, max(1, self._px(2))), pygame.SRCALPHA)
        rule.fill((*theme.GOLD_DEEP, 140))
        self._add(rule, 0, y)
        return y + rule.get_height() + self._px(12)

    def _add_subheading(self, key: str, y: int) -> int:
        surf = self._render_line(key, {}, "bold", self._px(theme.BODY_SIZE), theme.TEXT)
        self._add(surf, 0, y + self._px(6))
        return y + self._px(6) + surf.get_height() + self._px(10)

    def gutter(self) -> int:
        """The margin left of every passage, where its rule numbers stand: never narrower
        than the widest rule ID at the tags' size and a gap (at 1024x700 the text size
        stops at its minimum while the margin shrank, and "MO16" touched the text: H15)."""
        font = theme.font("bold", self._px(theme.SMALL_SIZE))
        ids = [rule for section in registry.info(self.game).rule_book
               for rule in (*section.rules, *dict(section.passages))]
        widest = max((font.size(rule)[0] for rule in ids), default=0)
        return max(self._px(58), widest + self._px(14))

    def _add_note(self, key: str, y: int, indent: int = 0) -> int:
        """A small dim line; `indent` keeps it off the margin (a section's rule IDs)."""
        y += self._px(18) if self.blocks else 0  # set off from the passage above it
        surf = self._wrapped(key, {}, "text", self._px(theme.SMALL_SIZE), self.width - indent,
                             theme.TEXT_DIM)
        self._add(surf, indent, y)
        return y + surf.get_height() + self._px(6)

    # -- the rule book (GameInfo.rule_book) ----------------------------------------------
    def _add_rule_book(self, sections: tuple[RuleSection, ...], y: int) -> int:
        """Contents, then each section: its heading (marked if an addition), its rule IDs in
        the margin, its paragraphs, bullets and examples; last the note on the rule IDs
        (the game's own words for it, if it has them)."""
        prefix = f"{self.game}.rules"
        headings = [(f"{prefix}.{section.id}.title", section) for section in sections]
        # what the margin's codes are, before they are met (pt18c 13, 18d 1: "SR1 SR2…"
        # read as clutter; the note saying so stood only at the page's end)
        # (not where the book's opening already says it: Zahlenstreifen's names NS1 there,
        # and pt19b 6 read the note three times)
        opening = i18n.tr(f"{prefix}.{sections[0].id}.body") if sections else ""
        if not any(rule in opening for rule in (sections[0].rules if sections else ())):
            y = self._add_note("rules.margin_codes", y)
        y = self._add_contents([heading for heading, _section in headings], y)
        for heading, section in headings:
            y = self._add_heading(heading, y)
            start = y
            if marked(heading, section):  # beside the margin, where its rule IDs stand
                y = self._add_note("rules.addition", y - self._px(4), self.gutter())
            y, parts = self._add_body(f"{prefix}.{section.id}.body", y)
            self._tag_section(section, start, y, parts)
            for rule in (*section.rules, *(rule for rule, _part in section.passages)):
                self.rule_headings[rule] = self.anchors[heading]
        own_note = f"{prefix}.rule_numbers"
        return self._add_note(own_note if i18n.has(own_note) else "rules.rule_numbers_any", y)

    def _add_body(self, key: str, y: int) -> tuple[int, list[tuple[int, int]]]:
        """A section's words: paragraphs split by blank lines, "- " bullets, [[cards]] rows
        and [[example: NAME]] examples. Returns the y below them and each part's (y,
        height) in order, where a passage's rule IDs stand."""
        body = tr(key)
        gutter = self.gutter()
        size = self._px(theme.BODY_SIZE)
        parts: list[tuple[int, int]] = []
        for n, block in enumerate(part.strip() for part in body.split("\n\n")):
            if not block:
                continue
            part_key = f"{key}#{n}"
            for line in self._lines_of(block):
                top = y
                example = EXAMPLE_LINE.fullmatch(line)
                if example is not None:
                    y = self._add_example(example.group(1), y)
                elif line.startswith("[[") and line.endswith("]]"):
                    y = self._add_card_row(line[2:-2].split(), y)
                elif line.startswith("- "):
                    indent = gutter + self._px(28)
                    dot = theme.render("•", "text", size, theme.GOLD)
                    self._add(dot, gutter + self._px(8), y)
                    surf = self._wrapped(part_key, {}, "text", size, self.width - indent,
                                         theme.TEXT, text=line[2:])
                    self._add(surf, indent, y)
                    y += surf.get_height() + self._px(10)
                else:
                    surf = self._wrapped(part_key, {}, "text", size, self.width - gutter,
                                         theme.TEXT, text=line)
                    self._add(surf, gutter, y)
                    y += surf.get_height() + self._px(14)
                parts.append((top, y - top))
                self.words_at[top] = line
        return y, parts

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
        x = self.gutter()
        width = max(1, min(self.width - x, sum(w + gap for w in widths)))
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

    def _add_example(self, name: str, y: int) -> int:
        """An example the game's view draws itself (`rule_example`), across the column;
        nothing if the view has none of that name."""
        example: RuleExample | None = registry.view(self.game).rule_example(
            name, self.width, self.size)
        if example is None:
            return y
        self.texts.extend((key, dict(params), text) for key, params, text in example.texts)
        self._add(example.picture, 0, y)
        return y + example.picture.get_height() + self._px(18)

    def _tag_section(self, section: RuleSection, start: int, end: int,
                     parts: list[tuple[int, int]]) -> None:
        """The section's rule IDs in the margin, each beside the part stating it (its
        passage) or at the section's start; F1 on a refused rule opens there. A tag that
        would run past the section's end is left out rather than print over the next."""
        where = dict(section.passages)
        rules = [*section.rules, *(rule for rule in where if rule not in section.rules)]
        groups: dict[tuple[int, int], list[str]] = {}
        for rule in rules:
            part = where.get(rule, -1)
            place = parts[part] if 0 <= part < len(parts) else (start, end - start)
            groups.setdefault(place, []).append(rule)
        size = self._px(theme.SMALL_SIZE)
        for (y, height), group in groups.items():
            ty = y
            for rule in group:
                tag = theme.render(rule, "bold", size, theme.ACCENT)
                if ty + tag.get_height() <= max(end, y + tag.get_height()):
                    self._add(tag, 0, ty)
                    ty += tag.get_height()
                self.rule_anchors[rule] = pygame.Rect(0, y, self.width,
                                                      max(height, ty - y, 1))
