"""How long the person waits for a round of bot turns at the table, per game (issue 38,
round 13: pt10d "each bot round takes about 10 s", pt10c).

A bots-only table (an Easy bot in the person's seat 0, Medium bots in the others) at the
normal animation speed. The animation's clock is the table's own model: a frame while
cards fly or a pause runs advances 1/60 s without waiting, so the animation time is
exactly what the timing model gives; a frame while a bot thinks advances the real time it
took (the bots think in their own process, as in the app). Seat 0's own thinking is not
counted: in a game it is the person's time. A "bot round" is the time from seat 0's move
to seat 0's turn on screen again (the table at rest, the bots' moves shown), split into
animation (cards flying, the pause after a move), thinking (a bot's answer not back) and
the think pad (the answer is back, the table waits for the least "thinking").

figure: the mean seconds of a bot round, per game (and its p90).

Usage: SDL_VIDEODRIVER=dummy nice -n 10 python3 benchmarks/bot_pace.py [--game ID ...]
       [--players N] [--rounds R] [--speed S] [--quick]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from machine import QUICK_HELP, figure, report_machine  # noqa: E402

GAMES = ("astromagie", "solar-republic", "monad", "zahlenstreifen")
FRAME = 1 / 60


def rounds_of(game: str, players: int, rounds: int, speed: float, quick: bool) -> list[Counter]:
    """The split of each bot round of one bots-only game (at most `rounds` of them)."""
    from astromagie.gameconfig import GameConfig, SeatConfig
    from astromagie.storage.settings import Settings
    from astromagie.ui.app import App
    from astromagie.ui.kit.table import KitTableScene

    app = App(Settings(sound=False, animation_speed=speed), size=(1280, 800))
    app.save_settings = lambda: None  # type: ignore[method-assign]
    names = ("Ada", "Vega", "Orion", "Lyra")
    seats = (SeatConfig(names[0], "easy"),
             *(SeatConfig(names[i], "medium") for i in range(1, players)))
    scene = KitTableScene(app, GameConfig(seats, seed=11, game=game),
                          ai_mode="thread" if quick else "process",
                          **({"ai_budget": 0.01} if quick else {}))
    app.stack.push(scene)
    done: list[Counter] = []
    now: Counter[str] | None = None
    last = time.perf_counter()
    while len(done) < rounds and not scene.finished:
        session, desk = scene.session, scene.session.bots
        busy = scene.moving_cards()
        yours = session.state.current_player == 0 and session.pending is None and not busy
        if yours and now is not None:
            done.append(now)
            now = None
        elif not yours and now is None and session.state.current_player != 0:
            now = Counter()
        thinking = desk.move_token is not None
        real = time.perf_counter()
        dt = (real - last) if thinking else FRAME
        last = real
        if now is not None:
            kind = ("animation" if busy else "thinking" if thinking
                    else "think pad" if desk.reply is not None else "other")
            now[kind] += dt
        app.run_frames(1, dt)
        if thinking:
            time.sleep(0.002)
    app.close()
    return done


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", nargs="*", default=list(GAMES))
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--speed", type=float, default=1.0)
    parser.add_argument("--quick", action="store_true", help=QUICK_HELP)
    args = parser.parse_args(argv)
    report_machine()
    for game in args.game[:1] if args.quick else args.game:
        rounds = rounds_of(game, args.players, 1 if args.quick else args.rounds, args.speed,
                           args.quick)
        totals = [sum(r.values()) for r in rounds]
        if not totals:
            print(f"{game}: no bot round")
            continue
        split = {k: round(sum(r[k] for r in rounds) / len(rounds), 2)
                 for k in ("animation", "thinking", "think pad", "other")}
        p90 = sorted(totals)[min(len(totals) - 1, round(0.9 * (len(totals) - 1)))]
        print(f"{game}: {len(rounds)} rounds, mean {statistics.mean(totals):.2f} s, "
              f"p90 {p90:.2f} s, max {max(totals):.2f} s; a round: {split}")
        figure(f"bot_round_{game}", statistics.mean(totals), "s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
