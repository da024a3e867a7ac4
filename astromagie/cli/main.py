"""The `astromagie` command line: parse it and hand over.

Without a subcommand the desktop game starts; the subcommands are headless
tools that never import pygame. The guarded entry point around this (log file,
crash handler) is astromagie.cli.launch.

A tool whose output cannot be written (a full disk, a quota, a reader that went
away) says so in one plain line on stderr and exits non-zero, never with a
traceback or an "unexpected error" (`run`).
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import os
import sys

from astromagie import __version__

from . import arena, games, replay, review, serve, simulate

SUBCOMMANDS = (replay, simulate, arena, games, review, serve)
# why the output could not be written, in the words of the one line that says so
WRITE_ERRORS = {
    errno.ENOSPC: "no space left on the device",
    errno.EDQUOT: "the disk quota is used up",
    errno.EFBIG: "the file is too large",
    errno.EIO: "the device failed",
}
EXIT_PIPE = 128 + 13  # the shell's code for a reader that went away (SIGPIPE)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="astromagie", description="Astromagie: a table of card games played against "
        "bots. Without a command the window opens; 'astromagie games' lists the games.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}",
                        help="print the version and exit")
    parser.add_argument("--seed", type=int, default=None, metavar="S",
                        help="fix the deal of new games")
    parser.add_argument("--screenshot", metavar="FILE", default=None,
                        help="let the AI play a while (mid-game), save a PNG, exit")
    parser.add_argument("--smoke-test", action="store_true",
                        help="show every scene of every game once without a screen, then exit")
    # dest differs from the subcommands' --game, so `astromagie --game X simulate` keeps X apart
    parser.add_argument("--game", dest="shelf_game", metavar="ID", default=None,
                        help="the game on the shelf: chosen on the title, the one "
                             "--screenshot shows, the one --smoke-test shows besides the first "
                             "(`astromagie games` lists the ids)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in SUBCOMMANDS:
        module.add_parser(sub)
    return parser


def run(args: argparse.Namespace) -> int:
    """Run what the parsed command line asks for; returns the exit code."""
    if args.command is None:
        from astromagie.ui.app import run as run_game  # pygame only for the game itself

        return run_game(args)
    try:
        code = int(args.handler(args))
        if sys.stdout is not None:
            sys.stdout.flush()  # what is still buffered fails here, where it is said
        return code
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader went away (`| head`): nobody wants the rest
        _drop_output()
        return EXIT_PIPE
    except OSError as exc:
        if exc.errno not in WRITE_ERRORS or exc.filename is not None:
            raise  # not the output: the crash handler tells it
        _drop_output()
        with contextlib.suppress(OSError, ValueError):  # stderr may be on the full disk too
            print(f"astromagie {args.command}: cannot write the output: "
                  f"{WRITE_ERRORS[exc.errno]}", file=sys.stderr, flush=True)
        return 1


def _drop_output() -> None:
    """Send what stdout still holds nowhere: the interpreter's last flush at exit would
    fail again and print a traceback ("Exception ignored ...") after our one line."""
    stream = sys.stdout
    if stream is None:
        return
    with contextlib.suppress(OSError, ValueError, AttributeError):
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, stream.fileno())
        os.close(null)


def tolerate_any_text() -> None:
    """Let stdout and stderr write what their encoding cannot hold as escapes, never fail.

    A redirect on Windows encodes as cp1252 (PYTHONIOENCODING may say ascii): a seat
    named "Мария" would end `replay` with UnicodeEncodeError half-way through its
    table. Every tool prints through these streams, so this is done once, before the
    command line is even parsed (argparse echoes what was typed).
    """
    for stream in {id(s): s for s in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__)
                   if s is not None}.values():
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            try:
                reconfigure(errors="backslashreplace")
            except (ValueError, OSError, TypeError):  # a stream that cannot change: leave it
                pass


def main(argv: list[str] | None = None) -> int:
    """Parse `argv` (default: sys.argv[1:]) and run it, without the crash handler."""
    tolerate_any_text()
    return run(build_parser().parse_args(argv))
