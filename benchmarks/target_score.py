"""What a whole Astromagie game's winner scores, for V2's suggested target (pt12a 10).

Usage: PYTHONPATH=. python3 benchmarks/target_score.py [LEVEL] [GAMES]
Plays GAMES seeded games (default 200) between bots of LEVEL (default medium) at 2 and
then 3 seats, without V2, and prints the winner's mean, median, 5th and 95th percentile
and how many games a target of 50 would have ended. One process; run it under nice.
"""

from __future__ import annotations

import statistics
import sys
import time

from astromagie.ai.match import play_game
from astromagie.ai.registry import make_bot


def main() -> None:
    level = sys.argv[1] if len(sys.argv) > 1 else "medium"
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    for seats in (2, 3):
        winners: list[int] = []
        everyone: list[int] = []
        start = time.time()
        for seed in range(games):
            bots = [make_bot(level, seed * 10 + i, "astromagie") for i in range(seats)]
            scores = list(play_game(bots, seed, "astromagie").game.scores)
            winners.append(max(scores))
            everyone += scores
        cuts = statistics.quantiles(winners, n=20)
        print(f"{level} seats={seats} games={games}: winner mean {statistics.mean(winners):.1f}"
              f" median {statistics.median(winners)} p5 {cuts[0]} p95 {cuts[-1]}"
              f" max {max(winners)}; all seats mean {statistics.mean(everyone):.1f};"
              f" reached 50: {sum(w >= 50 for w in winners)}/{games};"
              f" {time.time() - start:.0f}s", flush=True)


if __name__ == "__main__":
    main()
