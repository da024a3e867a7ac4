"""A question at the table (a `Picker`: "With which card?"), laid out, painted and
answered by the keyboard as well as the mouse.

The question and its options stand on one panel, as every other overlay does (the
playtest read Monad's bare question over the shaded table as a stray line). Every
option is reachable by keyboard: the arrow keys and Tab move the focus, Return or
Space chooses it, the number keys 1-9 choose an option at once, Esc cancels; a line
at the panel's foot says so, and each option shows its number key.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from astromagie.i18n import tr
from astromagie.look import theme
from astromagie.ui.widgets.keycap import KEY_PX, cap_room, paint_key_cap

from .desk import NUMBER_KEYS, Picker
from .frame import BUTTON_LINE, Frame

TextFn = Callable[..., pygame.Surface]
PANEL = (16, 20, 52, 250)  # opaque, as the overlays' panels: the table never shows through
NEXT_KEYS = (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_TAB)
BACK_KEYS = (pygame.K_UP, pygame.K_LEFT)
CHOOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
QUESTION_LINES = 2  # the most lines a question takes over its options
REASON_PX = 16  # an option's grey reason line under its choice (pt17 1)


@dataclass(frozen=True)
class PickerKey:
    """What a key does to an open question: "pick" option `index` (the last index is
    Cancel), "cancel", move the "focus" to `index`, ask the "hint", or "none"."""

    kind: str
    index: int = 0


def wanted_option(options: Sequence[Any], wanted: Any) -> int | None:
    """The option a question opens on, lit: the one whose move is the coach's or the
    hint's (`wanted`), else one that begins that move or that it begins (a Monad trade's
    bonus "+"); None where there is none (the question opens on its first, unlit)."""
    if wanted is None:
        return None
    moves = [getattr(option, "move", None) for option in options]
    exact = next((i for i, move in enumerate(moves) if move == wanted), None)
    if exact is not None or not isinstance(wanted, str):
        return exact
    return next((i for i, move in enumerate(moves) if isinstance(move, str) and move
                 and (wanted.startswith(move + " ") or move.startswith(wanted + " "))), None)


def picker_key(key: int, focus: int, options: int, shift: bool = False) -> PickerKey:
    """The answer to `key` with `focus` on one of `options` options plus Cancel."""
    rows = options + 1  # the options, then Cancel
    if key == pygame.K_ESCAPE:
        return PickerKey("cancel")
    if key in CHOOSE_KEYS:
        return PickerKey("cancel") if focus >= options else PickerKey("pick", focus)
    if key == pygame.K_h:  # the hint for this choice (pt16c 3: H did nothing here)
        return PickerKey("hint")
    if key in NUMBER_KEYS and NUMBER_KEYS[key] < options:
        return PickerKey("pick", NUMBER_KEYS[key])
    if key in BACK_KEYS or (key == pygame.K_TAB and shift):
        return PickerKey("focus", (focus - 1) % rows)
    if key in NEXT_KEYS:
        return PickerKey("focus", (focus + 1) % rows)
    return PickerKey("none")


def labels_of(picker: Picker) -> list[str]:
    """The words of each row: the options', then Cancel."""
    return [o.label for o in picker.options] + [tr("kit.choose_cancel")]


def option_lines(label: str, width: int, frame: Frame) -> list[str]:
    """An option's words in lines at the options' one size (never shrunk), beside the
    number key's cap; what follows a "\n" is its reason, in smaller grey lines."""
    room = width - round(24 * frame.scale) - cap_width(frame)
    choice, _, reason = label.partition("\n")
    lines = theme.wrap(choice, "text", frame.font(20), room) or [""]
    return lines + (theme.wrap(reason, "text", frame.font(REASON_PX), room) if reason else [])


def cap_width(frame: Frame) -> int:
    return cap_room(theme.render("9", "bold", frame.font(KEY_PX)), frame.scale)


def question_size(question: str, frame: Frame, width: int) -> int:
    """The question's one type size: the largest, from 22 down, at which it wraps into
    QUESTION_LINES lines (a last line shrunk on its own read as a second, smaller title:
    playtest pt4a, 17)."""
    size = frame.font(22)
    while size > theme.MIN_TEXT_PX and len(theme.wrap(question, "bold", size, width)) > \
            QUESTION_LINES:
        size -= 1
    return size


def question_lines(question: str, frame: Frame, width: int) -> list[str]:
    """The question in at most QUESTION_LINES lines at its one size (`question_size`; the
    last one fitted when even the smallest size needs more)."""
    lines = theme.wrap(question, "bold", question_size(question, frame, width), width) or [""]
    return [*lines[:QUESTION_LINES - 1], " ".join(lines[QUESTION_LINES - 1:])][:len(lines)]


def pad_of(frame: Frame) -> int:
    return round(16 * frame.scale)


def option_rects(frame: Frame, options: int, labels: Sequence[str] = (),
                 lesson: pygame.Rect | None = None) -> list[pygame.Rect]:
    """The option buttons of a question, then Cancel, centred on the board with room for
    the question's lines above them (as many as it may take: the options stand where
    they stand whatever the question); an option whose words take two lines is taller.
    Clear of the open `lesson` card where the table has room (`clear_of`)."""
    w = min(frame.board.w - 80, round(460 * frame.scale))
    head = head_height(frame, "", w)
    pad = pad_of(frame)
    heights, gap = option_heights(frame, w, options, labels)
    column_w, rows = w, options  # one column; two where even set closer it is too tall
    if options > 1 and not fits(frame, w, heights, gap):
        w = min(frame.board.w - 40, 2 * w + gap)
        column_w, rows = (w - gap) // 2, (options + 1) // 2
        heights, gap = option_heights(frame, column_w, options, labels)
        heights = [*(max(heights[row], heights[row + rows] if row + rows < options else 0)
                     for row in range(rows)), heights[-1]]
    slots = [*heights[:rows], heights[-1]]  # the rows' heights, then Cancel's
    total = head + sum(slots) + gap * rows + foot_height(frame)
    top = max(frame.board.y + pad + head + pad, frame.board.centery - total // 2 + head)
    # the whole panel in the window, its keys' line too (pt18c 5: a 4-player Asteroid
    # Belt's eight options ran off the foot at 1280x800): up over the top bar if need be
    bottom = frame.size[1] - round(4 * frame.scale)
    over = top - head + total + 2 * pad - bottom
    if over > 0:
        top = max(round(4 * frame.scale) + pad + head, top - over)
    left, tops = frame.board.centerx - w // 2, []
    for height in slots:
        tops.append(top)
        top += height + gap
    rects = [pygame.Rect(left + (i // rows) * (column_w + gap), tops[i % rows], column_w,
                         slots[i % rows]) for i in range(options)]
    rects.append(pygame.Rect(left, tops[-1], w, slots[-1]))  # Cancel, the whole width
    if lesson is None:
        return rects
    # the panel as tall as the question and the keys' hint may ever make it
    box = pygame.Rect(rects[-1].x - pad, rects[0].y - head - pad, w + 2 * pad,
                      rects[-1].bottom - rects[0].y + head + foot_height(frame) + 2 * pad)
    dx, dy = clear_of(box, lesson, frame)
    return [rect.move(dx, dy) for rect in rects]


def option_heights(frame: Frame, width: int, options: int, labels: Sequence[str] = ()
                   ) -> tuple[list[int], int]:
    """Each option's height, then Cancel's, and the gap between them: a button's own
    height and a line more for each line its words take; where that would not fit the
    window (a long list with reasons, `fits`), set closer: lower buttons, a reason's
    smaller lines at their own height, a narrower gap."""
    line_h = round(BUTTON_LINE * frame.scale)

    def laid(h: int, reason_h: int, gap: int) -> tuple[list[int], int]:
        heights = []
        for i in range(options + 1):
            if i >= len(labels):
                heights.append(h)
                continue
            lines = option_lines(labels[i], width, frame)
            reasons = len(lines) - len(option_lines(labels[i].partition("\n")[0], width, frame))
            heights.append(h + line_h * (len(lines) - 1 - reasons) + reason_h * reasons)
        return heights, gap

    roomy = laid(round(44 * frame.scale), line_h, round(8 * frame.scale))
    if fits(frame, width, *roomy):
        return roomy
    reason_h = theme.font("text", frame.font(REASON_PX)).get_linesize()
    return laid(round(36 * frame.scale), reason_h, round(4 * frame.scale))


def fits(frame: Frame, width: int, heights: Sequence[int], gap: int) -> bool:
    """Whether a question's panel with options `heights` (Cancel last) fits the window."""
    total = head_height(frame, "", width) + sum(heights) + gap * (len(heights) - 1) \
        + foot_height(frame) + 3 * pad_of(frame)
    return total <= frame.size[1] - round(8 * frame.scale)


def clear_of(box: pygame.Rect, lesson: pygame.Rect, frame: Frame) -> tuple[int, int]:
    """How far a question's panel `box` moves to leave the lesson's card readable (pt14c 2:
    Solar's draw-four dialog hid the coach's reason for the choice): not at all where they
    do not meet; else below the card, above it, or beside it, the nearest that stays on the
    table left of the side column; else not at all (the card's short line is then the
    dialog's lit option and its keys' line, as before)."""
    if not box.colliderect(lesson):
        return 0, 0
    gap = round(8 * frame.scale)
    table = pygame.Rect(0, frame.board.y, frame.side.x, frame.hand.bottom - frame.board.y)
    spots = [box.copy() for _ in range(4)]
    spots[0].top = lesson.bottom + gap
    spots[1].bottom = lesson.top - gap
    spots[2].left, spots[3].right = lesson.right + gap, lesson.left - gap
    for spot in spots[2:]:
        spot.centery = min(max(box.centery, table.y + spot.h // 2), table.bottom - spot.h // 2)
    fits = [spot for spot in spots if table.contains(spot) and not spot.colliderect(lesson)]
    if not fits:
        return 0, 0
    best = min(fits, key=lambda spot: abs(spot.x - box.x) + abs(spot.y - box.y))
    return best.x - box.x, best.y - box.y


def head_height(frame: Frame, question: str, width: int) -> int:
    """The question's lines over the options, with the gap under them; "" for the most
    a question may take."""
    lines = len(question_lines(question, frame, width)) if question else QUESTION_LINES
    size = question_size(question, frame, width) if question else frame.font(22)
    return theme.font("bold", size).get_linesize() * lines + round(10 * frame.scale)


def hint_lines(frame: Frame, options: int, width: int, lit: str = "") -> list[str]:
    """The keys' hint under the options, in at most two lines at a readable size; what
    Enter takes where the lesson's or the hint's option is lit (pt12c 6: Enter took "Vega
    draws four" in the guided game, "I draw four myself" after a hint, unexplained)."""
    words = tr(f"kit.choose_keys{'_' + lit if lit else ''}", count=min(9, options))
    return (theme.wrap(words, "text", frame.font(15), width) or [""])[:2]


def foot_height(frame: Frame, lines: int = 2) -> int:
    """The key hint's lines under the options (room for two unless told)."""
    return theme.font("text", frame.font(15)).get_linesize() * lines + round(8 * frame.scale)


def panel_rect(frame: Frame, rects: Sequence[pygame.Rect], question: str,
               lit: str = "") -> pygame.Rect:
    """The panel behind the question, its options and the key hint."""
    pad = pad_of(frame)
    first, last = rects[0], rects[-1]  # Cancel: the panel's whole width
    head = head_height(frame, question, last.w)
    foot = foot_height(frame, len(hint_lines(frame, len(rects) - 1, last.w, lit)))
    return pygame.Rect(last.x - pad, first.y - head - pad, last.w + 2 * pad,
                       last.bottom - first.y + head + foot + pad + pad // 2)


def paint_picker(surface: pygame.Surface, picker: Picker, focus: int, frame: Frame,
                 text: TextFn, lesson: pygame.Rect | None = None) -> pygame.Rect:
    """The question on its panel: its words in gold, each option with its number key,
    the focused one lit (the mouse moves the focus), the keys' hint at the foot; the
    panel's rect. The open `lesson` card is left unshaded and uncovered where there is
    room (`clear_of`): it says why the lit option is the lesson's."""
    card = lesson.clip(surface.get_rect()) if lesson is not None else None
    kept = surface.subsurface(card).copy() if card is not None and card.w and card.h \
        else None
    theme.shade(surface)
    if card is not None and kept is not None:
        surface.blit(kept, card)
    labels = labels_of(picker)
    rects = option_rects(frame, len(picker.options), labels, lesson)
    panel = panel_rect(frame, rects, picker.question, picker.lit)
    theme.rounded_panel(surface, panel, PANEL, theme.GOLD, width=2)
    y = panel.y + pad_of(frame)
    size = question_size(picker.question, frame, rects[-1].w)
    for line in question_lines(picker.question, frame, rects[-1].w):
        words = theme.render_fit(line, "bold", size, rects[-1].w, theme.GOLD)
        surface.blit(words, words.get_rect(midtop=(panel.centerx, y)))
        y += theme.font("bold", size).get_linesize()
    for index, (label, rect) in enumerate(zip(labels, rects, strict=True)):
        lit = index == focus
        pygame.draw.rect(surface, theme.CONTROL_HOVER if lit else theme.CONTROL, rect,
                         border_radius=10)
        pygame.draw.rect(surface, theme.GOLD if lit else theme.CONTROL_BORDER, rect,
                         width=3 if lit else 2, border_radius=10)
        cap = 0
        if index < min(9, len(picker.options)):
            name = text(str(index + 1), frame.font(KEY_PX), theme.TEXT, "bold")
            paint_key_cap(surface, name, rect.right, rect.centery, frame.scale)
            cap = cap_width(frame)
        # a label's lines after its first "\n" are its reason: grey and smaller (pt17 1)
        choice = len(option_lines(label.partition("\n")[0], rect.w, frame))
        shown = [text(line, frame.font(20)) if row < choice else
                 text(line, frame.font(REASON_PX), theme.TEXT_DIM)
                 for row, line in enumerate(option_lines(label, rect.w, frame))]
        line_y = rect.centery - sum(words.get_height() for words in shown) // 2
        for words in shown:
            surface.blit(words, words.get_rect(midtop=(rect.x + (rect.w - cap) // 2, line_y)))
            line_y += words.get_height()
    y = rects[-1].bottom + round(8 * frame.scale)
    for hint_line in hint_lines(frame, len(picker.options), rects[-1].w, picker.lit):
        hint = theme.render_fit(hint_line, "text", frame.font(15), rects[-1].w,
                                theme.TEXT_DIM)
        surface.blit(hint, hint.get_rect(midtop=(panel.centerx, y)))
        y += theme.font("text", frame.font(15)).get_linesize()
    return panel
