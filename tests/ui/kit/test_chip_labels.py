"""pt16a 9: the "holds the trick" badge on an opponent's chip hung over the chip's bottom
border, and the small card with "6" beside it had no label. The badge lies wholly inside
the chip, and the count says "6 cards" where the chip has room."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.kit import people as chips
from astromagie.kit.people import Person, paint_people, score_words


def _gold(colour) -> bool:
    return colour[0] > 200 and colour[1] > 160 and colour[2] < 140


@pytest.mark.parametrize("width", [600, 300])  # two roomy chips, two narrow ones
def test_pt16a_9_the_badge_lies_wholly_inside_its_chip(width):
    band = pygame.Rect(10, 10, width, 56)
    surface = pygame.Surface((width + 20, 100))
    surface.fill((0, 0, 0))
    people = [Person(1, "Vega", 6, score_words(18), "holds the trick"),
              Person(2, "Orion", 6, score_words(0))]
    painted = paint_people(surface, band, people, 1.0)
    chip = painted[0]
    inside = [surface.get_at((x, y)) for x in range(chip.x + 2, chip.right - 2)
              for y in range(chip.y + 2, chip.bottom - 2)]
    assert any(_gold(c) for c in inside)  # the badge is there
    for y in range(chip.bottom, surface.get_height()):
        assert not any(_gold(surface.get_at((x, y))) for x in range(chip.x, chip.right))


def test_pt16a_9_the_hand_count_says_what_it_counts_where_there_is_room(monkeypatch):
    said: list[str] = []
    render = chips.theme.render

    def spy(text, *args, **kwargs):
        said.append(text)
        return render(text, *args, **kwargs)

    monkeypatch.setattr(chips.theme, "render", spy)
    for lang, words in (("en", "6 cards"), ("de", "6 Karten")):
        i18n.set_language(lang)
        said.clear()
        surface = pygame.Surface((640, 80))
        paint_people(surface, pygame.Rect(0, 0, 600, 56),
                     [Person(1, "Vega", 6, score_words(18))], 1.0)
        assert words in said
        said.clear()  # five chips at 1024x700 leave no room: the number alone
        paint_people(surface, pygame.Rect(0, 0, 330, 56),
                     [Person(i, "Vega", 6, score_words(-18)) for i in range(1, 5)], 1.0)
        assert "6" in said
    i18n.set_language("en")
