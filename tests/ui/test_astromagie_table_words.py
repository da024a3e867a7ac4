"""Astromagie's words at the kit's table, without a window: a person's turn decides over
the engine (staging, Take back, the refusals R5, R6, R7 and R9 worded with card names),
the log tells each turn, trick and skipped seat in English and German (the one person in
the second person, a takeover with its reason), a won row is broken down as the rule book
words it, a big trick is celebrated, and the close-up gives each card's facts."""

from __future__ import annotations

import random
from collections import Counter

import pygame
import pytest

from astromagie import i18n
from astromagie.games.astromagie.engine import DECK, Game, Move
from astromagie.games.astromagie.engine.cards import (
    CODES,
    ELEMENT_OF,
    KIND_OF,
    MODERN_RULERS,
    PLANET_OF,
    VALUE_OF,
    planet_symbol,
)
from astromagie.games.astromagie.engine.rules import ROMAN
from astromagie.games.astromagie.guide import AI_MOVES, PLAYER_MOVES
from astromagie.games.astromagie.hint import HintSearch, move_points
from astromagie.games.astromagie.policy import POLICY
from astromagie.games.astromagie.view import VIEW, AstromagieTurn, words
from astromagie.host.game import Violation
from astromagie.kit.view import Highlight
from tests.ui.test_astromagie_table import (
    NAMES,
    deal,
    mars_on_four,
    opening,
    trick_won,
    turn_of,
)


# --- the turn's decisions over the engine ---------------------------------------------------
def test_R10_drops_stage_cards_and_play_makes_the_move():
    state = opening()
    turn = turn_of(state)
    assert turn.targets("ARI") == {"pos:3", "discard"}  # an empty row opens on 3 (R4)
    assert turn.preview("ARI", "pos:3") == "Aries on 3"  # its points: the pill's (pt17 1)
    assert turn.drop("ARI", "pos:3").kind == "staged"
    assert turn.targets("FIRE") == {"pos:2"}  # no discard once a card is staged (R9)
    assert turn.drop("FIRE", "pos:2").kind == "staged"
    assert turn.drop("MARS", "pos:4").kind == "staged"
    assert turn.staged() == ["ARI", "FIRE", "MARS"] and state.history == []
    # handed each frame; the points are the pill's under the row (pt17 1)
    assert "you hold the trick" in VIEW.status(state, 0, seen=Highlight(live=turn))
    assert turn.targets("MARS") == set()  # R10: three cards at most... and Mars is on 4
    decision = turn.press("play")
    assert decision.kind == "move" and decision.move == PLAYER_MOVES[0]
    assert turn.staged() == []


def test_R10_take_back_returns_the_last_card_and_a_click_returns_from_there():
    turn = turn_of(opening())
    turn.drop("ARI", "pos:3")
    turn.drop("FIRE", "pos:2")
    assert [a.id for a in turn.actions()] == ["takeback", "play"]
    assert turn.press("takeback").kind == "staged" and turn.staged() == ["ARI"]
    turn.drop("FIRE", "pos:2")
    turn.drop("MARS", "pos:4")
    assert turn.click("pos:2").kind == "staged" and turn.staged() == ["ARI"]
    assert turn.click("pos:6").kind == "none"


def test_R9_a_discard_after_staging_and_a_play_of_no_cards_are_refused():
    turn = turn_of(opening())
    empty = turn.press("play")
    assert empty.kind == "refused" and empty.violation.rule == "R9"
    turn.drop("ARI", "pos:3")
    refused = turn.drop("WATER", "discard")
    assert refused.kind == "refused" and refused.violation.rule == "R9"
    assert "take your staged cards back" in VIEW.violation_words(refused.violation, NAMES)
    turn.press("takeback")
    assert turn.drop("WATER", "discard").move == Move.discard_card("WATER")


def refusals(rule: str, seeds=range(40)) -> tuple[Game, AstromagieTurn, str, str]:
    """A real position where dropping a hand card on 5 or 6 is refused for `rule`."""
    for seed in seeds:
        game = Game.new(3, seed)
        rng = random.Random(seed)
        while not game.is_over():
            turn = turn_of(game)
            for code in sorted(set(game.hand(game.current_player))):
                for zone in ("pos:5", "pos:6"):
                    decision = turn.drop(code, zone)
                    if decision.kind == "refused" and decision.violation.rule == rule:
                        return game, turn, code, zone
                    turn.placements.clear()
            game.apply(rng.choice(game.legal_moves()))
    raise AssertionError(f"no refusal for {rule} in these games")


@pytest.mark.parametrize("rule", ["R5", "R6", "R7"])
def test_R5_R6_R7_a_card_the_pair_cannot_take_is_refused_in_words(rule):
    game, turn, code, zone = refusals(rule)
    decision = turn.drop(code, zone)
    assert decision.violation.rule == rule and zone not in turn.targets(code)
    said = VIEW.violation_words(decision.violation, NAMES)  # card names, no codes
    assert said and "{" not in said and not set(said.split()) & set(DECK), said
    assert said == words.refusal_words(decision.violation, NAMES)
    assert decision.violation.message != said  # the engine's note, not the player's words


def test_R10_a_planet_on_6_when_the_turn_has_no_room_for_a_pair_says_R10_not_R5():
    """pt5b, finding 14: Sagittarius and Jupiter staged, Trine on 5 was refused by R10, but
    Mars on 6 then said R5 (lay the aspect first), which no aspect could have helped."""
    from tests.games.astromagie.helpers import rigged

    game = rigged([["SAG", "JUPITER", "TRI", "MARS"], ["AIR"]])
    turn = turn_of(game)
    assert turn.drop("SAG", "pos:3").kind == "staged"
    assert turn.drop("MARS", "pos:6").violation.rule == "R5"  # no room lacks: R5 stays
    assert turn.drop("JUPITER", "pos:4").kind == "staged"
    for card, zone in (("TRI", "pos:5"), ("MARS", "pos:6")):
        refused = turn.drop(card, zone).violation
        assert (refused.rule, refused.reason) == ("R10", "too_many_cards"), card
        assert turn.refusal(card, zone) == refused  # the drag's tip says the same
    assert turn.staged() == ["SAG", "JUPITER"]


def test_R6_an_aspect_the_engine_itself_refuses_for_R6_is_worded_with_the_planet_on_4(
        monkeypatch):
    check = Game.check_placement

    def engine_says_r6(self, pos, code, staged=()):
        if pos == 5 and code == "OPP" and not staged:
            return Violation("R6", "some_new_reason", "no other planet for 6", {"card": code})
        return check(self, pos, code, staged)

    monkeypatch.setattr(Game, "check_placement", engine_says_r6)
    turn = turn_of(mars_on_four("MARS"))
    said = VIEW.violation_words(turn.drop("OPP", "pos:5").violation, NAMES)
    assert "Mars" in said and "Opposition" in said and "{" not in said




def test_a_big_trick_is_celebrated_and_a_small_one_is_not():
    assert words.celebration(18) == i18n.tr("table.celebrate_perfect", points=18)
    assert "Perfect row" in words.celebration(18) and "18" in words.celebration(18)
    assert "Big trick" in words.celebration(12) and "12" in words.celebration(12)
    assert words.celebration(8) == ""
    # the guided game's trick: 8 points, Mars on 4 doubling Fire and Mars (pt17 4)
    assert VIEW.celebrate(*trick_won()) == i18n.tr("astromagie.celebrate.multiplied",
                                                   base=4, multiplier=2, points=8)


def test_the_status_line_says_the_game_is_over_and_names_nobody_to_move():
    game = Game.new(2, 4)
    rng = random.Random(4)
    while not game.is_over():
        game.apply(rng.choice(game.legal_moves()))
    for viewer in (0, 1):
        assert VIEW.status(game, viewer) == i18n.tr("table.game_over")


# --- the log --------------------------------------------------------------------------------
LOG_NAMES = ["Ada", "Vega", "Orion"]


def first_trick() -> list[tuple[Game, Move, Game]]:
    """Vega opens with Leo and Fire, Orion and Ada discard: the turn comes round to Vega."""
    game = deal((("SQU", "CON", "TRI", "WATER", "OPP", "AIR"),
                 ("LEO", "FIRE", "ARI", "SUN", "SQU", "EARTH"),
                 ("MOON", "CON", "TRI", "SXT", "OPP", "AIR")), first=1)
    turns = []
    for text in ("P 3:LEO 2:FIRE", "D MOON", "D SQU"):
        before, move = game.clone(), Move.parse(text)
        game.apply(move)
        turns.append((before, move, game.clone()))
    return turns


def told(names=LOG_NAMES, you: int | None = None) -> list[str]:
    return [VIEW.describe(before, move, after, names, you) for before, move, after in
            first_trick()]


def test_the_log_tells_turns_and_tricks_in_english_and_german():
    assert told() == ["Vega plays Leo on 3 and Fire on 2.", "Orion discards Moon.",
                      "Ada discards Square · Vega wins the trick: 2 points."]
    i18n.set_language("de")
    assert told() == ["Vega legt Löwe auf 3 und Feuer auf 2.", "Orion wirft Mond ab.",
                      "Ada wirft Quadrat ab · Vega gewinnt den Stich: 2 Punkte."]


def test_the_log_tells_the_person_at_the_screen_in_the_second_person():
    names = ["Ada", "You", "Orion"]
    assert told(names, you=1) == ["You play Leo on 3 and Fire on 2.", "Orion discards Moon.",
                                  "Ada discards Square · You win the trick: 2 points."]
    i18n.set_language("de")
    assert told(["Ada", "Du", "Orion"], you=1)[-1].endswith("Du gewinnst den Stich: 2 Punkte.")
    assert told(names, you=2)[1] == "Du wirfst Mond ab."


def test_three_placements_and_a_trick_of_one_point():
    play = words.Entry(words.PLAY, (2,), Move.parse("P 4:MARS 5:SQU 6:VENUS"))
    one = words.Entry(words.TRICK, (0,), points=1)
    assert words.format_entry(play, LOG_NAMES) == (
        "Orion plays Mars on 4, Square on 5 and Venus on 6")
    assert words.format_entry(one, LOG_NAMES) == "Ada wins the trick: 1 point"
    i18n.set_language("de")
    assert words.format_entry(play, LOG_NAMES) == (
        "Orion legt Mars auf 4, Quadrat auf 5 und Venus auf 6")
    assert words.format_entry(one, LOG_NAMES) == "Ada gewinnt den Stich: 1 Punkt"


def played_until(seats: int, wanted, seeds: int = 300) -> tuple[Game, Move]:
    """A game of random moves up to seat 0's turn where `wanted(game, move, after)` holds
    for one of its legal moves: that game and move."""
    for seed in range(seeds):
        game, rng = Game.new(seats, seed), random.Random(seed)
        while not game.is_over():
            if game.current_player == 0:
                for move in game.legal_moves():
                    after = game.clone()
                    after.apply(move)
                    if wanted(game, move, after):
                        return game, move
            game.apply(rng.choice(game.legal_moves()))
    raise AssertionError("no such position")


def test_R9_R12_a_seat_without_cards_is_skipped_before_the_trick_comes_round():
    def skip_then_trick(game: Game, move: Move, after: Game) -> bool:
        return (not after.is_over() and len(after.tricks) > len(game.tricks)
                and not after.hand_count(1) and after.tricks[-1].winner != 1)

    game, move = played_until(4, skip_then_trick)
    before = game.clone()
    game.apply(move)
    line = VIEW.describe(before, move, game, ["You", "Vega", "Orion", "Lyra"], 0)
    skipped = line.index("Vega has no cards and is skipped")
    won = min(i for i in (line.find("wins the trick"), line.find("win the trick")) if i >= 0)
    assert skipped < won  # Vega sits between the mover and the trick's winner


def test_a_whole_games_log_has_a_line_for_every_move_each_skip_and_each_trick():
    game = Game.new(4, 3)
    rng = random.Random(3)
    lines, skips = [], 0
    while not game.is_over():
        before, move = game.clone(), rng.choice(game.legal_moves())
        game.apply(move)
        lines.append(VIEW.describe(before, move, game, ["A", "B", "C", "D"], None))
        skips += len(words.skipped_seats(before.current_player, game))
    assert all(lines)
    assert sum(line.count("is skipped") for line in lines) == skips
    assert sum(line.count("wins the trick") for line in lines) == len(game.tricks)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_takeover_by_the_computer_is_told_with_its_reason(lang):
    i18n.set_language(lang)
    game = opening()
    game.apply(PLAYER_MOVES[0])  # Aries, Fire, Mars: 8 points, held by the person
    before = game.clone()
    game.apply(AI_MOVES[1])  # Vega lays a first pair on 5+6
    you = i18n.tr("setup.human")
    line = VIEW.describe(before, AI_MOVES[1], game, [you, "Vega"], 0)
    expected = {"en": ("Vega lays", "your 8-point row"),
                "de": ("Vega", "übernimmt damit deine Reihe mit 8 Punkten")}[lang]
    assert line.startswith(expected[0]) and expected[1] in line
    for code in ("SQU", "VENUS"):
        assert i18n.tr(f"card.name.{code}") in line
    opening_line = VIEW.describe(opening(), PLAYER_MOVES[0], before, [you, "Vega"], 0)
    assert opening_line == i18n.tr("log.play_you", player=you, placements=words.placements_words(
        PLAYER_MOVES[0])) + "."  # nobody held the row: no takeover to explain


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_takeover_won_at_once_is_told_at_the_tricks_worth_not_0(lang):
    """pt18a 1: Orion took over Lyra's row and everyone else was out of cards, so the trick
    went to Orion in the same turn; the log said "now worth 0 points" (the cleared row)."""
    i18n.set_language(lang)
    rest = Counter(DECK)
    rest.subtract(["AIR", "FIRE", "GEM", "MERCURY"])
    game = Game.from_position(hands=[["AIR", "FIRE"], [], []], row=(None, None, "GEM", "MERCURY"),
                              leader=2, to_move=0, discard=list(rest.elements()))
    before, move = game.clone(), Move.parse("P 2:AIR")
    game.apply(move)
    assert [t.points for t in game.tricks] == [12]
    line = VIEW.describe(before, move, game, ["You", "Orion", "Lyra"], 1)
    assert line.count("12") == 2 and " 0 " not in line, line


# --- a won row in words ---------------------------------------------------------------------
def test_R14_a_won_row_is_broken_down_as_the_rule_book_words_it():
    assert words.breakdown_words((None, "FIRE", "ARI", "MARS")) == (
        "8 points – Fire twice (2) + Mars twice (2) → sum 4, × 2")
    assert words.breakdown_words(("LEO", "FIRE", "ARI", "MARS")) == (
        "10 points – Fire three times (3) + Mars twice (2) → sum 5, × 2")
    assert words.breakdown_words((None, "WATER", "ARI", "SUN")) == (
        "1 point – no matching symbols → sum 1, × 1")
    assert words.breakdown_words((None, None, "ARI", "MARS")) == (
        "4 points – Mars twice (2) → sum 2, × 2")
    i18n.set_language("de")
    assert words.breakdown_words((None, None, "ARI", "MARS")) == (
        "4 Punkte – Mars zweimal (2) → Summe 2, × 2")


# --- the close-up ---------------------------------------------------------------------------
@pytest.mark.parametrize("code", CODES)
def test_the_close_up_gives_the_engines_facts_of_every_card(code):
    facts = dict(words.card_facts(code, modern_rulers=False))
    assert f"closeup.kind.{KIND_OF[code]}" in facts
    if KIND_OF[code] in ("zodiac", "element"):
        assert facts["closeup.element"] == {"element": ELEMENT_OF[code]}
    if KIND_OF[code] == "zodiac":
        assert facts["closeup.ruler"] == {"planet": PLANET_OF[code]}
    if KIND_OF[code] == "planet":
        assert facts["closeup.planet_value"] == {"value": VALUE_OF[code]}
    if KIND_OF[code] == "aspect":
        assert facts["closeup.aspect_value"] == {"value": ROMAN[VALUE_OF[code]]}
    for lang in i18n.LANGUAGES:
        i18n.set_language(lang)
        for text in words.facts(code, modern_rulers=True):
            assert text and "{" not in text and "closeup." not in text


@pytest.mark.parametrize("code", sorted(MODERN_RULERS))
def test_V1_the_close_up_names_the_modern_ruler(code):
    facts = dict(words.card_facts(code, modern_rulers=True))
    assert facts["closeup.modern_ruler"] == {"planet": planet_symbol(code, True),
                                             "old": PLANET_OF[code]}
    said = " ".join(words.facts(code, modern_rulers=True))
    assert i18n.tr(f"card.name.{MODERN_RULERS[code]}") in said
    assert i18n.tr(f"card.name.{MODERN_RULERS[code]}") not in " ".join(words.facts(code))


# --- the hint -------------------------------------------------------------------------------
def report_position() -> Game:
    """A newcomer's row: Taurus on 3 and Jupiter on 4, laid by the opponent; the person
    holds Earth, Aries and Pisces (Earth + Aries makes 6 points, Earth + Pisces 12)."""
    hands = [["EARTH", "ARI", "PIS", "SQU", "MOON", "LEO"],
             ["GEM", "AIR", "VIR", "SUN", "CON", "MARS"]]
    rest = Counter(DECK) - Counter(hands[0]) - Counter(hands[1]) - Counter(["TAU", "JUPITER"])
    pile = sorted(rest.elements())
    random.Random(3).shuffle(pile)
    return Game.from_position(hands=hands, row=[None, None, "TAU", "JUPITER"], pile=pile,
                              to_move=0, leader=1)


def test_R14_the_hint_takes_the_12_point_play_and_says_it_is_the_best():
    game = report_position()
    six, twelve = Move.play((2, "EARTH"), (1, "ARI")), Move.play((2, "EARTH"), (1, "PIS"))
    assert move_points(game, six) == 6 and move_points(game, twelve) == 12
    search = HintSearch(0, max_worlds=60)
    move = search.choose(game.observation(0), budget=120.0)  # the world count decides
    stats = search.last
    assert stats is not None and stats.worlds == 60 and move_points(game, move) == 12
    chosen = stats.of(move)
    assert chosen is not None  # no play scoring more was found better and given up
    assert all(s.reward < chosen.reward for s in stats.moves if s.points > chosen.points)
    # its risk said first (pt7a, 4): the Square + Moon held is only an I, a II takes it;
    # 5+6 stays empty, so any pair takes the row, and no play scores more (pt9a 2)
    assert POLICY.reason(game, twelve) == ("hint.take_risk_any_low_best",
                                           {"points": 12, "aspect": "II"})
    reason = POLICY.reason(game, six)
    assert reason is None or reason[0] != "hint.take_best"  # the six is never "the best"


def test_the_rows_worth_is_told_at_the_persons_turn_and_not_during_a_bots():
    """At a bot's turn the position painted may be the one before its move while its cards
    land on the row: the pill said "the row is empty" beside the Leo on 3 (pt2, finding
    16). It speaks at the person's own turn, where the position is the one on show."""
    pygame.init()
    state = deal((("LEO", "FIRE", "MARS", "SQU", "VENUS", "WATER"),
                  ("TAU", "EARTH", "VIR", "CON", "SUN", "CAN")))
    board = VIEW.board(pygame.Rect(0, 0, 960, 520), 2, (90, 135))
    names = NAMES[:2]

    def pill_painted(game: Game, live: AstromagieTurn | None) -> bool:
        surface = pygame.Surface((960, 520))
        surface.fill((0, 0, 0))
        board.paint(surface, game, 0, Highlight(names=names, live=live))
        area = board.worth
        return any(surface.get_at((x, area.centery)) != (0, 0, 0, 255)
                   for x in range(area.x, area.right, 3))

    assert pill_painted(state, turn_of(state))  # the person's turn: "the row is empty"
    state.apply(Move.play((3, "LEO")))
    assert state.current_player == 1
    assert not pill_painted(state, None)  # Vega's turn: nothing that could be stale


@pytest.mark.parametrize(("lang", "said"), [("en", "Your trick: sum 4 × 2 = 8 points"),
                                            ("de", "Dein Stich: Summe 4 × 2 = 8 Punkte")])
def test_pt18a_10_a_multiplied_trick_is_celebrated_as_what_scored(lang, said):
    """pt18a 10: "Planet on 4: × 2 = 6 points!" named only the multiplier; the trick's
    points are said as the row's worth says them, its sum times the planet on 4."""
    i18n.set_language(lang)
    assert VIEW.celebrate(*trick_won()).replace("\u00a0", " ") == f"★ {said}! ★"
    i18n.set_language("en")
