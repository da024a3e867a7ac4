"""The review's list and its moment on the table (playtest pt6b, finding 8).

The list showed one tall moment at a time though the panel had room, and four wheel
clicks jumped from the first of three moments to the last; on the table the played card
and the better one both stood in the row as if two cards were played.
"""

from __future__ import annotations

import random

import pygame
import pytest

from astromagie import i18n
from astromagie.ai.review import Moment
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.host import registry
from astromagie.look import theme
from astromagie.storage.archive import playback_of
from astromagie.ui.kit.watch import KitWatchScene
from astromagie.ui.review_panel import ReviewPanel, paint_ghosts
from tests.ui.test_review_in_app import _DoneJob
from tests.ui.ui_events import frames

pytestmark = pytest.mark.usefixtures("app")


def review_scene(app, count: int) -> tuple[KitWatchScene, ReviewPanel]:
    """A finished Zahlenstreifen game's replay with `count` costly moments of the person."""
    state = registry.rules("zahlenstreifen").new(3, 7, {})
    rng = random.Random(7)
    while not state.is_over():
        state.apply(rng.choice(state.legal_moves()))
    config = GameConfig((SeatConfig("Du"), SeatConfig("Vega", "easy"),
                         SeatConfig("Orion", "easy")), game="zahlenstreifen")
    playback = playback_of(state, config)
    turns = list(playback.record["turns"])
    mine = [n for n in range(len(turns)) if playback.game_at(n).current_player == 0]
    moments = [Moment(n + 1, 0, turns[n],
                      next(m for m in playback.game_at(n).legal_moves() if m != turns[n]),
                      9.0 - k, -14.0, -9.0, 3, "hint.takes_nothing", {},
                      now_played=-1.0, now_better=-1.0, played_reason="hint.takes_least")
               for k, n in enumerate(mine[:count])]
    scene = KitWatchScene(app, playback, review_mode="thread")
    app.stack.push(scene)
    scene.panel = panel = ReviewPanel(_DoneJob("zahlenstreifen", moments), scene.names,
                                      scene.you, scene.move_words)
    panel.place(scene.frame.log_rect(len(scene.names)), scene.frame.scale)
    return scene, panel


def test_three_moments_show_at_once_and_the_wheel_does_not_scroll_them_away(app):
    scene, panel = review_scene(app, 3)
    frames(app)
    assert len(panel.row_rects()) == 3, "the whole list shows: the panel has room"
    for _ in range(4):
        panel.scroll(1)
    assert panel.first == 0 and len(panel.row_rects()) == 3


def test_a_long_list_moves_one_moment_a_wheel_click_and_stops_at_its_end(app):
    scene, panel = review_scene(app, 12)
    frames(app)
    shown = len(panel.row_rects())
    assert 3 <= shown < 12, "compact rows: several at once, not one"
    panel.scroll(1)
    assert panel.first == 1
    for _ in range(20):
        panel.scroll(1)
    assert panel.first == 12 - len(panel.row_rects()) and panel.first < 11
    assert panel.row_rects()[-1].bottom <= panel.rect.bottom


def test_only_the_chosen_moment_spells_out_why(app):
    scene, panel = review_scene(app, 3)
    heights = [r.h for r in panel.row_rects()]
    scene.choose_moment(panel.choose(1))
    rows = panel.row_rects()
    shown = range(panel.first, panel.first + len(rows))
    assert 1 in shown and len(rows) >= 2, "the chosen moment and its neighbours show"
    for index, rect in zip(shown, rows, strict=True):
        assert (rect.h > heights[index]) == (index == 1)


class _Painter:
    def __init__(self) -> None:
        self.texts: list[str] = []

    def face(self, code: str, size: tuple[int, int]) -> pygame.Surface:
        card = pygame.Surface(size)
        card.fill((250, 250, 250))
        return card

    def text(self, words: str, size: int, colour: object) -> pygame.Surface:
        self.texts.append(words)
        return pygame.Surface((8 * len(words), size))


def test_the_better_move_is_a_faint_outline_and_no_word_lies_on_a_card(app):
    """pt8a 5: red "played" tags covered the cards' art and values, the better move's
    name the slots' headers: the table has the marks only, the panel names them."""
    scene, panel = review_scene(app, 1)
    surface = pygame.Surface((400, 300))
    surface.fill((0, 0, 0))
    painter = _Painter()
    played, better = pygame.Rect(20, 20, 80, 120), pygame.Rect(200, 20, 80, 120)
    paint_ghosts(surface, [("B6", played, False), ("B1", better, True)], painter,
                 scene.frame)
    assert painter.texts == [], "no word on the table"
    assert surface.get_at(played.center)[:3] == (250, 250, 250)  # the played card, whole
    faint = surface.get_at(better.center)[:3]
    assert max(faint) < 120, "the better move only a ghost: the place shows through"


def test_a_better_card_on_the_played_cards_place_is_an_outline_around_it(app):
    scene, panel = review_scene(app, 1)
    surface = pygame.Surface((400, 300))
    surface.fill((0, 0, 0))
    place = pygame.Rect(150, 80, 80, 120)
    paint_ghosts(surface, [("B6", place, False), ("B1", place, True)], _Painter(),
                 scene.frame)
    assert surface.get_at(place.center)[:3] == (250, 250, 250), "the played card shows whole"
    ring = place.inflate(16, 12)
    golden = [surface.get_at((ring.x + 1, y))[:3] for y in range(ring.y, ring.bottom)]
    assert any(c == tuple(theme.GOLD[:3]) for c in golden), "the better move's dashes"


def test_the_chosen_moments_row_names_each_move_beside_its_mark(app):
    scene, panel = review_scene(app, 1)
    moment = panel.moments[0]
    scene.choose_moment(panel.choose(0))
    rows = panel.row_rects()
    assert len(rows) == 1
    rect = rows[0]
    frames(app)
    screen = app.screen
    reds = [(x, y) for x in range(rect.x, rect.x + panel._px(14))
            for y in range(rect.y, rect.bottom) if screen.get_at((x, y))[:3] ==
            tuple(theme.DANGER[:3])]
    assert reds, "the red frame's mark beside 'Played'"
    assert i18n.tr("review.legend_better", suggested="x").startswith("Better")
    assert scene.move_words(moment.turn, moment.suggested) in i18n.tr(
        "review.legend_better", suggested=scene.move_words(moment.turn, moment.suggested))


def test_the_reason_speaks_the_language_shown_not_the_review_processs(app):
    """pt6b's record reviewed: "Red 6 nahm red 6" mixed an English card name, worded in
    the review's process, into the German panel."""
    from astromagie import i18n
    from astromagie.ai.review import moment_at

    scene, panel = review_scene(app, 0)
    rules = registry.rules("zahlenstreifen")
    playback = scene.playback
    turns = list(playback.record["turns"])
    for n, notation in enumerate(turns):  # a play of the person's that took cards
        before = playback.game_at(n)
        if before.current_player != 0:
            continue
        played = rules.parse_move(notation)
        cheaper = [m for m in before.legal_moves()
                   if rules.policy().compare(before, played, m) is not None]
        if cheaper:
            break
    else:
        raise AssertionError("no costlier play of the person's in this game")
    entry = moment_at(rules, n + 1, before, played, cheaper[0], (-9.0, -4.0), 3, "points")
    job = _DoneJob("zahlenstreifen", [entry])
    job.record = playback.record
    panel = ReviewPanel(job, scene.names, scene.you, scene.move_words)
    i18n.set_language("de")
    try:
        german = panel.reason(entry)
    finally:
        i18n.set_language("en")
    colours = ("red", "blue", "green", "yellow", "violet")
    assert german and not any(c in german.lower().split() for c in colours), german
    assert panel.reason(entry) == i18n.tr(f"zahlenstreifen.{entry.reason}",
                                          **entry.reason_params)


def test_a_chosen_moment_has_one_turn_number_at_the_top_the_knob_the_list_and_the_message(
        app):
    """pt8b 8: "Watching again · turn 2 of 75" stood over a list and a message saying
    "Turn 3": the position before move 3 was numbered by the moves made."""
    scene, panel = review_scene(app, 1)
    moment = panel.moments[0]
    scene.choose_moment(panel.choose(0))
    frames(app)
    shot = scene.snapshot()
    number = f"Turn {moment.turn} "
    assert shot.message.startswith(number)
    assert f"turn {moment.turn} of {scene.playback.turn_count}, before the move" in shot.status
    assert scene.turn_label() == moment.turn == scene.turn + 1
    from astromagie.i18n import tr  # the list's row, as the panel words it
    assert tr("review.row", number=1, turn=moment.turn, who="You", loss=9).startswith(
        f"1. Turn {moment.turn} ·")
    scene.press("next")  # off the moment: the replay counts the moves made again
    assert scene.turn_label() == scene.turn and "before the move" not in scene.snapshot().status


@pytest.mark.parametrize("app", [(1280, 800), (1024, 700)], indirect=True)
def test_the_replay_hand_keeps_off_the_windows_edge_and_the_buttons(app):
    """pt8a 5: the replay's first hand card lay on the window's left edge."""
    scene, _panel = review_scene(app, 0)
    hand = scene.kit.hand(scene.state(), scene.seat)
    rects = scene.frame.hand_rects(len(hand), None, hand)
    assert rects and rects[0].x >= round(20 * scene.frame.scale), rects[0]
    buttons = min(r.x for r in scene.frame.button_rects(len(scene.actions())))
    assert rects[-1].right < buttons
