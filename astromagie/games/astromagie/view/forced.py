"""Why a turn can only discard: the forced discard's reason, in words of the row.

When no card of the hand fits the row (R9: every legal move is a discard), the
status line says what each open place of the row would need and the hand lacks
(playtest pt3b, finding 12: "You must discard" stood on 8 of 15 turns without a
why). The places and their needs are the rules' (R3 opening, R4 gapless growth,
R5-R7 the pair); the hand is the person's own, so nothing hidden is told. The line
stays one line at 1024x700 (playtest pt6a, 6: the pair's "aspect ≥ III, planet value
3, not Venus" wrapped): what a pair needs exactly stands under 5+6 on the board, and
when two places want something the line names the places only. A card of the hand
that has a place but must wait for the place next to it (R4: a zodiac card for 1 while
2 is empty) is named too (playtest pt14a, 9: "none of your cards fits on 2 or 5+6"
while holding Libra, and 1 was not mentioned).
"""

from __future__ import annotations

from astromagie.i18n import tr

from ..engine import Game
from ..engine.cards import ASPECT, KIND_OF, PLANET, VALUE_OF, ZODIAC
from ..engine.rules import ROMAN
from ..spare import aspect_needed
from .words import card_name, text_of


def forced_needs(game: Game, seat: int) -> list[tuple[str, dict[str, object]]]:
    """What the row's open places need, as catalog keys (under `astromagie.forced.`) and
    params: the opening zodiac card on an empty row, else each place next to a card (R4)
    and the pair on 5+6 once 4 is filled (R5-R7)."""
    one, two, three, four = game.row()
    if three is None:
        return [("open", {})]
    needs: list[tuple[str, dict[str, object]]] = []
    if two is None:
        needs.append(("element", {}))
    elif one is None:
        needs.append(("zodiac", {}))
    if four is None:
        needs.append(("planet", {}))
        return needs
    top = game.top()
    planet = card_name(four)
    if not any(KIND_OF[code] == ASPECT for code in game.hand(seat)):
        waiting = planets_waiting(game, seat)  # pt16a 10: which planet to keep for the pair
        needs.append(("aspect", {}) if not waiting else
                     ("aspect_for", {"planet": card_name(waiting[0])}) if len(waiting) == 1
                     else ("aspect_for_many", {}))
    elif top is None and not any(KIND_OF[code] == PLANET for code in game.hand(seat)):
        needs.append(("first_pair_none", {}))  # pt9a 5: "no planet but Moon" with none held
    elif top is None:
        needs.append(("first_pair", {"planet": planet}))
    else:
        needs.append(stacked_need(game, seat, top))
    return needs


def planets_waiting(game: Game, seat: int) -> list[str]:
    """The hand's planets that would take this row over on 6 with an aspect the hand lacks
    (R5-R7, spare.aspect_needed), those needing the lowest aspect, each once; [] without
    one. pt16a 10: turns of "no aspect for 5+6" with 1 to 4 full never said what to keep;
    pt18a 14: "no aspect to pair with Jupiter" named one planet where Moon and Mars would
    have served as well (then the line speaks of the hand's planets)."""
    slots, top = game.row(), game.top()
    fitting = [(needs, code) for code in game.hand(seat) if KIND_OF[code] == PLANET
               and (needs := aspect_needed(code, slots, top)) is not None]
    if not fitting:
        return []
    lowest = min(needs for needs, _ in fitting)
    return sorted({code for needs, code in fitting if needs == lowest})


def stacked_need(game: Game, seat: int, top: tuple[int, int]) -> tuple[str, dict[str, object]]:
    """Why no pair of the hand covers the pair on 5+6 (R7: an aspect as high or higher, a
    planet of the same value that is not the one on 4), named by the hand's own cards
    (pt11a 5: "none of your pairs fits" while the hand's only value-1 planet, the Sun,
    was the planet on 4: the game looked wrong for a moment)."""
    aspect, value = top
    hand = game.hand(seat)
    four = game.row()[3]
    if not any(KIND_OF[c] == ASPECT and VALUE_OF[c] >= aspect for c in hand):
        waiting = planets_waiting(game, seat)
        if len(waiting) == 1:  # the planet to keep for it (pt16a 10)
            return "pair_aspect_for", {"aspect": ROMAN.get(aspect, aspect),
                                       "planet": card_name(waiting[0])}
        if waiting:
            return "pair_aspect_for_many", {"aspect": ROMAN.get(aspect, aspect)}
        return "pair_aspect", {"aspect": ROMAN.get(aspect, aspect)}
    fitting = [c for c in hand if KIND_OF[c] == PLANET and VALUE_OF[c] == value]
    if not fitting:
        return "pair_value", {"value": value}
    if four is not None and all(c == four for c in fitting):
        return "pair_on_4", {"card": card_name(four)}
    return "pair", {"aspect": ROMAN.get(aspect, aspect), "value": value,
                    "planet": card_name(four) if four else ""}


# The place each need is for (forced_needs' keys), named when two places want a card.
PLACE_OF_NEED = {"open": "3", "element": "2", "zodiac": "1", "planet": "4", "aspect": "5+6",
                 "aspect_for": "5+6", "pair_aspect_for": "5+6", "aspect_for_many": "5+6",
                 "pair_aspect_for_many": "5+6",
                 "first_pair": "5+6", "first_pair_none": "5+6", "pair": "5+6",
                 "pair_aspect": "5+6", "pair_value": "5+6", "pair_on_4": "5+6"}


def forced_waits(game: Game, seat: int) -> list[tuple[str, str]]:
    """The open places a card of the hand is made for but cannot take yet, each with the
    place it waits for (R4: 1 needs 2, the pair 5+6 needs 4): the hand's zodiac card
    while 1 and 2 are empty, its aspect while 4 is."""
    one, two, three, four = game.row()
    if three is None:
        return []  # an empty row opens on 3: the zodiac card's reason is "open"
    kinds = {KIND_OF[code] for code in game.hand(seat)}
    waits = []
    if one is None and two is None and ZODIAC in kinds:
        waits.append(("1", "2"))
    if four is None and ASPECT in kinds:
        waits.append(("5+6", "4"))
    return waits


def forced_reason(game: Game, seat: int) -> str:
    """"You must discard: no planet for 4", or "... no card for 2 or 4" when two places
    want a card, and "; 1 needs 2 first" when a card of the hand waits for a place
    (status line words, one line)."""
    return forced_words(forced_needs(game, seat), forced_waits(game, seat))


def forced_words(needs: list[tuple[str, dict[str, object]]],
                 waits: list[tuple[str, str]] | None = None) -> str:
    """The status line for `needs` (forced_needs' list) and `waits` (forced_waits')."""
    if not needs:
        return tr("table.must_discard_short")
    if len(needs) == 1:
        key, params = needs[0]
        reasons = text_of(f"forced.{key}", **params)
    else:
        first, second = (PLACE_OF_NEED[key] for key, _ in needs[:2])
        reasons = text_of("forced.places", first=first, second=second)
    if waits:  # the first only: the line stays one line at 1024x700
        place, before = waits[0]
        return text_of("forced.line_waits", reasons=reasons,
                       waits=text_of("forced.waits", place=place, before=before))
    return text_of("forced.line", reasons=reasons)
