"""Astromagie's view words: every legal move, every card and every refusal in words of
both languages, never in record notation (rules.md card codes, "3:LEO", "D:SUN")."""

from __future__ import annotations

import random
import re

import pytest

from astromagie import i18n
from astromagie.games.astromagie.engine import DECK, Game, Move, Violation
from astromagie.games.astromagie.view import VIEW, words

NAMES = ["Ada", "Vega", "Orion"]
CODES = frozenset(DECK)


class Notation:
    """Finds record notation in a text: a card code ("SUN") or a placement ("3:LEO")."""

    @staticmethod
    def search(text: str) -> bool:
        return bool(re.search(r"\d:[A-Z]", text)) or any(
            token in CODES for token in re.findall(r"[A-Z]{3,}", text))


NOTATION = Notation()


def played_positions(seed: int, players: int = 3, moves: int = 60) -> list[Game]:
    """The positions of one random game, every one of them a turn to word."""
    game = Game.new(players, seed)
    rng = random.Random(seed)
    seen = []
    while not game.is_over() and len(seen) < moves:
        seen.append(game.clone())
        game.apply(rng.choice(game.legal_moves()))
    return seen


def test_every_legal_move_has_words_free_of_notation(lang):
    for game in played_positions(5):
        for move in game.legal_moves():
            said = VIEW.move_words(move)
            assert said and not NOTATION.search(said), (lang, move, said)
            after = game.clone()
            after.apply(move)
            line = VIEW.describe(game, move, after, NAMES, 0)
            assert line and not NOTATION.search(line), (lang, move, line)


def test_the_log_says_the_move_in_the_second_person_to_you():
    i18n.set_language("en")
    game = Game.from_deck(list(DECK), 2, 0)
    hand = game.hand(0)
    zodiac = next(m for m in game.legal_moves() if not m.is_discard and len(m.placements) == 1)
    after = game.clone()
    after.apply(zodiac)
    card = words.card_name(zodiac.placements[0][1])
    assert VIEW.describe(game, zodiac, after, NAMES, 0) == f"You play {card} on 3."
    assert VIEW.describe(game, zodiac, after, NAMES, None) == f"Ada plays {card} on 3."
    discard = Move.discard_card(hand[0])
    assert VIEW.move_words(discard) == f"{words.card_name(hand[0])} on the discard pile"


def first_trick(seed: int) -> tuple[Game, Move, Game]:
    """The move of a random game that awards its first trick, with the positions around it."""
    game = Game.new(2, seed)
    rng = random.Random(seed)
    while True:
        move = rng.choice(game.legal_moves())
        after = game.clone()
        after.apply(move)
        if after.tricks:
            return game, move, after
        game = after


def test_a_trick_won_is_told_after_the_move_and_celebrated_when_big():
    i18n.set_language("en")
    game, move, after = first_trick(3)
    mover, won = game.current_player, after.tricks[-1]
    line = VIEW.describe(game, move, after, NAMES, mover)
    assert line.startswith("You ")
    winner = "You win" if won.winner == mover else f"{NAMES[won.winner]} wins"
    assert f" · {winner} the trick: {won.points} point" in line
    assert words.celebrate(game, move, after) == words.celebration(won.points)
    assert words.celebration(18) == "★ Perfect row: 18 points! ★"
    assert words.celebration(12) == "★ Big trick: 12 points! ★"
    assert words.celebration(11) == ""


def test_every_card_has_facts_in_both_languages(lang):
    for code in sorted(set(DECK)):
        facts = VIEW.facts(code)
        assert len(facts) >= 2 and all(f and not f.startswith("closeup.") for f in facts)
        assert not any(NOTATION.search(f) for f in facts), (lang, code, facts)


@pytest.mark.parametrize("rule, reason, params", [
    ("R5", "pair_incomplete", {"card": "SQU"}),
    ("R6", "same_planet", {"card": "MARS", "planet": "MARS"}),
    ("R9", "discard_with_staged", {}),
    ("R9", "no_cards", {}),
])
def test_R5_R6_R9_refusals_are_worded_in_the_players_language(lang, rule, reason, params):
    said = VIEW.violation_words(Violation(rule, reason, "english", params), NAMES)
    assert said and "english" not in said and f"({rule})" not in said  # the kit adds it
    assert not NOTATION.search(said), said
    assert words.violation_text(Violation(rule, reason, "", params), NAMES) == (
        f"{said} ({rule})")


def test_the_end_explains_every_point_and_names_the_winner(lang):
    game = Game.new(2, 11)
    rng = random.Random(11)
    while not game.is_over():
        game.apply(rng.choice(game.legal_moves()))
    lines = VIEW.breakdown(game, NAMES[:2])
    assert len(lines) == 2 + 2 and all(lines)
    for seat, line in enumerate(lines[:2]):
        assert line.startswith(NAMES[seat])
        won = [t.points for t in game.tricks if t.winner == seat]
        if won:
            assert str(sum(won)) in line
    assert not any(NOTATION.search(line) for line in lines)


def test_status_and_seat_lines_speak_to_the_person_and_not_at_a_table_of_bots(lang):
    for game in played_positions(7, moves=20)[5:]:
        seat = game.current_player
        mine = VIEW.status(game, seat, playing=True)
        theirs = VIEW.status(game, seat, playing=False)
        assert mine.startswith(i18n.tr("table.your_turn"))
        assert i18n.tr("table.your_turn") not in theirs
        assert all(VIEW.seat_lines(game, s) for s in range(game.num_players))


def test_a_won_trick_flies_to_its_winners_seat_and_drawn_cards_come_from_the_pile():
    game, move, after = first_trick(3)
    trips = VIEW.trips(game, move, after, None)
    won = after.tricks[-1]
    to_seat = [t for t in trips if t[1] == f"seat:{won.winner}"]
    assert sorted(t[0] for t in to_seat) == sorted(won.cards)
    assert all(len(t) == 3 and t[2].startswith("pos:") for t in to_seat)
    mover = game.current_player
    drawn = [t for t in trips if t[1] == "hand"]
    assert len(drawn) == after.hand_count(mover) - game.hand_count(mover) + len(move.codes)
    assert all(len(t) == 3 and t[2] == "draw" for t in drawn)
    played = [t for t in trips if t[1] in ("discard", *(f"pos:{p}" for p in range(1, 7)))]
    assert [t[0] for t in played] == list(move.codes)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R12_the_trick_status_is_a_condition_in_every_case_never_an_order(lang):
    """pt16a 4: "Your turn · lay no card, and Vega takes the trick" read as advice. Each
    of the three cases (someone else holds it, you hold it, your turn is the last before
    it) says "if"/"wenn", with the holder named first."""
    from tests.games.astromagie.helpers import rigged

    i18n.set_language(lang)
    word = {"en": " if ", "de": ", wenn "}[lang]
    game = rigged([["LEO"], [], []])
    game.apply(Move.play((3, "LEO")))  # seat 0 holds; seat 1, then seat 2 (the last) move
    said = {words.trick_status(game, NAMES, 1), words.trick_status(game, NAMES, 0)}
    game.apply(Move.discard_card(game.hand(1)[0]))
    last = words.trick_status(game, NAMES, 2)
    said.add(last)
    assert last == i18n.tr("astromagie.status.trick_last", name="Ada")
    assert last.startswith("Ada")
    assert len(said) == 3
    assert all(word in line for line in said), said


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R3_R4_R8_the_quick_rules_say_where_a_card_goes_as_the_engine_rules(lang):
    """pt16a 3: "every other card joins a filled position" hid the no-gap rule (learnt
    only from R4's refusal) and read as "on" a filled position (R8). The turn line gives
    the order as "2 before 1, 4 before 5", and each order it names is the engine's: the
    later place is refused with R4 until the earlier one is filled."""
    from astromagie.games.astromagie.view.reference import reference
    from tests.games.astromagie.helpers import play, rigged, rule_of

    i18n.set_language(lang)
    turn = dict(reference().sections)[i18n.tr("astromagie.reference.turn_title")]
    first_line = turn.splitlines()[0]
    orders = re.findall(r"(\d) (?:before|vor) (\d)", first_line)
    assert sorted(orders) == [("2", "1"), ("4", "5")]
    assert "5+6" in first_line and "joins" not in first_line
    tries = {"1": "P 1:ARI", "5": "P 5:CON 6:VENUS"}  # seat 1's cards, on seat 1's turn
    fills = {"2": "2:FIRE", "4": "4:MARS"}  # laid by seat 0 with its opening Leo
    for before, later in orders:
        gap = play(rigged([["LEO", "FIRE", "MARS"], ["ARI", "CON", "VENUS"]]), "P 3:LEO")
        assert rule_of(gap, tries[later]) == "R4"
        filled = play(rigged([["LEO", "FIRE", "MARS"], ["ARI", "CON", "VENUS"]]),
                      f"P 3:LEO {fills[before]}")
        assert rule_of(filled, tries[later]) is None


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R7_R12_the_quick_rules_end_the_pairs_section_with_the_choice_that_matters(lang):
    """pt16a ("what would bring it to 9"): when to play on 4 was learnt only by losing rows.
    The last line of the pairs' section is that choice, as one idea: a planet on 4 now,
    or aspects and planets kept to take rows over."""
    from astromagie.games.astromagie.view.reference import reference

    i18n.set_language(lang)
    stack = dict(reference().sections)[i18n.tr("astromagie.reference.stack_title")]
    last = stack.splitlines()[-1]
    kept = {"en": ("aspects", "planets", "take rows over"),
            "de": ("Aspekte", "Planeten", "Übernehmen")}[lang]
    assert " 4 " in last and "III" in last and all(word in last for word in kept), last
    assert last.count(". ") == 0 and len(stack.splitlines()) == 5
