"""The drawing vocabulary a game's view may use: the house's colours, text and symbols.

One door from a game's view to the house's look (`astromagie.look`, which the UI
draws with too), so that every game draws with the same palette and fonts and none
imports the UI. Each name here is the look's own; nothing is drawn differently.
"""

from __future__ import annotations

from astromagie.look import theme
from astromagie.look.fonts import glyph_surface

Color = theme.Color
TEXT, TEXT_DIM, GOLD, GOLD_DEEP = theme.TEXT, theme.TEXT_DIM, theme.GOLD, theme.GOLD_DEEP
DANGER, SUCCESS, PANEL_BORDER = theme.DANGER, theme.SUCCESS, theme.PANEL_BORDER
render = theme.render  # text in one of the house's fonts ("text", "bold")
render_fit = theme.render_fit  # the same, shrunk to fit a width
rounded_panel = theme.rounded_panel  # the house's panel behind a label

__all__ = ["DANGER", "GOLD", "GOLD_DEEP", "PANEL_BORDER", "SUCCESS", "TEXT", "TEXT_DIM",
           "Color", "glyph_surface", "render", "render_fit", "rounded_panel"]
