"""`astromagie simulate`: play many games between bots headless and report the figures.

No clock: every searching bot does the work of the app's clock on the reference
machine (`ai.base.APP_BUDGET`), so a seed plays the same games on any machine.
Besides the points, the figures a game's statistics count (`GameInfo.statistics`,
asked of its rules' `stat_fields`: Astromagie's tricks) are reported per seat: a
`best_...` figure as the best of all games, the others per game.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time

from astromagie.ai import BOT_NAMES, make_bot
from astromagie.ai.match import play_game
from astromagie.host import registry
from astromagie.host.game import game_seed


def add_parser(sub) -> None:
    p = sub.add_parser("simulate", help="play games between bots headless")
    add_game_arguments(p)
    p.add_argument("--bots", default="random",
                   help="one bot name for all seats, or one per seat, comma-separated "
                        f"(every game knows {', '.join(BOT_NAMES)}, and for measuring hard-belief: "
                        "the hard bot reading the table, hard-v1: with uniform worlds; some "
                        "have more, "
                        "e.g. Astromagie's hard-1200; default random)")
    p.add_argument("--games", type=int, default=100, metavar="G",
                   help="games to play (default 100)")
    p.add_argument("--seed", type=int, default=0, metavar="S",
                   help="seed of the first deal; game i uses a seed derived from S and i "
                        "(default 0)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(handler=run)


def add_game_arguments(p: argparse.ArgumentParser) -> None:
    """--game and --players, shared by simulate and arena."""
    p.add_argument("--game", default=registry.DEFAULT_GAME, metavar="ID",
                   help=f"which game (default {registry.DEFAULT_GAME}; see 'astromagie games')")
    p.add_argument("--players", type=int, default=None, metavar="N",
                   help="seats (default: 4, or the game's most if fewer)")


def checked_game(args: argparse.Namespace, command: str) -> bool:
    """Whether --game names a game of the shelf and --players fits it (else say so on stderr).

    Fills in the default --players for the game.
    """
    try:
        info = registry.info(args.game)
    except registry.UnknownGame as exc:
        print(f"astromagie {command}: {exc}", file=sys.stderr)
        return False
    if args.players is None:
        args.players = min(4, info.max_players)
    if args.players not in info.players:
        print(f"astromagie {command}: {info.id} is for {info.min_players} to "
              f"{info.max_players} players, not {args.players}", file=sys.stderr)
        return False
    return True


def seat_bots(spec: str, players: int) -> list[str]:
    """`random` -> one per seat; `a,b,c` must name exactly one per seat."""
    names = [n.strip() for n in spec.split(",") if n.strip()]
    if len(names) == 1:
        return names * players
    if len(names) != players:
        raise ValueError(f"--bots names {len(names)} bots for {players} seats")
    return names


def checked_bots(args: argparse.Namespace, command: str) -> list[str] | None:
    """The bot of each seat from --bots, or None after saying on stderr what is wrong
    (unknown bot, wrong count, --games below 1). Shared by simulate and arena."""
    if not checked_game(args, command):
        return None
    try:
        names = seat_bots(args.bots, args.players)
        for name in names:
            make_bot(name, 0, args.game)
    except ValueError as exc:
        print(f"astromagie {command}: {exc}", file=sys.stderr)
        return None
    if args.games < 1:
        print(f"astromagie {command}: --games must be at least 1", file=sys.stderr)
        return None
    return names


def run(args: argparse.Namespace) -> int:
    names = checked_bots(args, "simulate")
    if names is None:
        return 2
    totals = [0] * args.players
    rules, declared = registry.rules(args.game), registry.info(args.game).statistics
    figures = {field.name: [0] * args.players for field in declared}
    turns = 0
    start = time.perf_counter()
    for index in range(args.games):
        seed = game_seed(args.seed, index)
        bots = [make_bot(name, seed * 7 + seat, args.game) for seat, name in enumerate(names)]
        game = play_game(bots, seed, args.game).game
        turns += len(game.history)
        for seat, score in enumerate(game.scores):
            totals[seat] += score
        for seat in range(args.players if declared else 0):
            counted = rules.stat_fields(game, seat)
            for field in declared:
                value, before = counted.get(field.name, 0), figures[field.name][seat]
                figures[field.name][seat] = max(before, value) if field.is_best \
                    else before + value
    seconds = time.perf_counter() - start
    summary = {
        "game": args.game,
        "games": args.games,
        "turns": turns,
        "seconds": round(seconds, 4),
        "bots": names,
        "mean_points": [round(t / args.games, 3) for t in totals],
        "games_per_second": round(args.games / seconds, 1),
        **({"fields": {field.name: figures[field.name] if field.is_best else
                       [round(v / args.games, 3) for v in figures[field.name]]
                       for field in declared}} if declared else {}),
        "machine": f"{platform.machine()} {platform.python_implementation()} "
                   f"{platform.python_version()}",
    }
    if args.json:
        print(json.dumps(summary))
        return 0
    print(f"games    {args.games}  ({summary['games_per_second']} per second)")
    print(f"turns    {turns}  ({turns / args.games:.1f} per game)")
    print("mean points per seat: " + "  ".join(
        f"{seat}:{name} {pts:.2f}" for seat, (name, pts)
        in enumerate(zip(names, summary["mean_points"], strict=True))))
    for name, per_seat in summary.get("fields", {}).items():
        said = "best of all games" if name.startswith("best_") else "per game"
        print(f"{name} per seat ({said}): " + "  ".join(
            f"{seat}:{value:g}" for seat, value in enumerate(per_seat)))
    print(f"seconds  {seconds:.3f}")
    return 0
