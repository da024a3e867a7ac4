"""The title's shelf: with a second game that has a table, the title lets the player choose
the game; New game, Resume and the setup follow the choice, and the game starts at the kit's
table (tests/kit/toy.py plays the second game)."""

from __future__ import annotations

import pygame

from astromagie.host import registry
from astromagie.ui.kit.table import KitTableScene
from tests.kit import toy
from tests.ui.ui_events import frames


def test_the_shelf_lists_the_first_game_and_every_game_with_a_table(app):
    title = app.push_scene("title")
    frames(app, 2)
    expected = [g for g in registry.ids() if g == "astromagie" or registry.info(g).view]
    assert title.games == expected and title.games[0] == "astromagie"
    assert "solar-republic" in title.games and "monad" in title.games
    assert any(w.id == "shelf" for w in title.form.widgets)


def test_the_shelf_chooses_the_game_the_menu_is_for(app, toy_on_the_shelf):
    title = app.push_scene("title")
    frames(app, 2)
    assert title.games[0] == "astromagie" and toy.INFO.id in title.games
    assert title.form.get("rules").visible
    title.choose_game(toy.INFO.id)
    assert app.settings.game == toy.INFO.id
    # its own rule book, guided game, statistics and finished games
    for wid in ("guide", "rules", "stats", "archive"):
        assert title.form.get(wid).visible
    for opened in (title.open_rules, title.open_stats, title.open_archive):
        opened()
        frames(app)
        assert app.stack.top.game == toy.INFO.id
        app.stack.pop()
    title.open_guide()
    frames(app)
    assert isinstance(app.stack.top, KitTableScene) and app.stack.top.guided
    app.stack.pop()
    title.new_game()
    frames(app)
    setup = app.stack.top
    assert setup.game == toy.INFO.id and (setup.min_seats, setup.max_seats) == (2, 3)
    assert setup.option_ids() == []  # no options in this game
    config = setup.config()
    assert config.game == toy.INFO.id and config.options == {}
    setup.start()
    frames(app)
    assert isinstance(app.stack.top, KitTableScene) and app.stack.top.config.game == toy.INFO.id
    assert app.settings.seat_configs(toy.INFO.id) == config.seats


def test_the_title_paints_with_the_shelf(app, toy_on_the_shelf):
    app.push_scene("title")
    frames(app, 2)
    surface = pygame.Surface(app.size)
    app.stack.draw(surface)


def test_another_game_chosen_offers_its_own_guide_where_the_buttons_do_not_overlap(app):
    title = app.push_scene("title")
    frames(app, 2)
    title.choose_game("solar-republic")
    frames(app)
    assert title.form.get("guide").visible  # the game's own guided first game
    assert title.form.get("stats").visible
    visible = [w.rect for w in title.form.widgets if w.visible and w.id in
               ("new_game", "guide", "guide_offer", "rules", "stats", "archive", "settings",
                        "quit")]
    assert all(not a.colliderect(b) for i, a in enumerate(visible) for b in visible[i + 1:])
    title.choose_game("astromagie")
    frames(app)
    assert title.form.get("guide").visible
