"""The game's last move and the results' call: the "·" between them never starts a line
(pt14b 2: wrapped, the guided game's end words began their last sentence with "·")."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.look import theme


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_dot_stays_with_the_move_before_it(lang: str) -> None:
    i18n.set_language(lang)
    try:
        text = i18n.tr("kit.last_move", move="Orion spielt Grün 9 und nimmt Grün 3.")
        for width in range(120, 700, 7):
            lines = theme.wrap(text, "text", 16, width)
            assert not any(line.lstrip().startswith("·") for line in lines), (width, lines)
    finally:
        i18n.set_language("en")
