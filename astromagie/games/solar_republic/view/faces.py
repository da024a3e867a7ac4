"""The Solar Republic's card faces and back, and the two-line names they and the board use.

A face shows the rank in the corner, a gold star under it on the trumps, a picture
of the body, the body's name ("Titan") and its suit at its foot, the suit's sign
small before the suit's name ("♄ Saturn"), so that colour is never the only cue.
Nothing stands alone under the rank but the star: Jupiter's sign ♃ there read as a
second number ("2 / 4", pt15c 9), so every suit's sign went to its name. A fanned
hand's card keeps its words to the strip the next card leaves, every name of the hand
in one type (`HandType`), whole.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from astromagie.i18n import current_language
from astromagie.kit import draw as look
from astromagie.kit.draw import glyph_surface
from astromagie.look import theme

from ..cards import RANK, SUIT
from .names import TOKENS, body_of, code_of
from .spine import SPINE_BELOW, spine_name
from .words import card_title, text_of

CARD_RATIO = 1.42  # height / width
CARD_GROUND = (24, 28, 60)  # the face's ground, under everything drawn on it

# Each suit: its colour and its symbol (the planet's, the Sun's for Sol).
SUIT_STYLE: dict[str, tuple[tuple[int, int, int], str]] = {
    "JU": ((214, 142, 86), "JUPITER"),
    "SA": ((222, 196, 110), "SATURN"),
    "UR": ((104, 206, 214), "URANUS"),
    "NE": ((92, 124, 232), "NEPTUNE"),
    "SO": ((246, 112, 82), "SUN"),
}


# a compound name breaks at its join ("Asteroiden-gürtel"), not at the syllable nearest
# its middle ("Asteroi-dengürtel" read badly: pt9c 7)
COMPOUND_TAILS = ("gürtel",)


def two_lines(name: str) -> list[str]:
    """`name` in two balanced lines: at the word break nearest its middle; one word at its
    compound join, else at the syllable cut nearest its middle, with a hyphen."""
    words = name.split()
    if len(words) >= 2:
        cut = min(range(1, len(words)), key=lambda k: abs(len(" ".join(words[:k]))
                                                         - len(" ".join(words[k:]))))
        return [" ".join(words[:cut]), " ".join(words[cut:])]
    for tail in COMPOUND_TAILS:
        if name.lower().endswith(tail) and len(name) > len(tail) + 2:
            return [name[:-len(tail)] + "-", name[-len(tail):]]
    inside = list(range(2, len(name) - 1))
    if not inside:
        return [name]
    cuts = [k for k in inside if _good_cut(name, k)] or inside
    k = min(cuts, key=lambda k: abs(2 * k - len(name)))
    return [name[:k] + "-", name[k:]]


def name_lines(name: str, size: int, width: int) -> list[pygame.Surface]:
    """`name` at `size` in one line, narrowed a little where it must be, else in two
    balanced lines at the same size ("Asteroid Belt", "Asteroiden-gürtel"), never set
    smaller than its neighbours for its length alone (pt9c 7: "Asteroidengürtel" was
    shrunk on one line in a short hand); only a part too wide narrowed gets smaller."""
    def fits(text: str) -> bool:
        return look.render(text, "bold", size).get_width() * NARROWEST <= width

    parts = [name] if fits(name) else two_lines(name)
    while size > 9 and not all(fits(part) for part in parts):
        size -= 1  # both lines at one size, the wider line decides
    return [narrowed(part, size, width) for part in parts]


def name_top(lines: list[pygame.Surface], size: tuple[int, int]) -> int:
    """Where a whole face `size` sets the first of its name's `lines` (each the height of
    a line apart less 2): under the picture, the last line inside the border (pt14c 10:
    "Asteroid Belt" on a rule book's small card reached it)."""
    w, h = size
    roomy = h >= 120
    top = round(h * (0.72 if len(lines) == 1 and roomy else 0.78 if len(lines) == 1
                     else 0.64 if roomy else 0.70))
    step = lines[0].get_height() - 2
    return min(top, h - max(2, w // 28) - step * (len(lines) - 1) - lines[-1].get_height())


def small_name_lines(name: str, size: int, width: int) -> list[pygame.Surface]:
    """A small card's name (a rule book's example at 1024x700): one word whole on one
    line, a size smaller or narrowed where it must be (pt14c 10: "Hype-" and "rion", whose
    second line the card's edge cut); two words or a compound in two lines as elsewhere."""
    if " " in name or any(name.lower().endswith(tail) for tail in COMPOUND_TAILS):
        return name_lines(name, size, width)
    while size > 9 and look.render(name, "bold", size).get_width() * NARROWEST > width:
        size -= 1
    return [narrowed(name, size, width)]


LINE_GAP = 1  # between a caption's lines: set 2 px into each other, the red end warning's
# two lines read as one cramped block over the hint's line at 1024x700 (pt11c 11)


def caption(surface: pygame.Surface, text: str, role: str, size: int, width: int,
            colour: tuple[int, int, int], midtop: tuple[int, int],
            bottom: int | None = None) -> pygame.Rect:
    """A caption under a board zone, wrapped into `width` on up to three lines, a size
    smaller each time it would need more (the end warning at 1024x700: finding 35), or
    would reach below `bottom` (the hint's line stands there: pt3a, finding 7). Where
    its words lie (an empty rect at `midtop` for no words)."""
    x, y = midtop
    lines = wrap_words(text, role, size, width)
    while size > 12 and (len(lines) > 3 or bottom is not None
                         and y + caption_height(lines, role, size) > bottom):
        size -= 1
        lines = wrap_words(text, role, size, width)
    drawn = pygame.Rect(midtop, (0, 0))
    for part in lines:
        line = look.render_fit(part, role, size, width, colour)
        rect = surface.blit(line, line.get_rect(midtop=(x, y)))
        drawn = rect if not drawn.w else drawn.union(rect)
        y += line.get_height() + LINE_GAP
    return drawn


def caption_height(lines: tuple[str, ...], role: str, size: int) -> int:
    """How tall `caption` lays `lines` at `size`."""
    return sum(look.render(part, role, size).get_height() + LINE_GAP for part in lines) \
        - LINE_GAP


@lru_cache(maxsize=64)  # the captions are painted every frame, and change seldom
def wrap_words(text: str, role: str, size: int, width: int) -> tuple[str, ...]:
    """`text` in lines at most `width` wide at `size` (a word longer than a line stays
    whole, to be narrowed by `render_fit`)."""
    lines: list[str] = []
    for word in text.split():
        candidate = f"{lines[-1]} {word}" if lines else word
        if lines and look.render(candidate, role, size).get_width() <= width:
            lines[-1] = candidate
        else:
            lines.append(word)
    return tuple(lines)


# A few bodies in their own colours (the rest take their suit's, lightened).
BODY_COLOUR: dict[str, tuple[int, int, int]] = {
    "mercury": (176, 168, 160), "venus": (232, 204, 140), "earth": (70, 132, 222),
    "mars": (206, 92, 62), "luna": (206, 206, 212), "charon": (170, 160, 156),
    "ceres": (150, 148, 146), "pluto": (214, 184, 150), "eris": (222, 222, 230),
    "makemake": (196, 140, 110), "titan": (222, 170, 80), "io": (230, 212, 110),
    "europa": (214, 196, 170), "triton": (200, 190, 196),
}


def _mix(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    r, g, bl = (round(x + (y - x) * t) for x, y in zip(a, b, strict=True))
    return (r, g, bl)


def body_art(surface: pygame.Surface, card: str, centre: tuple[int, int], size: float) -> None:
    """A little picture of the card's body: a banded giant (with rings for Saturn and
    Uranus), the Sun's rays or the belt's rocks, a planet, a moon with its shadow."""
    code = code_of(card)
    rank, suit = RANK[code], SUIT_STYLE[SUIT[code]][0]
    body = body_of(card)
    x, y = centre
    r = max(3, round(size * {4: 1.0, 5: 0.8, 3: 0.72, 2: 0.6, 1: 0.45}[rank]))
    colour = BODY_COLOUR.get(body, _mix(suit, (235, 235, 240), 0.25))
    if body == "asteroid_belt":
        r = max(4, round(size * 1.1))
        pygame.draw.circle(surface, (255, 204, 90), centre, max(2, r // 5))
        for i in range(22):  # rocks on an ellipse around a small sun
            angle = i * 2.4
            px = x + round(math.cos(angle) * r * (0.75 + 0.3 * (i % 3) / 2))
            py = y + round(math.sin(angle) * r * 0.5)
            pygame.draw.circle(surface, (172, 160, 150), (px, py), max(1, r // 12 + i % 2))
        return
    if rank == 5:  # the Sun: a disc with rays
        for i in range(12):
            angle = i * math.pi / 6
            start = (x + round(math.cos(angle) * r * 1.1), y + round(math.sin(angle) * r * 1.1))
            end = (x + round(math.cos(angle) * r * 1.45), y + round(math.sin(angle) * r * 1.45))
            pygame.draw.line(surface, (255, 190, 80), start, end, max(1, r // 8))
        pygame.draw.circle(surface, (255, 196, 76), centre, r)
        pygame.draw.circle(surface, (255, 232, 150), centre, round(r * 0.6))
        return
    disc = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
    c = (r + 1, r + 1)
    pygame.draw.circle(disc, colour, c, r)
    if rank == 4:  # a giant: bands across the disc
        for i, dy in enumerate((-0.5, -0.15, 0.25, 0.55)):
            band = _mix(colour, (40, 30, 40) if i % 2 else (250, 240, 230), 0.25)
            pygame.draw.rect(disc, band, (0, c[1] + round(dy * r), 2 * r + 2, max(1, r // 7)))
        mask = pygame.Surface(disc.get_size(), pygame.SRCALPHA)
        pygame.draw.circle(mask, (255, 255, 255, 255), c, r)
        disc.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    else:  # a planet or a moon: its night side
        shade = pygame.Surface(disc.get_size(), pygame.SRCALPHA)
        pygame.draw.circle(shade, (10, 12, 30, 110), (c[0] + round(r * 0.75), c[1]), r)
        mask = pygame.Surface(disc.get_size(), pygame.SRCALPHA)
        pygame.draw.circle(mask, (255, 255, 255, 255), c, r)
        shade.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        disc.blit(shade, (0, 0))
        if rank <= 2:  # craters
            for dx, dy, k in ((-0.35, -0.3, 0.18), (0.1, 0.3, 0.12), (-0.2, 0.35, 0.1)):
                pygame.draw.circle(disc, _mix(colour, (60, 60, 70), 0.3),
                                   (c[0] + round(dx * r), c[1] + round(dy * r)),
                                   max(1, round(k * r)))
    surface.blit(disc, disc.get_rect(center=centre))
    if code in ("SA4", "UR4"):  # the rings
        ring = pygame.Rect(0, 0, round(r * 3.0), round(r * (0.8 if code == "SA4" else 2.8)))
        if code == "UR4":
            ring.size = (round(r * 0.8), round(r * 2.8))
        ring.center = centre
        pygame.draw.ellipse(surface, _mix(colour, (255, 255, 255), 0.4), ring, max(1, r // 9))


def face(card: str, size: tuple[int, int], words: bool = True,
         shown: int | None = None, art: bool = True) -> pygame.Surface:
    """A card's face (a token such as "SA2:titan", or a bare code named by its kind);
    without `words`, only its rank and suit (a card half hidden under others). `shown`:
    only the card's left `shown` pixels show (a fanned hand's next card lies on the rest),
    so its words keep to that strip, in the one type of the hand's names
    (`strip_words`). Without `art`, no picture of the body (a card fanned under the
    pile's top card)."""
    code = code_of(card)
    w, h = size
    colour, glyph = SUIT_STYLE[SUIT[code]]
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(4, w // 10)
    pygame.draw.rect(surface, CARD_GROUND, surface.get_rect(), border_radius=radius)
    pygame.draw.rect(surface, colour, surface.get_rect(), width=max(2, w // 28),
                     border_radius=radius)
    rank = RANK[code]
    corner = look.render(str(rank), "bold", max(12, h // 6), colour)
    surface.blit(corner, (w // 12, h // 40))
    if art:  # (a card fanned under the pile's top card shows only the edge of it)
        body_art(surface, card, (w // 2 + w // 20, round(h * 0.42)), min(w * 0.3, h * 0.16))
    if rank in (3, 4, 5):  # the trumps: a mark of their own beside the colour
        # in the left column, under the rank, on every card: every strip of a
        # fanned hand shows it there with room (pt10c 13: a corner ring stood against the
        # rank or half under the next card), and one place on every card, however many
        # the hand holds (pt11c 9: the ring moved between the corner and the column as
        # the hand went from six cards to seven)
        centre, ring = strip_ring(w, h, w if shown is None else min(shown, w))
        if ring >= 3:  # on the card's own ground: Saturn's rings reach that far
            pygame.draw.circle(surface, CARD_GROUND, centre, ring + 3)
            trump_star(surface, centre, ring + 1)
    if not words:  # a card under others on the pile: its sign at the foot of its strip,
        # as small as on a hand card's foot line (set large there, alone, ♃ read as a 4)
        sign = glyph_surface(glyph, (sign_size(h), sign_size(h)), colour)
        surface.blit(sign, sign.get_rect(bottomleft=(w // 12, h - max(3, h // 30))))
        return surface
    name = card_title(card)
    left = w // 12
    room = name_room(w, shown)
    name_size = max(10, h // 10)
    if h >= 85 and shown is not None and shown < w:
        # a hand card the next one partly covers: its words in the strip that shows, in
        # the one type of the whole hand (pt13c 9), over its suit
        strip_words(surface, name, shown, code)
        return surface
    roomy = h >= 120  # a small card (a rule book's example) leaves the kind out
    if not roomy:  # its suit's sign stands in the corner the name would reach
        room -= sign_size(h) + 3
    if h >= 85:
        lines = name_lines(name, name_size, room) if roomy else \
            small_name_lines(name, name_size, room)
    else:  # a tiny card (a rule book row in a small window): one line of name
        lines = [look.render_fit(name, "bold", max(9, h // 9), room, look.TEXT)]
    if not roomy:  # no suit words at its foot: the sign alone, in its corner there
        sign = glyph_surface(glyph, (sign_size(h), sign_size(h)), colour)
        surface.blit(sign, sign.get_rect(bottomright=(w - max(2, w // 28) - 3,
                                                      h - max(3, h // 30))))
    step = lines[0].get_height() - 2
    top = name_top(lines, size)
    # the words start at the left edge, under the rank, as the corner does: a card
    # overlapped in a ten-card hand shows its left part, so its name reads from the start
    # ("Hyperi" was its centred middle)
    for i, line in enumerate(lines):
        surface.blit(line, line.get_rect(topleft=(left, top + i * step)))
    if roomy:  # the suit, in the one place on every card: hand, pile and close-up (pt13c
        # 4: the giants said "Giant Planet" there and the enlarged Sun "Joker", so a giant's
        # suit had to be read off its symbol); a card's kind is the rule book's to say
        suit_line(surface, foot_label(code), left, foot_room(w, room), code=code)
    return surface


def sign_size(h: int) -> int:
    """How tall a suit's sign is drawn on a face `h` high: as tall as the suit's words are
    set (`suit_line`), a little taller than their capitals."""
    return max(9, h // 14)


def foot_label(code: str) -> str:
    """What a face says at its foot: its suit, on every card of every size (pt13c 4)."""
    return text_of(f"suit.{SUIT[code_of(code)]}")


def trump_star(surface: pygame.Surface, centre: tuple[int, int], radius: int) -> None:
    """The trump's mark: a filled gold five-pointed star ★, `radius` to its points. Not a
    ring: at 8-12 px a ring ○ under the Sol sign ⊙ read as one more Sol sign, so every Sol
    card looked like a trump (pt13c 3); a star is another shape in another colour."""
    x, y = centre
    points = [(x + (radius if i % 2 == 0 else radius * 0.45) * math.sin(math.pi * i / 5),
               y - (radius if i % 2 == 0 else radius * 0.45) * math.cos(math.pi * i / 5))
              for i in range(10)]
    pygame.draw.polygon(surface, look.GOLD, points)


def foot_room(w: int, room: int) -> int:
    """How wide the kind or suit at a face's foot may be: `room` (its strip, or the name's),
    and on a whole card no nearer its right border than the words start from its left
    (pt12c 10: "Small Moon of Neptune" and "Giant Planet" touched the border at 1024x700;
    narrowed, never set smaller, where the label is longer)."""
    return min(room, w - 2 * (w // 12))


def strip_ring(w: int, h: int, shown: int) -> tuple[tuple[int, int], int]:
    """An overlapped trump's ring: its centre and radius in the left column, a gap under
    the rank, clear of the next card's edge by the same gap."""
    corner = look.render("3", "bold", max(12, h // 6))
    gap = max(3, h // 34)
    ring = min(max(3, w // 16), (shown - w // 12 - gap) // 2)
    x = w // 12 + corner.get_width() // 2
    return (max(x, w // 12 + ring), h // 40 + corner.get_height() + gap + ring), ring


def name_room(w: int, shown: int | None = None) -> int:
    """How wide a face `w` wide may set its name from its left margin (w // 12): to its
    border's inside less a pixel or two, or to the end of a fanned strip `shown` wide
    (pt7c 5: "Asteroidengürtel" was fitted to w - w // 10 from that margin, so its "l"
    lay on the border and read "Asteroidengürte")."""
    left = w // 12
    if shown is None or shown >= w:
        return w - max(2, w // 28) - 2 - left
    return shown - left - 2


def suit_line(surface: pygame.Surface, label: str, left: int, width: int,
              squeeze: float | None = None, code: str | None = None) -> pygame.Rect:
    """The card's kind or suit at its foot, `width` wide at most; where it lies. One type
    size on every card, narrowed where it must be (pt8c 11: "Giant Planet" was set smaller
    on Jupiter than on other cards). With `squeeze`, narrowed by that share whatever its
    room, and what is still wider than `width` cut off there: a fanned hand's suit words
    in one type, none running into the next card (pt13c 9). With the card's `code`, its
    suit's sign stands before the words, in the suit's colour (pt15c 9), and the rect
    covers both."""
    if code is None:
        return _suit_words(surface, label, left, width, squeeze)
    h = surface.get_height()
    colour, glyph = SUIT_STYLE[SUIT[code_of(code)]]
    sign = glyph_surface(glyph, (sign_size(h), sign_size(h)), colour)
    text_height = look.render(label, "text", max(9, h // 15)).get_height()
    signed = sign.get_rect(bottomleft=(left, h - max(3, h // 30) - max(1, text_height // 8)))
    surface.blit(sign, signed)
    gap = max(2, signed.w // 3)  # a space's width, as "♄ Saturn" is set
    words = _suit_words(surface, label, signed.right + gap, width - signed.w - gap, squeeze)
    return signed.union(words)


def _suit_words(surface: pygame.Surface, label: str, left: int, width: int,
                squeeze: float | None) -> pygame.Rect:
    """The suit's words of `suit_line`, from `left`, `width` wide at most."""
    w, h = surface.get_size()
    line = look.render(label, "text", max(9, h // 15), look.TEXT_DIM)
    foot = h - max(3, h // 30)
    if squeeze is not None and squeeze < 1:
        line = pygame.transform.smoothscale(
            line, (max(1, round(line.get_width() * squeeze)), line.get_height()))
    elif line.get_width() > width > 0:
        line = pygame.transform.smoothscale(line, (width, line.get_height()))
    rect = line.get_rect(bottomleft=(left, foot))
    rect.w = min(rect.w, max(0, width))
    surface.blit(line, rect, area=pygame.Rect((0, 0), rect.size))
    return rect


def narrowed(text: str, size: int, width: int) -> pygame.Surface:
    """`text` in bold at `size`, narrowed (never set smaller) to at most `width`."""
    line = look.render(text, "bold", size, look.TEXT)
    if line.get_width() > width > 0:
        line = pygame.transform.smoothscale(line, (width, line.get_height()))
    return line


VOWELS = set("aeiouyäöüAEIOUYÄÖÜ")
PAIRS = ("ch", "ck", "ph", "sh", "th")  # two letters that say one sound: never cut
NARROWEST = 0.85  # a strip's line may be narrowed this far (`render_fit`), no further
WHOLE_NARROWEST = 0.58  # a whole word further, rather than cut (pt4a, 14)


def _good_cut(word: str, k: int) -> bool:
    """Whether `word` reads well cut before its letter `k`: a vowel, then a consonant that
    starts the next syllable (Ence-la-dus), or between two consonants (Cal-listo)."""
    before, after = word[k - 1], word[k]
    if word[k - 1:k + 1].lower() in PAIRS or after in VOWELS:
        return False
    if before in VOWELS:
        return k + 1 < len(word) and word[k + 1] in VOWELS
    return True


def syllable_lines(name: str, size: int, width: int, whole: float = WHOLE_NARROWEST,
                   cut: float = NARROWEST) -> list[str]:
    """`name` in lines across a strip `width` wide: each word whole where it fits narrowed
    to `whole` of its width, else cut with a hyphen, where a syllable ends if one is near
    ("Ence-", "ladus"), into pieces that fit narrowed to `cut`."""
    def fits(text: str, narrowest: float = cut) -> bool:
        return look.render(text, "bold", size).get_width() * narrowest <= width

    lines: list[str] = []
    for word in name.split():
        rest = word
        if fits(rest, whole):  # "Venus" a little narrow reads better than "Ve-nus"
            lines.append(rest)
            continue
        while not fits(rest) and len(rest) > 3:
            cuts = [k for k in range(2, len(rest) - 1) if fits(rest[:k] + "-")] or [2]
            good = [k for k in cuts if _good_cut(rest, k) and k >= max(cuts) - 2]
            k = max(good or cuts)
            lines.append(rest[:k] + "-")
            rest = rest[k:]
        lines.append(rest)
    return lines


# --- a fanned hand's strips: one type for every name ------------------------------------
STRIP_COMFORT = 0.6  # a size above the smallest only while no line needs narrowing further
# how far a hand's names are narrowed at the smallest size rather than cut: "Asteroiden-"
# whole in a fifteen-card hand at 1024x700 (its strip 37 px); a narrower strip cuts the
# names longer than WHOLE_LETTERS at their syllables
STRIP_SQUEEZE = 0.33
WHOLE_LETTERS = 8  # a name this short is never cut, only narrowed further


@dataclass(frozen=True)
class HandType:
    """The one type of every name in a fanned hand's strips `room` wide from `left`: a
    size and one share every line is narrowed by (pt13c 9: with 12-14 cards each name was
    narrowed to its own strip and they read as different sizes, and "Amal-thea",
    "Gany-med" broke mid-word). It fits the deck's widest name in the language, not the
    hand's, so a card drawn never changes the look of the others."""

    size: int
    squeeze: float  # every name's line narrowed to this share of its width
    suit_squeeze: float  # and every suit word to this one
    left: int
    room: int


def whole_parts(name: str) -> list[str]:
    """The pieces `name` may be set in and still read whole: two words, or a compound at
    its join ("Asteroiden-", "gürtel"); another name is one piece."""
    compound = any(name.lower().endswith(tail) for tail in COMPOUND_TAILS)
    return two_lines(name) if len(name.split()) >= 2 or compound else [name]


@lru_cache(maxsize=64)  # (drawn once per size, strip and language, as the faces are)
def hand_type(w: int, h: int, shown: int, language: str) -> HandType:
    """The type of a hand whose cards `w` x `h` show `shown` px each in `language`: the
    largest size at which every piece of every name fits the strip narrowed no further
    than STRIP_COMFORT, else the smallest legible size narrowed as far as the widest
    needs (at most to STRIP_SQUEEZE)."""
    left = max(3, w // 28) + 2  # just inside the border
    room = shown - left - max(4, w // 24)  # a gap before the next card (pt8c 11, pt6c 16)
    pieces = {piece for copies in TOKENS.values() for token in copies
              for piece in whole_parts(card_title(token))}

    def squeeze_at(size: int) -> float:
        widest = max(look.render(piece, "bold", size).get_width() for piece in pieces)
        return min(1.0, room / widest)

    smallest = theme.MIN_TEXT_PX
    size = next((at for at in range(max(smallest, h // 10), smallest, -1)
                 if squeeze_at(at) >= STRIP_COMFORT), smallest)
    labels = [text_of(f"suit.{suit}") for suit in SUIT_STYLE]
    suit_widest = max(look.render(label, "text", max(9, h // 15)).get_width()
                      for label in labels)
    squeeze = max(STRIP_SQUEEZE, squeeze_at(size))
    # the suit words no wider set than the names: a dim "Neptune" beside a narrowed
    # "Larissa" read as the larger word (what is still too wide ends at the strip)
    return HandType(size, squeeze, min(squeeze, room / suit_widest), left, room)


def strip_parts(name: str, kind: HandType) -> list[str]:
    """`name`'s lines in a strip of the hand `kind`: one line, else its words or its
    compound's halves; cut at its syllables only where the hand's narrowest type leaves
    it too wide and it is longer than WHOLE_LETTERS (a sixteen-card hand at 1024x700)."""
    def fits(text: str) -> bool:
        return look.render(text, "bold", kind.size).get_width() * kind.squeeze <= kind.room

    if fits(name):
        return [name]
    parts = whole_parts(name)
    if len(parts) > 1 and all(fits(part) for part in parts):
        return parts
    if len(name) <= WHOLE_LETTERS:
        return [name]  # narrowed further by `narrowed`, never cut
    return syllable_lines(name, kind.size, kind.room, kind.squeeze, kind.squeeze)


def strip_words(surface: pygame.Surface, name: str, shown: int, code: str) -> None:
    """A fanned hand card's name and suit across the strip `shown` px wide that the next
    card leaves (finding 34: stood up the strip, it read sideways), in the hand's one
    type (`hand_type`); the name starts at one height on every card, where a whole card
    has it, rising only as far as a name in two lines needs, over its suit (pt3a 9); a
    dark band keeps the body's picture behind it. Nothing is drawn nearer the next card
    than the strip's gap (pt13c 9: the suit words ran into it)."""
    w, h = surface.get_size()
    kind = hand_type(w, h, shown, current_language())
    left, room = kind.left, kind.room
    under_pip = h // 40 + max(12, h // 6) + 2
    if RANK[code] >= 3:  # a trump's star stands there, under its rank
        (_, star_y), star = strip_ring(w, h, shown)
        under_pip = max(under_pip, star_y + star + 3)
    bottom = h - max(4, h // 30)
    if h >= 120:
        bottom = suit_line(surface, foot_label(code), left, room, kind.suit_squeeze,
                           code=code).top
    if kind.squeeze < SPINE_BELOW:  # a third of a name's width is no name (pt17 2)
        spine_name(surface, name, (left, room), (under_pip, bottom - 3), CARD_GROUND)
        return
    lines = []
    for part in strip_parts(name, kind):
        width = look.render(part, "bold", kind.size).get_width()
        lines.append(narrowed(part, kind.size, min(room, max(1, round(width * kind.squeeze)))))
    step = lines[0].get_height() - 3
    # the last line's whole height above the suit line, its descenders too (pt9c 7)
    top = max(under_pip, min(round(h * 0.72), bottom - step * len(lines) - 3))
    backing = pygame.Rect(left - 2, top - 1, room + 3,
                          min(bottom, top + step * len(lines) + 3) - top + 1)
    band = pygame.Surface(backing.size, pygame.SRCALPHA)
    band.fill((*CARD_GROUND, 220))
    surface.blit(band, backing)
    for i, line in enumerate(lines):
        surface.blit(line, (left, top + i * step))


def back(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(4, w // 10)
    pygame.draw.rect(surface, (34, 30, 82), surface.get_rect(), border_radius=radius)
    pygame.draw.rect(surface, look.GOLD_DEEP, surface.get_rect(), width=max(2, w // 30),
                     border_radius=radius)
    for i, (colour, _) in enumerate(SUIT_STYLE.values()):  # five orbits around the Sun
        pygame.draw.circle(surface, colour, (w // 2, h // 2), round(w * (0.1 + 0.07 * i)),
                           width=1)
    pygame.draw.circle(surface, SUIT_STYLE["SO"][0], (w // 2, h // 2), max(3, w // 14))
    return surface
