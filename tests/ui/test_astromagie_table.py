"""Astromagie at the kit's table, played as a person plays it: cards dragged from the hand
onto the row are staged, Play makes the play and Take back returns them, a refusal names
its rule (R3, R5, R6, R7, R9) and F1 or a click opens it, the score preview is the engine's,
the hint says why, undo takes the person's turn back, a game is saved and resumed, and
whole games are played by mouse in 2 and 4 seats to the results and watched again.

The rules, hints and undo are in test_astromagie_table_hints.py, the guided game in
test_astromagie_table_guide.py, the results, the replay and the
log in test_astromagie_table_watch.py; the helpers here serve them all.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import pygame
import pytest

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.astromagie.engine import DECK, Game, Move, Variants
from astromagie.games.astromagie.engine.cards import KIND_OF
from astromagie.games.astromagie.guide import AI_MOVES, PLAYER_MOVES
from astromagie.games.astromagie.view import VIEW, AstromagieTurn, words
from astromagie.games.astromagie.view.row import RowCard
from astromagie.host import registry
from astromagie.ui.kit.buttons import button_rects
from astromagie.ui.kit.table import KitTableScene
from astromagie.ui.routes import scene_class
from astromagie.ui.scenes.setup import SetupScene
from tests.ui.ui_events import click, drag, frames, key, move_to

# The scenes by route, named in one place.
TABLE = "table"
GUIDE = "guide"
RESULTS = "results"
WATCH = "watch"

NAMES = ("Ada", "Vega", "Orion", "Lyra", "Altair")
FAST = 1000.0  # every animation a frame or two

pytestmark = [pytest.mark.usefixtures("instant_bots"),
              pytest.mark.app(fast=True, autosave=False)]


# --- positions ------------------------------------------------------------------------------
def opening() -> Game:
    """The guided game's deal: seat 0 holds Aries, Fire, Mars, Conjunction, Mars, Water."""
    return registry.rules("astromagie").new(2, 1, VIEW.guide().options)


def deal(hands: Sequence[Sequence[str]], first: int = 0,
         variants: Variants = Variants()) -> Game:
    """Seats get exactly `hands`; the draw pile gives zodiac and element cards first, so no
    planet or aspect drawn changes a position a test has built."""
    rest = Counter(DECK)
    for hand in hands:
        rest -= Counter(hand)
    pile = sorted(rest.elements(), key=lambda c: (KIND_OF[c] not in ("zodiac", "element"), c))
    return Game.from_deck([c for hand in hands for c in hand] + pile, len(hands), first,
                          variants)


def mars_on_four(second: str) -> Game:
    """Row Fire / Libra / Mars on 2-4 and Square + Venus on 5+6; seat 0 (to move) holds the
    Opposition and `second`, its only planet."""
    game = deal((("LIB", "FIRE", "MARS", "OPP", second, "WATER"),
                 ("SQU", "VENUS", "TAU", "EARTH", "VIR", "CAN")))
    game.apply(Move.play((3, "LIB"), (2, "FIRE"), (4, "MARS")))
    game.apply(Move.play((5, "SQU"), (6, "VENUS")))
    assert game.current_player == 0
    return game


def turn_of(state: Game) -> AstromagieTurn:
    return VIEW.turn_input(state, state.current_player, NAMES[:state.num_players])


# --- the table and a person's hands -----------------------------------------------------------
def open_table(app, state: Game | None = None, kinds: Sequence[str] = ("human", "easy"),
               seed: int = 1, autosave: bool = False,
               options: dict[str, object] | None = None, speed: float = FAST,
               names: Sequence[str] = NAMES) -> KitTableScene:
    app.settings.animation_speed = speed
    seats = tuple(SeatConfig(names[i], k) for i, k in enumerate(kinds))
    config = GameConfig(seats, dict(options or {}), seed=seed, game="astromagie")
    scene = app.open_scene(TABLE, config, state, ai_mode="thread", ai_budget=0.01,
                           autosave=autosave)
    assert isinstance(scene, KitTableScene)
    app.stack.push(scene)
    frames(app, 2)
    return scene


def grab(scene: KitTableScene, code: str) -> tuple[int, int]:
    """A point where the hand card `code` is the top-most card of the fan."""
    hand = scene.hand()
    index = hand.index(code)
    rect = scene.frame.hand_rects(len(hand), scene.selected, hand)[index]
    for x in range(rect.right - 3, rect.x + 2, -3):
        if scene.frame.hand_card_at((x, rect.centery), len(hand), scene.selected,
                                    hand) == index:
            return x, rect.centery
    raise AssertionError(f"{code} cannot be grabbed")


def place(scene: KitTableScene, zone: str) -> tuple[int, int]:
    return scene.board.zone_rect(zone).center


def button(scene: KitTableScene, action: str) -> tuple[int, int]:
    actions = scene.actions()
    rects = button_rects(scene.frame, actions)
    return next(r for a, r in zip(actions, rects, strict=True) if a.id == action).center


def drop(app, scene: KitTableScene, code: str, zone: str) -> None:
    drag(app, grab(scene, code), place(scene, zone))


def make_by_mouse(app, scene: KitTableScene, move: Move) -> None:
    """The person's move as a player makes it: each card dragged onto its place (or onto
    the discard pile), then Play."""
    if move.discard is not None:
        drop(app, scene, move.discard, "discard")
        return
    for pos, code in move.placements:
        drop(app, scene, code, f"pos:{pos}")
    click(app, button(scene, "play"))


def to_the_persons_turn(app, scene: KitTableScene, limit: int = 600) -> None:
    """Frames until the person may act or the game is over (the bots answer at once)."""
    for _ in range(limit):
        if scene.finished or scene.human_turn():
            return
        frames(app)
    raise AssertionError("the bots never gave the turn back")


def play_to_the_end(app, scene: KitTableScene, choose) -> int:
    """The person's moves by mouse (`choose(state)` picks each) until the game is over;
    how many the person made."""
    made = 0
    for _ in range(300):
        to_the_persons_turn(app, scene)
        if scene.finished:
            return made
        state = scene.state
        move = choose(state)
        before = len(state.history)
        make_by_mouse(app, scene, move)
        assert state.history[before] == move, (move, scene.message)
        made += 1
    raise AssertionError("the game never ended")


def longest_play(state: Game) -> Move:
    return max(state.legal_moves(), key=lambda m: (not m.is_discard, len(m.placements)))


# --- the setting seats Astromagie at the kit table -----------------------------------------------
def test_setup_seats_astromagie_at_the_kit_table(app):
    setup = SetupScene(app, "astromagie")
    app.stack.push(setup)
    setup.start()
    assert isinstance(app.stack.top, scene_class(TABLE))
    assert app.stack.top.config.game == "astromagie"


# --- at the table, by mouse: staging, the preview, Take back ----------------------------------
def test_drags_stage_take_back_returns_and_play_plays(app):
    scene = open_table(app, opening())
    assert scene.human_turn()
    drop(app, scene, "ARI", "pos:3")
    drop(app, scene, "FIRE", "pos:2")
    assert scene.state.history == [] and "ARI" not in scene.hand()
    assert scene.board.row_view(scene.state, scene.highlight()).singles  # shown on the row
    click(app, button(scene, "takeback"))
    assert "FIRE" in scene.hand() and "ARI" not in scene.hand()
    key(app, pygame.K_BACKSPACE)  # the key of Take back
    assert "ARI" in scene.hand() and scene.turn.staged() == []
    drop(app, scene, "ARI", "pos:3")
    drop(app, scene, "FIRE", "pos:2")
    drop(app, scene, "MARS", "pos:4")
    click(app, place(scene, "pos:2"))  # a click on a staged card returns it and what followed
    assert scene.turn.staged() == ["ARI"]
    drop(app, scene, "FIRE", "pos:2")
    drop(app, scene, "MARS", "pos:4")
    click(app, button(scene, "play"))
    assert scene.state.history == [PLAYER_MOVES[0]]
    assert scene.log_lines[:2] == ["You begin.", "You play Aries on 3, Fire on 2 and Mars on 4."]


def test_R14_the_score_preview_is_what_the_engine_scores_for_the_play(app):
    state = opening()
    scene = open_table(app, state)
    move = PLAYER_MOVES[0]
    for pos, code in move.placements[:2]:
        drop(app, scene, code, f"pos:{pos}")
    pos, code = move.placements[2]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=grab(scene, code),
                                         button=1))
    frames(app)
    move_to(app, place(scene, f"pos:{pos}"))
    after = state.clone()
    after.apply(move)
    light = scene.highlight()
    assert light.over == f"pos:{pos}" and f"pos:{pos}" in light.targets
    # where it goes by the held card; the points are the pill's alone (pt17 1)
    assert light.preview == f"Mars on {pos}" and code == "MARS"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=place(scene, f"pos:{pos}"),
                                         button=1))
    frames(app)
    assert scene.turn.staged() == [c for _, c in move.placements]
    status = scene.snapshot().status
    assert i18n.tr("astromagie.staged.yours") in status  # its points: the pill's (pt17 1)
    assert state.history == []  # a preview never plays


# --- refusals by drop --------------------------------------------------------------------------
def test_R3_a_card_that_cannot_open_the_row_is_refused_and_goes_back(app):
    scene = open_table(app, opening())
    drop(app, scene, "FIRE", "pos:3")
    violation = scene.state.check_placement(3, "FIRE")
    assert violation is not None and violation.rule == "R3"
    assert scene.message == VIEW.violation_words(violation, scene.seating.names) + " (rule R3)"
    assert scene.message_kind == "error" and scene.refused_zone == "pos:3"
    assert scene.state.history == [] and "FIRE" in scene.hand() and not scene.turn.staged()


def test_R3_H9_a_drag_says_no_before_the_drop_and_a_legal_place_yes(app):
    from tests.ui.ui_events import post

    scene = open_table(app, opening())
    post(pygame.MOUSEBUTTONDOWN, pos=grab(scene, "FIRE"), button=1)
    frames(app)
    move_to(app, place(scene, "pos:3"))
    shown = scene.snapshot().highlight
    violation = scene.state.check_placement(3, "FIRE")
    assert violation is not None and violation.rule == "R3"
    assert shown.refused == "pos:3" and shown.preview.endswith("(rule R3)")  # before the drop
    assert scene.state.history == [] and not scene.turn.staged()  # nothing changed
    post(pygame.MOUSEBUTTONUP, pos=place(scene, "pos:3"), button=1)
    frames(app, 3)
    post(pygame.MOUSEBUTTONDOWN, pos=grab(scene, "ARI"), button=1)
    frames(app)
    move_to(app, place(scene, "pos:3"))
    shown = scene.snapshot().highlight
    assert shown.refused != "pos:3" and "pos:3" in shown.targets  # a zodiac card: yes


def test_R5_a_planet_on_6_without_its_aspect_and_an_aspect_no_planet_can_follow(app):
    scene = open_table(app, mars_on_four("VENUS"))
    drop(app, scene, "VENUS", "pos:6")
    assert scene.message.endswith("(rule R5)") and scene.rule == "R5"
    assert scene.turn.staged() == [] and "VENUS" in scene.hand()
    drop(app, scene, "OPP", "pos:5")  # with Venus to follow, the aspect is staged
    assert scene.turn.staged() == ["OPP"]
    click(app, button(scene, "takeback"))
    no_planet = mars_on_four("WATER")
    scene = open_table(app, no_planet)
    drop(app, scene, "OPP", "pos:5")
    assert scene.message.endswith("(rule R5)") and "Opposition" in scene.message
    assert scene.turn.staged() == [] and no_planet.history[-1] != Move.play((5, "OPP"))


def test_R6_the_aspect_refused_because_only_the_planet_on_4_would_fit(app):
    scene = open_table(app, mars_on_four("MARS"))
    drop(app, scene, "OPP", "pos:5")
    assert scene.message.endswith("(rule R6)") and "Mars" in scene.message
    assert "R5" not in scene.message and scene.turn.staged() == []
    assert scene.board.row_view(scene.state, scene.highlight()).refused == 4  # the reason
    scene.selected = scene.hand().index("MARS")  # the same planet by key on 6: R6 again
    key(app, pygame.K_6)
    assert scene.message.endswith("(rule R6)") and scene.turn.staged() == []


def test_R6_in_german_names_the_planet_on_4(app):
    i18n.set_language("de")
    scene = open_table(app, mars_on_four("MARS"))
    drop(app, scene, "OPP", "pos:5")
    assert scene.message.endswith("(Regel R6)") and "Mars" in scene.message
    assert "der auf 4" in scene.message


def test_R6_a_refused_planet_on_6_points_at_the_planet_on_4_then_another_is_played(app):
    state = opening()
    state.apply(PLAYER_MOVES[0])
    state.apply(AI_MOVES[1])
    scene = open_table(app, state)
    drop(app, scene, "CON", "pos:5")
    drop(app, scene, "MARS", "pos:6")
    assert scene.message.endswith("(rule R6)") and "Mars" in scene.message
    assert scene.message == VIEW.violation_words(
        scene.turn.drop("MARS", "pos:6").violation, scene.seating.names) + " (rule R6)"
    assert scene.refused_zone == "pos:6" and scene.board.row_view(
        scene.state, scene.highlight()).refused == 4
    drop(app, scene, "VENUS", "pos:6")
    assert scene.highlight().refused is None  # staging lifts the refusal's mark
    row = scene.board.row_view(scene.state, scene.highlight())
    assert row.layers[-1] == (RowCard("CON", "staged"), RowCard("VENUS", "staged"))
    assert row.next_pair.top_pair == ("CON", "VENUS")  # the next pair must meet this one
    click(app, button(scene, "play"))
    assert scene.state.history[-1] == PLAYER_MOVES[2]


def test_R9_R10_a_fourth_card_and_a_discard_after_staging_are_refused(app):
    scene = open_table(app, opening())
    for code, zone in (("ARI", "pos:3"), ("FIRE", "pos:2"), ("MARS", "pos:4")):
        drop(app, scene, code, zone)
    drop(app, scene, "CON", "pos:5")  # a fourth card: nowhere to go
    assert scene.turn.staged() == ["ARI", "FIRE", "MARS"] and scene.state.history == []
    drop(app, scene, "WATER", "discard")
    assert scene.message.endswith("(rule R9)") and scene.refused_zone == "discard"
    assert scene.state.history == []


def test_a_card_let_go_over_nothing_goes_back_and_says_where_to_drop(app):
    scene = open_table(app, opening())
    drag(app, grab(scene, "ARI"), scene.frame.side.center)
    assert scene.message == i18n.tr("kit.drop_hint") and scene.message_kind == "info"
    assert scene.state.history == [] and "ARI" in scene.hand()


def test_a_card_chosen_by_a_click_goes_where_the_next_click_puts_it_a_pair_too(app):
    state = opening()
    state.apply(PLAYER_MOVES[0])
    state.apply(AI_MOVES[1])
    scene = open_table(app, state)
    for pos, code in PLAYER_MOVES[2].placements:  # Conjunction on 5, then Venus on 6
        click(app, grab(scene, code))
        assert scene.hand()[scene.selected] == code
        assert f"pos:{pos}" in scene.highlight().targets
        click(app, place(scene, f"pos:{pos}"))
        assert scene.turn.staged()[-1] == code
    pairs = state.row_pairs()
    click(app, button(scene, "play"))
    assert state.history[-1] == PLAYER_MOVES[2]
    assert state.row_pairs()[:len(pairs)] == pairs or state.tricks  # the pair lies on 5+6


# --- the keyboard ---------------------------------------------------------------------------
def test_R9_R10_keys_1_to_6_and_d_put_the_selected_card_on_its_place_as_a_drop(app):
    scene = open_table(app, opening())
    key(app, pygame.K_1)
    assert scene.selected == 0 and scene.state.history == []  # no card chosen: 1 chooses
    scene.selected = scene.hand().index("FIRE")
    key(app, pygame.K_2)  # an element cannot open the row: refused as a drop is (R3)
    said = scene.message
    assert scene.state.history == [] and scene.message_kind == "error"
    assert said == VIEW.violation_words(scene.turn.drop("FIRE", "pos:2").violation,
                                        scene.seating.names) + f" (rule {scene.rule})"
    assert scene.refused_zone == "pos:2" and "FIRE" in scene.hand()
    for code, number in (("ARI", pygame.K_3), ("FIRE", pygame.K_KP2), ("MARS", pygame.K_4)):
        held = scene.hand().count(code)
        index = scene.selected = scene.hand().index(code)
        key(app, number)
        assert scene.hand().count(code) == held - 1
        assert scene.selected == min(index, len(scene.hand()) - 1)  # the choice goes on
    assert scene.turn.staged() == ["ARI", "FIRE", "MARS"]
    scene.selected = scene.hand().index("WATER")
    key(app, pygame.K_d)  # D discards the selected card: not after staging (R9)
    assert scene.message.endswith("(rule R9)") and scene.refused_zone == "discard"
    key(app, pygame.K_ESCAPE)  # the choice let go, Enter is Play
    key(app, pygame.K_RETURN)
    assert scene.state.history == [PLAYER_MOVES[0]]


def test_R9_the_arrows_choose_and_d_discards_the_chosen_card(app):
    scene = open_table(app, opening())
    key(app, pygame.K_RIGHT)
    code = scene.hand()[scene.selected]
    key(app, pygame.K_d)
    assert scene.state.history[:1] == [Move.discard_card(code)]


def test_R10_after_a_place_key_the_next_card_is_chosen_and_enter_plays(app):
    import pygame

    from tests.ui.ui_events import key

    scene = open_table(app, opening())
    hand = scene.hand()
    scene.selected = hand.index("ARI")
    after = hand[hand.index("ARI") + 1]
    key(app, pygame.K_3)
    assert scene.turn.staged() == ["ARI"] and scene.hand()[scene.selected] == after
    scene.selected = scene.hand().index("FIRE")
    key(app, pygame.K_2)
    scene.selected = scene.hand().index("MARS")
    key(app, pygame.K_4)
    assert scene.selected is not None  # the table chose the next card, not the person
    key(app, pygame.K_RETURN)  # so Enter is Play, as on the old table
    assert scene.state.history == [PLAYER_MOVES[0]]


def test_R10_enter_on_a_card_the_person_chose_still_lays_it(app):
    import pygame

    from tests.ui.ui_events import key

    scene = open_table(app, opening())
    scene.selected = scene.hand().index("ARI")
    key(app, pygame.K_3)
    scene.selected = scene.hand().index("FIRE")  # chosen by the person (a click)
    scene.keyed_on = False
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_RETURN)  # Enter lays the chosen card where the keyboard plays it
    assert "FIRE" in scene.turn.staged() and scene.state.history == []


def test_s_groups_the_hand_by_kind_in_the_rows_order_and_s_again_gives_the_deals(app):
    scene = open_table(app, opening())
    dealt = list(scene.state.hand(0))
    key(app, pygame.K_s)
    assert scene.hand() == ["ARI", "FIRE", "WATER", "MARS", "MARS", "CON"]  # sign, elements,
    assert scene.message == i18n.tr("kit.sorted")  # planets, aspect: as the row is built
    assert scene.state.hand(0) == dealt  # how the person holds it: the engine never knew
    key(app, pygame.K_s)
    assert scene.hand() == dealt


def test_the_keyboard_alone_plays_a_turn_in_the_order_shown(app):
    scene = open_table(app, opening())
    key(app, pygame.K_s)  # sorted: the keys follow the hand as shown
    for pos, code in PLAYER_MOVES[0].placements:
        for _ in range(8):
            if scene.selected is not None and scene.hand()[scene.selected] == code:
                break
            key(app, pygame.K_RIGHT)
        key(app, getattr(pygame, f"K_{pos}"))
    assert scene.turn.staged() == ["ARI", "FIRE", "MARS"]
    key(app, pygame.K_RETURN)
    assert scene.state.history == [PLAYER_MOVES[0]]


# --- a bot's turn ---------------------------------------------------------------------------------
def test_the_person_cannot_act_during_a_bots_turn(app, monkeypatch):
    from astromagie.ui.kit.bots import BotDesk

    monkeypatch.setattr(BotDesk, "poll", lambda self, dt, seat: None)  # Vega thinks on
    state = deal((("LEO", "FIRE", "ARI", "SUN", "SQU", "MOON"),
                  ("TAU", "EARTH", "VIR", "VENUS", "CON", "MARS")), first=1)
    scene = open_table(app, state)
    hand = list(state.hand(0))
    drag(app, scene.frame.hand_rects(6)[0].center, place(scene, "pos:3"))
    for k in (pygame.K_RIGHT, pygame.K_3, pygame.K_d, pygame.K_RETURN):
        key(app, k)
    assert state.history == [] and state.hand(0) == hand and scene.turn is None
    assert scene.message == i18n.tr("kit.not_your_turn", name="Vega")
    assert scene.snapshot().thinking == 1  # Vega's panel says she is thinking


def test_a_bots_cards_fly_from_its_chip_by_the_row_and_a_trick_to_its_winners_seat(app):
    state = opening()
    state.apply(PLAYER_MOVES[0])
    scene = open_table(app, state, kinds=("human", "guide"), speed=3.0)
    seen = []
    for _ in range(300):
        frames(app)
        flying = [(f.card, f.start) for f in scene.animator.flights
                  if f.kind == "move" and f.card in ("SQU", "VENUS")]  # not the cards drawn
        if flying:  # the table still shows the position before the move, Vega to move
            assert len(scene.snapshot().state.history) == 1
            assert scene.snapshot().state.current_player == 1
        seen += flying
        if state.history[1:] and not scene.animator.busy:
            break
    assert state.history[1] == AI_MOVES[1]  # the guide's bot: Square and Venus on 5+6
    chip = scene.board.chips[1]  # not its panel at the right edge: pt8a 11, over 5
    assert seen and all(chip.contains(start) for _, start in seen)
    trips = VIEW.trips(*trick_won(), scene.board)
    winner = [t for t in trips if len(t) == 3 and t[1].startswith("seat:")]
    assert winner and {t[1] for t in winner} == {"seat:0"}


def trick_won() -> tuple[Game, Move, Game]:
    state = opening()
    for turn in range(3):
        state.apply({**PLAYER_MOVES, **AI_MOVES}[turn])
    before = state.clone()
    move = AI_MOVES[3]  # Vega discards; the turn comes round: the trick is the person's
    state.apply(move)
    assert state.tricks and state.tricks[-1].winner == 0
    return before, move, state


def perfect_row(held_by: int) -> Game:
    """Sagittarius, Fire, Sagittarius and Jupiter on 1-4 (18 points, R14) held by seat
    `held_by`; the other seat is to move and can only discard."""
    row = ["SAG", "FIRE", "SAG", "JUPITER"]
    hands = [["WATER", "EARTH", "AIR", "MOON", "SUN", "TAU"],
             ["GEM", "AIR", "VIR", "SUN", "EARTH", "MARS"]]  # no aspect: no pair
    rest = Counter(DECK) - Counter(hands[0]) - Counter(hands[1]) - Counter(row)
    return Game.from_position(hands=hands, row=row, pile=sorted(rest.elements()),
                              to_move=1 - held_by, leader=held_by)


def test_the_persons_own_big_trick_is_celebrated_and_a_bots_is_not(app):
    mine = perfect_row(held_by=0)
    scene = open_table(app, mine)  # Vega can only discard: the row comes round to Ada
    to_the_persons_turn(app, scene)
    assert mine.tricks[-1].winner == 0 and mine.tricks[-1].points == 18
    assert scene.celebration == words.celebration(18) and "18" in scene.celebration
    theirs = perfect_row(held_by=1)
    scene = open_table(app, theirs)
    drop(app, scene, "WATER", "discard")  # Ada discards: the row comes round to Vega
    assert theirs.tricks[-1].winner == 1 and theirs.tricks[-1].points == 18
    assert scene.celebration is None  # a bot's big trick is the bot's business


def test_escape_opens_the_pause_and_no_bot_moves_under_it(app):
    state = deal((("LEO", "FIRE", "ARI", "SUN", "SQU", "MOON"),
                  ("TAU", "EARTH", "VIR", "VENUS", "CON", "MARS")), first=1)
    scene = open_table(app, state, speed=1.0)  # Vega still thinks when Esc is pressed
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, scene_class("pause")) and state.history == []
    app.run_frames(4, dt=0.5)  # two seconds under the pause: the table waits, no move lands
    assert state.history == []
    app.stack.pop()
    to_the_persons_turn(app, scene)
    assert state.history


def test_the_closeup_is_headed_by_the_cards_name_then_its_facts():
    facts = VIEW.facts("SUN")
    assert facts[0] == words.card_name("SUN") == "Sun"
    assert facts[1:] == words.facts("SUN") and len(facts) > 2


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_guided_games_opponent_has_its_level_in_words(lang):
    from astromagie import i18n

    i18n.set_language(lang)
    level = VIEW.guide().level
    assert f"table.level.{level}" in i18n.load_catalog(lang)


def test_R7_the_reference_card_lists_the_rows_pattern_and_every_value_from_the_engine():
    from astromagie.games.astromagie.engine.cards import VALUE_OF

    card = VIEW.reference()
    assert card.title == "The rules in short" and len(card.sections) == 7
    assert card.sections[0][1].startswith("1 Zodiac · 2 Element · 3 Zodiac · 4 Planet")
    values = card.sections[-1][1]
    assert f"{words.card_name('JUPITER')} {VALUE_OF['JUPITER']}" in values
    assert f"{words.card_name('TRI')} III" in values


@pytest.mark.app(size=(1024, 700))
@pytest.mark.parametrize("lang", ["en", "de"])
def test_R7_R12_R15_R16_the_reference_card_says_how_to_keep_a_row_and_the_end_and_fits_at_1024x700(
        app, lang):
    """pt5b, finding 15: only the rule book said when the game ends and who wins."""
    from astromagie.ui.kit.overlays import overlay_area, paint_reference

    i18n.set_language(lang)
    card = VIEW.reference()
    assert card.sections[-2] == (i18n.tr("astromagie.reference.end_title"),
                                 i18n.tr("astromagie.reference.end"))
    scene = open_table(app)
    # how a pair takes a row over and what keeps one (pt6a, 12): the card and the rule book
    assert (i18n.tr("astromagie.reference.stack_title"),
            i18n.tr("astromagie.reference.stack")) in card.sections
    assert "III" in i18n.tr("astromagie.reference.stack")
    assert "III" in i18n.tr("astromagie.rules.trick.body")
    panel = paint_reference(app.screen, card, scene.frame, scene.painter.text)
    # every line drawn, the card not cut, and a line's air to spare
    assert panel.h + scene.frame.font(16) < overlay_area(scene.frame).h


def test_R9_t_shows_the_discard_pile_oldest_first(app):
    import pygame

    state = opening()
    for _ in range(3):
        state.apply(next(m for m in state.legal_moves() if m.discard is not None))
    piles = VIEW.open_piles(state, 0)
    assert piles == [("Discard pile: 3 cards, oldest first", list(state.discard_codes))]
    scene = open_table(app, state)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_t, mod=0, unicode="t",
                                         scancode=0))
    frames(app)
    assert scene.overlay == "piles"
    scene.draw(app.screen)


def test_pt18a_6_enter_lays_a_chosen_planet_on_4_though_the_pointer_rests_on_the_pile(app):
    """pt18a 6: with Jupiter chosen by the arrows and the mouse left on the discard pile,
    the tip read "You discard Jupiter"; Enter's own default is the legal place in the row
    (the board's reading order puts the row before the pile), discarding only a card that
    fits nowhere."""
    import pygame

    from tests.ui.ui_events import key, move_to

    game = deal((("PIS", "TAU", "VIR", "JUPITER", "FIRE", "EARTH"),
                 ("LIB", "SUN", "MOON", "CAN", "LEO", "SCO")), first=1)
    game.apply(Move.play((3, "LIB")))
    scene = open_table(app, game)
    move_to(app, place(scene, "discard"))
    scene.selected = scene.hand().index("JUPITER")
    key(app, pygame.K_RETURN)
    assert scene.turn.staged() == ["JUPITER"] and len(scene.state.history) == 1


def test_pt18a_6_a_card_chosen_by_keys_is_previewed_where_enter_lays_it_not_under_the_mouse(app):
    """pt18a 6: Jupiter chosen by the arrows, the mouse resting on the discard pile: the
    preview spoke of the pile ("You discard Jupiter") while Enter lays it on 4. After a
    key the resting mouse points at nothing; once it moves, its place speaks again."""
    import pygame

    from tests.ui.ui_events import key, move_to

    game = deal((("PIS", "TAU", "VIR", "JUPITER", "FIRE", "EARTH"),
                 ("LIB", "SUN", "MOON", "CAN", "LEO", "SCO")), first=1)
    game.apply(Move.play((3, "LIB")))
    scene = open_table(app, game)
    pile = place(scene, "discard")
    move_to(app, pile)
    scene.selected = scene.hand().index("JUPITER")
    assert "discard" in scene.highlight().preview.lower()  # the mouse's place, before a key
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_LEFT)
    assert scene.hand()[scene.selected] == "JUPITER"
    assert "discard" not in scene.highlight().preview.lower()
    move_to(app, (pile[0] + 1, pile[1]))
    assert "discard" in scene.highlight().preview.lower()
