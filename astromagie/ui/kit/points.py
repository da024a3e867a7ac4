"""Points rising at a seat: a move that changes a seat's score shows "+N" (or "−N") on
that seat's panel on the scoreboard, in the bare band beside its score, where it fades.
It used to fly there from the board, which read as the person's own change (pt7c 4: a
bot's "+1" rose above the person's hand as they drew, which costs them 1) and crossed the
draw pile's counter on its way ("−3", "+9" over "25").

Generic for every game: the change is read from the game's `scores` before and after
the move, nothing else. One label at a time stands on a seat's panel: a later change of
that seat's score ends the one before (`shown_points`; pt15b 2: two numbers faded on one
spot, and the older, read last, did not agree with the total's latest change).
The labels run on the table's animator (`animation.Label` with
an `end`), so they keep the player's animation speed; at a speed where cards land at
once (`INSTANT_SPEED`: a table that shows no animations) no label flies.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from astromagie.look import theme
from astromagie.ui.words import number_text

from .animation import Animator, Label
from .flourish import OUTLINE
from .frame import Frame
from .played import score_changes as score_changes  # reckoned where a move is made
from .seats import score_gap

POINTS = "points"  # the kind of a score change's label
POINTS_SECONDS = 2.0  # from the board to the panel, read there, faded, at speed 1
INSTANT_SPEED = 10.0  # at this animation speed or faster nothing is shown flying
POINTS_PX = 30  # the label's size at scale 1
GAIN = theme.GOLD
LOSS = (255, 160, 160)  # light: theme.DANGER's dark red on the dark pill was unreadable
# ("−5", "−12" on the scoreboard: pt6b 6); the dark outline sets both off


def points_text(change: int) -> str:
    """A change as the label reads: "+3", "−2" (a real minus sign), no words needed."""
    return f"+{change}" if change > 0 else number_text(change)


def score_spot(panel: pygame.Rect, scale: float, words: str = "+1") -> tuple[int, int]:
    """Where the label `words` lands on a seat's panel: in the bare band under the
    score, right of the status word (`seats.score_gap`), its pill's right edge at the
    band's; not over the score it changes (the playtest read the two drawn over each
    other) nor over the hand's count (pt3a 3)."""
    gap = score_gap(panel, scale)
    label = theme.font("bold", landing_px(panel, scale)).size(words)[0]
    return (gap.right - (label + round(14 * scale)) // 2, gap.centery)


def landing_px(panel: pygame.Rect, scale: float) -> int:
    """The label's text size as it lands: the largest up to its flying size whose line
    fits the band it lands in (its pill covers no words above or below)."""
    room = score_gap(panel, scale).h  # its pill, as tall as its line, covers no words
    size = max(theme.MIN_TEXT_PX, round(POINTS_PX * scale))
    while size > theme.MIN_TEXT_PX and theme.font("bold", size).size("+1")[1] > room:
        size -= 1
    return size


def over_the_scoreboard(frame: Frame, centre: tuple[int, int]) -> bool:
    """Whether a label at `centre` would stand over the scoreboard's column: on its way
    it is not shown there, where its pill covered the panels' words ("Most of 4
    colo−2 a card", pt5b 5); it shows again where it lands, in a bare band."""
    return centre[0] >= frame.side.left - round(POINTS_PX * frame.scale)


def badge(text: Callable[[str, int, theme.Color, str], pygame.Surface], words: str, px: int,
          colour: theme.Color, scale: float) -> pygame.Surface:
    """A score change's label whole: its dark pill, the words' dark outline and the words,
    opaque, to be faded as one (`pygame.Surface.set_alpha`). Faded part by part, the four
    outline copies stacked up darker than the fading words: on the person's own blue row
    "−3" read dark grey mid-fade (pt8c 9)."""
    words_drawn = text(words, px, colour, "bold")
    outline = text(words, px, theme.TEXT_DARK, "bold")
    size = words_drawn.get_rect().inflate(round(14 * scale), 0).size
    out = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(out, (*theme.PANEL[:3], 230), out.get_rect(), border_radius=size[1] // 2)
    centre = out.get_rect().center
    for dx, dy in OUTLINE:
        out.blit(outline, outline.get_rect(center=(centre[0] + dx, centre[1] + dy)))
    out.blit(words_drawn, words_drawn.get_rect(center=centre))
    return out


RISE = 6  # px at scale 1 a score change rises in its seat's band as it shows
# of its time a score change stands whole, then goes in a moment: fading over its last
# 40% it stood faint beside the score a good while, read as a leftover (pt17 2)
POINTS_FADE = 0.88


def send_points(animator: Animator, changes: Sequence[tuple[int, int]],
                panel: Callable[[int], pygame.Rect], scale: float,
                delay: float = 0.0) -> None:
    """The labels of `changes`, each rising onto its own seat's panel beside the score
    after `delay` seconds (at speed 1: when the move's cards have landed)."""
    if animator.speed >= INSTANT_SPEED or animator.still:
        return
    rise = round(RISE * scale)
    for seat, change in changes:
        words = points_text(change)
        x, y = score_spot(panel(seat), scale, words)
        animator.label(words, (x, y + rise), POINTS_SECONDS, rise=rise, delay=delay,
                       kind=POINTS, color=GAIN if change > 0 else LOSS,
                       px=landing_px(panel(seat), scale), seat=seat, fade=POINTS_FADE)


def shown_points(animator: Animator, frame: Frame) -> list[tuple[str, tuple[int, int], int,
                                                                 theme.Color, int]]:
    """The score changes to paint this frame: words, centre, alpha, colour, text size. Of
    a seat's labels only the newest started one shows; the older ones are ended, so the
    number beside a total is always the change its last move made (pt15b 2)."""
    newest: dict[int, Label] = {}
    for label in animator.labels:
        if label.kind == POINTS and label.started:
            older = newest.get(label.seat)
            if older is None or label.elapsed - label.delay <= older.elapsed - older.delay:
                newest[label.seat] = label
    kept = set(map(id, newest.values()))
    animator.labels[:] = [label for label in animator.labels if label.kind != POINTS
                          or not label.started or id(label) in kept]
    return [(label.text, *label.now(), label.color, label.px_now())
            for label in newest.values()
            if label.arrived or not over_the_scoreboard(frame, label.now()[0])]
