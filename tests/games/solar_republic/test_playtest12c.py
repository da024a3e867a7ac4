"""The Solar Republic after the newcomer playtest pt12c (/tmp/playtest12c/report.md): the
first lesson defines "book" plainly and the English keeps the word for the pile a trump
wins (2), and the hint's risk in figures reads in a beginner's words, the next player
first (11)."""

from __future__ import annotations

from astromagie.games.solar_republic.compare import takers_unseen
from astromagie.games.solar_republic.moves import DRAW
from astromagie.games.solar_republic.policy import reason
from astromagie.games.solar_republic.view.words import text_of

from .test_playtest13 import drawing_position

#: the keys where a trump winning the pile is said: one word for it, "book" (pt12c 2)
WINNING_WORDS = [("hint.sheds_card_sol", {"card": "SO1", "stolen": 2}),
                 ("hint.draws_keeps", {"book": 2}), ("hint.draws", {}),
                 ("hint.draws_big_hand", {"cards": 9}),
                 ("coach.book_steal", {"card": "Mercury", "name": "Vega"}),
                 ("review.sol_for_your_3", {})]


def test_SR7_the_first_lesson_defines_the_book_before_it_is_used() -> None:
    """pt12c 2: "Trumps take the whole pile, the book: a 3 or 5 anywhere" read as if the
    book were a rule about 3s and 5s."""
    basics = text_of("coach.basics")
    assert "A book is the pile a trump" in basics
    assert basics.index("book") < basics.index("3 or 5 anywhere")
    # one sentence, one idea (pt13c 2): what fits waits for step 2 (coach.fits)
    assert basics.count(". ") == 0 and "Fits" not in basics


def test_SR7_a_trump_winning_the_pile_is_said_to_take_the_book() -> None:
    for key, params in WINNING_WORDS:
        said = text_of(key, **params)
        assert "book" in said, (key, said)
        assert "takes the pile" not in said and "bigger pile" not in said, (key, said)


def test_SR5_SR7_a_draws_risk_names_the_next_player_and_the_trumps_you_have_not_seen(
        lang: str) -> None:
    """pt12c 11: "leaves the next player 3 cards that at least 6 unseen trumps could take"
    was hard to parse; the figures stay, in plainer words."""
    state = drawing_position(["NE1", "JU1"], ["SA1", "NE2"])
    key, params = reason(state, DRAW)
    takers = takers_unseen(state, "NE1")
    assert (key, params) == ("hint.draws_risk", {"cards": 3, "takers": takers}) and takers > 1
    said = text_of(key, **params)
    assert f"{takers} " in said and "3 " in said
    plain = ("the next player could win the pile (then 3 cards)", "you haven't seen") \
        if lang == "en" else ("Der Nächste könnte den Stapel (3 Karten)", "du nicht gesehen hast")
    assert all(words in said for words in plain), said
    assert ("unseen" if lang == "en" else "ungesehen") not in said
    risky = text_of("hint.sheds_card_big", cards=5, takers=4)
    assert ("you haven't seen" if lang == "en" else "du nicht gesehen hast") in risky
    assert ("unseen" if lang == "en" else "ungesehen") not in risky
