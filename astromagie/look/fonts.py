"""The shipped fonts, and the one table of which glyph each card, element, planet, aspect uses.

`GLYPHS` is the single source of truth for symbols: card art, the table and the
rules screen all draw a symbol through it, and a test checks every entry against
the character map of the font file that draws it (pygame cannot tell whether a
glyph is missing: SDL_ttf silently draws the empty-box glyph instead).

Every font the game draws with comes from `get_font`, and every one is a
`DrawingFont`: drawing never stops the game, whatever the text and whatever the
install (issue 40). Text with nothing to draw (a name that is only a right-to-left
mark, a joiner, a combining mark) gives an empty line instead of SDL_ttf's "Text
has zero width"; a font file that is missing or damaged (truncated: SDL_ttf "opens"
it and then crashes on first use) is never handed to SDL_ttf, pygame's own font
stands in; and a glyph a damaged file cannot give is drawn by that stand-in.
"""

from __future__ import annotations

import logging
import os
import stat
import struct
from dataclasses import dataclass
from functools import cache
from typing import Any

import pygame

from astromagie.resources import resource_path

# Font role -> file in assets/fonts/. "symbol" and "text" share DejaVu Sans on purpose:
# it covers the zodiac, the planets and four aspects; Noto Sans Symbols adds the rest.
FONT_FILES: dict[str, str] = {
    "text": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "symbol": "DejaVuSans.ttf",
    "symbol2": "NotoSansSymbols-Regular.ttf",
}


@dataclass(frozen=True, slots=True)
class Glyph:
    """A symbol: the character and the font role that draws it."""

    char: str
    role: str


def _g(char: str, role: str = "symbol") -> Glyph:
    return Glyph(char, role)


# Keyed by card code (zodiac signs, element, planet and aspect cards), which are also the
# names of elements and planets; the outer planets appear only with variant V1.
GLYPHS: dict[str, Glyph] = {
    # zodiac signs
    "ARI": _g("\u2648"),
    "TAU": _g("\u2649"),
    "GEM": _g("\u264a"),
    "CAN": _g("\u264b"),
    "LEO": _g("\u264c"),
    "VIR": _g("\u264d"),
    "LIB": _g("\u264e"),
    "SCO": _g("\u264f"),
    "SAG": _g("\u2650"),
    "CAP": _g("\u2651"),
    "AQU": _g("\u2652"),
    "PIS": _g("\u2653"),
    # alchemical element signs (only Noto Sans Symbols has them)
    "FIRE": _g("\U0001f702", "symbol2"),
    "EARTH": _g("\U0001f703", "symbol2"),
    "AIR": _g("\U0001f701", "symbol2"),
    "WATER": _g("\U0001f704", "symbol2"),
    # planets
    "SUN": _g("\u2609"),
    "MOON": _g("\u263d"),
    "MERCURY": _g("\u263f"),
    "VENUS": _g("\u2640"),
    "MARS": _g("\u2642"),
    "JUPITER": _g("\u2643"),
    "SATURN": _g("\u2644"),
    # modern rulers (variant V1)
    "PLUTO": _g("\u2647"),
    "URANUS": _g("\u2645"),
    "NEPTUNE": _g("\u2646"),
    # aspects
    "SQU": _g("\u25a1"),
    "OPP": _g("\u260d"),
    "CON": _g("\u260c"),
    # the Trine is a triangle with a dot in it (U+25EC), so its shape differs from the
    # alchemical Fire and Air triangles, not only its colour
    "TRI": _g("\u25ec"),
    "SXT": _g("\u26b9", "symbol2"),
}

log = logging.getLogger(__name__)
STAND_IN_SCALE = 1.3  # pygame's own font is smaller than DejaVu Sans at the same size
PROBE = "Ag"  # text every usable font draws with some width

_fonts: dict[tuple[str, int], pygame.font.Font] = {}
_stand_ins: dict[tuple[bool, int], DrawingFont] = {}
_told_damaged: set[str] = set()  # font files the log has named as unusable


def font_path(role: str) -> str:
    """The file that draws `role`; raises KeyError for an unknown role."""
    if role not in FONT_FILES:
        raise KeyError(f"unknown font role {role!r}; roles: {', '.join(FONT_FILES)}")
    return str(resource_path("assets", "fonts", FONT_FILES[role]))


def _blank(height: int) -> pygame.Surface:
    """A line with nothing drawn (1 px wide: callers may scale it)."""
    return pygame.Surface((1, max(1, height)), pygame.SRCALPHA)


class DrawingFont(pygame.font.Font):
    """A font whose `render` and `size` never raise for any text (see the module's text)."""

    bold_stand_in = False  # the stand-in of a bold role is set bold too
    file_stand_in = False  # True for pygame's own font: nothing stands in for it

    def render(self, text: str | bytes | None, antialias: bool, color: Any,
               bgcolor: Any = None, wraplength: int = 0) -> pygame.Surface:
        try:
            return super().render(text, antialias, color, bgcolor, wraplength)
        except pygame.error:  # nothing to draw, or a glyph a damaged file cannot give
            pass
        except ValueError:  # a NUL or a lone surrogate: SDL_ttf takes neither
            return self.render(_drawable(text), antialias, color, bgcolor, wraplength)
        try:
            if text is None or super().size(text)[0] == 0:
                return _blank(self.get_height())
        except pygame.error:
            pass
        stand_in = self._stand_in()
        if stand_in is None:
            return _blank(self.get_height())
        return stand_in.render(text, antialias, color, bgcolor, wraplength)

    def size(self, text: str | bytes, /) -> tuple[int, int]:
        if "\x00" in text if isinstance(text, str) else b"\x00" in text:
            text = _drawable(text)  # measured as drawn, not cut at the NUL
        try:
            return super().size(text)
        except ValueError:  # a NUL or a lone surrogate
            return self.size(_drawable(text))
        except pygame.error:
            stand_in = self._stand_in()
            return stand_in.size(text) if stand_in is not None else (0, self.get_height())

    def _stand_in(self) -> DrawingFont | None:
        """pygame's own font at about this size (None: this is it)."""
        if self.file_stand_in:
            return None
        return stand_in_font(self.bold_stand_in, self.point_size)


def _drawable(text: str | bytes | None) -> str:
    """`text` with what no font draws (NUL, lone surrogates, bytes that are not UTF-8)
    as U+FFFD."""
    if isinstance(text, bytes):
        text = text.decode("utf-8", "replace")
    return "".join("\ufffd" if ch == "\x00" or 0xD800 <= ord(ch) <= 0xDFFF else ch
                   for ch in text or "")


def stand_in_font(bold: bool, size: int) -> DrawingFont:
    """pygame's own font (inside pygame, never missing) at about `size` px."""
    key = (bold, max(1, int(size)))
    font = _stand_ins.get(key)
    if font is None:
        if not pygame.font.get_init():
            pygame.font.init()
        font = DrawingFont(None, max(1, round(key[1] * STAND_IN_SCALE)))
        font.file_stand_in = True
        font.set_bold(bold)
        _stand_ins[key] = font
    return font


def get_font(role: str, size: int) -> pygame.font.Font:
    """The font for `role` ("text", "bold", "symbol", "symbol2") at `size` px, cached;
    pygame's own font when the file is missing or damaged (told once in the log)."""
    size = max(1, int(size))
    key = (FONT_FILES[role] if role in FONT_FILES else role, size)
    font = _fonts.get(key)
    if font is None:
        if not pygame.font.get_init():
            pygame.font.init()
        font = _open(role, size)
        _fonts[key] = font
    return font


def _open(role: str, size: int) -> pygame.font.Font:
    path = font_path(role)
    problem = damaged(path)
    if problem is None:
        try:
            font = DrawingFont(path, size)
            font.bold_stand_in = role == "bold"
            super(DrawingFont, font).size(PROBE)  # SDL_ttf may "open" what it cannot use
            return font
        except (OSError, pygame.error) as exc:
            problem = str(exc)
    if problem and path not in _told_damaged:
        _told_damaged.add(path)
        log.error("font %s cannot be used (%s); pygame's own font stands in", path, problem)
    return stand_in_font(role == "bold", size)



@cache
def damaged(path: str) -> str | None:
    """Why the font file at `path` cannot be handed to SDL_ttf (missing, truncated, not a
    font), or None. SDL_ttf crashes the process on some of these, so they are checked
    here: the table directory must be whole and every table inside the file."""
    try:
        data = _read_regular(path)
    except OSError as exc:
        return exc.strerror or str(exc)
    try:
        version, count = struct.unpack_from(">IH", data, 0)
        if version not in (0x00010000, 0x4F54544F, 0x74727565):  # TrueType, 'OTTO', 'true'
            return "not a TrueType or OpenType font"
        if count == 0:
            return "no tables"
        for i in range(count):
            _tag, _checksum, offset, length = struct.unpack_from(">4sIII", data, 12 + 16 * i)
            if offset + length > len(data):
                return f"truncated ({len(data)} bytes)"
    except struct.error:
        return f"truncated ({len(data)} bytes)"
    return None


def glyph_font(name: str, size: int) -> pygame.font.Font:
    """The font that draws GLYPHS[name] at `size`."""
    return get_font(GLYPHS[name].role, size)


def _read_regular(path: str) -> bytes:
    """The bytes of the regular file `path`; OSError for anything else (a named pipe in a
    damaged install is never waited on)."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(f"{path} is not a regular file")
        with os.fdopen(os.dup(fd), "rb") as fh:
            return fh.read()
    finally:
        os.close(fd)


@cache
def codepoints(role: str) -> frozenset[int]:
    """Every code point the font file of `role` maps to a glyph (read from its cmap table);
    none for a file that is missing or damaged."""
    if damaged(font_path(role)) is not None:
        return frozenset()
    return frozenset(_cmap_codepoints(_read_regular(font_path(role))))


def has_glyph(role: str, char: str) -> bool:
    """Whether the font of `role` really has a glyph for every character of `char`."""
    points = codepoints(role)
    return all(ord(c) in points for c in char)


def _cmap_codepoints(data: bytes) -> set[int]:
    """Code points of a TrueType/OpenType font's Unicode cmap subtables (formats 4 and 12)."""
    (num_tables,) = struct.unpack_from(">H", data, 4)
    cmap = None
    for i in range(num_tables):
        tag, _checksum, offset, _length = struct.unpack_from(">4sIII", data, 12 + 16 * i)
        if tag == b"cmap":
            cmap = offset
    if cmap is None:
        return set()
    points: set[int] = set()
    (subtables,) = struct.unpack_from(">H", data, cmap + 2)
    for i in range(subtables):
        platform, encoding, sub_offset = struct.unpack_from(">HHI", data, cmap + 4 + 8 * i)
        if platform not in (0, 3):  # only Unicode subtables
            continue
        start = cmap + sub_offset
        (fmt,) = struct.unpack_from(">H", data, start)
        if fmt == 4:
            points |= _cmap_format4(data, start)
        elif fmt == 12:
            (groups,) = struct.unpack_from(">I", data, start + 12)
            for k in range(groups):
                first, last, glyph = struct.unpack_from(">III", data, start + 16 + 12 * k)
                points.update(range(first, last + 1))
    return points


def _cmap_format4(data: bytes, start: int) -> set[int]:
    (seg_x2,) = struct.unpack_from(">H", data, start + 6)
    seg = seg_x2 // 2
    ends = struct.unpack_from(f">{seg}H", data, start + 14)
    starts = struct.unpack_from(f">{seg}H", data, start + 16 + seg_x2)
    deltas = struct.unpack_from(f">{seg}h", data, start + 16 + 2 * seg_x2)
    range_pos = start + 16 + 3 * seg_x2
    range_offsets = struct.unpack_from(f">{seg}H", data, range_pos)
    points: set[int] = set()
    for k in range(seg):
        for code in range(starts[k], ends[k] + 1):
            if code == 0xFFFF:
                continue
            if range_offsets[k] == 0:
                glyph = (code + deltas[k]) & 0xFFFF
            else:
                pos = range_pos + 2 * k + range_offsets[k] + 2 * (code - starts[k])
                (glyph,) = struct.unpack_from(">H", data, pos)
                if glyph:
                    glyph = (glyph + deltas[k]) & 0xFFFF
            if glyph:  # glyph 0 is .notdef: the code point is not really there
                points.add(code)
    return points


_glyph_cache: dict[tuple[str, int, int, tuple[int, ...]], pygame.Surface] = {}


def glyph_surface(
    name: str, box: tuple[int, int], colour: tuple[int, ...] = (255, 255, 255)
) -> pygame.Surface:
    """GLYPHS[name] drawn as large as fits in `box` (w, h), cropped to its ink, anti-aliased.

    Glyphs of different fonts have very different ink sizes at the same point size, so
    the point size is chosen from the measured ink: every symbol fills its box alike.
    """
    bw, bh = max(1, int(box[0])), max(1, int(box[1]))
    key = (name, bw, bh, tuple(colour))
    surf = _glyph_cache.get(key)
    if surf is None:
        surf = _fit_render(GLYPHS[name].char, GLYPHS[name].role, bw, bh, colour)
        _glyph_cache[key] = surf
    return surf


def text_surface(
    text: str,
    role: str,
    height: int,
    max_width: int,
    colour: tuple[int, ...],
    squeeze: float = 1.0,
) -> pygame.Surface:
    """`text` in `role` at a point size of about `height` px, made to fit `max_width`.

    Too wide text is first condensed horizontally down to `squeeze` of its width (a
    down-scale keeps it sharp and as tall, so long German words stay readable), then
    set smaller.
    """
    size = max(6, int(height))
    font = get_font(role, size)
    width = font.size(text)[0]
    if width > max_width > 0 and width * squeeze > max_width:
        size = max(6, int(size * max_width / (width * squeeze)))
        font = get_font(role, size)
        width = font.size(text)[0]
    surf = font.render(text, True, colour)
    if width > max_width > 0:
        surf = pygame.transform.smoothscale(surf, (max(1, int(max_width)), surf.get_height()))
    return surf


def fitted_size(text: str, role: str, height: int, max_width: int, squeeze: float = 1.0) -> int:
    """The point size `text_surface` would use for these arguments."""
    size = max(6, int(height))
    width = get_font(role, size).size(text)[0]
    if width > max_width > 0 and width * squeeze > max_width:
        size = max(6, int(size * max_width / (width * squeeze)))
    return size


def legible_surface(text: str, role: str, size: int, max_width: int,
                    colour: tuple[int, ...]) -> pygame.Surface:
    """`text` at exactly `size` px, condensed horizontally to `max_width` if wider."""
    surf = get_font(role, size).render(text, True, colour)
    if surf.get_width() > max_width > 0:
        surf = pygame.transform.smoothscale(surf, (max_width, surf.get_height()))
    return surf


def _fit_render(char: str, role: str, bw: int, bh: int, colour: tuple[int, ...]) -> pygame.Surface:
    probe_size = max(4, bh)
    ink = _ink(get_font(role, probe_size).render(char, True, colour))
    if ink.get_width() == 0 or ink.get_height() == 0:
        return pygame.Surface((1, 1), pygame.SRCALPHA)
    scale = min(bw / ink.get_width(), bh / ink.get_height())
    size = max(4, int(probe_size * scale))
    surf = _ink(get_font(role, size).render(char, True, colour))
    # Rounding of hinted outlines can overshoot by a pixel or two: step down until it fits.
    while size > 4 and (surf.get_width() > bw or surf.get_height() > bh):
        size -= 1
        surf = _ink(get_font(role, size).render(char, True, colour))
    return surf


def _ink(surf: pygame.Surface) -> pygame.Surface:
    rect = surf.get_bounding_rect()
    return surf.subsurface(rect).copy()
