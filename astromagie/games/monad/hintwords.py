"""The hint's words for Monad: the bots' judgement with reasons that say what matters most.

`MonadHintPolicy` is `MonadPolicy` with only `reason` changed: every value, rollout and
move choice is the policy's own, so the bots and the hint play exactly as before. The
words put two things first that the plain reason left out (pt18d):

- a move that makes a Monad now, or lets the very next step of this turn make one (the
  relative bought that trades with a Quint in hand), says so first, and "you win" when
  that Monad reaches the goal (pt18d 1: the winning buy read "two Bis trade for a Tri");
- a move that gives up a relative says so and why, every time (pt18d 3: a trade of the
  last relative said nothing of the shortcut it closed, the next one did).
"""

from __future__ import annotations

from typing import Any

from astromagie import i18n
from astromagie.i18n import tr

from .cards import IS_WARM, MONAD_RANK, RANK_VALUE, hand_points
from .moves import decode
from .policy import POLICY, MonadPolicy, brings_monad, threat_answer
from .public import QUINTS, monad_in_reach, quint_threats, threats
from .state import COL, MonadState

# reasons that already speak of the relative the move gives up (policy._why)
RELATIVE_SAID = ("hint.trade_relative_last", "hint.trade_relative_shortcut",
                 "hint.trade_monad", "hint.buy_monad")


class MonadHintPolicy(MonadPolicy):
    """The policy, worded for the hint: a Monad in reach said first, a relative given up
    said every time."""

    def reason(self, state: MonadState, move: Any) -> tuple[str, dict[str, object]]:
        move = str(move)
        seat = state.seat
        if brings_monad(state, move) and state.monads[seat] + 1 >= state.goal:
            return "hint.wins_now", {}
        next_monad = monad_next(state, move)
        if next_monad:
            return next_monad, {}
        key, params = self._why(state, move)
        relative = relative_given(state, move)
        if relative and key not in RELATIVE_SAID:
            said = f"monad.{key}"
            before = tr(said, **params) if i18n.has(said) else ""
            key, params = relative, {"why": before}
        if brings_monad(state, move):
            return key, params
        said = f"monad.{key}"
        if threats(state, seat):
            return threat_answer(state, move, tr(said, **params) if i18n.has(said) else "")
        quints = quint_threats(state, seat)
        if not quints:
            return key, params
        # the two-Quint way, said as the shortcut is (pt19d 3): who, and which card
        return "hint.threat_quints", {
            "why": tr(said, **params) if i18n.has(said) else "",
            "colour": tr(f"monad.colour.{'ROYPBG'[state.ident[quints[0]]]}")}


def played_through(state: MonadState, move: str) -> MonadState:
    """`state` after `move`, a buy paid as the bots pay (the card they need least first)."""
    after = state.clone()
    after.apply(move)
    while after.target and not after.is_over():
        options = after.legal_moves()
        values = POLICY.move_values(after, options)
        after.apply(options[max(range(len(options)), key=values.__getitem__)])
    return after


def monad_next(state: MonadState, move: str) -> str:
    """The reason's key when `move` (a trade or a buy, which leave the turn open) puts a
    Monad in reach of this turn's next step, and it was not before; "" otherwise. The key
    names how: the relative's shortcut with a Quint, two Quints, or 80 points to buy it."""
    if decode(move).kind not in "TB" or brings_monad(state, move):
        return ""
    seat = state.seat
    identity = state.ident[seat]
    if monad_in_reach(state.hands[seat], identity):
        return ""
    after = played_through(state, move)
    if after.is_over() or after.seat != seat:
        return ""
    hand = after.hands[seat]
    if not monad_in_reach(hand, identity):
        return ""
    win = "_win" if after.monads[seat] + 1 >= after.goal else ""
    if any(hand[c] for c in QUINTS if IS_WARM[c]) and any(
            hand[c] for c in QUINTS if not IS_WARM[c]):
        return f"hint.monad_next_quints{win}"
    if hand_points(hand) >= RANK_VALUE[MONAD_RANK]:
        return f"hint.monad_next_buy{win}"
    return f"hint.monad_next_shortcut{win}"


def relative_given(state: MonadState, move: str) -> str:
    """The key of the words for a move that gives up a relative of the mover (a trade
    with one in it, a payment or a buy paid with one), "" when it gives up none: the last
    one closes the shortcut until another comes, else one is kept for it."""
    seat = state.seat
    identity = state.ident[seat]
    d = decode(move)
    if d.kind not in "TBP":
        return ""
    if d.kind == "P":  # the one card this payment lays, not the rest a hint may lay later
        after = state.clone()
        after.apply(move)
    else:
        after = played_through(state, move)

    def relatives(hand: list[int]) -> int:
        return sum(hand[c] for c in range(6, 30) if COL[c] == identity)

    held, kept = relatives(state.hands[seat]), relatives(after.hands[seat])
    if kept >= held:  # none given, or one given and one got (a buy of a relative)
        return ""
    kind = "trade" if d.kind == "T" else "pay"
    return f"hint.gives_relative_{kind}_{'kept' if kept else 'last'}"


HINT_POLICY = MonadHintPolicy()

__all__ = ["HINT_POLICY", "MonadHintPolicy", "monad_next", "relative_given"]
