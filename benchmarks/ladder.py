"""The AI ladder: one match-up played as many one-deal arena runs, pooled (issue 10).

A ladder figure needs hundreds of games, and on a 2-core machine a strong bot
takes half a minute a game, so a match-up is played in small seeded runs that
can be stopped and resumed: each run is one deal played once from every seat
(exactly the games of `astromagie arena --players N --bots ... --games N
--seed S`) and appends one JSON line to the output file. `summary` pools
whatever has finished: the share is the mean over runs, and its 95% interval
comes from the spread of the runs' shares (normal approximation), so the luck
of each deal, shared by both sides, drops out. It also gives the first bot's
points per game over the second's (per seat), a finer measure than the share.

    python3 benchmarks/ladder.py run OUT.jsonl --players 2 --bots hard,hard-1200 --seeds 4000-4199
    python3 benchmarks/ladder.py run OUT.jsonl --game monad --players 2 --bots easy,random \
        --seeds 1-100
    python3 benchmarks/ladder.py summary OUT.jsonl [MORE.jsonl ...]
    python3 benchmarks/ladder.py --quick     # one run of random against easy, then its summary
    python3 benchmarks/ladder.py run OUT.jsonl --players 2 --bots hard,hard-v1 --seeds 1-60 \
        --unclocked --iterations 1000     # a fixed search for both sides, whatever the load

`--belief calibrate=1` gives every searching bot but `hard-v1` a
`BeliefTracker` with those settings (also in a game whose hard bot does not
read the table): a variant of the belief measured against `hard-v1`.
`--belief model=PATH` weighs the opponents' moves by a fitted opponent model
(`benchmarks/opponent_fit.py fit --weights PATH`) instead of the easy values.

The clock: by default none, as `astromagie arena` without `--budget`: every
searching bot does the work of the app's clock (`APP_BUDGET`, 1 s) on the
reference machine (its `headless_iterations`, medium its worlds), so a loaded
machine changes the wall time, not the moves. `--clock SECONDS` clocks every
move instead (`--clock 1` is the app's own clock on this machine, as busy as it
is). `--iterations N` sets every searching bot's iteration count (IS-MCTS
iterations, flat Monte Carlo worlds), the same budget for both sides, without a
clock (`--unclocked`, kept for old commands, is that default).

A line: {"seed", "seconds" (wall), "arena": the `arena --json` object,
"move_ms": {bot: every move time in ms}, "machine"}. `summary` also reads
lines without "move_ms" (then it reports the runs' p95 only).
"""

from __future__ import annotations

import argparse
import inspect
import json
import math
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import QUICK_HELP, describe, figure  # noqa: E402

from astromagie.ai import make_bot  # noqa: E402
from astromagie.ai.match import play_game  # noqa: E402
from astromagie.ai.registry import HARD_V1  # noqa: E402
from astromagie.cli.arena import (  # noqa: E402
    GameOutcome,
    outcome_of,
    play_one,
    seating,
    summarize,
)
from astromagie.host.game import game_seed  # noqa: E402
from astromagie.lab.beliefs import BeliefTracker  # noqa: E402
from astromagie.lab.oppmodel import MoveModel  # noqa: E402


def play_fixed(names: list[str], seed: int, index: int, game_id: str, clock: float | None,
               iterations: int | None,
               belief: dict[str, float | bool | str] | None = None) -> GameOutcome:
    """`arena.play_one` with every searching bot's iterations set (None: its own).

    `belief`: the settings of every believing bot's `BeliefTracker` (a variant measured).
    """
    n = len(names)
    deal = game_seed(seed, index // n)
    entry_of_seat = seating(index, n)
    bots = [make_bot(names[e], (deal * 7 + e) & 0xFFFFFFFFFFFF, game_id) for e in entry_of_seat]
    for bot in bots:
        if iterations is not None:
            for attr in ("iterations", "headless_iterations", "worlds"):
                if isinstance(getattr(bot, attr, None), int):
                    setattr(bot, attr, iterations)
        if belief and hasattr(bot, "tracker") and bot.name != HARD_V1:
            # the searching bot reads the table with these settings (also where the
            # game's own hard bot does not), hard-v1 never; model: a fitted opponent
            # model's file (oppmodel.py), read for each bot
            settings: dict[str, Any] = dict(belief)
            if "model" in settings:
                settings["model"] = MoveModel.load(Path(str(settings["model"])))
            bot.tracker = BeliefTracker(bot.policy, **settings)  # type: ignore[attr-defined]
    result = play_game(bots, deal, game_id, budget=clock, timed=True)
    return outcome_of(index, result, entry_of_seat)


def belief_settings(text: str) -> dict[str, float | bool | str]:
    """`uniform_mix=0.1,cap=30` -> {"uniform_mix": 0.1, "cap": 30.0} (BeliefTracker's keywords)."""
    known = set(inspect.signature(BeliefTracker).parameters) - {"policy"}
    out: dict[str, float | bool | str] = {}
    for part in text.split(","):
        key, _, value = part.partition("=")
        key = key.strip()
        if key not in known:
            raise argparse.ArgumentTypeError(f"unknown belief setting {key!r} "
                                             f"(known: {', '.join(sorted(known))})")
        if key == "model":
            out[key] = value.strip()
            continue
        number = float(value)
        if key in ("particles", "draws", "pool"):
            out[key] = int(number)
        elif key == "calibrate":
            out[key] = bool(number)
        else:
            out[key] = number
    return out


def seed_range(text: str) -> range:
    """"4000-4199" (both ends included) or a single seed."""
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def done_seeds(out: Path) -> set[int]:
    if not out.exists():
        return set()
    return {json.loads(line)["seed"] for line in out.read_text().splitlines() if line.strip()}


def run(out: Path, players: int, bots: list[str], seeds: range,
        game: str = "astromagie", clock: float | None = None, iterations: int | None = None,
        belief: dict[str, float | bool | str] | None = None) -> None:
    names = bots if len(bots) == players else bots * players
    done = done_seeds(out)
    for seed in seeds:
        if seed in done:
            continue
        start = time.perf_counter()
        if iterations is not None or belief:
            outcomes = [play_fixed(names, seed, index, game, clock, iterations, belief)
                        for index in range(players)]
        else:
            outcomes = [play_one(names, seed, index, clock, game) for index in range(players)]
        seconds = time.perf_counter() - start
        results = summarize(names, outcomes)
        move_ms = {name: [round(1000 * t, 1) for o in outcomes
                          for entry, n in enumerate(names) if n == name
                          for t in o.move_seconds[entry]]
                   for name in dict.fromkeys(names)}
        line = {"seed": seed, "game": game, "seconds": round(seconds, 1),
                "arena": {"games": players,
                          "results": [{k: v for k, v in r.items() if not k.startswith("_")}
                                      for r in results]},
                "move_ms": move_ms, "machine": describe(),
                "clock": clock, "iterations": iterations, "belief": belief}
        with out.open("a", encoding="utf-8") as fh:
            fh.write(json.dumps(line) + "\n")
        print(f"seed {seed}: {results[0]['bot']} {results[0]['share']:.2f} "
              f"({seconds:.0f} s)", flush=True)


def percentile(values: list[float], q: float) -> float:
    xs = sorted(values)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def share_of_first(path: Path) -> float:
    """The first bot's mean share over the runs in `path` (the ladder's figure)."""
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    shares = [r["arena"]["results"][0]["share"] for r in rows if r.get("arena")]
    return sum(shares) / len(shares) if shares else float("nan")


def clock_of(row: dict) -> str:
    """What clock a run's moves had, as the summary names it."""
    if "clock" not in row:  # lines written before the clock was recorded
        return "none, fixed iterations" if row.get("unclocked") else "each bot's own cap"
    if row["clock"] is not None:
        return f"{row['clock']} s a move"
    fixed = row.get("iterations")
    return f"none, {fixed} iterations" if fixed else "none, the app's work"


def summary(path: Path) -> str:
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    rows = [r for r in rows if r.get("arena")]
    if not rows:
        return f"{path.stem}: no runs yet"
    bot = rows[0]["arena"]["results"][0]["bot"]
    shares = [r["arena"]["results"][0]["share"] for r in rows]
    runs = len(shares)
    mean = sum(shares) / runs
    sd = math.sqrt(sum((s - mean) ** 2 for s in shares) / max(1, runs - 1))
    half = 1.96 * sd / math.sqrt(runs)
    games = sum(r["arena"]["games"] for r in rows)
    seconds = sum(r["seconds"] for r in rows)
    seeds = sorted(r["seed"] for r in rows)
    # Points per game over the other bots' (per seat): more sensitive than the win share.
    edges = [r["arena"]["results"][0]["mean_points"] - r["arena"]["results"][1]["mean_points"]
             for r in rows if len(r["arena"]["results"]) > 1]
    edge = ""
    if len(edges) > 1:
        e_mean = sum(edges) / len(edges)
        e_sd = math.sqrt(sum((e - e_mean) ** 2 for e in edges) / (len(edges) - 1))
        edge = (f"; points per game over {rows[0]['arena']['results'][1]['bot']} "
                f"{e_mean:+.1f} +- {1.96 * e_sd / math.sqrt(len(edges)):.1f}")
    timed = [t for r in rows for t in r.get("move_ms", {}).get(bot, [])]
    if timed:
        moves = (f"{bot} move ms p50 {percentile(timed, 0.5):.0f}, p95 "
                 f"{percentile(timed, 0.95):.0f}, max {max(timed):.0f} ({len(timed)} moves)")
    else:
        p95 = sorted(r["arena"]["results"][0]["move_ms_p95"] for r in rows)
        moves = f"{bot} move ms p95 per run: median {p95[len(p95) // 2]:.0f}, max {p95[-1]:.0f}"
    clocks = sorted({clock_of(r) for r in rows})
    return (f"{path.stem} [clock: {'; '.join(clocks)}]: {bot} share {mean:.3f} "
            f"[{max(0.0, mean - half):.3f}, "
            f"{min(1.0, mean + half):.3f}] over {games} games ({runs} runs, seeds "
            f"{seeds[0]}-{seeds[-1]}); {seconds / games:.1f} s wall per game, 400 games "
            f"{400 * seconds / games / 3600:.1f} h on one core{edge}; {moves}")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true",
                        help=QUICK_HELP + "; plays one 2-seat run of random against easy "
                        "into a temporary file and summarises it")
    sub = parser.add_subparsers(dest="command")
    p_run = sub.add_parser("run", help="play seeded one-deal runs, appending to OUT")
    p_run.add_argument("out", type=Path)
    p_run.add_argument("--players", type=int, required=True, choices=range(2, 6))
    p_run.add_argument("--bots", required=True, help="comma-separated, one per seat or one")
    p_run.add_argument("--seeds", type=seed_range, required=True, help="FIRST-LAST")
    p_run.add_argument("--game", default="astromagie", help="which game (default astromagie)")
    p_run.add_argument("--clock", type=float, default=None, metavar="SECONDS",
                       help="clock every move (the app's: 1); default: no clock, the bots "
                       "do the work of the app's clock on the reference machine")
    p_run.add_argument("--unclocked", action="store_true",
                       help="no clock (the default; kept for old commands)")
    p_run.add_argument("--iterations", type=int, default=None, metavar="N",
                       help="set every searching bot's iterations (worlds for medium) to N")
    p_run.add_argument("--belief", type=belief_settings, default=None, metavar="K=V,...",
                       help="settings of the believing bots' BeliefTracker, e.g. "
                       "uniform_mix=0.1,cap=30 (a variant measured against hard-v1)")
    p_sum = sub.add_parser("summary", help="pool the finished runs of each file")
    p_sum.add_argument("files", type=Path, nargs="+")
    args = parser.parse_args(argv)
    if args.quick:
        with tempfile.TemporaryDirectory(prefix="astromagie-ladder-") as folder:
            out = Path(folder) / "quick.jsonl"
            run(out, 2, ["random", "easy"], range(1, 2))
            print(summary(out))
            figure("random's share against easy", share_of_first(out), "share")
        print(f"machine: {describe()}")
        return 0
    if args.command is None:
        parser.error("a command is required: run or summary (or --quick)")
    if args.command == "run":
        if args.unclocked and args.clock is not None:
            parser.error("--unclocked and --clock contradict each other")
        run(args.out, args.players, args.bots.split(","), args.seeds, args.game,
            args.clock, args.iterations, args.belief)
    else:
        for path in args.files:
            print(summary(path))
        print(f"summary on: {describe()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
