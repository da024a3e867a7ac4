"""Zahlenstreifen after newcomer playtest pt12b (round 16 of issue 38), finding 5: a
played card showed twice for ~0.7 s, in the row sliding from the 0 to position 1 and as a
faded copy landing on the 0. Every frame of a play draws the played card's face at one
place at most.

Found in the kit, not the view: the person's move is painted at once (the row, with the
card, starts its slide), while the kit flies the same card to the trip's place, the 0,
for `animation.FLIGHT` s; and `paint.side_fade` fades that flight as one bound for the
scoreboard, since the dropped card's rect, at the hand's size, overlaps the side column.
The kit now flies no card the person dropped on its place (the board shows it there), and
fades a flight only when its centre is in the column."""

from __future__ import annotations

import pygame
import pytest

from astromagie.games.zahlenstreifen.view import VIEW
from astromagie.ui.kit.table import KitTableScene
from tests.ui.ui_events import drag, frames

pytestmark = pytest.mark.app(autosave=False)


class Recording(pygame.Surface):
    """A screen that remembers each blit's source and where it landed."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.blits: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, source, dest, *args, **kwargs):  # type: ignore[override]
        done = super().blit(source, dest, *args, **kwargs)
        self.blits.append((source, done))
        return done


def test_pt12b_5_a_played_card_is_drawn_at_one_place_in_every_frame(app, instant_bots):
    scene = KitTableScene.guided_game(app, "zahlenstreifen")
    app.stack.push(scene)
    frames(app, 5)
    coaching = scene.session.coaching
    assert coaching is not None and coaching.move
    card = str(coaching.move).split()[1]
    glide = scene.painter.glide
    assert glide is not None and glide.drawn is not None
    start = glide.drawn[scene.hand().index(card)].center
    drag(app, start, scene.board.zone_rect("end").center)
    assert card not in scene.hand()  # played
    twice = []
    for frame in range(60):  # a second at 60 frames a second: the flight and the slide
        screen = Recording(app.screen.get_size())
        scene.update(1 / 60)
        scene.draw(screen)
        # the played card's face where the board drew it, and its flight, drawn where it
        # is this frame (the painter draws every flight that has started)
        places = [rect for source, rect in screen.blits
                  if source is VIEW.face(card, source.get_size())]
        places += [rect for flight, rect in scene.snapshot().flights if flight.card == card]
        if len({(r.x, r.y) for r in places}) > 1:
            twice.append((frame, places))
    assert not twice, twice[:3]
