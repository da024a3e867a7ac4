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



def pile_badge_px(scale: float) -> int:
    """The text size of the kit's pile badge ("Draw pile 43") at the table's `scale`."""
    return max(theme.MIN_TEXT_PX, round(14 * scale))


def pile_badge_box(label: tuple[int, int], scale: float) -> tuple[int, int]:
    """The kit's pile badge's size around a label of size `label`: its gold pill."""
    return label[0] + round(14 * scale), label[1] + round(4 * scale)


def pile_badge_size(words: str, scale: float) -> tuple[int, int]:
    """The size of the kit's pile badge saying `words` at `scale`, as the table draws it
    (`ui.kit.piles`): for a view that keeps room for the badge beside its pile rather
    than estimating it (Zahlenstreifen's band starts clear of it)."""
    label = theme.render(words, "bold", pile_badge_px(scale), theme.TEXT_DARK)
    return pile_badge_box(label.get_size(), scale)


__all__ = ["DANGER", "GOLD", "GOLD_DEEP", "PANEL_BORDER", "SUCCESS", "TEXT", "TEXT_DIM",
           "Color", "glyph_surface", "pile_badge_box", "pile_badge_px", "pile_badge_size",
           "render", "render_fit", "rounded_panel"]
