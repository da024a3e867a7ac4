"""Why one Solar Republic move beat another, in a fact that tells the two apart (the review).

The review names the better move and why (`SolarPolicy.compare`). The hint's reason
for the better move alone may be as true of the move played: "A 2: you play again at
once" for Pluto, when the move played, Umbriel, was a 2 as well (pt10c 10). Where the
two share their first fact, this says the next one that differs: the smaller trump
for the same book, a Sol card left on top for the mover's own 3 to steal on (SR9), a
top card fewer unseen trumps could take, more of the mover's cards fitting on it; or,
with nothing apart at once, that the difference lies in the turns after.
"""

from __future__ import annotations

from collections import Counter

from .cards import DECK, RANK, SUIT
from .moves import DRAW, MOVE_INFO, Move
from .state import SolarState, takes_a_book

Reason = tuple[str, dict[str, object]]


def takers_unseen(g: SolarState, top: str) -> int:
    """How many trumps the mover cannot see (in the draw pile or another hand) would take
    a pile with `top` on it: every 3 and 5, and the 4 of its suit; from public cards only."""
    unseen = Counter(DECK)
    for zone in (g.hands[g.current], g.pile, [top], *g.won):
        unseen.subtract(zone)
    return sum(n for code, n in unseen.items() if n > 0 and (
        RANK[code] in (3, 5) or (RANK[code] == 4 and SUIT[code] == SUIT[top])))


def _fits_after(g: SolarState, move: Move) -> int:
    """How many of the mover's cards fit on the top card `move` leaves (a 2 moves again)."""
    top = MOVE_INFO[move].code
    hand = list(g.hands[g.current])
    hand.remove(top)
    return sum(1 for c in hand if SUIT[c] == SUIT[top] or RANK[c] == RANK[top]
               or RANK[c] in (3, 5))


def _sol_steal_next(g: SolarState, move: Move) -> bool:
    """Whether `move`, a 2, leaves a Sol card on top for the mover's own 3 to take with a
    steal on the extra turn (SR3, SR9): some other player has won cards to take."""
    info = MOVE_INFO[move]
    if info.rank != 2 or SUIT[info.code] != "SO":
        return False
    hand = list(g.hands[g.current])
    hand.remove(info.code)
    others = any(g.won[q] for q in range(g.n) if q != g.current)
    return others and any(RANK[c] == 3 for c in hand)


def compare_reason(g: SolarState, played: Move, better: Move, better_reason: Reason,
                   played_reason: Reason) -> Reason | None:
    """Why `better` beat `played`, as a key under `solar-republic.` and its parameters;
    None where the hint's reason for `better` (`better_reason`) is not that of `played`
    (it already tells them apart)."""
    if better_reason[0] != played_reason[0] or DRAW in (played, better):
        return None
    mine, best = MOVE_INFO[played], MOVE_INFO[better]
    if takes_a_book(g, better) and takes_a_book(g, played) and best.rank < mine.rank:
        return "review.smaller_trump", {"rank": best.rank, "played_rank": mine.rank}
    if not takes_a_book(g, better) and not takes_a_book(g, played):
        if _sol_steal_next(g, better) and not _sol_steal_next(g, played):
            return "review.sol_for_your_3", {}
        if best.rank == mine.rank == 2:  # the mover plays on it at once: what fits
            fits, my_fits = _fits_after(g, better), _fits_after(g, played)
            if fits > my_fits:
                return "review.more_fit", {"count": fits, "played_count": my_fits}
        takers, my_takers = takers_unseen(g, best.code), takers_unseen(g, mine.code)
        if takers < my_takers:
            return "review.fewer_takers", {"count": takers, "played_count": my_takers}
    return "review.later", {}
