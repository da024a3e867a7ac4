"""Where a round of Monad's bot turns goes at the table (issue 38, playtest pt2 item 29).

A bots-only table of three (an Easy bot in the person's seat, two Medium: pt2's table),
at the normal animation speed on the real clock (60 frames a second), for at most
SECONDS (the first argument, default 60) or to the game's end. Each frame's time counts
as animation (cards flying, the pause after a move), thinking (a bot's answer not yet
back) or the think pad (the answer is back, the table waits for the least "thinking").
Prints the seconds per round (three turns) of each, and the moves by kind (the same
seed plays the same moves: a change of pace must not change them).

    SDL_VIDEODRIVER=dummy nice -n 10 venv/bin/python benchmarks/monad_pace.py 90
"""

from __future__ import annotations

import os
import sys
import time
from collections import Counter

sys.path.insert(0, os.getcwd())
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def main() -> None:
    from astromagie.gameconfig import GameConfig, SeatConfig
    from astromagie.storage.settings import Settings
    from astromagie.ui.app import App
    from astromagie.ui.kit.table import KitTableScene

    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 60.0
    app = App(Settings(sound=False), size=(1280, 800))
    app.save_settings = lambda: None  # type: ignore[method-assign]
    seats = (SeatConfig("Ada", "easy"), SeatConfig("Vega", "medium"),
             SeatConfig("Orion", "medium"))
    scene = KitTableScene(app, GameConfig(seats, seed=11, game="monad"), ai_mode="process")
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
    rounds = (scene.state.turn_no - 1) / 3
    print(f"{total:.1f} s, {len(moves)} moves, {rounds:.1f} rounds: "
          f"{total / rounds:.2f} s a round")
    print("a round:", {k: round(v / rounds, 2) for k, v in sorted(split.items())})
    print("moves by kind:", dict(Counter(m.split()[0] for m in moves)))
    app.close()


if __name__ == "__main__":
    main()
