"""Astromagie's hint keeps the hand's only zodiac card among discards the search cannot
tell apart (R3: only a zodiac card opens a row; playtest pt6a, finding 5), and says so."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.games.astromagie.engine import Game, Move
from astromagie.games.astromagie.engine.cards import KIND_OF, ZODIAC
from astromagie.games.astromagie.hint import HintSearch, HintStats, MoveStat, pick
from astromagie.games.astromagie.policy import POLICY
from astromagie.games.astromagie.reason import compare_reason, move_reason


def _stats(toss_reward: float, keep_reward: float) -> HintStats:
    return HintStats(100, (MoveStat(Move.discard_card("GEM"), 0, toss_reward, toss_reward,
                                    tosses_opener=True),
                           MoveStat(Move.discard_card("WATER"), 0, keep_reward, keep_reward)))


def test_R3_among_discards_within_the_noise_the_hint_keeps_the_only_opener():
    stats = _stats(0.60, 0.56)
    noise = {m.move: (0.04, 0.03) for m in stats.moves}  # 0.04 apart, 0.03 standard error
    assert pick(stats, noise).move == Move.discard_card("WATER")


def test_R3_a_discard_clearly_better_by_the_search_may_still_toss_the_opener():
    stats = _stats(0.60, 0.40)
    sure = {m.move: (0.20, 0.03) for m in stats.moves}
    assert pick(stats, sure).move == Move.discard_card("GEM")


def _lone_zodiac_position() -> Game:
    """A real position (3 seats, seed 0, turn 41, greedy policy play) where nothing fits
    and Gemini is the hand's only zodiac card: the hint used to discard it."""
    game = Game.new(3, 0)
    while len(game.history) < 40:
        legal = game.legal_moves()
        values = POLICY.move_values(game, legal)
        game.apply(legal[max(range(len(legal)), key=values.__getitem__)])
    return game


def _names_the_only_zodiac(key: str, params: dict, lang: str) -> str:
    """The words of `key` in `lang`, checked to name the hand's only zodiac card."""
    i18n.set_language(lang)
    try:
        text = i18n.tr(f"astromagie.{key}", **params)
    finally:
        i18n.set_language("en")
    assert {"en": "only zodiac card", "de": "einziges Zeichen"}[lang] in text
    return text


def test_R3_R9_a_forced_discard_with_one_zodiac_keeps_it_and_says_why():
    game = _lone_zodiac_position()
    hand = game.hand(game.current_player)
    assert [c for c in hand if KIND_OF[c] == ZODIAC] == ["GEM"]
    assert all(m.is_discard for m in game.legal_moves())
    move = HintSearch(0).choose(game.observation(game.current_player))
    assert move.discard != "GEM"
    assert move_reason(game, move) == ("hint.no_play_opener", {})


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R3_the_review_says_the_better_discard_kept_the_only_zodiac(lang):
    game = _lone_zodiac_position()
    key, params = compare_reason(game, Move.discard_card("GEM"), Move.discard_card("WATER"))
    assert key == "review.discard_opener"
    _names_the_only_zodiac(key, params, lang)
    other = compare_reason(game, Move.discard_card("WATER"), Move.discard_card("SQU"))
    assert other[0] == "review.discard_use"  # the zodiac kept by both: the kept card's use


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R3_R9_discarding_the_only_zodiac_says_the_other_cards_pay_more(lang):
    # the hint does so only when its search clearly finds it better (the tie-break above)
    game = _lone_zodiac_position()
    key, params = move_reason(game, Move.discard_card("GEM"))
    assert key == "hint.no_play_zodiac"
    text = _names_the_only_zodiac(key, params, lang)
    assert len(text) <= 90  # one short sentence, as every forced-discard reason


def test_R9_a_lone_zodiac_card_alone_in_hand_is_not_weighed_against_other_cards():
    """pt8a 4: with only Cancer in hand the hint said "your other cards pay more than your
    only zodiac card": there were none. A one-card hand gets the plain words."""
    from astromagie.games.astromagie.reason import forced_discard_reason

    class LastCard:  # the one thing the reason asks of the game: the mover's hand
        current_player = 0

        def hand(self, seat: int) -> list[str]:
            return ["GEM"]

    key, _params = forced_discard_reason(LastCard(), Move.discard_card("GEM"))  # type: ignore[arg-type]
    assert key == "hint.no_play"
