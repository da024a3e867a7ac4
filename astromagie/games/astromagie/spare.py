"""Why a forced discard's card is the spare one, in words (the hint's "no_play_spare").

When nothing fits the row (R9) and the hint discards a card of which the hand holds
several of its kind, the line says which kind and how many ("2 zodiac cards, and one
is enough to open a row"), and what the card a newcomer would have thrown instead is
kept for (pt16a 5: "you hold 2 cards of this kind" named no kind while two Suns were
held as well, and said nothing of why the Suns stayed). A planet that fits 6 of this
very row is named with the aspect it waits for ("keep Mars: with an aspect II or higher
it takes this row over on 5+6"), which is what a seat with 1 to 4 full and no aspect
waits for turn after turn (pt16a 10).

Words only: the hint's choice is its search's (hint.py); this module explains the card
with the same judgement the bots order their candidates by (heuristic.keep_values) and
the engine's rules for 5+6 (R5-R7), and never changes what the hint picks.
"""

from __future__ import annotations

from collections import Counter

from astromagie.i18n import tr

from .engine import Game
from .engine.cards import ASPECT, ELEMENT, KIND_OF, PLANET, VALUE_OF, ZODIAC
from .engine.rules import ROMAN, TopPair
from .heuristic import keep_values

SPARE_KINDS = {ZODIAC: "zodiac", ELEMENT: "element", PLANET: "planet", ASPECT: "aspect"}


def aspect_needed(planet: str, slots: tuple[str | None, ...], top: TopPair) -> int | None:
    """The lowest aspect value that, with `planet` on 6, would take this row over (R5-R7:
    4 filled, a planet other than the one on 4, on a pair: its planet value and an aspect
    as high or higher); None when `planet` cannot go on 6 of this row."""
    if slots[3] is None or slots[3] == planet:
        return None
    if top is None:
        return 1
    aspect, value = top
    return aspect if VALUE_OF[planet] == value else None


def kept_instead(hand: list[str], card: str, slots: tuple[str | None, ...],
                 top: TopPair) -> str | None:
    """The card of another kind a newcomer would most likely have thrown instead of `card`:
    one the hand holds twice or more first (pt16a 5: two Suns beside the two zodiac cards),
    a planet that fits 6 of this row next, then the one the bots' judgement keeps least."""
    others = [code for code in dict.fromkeys(hand) if KIND_OF[code] != KIND_OF[card]]
    if not others:
        return None
    counts = Counter(hand)
    values = keep_values(hand)

    def order(code: str) -> tuple[bool, bool, float]:
        fits = KIND_OF[code] == PLANET and aspect_needed(code, slots, top) is not None
        return counts[code] < 2, not fits, values[code]

    return min(others, key=order)


def keeps_words(card: str, hand: list[str], slots: tuple[str | None, ...],
                top: TopPair) -> str:
    """What `card`, kept in `hand` after the discard, is kept for, as a sentence."""
    name = tr(f"card.name.{card}")
    kind = KIND_OF[card]
    partner_kind = {ASPECT: PLANET, PLANET: ASPECT}.get(kind)
    partners = [code for code in hand if KIND_OF[code] == partner_kind]
    if kind == PLANET and not partners:
        needs = aspect_needed(card, slots, top)
        if needs == 1:  # "an aspect I or higher" is any aspect: said so
            return tr("astromagie.hint.spare_keeps.fits_any", card=name)
        if needs is not None:
            return tr("astromagie.hint.spare_keeps.fits", card=name, aspect=ROMAN[needs])
    if partners:
        best = max(partners, key=lambda code: VALUE_OF[code])  # the strongest pair named
        aspect, planet = (card, best) if kind == ASPECT else (best, card)
        return tr("astromagie.hint.spare_keeps.pair", aspect=tr(f"card.name.{aspect}"),
                  planet=tr(f"card.name.{planet}"))
    return tr(f"astromagie.hint.spare_keeps.{SPARE_KINDS[kind]}", card=name)


def spare_reason(game: Game, card: str) -> tuple[str, dict[str, object]]:
    """The hint's reason for discarding `card` when nothing fits and the hand holds two or
    more cards of its kind: the kind named with its count and why one of them is enough,
    then what the likeliest other throw is kept for."""
    hand = list(game.hand(game.current_player))
    kind = KIND_OF[card]
    count = sum(1 for code in hand if KIND_OF[code] == kind)
    left = list((Counter(hand) - Counter([card])).elements())
    slots, top = game.row(), game.top()
    other = kept_instead(left, card, slots, top)
    keeps = "" if other is None else "; " + keeps_words(other, left, slots, top)
    spare = tr(f"astromagie.hint.spare.{SPARE_KINDS[kind]}", count=count)
    return "hint.no_play_spare", {"count": count, "spare": spare, "keeps": keeps}
