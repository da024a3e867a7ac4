"""The title presents every game on the shelf (issue 29): its heading, its line under the
heading and the cards fanned beside the menu follow the game chosen on the shelf; a line
above names the house and how many games it holds."""

from __future__ import annotations

import pygame

from astromagie import i18n
from astromagie.host import registry
from astromagie.ui.scenes import title as title_module
from astromagie.ui.scenes.title import FAN_SEED
from tests.ui.ui_events import frames


def rendered_texts(monkeypatch) -> list[str]:
    texts: list[str] = []
    for name in ("render", "render_fit"):
        real = getattr(title_module.theme, name)

        def spy(text, *args, _real=real, **kwargs):
            texts.append(text)
            return _real(text, *args, **kwargs)

        monkeypatch.setattr(title_module.theme, name, spy)
    return texts


def test_the_heading_and_its_line_follow_the_chosen_game(app, monkeypatch):
    title = app.push_scene("title")
    frames(app, 2)
    texts = rendered_texts(monkeypatch)
    for lang in ("en", "de"):
        i18n.set_language(lang)
        for game in ("astromagie", "solar-republic", "monad", "zahlenstreifen"):
            texts.clear()
            title.choose_game(game)
            tagline = i18n.tr(f"menu.taglines.{game.replace('-', '_')}")
            pair = [i18n.tr(f"{game}.game.name"), tagline]  # the heading, the line under it
            assert any(texts[i:i + 2] == pair for i in range(len(texts))), (game, lang)
            assert i18n.tr("menu.house", count=len(title.games)) in texts
    i18n.set_language("en")
    assert i18n.tr("menu.house", count=4) == "Astromagie: 4 games at one table"


def test_a_game_without_its_own_line_gets_the_houses(app, toy_on_the_shelf, monkeypatch):
    from tests.kit import toy

    title = app.push_scene("title")
    frames(app, 2)
    texts = rendered_texts(monkeypatch)
    title.choose_game(toy.INFO.id)
    assert i18n.tr("menu.tagline_any") in texts


def test_the_fanned_cards_are_the_chosen_games_own(app):
    title = app.push_scene("title")
    frames(app, 2)
    title.choose_game("astromagie")
    left, right = registry.view("astromagie").title_cards()
    assert title.fan_cards()[:2] == (list(left), list(right))
    astromagie_fan = [card for card, _ in title._fan]
    for game in ("solar-republic", "monad", "zahlenstreifen"):
        title.choose_game(game)
        left, right, _, ratio = title.fan_cards()
        view = registry.view(game)
        state = registry.rules(game).new(2, FAN_SEED, {})
        assert left and set(left) <= set(view.hand(state, 0))
        assert right and set(right) <= set(view.hand(state, 1))
        assert abs(ratio - 1 / view.card_ratio) < 1e-9
        fan = [card for card, _ in title._fan]
        assert len(fan) == len(left) + len(right)
        assert [c.get_size() for c in fan] != [c.get_size() for c in astromagie_fan] or \
            any(pygame.image.tobytes(a, "RGBA") != pygame.image.tobytes(b, "RGBA")
                for a, b in zip(fan, astromagie_fan, strict=False))


def test_the_title_paints_every_game_at_both_sizes(app):
    title = app.push_scene("title")
    for size in ((1280, 800), (1024, 700)):
        title.on_resize(size)
        for game in title.games:
            title.choose_game(game)
            surface = pygame.Surface(size)
            title.draw(surface)
            menu_left = min(w.rect.left for w in title.form.widgets
                            if w.visible and w.id in ("new_game", "quit"))
            assert all(rect.right <= size[0] + rect.w // 2 for _, rect in title._fan)
            assert title._title.get_width() <= size[0] - title.px(220)
            assert menu_left > 0
