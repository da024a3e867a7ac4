"""How long the middle of a Solar Republic game is everybody drawing (pt4a 4, pt15c 6).

A newcomer found "about 10 rounds" of "Vega draws a card. Orion draws a card. You draw a
card." dull (pt4a); another, following the hint against two Medium bots, saw six such
rounds on a 2-card pile (pt15c 6). This plays 3-seat games of two medium bots and one
"hero" seat (medium, or the table's hint: `--hero hint`), the hero's seat rotated game by
game, and counts per game: the whole rounds in which every seat drew (runs of consecutive
draws, three moves a round), the stretches of 2+ such rounds, the longest, the rounds a
game lasts, and of the hero's draws where a card could be played, how many the medium
judgement (HARD_POLICY's values) scored no better than the best play (a tie within
`--tie`), the draws a "play on ties" rule would turn into plays, and the hint's reasons
for them (how often it says from which pile a trump pays: pt15c 6).

    python3 benchmarks/solar_republic_draws.py [--games 200] [--hero medium|hint] [--quick]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package
sys.path.insert(0, str(Path(__file__).resolve().parent))  # machine.py

from machine import QUICK_HELP, figure, report_machine  # noqa: E402

from astromagie.ai.registry import hint_level, make_bot  # noqa: E402
from astromagie.games.solar_republic.moves import DRAW  # noqa: E402
from astromagie.games.solar_republic.policy import HARD_POLICY, reason  # noqa: E402
from astromagie.games.solar_republic.state import SolarState  # noqa: E402

SEATS = 3
GAME = "solar-republic"


def draw_runs(moves: list[str]) -> list[int]:
    """The lengths of the runs of consecutive draws ("D") in a game's moves."""
    runs, run = [], 0
    for move in [*moves, ""]:
        if move == "D":
            run += 1
        elif run:
            runs.append(run)
            run = 0
    return runs


def play(game: int, hero_level: str, tie: float, told: Counter[str]
         ) -> tuple[list[str], int, int]:
    """One game dealt from seed `game`, the hero at seat game % SEATS: its moves, and of
    the hero's draws with a card to play, how many were there and how many tied a play;
    `told` counts the hint's reasons for those draws."""
    hero = game % SEATS
    bots = [make_bot(hero_level if seat == hero else "medium", 1000 * game + seat, GAME)
            for seat in range(SEATS)]
    state = SolarState.new(SEATS, game)
    choices, ties = 0, 0
    while not state.is_over():
        seat = state.current_player
        obs = state.observation(seat)
        move = bots[seat].choose(obs, None)
        if seat == hero and move == DRAW:
            legal = obs.legal_moves()
            if len(legal) > 1:
                values = HARD_POLICY.root_values(obs, legal)
                choices += 1
                ties += max(values[1:]) >= values[0] - tie
                told[reason(state, move)[0]] += 1
        state.apply(move)
    return [str(m) for m in state.history], choices, ties


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--hero", choices=["medium", "hint"], default="medium")
    parser.add_argument("--tie", type=float, default=1e-9, help="a play within this of the draw")
    parser.add_argument("--quick", action="store_true", help=QUICK_HELP)
    args = parser.parse_args()
    if args.quick:
        args.games = 10
    report_machine()
    level = hint_level(GAME) if args.hero == "hint" else "medium"
    rounds, stretches, longest, length = [], [], [], []
    moves_n, draws_n, choices, ties = 0, 0, 0, 0
    told: Counter[str] = Counter()
    for game in range(args.games):
        moves, chose, tied = play(game, level, args.tie, told)
        runs = draw_runs(moves)
        rounds.append(sum(run // SEATS for run in runs))
        stretches.append(sum(1 for run in runs if run // SEATS >= 2))
        longest.append(max(runs, default=0) // SEATS)
        length.append(len(moves) / SEATS)
        moves_n, draws_n = moves_n + len(moves), draws_n + moves.count("D")
        choices, ties = choices + chose, ties + tied
    print(f"{args.games} games, hero {args.hero} (seat rotated) vs 2 medium bots: "
          f"{statistics.mean(length):.1f} rounds a game (median "
          f"{statistics.median(length):.1f}), {100 * draws_n / moves_n:.0f}% of moves draws")
    print(f"all-draw rounds a game: mean {statistics.mean(rounds):.1f}, median "
          f"{statistics.median(rounds)}, max {max(rounds)}")
    with_stretch = sum(1 for s in stretches if s)
    print(f"stretches of 2+ all-draw rounds: {statistics.mean(stretches):.2f} a game; "
          f"games with one: {with_stretch}/{args.games} ({100 * with_stretch / args.games:.0f}%)")
    print(f"longest all-draw stretch: mean {statistics.mean(longest):.1f} rounds, median "
          f"{statistics.median(longest)}, max {max(longest)}")
    print(f"hero's draws with a card to play: {choices}; a play valued as well (tie "
          f"{args.tie:g}): {ties}")
    print("the hint's reasons for those draws: " + ", ".join(
        f"{key.removeprefix('hint.')} {count}" for key, count in told.most_common()))
    figure("all-draw rounds a game (mean)", statistics.mean(rounds), "rounds")


if __name__ == "__main__":
    main()
