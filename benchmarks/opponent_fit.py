"""An opponent model fitted to the hard bot's own play (issue 31, third round; docs/ai.md).

    python3 benchmarks/opponent_fit.py labels OUT.jsonl --game astromagie --games 300 --seed 1
    python3 benchmarks/opponent_fit.py fit LABELS.jsonl --game astromagie --weights W.json
    python3 benchmarks/opponent_fit.py agree LABELS.jsonl --game astromagie --weights W.json \
        --limit 300
    python3 benchmarks/opponent_fit.py rank --game astromagie --weights W.json --games 12
    python3 benchmarks/opponent_fit.py --quick    # two short self-play games, fit, read

`labels` plays `hard-v1` against itself, two seats, `--iterations` each (300:
the ceiling's and the match's budget, no clock) and writes one JSON line a
game: its seed and, for every move, its index among the legal moves. Replayed
from the seed, that gives at every decision with more than one legal move the
acting seat's real position (its hand known), the legal moves and the move
chosen.

`fit` fits the conditional logit of `astromagie.lab.oppmodel` to the labels of
the first games (all but `--held-out`) and reports, on the held-out games, the
log-probability of the move played over a uniform choice, in nats a
decision, against the belief's present model (the easy values' softmax, 15%
uniform) at its temperatures. `agree` asks how predictable `hard-v1` is at
all: its own search again, with other seeds. `rank` plays `hard-v1` games and compares the
true deal's rank among uniform deals under the calibrating belief and under
the belief with the fitted model (as `beliefs.py rank`).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package
sys.path.insert(0, str(Path(__file__).resolve().parent))

from beliefs import cost, rank  # noqa: E402
from machine import QUICK_HELP, figure, report_machine  # noqa: E402

from astromagie.ai import make_bot  # noqa: E402
from astromagie.host import registry  # noqa: E402
from astromagie.host.game import GameState, game_seed  # noqa: E402
from astromagie.lab.beliefs import BeliefTracker  # noqa: E402
from astromagie.lab.oppmodel import (  # noqa: E402
    GENERIC,
    Decision,
    MoveModel,
    feature_names,
    fit,
    log_likelihood,
    move_features,
    softmax,
)


def hard_v1(game: str, seed: int, iterations: int) -> Any:
    bot = make_bot("hard-v1", seed, game)
    bot.iterations = iterations  # type: ignore[attr-defined]
    bot.headless_iterations = iterations  # type: ignore[attr-defined]
    return bot


def labels(game: str, games: int, seed: int, iterations: int, out: Path) -> int:
    """Self-play of hard-v1, appended to `out` (resumes: games already there are skipped)."""
    rules = registry.rules(game)
    done = set()
    if out.exists():
        done = {json.loads(line)["index"] for line in out.read_text().splitlines() if line}
    decisions = 0
    for index in range(games):
        if index in done:
            continue
        start = time.process_time()
        deal = game_seed(seed, index)
        state = rules.new(2, deal, None)
        bots = [hard_v1(game, (deal * 7 + s) & 0xFFFFFFFFFFFF, iterations) for s in range(2)]
        chosen: list[int] = []
        while not state.is_over():
            seat = state.current_player
            legal = state.legal_moves()
            move = bots[seat].choose(state.observation(seat), None)
            chosen.append(legal.index(move))
            decisions += len(legal) > 1
            state.apply(move)
        line = {"game": game, "index": index, "seed": deal, "iterations": iterations,
                "moves": chosen, "scores": list(state.scores)}
        with out.open("a", encoding="utf-8") as fh:
            fh.write(json.dumps(line) + "\n")
        print(f"game {index}: {len(chosen)} moves ({time.process_time() - start:.1f} s CPU)",
              flush=True)
    return decisions


def replay(line: dict[str, Any]) -> Iterator[tuple[GameState, list[Any], int]]:
    """Every decision with a choice of one labelled game: (real state, legal moves, chosen)."""
    state = registry.rules(line["game"]).new(2, line["seed"], None)
    for at in line["moves"]:
        legal = state.legal_moves()
        if len(legal) > 1:
            yield state, legal, at
        state.apply(legal[at])


def read_labels(path: Path) -> list[dict[str, Any]]:
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return sorted(rows, key=lambda r: r["index"])


EASY_TEMPERATURES = (0.3, 0.6, 1.2, 2.4, 4.8)
# The uniform share mixed into the fitted model, chosen on the held-out games: never 0, so
# no world is ruled out by a move the model finds odd.
EPSILONS = (0.02, 0.05, 0.1, 0.15)


def decisions_of(rows: list[dict[str, Any]], policy: Any,
                 ) -> tuple[list[Decision], list[list[float]]]:
    """The labelled decisions of `rows` as the model sees them, and for each the
    log-probability of the move played under the easy values' softmax at each of
    EASY_TEMPERATURES (15% uniform, the belief's present model)."""
    out: list[Decision] = []
    easy: list[list[float]] = []
    trackers = [BeliefTracker(policy, temperature=t, calibrate=False)
                for t in EASY_TEMPERATURES]
    for row in rows:
        for state, legal, at in replay(row):
            out.append((move_features(policy, state, legal), at))
            easy.append([math.log(t.move_probabilities(state, legal)[at]) for t in trackers])
    return out, easy


def nats(weights: list[float], decisions: list[Decision], epsilon: float) -> float:
    """The mean log-probability of the moves played over a uniform choice, a decision."""
    uniform = sum(math.log(len(f)) for f, _ in decisions)
    return (log_likelihood(weights, decisions, epsilon) + uniform) / len(decisions)


def fit_labels(game: str, path: Path, held_out: int, weights_out: Path | None,
               l2: float = 1.0) -> float:
    """Fit on the first games of `path`, read the last `held_out`; the held-out gain."""
    rows = read_labels(path)
    if len(rows) <= held_out:
        raise SystemExit(f"{path}: {len(rows)} games, not more than --held-out {held_out}")
    policy = hard_v1(game, 0, 1).policy
    names = feature_names(policy)
    start = time.process_time()
    train, _ = decisions_of(rows[:-held_out], policy)
    test, easy = decisions_of(rows[-held_out:], policy)
    seconds = time.process_time() - start
    uniform = sum(math.log(len(f)) for f, _ in test) / len(test)
    print(f"{game}: {len(rows) - held_out} games ({len(train)} decisions) to fit, {held_out} "
          f"held out ({len(test)} decisions, mean log of the legal moves {uniform:.3f}); "
          f"features {seconds:.1f} s CPU", flush=True)
    easy_gain = {t: statistics.mean(e[k] for e in easy) + uniform
                 for k, t in enumerate(EASY_TEMPERATURES)}
    print("  easy values' softmax (15% uniform), held out, nats a decision over uniform: "
          + ", ".join(f"T={t}: {g:+.3f}" for t, g in easy_gain.items()))
    generic = len(GENERIC)
    results: dict[str, tuple[list[float], float, float]] = {}
    for label, keep in (("generic features only", generic), ("with the game's", len(names))):
        start = time.process_time()
        cut_train = [([f[:keep] for f in fs], at) for fs, at in train]
        cut_test = [([f[:keep] for f in fs], at) for fs, at in test]
        w = fit(cut_train, l2=l2)
        by_eps = {e: nats(w, cut_test, e) for e in EPSILONS}
        eps = max(by_eps, key=by_eps.__getitem__)
        print(f"  fitted, {label} ({keep}; {time.process_time() - start:.1f} s CPU): "
              f"train {nats(w, cut_train, eps):+.3f}, held out "
              + ", ".join(f"eps={e}: {g:+.3f}" for e, g in by_eps.items()), flush=True)
        results[label] = (w, eps, by_eps[eps])
    w, eps, gain = results["with the game's"]
    favourite = sum(max(range(len(fs)), key=softmax(w, fs).__getitem__) == at
                    for fs, at in test) / len(test)
    print(f"  the fitted model's favourite played in {favourite:.0%} of held-out decisions")
    for name, x in zip(names, w, strict=True):
        print(f"    {name:>22} {x:+.3f}")
    if weights_out is not None:
        model = MoveModel(names, tuple(round(x, 5) for x in w), eps)
        data = {**model.to_json(), "game": game, "labels": path.name,
                "games": len(rows) - held_out, "decisions": len(train),
                "held_out_gain": round(gain, 4)}
        weights_out.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(f"  weights written to {weights_out}")
    return gain - max(easy_gain.values())


def agree(game: str, path: Path, held_out: int, reruns: int, limit: int | None,
          weights: Path | None = None) -> float:
    """How predictable hard-v1 is at all: its move again with `reruns` other seeds.

    At the held-out decisions, hard-v1 searches the same observation with other
    seeds. The share of re-runs that play the labelled move, and the labelled
    move's mean log-probability over uniform under the re-runs' own frequencies
    (add-half smoothed): what a model that knew the bot's search exactly, but not
    its seed, would read from one move, roughly. With `weights`, the fitted model's
    gain on the same decisions, for comparison.
    """
    rows = read_labels(path)[-held_out:]
    policy = hard_v1(game, 0, 1).policy
    model = MoveModel.load(weights) if weights is not None else None
    same: list[float] = []
    gains: list[float] = []
    fitted: list[float] = []
    for row in rows:
        iterations = row["iterations"]
        for state, legal, at in replay(row):
            if limit is not None and len(gains) >= limit:
                break
            obs = state.observation(state.current_player)
            counts = [0.5] * len(legal)
            for k in range(reruns):
                move = hard_v1(game, 9_000_000 + 7919 * k + len(gains), iterations).choose(
                    obs, None)
                counts[legal.index(move)] += 1.0
            total = sum(counts)
            if model is not None:
                fitted.append(math.log(model.probabilities(policy, state, legal)[at]
                                       * len(legal)))
            same.append((counts[at] - 0.5) / reruns)
            gains.append(math.log(counts[at] / total * len(legal)))
    print(f"{game}: {len(gains)} held-out decisions, hard-v1 searched again with {reruns} other "
          f"seeds: the labelled move in {statistics.mean(same):.0%} of the re-runs; its "
          f"frequency there reads {statistics.mean(gains):+.3f} nats a decision over uniform")
    if fitted:
        print(f"  the fitted model reads {statistics.mean(fitted):+.3f} on the same decisions")
    return statistics.mean(gains)


def rank_compare(game: str, weights: Path, games: int, iterations: int,
                 limit: int | None = None) -> tuple[float, float]:
    """The true deal's mean rank against hard-v1: the calibrating belief, then the fitted
    model's belief, on the same games (beliefs.py rank)."""
    policy = hard_v1(game, 0, 1).policy
    model = MoveModel.load(weights)
    found = []
    for label, tracker_of in (
            ("calibrating easy values", lambda: BeliefTracker(policy)),
            ("fitted model", lambda: BeliefTracker(policy, model=model))):
        print(f"  {label}:", flush=True)
        found.append(rank(game, 2, "hard-v1", games, limit, iterations, tracker_of) or 0.5)
        cost(game, 2, max(1, games // 4), limit, tracker_of)
    return found[0], found[1]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("labels", "fit", "agree", "rank"), nargs="?")
    parser.add_argument("labels_file", type=Path, nargs="?",
                        help="the labels (labels: written; fit, agree: read)")
    parser.add_argument("--quick", action="store_true", help=QUICK_HELP)
    parser.add_argument("--game", default="astromagie", choices=registry.ids())
    parser.add_argument("--games", type=int, default=200, help="labels, rank: games to play")
    parser.add_argument("--seed", type=int, default=1, help="labels: the deals' base seed")
    parser.add_argument("--iterations", type=int, default=300,
                        help="hard-v1's iterations a move (labels, rank)")
    parser.add_argument("--held-out", type=int, default=50,
                        help="fit, agree: the last games of the labels, not fitted")
    parser.add_argument("--weights", type=Path, default=None,
                        help="fit: write the fitted model here; rank, agree: read it")
    parser.add_argument("--reruns", type=int, default=8, help="agree: searches a decision")
    parser.add_argument("--limit", type=int, default=None, help="agree, rank: decisions")
    args = parser.parse_args(argv)
    report_machine()
    if args.quick:  # two short games, fitted on one, read on the other: the code still runs
        with tempfile.TemporaryDirectory(prefix="astromagie-oppfit-") as folder:
            out = Path(folder) / "labels.jsonl"
            weights = Path(folder) / "weights.json"
            labels(args.game, 2, args.seed, 20, out)
            gain = fit_labels(args.game, out, 1, weights)
            agree(args.game, out, 1, 2, 3, weights)
            rank_compare(args.game, weights, 1, 20, 3)
        figure("fitted model's held-out gain over the easy values", gain, "nats a decision")
        report_machine()
        return 0
    if args.command is None:
        parser.error("a command is required: labels, fit, agree or rank (or --quick)")
    if args.command in ("labels", "fit", "agree") and args.labels_file is None:
        parser.error(f"{args.command} needs the labels file")
    if args.command == "labels":
        count = labels(args.game, args.games, args.seed, args.iterations, args.labels_file)
        figure("labelled decisions written", count, "decisions")
    elif args.command == "fit":
        figure("fitted model's held-out gain over the easy values",
               fit_labels(args.game, args.labels_file, args.held_out, args.weights),
               "nats a decision")
    elif args.command == "agree":
        figure("hard-v1's own re-runs read", agree(args.game, args.labels_file, args.held_out,
                                                    args.reruns, args.limit, args.weights),
               "nats a decision")
    else:
        if args.weights is None:
            parser.error("rank needs --weights")
        calibrating, fitted = rank_compare(args.game, args.weights, args.games,
                                           args.iterations, args.limit)
        figure("true deal's mean rank, fitted model minus calibrating belief",
               fitted - calibrating, "(0: no better)")
    report_machine()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
