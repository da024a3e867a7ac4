"""Monad's refusals in the view's own words: the why and the numbers the engine's reason
keys leave out (pt10d 8: a Common dropped on the Quint heard only where it could go, and
a click on the Quint heard "not worth enough" without the 6 held and the 36 it costs).

The engine decides every refusal; these only re-word its reason for the person, keeping
the rule ID. A move the view refuses is never played.
"""

from __future__ import annotations

from astromagie.host.game import Violation
from astromagie.i18n import tr

from ..cards import INDEX, IS_WARM, RANK, RANK_VALUE
from ..state import MonadState
from .words import phrase, rank_name, target_name, text_of


def rank_refusal(code: str, zone_rank: int, relative: bool,
                 elsewhere: str | None) -> Violation | None:
    """A card that is no relative trades for the next rank only (MO12): dropped on a column
    higher up, that is the reason, said first (pt2 item 24), then where its trade goes
    when it has one (`elsewhere`: the card that trade brings), then what the column takes.
    None: the column is the card's next rank (or no column), so the rank is not the why."""
    rank = int(code[1])
    if relative or zone_rank in (0, rank + 1):
        return None
    params: dict[str, object] = {"rank": rank_name(rank), "next": rank_name(rank + 1),
                                 "price": RANK_VALUE[zone_rank]}
    if zone_rank < 6:
        params |= {"target": rank_name(zone_rank), "below": text_of(f"ranks.r{zone_rank - 1}")}
    key = "wrong_rank" if zone_rank < 6 else "wrong_rank_monad"
    if elsewhere is not None:  # German declines them ("Mit dem roten Einer … die gelbe Bi")
        params |= {"with_card": phrase(code, "dat"), "target_card": phrase(elsewhere, "the")}
        key += "_there"
    return Violation("MO12", key, "a trade brings the next rank", params)


def ranks_wanted(violation: Violation, code: str) -> Violation:
    """The engine's MO13 "different ranks trade only with a relative" with what would have
    worked: a card of the same rank and the other temperature, or a relative (pt18d 5: a
    lone blue Bi dropped on the Tri heard the rule, not the warm Bi it lacked). Any other
    refusal is passed on unchanged."""
    if violation.reason != "ranks":
        return violation
    index = INDEX[code]
    key = "switch.cool" if IS_WARM[index] else "switch.warm"
    key += "_r1" if RANK[index] == 1 else ""
    return Violation(violation.rule, "ranks_wanted", violation.message,
                     {"wanted": text_of(key, rank=rank_name(RANK[index]))})


def counted(violation: Violation | None, rank: int) -> Violation | None:
    """The engine's MO15 "not worth enough" in words with its numbers: the engine's check
    says what the cards below `rank` are worth and what it costs (`worth_below`), the view
    only names the card. Any other refusal (or None) is passed on unchanged."""
    if violation is None or violation.reason != "too_few_points":
        return violation
    target = rank_name(rank) if rank < 6 else text_of("card.monad")
    return Violation(violation.rule, "too_few_points_counted", violation.message,
                     dict(violation.params) | {"target": target})


def switch_words(state: MonadState, seat: int, code: str, why: Violation, rank: int) -> str:
    """A card dropped on a column it cannot trade into began paying for that column's card:
    why no trade first, then the purchase, then how to take it back (pt15d 4: "Buying the
    orange Bi (3): 1 paid, 2 to go" came with no word of why). The reason is the trade's
    refusal (`why`, its rule kept); a Common or higher with no card of the other
    temperature at its rank in hand hears just that."""
    hand = state.hands[seat]
    index = INDEX[code]
    others = [i for i, n in enumerate(hand) if n and RANK[i] == RANK[index]
              and IS_WARM[i] != IS_WARM[index]]
    if why.reason == "temperature" and not others:
        key = "switch.warm" if not IS_WARM[index] else "switch.cool"
        key += "_r1" if RANK[index] == 1 else ""  # German: "ein warmer Einer", "eine warme Bi"
        wanted = text_of(key, rank=rank_name(RANK[index]))
        reason = text_of("switch.no_partner", wanted=wanted)
    else:
        key = f"violation.{why.reason}"
        reason = text_of(key, **why.params).rstrip(".")  # the sentence goes on
    return text_of("switch.buying", reason=reason, rule=tr("kit.rule_ref", rule=why.rule),
                   card=target_name(state, rank), price=RANK_VALUE[rank])
