"""Zahlenstreifen's sentences as the table assembles them, in English and German.

Every template is filled with the values it gets at the table (the default seat names,
the bots' names, every card and colour, counts of 1 and more), and the view's own
answers (log lines, the guide, the close-up, the hint's reason, a move in words) are
collected from seeded games of 2 to 5 seats. The checks are the ones the language review
made by hand: a sentence starts with a capital letter, ends with one full stop, leaves no
placeholder, and says "1 card", never "1 cards"; a move's log line is one sentence.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from astromagie import i18n
from astromagie.games.zahlenstreifen.cards import CARDS, CODE, COLOURS
from astromagie.games.zahlenstreifen.rules import RULES
from astromagie.games.zahlenstreifen.view import VIEW
from astromagie.games.zahlenstreifen.view.words import capitalised, say, sentence, text_of

from .helpers import arrange

LANGS = ("en", "de")
GAME = "zahlenstreifen."
# "You" is never a {name} (the `_you` keys say it); these are the names a seat shows
SEAT_NAMES = {"en": ("Player 2", "Player 1", "Vega", "Orion"),
              "de": ("Spieler 2", "Spieler 1", "Vega", "Orion")}
CODES = [CODE[c] for c in CARDS]
ONE_TOO_MANY = re.compile(r"(?<![\d.,])1 (cards|points|minus points|turns|copies|Karten|"
                          r"Punkte|Minuspunkte|Züge|Positionen)\b")


@pytest.fixture(params=LANGS)
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def sentence_problems(text: str) -> list[str]:
    """What the review would mark in a text made of whole sentences."""
    problems = []
    if re.search(r"[{}]", text):
        problems.append("a placeholder is left")
    for start in re.finditer(r"(?:^|[.!?]\s+|\n)\W*?(\w)", text):
        if start.group(1).islower():
            problems.append(f"a sentence starts in lower case at {start.start(1)}")
    if re.search(r"\.\.|\s[.,:;]", text):
        problems.append("a doubled or loose stop")
    if ONE_TOO_MANY.search(text):
        problems.append("a plural after 1")
    if re.search(r"\b(the the|the a|der der|die die|von dein|Spieler \d+s)\b", text):
        problems.append("an article or a genitive the values broke")
    return problems


def values(lang: str, key: str) -> dict[str, list[object]]:
    """Each placeholder's values at the table: names, cards, colours, counts."""
    cards = [text_of("card", colour=text_of(f"colour.{c[0]}"), value=c[1:]) for c in CODES]
    return {"name": list(SEAT_NAMES[lang]), "card": cards,
            "cards": [cards[0], text_of("and", first=cards[1], last=cards[2]),
                      text_of("and", first=f"{cards[3]}, {cards[4]}", last=cards[5])],
            "colour": [text_of(f"colour.{c}") for c in COLOURS],
            "colours": [text_of(f"colour.{c}") for c in COLOURS],
            "pairs": [text_of("log.pair", name=SEAT_NAMES[lang][0], cards=cards[0])],
            "names": list(SEAT_NAMES[lang]),
            "score": ["\u22127", "0"],
            # the hint's reasons (`reasons.py`): the cards it keeps, the game's end
            "cheaper": cards, "pair": [text_of("and", first=cards[1], last=cards[2])],
            "more": [cards[0], text_of("and", first=cards[1], last=cards[2])],
            "end": [12, 30], "end_other": [14, 31]}


def fillings(lang: str, key: str, template: str) -> Iterator[dict[str, object]]:
    """Every value of each placeholder in turn, the others at their first value."""
    known = values(lang, key)
    names = sorted(i18n.placeholders(template))
    base = {n: known.get(n, [1, 2, 5])[0] for n in names}
    yield base
    for name in names:
        for value in known.get(name, [1, 2, 5, 12]):
            yield {**base, name: value}


def entries(lang: str) -> list[str]:
    catalog = i18n.load_catalog(lang)
    keys = {k[len(GAME):] for k in catalog if k.startswith(GAME)}
    plurals = {k.rsplit(".", 1)[0] for k in keys if k.rsplit(".", 1)[-1] in i18n.PLURAL_FORMS}
    return sorted({k for k in keys if k.rsplit(".", 1)[0] not in plurals and
                   not k.endswith(".by")} | plurals)


def test_every_template_filled_with_the_tables_values_reads_as_sentences(lang):
    catalog = i18n.load_catalog(lang)
    bad = []
    for key in entries(lang):
        raw = catalog.get(GAME + key) or catalog.get(f"{GAME}{key}.other", "")
        clause = key.startswith("log.") and key != "log.pair"  # a part of a log sentence
        if not (clause or raw.rstrip().endswith((".", "!"))) or key.startswith("rules."):
            continue  # a label or a phrase, not a sentence; the rule book has its own test
        for params in fillings(lang, key, raw):
            text = sentence([text_of(key, **params)]) if clause else say(key, **params)
            bad += [f"{key} {params}: {p}: {text!r}" for p in sentence_problems(text)]
    assert not bad, bad[:10]


def test_the_review_s_findings_are_gone(lang):
    catalog = {k: v for k, v in i18n.load_catalog(lang).items() if k.startswith(GAME)}
    text = "\n".join(catalog.values())
    for found in ("Zieh sie", "Positionen vom Ende", "Sammlung:\nleg", "die erste zahlt",
                  "die dritte zahlt", "Danach liegt:", "Gleichauf-Liegenden", "Du bist dran",
                  "Kein Hinweis", "drückst Bestätigen", "we worked from", "any card is turned",
                  "not a chosen one", "value v", "Wert v"):
        assert found not in text, found
    assert catalog[GAME + "rules.decisions.title"] == {
        "en": "Additions in this edition", "de": "Ergänzungen dieser Ausgabe"}[lang]
    # the guide's sentences begin with a card name: capitalised where they are assembled
    assert say("coach.safe", card="green 3", value=3, colour="green").startswith("Green 3 ")
    least = say("coach.take_least", card="green 3", cards="green 1", points=1)
    assert ". Green 3 " in least  # "Every card takes something now. Green 3 costs least"


def test_capitalised_lifts_each_sentence_start_and_nothing_else():
    assert capitalised("green 3 is safe. blue 1 too: red 2 not") == \
        "Green 3 is safe. Blue 1 too: red 2 not"
    assert capitalised("„grün 3“ ist sicher.\nrot 2 auch") == "„Grün 3“ ist sicher.\nRot 2 auch"
    assert capitalised("Takes 3.5 cards") == "Takes 3.5 cards"


def positions(players: int, seed: int) -> Iterator[object]:
    """A seeded random game of `players` seats, every position from the deal to the end."""
    rng = random.Random(seed)
    state = RULES.new(players, seed)
    while not state.is_over():
        yield state
        state.apply(rng.choice(state.legal_moves()))
    yield state


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_legal_move_has_words_and_a_log_sentence(lang, players):
    names = list(SEAT_NAMES[lang][:players]) + ["Sirius"] * max(0, players - 4)
    policy = RULES.policy()
    for number, state in enumerate(positions(players, 40 + players)):
        if state.is_over() or number % 3:
            continue
        for move in state.legal_moves():
            words = VIEW.move_words(move)
            assert words and not words.endswith(".") and words == words.strip(), words
            assert not re.search(r"\b[PK] [BGRVY]\d|\b[BGRVY]\d\b", words), words
            after = state.clone()
            after.apply(move)
            for you in (None, state.current_player):
                line = VIEW.describe(state, move, after, names, you)
                assert line.endswith(".") and not line.endswith(".."), line
                # one sentence, then what it did to the person's cost in sentences of their
                # own (pt4b, finding 8: "Vega plays red 5 ...; your red costs ...")
                move_part = line.split(" Your ")[0].split(" Dein ")[0]
                assert not re.search(r"[.!?]\s", move_part), f"more than one sentence: {line}"
                assert not sentence_problems(line), (line, sentence_problems(line))
            key, params = policy.reason(state, move)
            why = i18n.tr(GAME + key, **params)
            hint = f"Try: {words}. {why}"  # as the kit writes the hint
            assert why.endswith(".") and not sentence_problems(hint), hint
            celebration = VIEW.celebrate(state, move, after)
            assert not celebration or not sentence_problems(celebration), celebration


@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_guide_the_close_up_and_the_board_speak_in_sentences(lang, players):
    for state in positions(players, 7 + players):
        seat = state.current_player
        if seat < 0:
            break
        coaching = VIEW.coach(state, seat, 1)
        assert coaching.text and not sentence_problems(coaching.text), coaching.text
        assert VIEW.status(state, seat) and "{" not in VIEW.status(state, seat)
    for code in CODES:
        lines = VIEW.facts(code)
        assert len(lines) == 5 and lines[0][0].isupper()
        assert all(not sentence_problems(line) for line in lines[1:]), lines
    assert VIEW.facts("X0") == []


def test_the_one_pile_is_the_draw_pile_with_its_count():
    for state in positions(3, 5):
        piles = VIEW.piles(state, 0)
        assert [(p.zone, p.count, p.face_up) for p in piles] == [
            ("pile", state.observation(0).pile_size, False)]
        assert all(p.label for p in piles)


def test_NS13_a_colour_changing_hands_is_celebrated_and_nothing_else(lang):
    row = "R1 G1 B1 Y1 V1 R2 G2 B2 Y2 V2"
    state = arrange(row=row, hands={0: "R3 G9 B5 Y4 V5"}, collections={0: "R5", 1: "R7 R8"})
    after = state.clone()
    after.apply("P R3")  # R1 and R2 make three red against seat 1's two
    assert VIEW.celebrate(state, "P R3", after) == {
        "en": "Red changes hands: a new majority!",
        "de": "Rot wechselt den Besitzer: eine neue Mehrheit!"}[lang]
    safe = state.clone()
    safe.apply("P G9")
    assert VIEW.celebrate(state, "P G9", safe) == ""
    first = arrange(row=row, hands={0: "R3 G9 B5 Y4 V5"})
    taken = first.clone()
    taken.apply("P R3")  # the first red of anyone: nobody held it, nothing changed hands
    assert VIEW.celebrate(first, "P R3", taken) == ""
