"""Astromagie's words at every table: cards, moves, turns, tricks, refusals, the end.

Pure functions of the engine's public position, in the current language (or as
catalog keys with their parameters, for a screen that words them each frame);
they never change anything. Cards are named in words ("Venus", "Fire"), never
by their record codes. The texts are the host catalog's Astromagie sections
(`card.`, `log.`, `table.`, `violation.`, `closeup.`) and the game's own
(`locales/astromagie/`, read as `astromagie.<key>`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from astromagie.host.game import Violation
from astromagie.i18n import has, join_names, shared, tr

from .. import INFO
from ..engine import Game, Move, Trick, Variants, score_row
from ..engine.cards import (
    ASPECT,
    ELEMENT,
    ELEMENT_OF,
    KIND_OF,
    MODERN_RULERS,
    PLANET,
    PLANET_OF,
    POSITION_KIND,
    SATURN_STANDS_FOR,
    VALUE_OF,
    ZODIAC,
    planet_symbol,
)
from ..engine.rules import ROMAN

GAME = INFO.id  # the prefix of the game's catalog keys
BIG_TRICK = 12  # points from which a person's trick is celebrated
PERFECT = 18  # the most a row can score (R14)
PLAY, DISCARD, TRICK, OVER = "play", "discard", "trick", "over"
SKIP = "skip"  # a player with no cards passed over (R9)
UNDO = "undo"  # the player took their last turn back
# The name the table gives the one person at the screen ("You" / "Du"): the key of
# gameconfig.DEFAULT_NAME_KEY, spelt out because a game imports no app module.
YOU_NAME_KEY = "setup.human"


def text_of(key: str, **params: object) -> str:
    """A text of the game's own catalog (`astromagie.<key>`)."""
    return tr(f"{GAME}.{key}", **params)


def card_name(code: str) -> str:
    """The card's name in the current language (its code, readable, if there is none)."""
    key = f"card.name.{code}"
    text = tr(key)
    return code.title() if text == key else text


# -- what a row is worth -----------------------------------------------------------------
class ScoreLike(Protocol):
    """What the words of a score need of it (engine.ScoreBreakdown)."""

    @property
    def elements(self) -> int: ...

    @property
    def planets(self) -> int: ...

    @property
    def base(self) -> int: ...

    @property
    def multiplier(self) -> int: ...

    @property
    def points(self) -> int: ...


def score_text(key: str, score: ScoreLike) -> str:
    """`key` filled in with a score's reckoning. A row in which nothing matches takes the
    `{key}_none` form ("no matching symbols → at least 1"), because "elements 0 + planets
    0 → sum 1" reads like a mistake. (An empty row, sum 0, is not such a row.)"""
    if score.elements == 0 and score.planets == 0 and score.base > 0:
        key = f"{key}_none"
    return tr(key, elements=score.elements, planets=score.planets, base=score.base,
              multiplier=score.multiplier, points=score.points)


# -- a card's facts (the close-up) ---------------------------------------------------------
Fact = tuple[str, dict[str, object]]  # a catalog key and its params (card codes in them)


def card_facts(code: str, modern_rulers: bool) -> tuple[Fact, ...]:
    """What the card `code` shows, as catalog keys, in the order the close-up lists them."""
    kind = KIND_OF[code]
    facts: list[Fact] = [(f"closeup.kind.{kind}", {})]
    element = ELEMENT_OF[code]
    if kind in (ZODIAC, ELEMENT) and element is not None:
        facts.append(("closeup.element", {"element": element}))
    if kind == ZODIAC:
        ruler = planet_symbol(code, modern_rulers)
        traditional = PLANET_OF[code]
        if modern_rulers and code in MODERN_RULERS and traditional is not None:
            facts.append(("closeup.modern_ruler", {"planet": ruler, "old": traditional}))
        else:
            facts.append(("closeup.ruler", {"planet": ruler}))
    elif kind == PLANET:
        facts.append(("closeup.planet_value", {"value": VALUE_OF[code]}))
    elif kind == ASPECT:
        facts.append(("closeup.aspect_value", {"value": ROMAN.get(VALUE_OF[code],
                                                                  VALUE_OF[code])}))
    positions = [pos for pos, wanted in POSITION_KIND.items() if wanted == kind]
    if len(positions) == 1:
        facts.append(("closeup.goes_on_one", {"position": positions[0]}))
    elif len(positions) >= 2:
        facts.append(("closeup.goes_on_two", {"position": positions[0],
                                              "other": positions[1]}))
    return tuple(facts)


def fact_text(fact: Fact) -> str:
    """A fact in the player's language: card codes become card names."""
    key, params = fact
    worded = {name: tr(f"card.name.{value}") if name in ("element", "planet", "old")
              and isinstance(value, str) else value for name, value in params.items()}
    return tr(key, **worded)


def facts(code: str, modern_rulers: bool = False) -> list[str]:
    """What the card `code` shows, one sentence a fact, in the player's language."""
    return [fact_text(fact) for fact in card_facts(code, modern_rulers)]


# -- refusals ------------------------------------------------------------------------------
def refusal_params(violation: Violation, names: Sequence[str]) -> dict[str, object]:
    """A refusal's params in words: card names, kinds, player names, aspect values."""
    params = dict(violation.params)
    for key in ("card", "planet"):
        if isinstance(params.get(key), str):
            params[key] = tr(f"card.name.{params[key]}")
    if isinstance(params.get("kind"), str):  # in a sentence: "only zodiac cards go on 3"
        params["kind"] = tr(f"kind_cards.{params['kind']}")
    for key in ("to_move", "seat"):
        value = params.get(key)
        if isinstance(value, int) and 0 <= value < len(names):
            params[key] = names[value]
    minimum = params.get("minimum")
    if isinstance(minimum, int):
        params["minimum"] = ROMAN.get(minimum, minimum)
    return params


def refusal_words(violation: Violation, names: Sequence[str]) -> str:
    """The refusal in the player's language, without its rule ID."""
    params = refusal_params(violation, names)
    for key in (f"violation.{violation.reason}", f"table.refuse.{violation.reason}"):
        if has(key):  # asked first, so a key the other catalog section holds logs no gap
            return tr(key, **params)
    return violation.message


def violation_text(violation: Violation, names: Sequence[str]) -> str:
    """The refusal in the player's language, with its rule: '... (R6)'."""
    return f"{refusal_words(violation, names)} ({violation.rule})"


# -- moves and turns -----------------------------------------------------------------------
def placements_words(move: Move, form: str = "log.placement") -> str:
    """"Venus on 4 and Moon on 6": a play's cards and where they go. `form` is the key
    of one placement: the log's "{card} on {pos}", the coach's "{card} onto {pos}"."""
    return join_names([tr(form, card=card_name(code), pos=pos)
                       for pos, code in move.placements])


def move_words(move: Move) -> str:
    """A move as the hint names it: its cards and places, or the card discarded."""
    if move.discard is not None:
        return text_of("move.discard", card=card_name(move.discard))
    return placements_words(move)


@dataclass(frozen=True)
class Entry:
    """One line of the log, independent of the language."""

    kind: str  # PLAY, DISCARD, TRICK, SKIP, UNDO, OVER
    seats: tuple[int, ...]  # the mover, the trick's winner, the skipped player, or the winners
    move: Move | None = None
    points: int = 0


def skipped_seats(mover: int, game: Game) -> list[int]:
    """The players passed over after `mover`'s turn because they hold no cards (R9).

    `game` is the position after the turn. Every seat between the mover and
    the one now to move holds no card, or it would be to move itself.
    """
    if game.is_over():
        return []
    n = game.num_players
    seats = []
    seat = (mover + 1) % n
    for _ in range(n):
        if seat == game.current_player:
            break
        if not game.hand_count(seat):
            seats.append(seat)
        seat = (seat + 1) % n
    return seats


def after_turn(mover: int, game: Game, tricks: Sequence[Trick]) -> list[Entry]:
    """What happened after `mover`'s turn, in the order it happened: going round the
    table, a trick is won when its winner's seat is reached (R12), and players
    without cards are skipped on the way (R9)."""
    entries: list[Entry] = []
    waiting = list(tricks)
    skipped = set(skipped_seats(mover, game))
    n = game.num_players
    seat = mover
    for _ in range(n):
        seat = (seat + 1) % n
        for trick in [t for t in waiting if t.winner == seat]:
            entries.append(Entry(TRICK, (trick.winner,), points=trick.points))
            waiting.remove(trick)
        if seat == game.current_player:
            break
        if seat in skipped:
            entries.append(Entry(SKIP, (seat,)))
    entries.extend(Entry(TRICK, (t.winner,), points=t.points) for t in waiting)
    return entries


def seat_name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"#{seat + 1}"


def format_entry(entry: Entry, names: Sequence[str], you: int | None = None) -> str:
    """The sentence for `entry` in the current language.

    `you` is the seat of the one person at the screen: their sentences are in the
    second person ("You win the trick"), which a name such as "You" can't give.
    """
    mine = "_you" if you is not None and entry.seats[0] == you else ""
    move = entry.move
    if entry.kind == PLAY and move is not None:
        return tr(f"log.play{mine}", player=seat_name(names, entry.seats[0]),
                  placements=placements_words(move))
    if entry.kind == DISCARD and move is not None and move.discard is not None:
        return tr(f"log.discard{mine}", player=seat_name(names, entry.seats[0]),
                  card=card_name(move.discard))
    if entry.kind == SKIP:
        return tr(f"log.skip{mine}", player=seat_name(names, entry.seats[0]))
    if entry.kind == UNDO:
        return tr(f"log.undo{mine}", player=seat_name(names, entry.seats[0]))
    if entry.kind == TRICK:
        player = seat_name(names, entry.seats[0])
        if entry.points == 1:
            return tr(f"log.trick_one{mine}", player=player)
        return tr(f"log.trick{mine}", player=player, points=entry.points)
    if len(entry.seats) == 1:
        return tr(f"log.game_over{mine}", player=seat_name(names, entry.seats[0]),
                  points=entry.points)
    return shared("log.game_over_tie", entry.seats, lambda s: seat_name(names, s), you,
                  points=entry.points)


def turn_entries(before: Game, move: Move, after: Game) -> list[Entry]:
    """The log's entries of one move: the move, then the tricks won and the seats skipped."""
    mover = before.current_player
    kind = DISCARD if move.is_discard else PLAY
    return [Entry(kind, (mover,), move),
            *after_turn(mover, after, after.tricks[len(before.tricks):])]


def describe(before: Game, move: Move, after: Game, names: Sequence[str],
             you: int | None) -> str:
    """One line for the kit's log, one sentence: the move (told as a takeover when another
    seat took a row someone else held), then the tricks won and the seats skipped."""
    lines = [format_entry(entry, names, you) for entry in turn_entries(before, move, after)]
    reason = takeover_reason(before, after, move, you)
    if reason is not None and before.current_player != you:  # you know why you did it
        lines[0] = takeover_text(reason, names)
    return sentence(lines)


def sentence(clauses: Sequence[str]) -> str:
    """A log line's clauses joined by " · " with one full stop at the end, as the other
    games' log lines end (a catalog clause may or may not carry its own stop)."""
    return " · ".join(clause.rstrip(".") for clause in clauses) + "."


def celebration(points: int) -> str:
    """The flourish for a big trick or the perfect row ("" for a smaller one)."""
    if points >= PERFECT:
        return tr("table.celebrate_perfect", points=points)
    if points >= BIG_TRICK:
        return tr("table.celebrate_big", points=points)
    return ""


def celebrate(before: Game, move: Move, after: Game, you: int | None = None) -> str:
    """The flourish for the biggest trick this move awarded ("" if none is big): only
    the tricks of `you`, the one person at the screen, if there is one (a bot's big
    trick is the bot's business)."""
    won = [t for t in after.tricks[len(before.tricks):] if you is None or t.winner == you]
    if not won:
        return ""
    best = max(won, key=lambda trick: trick.points)
    return celebration(best.points) or multiplied(best)


def multiplied(trick: Trick) -> str:
    """The moment a planet on 4 multiplies a real match (sum 2 or more) in a trick won:
    "★ Your trick: sum 4 × 2 = 8 points! ★" (pt17 4: fun 7/10, a good play passed silently
    below the big trick's 12 points); "" where 4 multiplied nothing."""
    planet = trick.slots[3] if len(trick.slots) > 3 else None
    multiplier = VALUE_OF[planet] if planet is not None else 1
    if multiplier < 2 or trick.points < 2 * multiplier:
        return ""
    return text_of("celebrate.multiplied", base=trick.points // multiplier,
                   multiplier=multiplier, points=trick.points)


# -- the seats, the status line, the end ---------------------------------------------------
def seat_lines(game: Game, seat: int) -> list[str]:
    """Under a seat's name: its tricks, and whether it holds the trick."""
    tricks = sum(1 for t in game.tricks if t.winner == seat)
    lines = [tr("table.tricks", count=tricks)]  # the hand's size is on the seat's panel
    if game.leader == seat and not game.is_over():
        lines.append(tr("table.leader_badge"))
    return lines


def trick_status(game: Game, names: Sequence[str], you: int | None) -> str:
    """Who holds the trick and what wins it, in plain words and one short clause ("" while
    nobody holds it): "Vega takes the trick if nobody lays a card", and on the person's
    turn that is the last before it "Vega takes the trick if you lay no card" (a condition,
    never an order: "lay no card, and ..." read as advice, pt16a 4). The count of
    turns ("trick to Vega after 1 turn with no card laid") was read only after several
    turns (playtest pt6a, 2), and the kit's two clauses were drawn smaller at 1024x700
    (pt5b, finding 18)."""
    leader = game.leader
    if leader < 0 or game.is_over():
        return ""
    if leader == you:
        return text_of("status.trick_you")
    name = seat_name(names, leader)
    if you is not None and game.current_player == you and game.passes_left() == 1:
        return text_of("status.trick_last", name=name)
    return text_of("status.trick", name=name)


def variants_words(variants: Variants) -> str:
    """The variants a game is played with ("Variants: Modern rulers · Target score 30"),
    "" for the plain game."""
    parts = []
    if variants.modern_rulers:
        parts.append(text_of("variants.modern"))
    if variants.target_score is not None:
        parts.append(text_of("variants.target", points=variants.target_score))
    return text_of("variants.named", variants=" · ".join(parts)) if parts else ""


def end_lines(game: Game, names: Sequence[str]) -> list[str]:
    """The end: each seat's points trick by trick, why the game ended, who won."""
    lines = []
    for index in range(game.num_players):
        won = [t.points for t in game.tricks if t.winner == index]
        name = seat_name(names, index)
        if not won:
            lines.append(text_of("end.none", name=name))
            continue
        lines.append(text_of("end.line", name=name,
                             score=text_of("end.points", points=sum(won)),
                             tricks=tr("table.tricks", count=len(won)),
                             list=" + ".join(map(str, won))))
    key, params = end_reason(game)
    seat = params.get("seat")
    if isinstance(seat, int):
        name = seat_name(names, seat)
        params = {**params, "name": name}
        # the person at the screen is named "You": "You has reached" is no sentence, so
        # the second person's own line is taken (playtest pt1, finding 29)
        if name == tr(YOU_NAME_KEY) and has(f"{key}_you"):
            key = f"{key}_you"
    lines.append(tr(key, **params))
    winners = game.winners()
    points = max(game.scores) if game.scores else 0
    if len(winners) == 1:
        # "Winner: You (19 points)": a form every name fits, the person's "You" included
        lines.append(text_of("end.winner", name=seat_name(names, winners[0]),
                             score=text_of("end.points", points=points)))
    elif winners:
        lines.append(shared("results.tie", winners, lambda s: seat_name(names, s), None,
                            points=points))
    return lines


def end_reason(game: Game) -> tuple[str, dict[str, object]]:
    """Why the game is over: a locale key and its parameters (`seat` is a seat number)."""
    target = game.variants.target_score
    if target is not None and game.tricks and game.scores[game.tricks[-1].winner] >= target:
        return "table.end_target", {"seat": game.tricks[-1].winner, "target": target}
    return "table.end_no_zodiac", {}


def symbol_name(symbol: str) -> str:
    """An element's or planet's name in the current language."""
    key = f"card.name.{symbol}"
    return tr(key) if has(key) else symbol.title()


def _group(symbols: Sequence[str | None]) -> tuple[str, int] | None:
    counts = Counter(s for s in symbols if s is not None)
    if not counts:
        return None
    symbol, size = counts.most_common(1)[0]
    return (symbol, size) if size >= 2 else None


def breakdown_words(slots: Sequence[str | None], modern_rulers: bool = False) -> str:
    """The score of positions 1-4 in words, worded like the row's preview (R14):
    "8 points – Fire twice (2) + Mars twice (2) → sum 4, × 2"."""
    s1, s2, s3, s4 = slots
    score = score_row(tuple(slots), modern_rulers)
    elements = _group([ELEMENT_OF[c] for c in (s1, s2, s3) if c is not None])
    zodiac = [planet_symbol(c, modern_rulers) for c in (s1, s3) if c is not None]
    planets = _group(zodiac)
    if s4 is not None:
        candidates = SATURN_STANDS_FOR if modern_rulers and s4 == "SATURN" else (s4,)
        groups = [g for g in (_group([*zodiac, c]) for c in candidates) if g is not None]
        planets = max(groups, key=lambda g: g[1]) if groups else None
    parts = [tr("table.breakdown_twice" if group[1] == 2 else "table.breakdown_thrice",
                name=symbol_name(group[0]), count=group[1])
             for group in (elements, planets) if group is not None]
    groups_text = " + ".join(parts) if parts else tr("table.breakdown_none")
    multiplier = VALUE_OF[s4] if s4 is not None else 1
    return tr("table.breakdown_sum", points=score.points, groups=groups_text, base=score.base,
              multiplier=multiplier)


def takeover_reason(before: Game, after: Game, move: Move,
                    you: int | None) -> tuple[str, dict[str, object]] | None:
    """Why a move mattered, when it took over a row someone else held (R12): a catalog key
    and its params (seats and card codes, worded by `takeover_text`); None for any other
    move (playtest: a line on why the AI did what it did after a takeover)."""
    mover = before.current_player
    owner = before.leader
    if move.is_discard or owner < 0 or owner == mover:
        return None
    # When the row is won at once (every other seat is out of cards), `after`'s row is
    # already cleared: its worth is the trick just awarded, not the empty row's 0 (pt18a 1)
    awarded = after.tricks[len(before.tricks):]
    worth = awarded[0].points if awarded else after.preview().points
    params: dict[str, object] = {"name": mover, "owner": owner, "points": worth}
    placed = dict(move.placements)
    if set(placed) == {5, 6}:
        params.update(aspect=placed[5], planet=placed[6])
        key = "table.takeover_pair"
    else:
        params["cards"] = [code for _, code in move.placements]
        key = "table.takeover_cards"
    return key + ("_you" if owner == you else ""), params


def takeover_text(reason: tuple[str, dict[str, object]], names: Sequence[str]) -> str:
    """A takeover reason in the current language."""
    key, raw = reason
    params = dict(raw)
    for seat_key in ("name", "owner"):
        seat = params[seat_key]
        params[seat_key] = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) \
            else "?"
    for card_key in ("aspect", "planet"):
        if card_key in params:
            params[card_key] = tr(f"card.name.{params[card_key]}")
    cards = params.get("cards")
    if isinstance(cards, list):
        params["cards"] = join_names([tr(f"card.name.{code}") for code in cards])
    return tr(key, **params)
