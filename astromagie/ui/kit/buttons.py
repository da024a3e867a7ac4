"""The kit table's buttons: each with its key shown, its words wrapped, never shrunk.

A label that does not fit its button's width goes on a second (third) line and
the button grows taller (`Frame.button_column` with the lines per button): the
letters stay the size of every other button's. A turn with many buttons keeps its
column inside the hand's tray: the buttons stand closer, then every label is set a
step smaller (`column_fit`), never one alone. The key that presses the button
is shown in a small key cap at its right ("H", "Enter"; `widgets/keycap.py`, which
the menus' buttons share).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import lru_cache

import pygame

from astromagie import i18n
from astromagie.i18n import tr
from astromagie.kit.view import Action
from astromagie.look import theme
from astromagie.ui.widgets.keycap import KEY_PX, cap_room, key_name, paint_key_cap

from .frame import Frame

__all__ = ["AGAIN_KEY", "UNDO_LABEL", "UNDO_TIP", "button_rects", "cap_width", "column",
           "column_fit", "column_steps", "columns_needed", "explanation", "fits", "fitted",
           "key_name", "label_lines",
           "label_size", "paint_button", "paint_tip", "shown_key", "with_room_kept"]
LABEL_PX = 18  # the labels' size at scale 1 (every button's the same)
SMALLER_PX = (16, 15)  # the steps down a crowded column takes, at scale 1
AGAIN_KEY = pygame.K_r  # the guided game's Again (no game's turn uses R)


TAKE_BACK_KEY = pygame.K_BACKSPACE  # a turn's own button on this key takes a card back
# Undo's one wording per state, its label and its tip's first words the same (pt14a 4,
# pt14c 9: the button said "Undo all of it" while its tip said "Undo my turn", and at a
# turn's start "Undo my turn" took back the previous turn and the replies to it):
# False, the turn before this one (and the replies); True, the moves of the turn still open
UNDO_LABEL = {False: "kit.undo_button", True: "kit.undo_whole_button"}
UNDO_TIP = {False: "kit.explain.undo", True: "kit.explain.undo_whole"}


def column(own: Sequence[Action], can_undo: bool, can_hint: bool,
           can_again: bool = False, whole_turn: bool = False,
           guided: bool = False) -> list[Action]:
    """The table's buttons, top to bottom: the turn's own actions that go forward (Play,
    Draw: the turn's main one first), Hint, then the ones that go back together: the
    turn's own take-back (Backspace), Again (in the guided game, when a lesson's turn
    went wrong: again.py), Undo my turn (when there is a turn to take back). Play was
    squeezed between the two undo buttons at 1024x700 (playtest pt3b, 15); in two columns
    the going-back buttons share the right one. (The end has its own screen,
    kit/results.py.) `whole_turn`: Undo would take back moves of the turn still open, and
    says it takes the whole turn (pt6d 5). `guided`: Again stands in the guided game
    from the start, shut until a lesson's turn goes astray, as Undo does: the buttons
    above it moved up 40 px when it came (pt18a 7)."""
    forward = [a for a in own if a.key != TAKE_BACK_KEY]
    back = [a for a in own if a.key == TAKE_BACK_KEY]
    again = [Action("again", tr("kit.again_button"), can_again, AGAIN_KEY)] \
        if can_again or guided else []
    # Undo my turn stands from the start, shut until there is a turn to take back: the
    # buttons above it no longer move up when it comes (pt5a 8, pt6c 5: a click where
    # Hint had been undid the turn)
    undo = [Action("undo", tr(UNDO_LABEL[whole_turn]), can_undo, pygame.K_u)]
    hint = Action("hint", tr("kit.hint_button"), can_hint, pygame.K_h)
    return [*forward, hint, *back, *again, *undo]




def explanation(game: str, action: Action) -> Callable[[], str] | None:
    """What a button does, in a sentence that names its key: the game's words for its
    own buttons (`<game>.explain.<id>`), the kit's for Hint, Undo my turn and Retry this
    turn; None for a button that explains itself. Undo's tip is the one for the state
    its label names (`UNDO_LABEL`): the two always open with the same words."""
    if action.id == "undo":
        whole = action.label == tr(UNDO_LABEL[True])
        return lambda: tr(UNDO_TIP[whole], shortcut=key_name(action.key))
    # a take-back button's tip names Esc too, which takes back all that was laid (pt15d 4)
    more = " " + tr("kit.escape_takes_back_tip") if action.key == TAKE_BACK_KEY else ""
    for key in (f"{game}.explain.{action.id}", f"kit.explain.{action.id}"):
        if i18n.has(key):
            return lambda: tr(key, shortcut=key_name(action.key)) + more
    return None


def label_size(frame: Frame) -> int:
    return frame.font(LABEL_PX)


def shown_key(action: Action) -> str:
    """The key cap's words: "" without a key or when the label names it already
    ("Draw (D)")."""
    name = key_name(action.key)
    return "" if not name or action.label.rstrip().endswith(f"({name})") else name


@lru_cache(maxsize=256)
def _cap_width(name: str, size: int, scale: float) -> int:
    return cap_room(theme.render(name, "bold", size, theme.TEXT), scale)


def cap_width(action: Action, frame: Frame, button_w: int | None = None,
              size: int | None = None) -> int:
    """The room the key cap takes at the right of a button `button_w` wide (the column's
    width unless told; the replay's buttons are narrower): 0 without one, and none where
    a word of the label would not fit beside it, or the label would take two lines beside
    it and one without: the words come first, the cap is a hint (the tip names the key).
    `size`: the labels' size (`label_size` unless told)."""
    name = shown_key(action)
    if not name:
        return 0
    width = _cap_width(name, frame.font(KEY_PX), frame.scale)
    room = (frame.button_width() if button_w is None else button_w) \
        - round(20 * frame.scale) - width
    font = theme.font("bold", label_size(frame) if size is None else size)
    if any(font.size(word)[0] > room for word in action.label.split()):
        return 0
    if room < font.size(action.label)[0] <= room + width:
        return 0  # one line without the cap, two beside it: one line (pt3b, 15)
    return width


@lru_cache(maxsize=256)
def _wrapped(label: str, size: int, room: int) -> tuple[str, ...]:
    return tuple(theme.wrap(label, "bold", size, max(20, room)) or [""])


def label_lines(action: Action, frame: Frame, width: int | None = None,
                size: int | None = None) -> list[str]:
    """The label in lines that fit beside the key cap at the buttons' one size (`size`,
    `label_size` unless told), in a button `width` wide (the column's width unless told)."""
    width = frame.button_width() if width is None else width
    size = label_size(frame) if size is None else size
    room = width - round(20 * frame.scale) - cap_width(action, frame, width, size)
    return list(_wrapped(action.label, size, room))


def column_fit(frame: Frame, actions: Sequence[Action]) -> tuple[int, list[pygame.Rect]]:
    """The labels' one size and where each button lies: as tall as its label needs, the
    column inside the hand's tray (its top no higher than the buttons' area): the buttons
    stand closer first, then every label a step smaller. A frame that lays its buttons
    out its own way (the replay's, two by two) keeps its layout."""
    if type(frame).button_rects is not Frame.button_rects:
        return label_size(frame), frame.button_rects(len(actions))
    steps = column_steps(frame)
    rects: list[pygame.Rect] = []
    for size, tight in steps[min(frame.button_step, len(steps) - 1):]:
        lines = [len(label_lines(a, frame, size=size)) for a in actions]
        rects = frame.button_column(len(actions), lines, tight)
        if fits(frame, rects):
            return size, rects
    return steps[-1][0], rects


def column_steps(frame: Frame) -> list[tuple[int, bool]]:
    """The column's ways to fit, loosest first: each label size, set apart then close."""
    sizes = [label_size(frame), *(frame.font(px) for px in SMALLER_PX)]
    return [(size, tight) for size in sizes for tight in (False, True)]


def fitted(frame: Frame, actions: Sequence[Action]) -> Frame:
    """`frame` with the columns `actions` need and the column squeezed as far as they
    need, never looser than it was (`Frame.button_step`): a button that comes or goes,
    Again after a refusal, a turn's own buttons while cards fly, moves no other (pt18a
    7: Play, Hint and Undo moved up 40 px when Retry came)."""
    out = frame.with_button_columns(columns_needed(frame, actions))
    if type(out).button_rects is not Frame.button_rects:
        return out
    steps = column_steps(out)
    start = out.button_step if out.button_columns == frame.button_columns else 0
    need = next((i for i in range(start, len(steps)) if fits(out, out.button_column(
        len(actions), [len(label_lines(a, out, size=steps[i][0])) for a in actions],
        steps[i][1]))), len(steps) - 1)
    return out if need == out.button_step else replace(out, button_step=need)


def fits(frame: Frame, rects: Sequence[pygame.Rect]) -> bool:
    """Whether every button stands in the buttons' area (none above its top)."""
    return all(rect.top >= frame.buttons.top for rect in rects)


def columns_needed(frame: Frame, actions: Sequence[Action]) -> int:
    """How many columns the turn's buttons take: one while it holds them in the tray (at
    the smaller steps, set closer), else two."""
    if type(frame).button_rects is not Frame.button_rects:
        return frame.button_columns
    one = frame.with_button_columns(1)
    return 1 if fits(one, column_fit(one, actions)[1]) else 2


def with_room_kept(actions: Sequence[Action], guided: bool) -> list[Action]:
    """`actions` and the kit's buttons that may yet come in the game (Undo my turn; Retry
    this turn in the guided game), so the columns, and the hand's room beside them, are
    counted for them from the start: a button that appears does not push the hand aside
    (playtest pt5b, 10: Again came after a refused drop, the buttons took two columns and
    the kept fan's cards overlapped until the turn ended)."""
    present = {action.id for action in actions}
    kept = [*actions]
    if "undo" not in present:  # room for the longer of its two wordings
        font = theme.font("bold", LABEL_PX)
        label = max((tr(key) for key in UNDO_LABEL.values()), key=lambda w: font.size(w)[0])
        kept.append(Action("undo", label, True, pygame.K_u))
    if guided and "again" not in present:
        kept.append(Action("again", tr("kit.again_button"), True, AGAIN_KEY))
    return kept


def button_rects(frame: Frame, actions: Sequence[Action]) -> list[pygame.Rect]:
    """Where each action's button lies (`column_fit`)."""
    return column_fit(frame, actions)[1]


def paint_button(surface: pygame.Surface, action: Action, rect: pygame.Rect, frame: Frame,
                 mouse: tuple[int, int],
                 text: Callable[[str, int, theme.Color, str], pygame.Surface],
                 size: int | None = None) -> None:
    """One button: its fill, key cap and label at the column's one `size` (`label_size`
    unless told)."""
    hover = rect.collidepoint(mouse) and action.enabled
    fill = (theme.CONTROL_DISABLED if not action.enabled
            else theme.CONTROL_HOVER if hover else theme.CONTROL)
    # a shut button reads as shut at a glance (pt7 solar8: Undo my turn looked usable
    # before any move): dimmer words and a faint border, still legible
    ink = theme.TEXT if action.enabled else theme.lerp(theme.TEXT_DIM, fill, 0.25)
    border = theme.CONTROL_BORDER if action.enabled \
        else theme.lerp(theme.CONTROL_DISABLED, theme.CONTROL_BORDER, 0.4)
    pygame.draw.rect(surface, fill, rect, border_radius=10)
    pygame.draw.rect(surface, border, rect, width=2, border_radius=10)
    size = label_size(frame) if size is None else size
    cap = cap_width(action, frame, rect.w, size)
    if cap:
        paint_key_cap(surface, text(shown_key(action), frame.font(KEY_PX), ink, "bold"),
                      rect.right, rect.centery, frame.scale)
    room = rect.w - round(20 * frame.scale) - cap
    font = theme.font("bold", size)
    # a single word wider than the whole button (a long German one) is the one thing set
    # smaller: every other label wraps at the buttons' one size
    lines = [text(line, size, ink, "bold") if font.size(line)[0] <= room
             else theme.render_fit(line, "bold", size, room, ink)
             for line in label_lines(action, frame, rect.w, size)]
    height = sum(line.get_height() for line in lines)
    centre_x = rect.x + (rect.w - cap) // 2
    y = rect.centery - height // 2
    for line in lines:
        surface.blit(line, line.get_rect(midtop=(centre_x, y)))
        y += line.get_height()


TIP_PX = 16  # the explanation's words at scale 1 (never under the app's smallest text)
TIP_WIDTH = 300  # at most this wide at scale 1: a few short lines beside the button


def paint_tip(surface: pygame.Surface, words: str, button: pygame.Rect, frame: Frame,
              text: Callable[[str, int, theme.Color, str], pygame.Surface],
              crowd: Callable[[pygame.Rect], int] | None = None) -> pygame.Rect:
    """What a button does, in a box over the hand's tray, its right edge with the
    button's, inside the window (beside the button it covered the hand's cards, the one
    the lesson pointed at among them), or, where `crowd` finds that covers more (Monad's
    tray words: playtest pt2, 27), left of the button; returns the box."""
    lines, box = tip_lines(words, frame, text)
    box.bottomright = (button.right, frame.tray().top - round(6 * frame.scale))
    box.clamp_ip(surface.get_rect())
    if crowd is not None:
        beside = box.copy()
        beside.bottomright = (button.x - round(8 * frame.scale), button.bottom)
        beside.clamp_ip(surface.get_rect())
        box = min((box, beside), key=crowd)
    return paint_tip_box(surface, box, lines, frame)


def tip_lines(words: str, frame: Frame,
              text: Callable[[str, int, theme.Color, str], pygame.Surface]
              ) -> tuple[list[pygame.Surface], pygame.Rect]:
    """A tip's lines, rendered at the tips' size and wrapped at their width, and the size
    of the box round them (at 0, 0: the caller places it)."""
    size = max(theme.MIN_TEXT_PX, frame.font(TIP_PX))
    pad = round(8 * frame.scale)
    lines = [text(line, size, theme.TEXT, "text")
             for line in theme.wrap(words, "text", size, round(TIP_WIDTH * frame.scale))]
    return lines, pygame.Rect(0, 0, max(line.get_width() for line in lines) + 2 * pad,
                              sum(line.get_height() for line in lines) + 2 * pad)


def paint_tip_box(surface: pygame.Surface, box: pygame.Rect, lines: Sequence[pygame.Surface],
                  frame: Frame) -> pygame.Rect:
    """A tip's `lines` in its placed `box`, opaque (a button under it showed its label
    through: playtest pt3b, 14); returns the box."""
    pad = round(8 * frame.scale)
    theme.rounded_panel(surface, box, (20, 24, 60, 255), theme.GOLD, round(8 * frame.scale))
    y = box.y + pad
    for line in lines:
        surface.blit(line, (box.x + pad, y))
        y += line.get_height()
    return box
