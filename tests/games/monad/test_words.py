"""Monad's sentences as the table fills them, in English and German.

Every template of the game's catalog is filled with the values it gets at the
table (the default seat names, a bot's name, every card name, the Monad, the
numbers), one value at a time, and checked against the faults the language
review found ("the a Monad", "Kauf von eine Monade", "Spieler 2s", a doubled
full stop). Then seeded random games of 2 to 4 seats are stopped at sample
positions: every legal move has words for the hint (no record notation, no full
stop at the end) and a log sentence that is one sentence with one full stop.
"""

from __future__ import annotations

import random
import re
import string
from pathlib import Path

import pytest
import yaml

from astromagie import i18n
from astromagie.games.monad.cards import CODES, COLOURS
from astromagie.games.monad.policy import POLICY
from astromagie.games.monad.view import VIEW
from astromagie.games.monad.view.words import (
    card_name,
    colour_name,
    names_of,
    phrase,
    phrases_of,
    rank_name,
    seat_lines,
)
from tests.games.monad.helpers import position, rule_book

CATALOG = Path(__file__).resolve().parents[3] / "locales" / "monad"
LANGUAGES = ("en", "de")
BOT_NAME = "Vega"

# What must never appear in a filled sentence, by language.
FAULTS = {
    "en": ("the a ", "the the ", " a a ", "a Monad Monad", "the Monad Monad", "..", " .",
           "Player 2s", "Player 2's's", "You trades", "You draws", "You buys", "You leaps",
           "You passes", "You wins", "You owns", "You turns"),
    "de": ("von eine", "von ein ", "zu eine", "gegen eine Monade Monade", "Kauf von", "..",
           " .", "Spieler 2s", "Du tauscht ", "Du kauft", "Du springt", "Du zieht",
           "Du passt", "Du gewinnt", "Du dreht", "der eine", "die eine Monade"),
}
PLURAL_FORMS = {"one", "other", "zero", "two", "few", "many", "by"}


def templates(lang: str) -> dict[str, str]:
    """Every key of the game's catalog with a text, a plural's forms as one key."""
    with open(CATALOG / f"{lang}.yaml", encoding="utf-8") as fh:
        data = yaml.safe_load(fh)
    out: dict[str, str] = {}

    def walk(node: object, path: str) -> None:
        if isinstance(node, dict):
            if set(node) <= PLURAL_FORMS:
                out[path] = " ".join(str(v) for k, v in node.items() if k != "by")
                return
            for key, value in node.items():
                walk(value, f"{path}.{key}" if path else str(key))
        elif isinstance(node, str):
            out[path] = node

    walk(data, "")
    return out


def table_values() -> dict[str, list[object]]:
    """The values each placeholder gets at the table, in the current language."""
    cards = [card_name(c) for c in CODES] + [card_name("M")]
    names = [i18n.tr("setup.human"), i18n.tr("setup.player_number", number=2), BOT_NAME]
    numbers: list[object] = [1, 2, 3, 80]
    lists = [names_of(["R1"]), names_of(["R1", "P1"]), names_of(["G3", "R2", "Y1"]),
             names_of(["Y1", "Y1", "B1"])]
    return {
        "name": names, "names": [", ".join(names[:2]), names[2]],
        "card": cards, "target": cards, "partner": cards, "a": cards, "b": cards,
        "cards": lists, "paid": numbers, "price": [3, 7, 80], "value": numbers,
        "due": numbers, "left": numbers, "count": numbers, "missing": [1, 2], "monads": [0, 1, 3],
        "goal": [1, 2, 3, 5], "mine": [0, 2], "best": [0, 3], "points": [0, 1, 48],
        "given": [2, 6], "got": [3, 7], "lost": [1, 16],
        "column": [2, 5], "rank": [rank_name(r) for r in range(1, 6)],
        "colour": [colour_name(c) for c in COLOURS],
        "stem": [i18n.tr(f"monad.stem.{c}") for c in COLOURS],
        "next": [rank_name(r) for r in range(2, 6)],
        "with_card": [phrase(c, "dat") for c in CODES],
        "a_the": [phrase(c, "the") for c in CODES], "b_the": [phrase(c, "the") for c in CODES],
        "b_dat": [phrase(c, "dat") for c in CODES], "card_dat": [phrase(c, "dat") for c in CODES],
        "card_the": [phrase(c, "the") for c in CODES] + [phrase("M", "a")],
        "target_the": [phrase(c, "the") for c in CODES] + [phrase("M", "the")],
        "cards_the": [phrases_of(["R1"], "the"), phrases_of(["G3", "Y1", "Y1"], "the")],
        "cards_dat": [phrases_of(["R1"], "dat"), phrases_of(["G3", "Y1", "Y1"], "dat")],
        "target_card": [phrase(c, "the") for c in CODES],
        "below": [i18n.tr(f"monad.ranks.r{r}") for r in range(1, 5)],
        "colours": [i18n.tr("monad.join", first=", ".join(colour_name(c) for c in "ROY"),
                            last=colour_name("P"))],
        "temp": [i18n.tr("monad.temp.warm"), i18n.tr("monad.temp.cool")],
        "first": ["A, B"], "last": ["C"],
        "ranks": [i18n.tr(f"monad.ranks.r{r}") for r in range(1, 6)],
        "shortcut": ["A"],  # a key's name, as the kit fills a button's sentence
        "line": [i18n.tr("monad.seat.race", points=8, price=80, colour=colour_name("R"))],
        # why a drop began a purchase (pt15d 4): the trade's refusal and its rule
        "reason": [i18n.tr("monad.switch.no_partner",
                           wanted=i18n.tr("monad.switch.warm_r1", rank=rank_name(1))),
                   i18n.tr("monad.violation.temperature")],
        "rule": [i18n.tr("kit.rule_ref", rule="MO12")],
        # the hint's own words, a warning after them (pt15d 6)
        "why": [i18n.tr("monad.hint.draw"), ""],
        "wanted": [i18n.tr("monad.switch.warm_r1", rank=rank_name(1)),
                   i18n.tr("monad.switch.cool", rank=rank_name(2))],
        # where a bonus with nothing to take would have begun (pt12d 9)
        "empty": [i18n.tr("monad.status.empty_talon"),
                  i18n.tr("monad.status.empty_column", rank=rank_name(3))],
    }


def fillings(fields: list[str], values: dict[str, list[object]]):
    """Each field through all its values, the others at their first value."""
    base = {f: values[f][0] for f in fields}
    yield dict(base)
    for f in fields:
        for v in values[f][1:]:
            yield {**base, f: v}


@pytest.fixture(params=LANGUAGES)
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def test_every_template_filled_with_the_tables_values_reads_right(lang):
    values = table_values()
    catalog = templates(lang)
    seen = 0
    for key, text in catalog.items():
        fields = sorted({f for _, f, _, _ in string.Formatter().parse(text) if f})
        if key.startswith("rules.") or not fields:
            continue
        assert set(fields) <= set(values), f"{lang}:{key} takes {fields}"
        own = dict(values)
        if f"{key}_you" in catalog:  # a seat named "You" ("Du") is told in the second person
            own["name"] = [n for n in values["name"] if n != i18n.tr("setup.human")]
        for params in fillings(fields, own):
            filled = i18n.tr(f"monad.{key}", **params)
            seen += 1
            assert "{" not in filled, f"{lang}:{key}: {filled}"
            for fault in FAULTS[lang]:
                assert fault not in filled, f"{lang}:{key}: {fault!r} in {filled!r}"
    assert seen > 500


def test_the_sentences_the_review_named_read_right(lang):
    monad = card_name("M")
    assert monad == {"en": "Monad", "de": "Monade"}[lang]  # no article of its own
    buying = i18n.tr("monad.status.paying", card=monad, price=80, paid=10, left=70)
    coach = i18n.tr("monad.coach.buy_monad", price=80)
    status = i18n.tr("monad.status.goal", mine=0, goal=3, best=0)
    leap = i18n.tr("monad.log.leap", name="Lyra", cards=phrases_of(["R1", "O1", "Y1", "P1"],
                                                                    "dat"),
                   card=phrase("G3", "the"))
    if lang == "en":
        assert buying == "Buying the Monad (80): 10 paid, 70 to go"
        assert coach.startswith("Click the Monad to buy one for 80 points")
        assert status == "Monads: you 0 of 3 · best at the table: 0"
        assert i18n.tr("monad.preview.trade", partner=phrase("P5", "dat"),
                       card_the=phrase("M", "the")) \
            == "With the purple Quint (its only partner): trades for the Monad"
    else:
        assert buying == "Kauf: Monade für 80 · 10 bezahlt, noch 70"
        assert coach.startswith("Klick auf die Monade, um eine für 80 Punkte zu kaufen")
        assert status == "Monaden: du 0 von 3 · Bester am Tisch: 0"
        assert leap == ("Lyra springt mit dem roten Einer, dem orangen Einer, dem gelben Einer"
                        " und dem violetten Einer auf die grüne Tri.")
        assert "Kolonne" in i18n.tr("monad.board.tray_buy")
    for key in ("violation.temperature", "violation.leap_size", "violation.leap_commons",
                "violation.leap_colours"):
        words = i18n.tr(f"monad.{key}")
        assert "gives" not in words and " gibt " not in words  # the player gives, not the trade


def test_the_additions_carry_the_houses_title(lang):
    assert i18n.tr("monad.rules.house.title") == {
        "en": "Additions in this edition", "de": "Ergänzungen dieser Ausgabe"}[lang]
    german = " ".join(templates("de").values())
    assert not re.search(r"\bReihen?\b(?! nach)", german)  # the original's Kolonne


NOTATION = re.compile(r"\b[ROYPBG][1-5]\b|\b[TBPJDFXE]\b(?! ?[a-zäöü])|\bB [2-5M]\b")


def sample_positions():
    """Positions from seeded random games of 2 to 4 seats (every 25th move, and the start)."""
    for players in (2, 3, 4):
        for seed in (1, 2):
            g = rule_book(players, seed)  # long games: many kinds of position
            rng = random.Random(seed)
            while not g.is_over() and len(g.history) < 400:
                if len(g.history) % 25 == 0:
                    yield g.clone()
                moves = g.legal_moves()
                g.apply(moves[rng.randrange(len(moves))])


def test_every_legal_move_has_words_and_one_log_sentence(lang):
    names = [i18n.tr("setup.human"), i18n.tr("setup.player_number", number=2), BOT_NAME, "Lyra"]
    checked = 0
    for state in sample_positions():
        for move in state.legal_moves():
            words = VIEW.move_words(move)
            assert words and words == words.strip(), (move, words)
            assert not words.endswith("."), (move, words)
            assert not NOTATION.search(words), (move, words)
            after = state.clone()
            after.apply(move)
            for you in (state.current_player, None):
                line = VIEW.describe(state, move, after, names[:state.num_players], you)
                if line:  # "" for a buy, an open payment and the end of a turn
                    assert line.endswith(".") and not line.endswith(".."), (move, line)
                    assert line.count(". ") == 0 and line.count(".") == 1, (move, line)
            checked += 1
    assert checked > 200


def test_the_hints_reason_is_true_for_the_position(lang):
    """The reason reads after "Try: <move words>." and says what this move brings here."""
    for state in sample_positions():
        for move in state.legal_moves():
            key, params = POLICY.reason(state, move)
            why = i18n.tr(f"monad.{key}", **params)
            assert why.endswith(".") and "{" not in why
            kind = move.split()[0]
            if key == "hint.takes_bonus":
                brought = len(state.clone().play_logged(move)) - 1
                assert params == {"count": brought} and brought >= 1
            if key == "hint.trade_monad":
                assert state.clone().play_logged(move)[0] == "M"
            if kind == "J":
                got = state.clone().play_logged(move)[0]
                assert params["value"] == {"3": 7, "4": 16, "5": 36}[got[1]]
            if key == "hint.trade_relative":
                a, b = move.split()[1:3]
                assert a[1] != b[1]


def test_the_log_names_cards_as_each_language_says_them(lang):
    """pt2 item 26: "Du ziehst eine Karte: Einer hellblau." read stiffly; the log's cards
    carry their article in the sentence's case (German declines the colour)."""
    draw = i18n.tr("monad.log.draw_you", card=phrase("B1", "a"))
    trade = i18n.tr("monad.log.trade_you", a=phrase("O1", "the"), b=phrase("B1", "the"),
                    card=phrase("P2", "the"))
    buy = i18n.tr("monad.log.buy", name=BOT_NAME, card=phrase("Y2", "the"),
                  cards=phrases_of(["R1", "Y1", "Y1"], "dat"), paid=3, price=3)
    if lang == "en":
        assert draw == "You draw the blue Common."
        assert trade == "You trade the orange Common and the blue Common for the purple Bi."
        assert buy == "Vega buys the yellow Bi with the red Common and 2 yellow Commons (3 for 3)."
    else:
        assert draw == "Du ziehst einen blauen Einer."
        assert trade == "Du tauschst den orangen Einer und den blauen Einer gegen die violette Bi."
        assert buy == "Vega kauft die gelbe Bi mit dem roten Einer und 2 gelben Einern (3 für 3)."


def test_a_seats_held_cards_read_as_the_language_names_them(lang):
    """monad5: the scoreboard's "Hält Quad blau, Bi orange" read stiffly beside the log's
    "die blaue Quad"; the seat line lists them as a list names them."""
    state = position(2, {0: "B4 O2 R1", 1: "Y1"})
    held = seat_lines(state, 0)[1]
    assert held == {"en": "Holds blue Quad, orange Bi", "de": "Hält blaue Quad, orange Bi"}[lang]
