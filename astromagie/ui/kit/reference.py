"""A refusal's rule reference in the message line: "(rule NS5)" drawn dimmer than the
reason, a pointer to the rule book (F1 or a click opens it there), not part of the
reason (playtest pt2, 3: a bare "(NS5)" meant nothing to a newcomer)."""

from __future__ import annotations

from typing import Protocol

import pygame

from astromagie.i18n import tr
from astromagie.look import theme


class Texts(Protocol):
    """The painter's cached words (`PaintCache`)."""

    def text(self, text: str, size: int, color: theme.Color = theme.TEXT,
             role: str = "text") -> pygame.Surface: ...

    def fit(self, text: str, size: int, width: int, color: theme.Color = theme.TEXT,
            role: str = "text") -> pygame.Surface: ...


def reference_at_end(line: str) -> int | None:
    """Where a line's closing rule reference ("(rule NS5)", `refusing.rule_reference`)
    begins, if it ends with one."""
    words = tr("kit.rule_ref", rule="\0").split("\0")[0]
    start = line.rfind("(" + words)
    if start < 0 or not line.endswith(")") or " " in line[start + 1 + len(words):]:
        return None
    return start


def with_reference(texts: Texts, line: str, size: int, width: int,
                   colour: theme.Color) -> pygame.Surface:
    """A refusal's last line with its rule's reference dimmer; the line as one colour
    where it has none or where the two parts would not fit `width`."""
    found = reference_at_end(line)
    if found is None:
        return texts.fit(line, size, width, colour)
    reason = texts.text(line[:found].rstrip(), size, colour)
    reference = texts.text(line[found:], size, theme.TEXT_DIM)
    gap = reason.get_height() // 4
    if reason.get_width() + gap + reference.get_width() > width:
        return texts.fit(line, size, width, colour)
    joined = pygame.Surface((reason.get_width() + gap + reference.get_width(),
                             max(reason.get_height(), reference.get_height())), pygame.SRCALPHA)
    joined.blit(reason, (0, 0))
    joined.blit(reference, (reason.get_width() + gap, 0))
    return joined
