"""The table's buttons after the fourteenth playtests: Undo's label and tip say one thing
in each state (pt14a 4, pt14c 9), and a shut button's tip says why it is shut, the
game's own refusal (pt14c 8)."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.kit.view import TurnInputBase
from astromagie.ui.kit.buttons import button_rects, column, explanation, label_lines
from astromagie.ui.kit.frame import compute_frame
from astromagie.ui.kit.refusing import refusal_text
from tests.ui.test_kit_playtest10 import open_solar
from tests.ui.ui_events import move_to

pytestmark = pytest.mark.usefixtures("app")
SOLAR_PERSON_FIRST = 1  # a seed where the person makes the game's first move


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("whole_turn", [False, True])
def test_pt14a_4_undo_label_is_its_tips_first_words_in_each_state(lang, whole_turn):
    """At a turn's start Undo takes back the turn before (and the replies), mid-turn the
    moves of this one: each state has its own label, its tip opens with it, and the two
    states' labels differ."""
    i18n.set_language(lang)
    try:
        undo = next(a for a in column([], True, True, whole_turn=whole_turn) if a.id == "undo")
        other = next(a for a in column([], True, True, whole_turn=not whole_turn)
                     if a.id == "undo")
        words = explanation("solar-republic", undo)
        assert words is not None
        assert words().startswith(f"{undo.label} (U)")
        assert undo.label != other.label
        frame = compute_frame((1024, 700), 0.7)
        assert len(label_lines(undo, frame)) == 1  # one line at the smallest window
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("app", [(1280, 800)], indirect=True)
def test_pt14c_8_a_shut_draw_says_on_hover_why_it_is_shut(app):
    """Solar's Draw is shut on the first turn (SR6): hovering it shows the refusal its
    click gives, from the game's own check."""
    scene = open_solar(app, seed=SOLAR_PERSON_FIRST)
    assert scene.state.history == []  # the game's first move is the person's
    actions = scene.actions()
    draw = next(a for a in actions if a.id == "draw")
    assert not draw.enabled
    rect = button_rects(scene.frame, actions)[actions.index(draw)]
    move_to(app, rect.center)
    turn = scene.session.turn
    assert isinstance(turn, TurnInputBase)
    violation = turn.action_refusal("draw")
    assert violation is not None
    expected = refusal_text("solar-republic", scene.session.view, violation,
                            scene.session.seating.names)
    shown = scene.tip(scene.actions())
    assert shown is not None and shown[0] == expected and shown[1] == rect
    hint = next(a for a in actions if a.id == "hint")  # an open button keeps its own tip
    assert scene.shut_reason(hint) is None


def test_pt15d_7_no_button_speaks_until_the_mouse_moves_after_a_press(app):
    """pt15d 7: a press re-laid the column under a resting mouse, and the shut button now
    under it told its reason over the tray; no tip until the mouse moves."""
    scene = open_solar(app, seed=SOLAR_PERSON_FIRST)
    actions = scene.actions()
    draw = next(a for a in actions if a.id == "draw")
    rect = button_rects(scene.frame, actions)[actions.index(draw)]
    move_to(app, rect.center)
    assert scene.tip(scene.actions()) is not None
    hint = next(a for a in actions if a.id == "hint")
    scene.press_action(hint)  # pressed elsewhere (by key), the mouse resting on Draw
    assert scene.tip(scene.actions()) is None
    move_to(app, (rect.centerx + 2, rect.centery))  # it moves: the tips speak again
    assert scene.tip(scene.actions()) is not None
