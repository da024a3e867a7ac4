"""The banner across the foot of an Astromagie card face: its place, its ribbon and how
its label (the card's kind, tr("kind.<kind>")) is fitted in the current language.

Every banner of one card size is lettered alike (BannerPlan): with the kind's end
ornaments where every label fits beside them, else without them, else not at all.
"""

from __future__ import annotations

from dataclasses import dataclass

from astromagie.i18n import has, tr
from astromagie.look.fonts import fitted_size

from .canvas import Canvas, mix, poly
from .kinds import KIND_STYLES, KindStyle, draw_ornament
from .lettering import MIN_TEXT_PX

BANNER_TEXT = 0.88  # the banner label's height, as a share of the banner's (capitals only)
BANNER_SHARE = 0.085  # the banner's height, as a share of the card's ...
BANNER_MIN = MIN_TEXT_PX / BANNER_TEXT  # ... but never too low for a legible label
BANNER_GAP = 1.0  # room between the label and each end ornament, in ornament radii
BANNER_SQUEEZE = 0.7  # how far a long banner label (STERNZEICHEN) may be condensed
BANNER_X = (0.14, 0.86)  # the ribbon's ends, as fractions of the card width
# Without the end ornaments (a small card) the ribbon reaches further out, and the label
# keeps AIR banner heights clear of each notch: at 1024x700 "ELEMENT" and "ZEICHEN" ran
# from notch to notch (playtest pt6a, 14).
BANNER_X_WIDE = (0.09, 0.91)
AIR = 0.3


def banner_height(h: int) -> float:
    """The banner's height on a card `h` px tall: a share of it, at least a legible label's."""
    return max(BANNER_SHARE * h, BANNER_MIN)


def banner_y(h: int) -> float:
    """The banner's top: where the card's foot begins, lifted if the banner had to grow."""
    return min(0.855 * h, 0.965 * h - banner_height(h))


def banner_label(kind: str, full: bool = False) -> str:
    """The word on a card's banner: with `full`, the kind's own name (as the row, the rules
    and the close-up say it); else the kind's short banner word where the language has one
    (none in German, whose kind word ZEICHEN fits every card), else the name."""
    key = f"kind.banner.{kind}"
    return (tr(key) if has(key) and not full else tr(f"kind.{kind}")).upper()


@dataclass(frozen=True)
class BannerPlan:
    """How every banner of one card size is lettered (all kinds alike)."""

    size: int  # the label's font size
    text_h: float  # the height it was fitted in
    room: float  # the width it may take
    ornaments: bool  # the kind's ornaments at the ribbon's ends (dropped to make room)
    full: bool = True  # the kinds' own names; False: the short banner words (no room)

    def label(self, kind: str) -> str:
        """The word this plan letters on `kind`'s banner."""
        return banner_label(kind, self.full)


def banner_room(w: int, h: int, ornaments: bool = True) -> tuple[float, float]:
    """The banner label's height and the width it may take on a `w` x `h` card face (beside
    the end ornaments, or, without them, between the ribbon's notches)."""
    bh = banner_height(h)
    notch = bh * 0.32
    orn = bh * 0.27
    if not ornaments:
        # between the notches of the wider ribbon, with a little air: the banner words then
        # fit the 1024x700 table's cards at the smallest text (H5)
        return bh * BANNER_TEXT, (BANNER_X_WIDE[1] - BANNER_X_WIDE[0]) * w - 2 * (notch + AIR * bh)
    inset = notch + orn * 1.15
    return bh * BANNER_TEXT, (BANNER_X[1] - BANNER_X[0]) * w - 2 * (inset + orn * BANNER_GAP)


def banner_plan(w: int, h: int) -> BannerPlan | None:
    """The lettering of the banners on a `w` x `h` card in the current language: the kinds'
    own names where every one fits at MIN_TEXT_PX or more (pt10a 5: a close-up showed
    "Sternzeichen" beside a big ZEICHEN), else the short banner words; each with the end
    ornaments if every label fits beside them, else without them; None when a label would
    not fit even then (every banner then shows an ornament)."""
    for full in (True, False):
        for ornaments in (True, False):
            text_h, room = banner_room(w, h, ornaments)
            if text_h < MIN_TEXT_PX:
                return None
            size = min(fitted_size(banner_label(kind, full), "bold", round(text_h),
                                   round(room), BANNER_SQUEEZE) for kind in KIND_STYLES)
            if size >= MIN_TEXT_PX:
                return BannerPlan(size, text_h, room, ornaments, full)
    return None


def banner_label_size(w: int, h: int) -> int | None:
    """The font size of the banner labels on a `w` x `h` card, or None when one of them
    would be under MIN_TEXT_PX (then every banner is left blank, so the kinds never differ
    in whether they are named)."""
    plan = banner_plan(w, h)
    return plan.size if plan is not None else None


def draw_banner(c: Canvas, style: KindStyle, y: float, bh: float, ornaments: bool = True) -> float:
    """A swallowtailed ribbon across the card's foot, with the kind's ornament at both ends.

    Returns the width left for the label, which is written later at full resolution.
    """
    ends = BANNER_X if ornaments else BANNER_X_WIDE
    x0, x1 = ends[0] * c.w, ends[1] * c.w
    notch = bh * 0.32
    fill = mix(style.frame, (255, 255, 255), 0.05)
    pts = [
        (x0, y),
        (x1, y),
        (x1 - notch, y + bh / 2),
        (x1, y + bh),
        (x0, y + bh),
        (x0 + notch, y + bh / 2),
    ]
    poly(c, mix(style.frame, (0, 0, 0), 0.35), [(x, yy + bh * 0.1) for x, yy in pts])
    poly(c, fill, pts)
    orn = bh * 0.27
    inset = notch + orn * 1.15
    for x in (x0 + inset, x1 - inset) if ornaments else ():
        draw_ornament(c, style.ornament, x, y + bh / 2, orn, mix(style.frame, (0, 0, 0), 0.6))
    return (x1 - x0) - 2 * (inset + orn * BANNER_GAP)
