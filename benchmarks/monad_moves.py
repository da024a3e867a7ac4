"""Where a game of Monad's moves go, and whether the bots aim at Monads (issue 39, item 1).

Plays `--games` games of `--players` seats with the bots of `--bots` (one level
for every seat, or one per seat) without a clock (each bot does its fixed work,
so a seed gives the same games), and prints per game:

- the moves by kind (D draw, F flip, X pass, T trade, B buy, P payment, J leap,
  E end of turn) and the turns;
- *stuck* turns: the turn starts with talon and discard pile empty (the seat
  can neither draw nor flip, so it trades, buys or passes), and the passes;
- Monad aim: at how many decisions a Monad could be had (`B M` legal or a
  trade of two Quints / a relative into a Monad) and how often the bot took it,
  and the hand points a seat held at the end (a hoard shows as a big number);
- how the games ended (`target` by Monads, `blocked` MO20, `limit` MO21's
  1,000-move stop).

`--goal N` plays to N Monads (options.py); without it, the table's default.

    nice -n 10 python3 benchmarks/monad_moves.py --bots easy --players 3 --games 20
    nice -n 10 python3 benchmarks/monad_moves.py --bots medium --players 3 --games 6
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import QUICK_HELP, figure, report_machine  # noqa: E402

from astromagie.games.monad.moves import decode  # noqa: E402
from astromagie.games.monad.policy import traded_rank  # noqa: E402
from astromagie.games.monad.rules import RULES  # noqa: E402
from astromagie.games.monad.state import MonadState  # noqa: E402

MONAD_RANK = 6


def monad_moves(state: MonadState, moves: list[str]) -> list[str]:
    """The moves that bring the mover a Monad at once or open its purchase."""
    out = []
    idc = state.ident[state.seat]
    for m in moves:
        d = decode(m)
        if d.kind == "B" and d.number == MONAD_RANK:
            out.append(m)
        elif d.kind == "T" and traded_rank(idc, *d.cards) == MONAD_RANK - 1:
            out.append(m)
    return out


def play(levels: list[str], seed: int, options: dict[str, object] | None,
         tally: Counter[str]) -> MonadState:
    """One game; counts what this module reports into `tally`."""
    state = RULES.new(len(levels), seed, options)
    assert isinstance(state, MonadState)
    bots = [RULES.make_bot(level, seed * 7 + s) for s, level in enumerate(levels)]
    turn_start = True
    while not state.is_over():
        if turn_start and not state.talon and not state.discard:
            tally["stuck turns"] += 1
        moves = state.legal_moves()
        chance = monad_moves(state, moves)
        move = bots[state.seat].choose(state.observation(state.seat), None)
        if chance:
            tally["Monad chances"] += 1
            tally["Monad taken"] += move in chance
        kind = move.split()[0]
        tally[kind] += 1
        state.apply(move)
        turn_start = kind in "DFXE" or state.is_over()
        tally["turns"] += turn_start
    tally[f"end {state.end}"] += 1
    tally["hand points at end"] += sum(state.hand_points())
    tally["moves"] += len(state.hist)
    return state


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--bots", default="easy", help="one level, or one per seat, comma-separated")
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--goal", type=int, default=None, help="Monads to win")
    p.add_argument("--quick", action="store_true", help=QUICK_HELP)
    args = p.parse_args()
    levels = args.bots.split(",")
    if len(levels) == 1:
        levels *= args.players
    if len(levels) != args.players:
        p.error(f"{len(levels)} bots for {args.players} seats")
    if args.quick:
        args.games, args.goal = 1, 1
        levels = ["easy"] * args.players
    options: dict[str, object] | None = {"goal": args.goal} if args.goal else None
    report_machine()
    tally: Counter[str] = Counter()
    start = time.perf_counter()
    for i in range(args.games):
        play(levels, args.seed + i, options, tally)
    n = args.games
    print(f"{args.players} seats, bots {','.join(levels)}, goal {args.goal or 'default'}, "
          f"{n} games (seeds {args.seed}..{args.seed + n - 1}), "
          f"{time.perf_counter() - start:.0f} s")
    moves = tally["moves"]
    print(f"per game: {moves / n:.0f} moves, {tally['turns'] / n:.0f} turns")
    print("moves by kind (share of all moves): " + ", ".join(
        f"{k} {tally[k] / n:.1f} ({100 * tally[k] / moves:.0f}%)" for k in "DFXTBPJE"))
    print(f"stuck turns (talon and discard empty at the start): {tally['stuck turns'] / n:.1f} "
          f"a game ({100 * tally['stuck turns'] / max(1, tally['turns']):.0f}% of turns); "
          f"passes {tally['X'] / n:.1f}")
    print(f"Monad chances {tally['Monad chances'] / n:.1f} a game, taken "
          f"{tally['Monad taken'] / n:.1f}; hand points at the end "
          f"{tally['hand points at end'] / n / args.players:.0f} a seat")
    print("ends: " + ", ".join(f"{k[4:]} {v}" for k, v in sorted(tally.items())
                               if k.startswith("end ")))
    figure("monad_moves_per_game", moves / n, "moves")


if __name__ == "__main__":
    main()
