"""Round 8 of issue 38 on the shared table (round 7's playtest reports, pt6a-d): the hint
says only its own reason when it dropped its plan (pt15d 3), quick clicks in one frame,
the seats' words under the mouse and by key, the status line while the table settles."""
from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.kit.view import Decision, Highlight
from astromagie.ui.kit.ai_worker import Reply
from tests.kit import toy
from tests.ui.test_kit_table import human_turn, open_kit
from tests.ui.ui_events import frames, key, post

pytestmark = pytest.mark.usefixtures("toy_on_the_shelf")


class _Worker:
    """A worker whose answers the test hands in."""

    def __init__(self) -> None:
        self.replies: list[Reply] = []

    def submit(self, *args: object) -> int:
        return 7

    def poll(self) -> list[Reply]:
        replies, self.replies = self.replies, []
        return replies

    def forget(self, token: int) -> None:
        pass

    def take_problems(self) -> list[str]:
        return []

    def close(self) -> None:
        pass


def test_pt15d_3_a_hint_that_dropped_its_plan_says_only_its_own_reason(app):
    """pt6d 6 had a dropped plan said after the hint; pt13d 5, pt14d 5 and pt15d 3 found
    "This replaces the earlier plan, 'end your turn'" spoke of advice never shown (the
    plan's later steps are the search's, not the person's). The hint's reason stands."""
    scene = open_kit(app)
    human_turn(app, scene)
    scene.state.pile.clear()
    plays = [m for m in scene.state.legal_moves() if m.startswith("P")]
    move, planned = plays[0], plays[-1]
    bots = scene.session.bots
    worker = _Worker()
    bots.worker.close()  # the table's own worker makes way for the test's
    bots.worker, bots.hint_token = worker, 7  # type: ignore[assignment]
    # the hint search's answer, its figures naming `planned` as the plan it dropped
    worker.replies.append(Reply(7, move, None, 0.1, {"changed_from": planned,
                                                     "planned_mean": 0.31, "best_mean": 0.52}))
    scene.session.poll(0.0)  # the answer arrives and is shown
    assert scene.message.startswith(f"Try: the {move[3:]} on the pile.")
    assert planned[3:] not in scene.message and "plan" not in scene.message


def test_a_hint_without_a_dropped_plan_is_its_sentence_alone(app):
    scene = open_kit(app)
    human_turn(app, scene)
    scene.state.pile.clear()
    move = next(m for m in scene.state.legal_moves() if m.startswith("P"))
    scene.session.bots.hint_move = move
    scene.show_hint(move)
    assert scene.message.startswith("Try:")


# --- quick clicks in one frame (pt6a 10) ------------------------------------------------
def test_pt6a_10_a_click_in_the_frame_a_card_was_staged_in_takes_the_card_under_it(app):
    scene = open_kit(app)
    human_turn(app, scene)
    kept: list[str] = []

    class Staging(toy.ToyTurn):
        def drop(self, card: str, zone: str) -> Decision:
            kept.append(card)
            return Decision("staged")

        def staged(self) -> list[str]:
            return list(kept)

    scene.turn = Staging(scene.state, scene.turn.seat)
    hand = scene.hand()
    assert len(hand) >= 3
    places = scene.frame.hand_rects(len(hand))
    pile = scene.board.zone_rect("pile").center
    for pos in (places[0].center, pile, places[-1].center):  # all within one frame
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    frames(app)
    assert kept == [hand[0]]
    assert scene.selected is not None and scene.hand()[scene.selected] == hand[-1]


# --- the status line while the table settles (zs7) -------------------------------------
def test_zs7_while_the_table_settles_the_status_speaks_to_the_person_without_advice(
        app, monkeypatch):
    scene = open_kit(app)
    human_turn(app, scene)
    asked: list[tuple[bool, Highlight]] = []

    def status(state, viewer, playing=True, seen=None):
        asked.append((playing, seen))
        return "status"

    monkeypatch.setattr(scene.kit, "status", status)
    monkeypatch.setattr(scene.kit, "board_at_rest", lambda board: False)
    scene.snapshot()
    playing, seen = asked[-1]
    assert playing and seen.settling and seen.live is None  # the person's, advice held
    monkeypatch.setattr(scene.kit, "board_at_rest", lambda board: True)
    scene.snapshot()
    playing, seen = asked[-1]
    assert playing and not seen.settling


# --- the seats' words under a still mouse and on Tab (solar7, monad7) -------------------
def _panel(**kw):
    from astromagie.ui.kit.seats import SeatPanel

    base = dict(seat=1, name="Vega", kind="medium", score=3, cards=7,
                lines=("top won: Sun, Titan, Saturn", "Holds 2 Tri"), to_move=False,
                thinking=False, you=False)
    return SeatPanel(**(base | kw))


def test_solar7_a_seats_tip_says_its_cards_and_every_line_of_the_game_for_it():
    from astromagie.ui.kit.hovertips import seat_words

    words = seat_words(_panel()).split("\n")
    assert words == [i18n.tr("kit.tips.seat", name="Vega", count=7),
                     "top won: Sun, Titan, Saturn", "Holds 2 Tri"]
    own = _panel(seat=0, cards=None, you=True, lines=("Hand worth 5", "★ relatives"))
    assert seat_words(own) == "Hand worth 5\n★ relatives"  # the person's own box too
    assert seat_words(_panel(cards=None, lines=())) == ""  # nothing to say: no tip


def test_monad7_the_persons_own_box_has_a_tip_with_the_games_lines(app, monkeypatch):
    from astromagie.ui.kit.hovertips import hover_tip

    monkeypatch.setattr(toy.ToyView, "seat_lines",
                        lambda self, state, seat: [f"worth {seat}", "★ line"])
    scene = open_kit(app)
    human_turn(app, scene)
    snap = scene.snapshot()
    own = scene.frame.seat_rect(scene.viewer, len(snap.names))
    tip = hover_tip("toy", scene.painter.seat_panels(snap), [], scene.board, scene.frame,
                    len(snap.names), own.center)
    assert tip == (f"worth {scene.viewer}\n★ line", own)


def test_t_shows_every_seats_words_on_one_card_after_the_open_piles(app, monkeypatch):
    monkeypatch.setattr(toy.ToyView, "seat_lines",
                        lambda self, state, seat: [f"top won: card {seat}"])
    scene = open_kit(app)
    human_turn(app, scene)
    scene.state.pile[:] = ["T1"]
    key(app, pygame.K_t)
    assert scene.overlay == "piles"
    key(app, pygame.K_t)
    assert scene.overlay == "seats"
    drawn: list[str] = []
    real = scene.painter.text
    monkeypatch.setattr(scene.painter, "text",
                        lambda words, *args: drawn.append(words) or real(words, *args))
    scene.draw(app.screen)
    assert i18n.tr("kit.overlay.seats_title") in drawn
    for seat in range(len(scene.seating.names)):
        assert f"top won: card {seat}" in drawn
    key(app, pygame.K_t)
    assert scene.overlay is None


# --- a game's own hand-over line after the guide (astro7) -------------------------------
@pytest.mark.parametrize("own", ["", "Take over: keep a pair for the III."])
def test_astro7_the_guides_last_words_are_the_games_own_else_the_shared_line(app, own,
                                                                             monkeypatch):
    monkeypatch.setattr(toy.ToyView, "guide_done", lambda self: own, raising=False)
    scene = open_kit(app)
    human_turn(app, scene)
    session = scene.session
    session.guided, session.guide_steps = True, 0
    session.guide_step = session.view.guide().handover_step
    session._coach(session.state, session.viewer)  # the lessons are over: the hand-over
    # on the lesson card (pt14c 3: a message over the log was gone after one move)
    assert session.coaching is not None
    assert session.coaching.text.startswith(own or i18n.tr("kit.guide_done"))


# --- Monad: the lesson's frame leaves "next" readable (monad7) ---------------------------
def test_monad7_a_gold_frame_round_a_columns_front_card_leaves_its_next_label_on_top(app):
    from astromagie.gameconfig import GameConfig, SeatConfig
    from astromagie.ui.kit.table import KitTableScene

    config = GameConfig((SeatConfig("You"), SeatConfig("Vega", "random")), seed=4199,
                        game="monad")
    scene = KitTableScene(app, config, ai_mode="thread", ai_budget=0.01, autosave=False)
    app.stack.push(scene)
    surface = app.screen
    scene.draw(surface)
    labels = scene.board.next_labels
    assert labels and list(scene.kit.badge_rects(scene.board)) == list(labels.values())
    rank, label = next(iter(labels.items()))
    zone = f"col:{rank}"
    assert scene.board.zone_rect(zone).inflate(10, 10).colliderect(label)  # it would cross
    before = pygame.image.tobytes(surface.subsurface(label).copy(), "RGB")
    scene.painter._mark(surface, scene.snapshot(), scene.frame, scene.board, (), (zone,))
    assert pygame.image.tobytes(surface.subsurface(label).copy(), "RGB") == before


def test_monad7_the_replays_hand_is_grouped_as_the_tables_is(app):
    from astromagie.storage.archive import playback_of
    from astromagie.ui.kit.watch import KitWatchScene
    from tests.ui.test_kit_results import played

    state, config = played("monad", 2, 3)
    watch = KitWatchScene(app, playback_of(state, config))
    app.stack.push(watch)
    frames(app)
    assert watch.frame.grouped  # Monad's view groups its hand: the replay's frame does too
    hand = ["C0", "C0", "C0", "C1"]
    rects = watch.frame.hand_rects(len(hand), None, hand)
    assert rects[1].x - rects[0].x < rects[3].x - rects[2].x  # alike cards lie close


# --- the reference card's type (astro7, pt6a 14) -----------------------------------------
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt6a_14_the_reference_card_is_set_a_step_larger_where_it_fits_whole(size, lang,
                                                                           monkeypatch):
    from astromagie.host import registry
    from astromagie.look import theme
    from astromagie.ui.kit import overlays
    from astromagie.ui.kit.frame import compute_frame

    sizes: list[int] = []
    blits = overlays._reference_blits
    monkeypatch.setattr(overlays, "_reference_blits",
                        lambda *args: sizes.append(args[3]) or blits(*args))
    frame = compute_frame(size, 1.4)
    area = overlays.overlay_area(frame)
    i18n.set_language(lang)
    try:
        for game in ("astromagie", "solar-republic", "monad", "zahlenstreifen"):
            sizes.clear()
            panel = overlays.paint_reference(
                pygame.Surface(size), registry.view(game).reference(), frame,
                lambda t, px, c=theme.TEXT, r="text": theme.render(t, r, px, c))
            assert panel.h + frame.font(sizes[-1]) < area.h  # whole, a line's air to spare
            assert sizes[-1] == frame.font(17), game  # a step larger: 14 px at 1024x700
    finally:
        i18n.set_language("en")
