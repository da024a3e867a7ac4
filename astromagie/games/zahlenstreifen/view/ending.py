"""The end's breakdown: each colour's majority (NS13), each player's points (NS14), the win.

The lines are short items, so a results screen can show them as they are: a seat's
colours follow its name, packed a few to a line and never cut inside one ("blue
4+9 = 13" stays whole); a line that goes on is indented.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..cards import COLOURS
from ..scoring import colour_tallies
from . import faces
from .outcome import leaders
from .words import capitalised, colour_name, joined, text_of

WIDTH = 44  # characters: a line of the results screen at 1024 pixels, the worst case
INDENT = "    "


def signed(points: int) -> str:
    """A score as printed: the minus sign, not a hyphen ("−17"). One way for points
    (pt14b 8): a bare figure is the score, negative; in words minus points count up
    ("17 minus points", "+1 minus point")."""
    return str(points).replace("-", "\u2212")


def packed(head: str, items: Sequence[str], width: int = WIDTH) -> list[str]:
    """`head` then the items, joined by " · " while a line has room; no item is cut."""
    lines = [head]
    for item in items:
        joiner = " " if lines[-1] == head else " · "
        if len(lines[-1]) + len(joiner) + len(item) <= width:
            lines[-1] += joiner + item
        else:
            lines.append(INDENT + item)
    return lines


def _seat_items(state: Any, seat: int, most: list[list[int]],
                tallies: list[tuple[list[int], list[int]]]) -> list[str]:
    items = []
    for letter in faces.COLOUR_ORDER:
        index = COLOURS.index(letter)
        count, total = tallies[seat][0][index], tallies[seat][1][index]
        if not count:
            continue
        colour = colour_name(letter)
        if seat in most[index]:
            items.append(text_of("end.part_most", colour=colour, count=count))
        elif count > 1:
            values = "+".join(str(c % 10) for c in sorted(
                x for x in state.collections[seat] if x // 10 == index))
            items.append(text_of("end.part_face", colour=colour, values=values, total=total))
        else:
            items.append(text_of("end.part_one", colour=colour, value=total))
    return items or [text_of("end.nothing")]


def breakdown(state: Any, names: Sequence[str]) -> list[str]:
    """Each colour's majority, then each player's points colour by colour, then the winner."""
    n = state.num_players
    owners = [*names[:n]] + ([text_of("dummy")] if state.has_dummy else [])
    tallies = [colour_tallies(c) for c in state.collections]
    most = leaders(state)
    lines = [text_of("end.majorities")] if any(most) else []
    for letter in faces.COLOUR_ORDER:
        index = COLOURS.index(letter)
        if not most[index]:
            continue
        count = tallies[most[index][0]][0][index]
        if most[index] == [n]:
            line = text_of("end.colour_dummy", colour=colour_name(letter), count=count)
        else:
            line = text_of("end.colour", colour=colour_name(letter), count=count,
                           names=joined([owners[o] for o in most[index]]))
        lines.append(capitalised(INDENT + line))
    for seat in range(n):
        head = text_of("end.player", name=names[seat], score=signed(state.scores[seat]))
        lines += packed(head, _seat_items(state, seat, most, tallies))
    winners = state.winners()
    if winners:
        key = "end.winner" if len(winners) == 1 else "end.winners"  # a tie shares the win
        # their minus points as an item of the same line: "Fewest minus points" as a
        # heading of its own was too wide at 1024x700 and its value wrapped under it (pt8b 9)
        lines.append(text_of(key, names=joined([names[s] for s in winners])) + " · "
                     + text_of("end.fewest", count=-state.scores[winners[0]]))
    return lines


def wrap_up(state: Any, names: Sequence[str], you: int | None) -> str:
    """The game's last log line: it is over, the fewest minus points win, who that is and,
    for the one person at this window, where they finished ("" while the game goes on)."""
    winners = state.winners()
    if not winners:
        return ""
    points = -state.scores[winners[0]]
    if you is not None and you in winners:
        return text_of("wrap_up.you_win", points=points)
    who = joined([names[s] for s in winners])
    if you is None:
        return text_of("wrap_up.over", names=who, points=points)
    return text_of("wrap_up.over_you", names=who, points=points, yours=-state.scores[you])
