"""Playtest pt7b's findings on the hint's words and its secret choice (round 9).

Finding 2: far ahead, the hint said "red 8 and violet 4: 10 -> 22" while yellow 2 and
violet 4 cost 10 -> 15. The game is pt7b's own record (`positions/`), replayed to the
person's secret choice. Finding 11: the secret choice's words in the present/conditional,
and "takes nothing" said truly when the row holds none of the card's colour.
"""

from __future__ import annotations

import json
from pathlib import Path

from astromagie import i18n
from astromagie.ai.ismcts import Edge
from astromagie.games.zahlenstreifen.hint import cheapest_alike, pair_cost
from astromagie.games.zahlenstreifen.moves import parse_move
from astromagie.games.zahlenstreifen.record import load_record
from astromagie.games.zahlenstreifen.rules import LEVELS, RULES
from astromagie.games.zahlenstreifen.state import CHOOSE, StripState

from .helpers import arrange

POLICY = RULES.policy()
RECORD = Path(__file__).parent / "positions" / "pt7b-secret-choice.json"


def pt7b_choice() -> StripState:
    """pt7b's 1024x700 game at the person's (seat 0's) secret choice."""
    data = json.loads(RECORD.read_text(encoding="utf-8"))
    turns = data["turns"]
    first_choice = next(i for i, t in enumerate(turns) if t.startswith("K"))
    state, _ = load_record({**data, "turns": turns[:first_choice]})
    for text in turns[first_choice:]:
        if state.current_player == 0:
            break
        state.apply(parse_move(text))
    assert state.phase == CHOOSE and state.current_player == 0
    return state


def test_pt7b_2_the_position_is_the_reported_one() -> None:
    state = pt7b_choice()
    obs = state.observation(0)
    assert sorted(obs.hand) == ["R8", "V4", "V5", "Y2"]
    assert -state.scores[0] == 10
    assert pair_cost(obs, "K V4 Y2") == 5 and pair_cost(obs, "K R8 V4") == 12


def test_pt7b_2_the_hint_takes_the_cheapest_pair_when_it_wins_either_way() -> None:
    state = pt7b_choice()
    bot = LEVELS["hint"](0)
    bot.max_worlds = 120  # every pair wins in every world: the search cannot tell them apart
    move = bot.choose(state.observation(0))
    assert move == "K V4 Y2"
    means = {m: e.total / e.visits for m, e in bot.root.items() if e.visits}
    assert min(means.values()) == max(means.values())  # the cause: a saturated reward
    key, params = POLICY.reason(state, move)
    assert key == "hint.secret_cheapest" and params == {"before": 10, "after": 15}


def edge(visits: int, mean: float) -> Edge:
    made = Edge()
    made.visits, made.total = visits, visits * mean
    return made


def test_pt7b_2_a_pair_the_search_finds_clearly_better_stays() -> None:
    obs = pt7b_choice().observation(0)
    root = {"K R8 V4": edge(600, 0.9), "K V4 Y2": edge(400, 0.7), "K V5 Y2": edge(5, 0.95)}
    assert cheapest_alike(root, obs, "K R8 V4") == "K R8 V4"  # 0.2 worse: not alike
    root["K V4 Y2"] = edge(400, 0.88)
    assert cheapest_alike(root, obs, "K R8 V4") == "K V4 Y2"  # alike and cheaper
    # K V5 Y2 (cost 6) has too few visits to be trusted
    assert cheapest_alike(root, obs, "K V4 Y2") == "K V4 Y2"


def test_pt7b_2_a_dearer_pair_names_the_cheaper_one_and_why() -> None:
    state = pt7b_choice()
    for lang, pair in (("en", "violet 4 and yellow 2"), ("de", "Violett 4 und Gelb 2")):
        i18n.set_language(lang)
        try:
            key, params = POLICY.reason(state, "K R8 V4")
            said = i18n.tr(f"zahlenstreifen.{key}", **params)
        finally:
            i18n.set_language("en")
        assert key == "hint.secret_weighed"
        assert params["after"] == 22 and params["cheaper_after"] == 15
        assert pair in said and "22" in said and "15" in said
        assert said.count(".") == 1  # one sentence: the hint line keeps it whole


def test_pt7b_11_the_secret_choice_is_said_in_the_conditional() -> None:
    i18n.set_language("de")
    try:
        said = i18n.tr("zahlenstreifen.hint.secret_cheapest", before=13, after=20)
        weighed = i18n.tr("zahlenstreifen.hint.secret_weighed", before=13, after=20,
                          cheaper="Gelb 2", cheaper_after=15)
    finally:
        i18n.set_language("en")
    assert "gingen" not in said and "würden von 13 auf 20 gehen" in said
    assert "gingen" not in weighed


def test_pt7b_11_takes_nothing_says_the_row_has_none_of_its_colour() -> None:
    row = "R1 G1 B1 Y1 R2 G2 B2 Y2"  # no violet in the row
    state = arrange(row=row, hands={0: "V5 G9 R3 B5 Y4"})
    assert POLICY.reason(state, "P V5") == ("hint.takes_nothing_none", {})
    assert POLICY.reason(state, "P G9") == ("hint.takes_nothing", {})
    for lang in ("en", "de"):
        i18n.set_language(lang)
        try:
            assert i18n.tr("zahlenstreifen.hint.takes_nothing_none") != \
                "zahlenstreifen.hint.takes_nothing_none"
        finally:
            i18n.set_language("en")


def test_pt7b_3_NS11_the_last_round_names_the_other_players_after_your_card() -> None:
    """'Leg deine letzte Karte · noch 2 Züge' read as two more turns of the person's own."""
    from astromagie.games.zahlenstreifen.view import VIEW
    state = RULES.new(3, 3)
    while state.observation(0).last_round_left < 0:
        state.apply(state.legal_moves()[0])
    first = state.current_player  # the round's first: 2 players after its card
    for lang, words in (("en", "your last move, then 2 more players"),
                        ("de", "dein letzter Zug, danach noch 2 Spieler")):
        i18n.set_language(lang)
        try:
            status = VIEW.status(state, first)
        finally:
            i18n.set_language("en")
        assert words in status and "Züge" not in status and "turns" not in status, status


def test_pt8b_5_takes_nothing_says_nothing_of_its_colour_is_low_enough() -> None:
    """pt8b, finding 5: yellow 1 'takes nothing: everything it could take is safe' where
    no yellow as low as 1 lay anywhere; safe is said only of cards it could take."""
    row = "R1 G1 B1 Y4 R2 G2 B2 Y2"  # yellows 4 and 2: Y1 has nothing to take
    state = arrange(row=row, hands={0: "Y1 G9 R3 B5 Y4"})
    assert POLICY.reason(state, "P Y1") == ("hint.takes_nothing_higher", {})
    assert POLICY.reason(state, "P G9") == ("hint.takes_nothing", {})  # G1, G2: safe
    for lang, words in (("en", "as low as it"), ("de", "so niedrig wie sie")):
        i18n.set_language(lang)
        try:
            assert words in i18n.tr("zahlenstreifen.hint.takes_nothing_higher")
        finally:
            i18n.set_language("en")
