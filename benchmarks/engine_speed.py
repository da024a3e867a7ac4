"""Engine speed: random 4-player playouts, side by side with a plain reference model.

Three loops play random 4-player games (`Game.new`, `legal_moves`, a uniformly
random move, apply) and report turns/s and games/s:

- checked path: `game.apply(move)` re-checks every rule (the table, replay);
- search path: `game.apply(move, checked=False)` (the bots' playouts);
- reference: benchmarks/reference_model.py, a plain, unoptimized model of rules.md.

Each loop runs in turn, several rounds, fresh deals every round (no loop sees a
deal twice), and the best round of each counts. Time is CPU time (process_time):
on a shared machine wall time mostly measures the neighbours. Pinned to one
core. Target (issue 10): search path >= 20x the reference's turns/s. Also prints
the bot interface's rate and the clone cost.

`--baseline DIR` also runs the checked loop (same deals) on the engine of
another checkout, DIR holding its `astromagie/` package (for example
`git worktree add /tmp/before 666e710`, the engine before issue 10), in a
child process on the same core, and prints how many times faster this
engine's paths are.

`--pairs N` (with `--baseline`) instead times both engines in turn, N pairs
of child processes on the same core, each path (checked and search) of each
engine on the same deals, and prints the median of the pairs' ratios: on a
shared machine the only comparison the neighbours do not decide.

`--game ID` times another game of the shelf the same way (its largest table up
to 4 seats; the reference model and the baseline are Astromagie's only). Target
for every new game (issues 20-22): search path >= 100,000 turns/s.

    python3 benchmarks/engine_speed.py [--game ID] [--games 1500] [--rounds 3]
                                       [--baseline DIR [--pairs N]] [--quick]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import reference_model  # noqa: E402
from machine import QUICK_HELP, describe, figure  # noqa: E402

from astromagie.ai import RandomBot  # noqa: E402
from astromagie.ai.match import play_game  # noqa: E402
from astromagie.host import registry  # noqa: E402
from astromagie.host.game import GameState, game_seed  # noqa: E402

GAME = registry.DEFAULT_GAME  # set from --game

Loop = Callable[[int, int], tuple[float, int]]


def players() -> int:
    return min(4, registry.info(GAME).max_players)


def new_game(seed: int) -> GameState:
    return registry.rules(GAME).new(players(), seed)


def playout_loop(checked: bool) -> Loop:
    """legal_moves + a random choice + apply(move, checked): the checked path re-checks
    every rule, the search path (checked=False) does not."""

    def loop(games: int, base: int) -> tuple[float, int]:
        turns = 0
        start = time.process_time()
        for i in range(games):
            seed = game_seed(base, i)
            game = new_game(seed)
            rng = random.Random(seed)
            while not game.is_over():
                game.apply(rng.choice(game.legal_moves()), checked)
            turns += len(game.history)
        return time.process_time() - start, turns

    return loop


def reference_loop(games: int, base: int) -> tuple[float, int]:
    """The plain reference model (benchmarks/reference_model.py)."""
    turns = 0
    start = time.process_time()
    for i in range(games):
        turns += reference_model.random_game(4, game_seed(base, i))
    return time.process_time() - start, turns


def bot_loop(games: int, base: int) -> tuple[float, int]:
    """Through the bot interface (an observation per turn), as `simulate` runs it."""
    turns = 0
    start = time.process_time()
    for i in range(games):
        seed = game_seed(base, i)
        bots = [RandomBot(seed * 7 + s) for s in range(players())]
        turns += len(play_game(bots, seed, GAME).game.history)
    return time.process_time() - start, turns


# The checked loop for another checkout's engine, as a child process (its own imports).
BASELINE_LOOP = """
import random, sys, time
sys.path.insert(0, sys.argv[1])
try:
    from astromagie.games.astromagie.engine import game as engine
except ImportError:  # a checkout from before the host: the engine had its own package
    from astromagie.engine import game as engine
games, rounds = int(sys.argv[2]), int(sys.argv[3])
checked = len(sys.argv) < 5 or sys.argv[4] == "checked"
best = 0.0
for round_ in range(rounds):
    turns = 0
    start = time.process_time()
    for i in range(games):
        seed = (((100 * round_ + 1) * 1_000_003) + i) & 0xFFFFFFFFFFFF  # host.game.game_seed
        game = engine.Game.new(4, seed)
        rng = random.Random(seed)
        while not game.is_over():
            game.apply(rng.choice(game.legal_moves()), checked)
        turns += len(game.history)
    best = max(best, turns / (time.process_time() - start))
print(best)
"""
ROOT = Path(__file__).resolve().parent.parent


def baseline_rate(root: Path, games: int, rounds: int, path: str = "checked") -> float:
    """Turns/s of the checked (or "search") loop on the engine in `root` (best of `rounds`)."""
    done = subprocess.run([sys.executable, "-c", BASELINE_LOOP, str(root), str(games),
                           str(rounds), path], capture_output=True, text=True, check=True)
    return float(done.stdout.strip())


def side_by_side(baseline: Path, pairs: int, games: int, rounds: int) -> None:
    """Both engines in turn, `pairs` times, each path: the median ratio this / baseline."""
    for path in ("checked", "search"):
        ratios = []
        for _ in range(pairs):
            old = baseline_rate(baseline, games, rounds, path)
            new = baseline_rate(ROOT, games, rounds, path)
            ratios.append(new / old)
        print(f"{path} path, this engine / {baseline}: median x{statistics.median(ratios):.3f} "
              f"over {pairs} pairs ({', '.join(f'{r:.3f}' for r in ratios)})")


def clone_cost(samples: int = 20000) -> float:
    game = new_game(3)
    rng = random.Random(3)
    for _ in range(20):
        game.apply(rng.choice(game.legal_moves()))
    start = time.process_time()
    for _ in range(samples):
        game.clone()
    return (time.process_time() - start) / samples * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", default=registry.DEFAULT_GAME, choices=registry.ids(),
                        help="which game (default astromagie)")
    parser.add_argument("--games", type=int, default=1500, help="games per loop and round")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--baseline", type=Path, metavar="DIR",
                        help="another checkout whose engine to time the same way")
    parser.add_argument("--pairs", type=int, default=0, metavar="N",
                        help="with --baseline: N alternating pairs of child runs, each path")
    parser.add_argument("--quick", action="store_true", help=QUICK_HELP)
    args = parser.parse_args()
    global GAME
    GAME = args.game
    astromagie = GAME == registry.DEFAULT_GAME
    if args.quick:  # a few games, one round, not pinned (tests run several at once)
        args.games, args.rounds = 30, 1
    elif hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
    print(f"machine: {describe()}{'' if args.quick else ' (pinned to one core)'}")
    if args.pairs and args.baseline is not None and GAME == registry.DEFAULT_GAME:
        side_by_side(args.baseline, args.pairs, max(1, args.games // 4), 2)
        return
    print(f"game: {GAME}, {players()} seats")
    loops: dict[str, tuple[Loop, int]] = {
        "checked path (apply)": (playout_loop(True), args.games),
        "search path (checked=False)": (playout_loop(False), args.games),
        "bot interface": (bot_loop, args.games),
    }
    if astromagie:
        loops["reference model"] = (reference_loop, max(1, args.games // 5))
    for loop, games in loops.values():
        loop(max(1, games // 20), 999)  # warm-up
    best: dict[str, tuple[float, float]] = {}
    for round_ in range(args.rounds):
        for index, (name, (loop, games)) in enumerate(loops.items()):
            seconds, turns = loop(games, 100 * round_ + index + 1)
            rate = (turns / seconds, games / seconds)
            if name not in best or rate[0] > best[name][0]:
                best[name] = rate
    for name, (turns_s, games_s) in best.items():
        print(f"{name:<28} {turns_s:9.0f} turns/s {games_s:8.1f} games/s "
              f"(best of {args.rounds})")
    if astromagie:
        reference = best["reference model"][0]
        for name in ("checked path (apply)", "search path (checked=False)"):
            print(f"{name} / reference: {best[name][0] / reference:.1f}x")
        for name in ("checked path (apply)", "search path (checked=False)"):
            print(f"{name} / 12,500 turns/s (issue 10 reference figure): "
                  f"{best[name][0] / 12500:.1f}x")
    else:
        print(f"search path / 100,000 turns/s (the target of issues 20-22): "
              f"{best['search path (checked=False)'][0] / 100_000:.2f}x")
    print(f"clone: {clone_cost(2000 if args.quick else 20000):.2f} µs")
    figure(f"search path ({GAME}, random {players()}-player playouts)",
           best["search path (checked=False)"][0], "turns/s")
    if args.baseline is not None and astromagie:
        rate = baseline_rate(args.baseline, args.games, args.rounds)
        print(f"{'baseline checked path':<28} {rate:9.0f} turns/s ({args.baseline})")
        for name in ("checked path (apply)", "search path (checked=False)"):
            print(f"{name} / baseline: {best[name][0] / rate:.2f}x")


if __name__ == "__main__":
    main()
