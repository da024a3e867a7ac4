"""Why the hint's play is good, in words that name cards: the hint's reason, not its choice.

`StripPolicy.reason` asks here for a played card. The bots' search chooses the move;
this module only explains it, from the mover's view (the row, the collections, its own
hand), and never changes what is played. Two things the newcomer playtest (pt2,
findings 6 and 7) missed in the old reasons:

- a play that costs more now than another card: say which card would have cost less
  and what the search gains by keeping it (a pair for the secret choice at the end, or
  the played card reaching more of its colour once the row grows);
- a majority the hint counts on that another player can take back before the
  person's next turn: say so, with the counts.

Card names are the game's catalog's ("green 3"), in the language of the moment.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from astromagie.i18n import tr

from .cards import CODE, COLOURS
from .scoring import colour_tallies, scores
from .state import StripState

GAME = "zahlenstreifen"


def card_words(card: int) -> str:
    code = CODE[card]
    return tr(f"{GAME}.card", colour=tr(f"{GAME}.colour.{code[0]}"), value=code[1:])


def cards_words(cards: Sequence[int]) -> str:
    names = list(dict.fromkeys(card_words(c) for c in cards))
    if len(names) <= 1:
        return "".join(names)
    return tr(f"{GAME}.and", first=", ".join(names[:-1]), last=names[-1])


def taken_from(row: Sequence[int], card: int) -> list[int]:
    """NS6/NS7: what playing `card` on `row` takes (as `policy.taken_by`)."""
    limit = len(row) - card % 10
    low = card - card % 10
    return [x for x in row[:max(0, limit)] if low < x <= card]


def own_change(collections: Sequence[Sequence[int]], players: int, me: int,
               added: Sequence[int]) -> int:
    """How `me`'s minus points change when `me` adds `added` (NS13/NS14 if it ended now)."""
    grown = [list(c) for c in collections]
    grown[me] += list(added)
    return scores(collections, players)[me] - scores(grown, players)[me]


def best_pair(collections: Sequence[Sequence[int]], players: int, me: int,
              hand: Sequence[int]) -> tuple[int, tuple[int, int]] | None:
    """The two hand cards that cost `me` least in its collection, and that cost."""
    pairs = {tuple(sorted(p)) for p in combinations(hand, 2)}
    costed = [(own_change(collections, players, me, pair), pair) for pair in pairs]
    return min(costed) if costed else None  # type: ignore[return-value]


def _without(cards: Sequence[int], card: int) -> list[int]:
    rest = list(cards)
    rest.remove(card)
    return rest


def _with_taken(state: StripState, me: int, taken: Sequence[int]) -> list[list[int]]:
    colls = [list(c) for c in state.collections]
    colls[me] += list(taken)
    return colls


def contested(state: StripState, me: int, card: int, taken: Sequence[int]) -> dict[str, int]:
    """The majority `card`'s take gives `me`, when another owner could take it back before
    `me` plays again: {"mine", "rival", "left"} (empty: not contested). `left` counts the
    colour's cards in the row after the play that another player's card of that colour
    can reach before then, `rival` the most any other owner holds."""
    colour = card // 10
    counts = [colour_tallies(c)[0][colour] for c in state.collections]
    mine = counts[me] + len(taken)
    rival = max(c for owner, c in enumerate(counts) if owner != me)
    row_after = [x for x in state.row if x not in taken] + [card]
    # a card of value x at position p is taken by a card of value v with x <= v < p
    # (NS6/NS7); before `me` plays again the row grows by one card a turn
    grows = len(state.collections) - 2
    length = len(row_after)
    left = sum(1 for i, x in enumerate(row_after)
               if x // 10 == colour and x % 10 < length - i + grows)
    if left and rival and rival + left >= mine:  # someone collects it and can catch up
        return {"mine": mine, "rival": rival, "left": left}
    return {}


def contested_key(state: StripState, key: str) -> str:
    """The contested form of the majority reason `key`: mid-game, "before your next turn";
    in the last round there is no next turn, so it says who still plays and that the secret
    choice can shift it too (pt12b 6: "before your next turn" on the game's last card)."""
    if state.last_left < 0:
        return key + "_contested"
    return key + ("_contested_last" if state.last_left > 1 else "_contested_last_alone")


def still_to_play(state: StripState) -> dict[str, int]:
    """In the last round, how many players play a card after the one to move (NS11):
    {"after_you": count}; before it, nothing."""
    return {"after_you": state.last_left - 1} if state.last_left >= 0 else {}


def later_reason(state: StripState, me: int, card: int,
                 params: dict[str, object]) -> tuple[str, dict[str, object]]:
    """A costly play preferred over a cheaper one: which card is kept and why, concretely."""
    hand = list(state.hands[me])
    taken = taken_from(state.row, card)
    costs = {other: own_change(state.collections, state.n, me, taken_from(state.row, other))
             for other in set(hand)}
    cheaper = min(costs, key=lambda other: (costs[other], other % 10, other))  # one, always
    before = int(str(params["before"]))
    said = {**params, "cheaper": card_words(cheaper),
            "cheaper_after": before + costs[cheaper]}
    # the end is near: the cards kept decide the secret choice (NS12)
    if len(state.pile) <= state.n:
        played = best_pair(_with_taken(state, me, taken), state.n, me, _without(hand, card))
        kept = best_pair(_with_taken(state, me, taken_from(state.row, cheaper)), state.n, me,
                         _without(hand, cheaper))
        if played is not None and kept is not None:
            end_played = int(str(params["after"])) + played[0]
            end_kept = before + costs[cheaper] + kept[0]
            if end_played < end_kept:
                return "hint.takes_for_the_end", {**said, "pair": cards_words(played[1]),
                                                  "end": end_played, "end_other": end_kept}
    # the row grows: cards of its colour now at or under its value come into its reach
    length = len(state.row)
    low = card - card % 10
    soon = [x for i, x in enumerate(state.row)
            if low < x <= card and length - i <= card % 10]
    if state.last_left >= 0:  # no turns ahead: the others' last cards and the choice
        return "hint.takes_weighed_last", said
    if soon:
        return "hint.takes_before_it_grows", {**said, "more": cards_words(soon)}
    return "hint.takes_for_later", said


def alike_card(state: StripState, me: int, card: int) -> int | None:
    """Another card in `me`'s hand (not a copy of `card`) whose play costs `me` exactly
    what `card`'s does now, the nearest in colour and value; None if every other costs
    otherwise. The search took `card` over it for the turns after (pt9b 11: "Try: yellow
    4" beside yellow 3 at the same 0 → 1 gave no reason to prefer it)."""
    def cost(other: int) -> int:
        return own_change(state.collections, state.n, me, taken_from(state.row, other))

    own = cost(card)
    alike = [other for other in set(state.hands[me]) if other != card and cost(other) == own]
    if not alike:
        return None
    return min(alike, key=lambda other: (other // 10 != card // 10,
                                         abs(other % 10 - card % 10), other))


def with_alike(state: StripState, me: int, card: int, key: str,
               params: dict[str, object]) -> tuple[str, dict[str, object]]:
    """The reason `key` with a clause on a card that costs the same now (`alike_card`),
    else the reason as it is."""
    params = {**params, **lead_words(state, me, card)}
    alike = alike_card(state, me, card)
    if alike is None:
        return key, params
    alike_key = "hint.alike_last" if state.last_left >= 0 else "hint.alike"
    return alike_key, {**params, "reason": tr(f"{GAME}.{key}", **params),
                          "alike": upper_first(card_words(alike)),
                          # named, not "this one" (pt16b 11: whose "diese" was unclear)
                          "chosen": card_words(card)}


def lead_words(state: StripState, me: int, card: int) -> dict[str, object]:
    """The card and colour a majority reason names ("with blue 4 you hold the most blue":
    pt18b 9, "with it ... its colour" read as either card), and its one line on how the
    lead can be lost (pt18b 1: the hint taught collecting a colour, and a bot's one take
    turned the person's blue from 5 to 23): another owner one card behind, or level, is
    named with its count; else what losing the lead would cost."""
    colour = card // 10
    counts = [colour_tallies(c)[0][colour] for c in state.collections]
    mine = counts[me] + len(taken_from(state.row, card))
    rival = max(c for owner, c in enumerate(counts) if owner != me)
    name = tr(f"{GAME}.colour.{COLOURS[colour]}")
    if rival and rival >= mine - 1:
        risk = tr(f"{GAME}.hint.lead_close", rival=rival, colour=name)
    else:
        risk = tr(f"{GAME}.hint.lead_lost", colour=name)
    return {"card": card_words(card), "colour": name, "risk": risk}


def free_card(state: StripState, me: int, card: int) -> int | None:
    """A card in `me`'s hand that takes nothing now, the lowest first; None if every
    card takes something, or `card` itself takes nothing."""
    if not taken_from(state.row, card):
        return None
    free = [other for other in set(state.hands[me]) if not taken_from(state.row, other)]
    return min(free, key=lambda other: (other % 10, other)) if free else None


def with_free(state: StripState, me: int, card: int, key: str,
              params: dict[str, object]) -> tuple[str, dict[str, object]]:
    """The reason `key` with a clause on a card that would take nothing (`free_card`),
    saying why the search passed over it: it still takes nothing after this move, so it
    stays a safe card for later; else the turns after were weighed (pt14b 4: "yellow 8,
    +1" beside a green 1 that took nothing, with no word why). Else the reason as it is."""
    key, params = with_tie(state, me, card, key, params)
    free = free_card(state, me, card)
    if free is None or int(str(params["after"])) <= int(str(params["before"])):
        return with_cost_why(state, me, card, key, params)  # nothing free, or it lowers them
    row_after = [x for x in state.row if x not in taken_from(state.row, card)] + [card]
    kept = state.last_left < 0 and not taken_from(row_after, free)
    # the inner reason's key and parameters stay as they were ("inner"): its words are
    # said first, whole, and a review or a test can still read what it was
    return ("hint.free_kept" if kept else "hint.free_weighed"), {
        **params, "inner": key, "because": tr(f"{GAME}.{key}", **params),
        "free": upper_first(card_words(free))}


MAJORITY_KEYS = ("hint.takes_the_majority", "hint.takes_into_majority")


def tie_count(state: StripState, me: int, card: int) -> int | None:
    """How many cards of `card`'s colour `me` and the leading other owner would each hold
    after its take, when the take leaves them tied for the most (NS13); else None."""
    colour = card // 10
    counts = [colour_tallies(c)[0][colour] for c in state.collections]
    mine = counts[me] + len(taken_from(state.row, card))
    rival = max(c for owner, c in enumerate(counts) if owner != me)
    return mine if mine == rival else None


def with_tie(state: StripState, me: int, card: int, key: str,
             params: dict[str, object]) -> tuple[str, dict[str, object]]:
    """A majority reason whose take ties the most of a colour says so, plainly: a tie, and
    what a tie costs (pt17 3: "you hold more ... (a tie counts too)" beside a jump in the
    minus points left the tie unexplained). A contested reason names its counts already."""
    inner = key if key in MAJORITY_KEYS else None
    if key.startswith("hint.alike") and "mine" not in params:
        inner = "hint.takes_the_majority"  # (alike wraps only the uncontested forms here)
    count = tie_count(state, me, card)
    if inner is None or count is None:
        return key, params
    tie = {**params, "colour": tr(f"{GAME}.colour.{COLOURS[card // 10]}"), "tied": count}
    if inner == key:
        return "hint.takes_a_tie", tie
    return key, {**tie, "reason": tr(f"{GAME}.hint.takes_a_tie", **tie)}


def with_cost_why(state: StripState, me: int, card: int, key: str,
                  params: dict[str, object]) -> tuple[str, dict[str, object]]:
    """A majority take that costs points now while every card in the hand takes something:
    one short line on why it is still the hint (pt17 3): it costs least, or a named card
    costs less now and the turns after were weighed. Else the reason as it is."""
    before, after = int(str(params["before"])), int(str(params["after"]))
    if after <= before or key.startswith("hint.alike"):  # alike: a card as cheap is named
        return key, params
    costs = {other: own_change(state.collections, state.n, me, taken_from(state.row, other))
             for other in set(state.hands[me]) if other != card}
    cheaper = min(costs, key=lambda other: (costs[other], other % 10, other), default=None)
    if cheaper is None or costs[cheaper] >= after - before:
        why = tr(f"{GAME}.hint.why_least")
    else:
        why = tr(f"{GAME}.hint.why_weighed", cheaper=upper_first(card_words(cheaper)),
                 cheaper_after=before + costs[cheaper])
    return "hint.costs_why", {**params, "inner": key, "because": tr(f"{GAME}.{key}", **params),
                              "why": why}


def compare_reason(state: StripState, played: int | tuple[int, int],
                   better: int | tuple[int, int]) -> tuple[str, dict[str, object]] | None:
    """The review's words for why `better` beat `played` when it cost less now, in whole
    minus points and the cards each took (pt4b, finding 15: "red 7 lost 12.8" was never
    said in a way a player followed); None when `better` cost as much or more now (the
    review then says its own reason, the hint's: what it keeps for later)."""
    me = state.current
    before = -scores(state.collections, state.n)[me]
    if isinstance(played, int) and isinstance(better, int):
        took = taken_from(state.row, played), taken_from(state.row, better)
        cost = [own_change(state.collections, state.n, me, t) for t in took]
        if cost[1] >= cost[0]:
            return None
        params: dict[str, object] = {
            # both begin a sentence: "Red 7 took red 1 ... Green 8 would have taken nothing"
            "played": upper_first(card_words(played)), "better": upper_first(card_words(better)),
            "before": before,
            "played_after": before + cost[0], "better_after": before + cost[1],
            "taken": cards_words(took[0]), "better_taken": cards_words(took[1])}
        return ("review.cheaper_safe" if not took[1] else "review.cheaper_now"), params
    if isinstance(played, tuple) and isinstance(better, tuple):
        cost = [own_change(state.collections, state.n, me, pair) for pair in (played, better)]
        if cost[1] >= cost[0]:  # dearer before the reveal: what the reveal changes (pt10b 8)
            return reveal_reason(state, played, better, before + cost[0], before + cost[1])
        return "review.choice_cheaper", {"played": cards_words(played),
                                         "better": cards_words(better),
                                         "played_after": before + cost[0],
                                         "better_after": before + cost[1]}
    return None


def revealed(state: StripState, me: int, pair: tuple[int, int]) -> list[list[int]]:
    """The collections after the reveal if `me` lays down `pair`: the seats that chose
    before keep their pair (NS12, in seat order), each seat after lays the two cards of
    its hand that cost it least (`best_pair`), as a player looking only at the table would."""
    grown = [list(c) for c in state.collections]
    grown[me] += list(pair)
    for owner in range(state.n):
        if owner == me:
            continue
        laid = state.secret[owner] or list(
            (best_pair(state.collections, state.n, owner, state.hands[owner]) or (0, ()))[1])
        grown[owner] += laid
    return grown


def colour_cost(collections: Sequence[Sequence[int]], players: int, me: int,
                colour: int) -> int:
    """`me`'s minus points for one colour alone (NS13)."""
    only = [[x for x in owned if x // 10 == colour] for owned in collections]
    return -scores(only, players)[me]


def holds_most(collections: Sequence[Sequence[int]], me: int, colour: int) -> bool:
    counts = [colour_tallies(c)[0][colour] for c in collections]
    return counts[me] > 0 and counts[me] == max(counts)


def reveal_reason(state: StripState, played: tuple[int, int], better: tuple[int, int],
                  played_now: int, better_now: int) -> tuple[str, dict[str, object]] | None:
    """A pair that cost more before the reveal and was better: the colour whose majority
    the others' revealed cards decide, in one clause (pt10b 8: "red 4 over yellow 6"
    looked wrong beside the majorities on the table and the review did not say why).
    None when the others' likely pairs show no such colour (the review's own reason)."""
    me = state.current
    ends = [revealed(state, me, pair) for pair in (played, better)]
    totals = [-scores(end, state.n)[me] for end in ends]
    if totals[1] >= totals[0]:
        return None
    costs = {colour: (colour_cost(ends[0], state.n, me, colour),
                      colour_cost(ends[1], state.n, me, colour)) for colour in range(5)}
    colour = max(range(5), key=lambda c: (costs[c][0] - costs[c][1], -c))
    if holds_most(ends[0], me, colour):
        return None  # the colour stays the person's: no majority to name
    kept = holds_most(ends[1], me, colour)
    return ("review.choice_majority" if kept else "review.choice_reveal"), {
        "played": cards_words(played), "better": cards_words(better),
        "played_after": played_now, "better_after": better_now,
        "colour": tr(f"{GAME}.colour.{COLOURS[colour]}"),
        "played_colour": costs[colour][0], "better_colour": costs[colour][1],
        "played_end": totals[0], "better_end": totals[1]}


def upper_first(text: str) -> str:
    return text[:1].upper() + text[1:]
