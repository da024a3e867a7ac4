"""Watching a kit game again: it starts at the deal, and its buttons, two by two beside
the hand, show their labels at the table's own size in both languages and window sizes."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.host import registry
from astromagie.look import theme
from astromagie.storage.archive import playback_of
from astromagie.ui.kit.watch import KitWatchScene, watch_frame
from tests.ui.test_kit_results import SIZES, played
from tests.ui.ui_events import frames

LABELS = ("seat", "back", "prev", "next", "play", "pause", "review")


def test_watch_again_starts_at_the_deal(app):
    state, config = played("solar-republic", 2, 8)
    watch = KitWatchScene(app, playback_of(state, config))
    app.stack.push(watch)
    frames(app)
    assert watch.turn == 0 and watch.snapshot().message == i18n.tr("kit.watch.dealt")
    assert watch.state().history == []


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", SIZES)
def test_the_watch_buttons_never_shrink_their_labels(size, lang):
    i18n.set_language(lang)
    try:
        for game in ("solar-republic", "monad", "zahlenstreifen"):
            frame = watch_frame(size, registry.view(game).card_ratio)
            rects = frame.button_rects(6)
            width = min(r.w for r in rects)
            font = theme.font("text", frame.font(20))
            for label in LABELS:
                text = i18n.tr(f"kit.watch.{label}")
                assert font.size(text)[0] <= width - 12, (text, size)
            assert all(frame.buttons.contains(r) for r in rects)
            assert not frame.hand.colliderect(frame.buttons)
            assert frame.buttons.right <= frame.side.x
    finally:
        i18n.set_language("en")


def test_tab_marks_the_buttons_in_turn_and_enter_presses_the_marked_one(app):
    import pygame

    from tests.ui.ui_events import key

    state, config = played("monad", 2, 8)
    watch = KitWatchScene(app, playback_of(state, config))
    app.stack.push(watch)
    frames(app)
    enabled = [a.id for a in watch.actions() if a.enabled]
    marked = []
    for _ in enabled:
        key(app, pygame.K_TAB)
        marked.append(watch.focus)
    assert marked == enabled and "prev" not in marked  # nothing before the deal
    while watch.focus != "next":
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    assert watch.turn == 2
    seat = watch.seat
    key(app, pygame.K_h)  # H is the table's Hint key: it shows no other hand here (pt6b 8)
    assert watch.seat == seat
    key(app, pygame.K_s)
    assert watch.seat == (seat + 1) % 2
    watch.draw(app.screen)


# -- the timeline --------------------------------------------------------------------------

def open_watch(app, game="astromagie", players=4, seed=6) -> KitWatchScene:
    state, config = played(game, players, seed)
    watch = KitWatchScene(app, playback_of(state, config))
    app.stack.push(watch)
    frames(app)
    return watch


@pytest.mark.parametrize("size", SIZES)
def test_the_timeline_lies_over_the_buttons_in_their_column(size):
    for game in ("astromagie", "monad"):
        frame = watch_frame(size, registry.view(game).card_ratio)
        bar = frame.timeline(6)
        assert frame.buttons.contains(bar) and bar.h >= 10
        assert all(bar.bottom < r.top for r in frame.button_rects(6))


def test_turn_at_finds_the_turn_of_each_mark_and_holds_at_the_ends():
    from astromagie.ui.kit.timeline import mark_x, turn_at

    bar = pygame.Rect(100, 50, 300, 16)
    for turns in (1, 7, 60, 400):
        marks = [mark_x(bar, turns, n) for n in range(turns + 1)]
        assert marks == sorted(marks) and bar.x < marks[0] and marks[-1] < bar.right
        if turns <= 60:  # marks at least a pixel apart: each one names its own turn
            assert [turn_at(bar, turns, x) for x in marks] == list(range(turns + 1))
        assert turn_at(bar, turns, bar.x - 50) == 0
        assert turn_at(bar, turns, bar.right + 50) == turns


def test_a_click_on_the_timeline_jumps_to_that_turn_and_a_drag_follows(app):
    from astromagie.ui.kit.timeline import mark_x
    from tests.ui.ui_events import click, drag, key

    watch = open_watch(app)
    bar, turns = watch.timeline(), watch.playback.turn_count
    middle = turns // 2
    click(app, (mark_x(bar, turns, middle), bar.centery))
    assert watch.turn == middle and not watch.scrubbing
    drag(app, (mark_x(bar, turns, middle), bar.centery),
         (mark_x(bar, turns, turns - 1), bar.centery))
    assert watch.turn == turns - 1 and not watch.scrubbing
    assert watch.snapshot().message == watch.lines[turns - 2]
    key(app, pygame.K_HOME)
    assert watch.turn == 0
    key(app, pygame.K_END)
    assert watch.turn == turns
    key(app, pygame.K_LEFT)
    assert watch.turn == turns - 1
    watch.draw(app.screen)


def test_a_click_on_the_timeline_stops_autoplay(app):
    from astromagie.ui.kit.timeline import mark_x, turn_at
    from tests.ui.ui_events import click, key

    watch = open_watch(app, "monad", 2, 8)
    key(app, pygame.K_SPACE)
    assert watch.playing
    bar, turns = watch.timeline(), watch.playback.turn_count
    x = mark_x(bar, turns, turns // 3)
    click(app, (x, bar.centery))
    assert watch.turn == turn_at(bar, turns, x) > 0 and not watch.playing


def test_the_timeline_marks_the_turns_that_changed_a_score(app):
    watch = open_watch(app)
    assert watch.scoring and len(watch.scoring) < watch.playback.turn_count
    for n in range(1, watch.playback.turn_count + 1):
        before, after = watch.playback.game_at(n - 1), watch.playback.game_at(n)
        assert (n in watch.scoring) == (list(before.scores) != list(after.scores))


# -- every hand open ---------------------------------------------------------------------------

@pytest.mark.parametrize("game", ["astromagie", "solar-republic", "monad", "zahlenstreifen"])
def test_the_replay_shows_every_seats_hand_face_up_in_its_panel(app, game):
    watch = open_watch(app, game, 3 if game != "monad" else 2, seed=5)
    watch.go(2)
    snap = watch.snapshot()
    panels = watch.painter.seat_panels(snap)
    state = watch.state()
    assert [p.faces for p in panels] == [tuple(watch.kit.hand(state, seat))
                                        for seat in range(len(panels))]
    assert any(p.faces for p in panels)
    watch.draw(app.screen)


def test_at_the_table_the_panels_show_backs_never_faces(app):
    from astromagie.gameconfig import GameConfig, SeatConfig
    from astromagie.ui.kit.table import KitTableScene

    seats = (SeatConfig("You"), SeatConfig("Vega", "easy"), SeatConfig("Orion", "easy"))
    table = KitTableScene(app, GameConfig(seats, seed=3, game="astromagie"),
                          ai_mode="thread", ai_budget=0.01)
    app.stack.push(table)
    frames(app)
    panels = table.painter.seat_panels(table.snapshot())
    assert all(p.faces is None for p in panels)
    assert [p.cards for p in panels[1:]] == [len(table.kit.hand(table.state, s))
                                            for s in (1, 2)]
    table.bots.worker.close()


@pytest.mark.usefixtures("toy_on_the_shelf")
def test_the_toy_game_replays_with_its_timeline_and_open_hands(app):
    from tests.kit import toy

    watch = open_watch(app, toy.INFO.id, 2, seed=3)
    key_turns = watch.playback.turn_count
    watch.scrub(watch.timeline().right)
    assert watch.turn == key_turns
    watch.draw(app.screen)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("game", "app"), [("astromagie", (1024, 700)),
                                           ("solar-republic", (1280, 800)),
                                           ("zahlenstreifen", (1024, 700))],
                         indirect=["app"])
def test_the_mouse_on_a_panels_small_card_shows_it_large_with_its_name(app, game, lang,
                                                                       monkeypatch):
    from astromagie.ui.kit import watch as watch_module
    from tests.ui.ui_events import move_to

    i18n.set_language(lang)
    looks = []

    def recorded(surface, code, anchor, frame, face, text, name):
        box = real(surface, code, anchor, frame, face, text, name)
        looks.append((code, anchor, name, box))
        return box

    real = watch_module.paint_peek
    monkeypatch.setattr(watch_module, "paint_peek", recorded)
    watch = open_watch(app, game, 3, seed=5)
    watch.go(2)
    frames(app)
    assert looks == [] and watch.painter.mini_cards  # the mouse rests on none of them
    code, rect = watch.painter.mini_cards[-1]  # the last one drawn lies on top, whole
    move_to(app, rect.center)
    assert watch.painter.mini_card_at(rect.center) == (code, rect)
    code_seen, anchor, name, box = looks[-1]
    assert (code_seen, anchor) == (code, rect)
    assert name == watch.kit.facts(code)[0]  # the card's name, in the player's language
    frame = watch.frame
    assert box.right <= frame.side.x and pygame.Rect((0, 0), frame.size).contains(box)
    assert box.w >= frame.card[0] and box.h > frame.card[1]  # the hand's size, and a name
    centre = (box.centerx, box.y + round(10 * frame.scale) + frame.card[1] // 2)
    face = watch.kit.face(code, frame.card)
    assert app.screen.get_at(centre) == face.get_at((frame.card[0] // 2, frame.card[1] // 2))
    move_to(app, (5, 5))
    count = len(looks)
    frames(app)
    assert len(looks) == count  # the mouse has left it: no look
