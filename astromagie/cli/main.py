"""Entry point of `astromagie`: parse the command line and hand over.

Without a subcommand the desktop game starts; the subcommands are headless
tools that never import pygame.
"""

from __future__ import annotations

import argparse
import sys

from . import arena, replay, simulate

SUBCOMMANDS = (replay, simulate, arena)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="astromagie", description="Astromagie, the astrology card game.")
    parser.add_argument("--seed", type=int, default=None, help="fix the deal of new games")
    parser.add_argument("--screenshot", metavar="FILE", default=None,
                        help="play against the AI until the row fills, save a PNG, exit")
    parser.add_argument("--smoke-test", action="store_true",
                        help="show every scene once without a screen, then exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in SUBCOMMANDS:
        module.add_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command is None:
        from astromagie.ui.app import run  # pygame only for the game itself

        return run(args)
    try:
        return args.handler(args)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
