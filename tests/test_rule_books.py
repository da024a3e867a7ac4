"""Each rule book lists its departures from its seed, and the in-game book and the docs agree.

The seeds are the original rules the games were made from; where this edition departs
from one or settles what it leaves open, the game's rule book says so in its additions
("Additions in this edition" / "Ergänzungen dieser Ausgabe", `rules.<section>`), in both
languages, and `docs/games/<id>/rules.md` says the same in its own additions section. The
table below names each departure the words review of 2026-11-29 checked against the seeds,
by a phrase each of the three texts must contain.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from astromagie import i18n

DOCS = Path(__file__).resolve().parents[1] / "docs" / "games"

# game -> (the in-game additions section, the docs' additions heading)
ADDITIONS = {
    "astromagie": ("astromagie.rules.additions.body", "## Decisions this project made"),
    "solar-republic": ("solar-republic.rules.readings.body", "## Additions in this edition"),
    "monad": ("monad.rules.house.body", "## Additions in this edition"),
    "zahlenstreifen": ("zahlenstreifen.rules.decisions.body", "## Additions in this edition"),
}

# (game, departure, phrase in the docs' additions, in the English book, in the German book)
DEPARTURES = [
    ("astromagie", "who begins", "first player is drawn at random",
     "first player is drawn at random", "wer beginnt, wird ausgelost"),
    ("astromagie", "the trick's winner may discard", "may discard instead of opening",
     "may discard instead of opening", "darf abwerfen, statt eine neue Reihe"),
    ("astromagie", "positions 1 to 4 stay uncovered", "positions 1 to 4 can never be covered",
     "positions 1 to 4 can never be covered", "Positionen 1 bis 4 dürfen nie überdeckt"),
    ("astromagie", "an empty position 4", "empty position 4 multiplies by 1",
     "empty position 4 multiplies by 1", "ist Position 4 leer, ist der Faktor 1"),
    ("solar-republic", "the 5 steals without Sol", "its steal needs no Sol card",
     "the Sol condition of the 3 does not apply", "die Sol-Bedingung der 3 gilt für sie nicht"),
    ("solar-republic", "who begins", "a player drawn at random begins",
     "first player is drawn at random", "Wer beginnt, wird ausgelost"),
    ("solar-republic", "trumps always take", "Trumps always take",
     "always takes the book", "gewinnt immer den Stapel"),
    ("monad", "the goals and the values", "Goals 5/4/3",
     "goals of 5, 4 and 3 Monads", "Ziele von 5, 4 und 3 Monaden"),
    ("monad", "a purchase paid card by card", "paid card by card",
     "paid card by card", "Karte für Karte bezahlt"),
    ("monad", "relatives stand for lower ranks", "lower ones included",
     "lower rank as well as a higher", "auch für einen niedrigeren Rang"),
    ("zahlenstreifen", "the deck", "two copies of each, 90 cards",
     "two copies of each card, 90 cards", "jede Karte doppelt, 90 Karten"),
    ("zahlenstreifen", "the dummy", "with the dummy for two",
     "with the dummy for two", "zu zweit mit Strohmann"),
    ("zahlenstreifen", "who begins", "a player drawn at random begins",
     "A player drawn at random begins", "Wer beginnt, wird ausgelost"),
    ("zahlenstreifen", "the strip has no end", "position 10 or\n   further left",
     "position 10 or further left", "ab Position 10"),
]


def docs_additions(game: str) -> str:
    """The docs' additions section of `game`, up to the next heading of its level."""
    text = (DOCS / game / "rules.md").read_text(encoding="utf-8")
    heading = ADDITIONS[game][1]
    assert heading in text, f"{game}: the docs have no section {heading!r}"
    section = text.split(heading, 1)[1]
    return re.split(r"\n## ", section, maxsplit=1)[0]


def book_additions(game: str, lang: str) -> str:
    i18n.reload_catalogs()
    return i18n.load_catalog(lang)[ADDITIONS[game][0]]


@pytest.mark.parametrize(("game", "departure", "docs", "en", "de"), DEPARTURES,
                         ids=[f"{d[0]}: {d[1]}" for d in DEPARTURES])
def test_each_departure_from_the_seed_is_listed_in_both_books_and_the_docs(game, departure,
                                                                           docs, en, de):
    assert docs in docs_additions(game), f"{game}: the docs do not list {departure}"
    assert en in book_additions(game, "en"), f"{game}: the English book does not list it"
    assert de in book_additions(game, "de"), f"{game}: the German book does not list it"


@pytest.mark.parametrize("game", sorted(ADDITIONS))
def test_the_books_additions_and_the_docs_name_the_same_numbers(game):
    """Every number the in-game additions state (a count, a goal, a value) is stated in the
    docs' additions too, and the two languages state the same numbers."""
    numbers = {lang: set(re.findall(r"\d+", book_additions(game, lang))) for lang in ("en", "de")}
    assert numbers["en"] == numbers["de"], game
    missing = numbers["en"] - set(re.findall(r"\d+", docs_additions(game)))
    assert not missing, f"{game}: the in-game additions say {sorted(missing)}, the docs do not"


def test_every_game_with_a_book_is_checked():
    assert {path.parent.name for path in DOCS.glob("*/rules.md")} == set(ADDITIONS)
    assert {d[0] for d in DEPARTURES} == set(ADDITIONS)
