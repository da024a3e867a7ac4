"""Issue 12, legibility: no text under 13 px at 1024x700 (every font size that draws a word
or a number is recorded while every screen renders), German banners fit their card, the
Trine differs from the element triangles in shape, the setup options share one font size,
and the seat colours stay apart for protanopia and deuteranopia."""

from __future__ import annotations

import itertools
from collections import defaultdict

import pygame
import pytest

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.astromagie.engine.cards import KINDS
from astromagie.games.astromagie.view import banner, lettering
from astromagie.games.astromagie.view import faces as cards
from astromagie.host import registry
from astromagie.i18n import tr
from astromagie.look import fonts, theme
from astromagie.storage.archive import playback_of
from astromagie.storage.settings import Settings
from astromagie.ui.app import MIN_SIZE, App
from astromagie.ui.demo import ai_config, random_game
from astromagie.ui.scenes.setup import SetupScene

MIN_PX = 13


class _Recorded:
    """A font that notes the size of every text it draws (and is otherwise the font)."""

    def __init__(self, font: pygame.font.Font, size: int, seen: dict) -> None:
        self._font, self._size, self._seen = font, size, seen

    def render(self, text, *args, **kwargs):
        if any(ch.isalnum() for ch in str(text)):  # words and numbers, not symbol glyphs
            self._seen[self._size].add(str(text))
        return self._font.render(text, *args, **kwargs)

    def __getattr__(self, name):
        return getattr(self._font, name)


@pytest.fixture
def font_sizes(monkeypatch):
    """Every font size used to draw text from now on -> the texts drawn in it."""
    seen: dict[int, set[str]] = defaultdict(set)
    real = fonts.get_font

    def recording(role: str, size: int):
        return _Recorded(real(role, size), max(1, int(size)), seen)

    monkeypatch.setattr(fonts, "get_font", recording)
    monkeypatch.setattr(theme, "get_font", recording)
    return seen


def _screens(app: App):
    game = random_game("astromagie", 3, 1)
    assert game.is_over()
    config = GameConfig((SeatConfig("Ada"), SeatConfig("Vega", "easy"),
                         SeatConfig("Orion", "hard")), game="astromagie")
    yield "title", app.open_scene("title")
    yield "setup", app.open_scene("setup", "astromagie")
    yield "settings", app.open_scene("settings")
    yield "rules", app.open_scene("rules", None, "astromagie")
    yield "stats", app.open_scene("stats", "astromagie")
    yield "archive", app.open_scene("archive", "astromagie")
    yield "results", app.open_scene("results", game, config)
    yield "pause", app.open_scene("pause")
    yield "handover", app.open_scene("handover", "Vega")
    yield "watch", app.open_scene("watch", playback_of(game, config))
    yield "table", app.open_scene("table", ai_config(3, 4, game="astromagie"), None, autosave=False)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_no_text_under_13_px_at_1024x700(lang, font_sizes):
    app = App(Settings(sound=False), size=MIN_SIZE)
    app.save_settings = lambda: None
    try:
        i18n.set_language(lang)
        cards.CardArt.clear_cache(registry.view("astromagie").art)  # faces drawn afresh
        for name, scene in _screens(app):
            app.stack.clear()
            app.stack.push(scene)
            app.run_frames(30)
            if name == "table":
                scene.closeup.open("SCO")  # the close-up, with its words
                app.run_frames(2)
                scene.closeup.close()
                scene.overlay = "piles"  # the discard pile, opened (Tab)
                app.run_frames(2)
                scene.overlay = None
        app.stack.clear()
    finally:
        app.close()
    too_small = {size: sorted(texts)[:5] for size, texts in font_sizes.items() if size < MIN_PX}
    assert not too_small, too_small
    assert font_sizes, "nothing was recorded: the check did not see the screens"


# -- card art ----------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("height", [136, 138, 152, 173, 186, 235, 248, 420])
def test_banner_labels_fit_their_card_legibly(lang, height):
    """Every card of the table names its kind on its banner (TIERKREIS is the longest German
    banner word), at least 13 px and condensed no more than the card art allows; 136 px is
    the hand's card at 1024x700, where the German banners were blank (H5)."""
    i18n.set_language(lang)
    width = round(height * cards.CARD_RATIO)
    plan = banner.banner_plan(width, height)
    assert plan is not None, (lang, width, height)
    assert plan.size >= lettering.MIN_TEXT_PX
    for kind in KINDS:
        label = banner.banner_label(kind)
        assert fonts.fitted_size(label, "bold", round(plan.text_h), round(plan.room),
                                 banner.BANNER_SQUEEZE) >= plan.size
        surf = fonts.text_surface(label, "bold", round(plan.text_h), round(plan.room),
                                  (0, 0, 0), banner.BANNER_SQUEEZE)
        assert surf.get_width() <= plan.room + 1 and plan.room < width * 0.9
    # the banner stays on the card, below the card's name
    assert banner.banner_y(height) + banner.banner_height(height) <= 0.97 * height
    assert banner.banner_y(height) >= 0.84 * height


def test_the_long_german_banner_is_written_on_a_large_card():
    i18n.set_language("de")
    assert banner.banner_label_size(round(420 * cards.CARD_RATIO), 420) is not None
    assert banner.banner_label_size(round(248 * cards.CARD_RATIO), 248) is not None


def _mask(name: str, box: int = 64) -> pygame.mask.Mask:
    surf = fonts.glyph_surface(name, (box, box), (255, 255, 255))
    canvas = pygame.Surface((box, box), pygame.SRCALPHA)
    canvas.blit(surf, surf.get_rect(center=(box // 2, box // 2)))
    return pygame.mask.from_surface(canvas, 127)


@pytest.mark.parametrize("element", ["FIRE", "AIR", "WATER", "EARTH"])
def test_the_trine_differs_from_the_element_triangles_in_shape(element):
    pygame.display.init()
    trine, other = _mask("TRI"), _mask(element)
    overlap = trine.overlap_area(other, (0, 0))
    union = trine.count() + other.count() - overlap
    assert overlap / union < 0.58, f"Trine and {element} look alike ({overlap / union:.2f})"
    # a good share of the Trine's ink lies where the element has none (the plain triangle
    # of old, the same shape as Fire's, had about a tenth)
    assert 1 - overlap / trine.count() > 0.15


# -- the setup options: one font size -----------------------------------------------------------
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("size", [MIN_SIZE, (1280, 800), (1920, 1080)])
def test_setup_options_use_one_font_size(lang, size, monkeypatch):
    app = App(Settings(sound=False), size=size)
    app.save_settings = lambda: None
    try:
        i18n.set_language(lang)
        setup = SetupScene(app, "astromagie")
        app.stack.push(setup)
        drawn: list[tuple[str, int]] = []
        real = theme.render
        monkeypatch.setattr(theme, "render",
                            lambda text, role, px, colour=theme.TEXT:
                            (drawn.append((text, px)), real(text, role, px, colour))[1])
        setup.form.refresh()
        options = {tr(f"common.level.{k}") for k in ("human", "easy", "medium", "hard")}
        options |= {tr("setup.seats", count=setup.count), tr("setup.target_points", value=50)}
        sizes = {px for text, px in drawn if text in options}
        sizes |= {px for text, px in drawn if text in setup.names[: setup.count]}
        assert len(sizes) == 1, sorted((px, text) for text, px in drawn if text in options)
        # the variant switches: their lines in the same size
        for wid in ("option_modern_rulers", "option_target_score"):
            setup.widget(wid).refresh()
        toggles = {px for text, px in drawn if text.startswith(("V1", "V2"))}
        assert toggles <= sizes, (toggles, sizes)
    finally:
        app.close()


# -- seat colours for colour-vision deficiencies ----------------------------------------------
# Machado, Oliveira and Fernandes (2009), severity 1.0, applied to linear RGB.
PROTANOPIA = ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
              (-0.003882, -0.048116, 1.051998))
DEUTERANOPIA = ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                (-0.011820, 0.042940, 0.968881))
MIN_DELTA_E = 20.0  # CIELAB distance: clearly different colours, side by side


def _linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _seen(colour, matrix) -> tuple[float, float, float]:
    lin = [_linear(c) for c in colour]
    if matrix is None:
        return _lab((lin[0], lin[1], lin[2]))
    out = [min(1.0, max(0.0, sum(matrix[i][j] * lin[j] for j in range(3)))) for i in range(3)]
    return _lab((out[0], out[1], out[2]))


@pytest.mark.parametrize("vision", ["normal", "protanopia", "deuteranopia"])
def test_seat_colours_stay_apart(vision):
    matrix = {"normal": None, "protanopia": PROTANOPIA, "deuteranopia": DEUTERANOPIA}[vision]
    seen = [_seen(c, matrix) for c in theme.SEAT_COLOURS]
    closest = min(sum((p - q) ** 2 for p, q in zip(a, b, strict=True)) ** 0.5
                  for a, b in itertools.combinations(seen, 2))
    assert closest > MIN_DELTA_E, f"two seats look alike under {vision}: {closest:.1f}"


def test_seat_colours_come_with_marker_shapes():
    from astromagie.ui.kit.chart import MARKERS

    assert len(set(MARKERS)) >= len(theme.SEAT_COLOURS)


def test_a_paragraph_never_ends_in_a_lone_short_word(app):
    from astromagie.look import theme

    text = "Bitte gib den Bildschirm an Vega weiter und warte, bis Vega bereit ist."
    for width in range(260, 700, 7):
        lines = theme.wrap(text, "text", 18, width)
        assert " ".join(lines) == text
        if len(lines) > 1:
            last = lines[-1]
            assert " " in last or len(last) > theme.WIDOW, (width, lines)
        for line in lines:
            assert " " not in line or theme.font("text", 18).size(line)[0] <= width
