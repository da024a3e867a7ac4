"""How the UI words things, the same everywhere: joined names, Roman numerals, archive dates."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.ui.words import ROMAN, date_text, join_names, stamp_of


@pytest.fixture(autouse=True)
def _english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def test_names_are_joined_as_a_sentence_in_each_language():
    assert join_names([]) == ""
    assert join_names(["Ada"]) == "Ada"
    assert join_names(["Ada", "Vega"]) == "Ada and Vega"
    assert join_names(["Ada", "Vega", "Orion", "Lyra"]) == "Ada, Vega, Orion and Lyra"
    i18n.set_language("de")
    assert join_names(["Ada", "Vega", "Orion"]) == "Ada, Vega und Orion"


def test_aspect_values_are_roman_numerals():
    assert [ROMAN[v] for v in (1, 2, 3)] == ["I", "II", "III"]


def test_an_archive_id_gives_its_date_and_a_foreign_one_none():
    stamp = stamp_of("20261122-091405-0123456789")
    assert stamp is not None and (stamp.tm_year, stamp.tm_hour, stamp.tm_min) == (2026, 9, 14)
    assert date_text(stamp) == i18n.tr("watch.date", year=2026, month="11", day="22",
                                       hour="09", minute="14")
    assert stamp_of("not-a-date") is None and date_text(None) == ""
