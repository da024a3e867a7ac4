"""The shared table after the fifth newcomer playtest (pt5b): Enter after a hint takes up
the hint's cards and lays them one by one where the hint lit, in every game, and never
plays or discards what nobody chose."""

from __future__ import annotations

import pygame
import pytest

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.ui.kit.buttons import button_rects
from astromagie.ui.kit.table import KitTableScene
from tests.ui.test_astromagie_table import open_table, opening
from tests.ui.ui_events import frames, key

pytestmark = [pytest.mark.usefixtures("instant_bots"),
              pytest.mark.app(fast=True, autosave=False)]


def strip_table(app) -> KitTableScene:
    seats = (SeatConfig("Ada"), SeatConfig("Vega", "easy"))
    scene = KitTableScene(app, GameConfig(seats, seed=3, game="zahlenstreifen"),
                          ai_mode="thread", ai_budget=0.01, autosave=False)
    app.stack.push(scene)
    for _ in range(200):
        if scene.human_turn():
            break
        frames(app)
    return scene


def test_pt5b_12_enter_after_a_hint_lays_its_cards_one_by_one_and_plays_only_on_play(app):
    """Astromagie (a turn of several cards): a card chosen before the hint is put down;
    each Enter takes up the hint's next card, then lays it on its lit place; the move
    is made by Play's own press; no card is ever discarded."""
    scene = open_table(app, opening())
    move = next(m for m in scene.state.legal_moves()
                if m.discard is None and len(m.placements) >= 2)
    scene.selected = len(scene.hand()) - 1  # chosen before the hint (pt5b: the first card)
    scene.show_hint(move)
    hinted = [code for _, code in move.placements]
    played = len(scene.state.history)
    for step in range(len(hinted)):
        key(app, pygame.K_RETURN)
        assert scene.hand()[scene.selected] in hinted, "taken up: a hinted card"
        assert len(scene.session.staged_cards()) == step, "taken up, not yet laid"
        key(app, pygame.K_RETURN)
        staged = scene.session.staged_cards()
        assert len(staged) == step + 1 and set(staged) <= set(hinted), "laid where lit"
    assert sorted(scene.session.staged_cards()) == sorted(hinted)
    assert len(scene.state.history) == played and scene.human_turn(), "nothing played yet"
    key(app, pygame.K_RETURN)  # Play, its own press
    frames(app, 3)
    assert scene.state.history[played] == move, "the hinted move, and no discard"


def test_pt5b_8_enter_after_a_hint_takes_up_the_card_and_a_second_enter_plays_it(app):
    """Zahlenstreifen (a turn of one card): the hint lights its card, it does not raise
    it; Enter takes it up, the next Enter lays it (the move)."""
    scene = strip_table(app)
    move = scene.state.legal_moves()[-1]
    scene.show_hint(move)
    lit = scene.snapshot().hinted[0]
    assert lit and scene.selected is None, "lit, not raised"
    hand = list(scene.hand())
    key(app, pygame.K_RETURN)
    assert scene.selected is not None and scene.hand()[scene.selected] == lit[0]
    assert scene.hand() == hand and scene.human_turn(), "taken up, not played"
    key(app, pygame.K_RETURN)
    assert lit[0] not in scene.hand() or scene.hand().count(lit[0]) < hand.count(lit[0])


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt5b_10_the_hand_keeps_its_room_when_again_appears(app, lang):
    """The guided game's Retry this turn, offered after a stray move, takes no room from
    the hand: the columns were counted for it from the start."""
    from astromagie import i18n
    from tests.ui.test_kit_polish import guided_turn

    i18n.set_language(lang)
    scene = guided_turn(app, "astromagie")
    scene.can_undo = lambda: True  # a later lesson's turn (pt5b: turn 5), Undo there too
    frames(app)
    hand, buttons = scene.frame.hand.copy(), scene.frame.button_columns
    assert not any(a.id == "again" and a.enabled for a in scene.actions())
    scene.session.lesson.refused()  # as a refused drop in a lesson's turn does
    frames(app)
    assert any(a.id == "again" and a.enabled for a in scene.actions()), "Again offered"
    assert scene.frame.hand == hand and scene.frame.button_columns == buttons


def test_pt5b_13_a_pressed_buttons_tip_stays_away_until_the_mouse_leaves_and_rests_again(app):
    from tests.ui.test_kit_playtest3b import takeback_offered
    from tests.ui.ui_events import click, move_to

    scene = takeback_offered(app)
    actions = scene.actions()
    button = next(r for a, r in zip(actions, button_rects(scene.frame, actions), strict=True)
                  if a.id == "hint")
    move_to(app, button.center)
    frames(app)
    assert scene.snapshot().tip is not None, "the mouse on it: explained"
    scene.session.request_hint = lambda: True  # (the hint's search is not what is tested)
    click(app, button.center)  # Hint pressed: its words come where its tip stood (96_am)
    frames(app, 3)
    assert scene.snapshot().tip is None, "pressed: its tip stays away"
    move_to(app, (5, 5))
    frames(app)
    move_to(app, button.center)  # back on it
    frames(app)
    assert scene.snapshot().tip is not None


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt5b_1_a_move_off_the_lesson_opens_the_coachs_box_it_points_at(app, lang):
    from astromagie import i18n
    from tests.ui.test_kit_polish import guided_turn

    i18n.set_language(lang)
    scene = guided_turn(app, "astromagie")
    lesson = scene.session.coaching.move
    scene.coach_card.open = False  # folded to its pill
    other = next(m for m in scene.state.legal_moves() if m != lesson and m.discard)
    scene.play(other)
    assert scene.session.message_kind == "error" and not scene.state.history
    assert scene.coach_card.open, "the box the refusal points at is open"
    assert "right" not in scene.session.message and "rechts" not in scene.session.message


def test_pt5b_5_a_score_change_is_shown_only_on_its_seats_panel_never_over_words(app):
    """Its pill covered the panels' lines as it flew in ("Most of 4 colo−2 a card"); and
    flying in from the board it crossed the draw pile's counter and read as the person's
    own (pt7c 4): it rises and fades in the bare band of its own seat's panel."""
    from astromagie.ui.kit.points import POINTS_SECONDS, send_points
    from astromagie.ui.kit.seats import score_gap

    scene = open_table(app, opening())
    scene.animator.speed, scene.animator.still = 1.0, False
    panel = scene._seat_rect(1)
    send_points(scene.animator, [(1, -8)], scene._seat_rect, scene.frame.scale)
    seen: list[tuple[int, int]] = []
    label = next(label for label in scene.animator.labels if label.kind == "points")
    for _ in range(round(POINTS_SECONDS / 0.03) + 1):  # its whole rise and fade
        label.elapsed += 0.03
        if scene.snapshot().points:
            seen.append(label.now()[0])
    assert seen, "it shows"
    band = score_gap(panel, scene.frame.scale)
    assert all(band.collidepoint(centre) for centre in seen)


LONG_STATUS = ("Du bist am Zug · Vega hat den Stich · gewonnen, wenn noch 1 Zug lang keine "
               "Karte dazukommt")


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_pt5b_18_the_status_line_keeps_one_type_size_long_or_short(size):
    """A long status took a smaller font than a short one: now one size, in one line cut
    short at a part (pt6a 6, pt6d 8: its second line ran under the bar's button), inside
    the top bar and short of its buttons."""
    from astromagie.look import theme
    from astromagie.ui.kit.frame import compute_frame
    from astromagie.ui.kit.statusline import paint_status

    pygame.init()
    frame = compute_frame(size, 1.4)
    width = frame.menu.x - frame.top.x - 200
    heights = {}
    for words in ("Du bist am Zug", LONG_STATUS):
        surface = pygame.Surface(size)
        sizes: list[int] = []

        def fit(line, px, room, sizes=sizes):
            sizes.append(px)
            return theme.render_fit(line, "text", px, room)

        box, cut = paint_status(surface, words, frame, width, fit)
        assert frame.top.contains(box) and box.right <= frame.top.x + 20 + width
        heights[words] = (set(sizes), len(sizes), cut)
    assert heights["Du bist am Zug"] == ({frame.font(18)}, 1, False)
    assert heights[LONG_STATUS] == ({frame.font(18)}, 1, True), "one size, one line, cut"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_pt5b_20_the_titles_fanned_cards_keep_clear_of_the_menu_and_its_lines(app, lang):
    """At 1024x700 in German the fans reached the buttons' column and the line "Keine
    angefangene Partie zum Fortsetzen" under Resume."""
    from astromagie.ui.widgets.controls import Label

    i18n_set(lang)
    title = app.push_scene("title")
    for size in ((1024, 700), (1280, 800)):
        title.on_resize(size)
        title._render_fan(size)  # (drawn a frame after the menu: the costliest drawing)
        title.draw(pygame.Surface(size))
        words = [title.form.get(wid).rect for wid in ("new_game", "resume", "quit")]
        for wid in ("resume_summary", "guide_offer"):
            label = title.form.get(wid, Label)
            words += [line.get_rect(centerx=label.rect.centerx, top=label.rect.y)
                      for line in label._lines if label.visible]
        assert title._fan and words
        for face, card in title._fan:
            opaque = pygame.mask.from_surface(face)  # the turned card, not its bare corners
            for rect in (r.inflate(title.px(24), title.px(8)) for r in words):  # a gap kept
                box = pygame.mask.Mask(rect.size, fill=True)
                assert not opaque.overlap(box, (rect.x - card.x, rect.y - card.y)), (size, rect)


def i18n_set(lang: str) -> None:
    from astromagie import i18n

    i18n.set_language(lang)


@pytest.mark.usefixtures("toy_on_the_shelf")
@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
def test_pt5b_10_a_busy_guided_turn_keeps_the_hands_room_when_again_appears(app):
    """A guided turn whose own buttons fill one column: Again's room was counted from
    the start, so offering it moves neither the buttons nor the hand."""
    from astromagie.kit.view import Action
    from astromagie.ui.kit.again import StepStart
    from tests.ui.test_kit_table import human_turn, open_kit

    scene = open_kit(app)
    human_turn(app, scene)
    scene.session.guided = True
    own = [Action(f"a{i}", f"Action number {i}", True) for i in range(3)]
    scene.session.turn.actions = lambda: own
    scene.can_undo = lambda: True
    frames(app)
    hand, columns = scene.frame.hand.copy(), scene.frame.button_columns
    scene.session.lesson.offered = StepStart(scene.state.clone(), 0, 0)
    frames(app)
    assert any(a.id == "again" and a.enabled for a in scene.actions()), "Again offered"
    assert scene.frame.hand == hand and scene.frame.button_columns == columns
