"""Card art: every glyph exists in its font, every card draws at every size, the cache behaves."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.games.astromagie.engine.cards import (
    CARD_TYPES,
    CODES,
    KINDS,
    OUTER_PLANETS,
    POSITION_KIND,
)
from astromagie.games.astromagie.engine.rules import ROMAN
from astromagie.games.astromagie.view.backs import SLOT_STATES
from astromagie.games.astromagie.view.canvas import Canvas, draw_shape
from astromagie.games.astromagie.view.faces import CARD_RATIO, CardArt
from astromagie.games.astromagie.view.kinds import KIND_STYLES
from astromagie.look import fonts
from astromagie.look.fonts import FONT_FILES, GLYPHS, get_font, has_glyph

WIDTHS = (60, 97, 180)


def _size(width: int) -> tuple[int, int]:
    return width, round(width / CARD_RATIO)


@pytest.fixture(autouse=True)
def _english():
    pygame.font.init()
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def test_glyph_table_covers_every_card_element_planet_and_outer_planet():
    wanted = set(CODES) | {t.element for t in CARD_TYPES.values() if t.element}
    wanted |= {t.planet for t in CARD_TYPES.values() if t.planet} | set(OUTER_PLANETS)
    assert wanted <= set(GLYPHS)
    assert all(g.role in FONT_FILES for g in GLYPHS.values())


@pytest.mark.parametrize("name", list(GLYPHS))
def test_every_glyph_exists_in_the_font_that_draws_it(name):
    glyph = GLYPHS[name]
    assert has_glyph(glyph.role, glyph.char), f"{name} {glyph.char!r} missing in {glyph.role}"


def test_the_glyph_check_can_fail():
    # DejaVu Sans lacks the alchemical element signs: that is why they come from Noto.
    assert not has_glyph("symbol", GLYPHS["FIRE"].char)
    assert not has_glyph("symbol", GLYPHS["SXT"].char)
    assert has_glyph("symbol2", GLYPHS["FIRE"].char)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_word_on_a_card_exists_in_the_text_fonts(lang):
    i18n.set_language(lang)
    words = [i18n.tr(f"card.name.{code}") for code in (*CODES, *OUTER_PLANETS)]
    words += [i18n.tr(f"kind.{kind}").upper() for kind in KINDS]
    words += [i18n.tr(f"kind.{kind}") for kind in KINDS] + list(ROMAN.values()) + ["0123456789"]
    for word in words:
        assert not word.startswith(("card.", "kind.")), f"untranslated {word} in {lang}"
        for role in ("text", "bold"):
            assert has_glyph(role, word), f"{word!r} in {role}"


def test_kind_names_differ_between_kinds_in_every_language():
    for lang in i18n.LANGUAGES:
        i18n.set_language(lang)
        labels = {i18n.tr(f"kind.{kind}") for kind in KINDS}
        assert len(labels) == len(KINDS)


def test_kinds_differ_in_shape_border_and_ornament_not_only_colour():
    styles = [KIND_STYLES[k] for k in KINDS]
    for attribute in ("medallion", "border", "ornament", "frame"):
        values = [getattr(s, attribute) for s in styles]
        assert len(set(values)) == len(KINDS), attribute


def test_kinds_medallions_differ_in_outline_drawn_in_one_colour():
    """Drawn in the same single colour, the four medallion shapes still differ."""
    masks = []
    for kind in KINDS:
        canvas = Canvas(100, 147, (0, 0, 0))
        canvas.surf = canvas.layer()  # transparent, so the mask is the shape alone
        draw_shape(canvas, KIND_STYLES[kind].medallion, 50, 70, 31, 31, (255, 255, 255))
        masks.append(pygame.mask.from_surface(canvas.surf))
    for i, a in enumerate(masks):
        for b in masks[i + 1 :]:
            assert a.overlap_area(b, (0, 0)) < 0.9 * max(a.count(), b.count())


def test_get_font_is_cached_and_knows_its_roles():
    assert get_font("text", 20) is get_font("text", 20)
    assert get_font("symbol2", 20) is not get_font("text", 20)
    with pytest.raises(KeyError):
        get_font("serif", 12)


@pytest.mark.parametrize("width", WIDTHS)
def test_every_card_face_renders_at_the_size_asked(width):
    art = CardArt()
    size = _size(width)
    for code in CODES:
        surf = art.face(code, size)
        assert surf.get_size() == size
        # Not an empty picture: the middle of the card is opaque, the corner is cut round.
        assert surf.get_at((width // 2, size[1] // 2)).a == 255
        assert surf.get_at((0, 0)).a < 128
    assert art.back(size).get_size() == size


def test_modern_rulers_change_only_their_signs_and_saturn():
    art = CardArt()
    size = _size(120)
    for code in CODES:
        same = art.face(code, size) is art.face(code, size, modern_rulers=True)
        changed = code in ("SCO", "AQU", "PIS", "SATURN")
        assert same != changed, code
    sco, sco_v1 = art.face("SCO", size), art.face("SCO", size, modern_rulers=True)
    assert pygame.image.tobytes(sco, "RGBA") != pygame.image.tobytes(sco_v1, "RGBA")


def test_cache_returns_the_same_surface_until_cleared():
    art = CardArt()
    size = _size(90)
    first = art.face("LEO", size)
    assert art.face("LEO", size) is first
    assert art.face("LEO", (91, size[1])) is not first
    back = art.back(size)
    slot = art.slot(3, size, "legal")
    assert art.back(size) is back and art.slot(3, size, "legal") is slot
    art.clear_cache()
    assert art.face("LEO", size) is not first


def test_language_switch_renders_new_names():
    art = CardArt()
    size = _size(140)
    english = art.face("LEO", size)
    english_slot = art.slot(1, size)
    i18n.set_language("de")
    german = art.face("LEO", size)
    assert german is not english
    assert pygame.image.tobytes(german, "RGBA") != pygame.image.tobytes(english, "RGBA")
    assert art.slot(1, size) is not english_slot
    i18n.set_language("en")
    assert art.face("LEO", size) is english


@pytest.mark.parametrize("state", SLOT_STATES)
def test_every_slot_renders_in_every_state(state):
    art = CardArt()
    for width in WIDTHS:
        size = _size(width)
        for position in POSITION_KIND:
            assert art.slot(position, size, state).get_size() == size


def test_slot_states_look_different():
    art = CardArt()
    size = _size(100)
    pictures = {pygame.image.tobytes(art.slot(3, size, s), "RGBA") for s in SLOT_STATES}
    assert len(pictures) == len(SLOT_STATES)


def test_bad_requests_are_refused_clearly():
    art = CardArt()
    with pytest.raises(KeyError, match="XYZ"):
        art.face("XYZ", (60, 88))
    with pytest.raises(ValueError):
        art.slot(7, (60, 88))
    with pytest.raises(ValueError):
        art.slot(1, (60, 88), "glowing")
    with pytest.raises(ValueError):
        art.face("LEO", (0, 0))


def test_works_with_and_without_a_display_mode():
    pygame.display.init()
    try:
        art = CardArt()
        assert pygame.display.get_surface() is None
        plain = art.face("TRI", _size(80))
        pygame.display.set_mode((320, 240))
        converted = CardArt().face("TRI", _size(80))
        assert converted.get_size() == plain.get_size()
        assert converted.get_flags() & pygame.SRCALPHA
    finally:
        pygame.display.quit()


def test_glyph_surface_fills_its_box():
    for name in ("FIRE", "SUN", "AQU", "SXT"):
        surf = fonts.glyph_surface(name, (40, 40))
        assert max(surf.get_size()) >= 36
        assert surf.get_width() <= 40 and surf.get_height() <= 40


def test_shipped_icons_have_their_sizes():
    import io
    import struct

    from astromagie.resources import resource_path

    png = pygame.image.load(str(resource_path("assets", "icons", "astromagie.png")))
    assert png.get_size() == (256, 256)
    small = pygame.image.load(str(resource_path("assets", "icons", "astromagie-48.png")))
    assert small.get_size() == (48, 48)
    data = resource_path("assets", "icons", "astromagie.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1) and count >= 4
    sizes = set()
    for i in range(count):
        w, h, _c, _r, planes, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * i
        )
        image = pygame.image.load(io.BytesIO(data[offset : offset + length]), "icon.png")
        assert image.get_size() == (w or 256, h or 256)
        sizes.add(image.get_width())
    assert {16, 32, 48, 256} <= sizes


def test_shadow_surrounds_the_card_and_is_soft():
    art = CardArt()
    size = _size(100)
    shadow = art.shadow(size)
    assert shadow.get_width() > size[0] and shadow.get_height() > size[1]
    assert art.shadow(size) is shadow
    centre = shadow.get_at((shadow.get_width() // 2, shadow.get_height() // 2)).a
    assert 60 < centre < 255 and shadow.get_at((0, 0)).a < centre
