"""What the guided game's coach says once, in the lesson where the person first sees it.

Two things on the table are new at some moment of a game and need a sentence then
(the newcomer playtest's findings 20 and 21): the band above the row, where the row's
older cards go once it is longer than the strip, and the first colour majority, the
gold frame in a collection, which makes that colour cost 1 a card. The coach reads
only the state before it: what the table showed at the person's previous turn is
worked out from the moves since (each play adds one card to the row; what it takes
leaves the row for a collection), so the sentence comes in the first lesson that shows
the new thing, and in no other.

After the opening lessons the coach steps back (`later`): one line gives the game to the
person, and it speaks again only for the last round and the secret choice (pt4b,
finding 3: the guide ended after five turns and never reached the game's end), and in
the middle for the first tie and the first majority that changes hands (pt8b 3: the
coach left at step 6 of 25 and majorities, the real strategy, were taught by the log).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from astromagie.kit.view import Coaching

from ..cards import CODE, COLOURS
from ..reasons import colour_cost
from ..scoring import colour_tallies
from .board import FULL
from .outcome import leaders
from .words import card_words, colour_name, joined, say, text_of

OPENING = 5  # the lessons that teach a turn, one a turn; then the game is the person's


@dataclass(frozen=True)
class SinceLastTurn:
    """The cards played to the row and the cards taken from it since the table the person
    saw at their previous turn (or since the deal, before their first)."""

    played: int
    taken: int


# The places a lesson frames in gold (its `zones`), in the order a sentence names them;
# the 0 ("end") and the hand's cards are named by the lesson's own words ("drop it on
# the 0", the card by name): pt15b 1, the row and the band framed at the fourth lesson
# and nothing said what the gold meant.
FRAMED_PLACES = ("row", "band", "secret", "own", "others", "tie")


def framed_place(zone: str, seat: int) -> str:
    """A zone's place in `FRAMED_PLACES` ("" for the 0 and anything unnamed)."""
    kind, _, owner = zone.partition(":")
    if kind == "coll":
        return "own" if owner == str(seat) else "others"
    return kind if kind in FRAMED_PLACES else ""


def framed_words(zones: tuple[str, ...], seat: int) -> str:
    """"Framed in gold: the row and the band." for the places a lesson frames beyond the
    0, so every gold frame the coach draws is named where it shows (pt15b 1); "" if none."""
    places = {framed_place(zone, seat) for zone in zones} - {""}
    if not places:
        return ""
    return text_of("coach.framed", places=joined(
        [text_of(f"coach.framed_{place}") for place in FRAMED_PLACES if place in places]))


def with_frames_named(lesson: Coaching, seat: int) -> Coaching:
    """`lesson` with its gold frames named at its end (`framed_words`); unchanged if it
    says nothing or frames nothing beyond the 0."""
    framed = framed_words(lesson.zones, seat) if lesson.text else ""
    return replace(lesson, text=f"{lesson.text} {framed}") if framed else lesson


def since_last_turn(state: Any, rounds: int = 1) -> SinceLastTurn:
    """Counted from the history: the last `num_players` entries are one round of turns,
    the person's previous one first; the dummy's turns (NS15) after it count too.
    `rounds` = 2 counts from the person's turn before that."""
    history = len(state.history)
    start = max(0, history - rounds * state.num_players)
    entries = range(start, history)
    played = len(entries)
    taken = sum(len(state.takes[k]) for k in entries)
    # a dummy's turn comes after the entry it follows: after_turn is the history's length then
    dummy = [(card, took) for after, card, took in state.dummy_log if after > start]
    return SinceLastTurn(played + len(dummy), taken + sum(len(took) for _, took in dummy))


def news(state: Any) -> list[str]:
    """The catalog keys (under "zahlenstreifen.coach.") of what is on the table for the
    first time since the person's previous turn: "band", "band_path", "majority"."""
    since = since_last_turn(state)
    row = len(state.row)
    collected = sum(len(c) for c in state.collections)  # the dummy's too (NS15)
    found = []
    seen = row - since.played + since.taken  # the row at the person's previous turn
    if row >= FULL > seen:  # position 10 is now in the band
        found.append("band")
    # the band's way on, said one lesson later as a sentence of its own (pt10b 4: the
    # band, its path and its turn at the gold arrow in one dense sentence went unread)
    twice = since_last_turn(state, rounds=2)
    if state.history and seen >= FULL > row - twice.played + twice.taken:
        found.append("band_path")
    # the first card collected makes a majority; said here unless the person's own
    # previous move took it (that lesson said so already: `first_take`)
    history = len(state.history)
    own = len(state.takes[history - state.num_players]) if history >= state.num_players else 0
    if collected > 0 and collected - since.taken == 0:
        # the person's own first take was said before its move; the frame it made is
        # pointed at now, where it shows (pt5b: the rule became clear only in the log)
        found.append("majority_shown" if own else "majority")
    return found


def band_turned(state: Any, cap: int | None) -> bool:
    """Whether the band's gold arrow (`bandmarks.band_turn`) shows now and did not at the
    person's previous turn: its lower line holds `cap` cards (the window's board; None:
    one line, no arrow). Its turn is said then, not before (pt11b 2: the path's lesson
    named the arrow five turns before the band wrapped)."""
    if cap is None or not state.history:
        return False
    since = since_last_turn(state)
    row = len(state.row)
    seen = row - since.played + since.taken
    if not seen - (FULL - 1) <= cap < row - (FULL - 1):
        return False
    # once: takes shorten the band, and it may pass its turn again later (round 16: with
    # 1024x700's taller band cards, 14 to a line, the turn was said at two lessons)
    rounds = 2
    while len(state.history) - rounds * state.num_players >= 0:
        earlier = since_last_turn(state, rounds)
        if row - earlier.played + earlier.taken - (FULL - 1) > cap:
            return False
        rounds += 1
    return True


def first_tie(state: Any) -> list[int]:
    """The colours (engine order) tied for the most now, when no colour was ever tied
    before this round of turns: the "=" mark's first showing since the person's previous
    turn; else none. The collections are rebuilt from the takes entry by entry (each
    entry's seat goes round from the first player; the dummy's turns, NS15, after it)."""
    if len(state.takes) != len(state.history):
        return []  # the secret choice has begun: the play is over
    players = state.num_players
    start = max(0, len(state.history) - players)
    built: list[list[int]] = [[] for _ in state.collections]
    dummy = {after: took for after, _, took in state.dummy_log}
    for k, taken in enumerate(state.takes):
        if k == start and tied_colours(built):
            return []  # a tie showed before the person's previous turn already
        built[(state.first_player + k) % players] += taken
        if state.has_dummy:
            built[-1] += dummy.get(k + 1, [])
        if k < start - 1 and tied_colours(built):
            return []
    return tied_colours(built)


@dataclass(frozen=True)
class HandsChanged:
    """The first colour majority that changed hands (a holder lost it) since the person's
    previous turn, and what the person's cards of that colour cost then and now."""

    colour: int  # engine order
    lost: tuple[int, ...]  # the owners who held the most and do not now
    holders: tuple[int, ...]  # the owners holding the most now
    before: int  # the person's minus points for that colour at their previous turn
    after: int


def collections_at_turns(state: Any, seat: int) -> list[list[list[int]]]:
    """The collections as they stood at each of the person's turns in play, the current
    one last, rebuilt from the takes entry by entry (each entry's seat goes round from the
    first player; the dummy's turns, NS15, after it), as `first_tie` does."""
    players = state.num_players
    built: list[list[int]] = [[] for _ in state.collections]
    dummy = {after: took for after, _, took in state.dummy_log}
    seen = []
    for k, taken in enumerate(state.takes):
        if (state.first_player + k) % players == seat:
            seen.append([list(c) for c in built])
        built[(state.first_player + k) % players] += taken
        if state.has_dummy:
            built[-1] += dummy.get(k + 1, [])
    return [*seen, built]


def holders_of(collections: list[list[int]]) -> list[set[int]]:
    """Per colour: the owners holding the most of it (none while nobody holds one)."""
    tallies = [colour_tallies(c)[0] for c in collections]
    return [{o for o, t in enumerate(tallies) if t[colour] and t[colour] == max(
        u[colour] for u in tallies)} for colour in range(5)]


def first_change_of_hands(state: Any, seat: int) -> HandsChanged | None:
    """The majority that changed hands since the person's previous turn, when it is the
    game's first change of hands or the first majority the person lost: the coach says
    each once (the person's loss is why their cost jumped). None otherwise."""
    if len(state.takes) != len(state.history) or seat >= state.num_players:
        return None  # the secret choice has begun: the play is over
    turns = collections_at_turns(state, seat)
    changes = []  # per turn of the person: the colours that changed hands, and who lost
    for before, after in zip(turns, turns[1:], strict=False):
        was, now = holders_of(before), holders_of(after)
        changes.append([(c, was[c] - now[c], now[c]) for c in range(5) if was[c] - now[c]])
    if not changes or not changes[-1]:
        return None
    earlier = changes[:-1]
    lost_before = any(seat in lost for turn in earlier for _, lost, _ in turn)
    mine = [change for change in changes[-1] if seat in change[1]]
    if mine and not lost_before:
        colour, lost, holders = mine[0]
    elif not any(earlier):
        colour, lost, holders = changes[-1][0]
    else:
        return None
    return HandsChanged(colour, tuple(sorted(lost)), tuple(sorted(holders)),
                        colour_cost(turns[-2], state.num_players, seat, colour),
                        colour_cost(turns[-1], state.num_players, seat, colour))


def tied_colours(collections: list[list[int]]) -> list[int]:
    """The colours whose most cards two or more owners hold."""
    tallies = [colour_tallies(c)[0] for c in collections]
    tied = []
    for colour in range(5):
        counts = [t[colour] for t in tallies]
        if max(counts) and counts.count(max(counts)) >= 2:
            tied.append(colour)
    return tied


def first_take(state: Any, move: str) -> bool:
    """Whether `move` (the lesson's) takes the first cards anybody collects: it makes the
    game's first colour majority, the person's own."""
    if any(state.collections):  # the dummy's collection too (NS15)
        return False
    after = state.clone()
    after.apply(move)
    return bool(after.takes[-1])


def slide_words(state: Any, seat: int) -> str:
    """The second lesson's sentence on the slide: where the person's first card lies now
    (each card played since moved it one place left), "" if it is no longer in the row."""
    turn_of = state.first_player  # the history's entries go round the seats from the first
    mine = [entry for k, entry in enumerate(state.history)
            if (turn_of + k) % state.num_players == seat and str(entry).startswith("P ")]
    if not mine:
        return ""
    card = str(mine[-1]).split()[1]
    row = [CODE[c] for c in state.row]
    if card not in row:
        return ""
    position = len(row) - max(i for i, code in enumerate(row) if code == card)
    return say("coach.slide", card=card_words(card), position=position)


def later(state: Any, seat: int, step: int) -> Coaching:
    """The coach after the opening lessons: the turn that gives the game to the person, the
    last round's turn (what the four cards left are for), else nothing. Neither asks for
    a move: every card is the person's to choose, the hint is the bots' search."""
    if step == OPENING:
        return Coaching(say("coach.play_on"), zones=("end",),
                        short=say("coach.play_on_short"))
    if state.observation(seat).last_round_left >= 0:
        return Coaching(say("coach.last_round"), zones=("end",),
                        short=say("coach.last_round_short"))
    tied = first_tie(state)
    if tied:
        # once, the first "=" at the table: what a tie for the most costs (pt5b: the
        # majority rule was clear only from the log); no move asked, the turn is the person's
        colour = tied[0]
        holders = leaders(state)[colour]
        return Coaching(say("coach.tie", colour=colour_name(COLOURS[colour])),
                        # the tied pills with their "=", not the whole lines (pt6b 3)
                        zones=("end", *(f"tie:{o}:{COLOURS[colour]}" for o in holders)),
                        short=say("coach.tie_short", colour=colour_name(COLOURS[colour])))
    changed = first_change_of_hands(state, seat)
    if changed is not None:  # once, the first majority that changed hands (pt8b 3)
        return hands_changed_words(changed, seat)
    return Coaching("")


def hands_changed_words(changed: HandsChanged, seat: int) -> Coaching:
    """The first majority to change hands, said once: why the person's cost of that colour
    jumped (they lost it), fell (they won it), or what it means for the others (pt8b 3)."""
    letter = COLOURS[changed.colour]
    colour = colour_name(letter)
    points = {"colour": colour, "before": changed.before, "after": changed.after}
    zones = ("end", *(f"coll:{o}" for o in sorted({*changed.lost, *changed.holders})))
    if seat in changed.lost:
        key = "coach.hands_lost"
    elif seat in changed.holders:
        key = "coach.hands_won"
    else:
        key = "coach.hands_others"
    return Coaching(say(key, **points), zones=zones,
                    short=say("coach.hands_short", colour=colour))
