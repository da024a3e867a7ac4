"""Belief-weighted worlds (issue 23): consistent worlds only, weights that read the moves,
`hard-v1` as the old bot, and no peeking at another seat's hidden cards."""

from __future__ import annotations

import random

import pytest

from astromagie.ai import bot_levels, make_bot
from astromagie.ai.ismcts import ISMCTSBot
from astromagie.ai.policy import SearchPolicy
from astromagie.ai.worlds import adopt_hands
from astromagie.host import registry
from astromagie.lab.beliefs import TEMPERATURES, BeliefTracker, log_weight, private_features
from tests.kit import toy

GAMES = [game for game in registry.ids() if game != toy.INFO.id]


def small_tracker(policy, particles: int = 48) -> BeliefTracker:
    return BeliefTracker(policy, particles=particles, pool=particles // 2)


def play_with_tracker(state, tracker: BeliefTracker, seat: int, bots, decisions: int,
                      rng: random.Random):
    """Play on with `bots`; at each of `seat`'s turns feed the tracker and yield the sampler."""
    seen = 0
    while not state.is_over() and seen < decisions:
        mover = state.current_player
        obs = state.observation(mover)
        if mover == seat:
            yield obs, tracker.sampler(obs, rng)
            seen += 1
        state.apply(bots[mover].choose(obs, 1.0))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("players", [2, 3])
def test_weighted_worlds_agree_with_the_seat_observation(game, players):
    rules = registry.rules(game)
    if players not in rules.info.players:
        pytest.skip(f"{game} has no {players}-seat game")
    state = rules.new(players, 11, None)
    bots = [make_bot("easy", 3 + s, game) for s in range(players)]
    tracker = small_tracker(rules.policy(), particles=16)
    rng = random.Random(5)
    weighted = 0
    for obs, sampler in play_with_tracker(state, tracker, 0, bots, 12, rng):
        if sampler is None:
            continue
        weighted += 1
        for _ in range(6):
            world = sampler.sample(rng)
            assert world.observation(0) == obs
    if game == "monad":
        # Monad hides only the dealt Commons, and the open flows soon pin them down (two
        # seats: from the start), so there is rarely anything left to weigh.
        assert players > 2 or weighted == 0
    else:
        assert weighted > 0


def drawn_after_a_five() -> toy.Higher:
    """Toy "Higher": seat 0 leads T5; seat 1 holds only low cards, so it must draw."""
    deck = ["T5", "T1", "T2", "T3",  # seat 0
            "T1", "T2", "T3", "T4",  # seat 1
            "T6", "T6", "T6", "T5", "T5", "T4", "T4", "T3", "T2", "T1"]  # stock (top first)
    return toy.Higher(deck, 2, 0)


def test_weights_prefer_worlds_where_the_seen_moves_were_likely():
    state = drawn_after_a_five()
    tracker = BeliefTracker(toy.ToyPolicy(), particles=400, pool=200, epsilon=0.1,
                            temperature=0.3, calibrate=False)
    rng = random.Random(1)
    assert tracker.sampler(state.observation(0), rng) is None  # nothing seen yet
    state.apply("P T5")
    state.apply("D")  # seat 1 draws: with a 5 or a 6 the easy judgement would have played it
    obs = state.observation(0)
    sampler = tracker.sampler(obs, rng)
    assert sampler is not None
    ratios = tracker.belief(obs, rng)[1]
    assert ratios[("hand", "T6")] < 0 < ratios[("hand", "T1")]

    def high(world) -> bool:
        return any(c in ("T5", "T6") for c in world.hands[1])

    def mean(xs):
        return sum(xs) / len(xs)

    weights = [sampler.cumulative[0]] + [b - a for a, b in zip(
        sampler.cumulative, sampler.cumulative[1:], strict=False)]
    with_high = [w for w, world in zip(weights, sampler.worlds, strict=True) if high(world)]
    without = [w for w, world in zip(weights, sampler.worlds, strict=True) if not high(world)]
    assert with_high and without
    assert mean(with_high) < 0.7 * mean(without)
    # The log weight is what the opponent holds there, not a world's other cards.
    world = sampler.worlds[0]
    assert log_weight({1: ratios}, world) == pytest.approx(sum(
        x * ratios.get(f, 0.0) for f, x in private_features(world.observation(1)).items()))


def test_the_uniform_share_keeps_every_consistent_world_possible():
    state = drawn_after_a_five()
    tracker = BeliefTracker(toy.ToyPolicy(), particles=200, pool=50, uniform_mix=0.25)
    rng = random.Random(2)
    tracker.sampler(state.observation(0), rng)
    state.apply("P T5")
    state.apply("D")
    sampler = tracker.sampler(state.observation(0), rng)
    assert sampler is not None and sampler.uniform_mix == 0.25

    class FromPool:
        def clone(self) -> str:
            return "pool"

    sampler.worlds = [FromPool()] * len(sampler.worlds)
    fresh = sum(sampler.sample(rng) != "pool" for _ in range(400))
    assert 60 < fresh < 140  # about a quarter of the worlds are dealt uniformly afresh


def test_a_new_game_or_a_missed_turn_starts_from_the_uniform_deal():
    state = drawn_after_a_five()
    tracker = small_tracker(toy.ToyPolicy())
    rng = random.Random(3)
    tracker.sampler(state.observation(0), rng)
    other = toy.RULES.new(2, 99)
    while other.current_player != 0:
        other.apply(other.legal_moves()[0])
    assert tracker.sampler(other.observation(0), rng) is None  # not a continuation
    assert tracker.sampler(other.observation(0), rng) is None  # the same position again


@pytest.mark.parametrize("game", GAMES)
def test_hard_v1_and_hard_belief_exist_in_every_game_and_hard_deals_uniformly(game):
    levels = bot_levels(game)
    assert levels[-2:] == ("hard-belief", "hard-v1")
    assert levels.count("hard-v1") == 1 and levels.count("hard-belief") == 1
    assert levels[:4] == ("random", "easy", "medium", "hard")
    hard = make_bot("hard", 7, game)
    old = make_bot("hard-v1", 7, game)
    believing = make_bot("hard-belief", 7, game)
    assert all(isinstance(b, ISMCTSBot) for b in (hard, old, believing))
    # At the app's clock the belief did not pay for its time (docs/ai.md): the shipped
    # hard bot deals its worlds uniformly; hard-belief keeps the belief for measuring.
    assert hard.tracker is None and old.tracker is None
    assert believing.tracker is not None and believing.tracker.calibrate
    settings = ("iterations", "max_seconds", "c", "epsilon", "horizon", "widen")
    for bot in (old, believing):
        assert {k: getattr(bot, k) for k in settings} == {k: getattr(hard, k) for k in settings}
    assert old.headless_iterations == hard.headless_iterations
    # without a clock the believing bot searches less: its replay's share of the clock
    assert believing.headless_iterations < hard.headless_iterations
    # hard-v1 plays the moves of the shipped hard bot
    state = registry.rules(game).new(2, 21, None)
    for bot in (old, hard):
        bot.headless_iterations = 60
    for _ in range(6):
        if state.is_over():
            break
        obs = state.observation(state.current_player)
        move = old.choose(obs, None)
        assert move == hard.choose(obs, None)
        state.apply(move)


def test_hard_v1_is_known_to_the_command_line(capsys):
    from astromagie.cli.main import main
    for game in ("solar-republic", "zahlenstreifen"):  # a short clock: the names are the point
        assert main(["arena", "--game", game, "--players", "2", "--bots",
                     "easy,hard-v1", "--games", "2", "--budget", "0.002", "--json"]) == 0
    capsys.readouterr()
    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    assert "hard-v1" in capsys.readouterr().out
    assert main(["arena", "--game", "astromagie", "--players", "2", "--bots",
                 "easy,hard-belief", "--games", "2", "--budget", "0.002", "--json"]) == 0
    with pytest.raises(ValueError, match="hard-v1"):
        make_bot("grandmaster", 0, "monad")


def test_hard_uses_the_weighted_worlds_once_it_has_seen_moves():
    rules = registry.rules("astromagie")
    bot = make_bot("hard-belief", 3, "astromagie")
    assert isinstance(bot, ISMCTSBot) and bot.tracker is not None
    bot.tracker = small_tracker(rules.policy())
    bot.iterations = 30
    state = rules.new(2, 8, None)
    easy = make_bot("easy", 1, "astromagie")
    used = []
    while not state.is_over() and len(used) < 4:
        obs = state.observation(state.current_player)
        if state.current_player == 0:
            move = bot.choose(obs, 1e9)
            used.append(bot.tracker.sampler(obs, random.Random(0)) is not None)
        else:
            move = easy.choose(obs)
        state.apply(move)
    assert used[0] is False  # nothing remembered at the seat's first decision
    assert any(used[1:])


@pytest.mark.parametrize("game", GAMES)
def test_a_bot_never_reads_another_seats_hidden_cards(game):
    """Two real games that one seat cannot tell apart (its earlier observation the same, the
    other hands and the pile dealt anew now): the belief-weighted bot plays the same move."""
    rules = registry.rules(game)
    players = 3 if game == "monad" else 2  # two-seat Monad hides nothing
    state = rules.new(players, 31, None)
    easy = [make_bot("easy", 4 + s, game) for s in range(players)]
    before = None
    while not state.is_over():
        mover = state.current_player
        obs = state.observation(mover)
        if mover == 0:
            if before is not None and len(obs.legal_moves()) > 1:
                break
            before = obs
        state.apply(easy[mover].choose(obs, 1.0))
    assert not state.is_over() and before is not None
    other = state.resample_hidden(0, random.Random(77))
    assert other.observation(0) == state.observation(0)
    moves = []
    for real in (state, other):
        bot = make_bot("hard", 12, game)
        assert isinstance(bot, ISMCTSBot)
        bot.tracker = small_tracker(bot.policy)
        bot.iterations = 40
        bot.max_seconds = 1e9
        bot.choose(before, 1e9)
        moves.append(bot.choose(real.observation(0), 1e9))
    assert moves[0] == moves[1]


# -- worlds dealt around known holdings (`adopt_holdings`: the oracle check, benchmarks) ---------

ADOPTING = [game for game in GAMES
            if type(registry.rules(game).policy()).adopt_holdings
            is not SearchPolicy.adopt_holdings]


def test_the_card_games_can_deal_a_world_around_known_hands():
    assert set(ADOPTING) == {"astromagie", "solar-republic", "zahlenstreifen"}


def test_adopt_hands_keeps_the_asked_holdings_and_deals_the_rest():
    hands = [["A", "B"], ["C", "D", "D"], ["E"]]
    pile = ["F", "G", "D", "A"]
    dealt = adopt_hands(0, hands, pile, [None, ["A", "D", "F"], None], random.Random(1))
    assert dealt is not None
    new_hands, new_pile = dealt
    assert new_hands[0] == ["A", "B"]  # the seat's own hand stays
    assert new_hands[1] == ["A", "D", "F"]
    assert len(new_hands[2]) == 1 and len(new_pile) == 4
    unseen = sorted(["C", "D", "D", "E", "F", "G", "D", "A"])
    assert sorted(new_hands[1] + new_hands[2] + new_pile) == unseen


def test_adopt_hands_refuses_cards_the_seat_can_see_or_a_wrong_size():
    hands = [["A", "B"], ["C", "D"]]
    pile = ["E", "F"]
    rng = random.Random(2)
    assert adopt_hands(0, hands, pile, [None, ["A", "C"]], rng) is None  # A is in seat 0's hand
    assert adopt_hands(0, hands, pile, [None, ["E", "E"]], rng) is None  # one E is unseen
    assert adopt_hands(0, hands, pile, [None, ["E"]], rng) is None  # a hand of two


@pytest.mark.parametrize("game", ADOPTING)
@pytest.mark.parametrize("players", [2, 3])
def test_adopted_worlds_agree_with_the_seat_and_hold_the_source_hands(game, players):
    rules = registry.rules(game)
    if players not in rules.info.players:
        pytest.skip(f"{game} has no {players}-seat game")
    policy = rules.policy()
    state = rules.new(players, 21, None)
    bots = [make_bot("easy", 7 + s, game) for s in range(players)]
    rng = random.Random(3)
    for _ in range(10):
        if state.is_over():
            break
        state.apply(bots[state.current_player].choose(state.observation(state.current_player)))
    seat = 0 if state.is_over() else state.current_player
    obs = state.observation(seat)
    base = obs.world()
    for _ in range(5):
        source = base.resample_hidden(seat, rng)
        world = policy.adopt_holdings(base, seat, source, rng)
        assert world is not None
        assert world.observation(seat) == obs
        for other in range(players):
            # what every seat holds is as in the source: its own observation's private part
            assert private_features(world.observation(other)) == private_features(
                source.observation(other)) or other == seat
    # the real game's hands, as the oracle check deals them
    world = policy.adopt_holdings(base, seat, state, rng)
    assert world is not None
    for other in range(players):
        assert private_features(world.observation(other)) == private_features(
            state.observation(other))


# -- the calibrating belief: it learns how far the others' moves can be read ------------------

def evidence_after(opponent: str, decisions: int) -> tuple[BeliefTracker, list[float]]:
    """A calibrating tracker at seat 0 of a 2-seat Astromagie game against `opponent`."""
    rules = registry.rules("astromagie")
    state = rules.new(2, 17, None)
    bots = [make_bot("easy", 4, "astromagie"), make_bot(opponent, 9, "astromagie")]
    tracker = BeliefTracker(rules.policy(), particles=64, calibrate=True)
    rng = random.Random(8)
    for _ in play_with_tracker(state, tracker, 0, bots, decisions, rng):
        pass
    return tracker, tracker.evidence


def test_a_calibrating_belief_reads_an_easy_player_sharply():
    tracker, evidence = evidence_after("easy", 12)
    uniform = evidence[-1]
    sharp = max(evidence[:2])  # temperatures 0.3 and 0.6: close to easy's own noise
    assert sharp > uniform + 3.0
    assert tracker.last_choice in TEMPERATURES[:2]


def test_a_calibrating_belief_reads_nothing_into_random_play():
    tracker, evidence = evidence_after("random", 12)
    assert evidence[-1] == max(evidence)  # a uniform choice explains random moves best
    assert evidence[-1] > evidence[0] + 3.0  # and far better than a sharp easy model
    assert tracker.last_choice == float("inf")


def test_the_evidence_starts_anew_with_every_game():
    tracker, evidence = evidence_after("easy", 6)
    assert any(evidence)
    other = registry.rules("astromagie").new(2, 99, None)
    seat = other.current_player
    tracker.belief(other.observation(seat), random.Random(1))
    assert tracker.evidence == [0.0] * (len(TEMPERATURES) + 1)
