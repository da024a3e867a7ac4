"""The Solar Republic's guided first game: the deal, and the coach's words for each turn.

The coach reads the table: it proposes a move by the lesson it teaches (a
trump that wins a pile worth it, a 2's extra turn, a plain card, drawing when
only trumps fit a small pile), and then asks the review (`ai.review`, with the
review's own budget and seed) whether it would call that move a mistake; if so
it teaches the best move the review found instead. So a guided game played as
coached shows no coached move among the review's costly moments.
"""

from __future__ import annotations

import inspect
from functools import cache
from typing import Any

from astromagie.ai.base import move_rng
from astromagie.ai.review import evaluate, review_game
from astromagie.host import registry
from astromagie.kit.view import Coaching, GuidedGame

from ..cards import RANK, SUIT
from ..moves import DRAW, MOVE_INFO, Move
from ..policy import move_values
from ..state import GAME_ID, SolarState, takes_a_book
from .board import LOW_DRAW
from .names import NAMING
from .notes import later
from .words import card_title, has_text, move_words, text_of

# The guided first game: a deal checked to teach, in the person's six first turns, a trump
# whose power works on an empty pile (Saturn makes the bot draw four), a 2 that moves again,
# the wild 5 taking a book, drawing rather than opening an empty pile (the hint's tactic),
# another 2, and a 3 on a Sol card taking the book and stealing back (the bot's 5 steals
# first), each a move the review agrees with (tests replay it and review it). Found by
# playing the coach through the table's session on the 662 deals of seeds 0-1338 where the
# person begins: the only one to show the 5, the steal and the wait in six lessons
# (findings 11 and 12 of the 2026-11-29 playtest). The seventh turn is the deal's next
# empty pile: its lesson spells the game's central choice, draw or feed the next player
# (pt7c 10: the coach ended before it), and the hand-over (`guide_done`) names the rest.
# After the seven lessons the coach still speaks at the game's later moments (`notes`:
# pt9c 2), to its end: more turns than any game of the person's can hold (52 cards to
# play, 38 to draw), counted as lessons only the seven.
GUIDE = GuidedGame(seed=34, players=2, level="easy", steps=120, lessons=7,
                    after_lessons="random")  # the bots go gentle (kit GuidedGame)

# The words a lesson opens with, by step: one idea each, where the guided deal shows it: the
# aim first (pt14c 1: it came at step 5), what fits at the first card laid on a card, the
# book and where a trump wins it at the first trump laid on a card (the Sun, step 3).
LESSON_OPENINGS = {0: "coach.aim", 1: "coach.fits", 2: "coach.basics"}

# The review's budget, seed and threshold, read from its signature so the two never drift.
_REVIEW = {name: p.default for name, p in inspect.signature(review_game).parameters.items()}


@cache
def _guided_deal() -> tuple[tuple[str, ...] | None, int]:
    """The guided game's deck and first player, as the table deals it (`guided_config`)."""
    dealt = SolarState.new(GUIDE.players, GUIDE.seed)
    return dealt.deck, dealt.first_player


def is_guided_deal(state: SolarState) -> bool:
    """Whether `state` is a game of the guided game's deal (a copy without its deck: no)."""
    deck = getattr(state, "deck", None)
    return (deck is not None and state.num_players == GUIDE.players
            and (deck, state.first_player) == _guided_deal())


def closing(state: SolarState) -> list[str]:
    """The guided game's last words on the results, under the scores: what it taught and
    where the rules stand for later (pt10c 4: it ended on the plain "Vega wins", and the
    coach's own wrap-up came only at a turn of the person's with 1-2 cards left to draw,
    which a bot's forced draw can skip); none for any other game."""
    if not state.is_over() or not is_guided_deal(state):
        return []
    return [text_of("end.learned"), text_of("end.later")]


def _best(state: SolarState, moves: list[str]) -> str:
    """Of `moves`, the one the game's judgement likes best (the bots' heuristic)."""
    values = move_values(state, moves)
    return moves[max(range(len(moves)), key=values.__getitem__)]


def lesson(state: SolarState) -> tuple[str, str | None]:
    """What the guide would teach now and the move it suggests (None: draw), from the
    engine's legal moves: a trump that wins a pile worth it, else a 2's extra turn, else a
    plain card, else drawing (what is left are trumps better kept, or nothing fits)."""
    legal = state.legal_moves()
    plays = [m for m in legal if m != DRAW]
    if not state.pile:
        plain = [m for m in plays if RANK[MOVE_INFO[m].code] <= 2]
        if DRAW in legal:
            # the empty pile: open it only where the game's judgement (the hint's, the
            # bots') likes a card better than a draw; mostly a 2, as it moves again, while
            # a 1 left there would only feed the next player's book (finding 11)
            best = _best(state, [*plain, DRAW])
            return (kind_of(state, best), best) if best != DRAW else ("wait", None)
        if plain:
            return kind_of(state, _best(state, plain)), _best(state, plain)
        return "open_first", _best(state, plays)
    books = [m for m in plays if takes_a_book(state, m)]
    twos = [m for m in plays if RANK[MOVE_INFO[m].code] == 2]
    ones = [m for m in plays if RANK[MOVE_INFO[m].code] == 1]
    if books and not (twos or ones) and len(state.pile) < 2 and DRAW in legal:
        # only a trump fits a small pile: the game's judgement says whether to keep it
        if _best(state, [*books, DRAW]) == DRAW:
            return "keep", None
    if books and (len(state.pile) >= 2 or not (twos or ones)):
        move = _best(state, books)
        return kind_of(state, move), move
    if twos:
        return "two", _best(state, twos)
    if ones:
        return "plain", _best(state, ones)
    if plays:  # only trumps that would win little, or a 4 on another suit's 4
        return ("keep" if all(RANK[MOVE_INFO[m].code] >= 3 for m in plays) else "hold"), None
    return "nothing", None


def kind_of(state: SolarState, move: str | None) -> str:
    """Which of the coach's texts explains `move` (None or D: a draw) in this position."""
    legal = state.legal_moves()
    plays = [m for m in legal if m != DRAW]
    if move is None or move == DRAW:
        if not plays:
            return "nothing"
        if not state.pile:
            return "wait"
        return "keep" if all(RANK[MOVE_INFO[m].code] >= 3 for m in plays) else "hold"
    info = MOVE_INFO[move]
    if not state.pile:
        if info.rank <= 2:
            return "open_first" if DRAW not in legal else "open"
        if info.kind == "F":  # a trump opening takes nothing, but its power still works
            return "open_force_self" if info.target == state.current_player else "open_force"
        return "best"
    if takes_a_book(state, move):
        if info.rank == 5:  # the wild card says so: it goes on anything, then one power
            return {"S": "five_steal", "F": "five_force_self" if info.target
                    == state.current_player else "five_force"}.get(info.kind, "five")
        if info.kind == "S":
            return "book_steal"
        if info.kind == "F":
            return "book_force_self" if info.target == state.current_player else "book_force"
        return "book"
    return {2: "two", 1: "plain"}.get(info.rank, "best")


def review_safe(state: SolarState, first: list[str | None]) -> str | None:
    """Of the moves `first` (None: draw), in order, the first the review would not call a
    mistake here; else the review's best move. Exactly the review's judgement: its
    candidates (the policy's best few), its worlds and its seed, from this seat's view."""
    seat = state.current_player
    obs = state.observation(seat)
    legal = list(obs.legal_moves())
    wanted = [move for move in (DRAW if m is None else m for m in first) if move in legal]
    if len(legal) < 2:  # the review skips a position without a choice
        return wanted[0] if wanted else (legal[0] if legal else None)
    rules = registry.rules(GAME_ID)
    policy = rules.policy()
    values = policy.root_values(obs, legal)
    order = sorted(range(len(legal)), key=lambda i: (-values[i], i))
    top: list[Move] = [legal[i] for i in order[:_REVIEW["candidates"]]]
    cands = top + [m for m in wanted if m not in top]
    scores = dict(zip(cands, evaluate(rules, state, cands, _REVIEW["worlds"],
                                      move_rng(_REVIEW["seed"], obs)), strict=True))
    for move in wanted:
        best = max(scores[m] for m in [*top, move])
        if best - scores[move] < _REVIEW["min_loss"]:
            return move
    return max(top, key=lambda m: scores[m])


def advice(state: SolarState) -> tuple[str, str | None]:
    """The lesson of `lesson`, unless the review would call its move a mistake: then the
    review's best move, with the words that explain it."""
    kind, move = lesson(state)
    chosen = review_safe(state, [move])
    if chosen != (move or DRAW):
        move = None if chosen in (None, DRAW) else chosen
        kind = kind_of(state, move)
    return kind, move


def just_happened(state: SolarState, seat: int) -> str:
    """What the other players' moves since `seat`'s last turn did to `seat`, when one stole
    their won cards or made them draw (pt3a, finding 4: the bot's Asteroid Belt took the
    book and stole three won cards, and the coach said nothing); "" otherwise. The game is
    replayed from its deal (the moves are open to all: SR13)."""
    deck = getattr(state, "deck", None)
    if deck is None:
        return ""
    game = SolarState(deck, state.num_players, state.first_player)
    steps: list[tuple[int, SolarState, Move, SolarState]] = []
    for move in state.history:
        before, mover = game.clone(), game.current
        game.apply(move, checked=False)
        steps.append((mover, before, move, game.clone()))
    since = []
    for mover, before, move, after in reversed(steps):
        if mover == seat:
            break
        since.append((mover, before, move, after))
    stole, forced = "", ""  # a steal is said before a forced draw: it costs more
    for mover, before, move, after in reversed(since):  # the last of each kind is said
        info = MOVE_INFO[move] if move != DRAW else None
        if info is None or info.target != seat or not info.kind:
            continue
        who = (text_of("coach.who_opponent") if state.num_players == 2
               else text_of("coach.who_seat", seat=mover + 1))
        card = card_title(NAMING.played(before, move, after))
        stolen = len(before.won[seat]) - len(after.won[seat])
        drawn = len(after.hand(seat)) - len(before.hand(seat))
        if info.kind == "S" and stolen > 0:
            stole = text_of(f"coach.stolen_{info.rank}", who=who, card=card, stolen=stolen)
        elif info.kind == "F" and drawn > 0:
            forced = text_of("coach.forced_you", who=who, card=card, rank=info.rank,
                             drawn=drawn)
    found = stole or forced
    return found


def coach(state: SolarState, seat: int, step: int) -> Coaching:
    """The guide's words before the person's turn `step`: what to do now and why."""
    if state.is_over() or state.current_player != seat:
        return Coaching("")
    if step >= GUIDE.lessons:  # the game is the person's: a note at its later moments
        return later(state, seat, GUIDE.lessons)
    kind, move = advice(state)
    return coaching(state, seat, step, kind, move)


def coaching(state: SolarState, seat: int, step: int, kind: str, move: str | None) -> Coaching:
    """The words for the lesson `kind` and its move (None: draw), pointing at its card."""
    table = NAMING.table(state)
    top = table.pile[-1] if table.pile else None
    params: dict[str, Any] = {"top": card_title(top) if top else "",
                              "count": len(state.pile) + 1, "left": state.draw_count}
    cards: tuple[str, ...] = ()
    zones: tuple[str, ...] = ("draw",)
    if move is not None:
        info = MOVE_INFO[move]
        token = table.token_in_hand(seat, info.code)
        params["card"] = card_title(token)
        if state.pile:  # why it goes on the top card (the engine said it does)
            top_code = state.pile[-1]
            params["why"] = text_of("coach.same_suit" if SUIT[info.code] == SUIT[top_code]
                                    else "coach.same_rank" if RANK[info.code] == RANK[top_code]
                                    else "coach.goes_anywhere")
        if info.kind:
            params["name"] = (text_of("coach.opponent") if state.num_players == 2
                              else text_of("coach.seat", seat=info.target + 1))
        cards = (token,)
        zones = ("pile",)
    elif kind == "keep":
        codes = sorted({MOVE_INFO[m].code for m in state.legal_moves() if m != DRAW})
        cards = tuple(table.token_in_hand(seat, c) for c in codes)
    # the lessons open with the words of LESSON_OPENINGS (pt6c 1: the coach said "Play
    # Saturn" and never what the game is for or when it stops); the first's move said its
    # own way, after what a trump is
    first = step == 0 and has_text(f"coach.{kind}_first")
    # a wait as the last lesson says why in points: the game's central choice (pt7c 10)
    name = (f"coach.{kind}_first" if first
            else "coach.wait_choice" if kind == "wait" and step == GUIDE.lessons - 1
            else f"coach.{kind}")
    words = [text_of(name, **params)]
    # the 5 where nobody else has won cards says only what it does now: the pile and who
    # draws four (pt15c 1: what a steal is and why none now made three rules of one step;
    # the dialog's own answer says why no steal is offered, and step 6 teaches the steal)
    if kind == "five_force" and not any(state.won[other] for other in range(state.num_players)
                                        if other != seat):
        words = [text_of("coach.five_force_no_steal", **params)]
    # one idea a step (pt13c 2, pt14c 1): step 1, Saturn on the empty pile, says the aim
    # and the end (pt6c 1), then what a trump is, the word all later lessons use (pt8c 4),
    # and its power; step 2, the first card laid on a card, what fits; step 3, the Sun,
    # the first trump laid on a card, the book it wins and where a trump wins one
    opening = LESSON_OPENINGS.get(step)
    if opening:
        words.insert(0, text_of(opening))
    happened = just_happened(state, seat)  # before the lesson: what just hit the person
    if move is not None and kind in ("open_first", "open", "plain", "best") \
            and MOVE_INFO[move].rank == 2:
        words.append(text_of("coach.again"))  # the 2 that opens: the person moves again
    # one idea a lesson, in at most three lines at 1024x700 (pt4a, finding 6: the first
    # lesson packed the aim, the trumps, the ring, dragging, the power and the −7 into 11
    # lines over the draw pile). What a card in hand costs is said where a forced draw
    # makes it matter (the 5's lesson); the aim and the score stand on the Quick rules card
    if happened:
        words.insert(0, happened)
    if 0 < state.draw_count <= LOW_DRAW:
        words.append(text_of("coach.low", count=state.draw_count))
    elif step == GUIDE.lessons - 1:  # the last lesson: where the rules stand once the person
        # plays on alone (pt4a, finding 3: nothing named the Quick rules card)
        words.append(text_of("coach.parting"))
    # the move in a few words stands at the table beside the card or pile pointed at: the
    # card alone ("Play Saturn"), the power is the lesson's to say. Its whole move ("Play
    # Saturn and make your opponent draw four") made a pill too wide for the room beside
    # the pile between the other players' chips and the piles' captions (pt3a, finding 1)
    short = (move_words(DRAW, "", [], seat) if move is None
             else text_of("coach.short_play", card=params["card"]))
    return Coaching(" ".join(words), zones=zones, cards=cards,
                    move=DRAW if move is None else move, action="draw" if move is None else "",
                    short=short[:1].upper() + short[1:])
