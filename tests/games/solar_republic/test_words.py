"""The Solar Republic's words at the table, as the table fills them: every template with the
values it gets there (the default seat names, the bots' names, every card's name, the word
for the opponent) in both languages; a move in words for the hint and the review; a log line
as one sentence; the cards named after their bodies, two copies of one code told apart."""

from __future__ import annotations

import random
import re

import pytest

from astromagie import i18n
from astromagie.games.solar_republic.cards import CODES, DECK
from astromagie.games.solar_republic.moves import DRAW
from astromagie.games.solar_republic.policy import reason, trump_pays_from
from astromagie.games.solar_republic.state import SolarState
from astromagie.games.solar_republic.view import VIEW, guide
from astromagie.games.solar_republic.view.names import NAMING, TOKENS, code_of
from astromagie.games.solar_republic.view.words import card_title, text_of

# the names a seat has at the table: the defaults of setup and the bots'
SEAT_NAMES = {"en": ["You", "Player 2", "Vega", "Orion"],
              "de": ["Du", "Spieler 2", "Vega", "Orion"]}
NOTATION = re.compile(r"\b[A-Z]{2}[0-9]\b|\b[SF][0-9]\b|\bP [A-Z]|^D$")


def deck_with(front: list[str]) -> list[str]:
    """The 52 cards with `front` on top (seat 0's hand first)."""
    rest = list(DECK)
    for code in front:
        rest.remove(code)
    return [*front, *rest]


def sample_positions(count: int = 12):
    """Seeded random games of 2-4 seats, a position every few moves."""
    for seed in range(count):
        rng = random.Random(seed)
        state = SolarState.new(2 + seed % 3, seed)
        while not state.is_over():
            yield state
            for _ in range(rng.randint(1, 4)):
                if state.is_over():
                    break
                state.apply(rng.choice(state.legal_moves()))


def test_every_legal_move_has_words_without_notation_or_full_stop(lang):
    for state in sample_positions():
        names = SEAT_NAMES[lang][:state.num_players]
        for move in state.legal_moves():
            words = VIEW.move_words(move, state, names)
            assert words and not words.endswith("."), (move, words)
            assert not NOTATION.search(words), (move, words)
            after = state.clone()
            after.apply(move)
            line = VIEW.describe(state, move, after, names, 0)
            assert line.endswith(".") and not line.endswith(".."), line
            assert line.count(". ") == 0 and line.count(".") == 1, line
            key, params = reason(state, move)
            assert i18n.has(f"solar-republic.{key}"), key
            why = text_of(key, **params)
            assert why.endswith(".") and "{" not in why, why


def test_a_move_in_words_names_the_card_in_the_hand_and_the_seat(lang):
    state = SolarState(deck_with(["JU4", "JU1"]), 2, 0)
    hand = VIEW.hand(state, 0)
    move = next(m for m in state.legal_moves() if m.startswith("P JU4 F1"))
    words = VIEW.move_words(move, state, SEAT_NAMES[lang][:2])
    assert card_title(next(c for c in hand if code_of(c) == "JU4")) in words
    assert SEAT_NAMES[lang][1] in words
    assert VIEW.move_words(DRAW) == {"en": "draw a card", "de": "eine Karte ziehen"}[lang]


@pytest.mark.parametrize("lang_code", ["en", "de"])
def test_every_template_reads_well_with_the_tables_values(lang_code):
    """A-SR4..7 of the words review: no genitive glued to a name, no two numbers side by
    side, no "von dein Gegenüber", no seat numbers the buttons do not use."""
    i18n.set_language(lang_code)
    try:
        texts = []
        # the person's own seat ("You") is never {name}: the table says "you" in words
        for name in SEAT_NAMES[lang_code][1:]:
            for count in (1, 3):
                texts += [text_of("choose.steal", name=name, count=count),
                          text_of("choose.steal_all", name=name, count=count),
                          text_of("choose.draw_other", name=name, next=name),
                          text_of("choose.draw_other_next", name=name)]
                for key in ("log.steal", "log.steal_you", "log.force", "log.force_you"):
                    texts.append(text_of(key, name=name, count=count))
            for token in (t for copies in TOKENS.values() for t in copies):
                card = card_title(token)
                for key in ("move.play", "move.steal", "move.force", "move.force_self",
                            "move.none_4", "move.none_5", "log.play", "log.play_you"):
                    texts.append(text_of(key, card=card, name=name))
        opponent = text_of("coach.opponent")
        for key in ("book_steal", "five_steal", "book_force", "five_force", "five_force_self",
                    "five", "open_force", "open_force_self"):
            texts.append(text_of(f"coach.{key}", card="Titan", count=3, name=opponent))
        for text in texts:
            assert "{" not in text, text
            assert not re.search(r"\b\d+ \d+\b", text), text  # "Spieler 2 3 Karten"
            assert not re.search(r"(Player|Spieler) \d+s\b", text), text  # "Spieler 2s"
            assert not re.search(r"(?<!^)\b(You|Du)\b", text), text  # capital "You" mid-line
            assert "von dein " not in text and "bei dein " not in text, text  # dative
            assert "seat" not in text.lower(), text
    finally:
        i18n.set_language("en")


def test_every_card_has_its_body_name_in_both_languages(lang):
    for code in CODES:
        for token in TOKENS[code]:
            assert i18n.has(f"solar-republic.body.{token.split(':')[1]}"), token
            assert card_title(token) and card_title(token) != card_title(code)
        assert VIEW.facts(TOKENS[code][0])[0].startswith(card_title(code))


def test_two_copies_of_one_code_are_told_apart_in_the_log_G6():
    """Vega's two moons of Neptune are two cards with two names, in hand and in the log."""
    state = SolarState(deck_with(["NE2", "NE2", "JU1", "JU1", "JU1", "JU1", "JU1"]), 2, 0)
    names = ["Vega", "Orion"]
    first, second = [c for c in VIEW.hand(state, 0) if code_of(c) == "NE2"]
    lines = []
    for _ in range(2):
        before = state.clone()
        state.apply("P NE2")
        lines.append(VIEW.describe(before, "P NE2", state, names, None))
    assert lines == [f"Vega plays {card_title(first)} and plays again.",
                     f"Vega plays {card_title(second)} and plays again."]
    assert card_title(first) != card_title(second)
    assert NAMING.table(state).pile == (first, second)


def test_the_card_a_person_drops_is_the_copy_played():
    state = SolarState(deck_with(["NE2", "NE2", "JU1", "JU1", "JU1", "JU1", "JU1"]), 2, 0)
    first, second = [c for c in VIEW.hand(state, 0) if code_of(c) == "NE2"]
    turn = VIEW.turn_input(state, 0, ["You", "Orion"])
    move = turn.drop(second, "pile").move
    before = state.clone()
    state.apply(move)
    assert VIEW.describe(before, move, state, ["You", "Orion"], 0) == (
        f"You play {card_title(second)} and play again.")
    assert first in VIEW.hand(state, 0) and second not in VIEW.hand(state, 0)
    assert [code_of(c) for c in VIEW.hand(state, 0)] == state.hand(0)


def test_the_hint_for_a_draw_speaks_of_trumps_only_to_a_player_holding_one_G2():
    state = SolarState.new(2, 3)
    state.moves = ["D"]
    state.pile = ["NE2"]
    state.hands[state.current] = ["JU1", "UR2"]
    assert reason(state, DRAW)[0] == "hint.draws_feeds"
    state.hands[state.current] = ["JU1", "SO5"]  # only a trump fits: the small pile named,
    # and from how many cards on the trump pays (pt15c 6)
    assert reason(state, DRAW) == ("hint.draws_until",
                                   {"book": 2, "pays_from": trump_pays_from(state)})
    state.hands[state.current] = ["JU1", "SA1"]
    assert reason(state, DRAW)[0] == "hint.nothing_fits"
    state.hands[state.current] = []  # pt7c 7: an empty hand is told to draw, not "nothing fits"
    state.pile = []
    assert reason(state, DRAW)[0] == "hint.empty_hand"
    assert text_of("hint.empty_hand") == "You have no cards left: draw one."


def test_a_forced_draw_on_oneself_is_not_called_making_another_player_draw():
    state = SolarState.new(2, 3)
    state.moves = ["D"]
    state.pile = ["NE2"]
    me = state.current
    state.hands[me] = ["UR4", "JU1"]
    assert reason(state, f"P UR4 F{me}")[0] == "hint.draws_self"
    assert reason(state, f"P UR4 F{1 - me}")[0] == "hint.forces_draw"


def test_SR10_drawing_four_yourself_is_reasoned_in_points():
    """pt7c 9: "play Uranus and draw four yourself" looked self-harming, as each card in hand
    counts -1: the hint gives the book's points and when the drawn cards cost them."""
    state = SolarState.new(2, 3)
    state.moves = ["D"]
    state.pile = ["SA1", "SA2", "SA1", "UR1", "UR2"]
    me = state.current
    state.hands[me] = ["UR4", "JU1"]
    key, params = reason(state, f"P UR4 F{me}")
    assert (key, params["cards"], params["points"]) == ("hint.takes_book_self", 6, 7)
    words = text_of(key, **params)
    assert "(+7)" in words and "only if still in hand at the end" in words


def test_the_guide_module_is_the_views_coach():
    assert VIEW.guide() is guide.GUIDE


def test_a_book_with_a_steal_is_one_sentence_with_one_and(lang):
    state = SolarState(deck_with(["SO5", "JU1", "JU1", "JU1", "JU1", "JU1", "JU2"]), 2, 0)
    for move in ("P JU1", "D", "P JU1", "D"):  # two moons on the pile, the other seat draws
        state.apply(move)
    state.won[1] = ["NE1", "NE1", "NE1"]
    names = ["Ada", "Vega"]
    before = state.clone()
    state.apply("P SO5 S1")
    line = VIEW.describe(before, "P SO5 S1", state, names, None)
    word = {"en": " and ", "de": " und "}[lang]
    assert line.count(word) == 1 and line.count(",") == 1 and line.endswith("."), line


def test_every_card_keeps_its_name_from_the_deal_to_the_end_G6():
    """Through whole seeded games of 2-4 seats (forced draws, steals and books included),
    the names follow the engine: no name is on two cards at once, the card played is one
    the mover held, and a won card keeps its name."""
    from astromagie.games.solar_republic.view.names import _follow

    for seed in range(16):
        state = SolarState.new(2 + seed % 3, seed)
        rng = random.Random(seed)
        while not state.is_over():
            table = _follow(state, {})
            assert table is not None, (seed, state.history[-3:])
            held = [t for zone in (*table.hands, table.pile, *table.won) for t in zone]
            assert len(held) == len(set(held))
            move = rng.choice(state.legal_moves())
            before = state.clone()
            state.apply(move)
            after = NAMING.table(state)
            if move != DRAW:
                assert NAMING.played(before, move, state) in table.hands[before.current_player]
            for old, new in zip(table.won, after.won, strict=True):
                assert new[:len(old)] == old or len(new) < len(old)  # a steal takes the top


def test_the_german_name_is_die_sonnenrepublik_everywhere_the_name_shows():
    """pt12a 12: the German shelf said "The Solar Republic". Our rules text is our own, so
    the German catalog names the game "Die Sonnenrepublik" (title, setup, rules, results
    all read `game.name`); the game id and the records' format stay."""
    from astromagie.games.solar_republic.record import SHAPE
    from astromagie.games.solar_republic.state import GAME_ID

    i18n.set_language("de")
    try:
        assert i18n.tr("solar-republic.game.name") == "Die Sonnenrepublik"
        assert "Solar Republic" not in i18n.tr("solar-republic.game.blurb")
    finally:
        i18n.set_language("en")
    assert i18n.tr("solar-republic.game.name") == "The Solar Republic"
    assert GAME_ID == "solar-republic" and SHAPE.format.startswith("solar-republic-record")


def test_the_low_draw_caption_says_the_game_is_over_after_them_in_smooth_german():
    """pt13c 12: "Nur noch 4 Karten zum Ziehen: Dann endet das Spiel" read oddly."""
    i18n.set_language("de")
    try:
        caption = text_of("board.draw_low", count=4)
        assert caption == "Nur noch 4 Karten zum Ziehen, danach ist das Spiel aus"
    finally:
        i18n.set_language("en")
