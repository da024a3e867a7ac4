"""A person's turn at Monad: drops, clicks and buttons turned into the engine's moves.

- Trade: a hand card dropped on the column (or the Monad supply) whose card the
  trade would bring. The engine's legal trades decide; when the card pairs
  with several partners or the trade may take the bonus, a picker asks (the
  bonus now or kept for later), never guessed.
- Buy: a click on a column (or the Monad supply) opens a purchase *being
  composed*: the cards dropped on it or on the tray are staged, the running
  sum shown, nothing is committed; the card that reaches the price makes the
  engine's moves in order (`B t`, then `P c` for each card, as staged). A card
  dropped on a column it cannot trade into starts that purchase with itself.
  "Pay the rest" lets the bots' judgement choose the remaining payment.
- Leap: Commons dropped on the tray are staged while some legal leap still
  holds them all; the tray says which card they reach; Leap (or a click on
  that column) makes it.
- Draw, Flip, Pass (only when the engine lists it) and End turn are buttons.
Every yes or no comes from the engine (`legal_moves`, `check`, a copy played).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from astromagie.host.game import Violation
from astromagie.kit.view import NOTHING, Action, Decision, TurnInputBase

from ..cards import CODES, INDEX, RANK_VALUE
from ..moves import BUY, decode
from ..policy import POLICY
from ..state import MonadState
from .faces import RELATIVE, engine_code
from .picker import partner_of, trade_decision
from .refusals import counted, rank_refusal, ranks_wanted, switch_words
from .words import (
    card_name,
    phrase,
    rank_name,
    received,
    target_name,
    text_of,
)

COLUMN_ZONES = ("col:2", "col:3", "col:4", "col:5", "monad")


def zone_rank(zone: str) -> int:
    """The rank a column zone holds (6 for the Monad supply), 0 for other zones."""
    if zone == "monad":
        return 6
    if zone.startswith("col:"):
        return int(zone[4:])
    return 0


def zone_of(code: str) -> str:
    """The zone a received card comes from: its column, or the Monad supply."""
    return "monad" if code == "M" else f"col:{code[1]}"


def bot_payment(paying: MonadState) -> list[str]:
    """The payment moves that close the purchase open in `paying` (a copy, played on), as
    the bots pay: the card they need least first. Pay the rest and the hint share it."""
    moves: list[str] = []
    while paying.target:
        options = paying.legal_moves()
        values = POLICY.move_values(paying, options)
        best = options[max(range(len(options)), key=values.__getitem__)]
        paying.apply(best)
        moves.append(best)
    return moves


# each action's key, as its button shows it (`MonadTurn.actions`)
ACTION_KEYS = {"draw": pygame.K_d, "flip": pygame.K_f, "pay": pygame.K_a, "leap": pygame.K_j,
               "pass": pygame.K_x, "end": pygame.K_e}


# the buttons that end the turn, the first the engine allows shown in their one slot
TURN_ENDS = (("draw", "D"), ("flip", "F"), ("pass", "X"), ("end", "E"))


def in_order(codes: Sequence[str]) -> list[str]:
    return sorted(codes, key=lambda c: INDEX[c])


class MonadTurn(TurnInputBase):
    """One person's turn; lives until the next move is made (the kit then asks anew)."""

    def __init__(self, state: MonadState, seat: int, names: Sequence[str]):
        self.state = state
        self.seat = seat
        self.names = list(names)
        self.made = len(state.history)  # the position this turn input was made for
        self.mode = ""  # "", "buy" (a purchase being composed) or "leap"
        self.target = 0  # the rank being bought (6: a Monad)
        self.cards: list[str] = []  # the staged cards, as the hand shows them
        # why a drop began a purchase instead of a trade, said until the next card
        self.switched = ""
        self._legal: list[str] | None = None

    # --- what the engine says --------------------------------------------------------
    def legal(self) -> list[str]:
        if self._legal is None:
            self._legal = self.state.legal_moves()
        return self._legal

    def is_live(self, state: MonadState) -> bool:
        """Whether this turn input still speaks for `state` (no move made since)."""
        return (state is self.state and len(state.history) == self.made
                and state.current_player == self.seat)

    def trades(self, code: str, zone: str | None = None) -> list[str]:
        """The legal trades giving `code` (engine code), into `zone` if given."""
        index = INDEX[code]
        found = []
        for move in self.legal():
            if move[0] != "T" or index not in decode(move).cards:
                continue
            if zone is None or zone_of(received(self.state, move)[0]) == zone:
                found.append(move)
        return found

    def _trade_violation(self, code: str, zone: str) -> Violation:
        """Why `code` cannot trade into `zone`: the rank first when the column is higher
        than its next (pt10d 8: "drop it on the yellow Bi" left out why not the Quint),
        then where its trade goes, then the engine's word on a pairing in hand."""
        legal_elsewhere = self.trades(code)
        there = received(self.state, legal_elsewhere[0])[0] if legal_elsewhere else None
        wrong_rank = rank_refusal(code, zone_rank(zone), self.shown(code).endswith(RELATIVE),
                                  there)
        if wrong_rank is not None:
            return wrong_rank
        if there is not None:
            return Violation("MO12", "wrong_column", "the trade brings another card",
                             {"card": card_name(code), "target": card_name(there),
                              # German declines them ("Mit dem roten Einer … das grüne Bi")
                              "with_card": phrase(code, "dat"),
                              "target_card": phrase(there, "the")})
        hand = self.state.hands[self.seat]
        index = INDEX[code]
        partners = [c for c in range(30) if hand[c] and (c != index or hand[c] > 1)]
        partners.sort(key=lambda c: (c // 6 != index // 6, c))  # same rank first
        for c in partners or [index]:
            lo, hi = sorted((index, c))
            violation = self.state.check(f"T {CODES[lo]} {CODES[hi]}")
            if violation is not None:
                return ranks_wanted(violation, code)
        return Violation("MO12", "temperature", "a trade gives one warm and one cool card")

    def _buy_state(self) -> MonadState:
        """A copy with the purchase being composed made so far."""
        copy = self.state.clone()
        if not self.state.target:
            copy.apply(BUY[self.target])
        for card in self.cards:
            copy.apply(f"P {engine_code(card)}")
        return copy

    def shown(self, code: str) -> str:
        """A card's code as the hand shows it (a relative of this seat marked)."""
        index = INDEX[code]
        relative = index >= 6 and index % 6 == self.state.ident[self.seat]
        return code + RELATIVE if relative else code

    def paid(self) -> int:
        return sum(RANK_VALUE[int(engine_code(c)[1])] for c in self.cards)

    def price(self) -> int:
        return RANK_VALUE[self.target]

    def _leaps(self) -> list[str]:
        return [m for m in self.legal() if m[0] == "J"]

    def leap_move(self) -> str | None:
        """The leap the staged Commons make now, if the engine allows it."""
        if self.mode != "leap" or not self.cards:
            return None
        move = "J " + " ".join(in_order([engine_code(c) for c in self.cards]))
        return move if move in self.legal() else None

    def _leap_fits(self, codes: list[str]) -> bool:
        if len(set(codes)) != len(codes):
            return False
        return any(set(codes) <= set(m.split()[1:]) for m in self._leaps())

    def _leap_violation(self, codes: list[str]) -> Violation:
        """The engine's reason a leap with these cards cannot be made (completed to four)."""
        hand = self.state.hands[self.seat]
        extra = [CODES[c] for c in range(6) if hand[c] and CODES[c] not in codes]
        full = codes + extra[:max(0, 4 - len(codes))]
        violation = self.state.check("J " + " ".join(in_order(full)))
        if violation is None and len(codes) < 4:
            # the hand can leap, the tray holds too few: say what to lay there (pt14d 2:
            # J on an empty tray checked "J " and heard the engine's FORMAT)
            return Violation("MO16", "leap_stage", "lay 4 to 6 Commons on the tray first")
        if violation is None:
            violation = self.state.check("J " + " ".join(in_order(codes)))
        return violation or Violation("MO16", "leap_size", "a leap gives 4, 5 or 6 Commons")

    # --- the kit's questions -----------------------------------------------------------
    def targets(self, card: str) -> set[str]:
        code = engine_code(card)
        if self.state.target:
            return {"tray"} if f"P {code}" in self.legal() else set()
        zones: set[str] = set()
        if self.mode == "buy" and self._buy_state().check(f"P {code}") is None:
            zones |= {self._buy_zone(), "tray"}
        for move in self.trades(code):
            zones.add(zone_of(received(self.state, move)[0]))
        if self.mode != "buy" and self._leap_fits(
                [engine_code(c) for c in self.cards if self.mode == "leap"] + [code]):
            zones.add("tray")
        return zones

    def _buy_zone(self) -> str:
        return "monad" if self.target == 6 else f"col:{self.target}"

    def preview(self, card: str, zone: str) -> str:
        zone = "tray" if zone.startswith("staged:") else zone  # a staged card lies on it
        code = engine_code(card)
        value = RANK_VALUE[int(code[1])]
        if self.state.target:
            return text_of("preview.pay_open", value=value, due=self.state.due) \
                if zone == "tray" and f"P {code}" in self.legal() else ""
        if self.mode == "buy" and zone in (self._buy_zone(), "tray"):
            if self._buy_state().check(f"P {code}") is not None:
                if int(code[1]) >= self.target:  # the payment rule, where it bites (item 18)
                    return text_of("preview.pay_lower", rank=rank_name(self.target),
                                   card_the=phrase(code, "the"))
                return ""
            return self._pay_words(value)
        if zone == "tray":
            staged = [engine_code(c) for c in self.cards] if self.mode == "leap" else []
            if not self._leap_fits(staged + [code]):
                return ""
            return text_of("preview.leap", count=len(staged) + 1)
        if zone not in COLUMN_ZONES:
            return ""
        trades = self.trades(code, zone)
        if trades:
            got = received(self.state, trades[0])[0]
            partners = {partner_of(m, code) for m in trades}
            if len(partners) > 1:
                return text_of("preview.trade_choice", card=card_name(got),
                               card_the=phrase(got, "the"))
            partner = phrase(partners.pop(), "dat")  # named: the drop trades at once
            if any(m.endswith("+") for m in trades):
                return text_of("preview.trade_bonus", partner=partner, card=card_name(got),
                               card_the=phrase(got, "the"))
            return text_of("preview.trade", partner=partner, card=card_name(got),
                           card_the=phrase(got, "the"))
        rank = zone_rank(zone)
        if self.state.check(BUY[rank]) is None and int(code[1]) < rank:
            return text_of("preview.buy", card=target_name(self.state, rank),
                           card_the=self._target_phrase(rank), price=RANK_VALUE[rank],
                           value=value)
        return ""

    def _target_phrase(self, rank: int) -> str:
        """The card a buy of `rank` gets, declined ("die grüne Tri", "eine Monade")."""
        col = self.state.cols[rank] if rank < 6 else []
        return phrase(CODES[col[0]], "the") if col else phrase("M", "a")

    def _pay_words(self, value: int) -> str:
        paid = self.paid() + value
        price = self.price()
        if paid >= price:
            return text_of("preview.pay_closes", value=value, paid=paid, price=price,
                           card=target_name(self.state, self.target),
                           card_the=self._target_phrase(self.target))
        return text_of("preview.pay", value=value, paid=paid, price=price)

    def drop(self, card: str, zone: str) -> Decision:
        zone = "tray" if zone.startswith("staged:") else zone  # a staged card lies on it
        code = engine_code(card)
        if self.state.target:  # a purchase left open (a game saved while paying)
            move = f"P {code}"
            violation = self.state.check(move)
            return Decision.refuse(violation) if violation else Decision.make(move)
        if self.mode == "buy" and zone in (self._buy_zone(), "tray"):
            return self._pay(card)
        if zone == "tray":
            return self._stage_leap(card)
        if zone not in COLUMN_ZONES:
            return NOTHING
        trades = self.trades(code, zone)
        if trades:
            return trade_decision(self.state, self.seat, code, trades)
        rank = zone_rank(zone)
        if int(code[1]) < rank and self.state.check(BUY[rank]) is None:
            why = self._trade_violation(code, zone)
            self._start_buy(rank)  # the card starts paying for what it was dropped on
            decision = self._pay(card)
            if decision.kind == "staged":  # said, not silent (pt15d 4)
                self.switched = switch_words(self.state, self.seat, code, why, rank)
            return decision
        return Decision.refuse(self._trade_violation(code, zone))

    def refusal(self, card: str, zone: str) -> Violation | None:
        """Why a drop of `card` on `zone` would be refused, changing nothing: the reasons
        `drop` gives, asked of copies of the position (None: the drop would be taken)."""
        zone = "tray" if zone.startswith("staged:") else zone
        code = engine_code(card)
        if self.state.target:
            return self.state.check(f"P {code}")
        if self.mode == "buy" and zone in (self._buy_zone(), "tray"):
            return self._buy_state().check(f"P {code}")
        if zone == "tray":
            staged = [engine_code(c) for c in self.cards] if self.mode == "leap" else []
            return None if self._leap_fits(staged + [code]) else self._leap_violation(
                staged + [code])
        if zone not in COLUMN_ZONES or self.trades(code, zone):
            return None
        rank = zone_rank(zone)
        if int(code[1]) < rank and self.state.check(BUY[rank]) is None:
            paying = self.state.clone()  # the card would start paying for this rank
            paying.apply(BUY[rank])
            return paying.check(f"P {code}")
        return self._trade_violation(code, zone)

    def _start_buy(self, rank: int) -> None:
        self.mode, self.target, self.cards = "buy", rank, []

    def _pay(self, card: str) -> Decision:
        self.switched = ""
        move = f"P {engine_code(card)}"
        copy = self._buy_state()
        violation = copy.check(move)
        if violation is not None:
            return Decision.refuse(violation)
        copy.apply(move)
        self.cards.append(self.shown(engine_code(card)))
        if copy.target:
            return Decision("staged")
        return self._commit()

    def _commit(self) -> Decision:
        moves = [BUY[self.target], *(f"P {engine_code(c)}" for c in self.cards)]
        self.reset()
        return Decision.sequence(moves)

    def _stage_leap(self, card: str) -> Decision:
        code = engine_code(card)
        staged = [engine_code(c) for c in self.cards] if self.mode == "leap" else []
        if not self._leap_fits(staged + [code]):
            return Decision.refuse(self._leap_violation(staged + [code]))
        if self.mode != "leap":
            self.mode, self.target, self.cards = "leap", 0, []
        self.cards.append(self.shown(code))
        return Decision("staged")

    def reset(self) -> None:
        self.mode, self.target, self.cards, self.switched = "", 0, [], ""

    def click(self, zone: str) -> Decision:
        if zone.startswith("staged:"):
            index = int(zone[7:])
            if 0 <= index < len(self.cards):
                self.cards.pop(index)
                self.switched = ""
                if not self.cards:
                    self.reset()
                return Decision("staged")
            return NOTHING
        if zone == "talon":
            for move in ("D", "F"):
                if move in self.legal():
                    return Decision.make(move)
            violation = self.state.check("D" if self.state.talon else "F")
            return Decision.refuse(violation) if violation else NOTHING
        if zone not in COLUMN_ZONES:
            return NOTHING
        leap = self.leap_move()
        if leap is not None and zone_of(received(self.state, leap)[0]) == zone:
            self.reset()
            return Decision.make(leap)
        if self.state.target:
            return NOTHING
        rank = zone_rank(zone)
        if self.mode == "buy" and self.target == rank:
            self.reset()  # a second click puts the purchase away
            return Decision("staged")
        violation = counted(self.state.check(BUY[rank]), rank)
        if violation is not None:
            return Decision.refuse(violation)
        self._start_buy(rank)
        return Decision("staged")

    def actions(self) -> list[Action]:
        """The turn's buttons in two fixed slots over the kit's Hint and Undo: lower, the
        one that ends the turn (Draw, Flip, Pass or End turn, from the engine's legal
        moves); above it the one that completes what lies on the tray: Leap while Commons
        are staged, else Pay the rest, shut while no purchase is composed. So no button
        takes the place of one of the other kind: pt8d 7, a click where Pay the rest had
        been, just after a refused buy, flipped the discard pile and ended the turn (and a
        fifth button set the column closer at 1024x700, moving them all). While a purchase
        is being composed the buttons are those of the purchase made so far, so the turn's
        end is shut (pt3 item 23: Draw beside Pay the rest left the player unsure what it
        would do to the payment; once bought, only payments are legal)."""
        legal = self._buy_state().legal_moves() if self.mode == "buy" else self.legal()
        if self.mode == "leap":
            tray = Action("leap", text_of("action.leap"), self.leap_move() is not None,
                          pygame.K_j)
        else:
            tray = Action("pay", text_of("action.pay"),
                          self.mode == "buy" or bool(self.state.target), pygame.K_a)
        ending = next((action for action, move in TURN_ENDS if move in legal), "end")
        return [tray, Action(ending, text_of(f"action.{ending}"),
                             ending != "end" or "E" in legal, ACTION_KEYS[ending])]

    def press(self, action: str) -> Decision:
        simple = {"draw": "D", "flip": "F", "pass": "X", "end": "E"}
        if action in simple:
            move = simple[action]
            # a purchase being composed is asked as if made: the engine's own refusal
            violation = (self._buy_state() if self.mode == "buy" else self.state).check(move)
            return Decision.refuse(violation) if violation else Decision.make(move)
        if action == "leap":
            leap = self.leap_move()
            if leap is None:
                return Decision.refuse(self._leap_violation(
                    [engine_code(c) for c in self.cards]))
            self.reset()
            return Decision.make(leap)
        if action == "pay":
            return self._pay_rest()
        return NOTHING

    def hidden_keys(self) -> dict[int, str]:
        """The keys of the turn's actions that have no button now, each to its action (the
        kit asks `action_refusal` when one is pressed: pt6d 2, X and F said nothing)."""
        shown = {action.id for action in self.actions()}
        return {key: action for action, key in ACTION_KEYS.items() if action not in shown}

    def action_refusal(self, action: str) -> Violation | None:
        """Why the button `action` is shut or not shown, in the engine's own words and rule
        (pt6d 2: X and F pressed at the start of a turn with a full talon did nothing and
        said nothing): Pass only when nothing else is possible (MO11), Flip only on an
        empty talon (MO10), Draw, Flip and Pass only to start a turn (MO7)."""
        simple = {"draw": "D", "flip": "F", "pass": "X", "end": "E"}
        if action in simple:
            return (self._buy_state() if self.mode == "buy" else self.state).check(
                simple[action])
        if action == "leap" and self.leap_move() is None:
            return self._leap_violation([engine_code(c) for c in self.cards])
        if action == "pay" and self.mode != "buy" and not self.state.target:
            return Violation("MO15", "no_purchase", "a payment needs an open purchase")
        return None

    def _pay_rest(self) -> Decision:
        """The rest of the purchase paid as the bots would pay it (least needed first)."""
        if self.state.target:
            copy = self.state.clone()
            moves: list[str] = []
        else:
            copy = self._buy_state()
            moves = [BUY[self.target], *(f"P {engine_code(c)}" for c in self.cards)]
        moves += bot_payment(copy)
        self.reset()
        return Decision.sequence(moves)

    def staged(self) -> list[str]:
        return list(self.cards)

    def opening(self, move: str) -> str | None:
        """The column whose click begins the hinted purchase `move` (the kit's Enter then
        lays its payment card by card: pt16d 2, Enter laid one card and stopped); None
        for any other move, or once that purchase is being composed."""
        d = decode(move)
        if d.kind != "B" or self.state.target or (self.mode == "buy" and self.target == d.number):
            return None
        return "monad" if d.number == 6 else f"col:{d.number}"

    # --- words for the status line and the tray --------------------------------------
    def note(self) -> str:
        """What is being composed, in words ("" when nothing is)."""
        if self.state.target:
            return text_of("status.paying_open", card=target_name(self.state, self.state.target),
                           due=self.state.due)
        if self.mode == "buy":
            paid, price = self.paid(), self.price()
            return text_of("status.paying", card=target_name(self.state, self.target),
                           price=price, paid=paid, left=price - paid)
        if self.mode == "leap":
            leap = self.leap_move()
            if leap is None:
                return text_of("status.leaping", count=len(self.cards))
            return text_of("status.leap_ready", count=len(self.cards),
                           card=card_name(received(self.state, leap)[0]))
        return ""
