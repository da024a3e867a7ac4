"""pt17 findings on the table kit's seats, score labels, hint marks and status line."""

from dataclasses import replace
from types import SimpleNamespace

import pygame
import pytest

from astromagie.ui.kit.frame import compute_frame, fitted_heights
from astromagie.ui.kit.seats import SeatPanel, panel_height
from tests.ui.test_kit_table import human_turn, open_kit
from tests.ui.ui_events import frames, key


def _panel(seat: int, you: bool, lines: int) -> SeatPanel:
    return SeatPanel(seat, f"P{seat}", "human" if you else "easy", 3, None if you else 6,
                     tuple(f"line {i}" for i in range(lines)), False, False, you)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
def test_each_seat_panel_is_as_tall_as_what_it_holds_with_even_gaps(size):
    """pt17 1: every panel had the same height, "You" stood half empty."""
    frame = compute_frame(size, 1.4)
    # a 5-seat Astromagie: tricks under each, "holds the trick" under one
    panels = [_panel(0, True, 1), *(_panel(s, False, 1 + (s == 4)) for s in range(1, 5))]
    wanted = tuple(panel_height(p, frame.scale) for p in panels)
    sized = replace(frame, seat_heights=wanted)
    boxes = [sized.seat_rect(i, 5) for i in range(5)]
    assert [box.h for box in boxes] == list(wanted)  # nothing cut, even with 5 seats
    assert boxes[0].h < boxes[1].h  # the person's panel has no hand row
    gaps = [b.y - a.bottom for a, b in zip(boxes, boxes[1:], strict=False)]
    assert max(gaps) - min(gaps) <= 1 and min(gaps) > 0  # even, to the rounding
    assert len({(box.x, box.w) for box in boxes}) == 1
    assert sized.log_rect(5).h >= 120 * frame.scale


def test_where_the_column_is_short_the_tallest_panels_give_first():
    assert fitted_heights([50, 100, 120], 400) == [50, 100, 120]
    assert fitted_heights([50, 100, 120], 230) == [50, 90, 90]


@pytest.mark.usefixtures("toy_on_the_shelf")
def test_the_table_sizes_its_panels_to_their_words(app):
    scene = open_kit(app, ("human", "easy", "easy"))
    human_turn(app, scene)
    scene.draw(pygame.Surface(app.size))
    panels = scene.painter.seat_panels(scene.snapshot())
    for panel in panels:
        assert scene._seat_rect(panel.seat).h == panel_height(panel, scene.frame.scale)
    mine = scene._seat_rect(scene.viewer).h
    assert all(mine < scene._seat_rect(p.seat).h for p in panels if p.seat != scene.viewer)


# --- 3. the hint's marks stay until the person acts ------------------------------------
def _hinted_table(app):
    from tests.ui.test_astromagie_table import open_table, opening

    scene = open_table(app, opening())
    move = next(m for m in scene.state.legal_moves() if m.discard is None)
    scene.show_hint(move)
    frames(app)
    marks = scene.snapshot().hinted
    assert marks[0] and marks[1]
    return scene, marks


def test_the_hint_marks_stay_after_its_words_time_out(app):
    """pt17 3: the lit card and place went with the words' 15 s, mid-thought."""
    scene, marks = _hinted_table(app)
    scene.session.poll(16.0)  # the words' time runs out
    assert scene.session.message == ""
    assert scene.snapshot().hinted == marks
    key(app, pygame.K_ESCAPE)  # Esc puts them away
    assert scene.snapshot().hinted == ((), ())


def test_the_hint_marks_go_when_another_card_is_taken_up(app):
    scene, marks = _hinted_table(app)
    hand = scene.hand()
    scene.selected = hand.index(marks[0][0])
    assert scene.snapshot().hinted == marks  # the hint's own card: its place stays lit
    scene.selected = next(i for i, code in enumerate(hand) if code not in marks[0])
    assert scene.snapshot().hinted == ((), ())


# --- 4. the status line speaks of the position the table shows ------------------------------
class _Paced:
    """A session with a bot's move on show: `pending` the position before it."""

    def __init__(self) -> None:
        self.state, self.pending = "after", "before"

    def shown(self) -> str:
        return self.pending if self.pending is not None else self.state


def test_the_status_follows_the_bots_cards_once_they_have_landed():
    """pt17 4: the line named the bot to play and the row before its cards while they
    already lay on the table (a beat, until the board took the new position)."""
    from astromagie.ui.kit.animation import RETURN, Animator
    from astromagie.ui.kit.statusline import status_position

    session, animator = _Paced(), Animator()
    card = pygame.Rect(0, 0, 10, 14)
    flight = animator.fly("X", card, card.move(100, 0), duration=0.5)
    assert status_position(session, animator) == "before"  # its card still on its way
    animator.flights.remove(flight)  # landed; the board shows it for a beat
    animator.fly("Y", card, card, kind=RETURN)  # (a refused card going home waits for none)
    assert status_position(session, animator) == "after"
    session.pending = None
    assert status_position(session, animator) == "after"


# --- 2. a score change stands whole, then goes in a moment -----------------------------
def test_a_score_change_is_never_left_standing_faint_beside_the_score():
    """pt17 2: "+3" faded over its last 40% and stood faint a good while: a leftover."""
    from astromagie.ui.kit.animation import Animator
    from astromagie.ui.kit.points import POINTS_SECONDS, send_points

    animator = Animator()
    send_points(animator, [(0, 3)], lambda seat: pygame.Rect(900, 40, 260, 110), 1.0)
    label = animator.labels[0]
    label.elapsed = 0.8 * POINTS_SECONDS
    assert label.now()[1] == 255  # read whole for most of its time
    faint = 0
    for step in range(100):
        label.elapsed = step / 100 * POINTS_SECONDS
        faint += 0 < label.now()[1] < 128
    assert faint * POINTS_SECONDS / 100 <= 0.15  # faint for a blink, no more


SNAP = SimpleNamespace(state=None)  # the frame's snapshot, of which only its state is asked


class _Seats:
    """The painter's part `with_seat_heights` asks: the panels, no dummies."""

    def __init__(self, panels):
        self.panels = panels

    def seat_panels(self, snap):
        return self.panels

    def neutral_seats(self, state):
        return []


def test_a_panel_keeps_a_line_that_went_only_where_the_column_has_room_for_it():
    """A leader's line passing on does not make the panels below jump, but in a full
    column (5 seats) the empty lines kept must not cut the line that is there."""
    from astromagie.ui.kit.seatcolumn import with_seat_heights

    frame = compute_frame((1280, 800), 1.4)
    lead = [_panel(0, True, 1), *(_panel(s, False, 1 + (s == 1)) for s in range(1, 3))]
    passed = [*lead[:1], _panel(1, False, 1), _panel(2, False, 2)]
    frame = with_seat_heights(with_seat_heights(frame, _Seats(lead), SNAP), _Seats(passed),
                              SNAP)
    assert frame.seat_heights[1] == frame.seat_heights[2]  # 3 seats: the line's room kept
    five = [_panel(0, True, 1), *(_panel(s, False, 1 + (s == 1)) for s in range(1, 5))]
    frame = compute_frame((1280, 800), 1.4)
    for leader in range(1, 5):
        now = [*five[:1], *(_panel(s, False, 1 + (s == leader)) for s in range(1, 5))]
        frame = with_seat_heights(frame, _Seats(now), SNAP)
    assert frame.seat_rect(4, 5).h >= panel_height(now[4], frame.scale)  # whole
