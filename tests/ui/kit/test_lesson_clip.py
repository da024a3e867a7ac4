"""A lesson card cut to its room says so: its last shown line ends in an ellipsis."""

from __future__ import annotations

from astromagie.ui.kit.lesson import clipped


def test_a_cut_lesson_ends_in_an_ellipsis_and_an_uncut_one_does_not() -> None:
    lines = ["Trade the yellow Tri", "and the green Tri, and", "take the bonus: the red Bi"]
    assert clipped(lines, 3) == lines
    assert clipped(lines, 2) == ["Trade the yellow Tri", "and the green Tri…"]
    assert clipped(["Asteroidengürtel", "x"], 1) == ["Asteroidengürtel…"]
