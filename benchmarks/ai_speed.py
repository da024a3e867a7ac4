"""How fast the bots think: IS-MCTS iterations per second and move times at default budgets.

Usage: python3 benchmarks/ai_speed.py [GAMES]
Plays GAMES 4-seat games between `easy` bots and, on every 3rd turn, asks
`hard` (unlimited iterations, 0.5 s) and then `medium`, `hard` and
`hard-1200` (the hard bot before issue 10) at their defaults for a move on
the same observation; prints hard's IS-MCTS iterations per second over the
whole game (per wall second and per CPU second: on a shared machine the
wall clock mostly measures the neighbours) and by game phase, the iterations
the hard levels reach per move, and the move-time p50/p95/max.
"""

from __future__ import annotations

import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package

from astromagie.ai import make_bot  # noqa: E402
from astromagie.ai.ismcts import ISMCTSBot  # noqa: E402
from astromagie.games.astromagie.engine import Game, game_seed  # noqa: E402
from astromagie.games.astromagie.policy import POLICY  # noqa: E402


def pct(xs: list[float] | list[int], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def main(argv: list[str]) -> int:
    games = int(argv[0]) if argv else 4
    rates: dict[str, list[float]] = {"early": [], "middle": [], "late": []}
    its_total = 0
    secs_total = 0.0
    cpu_total = 0.0
    times: dict[str, list[float]] = {"medium": [], "hard": [], "hard-1200": []}
    iterations: dict[str, list[int]] = {"hard": [], "hard-1200": []}
    for index in range(games):
        game = Game.new(4, game_seed(7, index))
        easy = make_bot("easy", index)
        probe = ISMCTSBot(POLICY, index, iterations=10**9, max_seconds=0.5)
        bots = {name: make_bot(name, index) for name in times}
        while not game.is_over():
            obs = game.observation(game.current_player)
            if len(game.history) % 3 == 0 and len(obs.legal_moves()) > 1:
                cpu = time.process_time()
                probe.choose(obs, 0.5)
                cpu_total += time.process_time() - cpu
                phase = ("early" if obs.pile_count > 30 else "middle" if obs.pile_count > 0
                         else "late")
                rates[phase].append(probe.last.iterations / probe.last.seconds)
                its_total += probe.last.iterations
                secs_total += probe.last.seconds
                for name, bot in bots.items():
                    start = time.perf_counter()
                    bot.choose(obs, 3.0)
                    times[name].append(time.perf_counter() - start)
                    if isinstance(bot, ISMCTSBot):
                        iterations[name].append(bot.last.iterations)
            game.apply(easy.choose(obs))
    print(f"hard IS-MCTS iterations over whole games: {its_total / secs_total:.0f} per second, "
          f"{its_total / cpu_total:.0f} per CPU second")
    for name, its in iterations.items():
        print(f"{name} iterations per move at its default: p50 {pct(its, 0.5):.0f}, "
              f"min {min(its, default=0)}")
    print("hard IS-MCTS iterations/second by phase: " + ", ".join(
        f"{phase} median {pct(r, 0.5):.0f} ({len(r)} positions)" for phase, r in rates.items()))
    for name, ts in times.items():
        print(f"{name} move ms at default budget: p50 {1000 * pct(ts, 0.5):.0f}, "
              f"p95 {1000 * pct(ts, 0.95):.0f}, max {1000 * max(ts):.0f} ({len(ts)} moves)")
    print(f"{games} games; {platform.machine()} {platform.python_implementation()} "
          f"{platform.python_version()}; load average {open('/proc/loadavg').read().split()[0]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
