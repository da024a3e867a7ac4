"""What an exact endgame would be worth to a bot in two-seat Astromagie (issue 31).

With two seats, once the draw pile is empty every card the seat cannot see is
in the other hand: the rest of the game is perfect information and can be
solved. Before building a solver into the hard bot, this measures what it
would gain: it plays two-seat games between `medium` bots and, at every
decision of that phase with more than one legal move, asks the bot measured
(`--bot`, default `hard`, without a clock) for its move and solves the
position exactly (alpha-beta over the real game with a transposition table,
values are the search's own rewards: the win share and a little of the
margin). It reports how many decisions fall in the phase, how many of the
bot's moves are not optimal, the mean reward they lose, the decisions where
the loss changes the game's result (a loss above 0.2 of a reward), and the
solver's CPU time by the cards left in both hands (does it fit the clock?).

    python3 benchmarks/endgame.py [--games 16] [--bot hard] [--seed 9] [--quick]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import QUICK_HELP, figure, report_machine  # noqa: E402

from astromagie.ai import make_bot  # noqa: E402
from astromagie.games.astromagie.engine import Game, Move  # noqa: E402
from astromagie.games.astromagie.policy import POLICY  # noqa: E402
from astromagie.host.game import game_seed  # noqa: E402

CHANGES_RESULT = 0.2  # a reward lost above this changes the win share, not only the margin


class Solver:
    """Alpha-beta on seat 0's reward (the rewards of two seats sum to 1), with bounds kept
    per position in a transposition table."""

    def __init__(self) -> None:
        self.table: dict[tuple[object, ...], tuple[float, float]] = {}
        self.nodes = 0

    @staticmethod
    def key(g: Game) -> tuple[object, ...]:
        scores = g.scores
        return (g.current_player, g.leader, tuple(sorted(g.hand(0))), tuple(sorted(g.hand(1))),
                g.row(), g.top(), scores[0] - scores[1])

    def value(self, g: Game, alpha: float, beta: float) -> float:
        if g.is_over():
            return POLICY.rewards(g)[0]
        self.nodes += 1
        key = self.key(g)
        low, high = self.table.get(key, (-1.0, 2.0))
        if low >= beta:
            return low
        if high <= alpha:
            return high
        alpha, beta = max(alpha, low), min(beta, high)
        first_alpha, first_beta = alpha, beta
        maximising = g.current_player == 0
        best = -1.0 if maximising else 2.0
        moves = g.legal_moves()
        values = POLICY.move_values(g, moves)
        for i in sorted(range(len(moves)), key=lambda i: -values[i]):
            v = self.value(g.child(moves[i]), alpha, beta)
            if maximising:
                best = max(best, v)
                alpha = max(alpha, best)
            else:
                best = min(best, v)
                beta = min(beta, best)
            if alpha >= beta:
                break
        if best <= first_alpha:
            self.table[key] = (low, best)
        elif best >= first_beta:
            self.table[key] = (best, high)
        else:
            self.table[key] = (best, best)
        return best

    def values(self, g: Game) -> dict[Move, float]:
        """Each legal move's exact value for the player to move."""
        sign = 1.0 if g.current_player == 0 else -1.0
        return {m: sign * self.value(g.child(m), -1.0, 2.0) for m in g.legal_moves()}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=16)
    parser.add_argument("--bot", default="hard", help="the bot whose endgame moves are judged")
    parser.add_argument("--seed", type=int, default=9)
    parser.add_argument("--quick", action="store_true", help=QUICK_HELP)
    args = parser.parse_args(argv)
    # --quick: one game, its moves before the endgame by `easy` (medium thinks on a clock,
    # most of a quick run's time) and `medium` judged in the endgame
    players_level = "medium"
    if args.quick:
        args.games, args.bot, players_level = 1, "medium", "easy"
    decisions = phase = worse = 0
    lost = 0.0
    changed: list[tuple[int, int, float]] = []
    cpu_by_cards: dict[int, list[float]] = {}
    for index in range(args.games):
        seed = game_seed(args.seed, index)
        game = Game.new(2, seed)
        players = [make_bot(players_level, seed * 7 + s, "astromagie") for s in range(2)]
        judged = [make_bot(args.bot, seed * 7 + s, "astromagie") for s in range(2)]
        while not game.is_over():
            seat = game.current_player
            obs = game.observation(seat)
            legal = game.legal_moves()
            if len(legal) > 1:
                decisions += 1
            if game.pile_count == 0 and len(legal) > 1:
                phase += 1
                move = judged[seat].choose(obs, None)
                start = time.process_time()
                exact = Solver().values(game)
                cards = len(game.hand(0)) + len(game.hand(1))
                cpu_by_cards.setdefault(cards, []).append(time.process_time() - start)
                loss = max(exact.values()) - exact[move]
                if loss > 1e-9:
                    worse += 1
                    lost += loss
                    if loss > CHANGES_RESULT:
                        changed.append((index, seat, round(loss, 3)))
            else:
                move = players[seat].choose(obs, None)
            game.apply(move)
    print(f"{args.games} two-seat games ({players_level} bots; {args.bot} at the decisions "
          f"after the pile ran out): {decisions} decisions with a choice, {phase} of them "
          f"({phase / max(1, decisions):.1%}) with the pile empty")
    print(f"{args.bot}: {worse} of {phase} not optimal, mean loss "
          f"{lost / max(1, phase):.4f} reward a decision; result-changing: {changed or 'none'}")
    times = [t for ts in cpu_by_cards.values() for t in ts]
    if times:
        print(f"solver CPU s: p50 {statistics.median(times):.3f}, max {max(times):.3f}; "
              "max by cards in both hands: " + ", ".join(
                  f"{c}: {max(ts):.3f}" for c, ts in sorted(cpu_by_cards.items())))
    figure(f"{args.bot}'s mean reward lost per endgame decision", lost / max(1, phase), "reward")
    report_machine()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
