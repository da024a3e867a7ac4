"""Where a round of Monad's bot turns goes at the table (issue 38, playtest pt2 item 29).

A bots-only table of three (an Easy bot in the person's seat, two Medium: pt2's table),
at the normal animation speed on the real clock (60 frames a second), for at most
S seconds (default 90) or to the game's end. Each frame's time counts
as animation (cards flying, the pause after a move), thinking (a bot's answer not yet
back) or the think pad (the answer is back, the table waits for the least "thinking").
Prints the seconds per round (three turns) of each, and the moves by kind (the same
seed plays the same moves: a change of pace must not change them).

figure: the seconds a round of bot turns takes.

Usage: SDL_VIDEODRIVER=dummy nice -n 10 python3 benchmarks/monad_pace.py [--seconds S]
       [--quick]
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from machine import QUICK_HELP, figure, report_machine  # noqa: E402


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=90.0,
                        help="the longest the table plays (default 90; the game may end first)")
    parser.add_argument("--quick", action="store_true", help=QUICK_HELP)
    args = parser.parse_args(argv)
    from astromagie.gameconfig import GameConfig, SeatConfig
    from astromagie.storage.settings import Settings
    from astromagie.ui.app import App
    from astromagie.ui.kit.table import KitTableScene

    seconds = 1.5 if args.quick else args.seconds  # quick: shows it still runs (CI's test time)
    report_machine()
    app = App(Settings(sound=False), size=(1280, 800))
    app.save_settings = lambda: None  # type: ignore[method-assign]
    seats = (SeatConfig("Ada", "easy"), SeatConfig("Vega", "medium"),
             SeatConfig("Orion", "medium"))
    scene = KitTableScene(app, GameConfig(seats, seed=11, game="monad"),
                          ai_mode="thread" if args.quick else "process")
    app.stack.push(scene)
    split: Counter[str] = Counter()
    start = last = time.perf_counter()
    first = len(scene.state.history)
    while time.perf_counter() - start < seconds and not scene.finished:
        now = time.perf_counter()
        dt, last = now - last, now
        desk = scene.session.bots
        kind = ("animation" if scene.animator.busy else "thinking"
                if desk.move_token is not None else "think pad"
                if desk.reply is not None else "other")
        split[kind] += dt
        app.run_frames(1, dt)
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - now)))
    moves = scene.state.history[first:]
    total = time.perf_counter() - start
    rounds = max(1, scene.state.turn_no - 1) / 3
    print(f"{total:.1f} s, {len(moves)} moves, {rounds:.1f} rounds")
    print("a round:", {k: round(v / rounds, 2) for k, v in sorted(split.items())})
    print("moves by kind:", dict(Counter(m.split()[0] for m in moves)))
    figure("monad_round", total / rounds, "s")
    app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
