"""Astromagie's worked examples on its rule book page, drawn with its own faces.

The rule book (`GameInfo.rule_book`, words in locales/astromagie/) names them in a
section's body as `[[example: NAME]]`; the rules screen asks the view for each
(`rule_example`) at its text column's width. `pattern` is the Legeschema (the six
positions and the kind of card each takes), `row` a full row with two stacked pairs,
`trick` a trick won turn by turn, `scoring` the scoring examples of the rule book
(R14). Every point shown is the engine's (`score_row`), so the page can never
disagree with the game; every word is the catalog's.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import pygame

from astromagie.i18n import tr
from astromagie.kit.view import RuleExample
from astromagie.look import theme

from ..engine import score_row
from .faces import CARD_RATIO, CardArt
from .words import GAME

Slots = tuple[str | None, str | None, str | None, str | None]

# The scoring examples of the rule book (R14): positions 1-4 and the key of their why.
SCORING_EXAMPLES: tuple[tuple[Slots, str], ...] = (
    ((None, None, "LEO", None), "rules.scoring.ex1"),
    ((None, "FIRE", "ARI", None), "rules.scoring.ex2"),
    ((None, "WATER", "ARI", "SUN"), "rules.scoring.ex3"),
    ((None, "FIRE", "ARI", "MARS"), "rules.scoring.ex4"),
    (("LEO", "FIRE", "ARI", "MARS"), "rules.scoring.ex5"),
    (("SAG", "FIRE", "SAG", "JUPITER"), "rules.scoring.ex6"),
    (("GEM", "AIR", "LIB", "MOON"), "rules.scoring.ex7"),
)

# A complete row for the section on the row: 1-4 and two stacked 5+6 pairs (bottom first).
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

SCORING_CARD_HEIGHT = 125  # reference px of a scoring example's card (`_scoring`)

Part = tuple[pygame.Surface, tuple[int, int]]  # a picture and where it lies in the example


class _Sketch:
    """One example being drawn: its parts, and the words set in them."""

    def __init__(self, art: CardArt, width: int, window: tuple[int, int]) -> None:
        self.art = art
        self.width = width
        self.window = window
        self.parts: list[Part] = []
        self.texts: list[tuple[str, Mapping[str, object], str]] = []

    def px(self, value: float) -> int:
        return theme.px(value, self.window)

    def add(self, surface: pygame.Surface, x: int, y: int) -> None:
        self.parts.append((surface, (x, y)))

    def words(self, key: str, params: Mapping[str, object], role: str, size: float,
              width: int, colour: theme.Color, reckoning: bool = False) -> pygame.Surface:
        """The text of the game's own catalog key `key`, wrapped to `width`; a `reckoning`
        keeps "sum 4, × 2 = 8" on one line (it wrapped "= 8" onto a line of its own)."""
        full = f"{GAME}.{key}"
        text = tr(full, **params)
        self.texts.append((full, dict(params), text))
        if reckoning:  # what follows the arrow stays on one line: "sum 5, × 2 = 10"
            head, arrow, tail = text.rpartition("→ ")
            text = head + arrow + tail.replace(" ", "\u00a0")
        return theme.paragraph(text, role, self.px(size), max(1, width), colour)

    def card_size(self, height: float) -> tuple[int, int]:
        h = max(20, self.px(height))
        return max(14, round(h * CARD_RATIO)), h

    def row(self, slots: Slots, card: tuple[int, int], gap: int) -> pygame.Surface:
        """Positions 1-4: a card's face, or an empty position drawn as the table draws it."""
        surf = pygame.Surface((4 * card[0] + 3 * gap, card[1]), pygame.SRCALPHA)
        for i, code in enumerate(slots):
            face = self.art.face(code, card) if code else self.art.slot(i + 1, card)
            surf.blit(face, (i * (card[0] + gap), 0))
        return surf

    def finish(self) -> RuleExample:
        height = max((pos[1] + surf.get_height() for surf, pos in self.parts), default=1)
        picture = pygame.Surface((self.width, max(1, height)), pygame.SRCALPHA)
        for surf, pos in self.parts:
            picture.blit(surf, pos)
        return RuleExample(picture, tuple(self.texts))


def _points_line(sketch: _Sketch, points: int) -> pygame.Surface:
    """"10 points" in gold, one line (its own width, not the column's)."""
    key = f"{GAME}.rules.scoring.points"
    params = {"points": points}
    text = tr(key, **params)
    sketch.texts.append((key, params, text))
    return theme.render(text, "bold", sketch.px(theme.BODY_SIZE), theme.GOLD)


def _subheading(sketch: _Sketch, key: str, y: int) -> int:
    surf = sketch.words(key, {}, "bold", theme.BODY_SIZE, sketch.width, theme.TEXT)
    sketch.add(surf, 0, y + sketch.px(6))
    return y + sketch.px(6) + surf.get_height() + sketch.px(10)


def _pattern(sketch: _Sketch) -> None:
    """The Legeschema: six boxes with their number and the kind of card they take."""
    px = sketch.px
    gap = px(10)
    box_w = (sketch.width - 5 * gap) // 6
    box_h = px(74)
    surf = pygame.Surface((sketch.width, box_h), pygame.SRCALPHA)
    for i in range(6):
        rect = pygame.Rect(i * (box_w + gap), 0, box_w, box_h)
        fill = theme.SELECTED if i == 2 else theme.CONTROL  # every row opens on 3
        pygame.draw.rect(surf, fill, rect, border_radius=px(8))
        pygame.draw.rect(surf, theme.CONTROL_BORDER, rect, 1, border_radius=px(8))
        num = theme.render(str(i + 1), "bold", px(26), theme.GOLD)
        surf.blit(num, num.get_rect(midtop=(rect.centerx, rect.y + px(6))))
        key = f"position.{i + 1}"
        name = tr(key)
        sketch.texts.append((key, {}, name))
        size = theme.fit_font_size(name, "text", px(theme.SMALL_SIZE), box_w - 8, 8)
        label = theme.render(name, "text", size, theme.TEXT)
        surf.blit(label, label.get_rect(midbottom=(rect.centerx, rect.bottom - px(8))))
    # the bracket under 5 and 6: they are one pair
    left = 4 * (box_w + gap)
    pygame.draw.line(surf, theme.GOLD, (left + px(6), box_h - 3),
                     (left + 2 * box_w + gap - px(6), box_h - 3), 2)
    sketch.add(surf, 0, 0)


def _full_row(sketch: _Sketch) -> None:
    """A full row, its pairs stacked as on the table, the engine's points beside it and
    what it shows below."""
    px = sketch.px
    slots, pairs = ROW_EXAMPLE
    card = sketch.card_size(96)
    gap = px(6)
    offset = px(14)  # how far each stacked pair is shifted down
    width = 6 * card[0] + 5 * gap + (offset if len(pairs) > 1 else 0)
    row = pygame.Surface((width, card[1] + offset * max(0, len(pairs) - 1)), pygame.SRCALPHA)
    row.blit(sketch.row(slots, card, gap), (0, 0))
    for level, (aspect, planet) in enumerate(pairs):
        dy, dx = offset * level, round(offset * 0.6) * level
        row.blit(sketch.art.face(aspect, card), (4 * (card[0] + gap) + dx, dy))
        row.blit(sketch.art.face(planet, card), (5 * (card[0] + gap) + dx, dy))
    sketch.add(row, 0, 0)
    pts = _points_line(sketch, score_row(slots).points)
    sketch.add(pts, row.get_width() + px(20), (row.get_height() - pts.get_height()) // 2)
    caption = sketch.words("rules.row.example", {}, "text", theme.SMALL_SIZE, sketch.width,
                           theme.TEXT_DIM)
    sketch.add(caption, 0, row.get_height() + px(8))


def _trick(sketch: _Sketch) -> None:
    """A trick won, turn by turn: the row after each turn and what happened. A turn that
    adds nothing shows the row unchanged, dimmed; the last step, the trick, is framed in
    gold and says the engine's points for the row."""
    px = sketch.px
    y = _subheading(sketch, "rules.trick.example.intro", 0)
    card = sketch.card_size(58)
    gap = px(4)
    row_w = 4 * card[0] + 3 * gap
    number_w = px(30)
    text_x = number_w + row_w + px(16)
    last = len(TRICK_EXAMPLE) - 1
    previous: Slots | None = None
    for step, (slots, key) in enumerate(TRICK_EXAMPLE):
        row = sketch.row(slots, card, gap)
        if slots == previous and step != last:
            row.set_alpha(110)  # nobody added a card this turn
        params = {"points": score_row(slots).points} if step == last else {}
        why = sketch.words(key, params, "text", theme.SMALL_SIZE, sketch.width - text_x,
                           theme.TEXT)
        block_h = max(card[1], why.get_height())
        number = theme.render(f"{step + 1}.", "bold", px(theme.BODY_SIZE),
                              theme.GOLD if step == last else theme.TEXT_DIM)
        sketch.add(number, 0, y + (block_h - number.get_height()) // 2)
        sketch.add(row, number_w, y + (block_h - card[1]) // 2)
        if step == last:  # the trick: the row leaves the game, framed in gold
            frame = pygame.Surface((row_w + px(8), card[1] + px(8)), pygame.SRCALPHA)
            pygame.draw.rect(frame, theme.GOLD, frame.get_rect(), max(2, px(3)),
                             border_radius=px(6))
            sketch.add(frame, number_w - px(4), y + (block_h - card[1]) // 2 - px(4))
        sketch.add(why, text_x, y + (block_h - why.get_height()) // 2)
        y += block_h + px(10)
        previous = slots


def _scoring(sketch: _Sketch) -> None:
    """Each scoring example: the cards, why, the engine's reckoning and its points."""
    px = sketch.px
    y = _subheading(sketch, "rules.scoring.examples", 0)
    # large enough to read the element and planet corners the words speak of: about
    # 85 px wide at 1280x800 (pt8a 10: at 47 px they could not be read)
    card = sketch.card_size(SCORING_CARD_HEIGHT)
    gap = px(5)
    text_x = 4 * card[0] + 3 * gap + px(18)
    # the words take what the widest "18 points" leaves: the cards grew (pt8a 10)
    widest = max(theme.font("bold", px(theme.BODY_SIZE)).size(
        tr(f"{GAME}.rules.scoring.points", points=score_row(slots).points))[0]
        for slots, _ in SCORING_EXAMPLES)
    text_w = sketch.width - text_x - widest - px(14)
    for slots, key in SCORING_EXAMPLES:
        result = score_row(slots)
        why = sketch.words(key, {}, "text", theme.SMALL_SIZE, text_w, theme.TEXT)
        params = {"elements": result.elements, "planets": result.planets,
                  "base": result.base, "multiplier": result.multiplier,
                  "points": result.points}
        # nothing matches: "at least 1", not the puzzling "0 + 0 → sum 1"
        calc_key = ("rules.scoring.calc_none" if result.elements == result.planets == 0
                    else "rules.scoring.calc")
        calc = sketch.words(calc_key, params, "text", theme.SMALL_SIZE, text_w,
                            theme.TEXT_DIM, reckoning=True)
        pts = _points_line(sketch, result.points)
        text_h = why.get_height() + px(4) + calc.get_height()
        block_h = max(card[1], text_h)
        sketch.add(sketch.row(slots, card, gap), 0, y + (block_h - card[1]) // 2)
        ty = y + (block_h - text_h) // 2
        sketch.add(why, text_x, ty)
        sketch.add(calc, text_x, ty + why.get_height() + px(4))
        sketch.add(pts, sketch.width - pts.get_width(), y + (block_h - pts.get_height()) // 2)
        y += block_h + px(14)


EXAMPLES: dict[str, Callable[[_Sketch], None]] = {
    "pattern": _pattern, "row": _full_row, "trick": _trick, "scoring": _scoring}


def rule_example(art: CardArt, name: str, width: int,
                 window: tuple[int, int]) -> RuleExample | None:
    """The example `name` drawn at most `width` wide for a window of size `window`."""
    draw = EXAMPLES.get(name)
    if draw is None:
        return None
    sketch = _Sketch(art, max(1, width), window)
    draw(sketch)
    return sketch.finish()
