"""The kit table after the newcomer playtest pt10 (round 12): a click while the hand
glides shut takes the card drawn under the pointer (pt10c 8)."""

from __future__ import annotations

import pygame
import pytest

from astromagie.ui.kit.fan import GLIDE_MS, HandGlide
from astromagie.ui.kit.table import KitTableScene
from tests.ui.test_kit_playtest10 import open_solar
from tests.ui.ui_events import click, frames

pytestmark = pytest.mark.app(fast=True, autosave=False)


def _gliding(scene: KitTableScene, shift: int) -> list[pygame.Rect]:
    """The hand set mid-glide: drawn `shift` px right of its places, as just after a play."""
    hand = scene.hand()
    places = scene.frame.hand_rects(len(hand), None, hand)
    drawn = [r.move(shift, 0) for r in places]
    glide = scene.painter.glide = HandGlide()
    glide.codes, glide.fan, glide.drawn = tuple(hand), (), [r.copy() for r in drawn]
    glide.start, glide.began = [r.copy() for r in drawn], round(scene.clock * 1000)
    return drawn


def test_a_click_while_the_hand_glides_takes_the_card_drawn_under_the_pointer(app,
                                                                           monkeypatch):
    """pt10c 8: at 1024x700 the click right after a play, on the card seen, hit a gap
    between the places the cards were gliding to and said "Choose a card first"."""
    from astromagie.ui.kit import frame as frame_module

    # a hand with gaps between its cards: this window's 7 cards fill the hand's area but
    # for its margin, which would lay them edge to edge (pt15d 10)
    monkeypatch.setattr(frame_module, "HAND_MARGIN", 0)
    scene = open_solar(app)
    frames(app)
    hand = scene.hand()
    places = scene.frame.hand_rects(len(hand), None, hand)
    gap = places[1].x - places[0].right
    assert gap > 0
    drawn = _gliding(scene, -(gap + 4))  # the second card drawn over the first's gap
    point = (places[0].right + gap // 2, drawn[1].centery)
    assert scene.frame.hand_card_at(point, len(hand), None, hand) is None  # a gap there
    assert drawn[1].collidepoint(point)
    click(app, point)
    assert scene.selected == 1
    assert "first" not in (scene.session.message or "")


def test_a_click_between_gliding_cards_takes_the_nearest_and_a_still_hand_is_unchanged():
    """Between two drawn cards of a gliding row the nearer one is taken; once the glide's
    time is over the glide hits nothing and the frame's places decide again."""
    glide = HandGlide()
    drawn = [pygame.Rect(0, 100, 50, 80), pygame.Rect(60, 100, 50, 80)]
    glide.drawn, glide.start, glide.began = drawn, drawn, 1000
    assert glide.card_at((57, 120), 2, 1050) == (1, drawn[1])
    assert glide.card_at((52, 120), 2, 1050) == (0, drawn[0])
    assert glide.card_at((52, 50), 2, 1050) is None  # above the row
    assert glide.card_at((52, 120), 2, 1000 + GLIDE_MS) is None  # the glide is over
    assert glide.card_at((52, 120), 3, 1050) is None  # another hand


def test_zahlenstreifen_says_your_turn_at_once_while_the_cards_still_land(app, monkeypatch):
    """pt10b 5: after the bots' replies the line showed only the pile for ~1.5 s while
    their cards landed. The turn is said at once, with its advice ("drop a card on the
    0"): pt12b 10 read a shorter line while they landed as a second wording."""
    from astromagie import i18n
    from astromagie.gameconfig import GameConfig, SeatConfig
    from astromagie.games.zahlenstreifen.rules import RULES
    from astromagie.games.zahlenstreifen.view import GUIDE_SEED

    state = RULES.new(2, GUIDE_SEED)
    assert state.current_player == 0
    seats = (SeatConfig("Ada", "human"), SeatConfig("Ben", "easy"))
    scene = KitTableScene(app, GameConfig(seats, seed=GUIDE_SEED, game="zahlenstreifen"),
                          state, autosave=False)
    app.stack.push(scene)
    frames(app, 2)
    assert scene.session.person_turn()
    monkeypatch.setattr(scene.kit, "board_at_rest", lambda board: False)  # cards landing
    landing = scene.snapshot().status
    monkeypatch.setattr(scene.kit, "board_at_rest", lambda board: True)
    resting = scene.snapshot().status
    yours = i18n.tr("zahlenstreifen.status.yours")
    assert landing.startswith(yours + " · ") and landing == resting


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
@pytest.mark.parametrize("players", [2, 4])
def test_astromagies_pile_counts_lie_off_the_piles_cards(size, players):
    """pt10a 4: the round count badges lay on the piles' top right corners ("12" over the
    Sun's "1"). They lie above the piles now, clear of every card drawn there (the draw
    pile's backs too), of the seats' chips and inside the board."""
    from astromagie.games.astromagie.view import VIEW
    from astromagie.host import registry
    from astromagie.kit.view import Highlight
    from astromagie.ui.kit.frame import compute_frame

    pygame.init()
    state = registry.rules("astromagie").new(players, 1, VIEW.guide().options)
    frame = compute_frame(size, VIEW.card_ratio)
    board = VIEW.board(frame.board, players, frame.card)
    surface = pygame.Surface(size)
    board.paint(surface, state, 0, Highlight())
    badges = board.painter.badges
    assert len(badges) == 2
    cards = [board.draw_pile.union(board.draw_pile.move(-6, -6)),
             board.discard.union(board.discard.move(-3, -3))]
    for badge in badges:
        assert frame.board.contains(badge), (badge, frame.board)
        assert badge.collidelist(cards) == -1, (badge, cards)
        assert badge.collidelist(list(board.chips.values())) == -1, (badge, board.chips)


def test_monads_replay_names_the_charts_turns_and_the_records_actions(app):
    """pt10d 15: the results' chart counted about 120 turns, the replay "Zug 0 von 245"
    (actions). Where the chart counts turns the replay names both, the chart's count first;
    a game whose chart counts every move keeps its one count."""
    from astromagie import i18n
    from astromagie.host import registry
    from astromagie.ui.kit.chart import playback_series
    from tests.ui.test_kit_watch import open_watch

    watch = open_watch(app, game="monad", players=2, seed=11)
    done = watch.turns_done
    last = watch.playback.turn_count
    assert done is not None and len(done) == last + 1 and done[-1] < last
    # the chart's x axis ends where the replay's turns do
    series = playback_series(watch.playback, registry.view("monad"))
    assert len(series[0]) - 1 == done[-1]
    watch.go(last)
    status = watch.snapshot().status
    assert status == i18n.tr("kit.watch.status_turns", turn=done[-1], turns=done[-1],
                             action=last, actions=last, name=watch.names[watch.seat])
    other = open_watch(app, game="zahlenstreifen", players=2, seed=3)
    assert other.turns_done is None
    assert i18n.tr("kit.watch.status", turn=0, turns=other.playback.turn_count,
                   name="")[:20] == other.snapshot().status[:20]


def test_a_piles_count_follows_a_bots_cards_as_they_land(app, monkeypatch):
    """pt10c 7: four cards lay on the pile while its caption said "3 cards in play": the
    position before the bot's move is painted until all its cards have landed. The kit
    tells the board how many have landed on each zone; Solar's caption adds them."""
    from astromagie.games.solar_republic.view import board as solar_board
    from astromagie.games.solar_republic.view.words import text_of
    from tests.ui.test_kit_playtest9 import open_game

    scene = open_game(app, "solar-republic", 3)
    while not scene.state.pile:  # a pile with cards on it, as the board shows it
        scene.state.apply(scene.state.legal_moves()[0])
    assert scene.highlight().landed == {}
    card = scene.frame.card
    scene._landed("x", pygame.Rect((0, 0), card), True, False, "pile")
    assert scene.highlight().landed == {"pile": 1}
    said: list[str] = []
    monkeypatch.setattr(solar_board, "caption", lambda surface, words, *rest: said.append(
        words) or pygame.Rect(0, 0, 1, 1))
    surface = pygame.Surface(app.size)
    scene.board.paint(surface, scene.state, scene.viewer, scene.highlight())
    assert text_of("board.pile", count=len(scene.state.pile) + 1) in said
    scene._settle()
    assert scene.highlight().landed == {}


def test_monads_review_names_a_moments_turn_as_the_chart_and_the_replay_do(app):
    """pt11d 7: the review's header said "turn 4 of 144" and its list "Turn 134" (actions)
    beside the replay's "turn 0 of 76": a moment is told in the turn its move is made in,
    out of the chart's turns; a game whose every move is a turn keeps the action."""
    from astromagie.ai.review import Moment
    from tests.ui.test_kit_watch import open_watch

    watch = open_watch(app, game="monad", players=2, seed=11)
    done = watch.turns_done
    assert done is not None
    action = len(done) - 2  # a late move: many actions beyond its turn
    assert watch.told_turn(action) == done[action - 1] + 1 < action
    watch.start_review()
    assert watch.panel is not None
    moment = Moment(action, 0, "E", "E", 3.0, 0.0, 3.0, 2, "", {})
    told = watch.panel.explain(moment)
    assert f"{watch.told_turn(action)}" in told and f"{action}" not in told
    other = open_watch(app, game="zahlenstreifen", players=2, seed=3)
    assert other.told_turn(7) == 7
