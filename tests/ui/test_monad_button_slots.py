"""Monad's turn buttons keep their places: a button never changes meaning under the pointer.

pt8d 7: a buy was refused, and one click where "Pay the rest" had stood flipped the
discard pile and ended the turn. The turn-ending buttons (Draw, Flip, Pass, End turn)
share one slot that no other button ever takes; the tray's (Pay the rest, shut without
a purchase, or Leap while Commons are staged) one other; Hint and Undo each their own,
in every state a turn passes through, at both window sizes, and none overlaps another
button's place.
"""

from __future__ import annotations

from collections import defaultdict

import pygame
import pytest

from astromagie.games.monad.view import VIEW, MonadTurn
from astromagie.games.monad.view.board import CARD_RATIO
from astromagie.ui.kit.buttons import button_rects, column, columns_needed, with_room_kept
from astromagie.ui.kit.frame import compute_frame
from tests.games.monad.helpers import position

TURN_ENDING = {"draw", "flip", "pass", "end"}
TRAY = {"pay", "leap"}  # complete what lies on the tray: a purchase, or a leap


def turns() -> list[MonadTurn]:
    """A turn in each state the buttons pass through: its start (Draw; Flip; Pass), a
    purchase composed at the start and after a trade, a buy refused, a leap staged, a
    traded turn (End turn) and a purchase left open."""
    def turn(state) -> MonadTurn:
        return VIEW.turn_input(state, state.current_player, ["Ada", "Ben"])

    cols = {2: "G2 B2", 3: "Y3", 4: "O4", 5: "R5"}
    drawing = turn(position(2, {0: "R1 P1 O1 Y1 B1 G1 Y1"}, columns=cols, talon="G1"))
    flipping = turn(position(2, {0: "R1 P1 O1"}, columns=cols, discard="B1 G1"))
    stuck = turn(position(2, {0: "R1 O1", 1: "P1"}, identities="R G", columns={2: "G2"}))
    buying = turn(position(2, {0: "R1 P1 O1 Y1 B1 G1 Y1"}, columns=cols, talon="G1"))
    assert buying.click("col:2").kind == "staged"
    refused = turn(position(2, {0: "R1 P1 O1"}, columns=cols, talon="G1"))
    assert refused.click("col:5").kind == "refused"  # MO15: too little to pay a Quint
    traded_state = position(2, {0: "R1 P1 O1 Y1 B1 G1 Y1"}, columns=cols, talon="G1")
    traded_state.apply("T R1 P1")
    traded = turn(traded_state)
    leaping = turn(traded_state.clone())
    assert leaping.drop("O1", "tray").kind == "staged"
    buying_after = turn(traded_state.clone())
    assert buying_after.click("col:3").kind == "staged"
    open_state = traded_state.clone()
    open_state.apply("B 3")
    paying_open = turn(open_state)
    return [drawing, flipping, stuck, buying, refused, traded, leaping, buying_after,
            paying_open]


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
@pytest.mark.parametrize("guided", [False, True])
def test_no_two_different_buttons_share_a_place_across_the_turns_states(size, guided):
    pygame.font.init()
    shown: dict[tuple[int, int, int, int], set[str]] = defaultdict(set)
    for turn in turns():
        actions = column(turn.actions(), True, True, guided, False)
        frame = compute_frame(size, CARD_RATIO, grouped=True)
        frame = frame.with_button_columns(columns_needed(frame, with_room_kept(actions,
                                                                               guided)))
        for action, rect in zip(actions, button_rects(frame, actions), strict=True):
            shown[tuple(rect)].add(action.id)
    seen = set().union(*shown.values())
    assert {"draw", "flip", "pass", "end", "pay", "leap", "hint", "undo"} <= seen
    for ids in shown.values():
        # the turn's end alone in its slot, the tray's in theirs, a kit button in its own
        assert ids <= TURN_ENDING or ids <= TRAY or len(ids) == 1, ids
    rects = [pygame.Rect(rect) for rect in shown]
    assert not any(a.colliderect(b) for a in rects for b in rects if a != b)
    # and each button has one place only
    places = defaultdict(set)
    for rect, ids in shown.items():
        for action_id in ids:
            places[action_id].add(rect)
    assert all(len(rects) == 1 for rects in places.values()), places
