"""The guided first game, played end to end as a player plays it: real mouse events.

From the title's button to the last step, in English and in German: every drag is
MOUSEBUTTONDOWN / MOUSEMOTION / MOUSEBUTTONUP at the rectangles the table's layout
gives, every Next and Play a click. Wrong moves are tried on purpose (a drop the
rules refuse, a card the lesson did not ask for, a discard at the wrong time) and
must be undone with an explanation. Afterwards none of the player's files exist.
"""

from __future__ import annotations

from typing import cast

import pygame
import pytest
from ui_events import click, frames, post
from ui_events import drag as _drag

from astromagie import i18n
from astromagie.storage.saves import autosave_path, games_dir
from astromagie.storage.stats import stats_path
from astromagie.ui.app import App
from astromagie.ui.guide.scene import GuideScene
from astromagie.ui.guide.script import AI_MOVES, STEPS, Target
from astromagie.ui.scenes.title import TitleScene
from astromagie.ui.table.view import visible_hand
from astromagie.ui.widgets import Button

pytestmark = [pytest.mark.app(fast=True),
              pytest.mark.parametrize("app", [(1280, 800), (1024, 700), (1920, 1080)],
                                      ids=["1280x800", "1024x700", "1920x1080"],
                                      indirect=True)]


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    """A slower drag than the table tests' (5 steps), and time for the coach to follow."""
    _drag(app, start, end, steps=5, settle=3)


def grip(guide: GuideScene, code: str) -> tuple[int, int]:
    """A point where the hand card `code` can be picked up (the fan overlaps its right side)."""
    table = guide.table
    index = guide.hand_index(code)
    assert index is not None, f"{code} is not in the fan"
    visible = visible_hand(table.game.hand(0), table.turn)
    rect = table.layout.hand_rect(visible, index)
    assert rect is not None
    for x in range(rect.left + 2, rect.right - 2, 2):
        point = (x, rect.centery)
        hit = table.layout.hand_card_at(point, visible, None)
        if hit is not None and hit[0] == index:
            return point
    raise AssertionError(f"no free spot on {code}")


def drag_card(app: App, guide: GuideScene, code: str, where: int | str) -> None:
    layout = guide.table.layout
    end = layout.discard.center if where == "discard" else layout.slots[int(where)].center
    drag(app, grip(guide, code), end)


def press_next(app: App, guide: GuideScene) -> None:
    assert guide.mark is not None and "next" in guide.mark.buttons, guide.tour.step.key
    click(app, guide.mark.buttons["next"].center, settle=2)


def play(app: App, guide: GuideScene) -> None:
    click(app, guide.table.layout.buttons["play"].center, settle=2)


def wait_for(app: App, guide: GuideScene, key: str, limit: int = 900) -> None:
    for _ in range(limit):
        if guide.tour.step.key == key:
            return
        frames(app)
    raise AssertionError(f"stuck at {guide.tour.step.key}, waiting for {key}")


class Steps:
    """Notes every step the guide shows, to compare with the script at the end."""

    def __init__(self, guide: GuideScene) -> None:
        self.guide = guide
        self.seen = [guide.tour.step.key]

    def now(self, key: str) -> None:
        assert self.guide.tour.step.key == key, (self.guide.tour.step.key, key)
        mark = self.guide.mark
        assert mark is not None
        # every coach mark: legible, and never over what it points at or the refusal
        assert min(mark.sizes.values()) >= 13, mark.sizes
        layout = self.guide.table.layout
        if not self.guide.tour.finished:  # the last step is a dialog over the dimmed table
            for rect in [*self.guide._target_rects(), layout.message, layout.status]:
                assert not mark.bubble.colliderect(rect), (key, rect)
        title = i18n.tr(f"guide.step.{key}.title", name="Vega", play="")
        assert not title.startswith("guide."), f"missing text for {key}"
        if self.seen[-1] != key:
            self.seen.append(key)


def open_guide_from_title(app: App) -> GuideScene:
    title = cast(TitleScene, app.push_scene("title"))
    frames(app, 3)
    button = title.form.get("guide", Button)
    assert button.visible
    click(app, button.rect.center, settle=2)
    frames(app, 2)
    guide = app.stack.top
    assert isinstance(guide, GuideScene)
    return guide


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_guided_game_is_played_to_the_end_with_the_mouse(app, lang):
    i18n.set_language(lang)
    guide = open_guide_from_title(app)
    table = guide.table
    frames(app, 3)
    steps = Steps(guide)
    steps.now("welcome")
    press_next(app, guide)

    # a wrong first card: the rules refuse it, the coach says what to do instead
    steps.now("open")
    drag_card(app, guide, "WATER", "discard")  # a legal discard, but not the lesson's move
    assert table.game.history == [] and table.game.discard_codes == ()
    assert guide.wrong == "open"
    drag_card(app, guide, "FIRE", 2)
    assert table.board.message is not None and "(R3)" in table.board.message.text
    assert guide.wrong == "open" and guide.tour.step.key == "open"
    assert guide.mark is not None
    assert any(surf for surf, _ in guide.mark.texts)
    drag_card(app, guide, "ARI", 3)
    steps.now("element")
    drag_card(app, guide, "FIRE", 2)
    steps.now("planet")
    drag_card(app, guide, "MARS", 4)
    steps.now("preview")
    view = table.view()
    assert view.staged_preview is not None and view.staged_preview.points == 8
    press_next(app, guide)
    steps.now("play")

    # discarding now is not the lesson: the card comes back, nothing is played
    drag_card(app, guide, "WATER", "discard")
    assert len(table.game.history) == 0 and guide.wrong == "play"
    assert table.game.discard_codes == ()
    play(app, guide)
    steps.now("ai_pair")
    wait_for(app, guide, "takeover")
    assert table.game.history[1] == AI_MOVES[1]
    steps.now("takeover")
    press_next(app, guide)

    steps.now("aspect")
    drag_card(app, guide, "CON", 5)
    steps.now("refuse")
    # the right planet too early: taken back, the coach asks for the try first
    drag_card(app, guide, "VENUS", 6)
    assert table.turn is not None and table.turn.staging.placements == ((5, "CON"),)
    assert guide.wrong == "refuse"
    drag_card(app, guide, "MARS", 6)
    assert table.board.message is not None and "(R6)" in table.board.message.text
    assert table.turn.staging.placements == ((5, "CON"),)
    steps.now("why")
    assert guide.wrong is None
    press_next(app, guide)
    steps.now("venus")
    drag_card(app, guide, "VENUS", 6)
    steps.now("play_pair")
    play(app, guide)
    steps.now("ai_discard")
    wait_for(app, guide, "trick")
    steps.now("trick")
    assert table.game.scores == [8, 0] and table.game.tricks[-1].winner == 0
    press_next(app, guide)

    steps.now("discard")
    drag_card(app, guide, table.game.hand(0)[0], "discard")
    # the AI's step ends as soon as the table shows its move (playtest F4): at this speed
    # that can happen within the frames of the drag itself
    if guide.tour.step.key == "ai_open":
        steps.now("ai_open")
    wait_for(app, guide, "ending")
    assert table.game.history[5] == AI_MOVES[5]
    steps.now("ending")
    press_next(app, guide)
    steps.now("done")
    assert steps.seen == [s.key for s in STEPS if s.key != "ai_open" or s.key in steps.seen]
    assert guide.mark is not None and set(guide.mark.buttons) == {"again", "leave"}

    # again: the same lesson from the start, on a fresh deal
    click(app, guide.mark.buttons["again"].center, settle=2)
    assert guide.tour.step.key == "welcome" and guide.table is not table
    assert guide.table.game.history == [] and guide.table.game.hand(0)[0] == "ARI"

    # Esc leaves at any step, straight back to the title
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    frames(app, 2)
    assert isinstance(app.stack.top, TitleScene)

    # the lesson wrote none of the player's files
    assert not autosave_path().exists()
    assert not stats_path().exists()
    assert not games_dir().exists() or not any(games_dir().iterdir())


def test_the_leave_button_leaves_at_any_step(app):
    guide = open_guide_from_title(app)
    frames(app, 3)
    press_next(app, guide)
    drag_card(app, guide, "ARI", 3)
    assert guide.tour.step.key == "element"
    assert guide.mark is not None
    click(app, guide.mark.buttons["leave"].center, settle=2)
    assert isinstance(app.stack.top, TitleScene)
    assert not autosave_path().exists()


def test_the_menu_button_opens_a_pause_that_promises_no_save(app):
    guide = open_guide_from_title(app)
    frames(app, 3)
    click(app, guide.table.layout.menu_button.center, settle=2)
    pause = app.stack.top
    assert type(pause).__name__ == "PauseScene"
    assert pause.saved is False


def test_coach_marks_point_at_their_target_without_covering_it(app):
    guide = open_guide_from_title(app)
    frames(app, 3)
    press_next(app, guide)
    for code, pos in (("ARI", 3), ("FIRE", 2), ("MARS", 4)):
        mark = guide.mark
        assert mark is not None
        card = guide.target_rect(Target("card", code))
        slot = guide.target_rect(Target("slot", pos))
        assert card is not None and slot is not None
        assert not mark.bubble.colliderect(card) and not mark.bubble.colliderect(slot)
        assert mark.arrow is not None
        assert mark.sizes["text"] >= 14 and mark.sizes["small"] >= 13
        drag_card(app, guide, code, pos)


def test_the_title_offers_the_guided_game_until_a_game_is_finished(app):
    title = cast(TitleScene, app.push_scene("title"))
    frames(app, 2)
    offer = title.form.get("guide_offer")
    assert offer.visible
    assert title.form.get("guide", Button).style == "primary"
    assert title.form.get("new_game", Button).style == "normal"
    # nothing written by the first start itself: the offer stays for the next one
    assert not stats_path().exists()
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_text('{"version": 1, "buckets": {}}', encoding="utf-8")
    title.on_resize(app.screen.get_size())
    assert not offer.visible
    assert title.form.get("guide", Button).visible  # always in the menu
    assert title.form.get("guide", Button).style == "normal"



def test_a_card_let_go_over_the_bubble_goes_back_and_the_lesson_stays(app):
    guide = open_guide_from_title(app)
    frames(app, 3)
    press_next(app, guide)
    assert guide.mark is not None
    drag(app, grip(guide, "ARI"), guide.mark.buttons["leave"].center)
    assert app.stack.top is guide and guide.table.pointer.drag is None
    assert guide.tour.step.key == "open" and guide.table.turn is not None
    assert not guide.table.turn.staging
