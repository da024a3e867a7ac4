"""A person's turn at The Solar Republic's table: drops on the pile, the draw pile, Draw.

Dropping a card on the pile plays it; a 3 on a Sol card, a 4 or a 5 then asks
what its power does (steal from whom, who draws four, or nothing), with the
seats' won stacks and scores on the answers (a 3 with one player to rob asks yes
or no); clicking the draw pile, the Draw button or D draws. The preview also warns
of what a play leaves the next player (a big pile, Sol on top). Every yes or
no is the engine's (`state.check`, `legal_moves`); this module only turns them into
decisions and words. The cards are the table's tokens ("SA2:titan"): the copy dropped
is the copy played (`Naming.choose`).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from astromagie.host.game import Violation
from astromagie.kit.view import Action, Decision, Option, TurnInputBase

from ..cards import RANK, SUIT, takes_book
from ..moves import DRAW, MOVE_INFO
from ..policy import move_values
from ..state import FORCED_DRAW, STEAL_SIZE, SolarState
from .names import NAMING, code_of
from .words import Score, card_title, seat_name, text_of, worded

BIG_PILE = 4  # a pile this big left to the next player is worth a warning (pt17 5)


class SolarTurn(TurnInputBase):
    """A person's turn: drops on the pile, a click on the draw pile, the Draw button."""

    def __init__(self, state: SolarState, seat: int, names: Sequence[str]):
        self.state = state
        self.seat = seat
        self.names = list(names)

    def _plays(self, card: str) -> list[str]:
        code = code_of(card)
        return [m for m in self.state.legal_moves() if m != DRAW and MOVE_INFO[m].code == code]

    def targets(self, card: str) -> set[str]:
        return {"pile"} if self._plays(card) else set()

    def preview(self, card: str, zone: str) -> str:
        if zone != "pile" or not self._plays(card):
            return ""
        top = self.state.top()
        book = top is not None and takes_book(code_of(card), top)
        steal = self._steal_preview(card, book)
        if steal:
            return steal
        if book:
            return text_of("preview.book", count=len(self.state.pile) + 1)
        if self._trump_without_book(card):
            return text_of("preview.rank_only")
        if RANK[code_of(card)] == 2:
            return text_of("preview.again")
        return self._leaves(card) or text_of("preview.play")

    def _steal_preview(self, card: str, book: bool) -> str:
        """The preview of a play that may steal (a 3 on Sol, SR9; a 5, SR11), saying so
        (pt19c 12: Mars over Eris said only "Takes the book: 8 cards", and the steal's
        question came as a surprise): whom, where one player has won cards; "" when the
        play can steal from nobody."""
        victims = [MOVE_INFO[m].target for m in self._plays(card) if MOVE_INFO[m].kind == "S"]
        if not victims:
            return ""
        count = len(self.state.pile) + 1
        if len(victims) > 1:
            return text_of("preview.book_steal_any" if book else "preview.steal_any",
                           count=count)
        victim = victims[0]
        return text_of("preview.book_steal" if book else "preview.steal", count=count,
                       name=seat_name(self.names, victim),
                       stolen=min(STEAL_SIZE, len(self.state.won[victim])))

    def _leaves(self, card: str) -> str:
        """What laying `card` (no book, no extra turn) leaves the next player, where it
        is dangerous (pt17 5): Sol on top while the mover has won cards, on which a 3
        steals them (SR9), or a pile of BIG_PILE cards or more that any 3 or 5 takes
        (SR7); "" when neither."""
        count = len(self.state.pile) + 1
        name = seat_name(self.names, (self.seat + 1) % self.state.num_players)
        sol = SUIT[code_of(card)] == "SO" and bool(self.state.won[self.seat])
        if sol:
            key = "preview.sol_top_feeds" if count >= BIG_PILE else "preview.sol_top"
            return text_of(key, name=name, count=count)
        return text_of("preview.feeds", name=name, count=count) if count >= BIG_PILE else ""

    def _lone_steal(self, plays: list[str]) -> str | None:
        """A 3's steal where only one player has won cards to take: the move that takes
        them (pt17 3: "Whom do you steal from?" with one rival to ask about): asked as a yes
        or no (`_ask_lone_steal`)."""
        steals = [m for m in plays if MOVE_INFO[m].kind == "S"]
        if MOVE_INFO[plays[0]].rank != 3 or len(steals) != 1:
            return None
        return steals[0]

    def _trump_without_book(self, card: str) -> bool:
        """Whether `card` is a 4 laid on another suit's 4: it fits by rank, and takes no
        book (SR5, SR7; pt14c 6: its dialog asked only who draws, and a trump seemed to
        have lost its pile)."""
        top = self.state.top()
        return (top is not None and RANK[code_of(card)] == 4 == RANK[top]
                and not takes_book(code_of(card), top))

    def _play_refusal(self, card: str) -> Violation | None:
        """The engine's reason `card` may not go on the pile, worded with the faces' names
        (None when it may)."""
        if self._plays(card):
            return None
        violation = self.state.check(f"P {code_of(card)}")
        if violation is None:
            return None
        pile = NAMING.table(self.state).pile
        return worded(violation, card=card, top=pile[-1] if pile else "")

    def refusal(self, card: str, zone: str) -> Violation | None:
        """Why a drop on the pile would be refused (the drop's own reason), changing
        nothing; the draw pile refuses no drop, it ignores it."""
        return self._play_refusal(card) if zone == "pile" else None

    def drop(self, card: str, zone: str) -> Decision:
        if zone == "draw":
            return Decision("none")
        plays = self._plays(card)
        if not plays:
            violation = self._play_refusal(card)
            return Decision.refuse(violation) if violation else Decision("none")
        NAMING.choose(self.state, card)
        if len(plays) == 1:
            return Decision.make(plays[0])
        lone = self._lone_steal(plays)
        if lone is not None:  # one player to rob: a yes or no, not "whom" (pt17 3, pt18 17)
            return self._ask_lone_steal(card, lone, plays)
        top = self.state.top()
        title = card_title(card)
        # the question names the choice its answers make (pt9c 4: "What does your Saturn
        # do?" read like a quiz on the rule): whom to steal from, who draws four, or which
        rank = MOVE_INFO[plays[0]].rank
        no_steal = not any(MOVE_INFO[m].kind == "S" for m in plays)
        if rank == 5 and no_steal:  # it asks what its answers offer (pt15c 3: "steal, or
            rank = 4  # make someone draw four?" over a dialog that offered no steal)
        # the title counts the cards a forced draw takes: the last three are not "four"
        # (pt16c 7: "Who draws four cards?" over answers that drew the last 3)
        left = self.state.draw_count
        end = "_end" if rank != 3 and 0 < left <= FORCED_DRAW else ""
        draws = text_of("choose.last_cards", count=left)
        question = (text_of(f"choose.question_book_{rank}{end}", card=title,
                            count=len(self.state.pile) + 1, draws=draws)
                    if top is not None and takes_book(code_of(card), top)
                    else text_of(f"choose.question_rank_only_4{end}", card=title, draws=draws)
                    if self._trump_without_book(card)
                    else text_of(f"choose.question_{rank}{end}", card=title, draws=draws))
        # a 5 whose steal is missing says why on its "neither" button (finding 32): the
        # question has two lines at most, a button may take two of its own
        return Decision.choose(question,
                               [Option(self._option_words(m, no_steal), m) for m in
                                self._option_order(plays)])

    def _ask_lone_steal(self, card: str, steal: str, plays: list[str]) -> Decision:
        """A 3 on Sol with one player to rob: "Steal 3 cards from Vega?", Steal or Don't
        steal. The steal is an offer (rules, decision 8): pt18 17 missed the question the
        Sun and Saturn asked, while pt17 3 found "Whom do you steal from?" odd with one to
        ask about; so it asks yes or no, the steal first (Return, and the lesson's answer)."""
        victim = MOVE_INFO[steal].target
        stolen = min(STEAL_SIZE, len(self.state.won[victim]))
        name = seat_name(self.names, victim)
        question = text_of("choose.question_lone_steal", card=card_title(card),
                           count=len(self.state.pile) + 1, stolen=stolen, name=name)
        decline = next(m for m in plays if not MOVE_INFO[m].kind)
        yes = text_of("choose.lone_steal", name=name, score=Score(self.state.scores[victim]))
        return Decision.choose(question, [Option(yes, steal),
                                          Option(text_of("choose.lone_no_steal"), decline)])

    def _score_of(self, seat: int) -> str:
        """A seat's score for an answer's grey line (pt18 8: whom to rob or make draw was
        chosen without the scores, which stood across the table), said as the seat's points
        (pt19c 4: "score −7" was not read as one)."""
        return text_of("choose.score", name=seat_name(self.names, seat),
                       score=Score(self.state.scores[seat]))

    def _option_order(self, plays: list[str]) -> list[str]:
        """The answers, strongest first, where the kit's question opens (pt6c 8: it opened
        on "Nobody draws" and Return wasted the power): steals, then a forced draw on the
        next players, on oneself, and declining last, as the guided game teaches. Where a
        forced draw would end the game (SR14), the answer the game's judgement likes best
        comes first, with the others of its kind: ending it while behind is no power to
        take by a Return."""
        seats = self.state.num_players

        def rank(move: str) -> tuple[int, int]:
            info = MOVE_INFO[move]
            if not info.kind:
                return 3, 0
            if info.kind == "F" and info.target == self.seat:
                return 2, 0
            return (0 if info.kind == "S" else 1), (info.target - self.seat) % seats
        order = sorted(plays, key=rank)
        if self.state.draw_count > FORCED_DRAW:
            return order
        values = move_values(self.state, order)
        best = order[max(range(len(order)), key=values.__getitem__)]
        # the judgement's answer leads the answers of its kind (steal "S", forced draw "F",
        # declining ""), and they lead the rest: the steals stay together, the draws
        # together (pt14c 7: "Vega draws" led, then the steals, then the other draws)
        kind = MOVE_INFO[best].kind
        led = [best, *(m for m in order if m != best and MOVE_INFO[m].kind == kind)]
        return [*led, *(m for m in order if m not in led)]

    def _option_words(self, move: str, no_steal: bool = False) -> str:
        info = MOVE_INFO[move]
        # a 4's answers say who plays next (pt16c 3: nothing said what the choice leads to)
        after = self.state.clone()
        after.apply(move, checked=False)
        next_name = seat_name(self.names, after.current_player)
        if not info.kind:  # the bare play declines the power: say which
            return text_of("choose.none_5_no_steal" if no_steal and info.rank == 5
                           else f"choose.none_{info.rank}", next=next_name)
        name = seat_name(self.names, info.target)
        if info.kind == "S":  # the top three, or every card of a smaller stack
            count = len(self.state.won[info.target])
            key = "choose.steal_all" if 1 < count <= STEAL_SIZE else "choose.steal"
            return text_of(key, name=name, count=count) + self._score_of(info.target)
        # a forced draw ("F"), the only kind left: one that empties the draw pile says it
        # ends the game (SR14; pt6c 9: "Vega draws up to four cards" with 2 left ended it)
        left = self.state.draw_count
        end = "_end" if 0 < left <= FORCED_DRAW else ""
        if info.target == self.seat:
            # the four's cost and gain in numbers: what is left to draw after them is how
            # long there is to play them out (pt13c 6)
            return text_of(f"choose.draw_self{end}", count=left, rest=left - FORCED_DRAW,
                           next=next_name)
        score = self._score_of(info.target)
        if not end and info.target == after.current_player:
            return text_of("choose.draw_other_next", name=name) + score
        return text_of(f"choose.draw_other{end}", name=name, count=left, next=next_name) + score

    def click(self, zone: str) -> Decision:
        if zone != "draw":
            return Decision("none")
        violation = self.state.check(DRAW)
        return Decision.refuse(worded(violation)) if violation else Decision.make(DRAW)

    def actions(self) -> list[Action]:
        return [Action("draw", text_of("action.draw"), DRAW in self.state.legal_moves(),
                       pygame.K_d)]

    def press(self, action: str) -> Decision:
        return self.click("draw") if action == "draw" else Decision("none")

    def action_refusal(self, action: str) -> Violation | None:
        """Why Draw is shut (SR6: the game's first move is a card), as the deck says it."""
        violation = self.state.check(DRAW) if action == "draw" else None
        return worded(violation) if violation else None

    def staged(self) -> list[str]:
        return []
