"""Why a move is good, in facts of the position: the hint's reason at any table.

Every figure comes from the engine: what the row would score after a play
(`Game.preview`, R14), who holds the trick (R12), and the room a play leaves for
a takeover, counted with the engine's placement rules over the cards the mover
cannot see (public information only). `move_reason` names a catalog key under
`astromagie.hint.` and its params; it says only what holds for this position.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from astromagie.i18n import tr

from .engine import Game, Move
from .engine.cards import ASPECT, ELEMENT, KIND_OF, PLANET, VALUE_OF, ZODIAC, card_type
from .engine.rules import legal_plays, legal_targets
from .spare import spare_reason

Reason = tuple[str, dict[str, object]]
ROMAN = {1: "I", 2: "II", 3: "III"}
TAKEBACK_DEALS = 120  # the next hand dealt this often: a chance in tenths, not finer


def move_points(game: Game, move: Move) -> int:
    """What the row is worth right after `move` (0 for a discard)."""
    return 0 if move.is_discard else game.preview(move.placements).points


def takeover_room(game: Game, seat: int, move: Move) -> int:
    """How many cards this seat cannot see could still go into the row after `move`.

    Any card placed by the next player makes them hold the trick (R12), so this
    is the room the move leaves for a takeover. Only public information is used:
    the cards `seat` does not see, tried with the engine's placement rules.
    """
    after = game.clone()
    after.apply(move)
    unseen = game.observation(seat).unseen()
    slots, top = after.row(), after.top()
    hand = list(unseen.elements())
    return sum(count for code, count in unseen.items()
               if legal_targets(hand, slots, top, (), code))


def takeback_tenths(game: Game, move: Move, deals: int = TAKEBACK_DEALS) -> int:
    """In how many of 10 deals the next player holds cards that take the row back after
    the play `move` (R12: any card they lay makes them last): their hand, of its
    known size, dealt `deals` times from the cards the mover cannot see, with the same
    seed for the same position (public information only; pt15a 9: "taken rows were often
    lost again at once", and the hint never said how likely that was). A pair counts only
    when the one hand holds both of its cards (R5). 0..9: see the return."""
    seat = game.current_player
    after = game.child(move)
    nxt = after.current_player
    size = len(after.hand(nxt)) if nxt != seat else 0
    unseen = sorted(game.observation(seat).unseen().elements())
    if size <= 0 or not unseen or takeover_room(game, seat, move) == 0:
        return 0
    slots, top = after.row(), after.top()
    rng = random.Random(len(game.history))  # the same position says the same chance
    hits = sum(1 for _ in range(deals)
               if legal_plays(rng.sample(unseen, min(size, len(unseen))), slots, top))
    # at most 9 in 10: holding a card that fits is not laying it, and "10 in 10" read as sure
    return min(9, round(10 * hits / deals))


def pair_aspects(hand: list[str], slots: tuple[str | None, ...],
                 top: tuple[int, int] | None) -> list[int]:
    """The aspect values of the pairs `hand` could lay on 5+6 of this row (R5-R7)."""
    return [card_type(code).value for play in legal_plays(hand, slots, top)
            for pos, code in play.placements if pos == 5 and KIND_OF[code] == ASPECT]


@dataclass(frozen=True)
class PairRisk:
    """A pair on 5+6 that would take the row over after a move and that the mover could not
    cover (pair_risk), with what the rules ask of a pair there (R5-R7)."""

    lowest: int  # the lowest aspect of such a pair that the cards unseen hold
    needs: int | None  # the aspect a pair on top needs (R7); None: 5+6 is empty, any pair
    mine: int | None  # the mover's best pair left in hand for 5+6; None: they hold none
    value: int | None = None  # a planet value no pair of the mover's could cover (R7)


def pair_risk(game: Game, move: Move) -> PairRisk | None:
    """The pair risk after `move` (PairRisk), when the cards the mover cannot see hold a
    pair that takes the row and that no pair kept in hand could cover; None when there is
    none (or 4 stays empty, so no pair fits yet).

    Public information only: what a takeover needs (R7: the aspect on top or higher, the
    planet value on top) is on the table. A pair above the mover's best answer cannot be
    covered by them: a stacked pair keeps the planet value, so their pairs that fit now
    are all they could answer with (playtest pt7a, 4: the hint filled 4 while the only
    pair in hand was an I, and the next seat took the row over with a II). On an empty
    5+6 any pair takes the row, even an I (pt9a 2: "a pair of aspect II or higher" read
    as what a takeover needs, and "you hold no pair" beside the I pair held)."""
    seat = game.current_player
    after = game.child(move)
    slots, top = after.row(), after.top()
    if slots[3] is None:
        return None
    kept = Counter(game.hand(seat)) - Counter(move.codes)  # not the cards drawn after it
    mine = pair_aspects(list(kept.elements()), slots, top)
    lowest = max(max(mine, default=0) + 1, top[0] if top else 1)
    unseen = list(game.observation(seat).unseen().elements())
    if any(aspect >= lowest for aspect in pair_aspects(unseen, slots, top)):
        return PairRisk(lowest, top[0] if top else None, max(mine, default=None))
    if top is None and mine:  # pt11a 6: a high pair kept covers only its own planet value
        values = uncovered_values(list(kept.elements()), unseen, slots)
        if values:
            return PairRisk(1, None, max(mine), values[0])
    return None


def pair_values(hand: list[str], slots: tuple[str | None, ...],
                top: tuple[int, int] | None) -> set[tuple[int, int]]:
    """The (aspect, planet value) of each pair `hand` could lay on 5+6 of this row."""
    pairs = set()
    for play in legal_plays(hand, slots, top):
        laid = dict(play.placements)
        if 5 in laid and 6 in laid:
            pairs.add((card_type(laid[5]).value, VALUE_OF[laid[6]]))
    return pairs


def uncovered_values(kept: list[str], unseen: list[str],
                     slots: tuple[str | None, ...]) -> list[int]:
    """The planet values of the first pairs the unseen cards could lay on the empty 5+6
    that no pair of `kept` could cover (R7: a pair on top keeps the planet value), lowest
    first. pt11a 6: the hint opened with Mercury on 4 while the hand kept Trine + Moon,
    "no play scores more"; a Square + Venus took the row, and the Moon's pair could not
    answer a value of 2."""
    return sorted({value for aspect, value in pair_values(unseen, slots, None)
                   if not pair_aspects(kept, slots, (aspect, value))})


def risk_reason(how: str, risk: PairRisk, points: int, best: int, safer: bool) -> Reason:
    """The hint's words for a move with a pair risk: what takes the row after it (any pair
    on an empty 5+6, else one of the aspect on top or higher), what the mover could not
    cover ("_low": their best pair is lower; else they hold none), and why it is still the
    move (pt9a 2): no play scores more ("_best"), or every richer play leaves the cards
    unseen more room to take the trick over (`safer`, "_safer")."""
    key = f"hint.{how}_risk"
    params: dict[str, object] = {"points": points, "aspect": ROMAN[risk.lowest]}
    if how == "take" and risk.needs is None:
        key += "_any"
    elif risk.needs is not None:
        params["needs"] = ROMAN[risk.needs]
    if risk.value is not None:
        key += "_value"
        params["value"] = risk.value
    elif risk.mine is not None:
        key += "_low"
    if points >= best:
        key += "_best"
    elif safer:
        key += "_safer"
    return key, params


def richer_room(game: Game, move: Move, plays: list[Move]) -> int:
    """The least room for a takeover (takeover_room) that a play scoring more than `move`
    leaves; `move` must not be the richest of `plays`."""
    points = move_points(game, move)
    return min(takeover_room(game, game.current_player, m) for m in plays
               if move_points(game, m) > points)


def safer_than_richer(game: Game, move: Move, plays: list[Move]) -> bool:
    """Whether `move` leaves less room for a takeover than every play that scores more."""
    return takeover_room(game, game.current_player, move) < richer_room(game, move, plays)


def pair_aspect(move: Move) -> int | None:
    """The aspect value `move` lays on 5 (None: it lays no pair)."""
    return next((card_type(code).value for pos, code in move.placements
                 if pos == 5 and KIND_OF[code] == ASPECT), None)


def kept_aspect(game: Game, move: Move, plays: list[Move]) -> int | None:
    """The highest aspect value the hand keeps back by laying a lower one in `move`'s pair,
    when another play lays it for as many points; None when `move` lays no pair or no
    such play exists (playtest pt8a, 2: the hint laid Square (I) and Saturn while the
    hand held a Trine (III) for the same 8 points, and never said why it kept it)."""
    laid = pair_aspect(move)
    if laid is None:
        return None
    points = move_points(game, move)
    higher = [aspect for m in plays
              if (aspect := pair_aspect(m)) is not None and aspect > laid
              and move_points(game, m) == points]
    return max(higher, default=None)


def move_reason(game: Game, move: Move) -> Reason:
    """Why `move` for the player to move: a key under `astromagie.` and its params.

    A discard: that nothing fits the row (R9) and why this card, or that every play would leave
    cards the mover cannot see room to take the trick over, or that it keeps the
    hand for later. A play: that it opens the row or takes the trick over (R12),
    what the row is then worth (R14), and that no play scores more, or that it
    leaves less room for a takeover than the plays that score more; a pair that keeps a
    higher aspect back for as many points says so (R7: a higher pair is harder to cover).
    """
    seat = game.current_player
    plays = [m for m in game.legal_moves() if not m.is_discard]
    if not plays:
        return forced_discard_reason(game, move)
    if move.is_discard:
        room = min(takeover_room(game, seat, m) for m in plays)
        key = "hint.discard_risk" if room > 0 else "hint.discard_keep"
        params: dict[str, object] = {"count": room} if room > 0 else {}
        use = waits_for(game, move, plays)
        if use:  # what the discard keeps and waits for (pt15a 9: "discard" alone taught nothing)
            return key + "_wait", {**params, "use": use}
        return key, params
    points = move_points(game, move)
    best = max(move_points(game, m) for m in plays)
    how = "take" if game.leader >= 0 else "open"
    risk = pair_risk(game, move)
    # a stronger aspect kept back is said (pt8a, 2); an opening lays no pair (R3, R10)
    kept = kept_aspect(game, move, plays) if how == "take" else None
    if risk is not None:  # the risk first: it decides more than the points (pt7a, 4)
        if kept is not None and risk.needs is not None:  # a pair laid: what covers it
            return "hint.take_risk_keep", {"points": points, "needs": ROMAN[risk.needs],
                                           "kept": ROMAN[kept]}
        return risk_reason(how, risk, points, best, points < best and safer_than_richer(
            game, move, plays))
    if kept is not None:
        return "hint.take_keep", {"points": points, "kept": ROMAN[kept]}
    odds = takeback_tenths(game, move) if how == "take" else 0
    if points >= best:
        if odds:  # how likely the row is lost again at once (pt15a 9)
            return f"hint.{how}_best_odds", {"points": points, "tenths": odds}
        return f"hint.{how}_best", {"points": points}
    room = takeover_room(game, seat, move)
    least = richer_room(game, move, plays)
    if room < least:
        return f"hint.{how}_safer", {"points": points, "count": least}
    if odds:
        return f"hint.{how}_odds", {"points": points, "tenths": odds}
    return f"hint.{how}", {"points": points}


KEPT_FIRST = (PLANET, ASPECT, ZODIAC, ELEMENT)  # the kinds a declined play's card is named by


def waits_for(game: Game, move: Move, plays: list[Move]) -> str:
    """What a discard keeps while a card would fit (R9: discarding is allowed anyway), as a
    clause after "this discard": the richest play's card it keeps and what that card is
    for in a later row (use_words: a pair for 5+6, a planet for 4, an opener for 3);
    "" when the discard throws that play's only card away."""
    if move.discard is None or not plays:
        return ""
    richest = max(plays, key=lambda m: (move_points(game, m), -len(m.placements)))
    hand = list((Counter(game.hand(game.current_player)) - Counter([move.discard])).elements())
    kept = sorted((code for code in richest.codes if code in hand),
                  key=lambda code: KEPT_FIRST.index(KIND_OF[code]))
    return use_words(kept[0], hand) if kept else ""


def forced_discard_reason(game: Game, move: Move) -> Reason:
    """Why this card, when nothing fits the row (R9): "Nothing fits the row" alone gave no
    reason for the card and once named the only zodiac card (playtest pt6a, 5). That the
    discard keeps the hand's only zodiac card to open a row with (R3), or, discarding that
    card, that the other cards pay more, or that the hand holds more cards of its kind;
    else only that nothing fits."""
    hand = game.hand(game.current_player)
    card = move.discard
    if card is None:
        return "hint.no_play", {}
    zodiac = [code for code in hand if KIND_OF[code] == ZODIAC]
    if len(zodiac) == 1 and len(hand) > 1:
        # the hint keeps a lone zodiac unless its search clearly found the other cards
        # worth more (hint.py): then it says so rather than nothing (round 8); a hand of
        # that one card has no other cards to speak of (pt8a 4)
        return ("hint.no_play_zodiac" if card == zodiac[0] else "hint.no_play_opener"), {}
    alike = sum(1 for code in hand if KIND_OF[code] == KIND_OF[card])
    if alike >= 2:  # the kind named, and what the other likely throw is kept for (pt16a 5)
        return spare_reason(game, card)
    return "hint.no_play", {}


def compare_reason(game: Game, played: Move, better: Move) -> Reason:
    """Why `better` beat `played` for the player to move, in one line of facts: a key under
    `astromagie.review.` and its params (the review's entries, playtest pt1, finding 28).

    What the two moves make the row worth now (R14), and how many cards the mover cannot
    see would still fit the row afterwards, ready to take the trick over (R12); where
    both are alike, that the difference lies in the cards kept for later turns, or, of
    two discards, that the better one kept the hand's only zodiac card (R3).
    """
    seat = game.current_player
    if better.is_discard and played.is_discard:
        zodiac = [code for code in game.hand(seat) if KIND_OF[code] == ZODIAC]
        if zodiac == [played.discard]:  # R3: the only card that opens a row went
            return "review.discard_opener", {}
        return kept_card_reason(game, played, better)
    if better.is_discard:
        room = takeover_room(game, seat, played)
        if room > 0:
            return "review.discard_safer", {"points": move_points(game, played), "count": room}
        return "review.discard_keep", {"played": move_points(game, played)}
    points = move_points(game, better)
    if played.is_discard:
        return "review.play_instead", {"points": points,
                                       "count": takeover_room(game, seat, better)}
    mine = move_points(game, played)
    room, my_room = takeover_room(game, seat, better), takeover_room(game, seat, played)
    params: dict[str, object] = {"points": points, "played": mine, "count": room,
                                 "played_count": my_room}
    if points > mine:
        return ("review.more_safer" if room < my_room else "review.more"), params
    if room < my_room:
        return "review.safer", params
    pair = kept_pair(played, better)
    if pair is not None:  # pt10a 8: "the cards it keeps" named neither them nor their use
        params.update(aspect=tr(f"card.name.{pair[0]}"), planet=tr(f"card.name.{pair[1]}"))
        return ("review.keeps_pair_same" if points == mine else "review.keeps_pair"), params
    kept = list((Counter(code for _, code in played.placements)
                 - Counter(code for _, code in better.placements)).elements())
    if kept:  # pt10a 8: name a card the better move keeps, and what it is for
        hand = list((Counter(game.hand(seat))
                     - Counter(code for _, code in better.placements)).elements())
        params["use"] = use_words(kept[0], hand)
        return ("review.keeps_same_use" if points == mine else "review.keeps_use"), params
    return ("review.keeps_same" if points == mine else "review.keeps"), params


def use_words(card: str, hand: list[str]) -> str:
    """What `card`, kept in `hand` (which holds it), is for in a later row, as a clause
    after "it"/"this one": with a card of the other kind, an aspect-planet pair to take
    a row over on 5+6 (R5, R7); a zodiac card opens a row on 3 (R3); a planet multiplies
    a row on 4 by its value (R14); an element scores on 2 beside a zodiac card of its
    element (R14); an aspect waits for a planet to pair with (R5)."""
    kind = KIND_OF[card]
    name = tr(f"card.name.{card}")
    partner_kind = {ASPECT: PLANET, PLANET: ASPECT}.get(kind)
    partners = [code for code in hand if KIND_OF[code] == partner_kind and code != card]
    if partners:
        aspect, planet = (card, partners[0]) if kind == ASPECT else (partners[0], card)
        return tr("astromagie.review.use.pair", aspect=tr(f"card.name.{aspect}"),
                  planet=tr(f"card.name.{planet}"))
    if kind == ZODIAC:
        return tr("astromagie.review.use.opens", card=name)
    if kind == PLANET:
        return tr("astromagie.review.use.planet", card=name, value=VALUE_OF[card])
    if kind == ELEMENT:
        return tr("astromagie.review.use.element", card=name)
    return tr("astromagie.review.use.aspect", card=name, value=ROMAN[VALUE_OF[card]])


def kept_pair(played: Move, better: Move) -> tuple[str, str] | None:
    """The aspect and planet `played` laid as a pair on 5+6 and `better` keeps in hand
    (R5: a pair is what takes a row over later), or None."""
    laid = dict(played.placements)
    if 5 not in laid or 6 not in laid:
        return None
    used = [code for _, code in better.placements]
    if laid[5] in used or laid[6] in used:
        return None
    return laid[5], laid[6]


def kept_card_reason(game: Game, played: Move, better: Move) -> Reason:
    """Of two discards, what the card the better one keeps (the one `played` threw away) is
    good for, where the position says it (pt9a 10: "the card it keeps served you better
    later" named no use): it fits this row now (R4), it makes an aspect-planet pair with
    a card kept beside it (R5), or, a zodiac card, it can open a new row (R3); else what
    its kind is for in a later row (use_words)."""
    kept, thrown = played.discard, better.discard
    if kept is None or thrown is None:
        return "review.discard_other", {}
    hand = list((Counter(game.hand(game.current_player)) - Counter([thrown])).elements())
    card = tr(f"card.name.{kept}")
    places = [pos for pos in legal_targets(hand, game.row(), game.top(), (), kept) if pos != 6]
    if places:
        place = "5+6" if places[0] == 5 else str(places[0])
        return "review.discard_fits", {"card": card, "place": place}
    partner_kind = {ASPECT: PLANET, PLANET: ASPECT}.get(KIND_OF[kept])
    partners = [code for code in hand if KIND_OF[code] == partner_kind]
    if partners:
        return "review.discard_pair", {"card": card, "partner": tr(f"card.name.{partners[0]}")}
    if KIND_OF[kept] == ZODIAC:
        return "review.discard_opens", {"card": card}
    return "review.discard_use", {"use": use_words(kept, hand)}
