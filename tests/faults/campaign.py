"""Rerun issue 15's fault campaign and print the totals.

    python3 -m tests.faults.campaign [--no-smoke] [--only SUBSTRING]

Runs the broken-file matrix (cases.py) in this process and prints one line per
case that was not handled, then: cases tried, handled, data lost, hangs,
crashes (and stuck / failed smoke tests). Exit status 1 if any case was not
handled.
"""

from __future__ import annotations

import argparse
import collections
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def main() -> int:
    from .cases import all_cases, run_case, speed_up

    parser = argparse.ArgumentParser()
    parser.add_argument("--no-smoke", action="store_true")
    parser.add_argument("--only", default="")
    args = parser.parse_args()
    speed_up()
    counts: collections.Counter[str] = collections.Counter()
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="astromagie-campaign-") as tmp:
        for case in all_cases():
            if args.only not in case.id:
                continue
            outcome = run_case(case, Path(tmp) / case.id, smoke=not args.no_smoke)
            counts[outcome.status] += 1
            if outcome.status != "handled":
                print(f"{case.id}: {outcome.status}: {outcome.detail}", file=sys.stderr)
    tried = sum(counts.values())
    print(f"cases tried {tried}, handled {counts['handled']}, data lost {counts['lost']}, "
          f"hangs {counts['hang']}, crashes {counts['crash']}, stuck {counts['stuck']}, "
          f"smoke test failed {counts['failed']} ({time.perf_counter() - start:.1f} s)")
    return 0 if counts["handled"] == tried else 1


if __name__ == "__main__":
    sys.exit(main())
