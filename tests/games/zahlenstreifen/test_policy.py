"""The policy: its move values, rollouts, rewards and hints behave as the docstring says."""

from __future__ import annotations

import random

from astromagie import i18n
from astromagie.games.zahlenstreifen.policy import _relative, _take_cost, penalty_changes
from astromagie.games.zahlenstreifen.rules import RULES
from astromagie.games.zahlenstreifen.scoring import colour_tallies
from astromagie.games.zahlenstreifen.state import CHOOSE, StripState

from .helpers import arrange, cards

POLICY = RULES.policy()


def best(state: StripState) -> str:
    moves = state.legal_moves()
    values = POLICY.move_values(state, moves)
    return moves[values.index(max(values))]


def test_values_prefer_a_card_that_takes_nothing() -> None:
    state = arrange(row="R1 G1 B1 Y1 V1 R2 G2 B2 Y2 V2", hands={0: "R3 G9 B5 Y4 V5"})
    # 10 cards in the row: every card except a 9 exposes something of its colour
    assert best(state) == "P G9"
    values = dict(zip(state.legal_moves(), POLICY.move_values(state, state.legal_moves()),
                      strict=True))
    assert values["P R3"] < values["P G9"]


def test_values_take_into_a_colour_the_player_leads() -> None:
    state = arrange(row="Y5 R5 Y9 Y9 Y8 Y8 Y7 Y7", hands={0: "Y6 R6 B1 B2 B3"},
                    collections={0: "R7 R8 R9", 1: "Y1 Y2 Y3", 2: ""})
    values = dict(zip(["P R6", "P Y6"], POLICY.move_values(state, ["P R6", "P Y6"]),
                      strict=True))
    # both take a 5 (the row's only exposed card of their colour); red costs 1, yellow 5
    assert values["P R6"] > values["P Y6"]


def test_the_secret_choice_keeps_the_cheapest_pair() -> None:
    state = arrange(hands={0: "R9 B1 G3 Y8", 1: "R5 R6 V5 V6", 2: "G4 G5 G6 G7"},
                    collections={1: "R1 R2 Y1 Y2 G1 G2 B2 B3 V1 V2"})
    state.phase, state.current = CHOOSE, 0
    assert best(state) == "K B1 G3"


def test_rollout_plays_to_the_end_or_the_given_number_of_turns() -> None:
    state = RULES.new(3, 4)
    POLICY.rollout(state, random.Random(1), 0.1, 10)
    assert len(state.history) == 10
    POLICY.rollout(state, random.Random(1), 0.1, None)
    assert state.is_over()
    once, again = RULES.new(3, 4), RULES.new(3, 4)
    POLICY.rollout(once, random.Random(5), 0.3, None)
    POLICY.rollout(again, random.Random(5), 0.3, None)
    assert once.history == again.history  # seeded


def test_rollouts_lose_fewer_points_than_random_play() -> None:
    heuristic = randomly = 0
    for seed in range(30):
        state = RULES.new(3, seed)
        POLICY.rollout(state, random.Random(seed), 0.0, None)
        heuristic += sum(state.scores)
        state = RULES.new(3, seed)
        POLICY.rollout(state, random.Random(seed), 1.0, None)
        randomly += sum(state.scores)
    assert heuristic > randomly  # scores are minus points: higher is better


def test_rewards_are_in_0_1_and_favour_the_winner() -> None:
    for players in (2, 4):
        state = RULES.new(players, 8)
        for _ in range(20):
            state.apply(state.legal_moves()[0])
        assert all(0.0 <= r <= 1.0 for r in POLICY.rewards(state))
        POLICY.rollout(state, random.Random(2), 0.1, None)
        rewards = POLICY.rewards(state)
        assert all(0.0 <= r <= 1.0 for r in rewards)
        for winner in state.winners():
            assert rewards[winner] == max(rewards)


ROW = "R1 G1 B1 Y1 V1 R2 G2 B2 Y2 V2"  # 10 cards: every value below 9 exposes something


def test_the_hints_reason_says_a_safe_card_takes_nothing() -> None:
    state = arrange(row=ROW, hands={0: "R3 G9 B5 Y4 V5"}, collections={1: "R7 R8 R9"})
    assert POLICY.reason(state, "P G9") == ("hint.takes_nothing", {})


def test_the_hints_reason_never_calls_a_card_cheapest_beside_a_safe_one() -> None:
    # G9 takes nothing, so R3 (R1 and R2 at face value: 3) is not the cheapest card
    state = arrange(row=ROW, hands={0: "R3 G9 B5 Y4 V5"}, collections={1: "R7 R8 R9"})
    # and it names the card that would have cost less (pt2, finding 6)
    i18n.set_language("en")
    assert POLICY.reason(state, "P R3") == ("hint.takes_for_later",
                                            {"before": 0, "after": 3, "count": 2,
                                             "cheaper": "green 9", "cheaper_after": 0})


def test_the_hints_reason_names_the_cheapest_card_when_every_card_takes() -> None:
    state = arrange(row=ROW, hands={0: "R3 G3 B5 Y4 V5"},
                    collections={1: "R7 R8 R9 G7 G8 G9", 2: "B7 B8 B9 Y7 Y8 Y9 V7 V8 V9"})
    # another card costs as little (1): the least's words, and which card (pt9b 11)
    key, params = POLICY.reason(state, "P B5")
    least = {"before": 0, "after": 1, "count": 1}
    assert key == "hint.alike" and params["reason"] == i18n.tr(
        "zahlenstreifen.hint.takes_least", **least)
    assert {k: params[k] for k in least} == least and params["alike"]
    assert POLICY.reason(state, "P R3")[0] in ("hint.takes_for_later",
                                               "hint.takes_before_it_grows")


def test_the_hints_reason_tells_a_colour_led_from_a_colour_won() -> None:
    # tied for most red (2 each): the two red cards it takes cost 1 each
    state = arrange(row=ROW, hands={0: "R3 G9 B5 Y4 V5"},
                    collections={0: "R5 R6", 1: "R7 R8"})
    key, params = POLICY.reason(state, "P R3")  # G9 takes nothing: its clause (pt14b 4)
    assert key == "hint.free_kept" and params.pop("free") and params.pop("because")
    # the card and colour named, and how the lead is lost (pt18b 1, 9)
    named = {"card": "red 3", "colour": "red",
             "risk": "If another player gets more red, your red costs full value."}
    assert (params.pop("inner"), params) == ("hint.takes_into_majority",
                                             {"before": 2, "after": 4, "count": 2, **named})
    # behind on red (1 to 2): the take wins the most red, and R5 drops from 5 to 1; the
    # other player is one red behind now: its count is named
    state = arrange(row=ROW, hands={0: "R3 G9 B5 Y4 V5"}, collections={0: "R5", 1: "R7 R8"})
    close = {**named, "risk": "Another player has 2 red: one more and your red costs full value."}
    assert POLICY.reason(state, "P R3") == ("hint.takes_the_majority",
                                            {"before": 5, "after": 3, "count": 2, **close})


def test_the_hints_reason_in_the_secret_choice_is_true_for_each_pair() -> None:
    state = RULES.new(3, 2)
    while state.phase != CHOOSE:
        state.apply(state.legal_moves()[-1])
    me = state.current_player
    costs = {move: penalty_changes(state.collections, state.n, me, cards(move[2:]))[me]
             for move in state.legal_moves()}
    for move, cost in costs.items():
        key, params = POLICY.reason(state, move)
        assert key == ("hint.secret_cheapest" if cost == min(costs.values())
                       else "hint.secret_weighed")
        assert {k: params[k] for k in ("before", "after")} == {
            "before": -state.scores[me], "after": -state.scores[me] + cost}
        if cost > min(costs.values()):  # a dearer pair names the cheapest's cost (pt7b 2)
            assert params["cheaper_after"] == -state.scores[me] + min(costs.values())


def test_bots_of_every_level_finish_a_two_player_game() -> None:
    state = RULES.new(2, 31)
    bots = {"easy": RULES.make_bot("easy", 1), "medium": RULES.make_bot("medium", 2)}
    while not state.is_over():
        seat = state.current_player
        move = bots["easy" if seat == 0 else "medium"].choose(state.observation(seat), 0.05)
        state.apply(move)
    assert set(RULES.bot_levels()) == {"random", "easy", "medium", "hard", "hint"}
    hard = RULES.make_bot("hard", 3)
    fresh = RULES.new(2, 31)
    assert hard.choose(fresh.observation(fresh.current_player), 0.05) in fresh.legal_moves()


def test_the_rollouts_take_cost_is_the_exact_relative_change() -> None:
    rng = random.Random(4)
    for _ in range(400):
        players = rng.choice([2, 3, 5])
        owners = players + (1 if players == 2 else 0)
        deck = [c for c in range(1, 50) if c % 10] * 2
        rng.shuffle(deck)
        collections = [deck[i * 6:i * 6 + rng.randrange(7)] for i in range(owners)]
        me = rng.randrange(players)
        colour = rng.randrange(5)
        taken = [10 * colour + rng.randrange(1, 10) for _ in range(rng.randrange(1, 4))]
        tallies = [colour_tallies(c) for c in collections]
        counts = [t[0][colour] for t in tallies]
        sums = [t[1][colour] for t in tallies]
        fast = _take_cost(counts, sums, me, players, len(taken), sum(c % 10 for c in taken))
        exact = -_relative(penalty_changes(collections, players, me, taken), me)
        assert abs(fast - exact) < 1e-9, (collections, me, taken)


def test_the_rollout_takes_into_its_own_majority_rather_than_a_rivals() -> None:
    # Both cards take a 5 (face values equal, Y6 listed first); red is seat 0's majority.
    state = arrange(row="Y5 R5 Y9 Y9 Y8 Y8 Y7 Y7", hands={0: "Y6 R6"},
                    collections={0: "R7 R8 R9", 1: "Y1 Y2 Y3", 2: ""})
    POLICY.rollout(state, random.Random(0), 0.0, 1)
    assert state.history == ["P R6"]


def test_pt4b_15_the_review_says_what_each_move_took_in_whole_minus_points() -> None:
    """Red 3 takes red 1 and red 2 (the first red: 1 a card); green 9 takes nothing. The
    review's reason names both moves, what each took and the minus points before and
    after, in whole points."""
    state = arrange(row="R1 G1 B1 Y1 V1 R2 G2 B2 Y2 V2", hands={0: "R3 G9 B5 Y4 V5"})
    key, params = POLICY.compare(state, "P R3", "P G9")
    assert key == "review.cheaper_safe"
    assert params["played_after"] == 2 and params["before"] == params["better_after"] == 0
    for lang, said in (("en", "Red 3 took red 1 and red 2: minus points 0 → 2. Green 9 would "
                              "have taken nothing: they stay 0."),
                       ("de", "Rot 3 nahm Rot 1 und Rot 2: Minuspunkte 0 → 2. Grün 9 hätte "
                              "nichts genommen: Sie blieben bei 0.")):
        i18n.set_language(lang)
        try:
            key, params = POLICY.compare(state, "P R3", "P G9")
            assert i18n.tr(f"zahlenstreifen.{key}", **params).startswith(said)
        finally:
            i18n.set_language("en")
    # the better move cost more now: the review says the hint's reason of it instead
    assert POLICY.compare(state, "P G9", "P R3") is None


def test_pt4b_15_a_cheaper_take_names_the_cards_both_moves_took() -> None:
    state = arrange(row="R1 G1 B1 Y1 V1 R2 G2 B2 Y2 V2", hands={0: "R3 G3 B5 Y4 V5"},
                    collections={0: "G5 G6", 1: "R4 R5 R6", 2: ""})
    # green 3 takes into the person's green lead, red 3 into Vega's red one
    key, params = POLICY.compare(state, "P R3", "P G3")
    assert key == "review.cheaper_now"
    assert params["taken"] == "red 1 and red 2" and params["better_taken"] == "green 1 and green 2"
    assert params["better_after"] - params["before"] == 2  # 1 a card: the most green
    assert params["played_after"] - params["before"] == 3


def test_pt4b_15_moves_are_named_as_cards_in_the_hint_and_the_review() -> None:
    """"Played: red 7 · Better: green 8", not "Played: play red 7"."""
    from astromagie.games.zahlenstreifen.view import VIEW
    for lang, play, choose in (("en", "red 7", "violet 9 and yellow 1 for the collection"),
                               ("de", "Rot 7", "Violett 9 und Gelb 1 für die Sammlung")):
        i18n.set_language(lang)
        try:
            assert VIEW.move_words("P R7") == play
            assert VIEW.move_words("K V9 Y1") == choose
        finally:
            i18n.set_language("en")


def test_round5_the_cheapest_now_hint_says_the_turns_after_it_were_weighed() -> None:
    """The hint is a search (its level plays on): when it names the card that costs least
    now, it does not promise only that; it says the later turns were weighed too."""
    for lang, weighed in (("en", "the turns after it were weighed too"),
                          ("de", "auch die Züge danach sind mitgewogen")):
        i18n.set_language(lang)
        try:
            assert weighed in i18n.tr("zahlenstreifen.hint.takes_least", before=3, after=5)
        finally:
            i18n.set_language("en")
    assert RULES.hint_level == "hint"  # hard's search at a fixed work: what the words say is so
