"""Astromagie's guided first game at the kit's table, from the title's button to the end
of the lesson, played by mouse: the coach names the lesson's move before each of the person's
first seven turns (open the row: which symbols score and why; a pair stacked on a first
pair; the forced discard; a gapless row and the planet on 4 as multiplier; a defensive
pair of III; a zodiac card's two symbols; a first pair on the empty 5+6) in a few lines,
first what to do and then why (playtest pt1, finding 27), names the buttons that take back
a card or a turn and, last, the reference card's, points at its
cards and places, says nothing while the computer moves, stays while a wrong card is
refused with its rule, then hands the game over; the computer plays the lesson's replies."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.games.astromagie.engine import Move
from astromagie.games.astromagie.guide import AI_MOVES, PLAYER_MOVES
from astromagie.games.astromagie.view import VIEW
from astromagie.host import registry
from astromagie.ui.kit.guided import HandOverCard
from astromagie.ui.kit.table import KitTableScene
from tests.ui.test_astromagie_table import (
    FAST,
    button,
    drop,
    longest_play,
    make_by_mouse,
)
from tests.ui.ui_events import click, frames

pytestmark = [pytest.mark.usefixtures("instant_bots"),
              pytest.mark.app(fast=True, autosave=False)]


def coach(key: str, **params: object) -> str:
    return i18n.tr(f"astromagie.coach.{key}", **params)


def points(n: int) -> str:
    return i18n.tr("astromagie.end.points", points=n)


def named(key: str) -> str:
    """A button's name as a lesson says it: on one line (its spaces never break)."""
    return i18n.tr(key).replace(" ", "\u00a0")


def do_play(count: int) -> str:
    return coach("do_play_one" if count == 1 else "do_play", play=i18n.tr("table.button.play"))


def from_the_title(app) -> KitTableScene:
    app.settings.animation_speed = FAST
    title = app.push_scene("title")
    frames(app, 2)
    click(app, title.form.get("guide").rect.center, settle=3)
    scene = app.stack.top
    assert isinstance(scene, KitTableScene) and scene.guided
    assert scene.config.game == "astromagie"
    return scene


def silent_while_the_computer_moves(app, scene: KitTableScene) -> None:
    """Frame by frame until the person's turn: the coach never speaks over the
    computer's move (its words would be for a position no longer on the table)."""
    for _ in range(600):
        if scene.finished or scene.human_turn():
            return
        assert scene.snapshot().coaching is None
        frames(app)
    raise AssertionError("the computer never gave the turn back")


@pytest.mark.parametrize(("lang", "app"), [("en", (1280, 800)), ("de", (1024, 700))],
                         indirect=["app"])
def test_the_guided_game_is_played_from_the_title_to_the_lessons_end_with_its_coach(app, lang):
    i18n.set_language(lang)
    scene = from_the_title(app)
    state = scene.state
    assert state.hand(0) == ["ARI", "FIRE", "MARS", "CON", "MARS", "WATER"]

    # 1. open the row: Aries on 3, Fire on 2, Mars on 4 (8 points)
    first = scene.snapshot().coaching
    assert first is not None and first.text.startswith(do_play(3))  # what to do, first
    # which symbols score and why each counts; the whole formula waits for lesson 4 (pt4a,
    # 9), but the doubling the table shows from this turn on is named as Mars's (pt5b, 16;
    # pt7a, 1: "the table's × 2" pointed at nothing yet, so it says the planet on 4 doubles)
    assert coach("symbols") in first.text and "=" not in first.text
    assert "\u00a02" in first.text and i18n.tr("card.name.MARS") in first.text
    assert first.zones == ("pos:2", "pos:3", "pos:4")
    assert sorted(first.cards) == ["ARI", "FIRE", "MARS"]
    drop(app, scene, "FIRE", "pos:2")  # not how a row opens: refused, the coach stays
    assert scene.message.endswith(" R3)") and scene.snapshot().coaching == first
    for pos, code in PLAYER_MOVES[0].placements:
        drop(app, scene, code, f"pos:{pos}")
    assert i18n.tr("astromagie.staged.yours") in scene.snapshot().status
    click(app, button(scene, "play"))
    assert state.history == [PLAYER_MOVES[0]]

    # 2. the computer takes the trick over with a pair; the person stacks one back
    silent_while_the_computer_moves(app, scene)
    assert state.history[1] == AI_MOVES[1] and state.leader == 1
    pair = scene.snapshot().coaching
    assert pair is not None and pair.zones == ("pos:5", "pos:6")
    assert pair.text.startswith(do_play(2)) and coach("takeover") in pair.text
    assert sorted(pair.cards) == ["CON", "VENUS"]
    drop(app, scene, "CON", "pos:5")
    drop(app, scene, "MARS", "pos:6")  # the planet on 4 may not be matched on 6
    assert scene.message.endswith(" R6)") and scene.snapshot().coaching == pair
    drop(app, scene, "VENUS", "pos:6")
    click(app, button(scene, "play"))
    assert state.history[2] == PLAYER_MOVES[2]

    # 3. the computer cannot play: the trick is the person's; nothing opens the row
    silent_while_the_computer_moves(app, scene)
    assert state.history[3] == AI_MOVES[3]
    assert state.scores == [8, 0] and state.tricks[-1].winner == 0
    discard = scene.snapshot().coaching
    assert discard is not None and discard.zones == ("discard",)
    assert discard.text.startswith(coach("do_discard", card=i18n.tr("card.name.WATER")))
    assert coach("forced") in discard.text
    assert coach("tip_undo", undo=named("kit.undo_button")) in discard.text
    make_by_mouse(app, scene, Move.discard_card(discard.cards[0]))

    # 4. the computer opens with Leo; a row of x3: Fire on 2, Sagittarius on 1, Jupiter on 4
    silent_while_the_computer_moves(app, scene)
    assert state.history[5] == AI_MOVES[5]
    triple = scene.snapshot().coaching
    assert triple is not None and coach("multiplier", points=points(15)) in triple.text
    # the coach reckons in the table's words, "elements 3 + planets 2" (pt5b, finding 16)
    table_line = i18n.tr("table.preview_staged", elements=3, planets=2, base=5, multiplier=3,
                         points=15)
    assert table_line.split(": ", 1)[1].split(" →")[0] + " = 5" in triple.text
    assert sorted(triple.cards) == ["FIRE", "JUPITER", "SAG"]
    make_by_mouse(app, scene, PLAYER_MOVES[6])
    assert state.history[6] == PLAYER_MOVES[6]

    # 5. the computer takes the 15 points over; a pair of III defends them
    silent_while_the_computer_moves(app, scene)
    assert state.history[7] == AI_MOVES[7] and state.leader == 1
    defend = scene.snapshot().coaching
    assert defend is not None and coach("defend") in defend.text
    assert defend.zones == ("pos:5", "pos:6") and sorted(defend.cards) == ["SUN", "TRI"]
    # the takeover that decides games is named, and how to keep a row (pt6a, 12, 13)
    assert state.row()[3] is not None and state.top() is not None  # 4 filled, a pair on it
    make_by_mouse(app, scene, PLAYER_MOVES[8])

    # 6. the computer cannot cover a III: the 15 points are the person's; a new row shows
    # a zodiac card's two symbols (Gemini's Air counts with the Air, its Mercury alone not)
    silent_while_the_computer_moves(app, scene)
    assert state.history[9] == AI_MOVES[9]
    assert state.scores == [23, 0]
    signs = scene.snapshot().coaching
    assert signs is not None and coach("two_symbols", points=points(4)) in signs.text
    assert sorted(signs.cards) == ["AIR", "GEM", "MARS"]
    make_by_mouse(app, scene, PLAYER_MOVES[10])

    # 7. the computer adds Libra on 1; a first pair on the empty 5+6 needs no values
    # matched, only a planet other than Mars on 4 (pt3b, finding 10)
    silent_while_the_computer_moves(app, scene)
    assert state.history[11] == AI_MOVES[11] and state.leader == 1 and state.top() is None
    first_pair = scene.snapshot().coaching
    assert first_pair is not None and coach("first_pair") in first_pair.text
    # the last lesson names the reference card's button, the help left after the coach
    assert coach("tip_reference", reference=named("table.button.reference")) \
        in first_pair.text
    assert first_pair.zones == ("pos:5", "pos:6")
    assert sorted(first_pair.cards) == ["MOON", "SQU"]
    make_by_mouse(app, scene, PLAYER_MOVES[12])

    # the computer cannot stack on the Moon: the 6 points are the person's; the lesson ends
    silent_while_the_computer_moves(app, scene)
    assert state.history[13] == AI_MOVES[13]
    assert state.scores == [29, 0]
    handover = scene.snapshot().coaching  # on the lesson card, asking no move (pt14c 3)
    assert isinstance(handover, HandOverCard) and handover.move is None
    assert handover.text.startswith(i18n.tr("astromagie.coach.guide_done"))
    # how H plays (pt15a 8), then what the rest of the game is for, over the offer's
    # buttons (pt17 1, kit22b)
    assert handover.text.endswith(f'{i18n.tr("kit.guide_hint_keys")}\n'
                                  f'{i18n.tr("kit.lessons_over.purpose")}') and handover.offer
    move = longest_play(state)  # played on like any game (whole games: test_..._games.py)
    make_by_mouse(app, scene, move)
    assert state.history[14] == move


def test_the_coach_stays_silent_while_a_bots_move_is_shown(app):
    scene = from_the_title(app)
    app.settings.animation_speed = 3.0  # flights that last: the moments the playtest saw
    make_by_mouse(app, scene, PLAYER_MOVES[0])
    shown = 0
    for _ in range(600):
        frames(app)
        if scene.human_turn():
            break
        assert scene.snapshot().coaching is None
        shown += scene.pending is not None
    assert shown > 0  # the computer's move was on its way for a while
    assert scene.snapshot().coaching is not None and scene.state.history[1] == AI_MOVES[1]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_coach_names_the_lessons_cards_in_the_players_language(lang):
    i18n.set_language(lang)
    state = VIEW.guide()
    assert state.steps == len(PLAYER_MOVES) and state.players == 2
    game = registry.rules("astromagie").new(2, state.seed, state.options)
    lesson = VIEW.coach(game, 0, 0)
    said = lesson.text
    assert "{" not in said and not said.startswith("astromagie.")
    for code in ("ARI", "FIRE", "MARS"):  # named once, in the short line above the text
        assert i18n.tr(f"card.name.{code}") in lesson.short
    assert VIEW.coach(game, 1, 0).text == ""  # not the person's turn: nothing to say


def test_the_lesson_stands_at_the_log_columns_top_off_the_board_and_its_places(app):
    """Its home in every lesson (pt15d 9), off the board's captions (pt15a 1); the log's
    lines below it."""
    scene = from_the_title(app)
    snap = scene.snapshot()
    assert snap.coaching is not None and snap.lesson_open
    scene.draw(app.screen)
    box = scene.painter.lesson_box
    places = [scene.board.zone_rect(zone) for zone in snap.coaching.zones]
    assert box is not None and scene.frame.side.contains(box)
    assert not box.colliderect(scene.frame.board)
    assert not any(box.colliderect(place) for place in places)
    assert scene.painter.log_box.top >= box.bottom  # the log below it, none cut


def test_the_coach_lights_play_once_the_lessons_cards_lie_and_frames_no_card_left(app):
    """H6: "Then press Play" lights Play when it can be pressed; the hand's other Mars is
    not framed once the lesson's Mars lies in the row."""
    from astromagie.look import theme
    from astromagie.ui.kit.buttons import button_rects

    scene = from_the_title(app)
    lesson = scene.snapshot().coaching
    assert lesson is not None and lesson.action == "play"
    if i18n.current_language() == "en":  # the short line at the row, the move in words
        assert lesson.short == "Aries on 3, Fire on 2 and Mars on 4"
    for pos, code in PLAYER_MOVES[0].placements:
        drop(app, scene, code, f"pos:{pos}")
    snap = scene.snapshot()
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    rects = dict(zip((a.id for a in snap.actions), button_rects(scene.frame, snap.actions),
                     strict=True))
    play = rects["play"]
    assert surface.get_at((play.x - 3, play.centery))[:3] == theme.GOLD  # lit
    hand = scene.hand()
    mars = scene.frame.hand_rects(len(hand), None, hand)[hand.index("MARS")]
    assert surface.get_at((mars.x - 3, mars.centery))[:3] != theme.GOLD  # not pointed at


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_lesson_says_what_to_do_first_in_about_four_lines(lang):
    """Playtest pt1, finding 27: lessons of up to 15 lines were not read while dragging.
    Each lesson begins with what to do now and takes about four lines on the kit's lesson
    card at 1280x800 (400 px of 15 px text; at most five on its narrowest, 300 px of 13)."""
    from astromagie.games.astromagie.guide import new_game
    from astromagie.look import theme

    i18n.set_language(lang)
    game = new_game()
    heights = []
    while game.turns_taken < max(PLAYER_MOVES) + 1:
        if game.current_player == 0:
            lesson = VIEW.coach(game, 0, len(heights))
            first = lesson.text.split(". ")[0]
            assert first in (do_play(len(lesson.move.placements))[:-1],
                             coach("do_discard", card=i18n.tr("card.name.WATER"))[:-1])
            heights.append(len(theme.wrap(lesson.text, "text", 15, 400)))
            assert len(theme.wrap(lesson.text, "text", 13, 300)) <= 5
            game.apply(PLAYER_MOVES[game.turns_taken])
        else:
            game.apply(AI_MOVES[game.turns_taken])
    assert len(heights) == len(PLAYER_MOVES)
    assert max(heights) <= 5 and sorted(heights)[len(heights) // 2] <= 4, heights


def test_a_staged_pair_moves_what_points_at_5_and_6_down_with_it(app):
    """Playtest pt1, finding 26: the lesson's label lay under the pair it covers and hid
    the staged pair's banner, one layer lower. Positions 5 and 6 are where the stack's top
    lies as painted, staged cards included; once played, where the played pair lies."""
    scene = from_the_title(app)
    make_by_mouse(app, scene, PLAYER_MOVES[0])
    silent_while_the_computer_moves(app, scene)
    board = scene.board
    covered = board.zone_rect("pos:5")
    assert covered == board.row.stack_rect(5, 0)  # the computer's pair, to be covered
    drop(app, scene, "CON", "pos:5")
    staged = board.zone_rect("pos:5")
    assert staged == board.row.stack_rect(5, 1) and staged.bottom > covered.bottom
    drop(app, scene, "VENUS", "pos:6")
    assert board.zone_rect("pos:6") == board.row.stack_rect(6, 1)
    click(app, button(scene, "play"))
    assert scene.state.history[2] == PLAYER_MOVES[2]
    assert board.zone_rect("pos:5") == board.row.stack_rect(5, 1)  # the pair played


def test_a_refusal_after_cards_were_laid_offers_again_which_puts_them_back(app):
    """Again (R) puts back what the lesson's turn laid; with nothing laid it is not
    offered (a refusal then only says why)."""
    scene = from_the_title(app)
    again = [a for a in scene.actions() if a.id == "again" and a.enabled]
    assert not again
    drop(app, scene, "FIRE", "pos:2")  # a row does not open on 2: refused, nothing laid
    assert scene.message.endswith(" R3)")
    assert not any(a.id == "again" and a.enabled for a in scene.actions())
    drop(app, scene, "ARI", "pos:3")  # the lesson's first card
    assert scene.session.staged_cards() == ["ARI"]
    drop(app, scene, "WATER", "pos:4")  # an element on the planet's place: refused
    assert scene.message_kind == "error"
    assert any(a.id == "again" and a.enabled for a in scene.actions())
    frames(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r",
                                         scancode=0))
    frames(app, 2)
    assert scene.session.staged_cards() == [] and "ARI" in scene.hand()


@pytest.mark.parametrize("app", [(1280, 800), (1024, 700)], indirect=True)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_lessons_card_and_pill_leave_the_people_the_pairs_caption_and_the_worth_in_sight(
        app, lang):
    """pt2, finding 15: the folded lesson lay over Vega's chip by the row and over the
    caption under 5+6 ("The pair 5+6 needs a planet on 4"); pt3b, finding 8: the open card
    cut the row's worth ("The row is empty; it opens…"); pt14a 3: the folded pill covered
    the places' names "5 · Aspect" and "6 · Planet". The view keeps all of them in
    sight (`kept_in_sight`), and neither the open card nor its pill covers them nor the
    row's places (round 3's try kept the worth and the card moved over the row)."""
    i18n.set_language(lang)
    scene = from_the_title(app)
    lessons = 0
    for _ in range(3000):
        session = scene.session
        if session.state.is_over() or lessons == len(PLAYER_MOVES):
            break
        coaching = session.coaching
        if scene.human_turn() and coaching is not None and coaching.move:
            scene.draw(app.screen)  # the board paints its caption where the lesson sees it
            kept = VIEW.kept_in_sight(scene.board)
            # Vega's chip, the pair's caption, the row's worth, the six places' names
            # (pt14a 3: the folded pill lay over "5 · Aspect" and "6 · Planet")
            assert len(kept) == 3 + 6 and kept[2] == scene.board.worth_box
            assert all(label.bottom <= scene.board.row.slots[pos].top
                       for pos, label in enumerate(kept[3:], start=1))
            snap = scene.snapshot()
            card, pill = scene.painter.lesson_layout(app.screen, snap, coaching, scene.frame,
                                                     scene.board)
            places = [scene.board.row.slots[pos] for pos in range(1, 7)]
            assert not any(card.box.colliderect(r) or pill.colliderect(r)
                           for r in [*kept, *places]), session.guide_step
            lessons += 1
            scene.play(coaching.move)
        frames(app)
    assert lessons == len(PLAYER_MOVES)


def test_R5_R7_off_the_script_the_coach_tells_a_first_pair_from_a_stacked_one():
    """pt3b, finding 10: a newcomer shown only stacked pairs thought a first pair must match
    a planet value too. Off the lesson's script the coach words each kind of pair alike."""
    from collections import Counter

    from astromagie.games.astromagie.engine import DECK, Game
    from astromagie.games.astromagie.view.guide import why

    def position(pairs: list[tuple[str, str]]) -> Game:
        hand = ["CON", "MOON", "SQU", "SUN"]
        rest = Counter(DECK)
        rest.subtract([*hand, "AIR", "ARI", "FIRE", "LEO", "MARS", *(c for p in pairs for c in p)])
        return Game.from_position(hands=[hand, ["AIR"]], row=("ARI", "FIRE", "LEO", "MARS"),
                                  pairs=pairs, leader=1, discard=list(rest.elements()))

    first = position([])
    said = why(first, 0, Move.play((5, "SQU"), (6, "MOON")), "")
    assert coach("first_pair_any") in said and coach("pair") not in said
    stacked = position([("OPP", "SUN")])
    said = why(stacked, 0, Move.play((5, "CON"), (6, "MOON")), "")
    assert coach("pair") in said and coach("first_pair_any") not in said
