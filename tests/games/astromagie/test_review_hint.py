"""Astromagie's hint and "Review my moves" agree (playtest pt1, finding 28).

The hint search gives the same move for the same observation whatever its seed or clock,
so the review can ask it at every decision: a move that is the hint's is never a costly
moment, and a moment names the hint's move as the better one. Each entry says why in one
line (`POLICY.compare`), true of its position: what each move makes the row worth now
(R14) and how many unseen cards could still take the trick over after it (R12).
"""

from __future__ import annotations

import random

import pytest

from astromagie import i18n
from astromagie.ai.review import hint_of, review_game, same_move
from astromagie.games.astromagie.engine import Game, Move
from astromagie.games.astromagie.hint import HintSearch
from astromagie.games.astromagie.policy import POLICY
from astromagie.games.astromagie.reason import move_points, takeover_room
from astromagie.host import registry
from tests.ui.test_astromagie_table_words import report_position

RULES = registry.rules("astromagie")
# Earth + Aries makes 6, Earth + Pisces 12 (the hint's own test position)
twelve_or_six = report_position
CHEAP = 6  # deals per hint in these tests; the agreement does not depend on the count


def test_the_hint_depends_on_the_position_alone_not_on_its_seed_or_clock():
    obs = twelve_or_six().observation(0)
    quick, slow = HintSearch(1, max_worlds=CHEAP), HintSearch(99, max_worlds=CHEAP)
    assert quick.choose(obs, budget=0.0) == slow.choose(obs, budget=60.0)
    assert quick.last is not None and slow.last is not None
    assert quick.last.worlds == slow.last.worlds == CHEAP  # no clock cut the search short
    assert quick.last == slow.last


def game_and_states(seed: int, follow_hint: bool) -> list[Game]:
    """A two-seat game in which seat 0 follows the (cheap) hint or plays at random."""
    hint = hint_of(RULES, CHEAP)
    assert hint is not None  # Astromagie's hint is reproducible
    game = Game.new(2, seed)
    rng = random.Random(seed)
    states = [game.clone()]
    while not game.is_over():
        moves = game.legal_moves()
        if game.current_player == 0 and follow_hint:
            move = hint(game.observation(0))
        else:
            move = rng.choice(moves)
        game.apply(move)
        states.append(game.clone())
    return states


def test_R14_a_player_who_follows_the_hint_is_never_told_of_a_costly_moment():
    states = game_and_states(5, follow_hint=True)
    review = review_game(RULES, states, [0], worlds=4, hint=hint_of(RULES, CHEAP))
    assert review.decisions > 5
    assert review.moments == []


def test_R12_R14_each_moment_names_the_hints_move_and_says_why_in_words():
    states = game_and_states(7, follow_hint=False)
    hint = hint_of(RULES, CHEAP)
    assert hint is not None
    review = review_game(RULES, states, [0], worlds=4, hint=hint)
    assert review.moments, "a random player loses points against the hint somewhere"
    for moment in review.moments:
        before = states[moment.turn - 1]
        hinted = hint(before.observation(0))
        assert Move.parse(moment.suggested) == hinted
        assert not same_move(RULES, hinted, Move.parse(moment.played))
        assert moment.reason.startswith("review.")
        for lang in ("en", "de"):
            i18n.set_language(lang)
            text = i18n.tr(f"astromagie.{moment.reason}", **moment.reason_params)
            assert "{" not in text and len(text) < 220, text
    i18n.set_language("en")


def test_R14_the_reason_names_what_each_move_makes_the_row_worth():
    game = twelve_or_six()
    six, twelve = Move.play((2, "EARTH"), (1, "ARI")), Move.play((2, "EARTH"), (1, "PIS"))
    key, params = POLICY.compare(game, six, twelve)
    assert key in ("review.more", "review.more_safer")
    assert params["points"] == 12 and params["played"] == 6
    assert params["count"] == takeover_room(game, 0, twelve)
    assert params["played_count"] == takeover_room(game, 0, six)
    said = i18n.tr(f"astromagie.{key}", **params)
    assert "12" in said and "6" in said


def test_R12_a_discard_beats_a_play_by_the_room_the_play_leaves():
    game = twelve_or_six()
    six = Move.play((2, "EARTH"), (1, "ARI"))
    key, params = POLICY.compare(game, six, Move.discard_card("MOON"))
    room = takeover_room(game, 0, six)
    assert (key, params) == (("review.discard_safer", {"points": 6, "count": room}) if room
                             else ("review.discard_keep", {"played": 6}))
    key, params = POLICY.compare(game, Move.discard_card("MOON"), six)
    assert key == "review.play_instead" and params["points"] == move_points(game, six)


def test_cards_laid_in_another_order_are_the_same_move():
    a = Move.play((2, "EARTH"), (1, "PIS"))
    b = Move.play((1, "PIS"), (2, "EARTH"))
    assert a != b and same_move(RULES, a, b)
    assert not same_move(RULES, a, Move.play((2, "EARTH"), (1, "ARI")))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_review_reason_is_worded_in_both_languages(lang):
    i18n.set_language(lang)
    params = {"points": 12, "played": 6, "count": 2, "played_count": 5}
    for key in ("more", "more_safer", "safer", "keeps", "keeps_same", "keeps_pair",
                "keeps_pair_same", "discard_safer",
                "discard_keep", "play_instead", "discard_other", "discard_fits",
                "discard_pair", "discard_opens", "keeps_use", "keeps_same_use",
                "discard_use", "use.pair", "use.opens", "use.planet", "use.element",
                "use.aspect"):
        assert i18n.has(f"astromagie.review.{key}"), key
        text = i18n.tr(f"astromagie.review.{key}", **params, card="Leo", place="2",
                       partner="Venus", aspect="Trine", planet="Moon", use="keeps Leo",
                       value="3")
        assert "{" not in text, text
    i18n.set_language("en")


def kept_card_position(hand: list[str], row: list[str | None]) -> Game:
    """Seat 0 to move with `hand` at a row seat 1 holds."""
    from collections import Counter

    from astromagie.games.astromagie.engine.cards import DECK

    other = ["AIR", "AIR", "SUN", "SUN", "MOON", "MOON"]
    pile = sorted((Counter(DECK) - Counter(hand + other + [c for c in row if c])).elements())
    return Game.from_position(hands=[hand, other], row=row, pile=pile, to_move=0, leader=1)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R3_R4_R5_two_discards_say_what_the_kept_card_is_good_for(lang):
    """pt9a 10: "both discard; the card it keeps served you better later" named Earth but
    not its use. Where the position says it: it fits the row now (R4), it pairs with a
    card kept (R5), or it opens a new row (R3)."""
    from astromagie.games.astromagie.engine.rules import legal_targets

    i18n.set_language(lang)
    try:
        fits = kept_card_position(["EARTH", "WATER", "SQU", "LEO", "ARI", "CAN"],
                                  [None, None, "TAU", "MARS"])
        earth, water = Move.discard_card("EARTH"), Move.discard_card("WATER")
        assert 2 in legal_targets(["EARTH"], fits.row(), fits.top(), (), "EARTH")
        key, params = POLICY.compare(fits, earth, water)
        name = i18n.tr("card.name.EARTH")
        assert (key, params) == ("review.discard_fits", {"card": name, "place": "2"})
        text = i18n.tr(f"astromagie.{key}", **params)
        assert name in text and "2" in text and "{" not in text
        # an aspect kept beside a planet: a pair (4 is empty, so it fits no place yet)
        paired = kept_card_position(["TRI", "FIRE", "VENUS", "LEO", "ARI", "CAN"],
                                    [None, "WATER", "TAU", None])
        key, params = POLICY.compare(paired, Move.discard_card("TRI"),
                                     Move.discard_card("FIRE"))
        assert key == "review.discard_pair"
        assert params == {"card": i18n.tr("card.name.TRI"),
                          "partner": i18n.tr("card.name.VENUS")}
        # a zodiac card that fits nowhere in this row still opens the next
        opens = kept_card_position(["LEO", "SCO", "FIRE", "WATER", "EARTH", "AIR"],
                                   ["ARI", "WATER", "TAU", None])
        key, params = POLICY.compare(opens, Move.discard_card("LEO"), Move.discard_card("FIRE"))
        assert key == "review.discard_opens" and params == {"card": i18n.tr("card.name.LEO")}
        # pt10a 8: an element with 2 filled still names its use in a later row (R14)
        plain = kept_card_position(["FIRE", "WATER", "SCO", "LEO", "EARTH", "AIR"],
                                   ["ARI", "WATER", "TAU", None])
        key, params = POLICY.compare(plain, Move.discard_card("FIRE"),
                                     Move.discard_card("WATER"))
        assert key == "review.discard_use"
        said = i18n.tr(f"astromagie.{key}", **params)
        assert i18n.tr("card.name.FIRE") in said and "2" in said
        assert {"en": "served you better", "de": "nützt dir später"}[lang] not in said
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R5_R14_a_better_move_that_keeps_the_pair_names_it_and_what_it_is_for(lang):
    """pt10a 8: "−10 · Played: Jupiter on 4, Conjunction on 5 and Mercury on 6 · Better:
    Jupiter on 4" said only that "the cards it keeps served you better later"; the line
    names the pair kept and its use, a later takeover (R5), as the live hint does."""
    i18n.set_language(lang)
    game = kept_card_position(["CON", "SQU", "TAU", "MERCURY", "JUPITER", "OPP"],
                              [None, None, "PIS", None])
    played = Move.play((4, "JUPITER"), (5, "CON"), (6, "MERCURY"))
    better = Move.play((4, "JUPITER"))
    assert played in game.legal_moves() and better in game.legal_moves()
    key, params = POLICY.compare(game, played, better)
    assert key == "review.keeps_pair_same"
    assert move_points(game, played) == move_points(game, better) == params["points"]
    said = i18n.tr(f"astromagie.{key}", **params)
    for code in ("CON", "MERCURY"):
        assert i18n.tr(f"card.name.{code}") in said
    assert {"en": "to take a row over later", "de": "später eine Reihe zu übernehmen"}[
        lang] in said
    # a better move that lays the pair's cards itself keeps no pair to name
    key, _ = POLICY.compare(game, played, Move.play((4, "MERCURY"), (5, "CON"), (6, "JUPITER")))
    assert not key.startswith("review.keeps_pair")
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R5_R14_a_better_play_that_spends_less_names_the_card_it_keeps_and_its_use(lang):
    """pt10a 8: "it scores 3 now, not 6, but the cards it keeps served you better later"
    gave no reason. Mercury on 4 instead of Jupiter keeps Jupiter, which pairs with a kept
    Conjunction for 5+6 (R5); the line names both and the takeover they are for."""
    i18n.set_language(lang)
    try:
        game = kept_card_position(["CON", "SQU", "TAU", "MERCURY", "JUPITER", "OPP"],
                                  [None, None, "PIS", None])
        played, better = Move.play((4, "JUPITER")), Move.play((4, "MERCURY"))
        key, params = POLICY.compare(game, played, better)
        assert key == "review.keeps_use"
        assert (params["points"], params["played"]) == (move_points(game, better),
                                                        move_points(game, played)) == (3, 6)
        said = i18n.tr(f"astromagie.{key}", **params)
        for code in ("CON", "JUPITER"):
            assert i18n.tr(f"card.name.{code}") in said
        assert "5+6" in said and "{" not in said
        # the other way round Jupiter scores more: that is the reason, not a kept card
        assert POLICY.compare(game, better, played)[0] == "review.more"
        # a kept planet without an aspect beside it multiplies a later row by its value
        alone = kept_card_position(["LEO", "SCO", "TAU", "MERCURY", "JUPITER", "FIRE"],
                                   [None, None, "PIS", None])
        key, params = POLICY.compare(alone, played, better)
        assert key == "review.keeps_use"
        said = i18n.tr(f"astromagie.{key}", **params)
        assert i18n.tr("card.name.JUPITER") in said and "3" in said and "4" in said
    finally:
        i18n.set_language("en")
