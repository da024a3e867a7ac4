"""A guided game played by its coach, for UI tests: each lesson's turn handed to the test
once painted, then the lesson's move played (one loop for every test of the lessons)."""

from __future__ import annotations

from collections.abc import Iterator

from astromagie.kit.view import Coaching
from astromagie.ui.app import App
from astromagie.ui.kit.session import TableSession
from astromagie.ui.kit.table import KitTableScene
from tests.ui.ui_events import frames


def coached_lessons(app: App, game: str, last_step: int, by_session: bool = False
                    ) -> Iterator[tuple[KitTableScene, Coaching]]:
    """The guided game of `game` at full animation speed, to the coach's step `last_step`:
    yields (scene, coaching) at each lesson's turn after one frame is painted (a lesson
    lies where the picture painted leaves room), then plays the lesson's move, after which
    the lesson's words are done. `by_session`: the move made by the session itself and
    the next turn begun at once (`person_plays_lesson`), which follows a lesson of
    several moves in one of Monad's turns."""
    app.settings.animation_speed = 1000.0
    scene = KitTableScene.guided_game(app, game)
    app.stack.push(scene)
    for _ in range(3000):
        session = scene.session
        if session.state.is_over() or session.guide_step >= last_step:
            return
        coaching = session.coaching
        if scene.human_turn() and coaching is not None and coaching.move:
            frames(app)
            yield scene, coaching
            if by_session:
                person_plays_lesson(session)
            else:
                scene.play(coaching.move)
                assert session.coaching is None  # played: the lesson's words are done
        frames(app)


def person_plays_lesson(session: TableSession) -> None:
    """A headless table's person makes the lesson's move, else the first legal one, and
    the next turn begins (the lesson's card check reads a board this table has not)."""
    coaching = session.coaching
    move = coaching.move if coaching is not None and coaching.move else \
        session.state.legal_moves()[0]
    session.coaching = None
    assert session.play(move)
    session.begin_turn()


def lesson_turn(app: App, game: str, at_rest: bool = False) -> KitTableScene:
    """The guided game of `game` pushed and run to its first lesson's turn, the table
    settled (`at_rest`: no card moving either, for keys that wait for the cards)."""
    scene = KitTableScene.guided_game(app, game)
    app.stack.push(scene)
    for _ in range(3000):
        frames(app)
        if scene.human_turn() and scene.settled() and scene.session.coaching is not None \
                and scene.session.coaching.move and not (at_rest and scene.moving_cards()):
            return scene
    raise AssertionError(f"no lesson's turn came in {game}'s guided game")
