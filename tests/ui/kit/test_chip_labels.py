"""pt16a 9: the "holds the trick" badge on an opponent's chip hung over the chip's bottom
border, and the small card with "6" beside it had no label. The badge lies wholly inside
the chip, and the count says "6 cards" where the chip has room."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.kit import people as chips
from astromagie.kit.people import Person, paint_people, score_words
from tests.ui.spy import texts_drawn


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
    said = texts_drawn(monkeypatch, chips.theme, "render")
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


def _spy_texts(monkeypatch) -> tuple[list[str], list[str]]:
    said: list[str] = []
    squeezed: list[str] = []
    render, render_fit = chips.theme.render, chips.theme.render_fit

    def spy(text, *args, **kwargs):
        said.append(text)
        return render(text, *args, **kwargs)

    def spy_fit(text, role, size, width, *args, **kwargs):
        surf = render_fit(text, role, size, width, *args, **kwargs)
        natural = chips.theme.font(role, size).size(text)
        # condensed a little at the smallest size is legible; smaller or halved is not
        if surf.get_height() < natural[1] or surf.get_width() < 0.8 * natural[0]:
            squeezed.append(text)
        return surf

    monkeypatch.setattr(chips.theme, "render", spy)
    monkeypatch.setattr(chips.theme, "render_fit", spy_fit)
    return said, squeezed


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("width, count, scale", [(550, 3, 1.0), (439, 4, 0.9), (439, 3, 0.9)])
def test_pt18a_3_9_a_badge_too_long_for_the_chip_is_a_star_and_cards_and_score_stay_whole(
        monkeypatch, lang, width, count, scale):
    """pt18a 3: "holds the trick" took the chip's second line over the cards and the points
    (and at 1024x700 ran over the avatar); pt18a 9: five seats at 1024x700 squeezed "0
    points" to a tiny size. The chip keeps its name, a gold star for the badge, the cards
    and the score, none of them shrunk (at the smallest size a little condensed at most)."""
    i18n.set_language(lang)
    said, squeezed = _spy_texts(monkeypatch)
    people = [Person(seat, name, 6, score_words(points),
                     i18n.tr("table.leader_badge") if seat == count else "")
              for seat, name, points in zip(range(1, count + 1),
                                            ("Vega", "Orion", "Lyra", "Altair"),
                                            (12, 0, 7, 35), strict=False)]
    surface = pygame.Surface((width + 20, 100))
    painted = paint_people(surface, pygame.Rect(10, 10, width, round(58 * scale)), people, scale)
    assert chips.STAR in said and i18n.tr("table.leader_badge") not in said
    for person in people:
        assert person.score in said
    assert not squeezed, squeezed
    holder = painted[-1]
    for y in range(holder.bottom, surface.get_height()):  # nothing hangs under the chip
        assert not any(_gold(surface.get_at((x, y))) for x in range(holder.x, holder.right))
    i18n.set_language("en")


def test_pt18a_3_a_badge_that_fits_beside_the_name_keeps_its_words(monkeypatch):
    said, _ = _spy_texts(monkeypatch)
    surface = pygame.Surface((300, 80))
    paint_people(surface, pygame.Rect(0, 0, 269, 52),
                 [Person(1, "Vega", 6, score_words(3), "holds the trick")], 0.9)
    assert "holds the trick" in said and chips.STAR not in said
