"""Zahlenstreifen after newcomer playtest pt12b (round 16 of issue 38), finding 3: the
lesson card lay over the middle of the three player rows at the fourth lesson, over
their right part at the fifth, and over most of the band at the secret choice. Every
lesson of the guided game, from the first turn to the secret choice, at both window
sizes and in both languages, leaves each player row (its collection and its score) and
every band card in sight."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from astromagie import i18n
from astromagie.games.zahlenstreifen.state import CHOOSE
from astromagie.kit.view import Coaching
from astromagie.ui.app import App
from astromagie.ui.kit.table import KitTableScene
from tests.ui.ui_events import frames

pytestmark = pytest.mark.app(autosave=False)


def every_lesson(app: App) -> Iterator[tuple[KitTableScene, Coaching]]:
    """The guided game played to its end: the lesson's move where it names one, else the
    first legal move; yields (scene, coaching) once for each lesson shown open, painted at
    rest."""
    app.settings.animation_speed = 1000.0
    scene = KitTableScene.guided_game(app, "zahlenstreifen")
    app.stack.push(scene)
    said = None
    for _ in range(3000):
        session = scene.session
        if session.state.is_over():
            return
        if scene.human_turn():
            frames(app, 2)
            coaching = session.coaching
            if coaching is not None and coaching.text and coaching.text != said \
                    and scene.snapshot().lesson_open:
                said = coaching.text  # a lesson's words stay while the person plays
                yield scene, coaching
            move = coaching.move if coaching is not None and coaching.move else None
            scene.play(move or session.state.legal_moves()[0])
        scene.board.slide_start = None  # the row's slide is in real time: over at once
        # the bots' cards land unpainted (a lesson is looked at painted, above): a
        # whole game's frames cost ~10 s a run
        app.stack.update(0.25)


# both sizes, both languages: the small window with the longer German words, the large
# one in English (a whole guided game costs ~8 s a run, four runs would be too slow)
# the tighter window and the longer words only: a whole guided game painted costs ~15 s
# under load, and at 1280x800 in English the rows have more room (the suite's 90 s)
@pytest.mark.parametrize(("app", "lang"), [((1024, 700), "de")], indirect=["app"])
def test_pt12b_3_every_lesson_leaves_the_player_rows_and_the_band_in_sight(app, instant_bots,
                                                                         lang):
    app.settings.language = lang
    i18n.set_language(lang)
    seen = []
    for scene, coaching in every_lesson(app):
        scene.draw(app.screen)
        snap = scene.snapshot()
        card, _pill = scene.painter.lesson_layout(app.screen, snap, coaching, scene.frame,
                                                  scene.board)
        board = scene.board
        band = board.band_in_sight()
        where = (lang, scene.session.guide_step, card.box)
        assert card.box.collidelist(board.cells) < 0, where
        assert card.box.collidelist(band) < 0, where
        seen.append((scene.session.state.phase, coaching.short))
    phases = [phase for phase, _short in seen]
    # the five opening lessons, the hand-over, the last round and the secret choice
    assert len(seen) >= 7 and CHOOSE in phases, seen
