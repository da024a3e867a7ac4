"""A key cap: the key that presses a button, drawn small at the button's right ("H",
"Enter"), the same on the table's buttons (`ui/kit/buttons.py`) and on a menu's
(`Button(..., show_key=True)`).

The key's name is a letter or digit as printed on the key, else its name in the
player's language (`kit.key.<name>`).
"""

from __future__ import annotations

import pygame

from astromagie.i18n import tr
from astromagie.look import theme

NAMED_KEYS = {pygame.K_RETURN: "kit.key.enter", pygame.K_KP_ENTER: "kit.key.enter",
              pygame.K_BACKSPACE: "kit.key.backspace", pygame.K_SPACE: "kit.key.space",
              pygame.K_ESCAPE: "kit.key.escape", pygame.K_TAB: "kit.key.tab",
              pygame.K_DELETE: "kit.key.delete", pygame.K_LEFT: "kit.key.left",
              pygame.K_RIGHT: "kit.key.right"}
KEY_PX = 13  # the cap's letters at scale 1


def key_name(key: int | None) -> str:
    """The key as its cap reads: a letter or digit, else its name in the player's language."""
    if key is None:
        return ""
    if key in NAMED_KEYS:
        return tr(NAMED_KEYS[key])
    name = pygame.key.name(key)
    return name.upper() if len(name) == 1 else name.title()


def cap_at(name: pygame.Surface, right: int, centre_y: int, scale: float) -> pygame.Rect:
    """The cap's frame around its rendered `name`, a little inside a button's `right`."""
    box = name.get_rect().inflate(round(10 * scale), round(4 * scale))
    box.midright = (right - round(8 * scale), centre_y)
    return box


def cap_room(name: pygame.Surface, scale: float) -> int:
    """The width a cap takes at a button's right, with the gap before the label."""
    return name.get_width() + round(18 * scale)


def paint_key_cap(surface: pygame.Surface, name: pygame.Surface, right: int, centre_y: int,
                  scale: float) -> pygame.Rect:
    """The cap with its rendered `name`, its right edge a little inside `right`."""
    box = cap_at(name, right, centre_y, scale)
    pygame.draw.rect(surface, theme.PANEL_BORDER, box, width=1, border_radius=5)
    surface.blit(name, name.get_rect(center=box.center))
    return box
