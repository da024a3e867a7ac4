"""A bot's move as the table shows it (pt14a 8, pt14c 4): a card counts on its pile once
it has landed there, not before (the discard pile showed Vega's Sun while its badge
read 0), and the move's line comes into the log as its last card lands, with its points
(it came a pause later)."""

from __future__ import annotations

import pytest

from astromagie.kit.view import Pile
from astromagie.ui.kit.piles import shown_piles
from tests.ui.test_kit_table import human_turn, open_kit
from tests.ui.test_kit_tempo import a_bots_move

pytestmark = pytest.mark.usefixtures("toy_on_the_shelf")


def test_pt14a_8_a_landed_card_counts_on_its_pile_a_flying_one_nowhere():
    piles = [Pile("pile", 0, True, "Discard"), Pile("stock", 30, False, "Stock")]
    shown = shown_piles(piles, {"pile": 1})
    assert [p.count for p in shown] == [1, 30]
    assert shown_piles(piles, {}) == piles


def test_pt14c_4_a_bots_card_counts_on_the_pile_once_landed_and_its_line_comes_with_it(app):
    scene = open_kit(app, speed=1.0)
    human_turn(app, scene)
    scene.update(0.0)  # the speed setting reaches the animator
    log = scene.session.log_lines
    lines, before = len(log), len(scene.state.pile)
    a_bots_move(scene, 1, draw=False)  # its card flies to the pile
    assert scene.session.pending is not None
    zone = scene.board.zone_rect("pile")
    frames, landed_seen = 0, False
    while scene.session.pending is not None and frames < 300:
        snap = scene.snapshot()
        (pile,) = [p for p in shown_piles(scene.painter.piles(snap), snap.highlight.landed)
                   if p.zone == "pile"]
        on_pile = len(snap.state.pile) + sum(zone.colliderect(r) for _, r in snap.landed)
        assert pile.count == on_pile  # the badge counts the cards shown there
        flying = bool(snap.flights)
        assert (len(log) > lines) == (not flying)  # the line comes as the card lands
        landed_seen = landed_seen or bool(snap.landed)
        scene.animator.update(1 / 60)
        frames += 1
    assert landed_seen and frames < 300
    assert len(log) == lines + 1 and len(scene.state.pile) == before + 1
