"""Zahlenstreifen after newcomer playtest pt8b (round 10 of issue 38): the secret choice
takes every card where it is drawn (finding 1: drags from a card's drawn centre did
nothing and a click made the hand jump ~60 px, since the hand's places after the last
round's card were kept with a hole), and Enter there says what it chose."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.zahlenstreifen.rules import RULES
from astromagie.games.zahlenstreifen.state import CHOOSE
from astromagie.games.zahlenstreifen.view import GUIDE_SEED
from astromagie.ui.kit.table import KitTableScene
from tests.ui.ui_events import drag, frames


def last_round_scene(app) -> KitTableScene:
    """A game against two bots at the person's last-round turn, the bots answering at once."""
    app.settings.animation_speed = 1000.0
    state = RULES.new(3, GUIDE_SEED)
    while not (state.current_player == 0 and state.observation(0).last_round_left >= 0):
        state.apply(state.legal_moves()[0])
    seats = (SeatConfig("Ada", "human"), SeatConfig("Ben", "easy"), SeatConfig("Cy", "easy"))
    scene = KitTableScene(app, GameConfig(seats, seed=GUIDE_SEED, game="zahlenstreifen"),
                          state, autosave=False)
    app.stack.push(scene)
    frames(app, 3)
    return scene


def drawn(scene: KitTableScene) -> list[pygame.Rect]:
    """The hand's cards where the painter last drew them."""
    glide = scene.painter.glide
    assert glide is not None and glide.drawn is not None
    return glide.drawn


def to_the_choice(app, scene: KitTableScene) -> None:
    """Play the last round's card by a drag from its drawn centre, then let the bots go."""
    hand = scene.hand()
    drag(app, drawn(scene)[0].center, scene.board.zone_rect("end").center, settle=3)
    assert scene.hand() == hand[1:]
    for _ in range(200):
        if scene.state.phase == CHOOSE and scene.human_turn():
            break
        frames(app)
    assert scene.state.phase == CHOOSE and scene.human_turn()
    scene.board.slide_start = None  # the row's slide is in real time: over
    frames(app, 15)  # any slide of the hand closing up is over


@pytest.mark.parametrize("app", [(1280, 800), (1024, 700)], indirect=True)
@pytest.mark.parametrize("index", [0, 1, 2, 3])
def test_pt8b_1_NS12_each_card_of_the_choice_is_picked_where_it_is_drawn(app, instant_bots,
                                                                         index):
    scene = last_round_scene(app)
    to_the_choice(app, scene)
    hand = scene.hand()
    assert len(hand) == 4
    before = [r.copy() for r in drawn(scene)]
    assert before == scene.frame.hand_rects(4, None, hand)  # drawn where it is hit-tested
    drag(app, before[index].center, scene.board.zone_rect("secret").center, settle=3)
    assert scene.turn.staged() == [hand[index]], (index, before)
    # the cards left keep their places: nothing jumps under the pointer
    rest = [r for i, r in enumerate(before) if i != index]
    frames(app, 15)
    assert [r.x for r in drawn(scene)] == [r.x for r in rest]
    second = (index + 1) % 4
    drag(app, before[second].center, scene.board.zone_rect("secret").center, settle=3)
    assert scene.turn.staged() == [hand[index], hand[second]]


@pytest.mark.parametrize("app", [(1280, 800), (1024, 700)], indirect=True)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt8b_2_the_last_rounds_lesson_and_its_pill_leave_the_band_in_sight(app, instant_bots,
                                                                            lang):
    """pt8b, finding 2: the "Last round" card lay over the band's positions 10-17 and,
    folded, its pill over 11-15 (it lay on the band's numbers at both sizes); the
    collections, scores and row stay clear too."""
    from astromagie.games.zahlenstreifen.view import VIEW
    from tests.ui.test_zahlenstreifen_playtest8 import last_round_scene
    i18n.set_language(lang)
    try:
        scene = last_round_scene(app)
        coaching = scene.session.coaching
        assert coaching is not None and coaching.text
        board = scene.board
        band = board.band_in_sight()
        assert band  # the band holds cards in the last round
        card, pill = scene.painter.lesson_layout(app.screen, scene.snapshot(), coaching,
                                                 scene.frame, board)
        scores = VIEW.kept_in_sight(board)[:len(board.cells)]
        for rect in (*band, *board.collection_ink, *scores, board.row_in_sight()):
            assert not pill.colliderect(rect), (pill, rect)  # folded: all of it in sight
        for rect in (*board.collection_ink, *scores, board.row_in_sight()):
            assert not card.box.colliderect(rect), (card.box, rect)
        # open, the card is taller than the gap between the collections and the band at
        # both sizes: the band is weighed least and gives way to it (kit's card size)
        assert all(line in VIEW.kept_in_sight(board) for line in band)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt8b_1_NS12_enter_in_the_choice_names_the_card_it_took_up(app, instant_bots, lang):
    """pt8b, finding 1: Enter in the secret choice took up blue 8 and only "Face down:
    minus points 27 → 35" said anything; the words over the places name the card. Since
    pt10b 6 (that preview lay over the band) they stand in the places' own panel."""
    from astromagie.games.zahlenstreifen.view import panels
    from astromagie.games.zahlenstreifen.view.words import card_words
    from tests.ui.ui_events import key
    i18n.set_language(lang)
    try:
        scene = last_round_scene(app)
        to_the_choice(app, scene)
        key(app, pygame.K_RETURN)
        assert scene.selected == 0
        card = scene.hand()[0]
        assert scene.turn.preview(card, "secret") == ""  # nothing floats over the band
        state = scene.session.state
        seen = scene.highlight()
        words, costly = panels.secret_cost(scene.board, state, state.observation(0), 0, seen)
        assert costly and words.startswith(card_words(card).capitalize()), words
        assert ("face down" if lang == "en" else "verdeckt") in words
    finally:
        i18n.set_language("en")


def test_pt8b_9_long_collections_keep_their_digits_readable_at_1024x700():
    """pt8b, finding 9: at 1024x700 "2 3 5 6 6 7 7 8" was set in squeezed small digits
    (about 13 px of 24). The line's values stand closer instead, at 4/5 of full size at
    least, each still apart, and end before the score."""
    from astromagie.games.zahlenstreifen.view import panels
    from astromagie.games.zahlenstreifen.view.board import new_pill
    from astromagie.kit.view import Highlight
    from astromagie.ui.kit.frame import compute_frame
    from tests.games.zahlenstreifen.helpers import arrange
    pygame.init()
    from astromagie.games.zahlenstreifen.view import VIEW
    frame = compute_frame((1024, 700), VIEW.card_ratio)
    board = VIEW.board(frame.board, 3, frame.card)
    state = arrange(players=3, row="", hands={0: "Y1 Y4 Y8 Y9"}, collections={  # pt8b's 98
        0: "R1 R3 R6 G2 G3 G3 G6 G6 G7 B2 B3 B5 B6 B6 B7 B7 B8 V1 V3 V4 V5 V6 V7 V9",
        1: "R2 R3 R8 R9 Y2 Y3 Y4 G1 G1 G4 G4 G5 G8 B1 V3 V4 V5 V8",
        2: "R1 R2 R4 R5 R7 R7 Y1 Y2 Y3 G9 B4 B5 V1 V2 V2 V6"})
    fonts: list[tuple[int, bool]] = []

    def spy(letter, values, h, font, tight=False):
        fonts.append((font, tight))
        return new_pill(letter, values, h, font, tight)

    board._pill = spy  # type: ignore[method-assign]
    board.paint(pygame.Surface((1024, 700)), state, 0, Highlight(names=("You", "Vega", "Orion")))
    full = max(12, round((board.cells[0].h - 8) * 0.62))
    assert min(font for font, _ in fonts) >= full * panels.READABLE_SHARE - 1, (fonts, full)
    close = new_pill("B", [2, 3, 5], board.cells[0].h - 8, 18, True)
    joined = new_pill("B", [235], board.cells[0].h - 8, 18, True)
    assert close.get_width() > joined.get_width()  # a gap between the values
    cell = board.cells[0]
    score_left = cell.right - round(1.6 * cell.h)
    assert max(box.right for (owner, _), box in board.pill_boxes.items()
               if owner == 0) <= score_left
