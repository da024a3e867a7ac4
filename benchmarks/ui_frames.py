"""Frame times at the table while the hard AI thinks (target: p95 <= 17 ms, none over 50 ms).

Runs the real table scene in a 1280x800 window with software rendering (SDL's
dummy video driver unless SDL_VIDEODRIVER says otherwise), four hard bots,
the app's own loop step (`App.frame`) paced by `Clock.tick(60)` like the
game. Only frames during which a bot is thinking are counted (`--mode idle` is
the control: the same table during the human's turn, nothing thinking, so
what the machine's other load does to frame times shows apart from the AI).
Prints, for each AI worker mode:

* interval: time from one frame start to the next (what the player sees),
* work: time spent in one frame (events, update, draw, flip), the budget
  being 16.7 ms, and the CPU time of that work (the part that is ours; the
  difference is time the OS gave to other processes),

and the machine it ran on.

    python3 benchmarks/ui_frames.py                 # both modes, 20 s each
    python3 benchmarks/ui_frames.py --mode process --seconds 30
    python3 benchmarks/ui_frames.py --quick         # 1.5 s of the thread mode, tiny budget
    python3 benchmarks/ui_frames.py --game monad    # another game, at the kit's table
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from machine import QUICK_HELP, describe, figure  # noqa: E402  (benchmarks/machine.py)

MIN_FRAMES = 5  # frames a run measures at the least, time allowing


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    k = min(len(ordered) - 1, max(0, round(p / 100 * (len(ordered) - 1))))
    return ordered[k]


def _human_first(game: str, players: int, seed: int) -> int:
    from astromagie.host import registry

    rules = registry.rules(game)
    while rules.new(players, seed, {}).current_player != 0:
        seed += 1
    return seed


def _players(game: str) -> int:
    from astromagie.host import registry

    info = registry.info(game)
    return max(info.min_players, min(4, info.max_players))


def run(mode: str, seconds: float, budget: float, seed: int,
        animation_speed: float = 1.0, game: str = "astromagie") -> dict[str, float]:
    import tempfile

    import pygame

    # Autosaves of the benchmark games go to a scratch folder, never the player's.
    os.environ["ASTROMAGIE_HOME"] = tempfile.mkdtemp(prefix="astromagie-bench-")

    from astromagie.gameconfig import GameConfig, SeatConfig
    from astromagie.storage.settings import Settings
    from astromagie.ui.app import App
    from astromagie.ui.kit.table import KitTableScene

    app = App(Settings(sound=False, animation_speed=animation_speed), size=(1280, 800))
    idle = mode == "idle"  # control: the human's turn, nothing thinks, same drawing
    players = _players(game)
    kinds = ("human",) + ("hard",) * (players - 1) if idle else ("hard",) * players
    names = ("Ara", "Vega", "Orion", "Lyra")[:players]
    config = GameConfig(tuple(SeatConfig(n, k) for n, k in zip(names, kinds, strict=True)),
                        seed=_human_first(game, players, seed) if idle else seed, game=game)
    scene = KitTableScene(app, config, ai_mode="thread" if idle else mode, ai_budget=budget)
    app.stack.push(scene)
    clock = pygame.time.Clock()
    intervals: list[float] = []
    work: list[float] = []
    cpu: list[float] = []  # CPU time of the render thread: our cost without other processes
    bot_moves = 0
    start = time.perf_counter()
    last = None
    try:
        app.frame(1 / 60)  # first frame builds caches; not measured
        clock.tick()
        # on a busy machine the deal alone can outlast a short run: go on (up to five
        # times as long) until a few frames of a bot's thinking were measured
        while not scene.finished and (
                time.perf_counter() - start < seconds
                or (len(work) < MIN_FRAMES and time.perf_counter() - start < 5 * seconds)):
            dt = min(clock.tick(60) / 1000.0, 0.1)
            t0 = time.perf_counter()
            c0 = time.thread_time()
            # a bot is thinking while the table waits for its move (BotDesk.move_token)
            thinking = scene.bots.move_token is not None or (idle and scene.human_turn())
            moves_before = len(scene.state.history)
            app.frame(dt)
            t1 = time.perf_counter()
            c1 = time.thread_time()
            bot_moves += len(scene.state.history) - moves_before
            if thinking:
                if last is not None:
                    intervals.append((t0 - last) * 1000)
                work.append((t1 - t0) * 1000)
                cpu.append((c1 - c0) * 1000)
                last = t0
            else:
                last = None
    finally:
        app.stack.clear()  # the table's exit() closes its AI worker
        pygame.display.quit()
    return {
        "frames": len(work),
        "bot_moves": bot_moves,
        "interval_p50": percentile(intervals, 50),
        "interval_p95": percentile(intervals, 95),
        "interval_max": max(intervals, default=float("nan")),
        "work_p50": percentile(work, 50),
        "work_p95": percentile(work, 95),
        "work_max": max(work, default=float("nan")),
        "cpu_p95": percentile(cpu, 95),
        "cpu_max": max(cpu, default=float("nan")),
        "over_50": sum(1 for v in intervals if v > 50),
        "mean_fps": 1000 / statistics.fmean(intervals) if intervals else float("nan"),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--mode", choices=("thread", "process", "both", "idle"), default="both",
                        help="idle: a control run with no bot thinking (the human's turn)")
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--budget", type=float, default=1.0, help="seconds per bot move")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--game", default="astromagie",
                        help="a game's id; the kit's table for every game but Astromagie")
    parser.add_argument("--quick", action="store_true",
                        help=QUICK_HELP + "; the thread mode for 2 s, animations 10x as fast")
    args = parser.parse_args(argv)
    speed = 1.0
    if args.quick:  # the deal's animation alone would take the 2 s at the normal speed
        args.mode, args.seconds, args.budget, speed = "thread", 2.0, 0.5, 10.0
    print(f"machine: {describe()}")
    print(f"game {args.game}, video driver: {os.environ.get('SDL_VIDEODRIVER')}, "
          f"window 1280x800, {_players(args.game)} hard bots, "
          f"budget {args.budget}s per move, {args.seconds}s per mode")
    modes = ("thread", "process") if args.mode == "both" else (args.mode,)
    ok = True
    for mode in modes:
        r = run(mode, args.seconds, args.budget, args.seed, speed, args.game)
        passed = r["interval_p95"] <= 17.0 and r["over_50"] == 0
        ok = ok and passed
        print(f"{mode:8s} frames {r['frames']:5d} measured, bot moves {r['bot_moves']:3d} | "
              f"interval p50 {r['interval_p50']:5.1f} p95 {r['interval_p95']:5.1f} "
              f"max {r['interval_max']:6.1f} ms, >50ms: {r['over_50']} | "
              f"work p50 {r['work_p50']:4.1f} p95 {r['work_p95']:4.1f} max {r['work_max']:5.1f} ms"
              f" (cpu p95 {r['cpu_p95']:4.1f} max {r['cpu_max']:5.1f})"
              f" | {r['mean_fps']:.1f} fps | {'PASS' if passed else 'FAIL'}")
        figure(f"{mode} frame interval p95", r["interval_p95"], "ms")
    return 0 if ok or args.quick else 1


if __name__ == "__main__":
    sys.exit(main())
