"""Astromagie at the kit table (ASTROMAGIE_ONE_TABLE=1): drops on the row stage cards, Play
makes the play and Take back returns them, a refusal names its rule (R5, R6, R7, R9), the
guided first game teaches its first turns, and a whole game is played by mouse drags. Without
the setting Astromagie keeps its own table."""

from __future__ import annotations

import random
import time

import pytest

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.astromagie.engine import DECK, Game, Move
from astromagie.games.astromagie.guide import AI_MOVES, PLAYER_MOVES
from astromagie.games.astromagie.policy import POLICY
from astromagie.games.astromagie.view import VIEW, AstromagieTurn, words
from astromagie.host import registry
from astromagie.ui.kit.buttons import button_rects
from astromagie.ui.kit.table import KitTableScene
from astromagie.ui.scenes.setup import SetupScene
from astromagie.ui.table.scene import TableScene
from tests.ui.ui_events import click, drag, frames

NAMES = ["Ada", "Vega", "Orion"]


@pytest.fixture
def one_table(monkeypatch):
    monkeypatch.setenv(registry.ONE_TABLE, "1")


def turn_of(state: Game) -> AstromagieTurn:
    return VIEW.turn_input(state, state.current_player, NAMES[:state.num_players])


def open_table(app, state: Game | None = None, kinds=("human", "random"),
               seed: int = 1) -> KitTableScene:
    app.settings.animation_speed = 1000.0
    seats = tuple(SeatConfig(NAMES[i], k) for i, k in enumerate(kinds))
    scene = app.open_scene("kit_table", GameConfig(seats, seed=seed, game="astromagie"), state,
                           ai_mode="thread", ai_budget=0.01, autosave=False)
    app.stack.push(scene)
    frames(app, 2)
    return scene


def hand_center(scene: KitTableScene, code: str) -> tuple[int, int]:
    hand = scene.hand()
    return scene.frame.hand_rects(len(hand))[hand.index(code)].center


def button(scene: KitTableScene, action: str) -> tuple[int, int]:
    actions = scene.actions()
    rects = button_rects(scene.frame, actions)
    return next(r for a, r in zip(actions, rects, strict=True) if a.id == action).center


def make_by_mouse(app, scene: KitTableScene, move: Move) -> None:
    """The person's move as a player makes it: each card dragged onto its place (or the
    discard pile), then Play."""
    if move.discard is not None:
        drag(app, hand_center(scene, move.discard), scene.board.zone_rect("discard").center)
        return
    for pos, code in move.placements:
        drag(app, hand_center(scene, code), scene.board.zone_rect(f"pos:{pos}").center)
    click(app, button(scene, "play"))


def wait_for_person(app, scene: KitTableScene) -> None:
    for _ in range(5000):
        if scene.finished or scene.human_turn():
            return
        frames(app)
        time.sleep(0.0002)
    raise AssertionError("the bots never gave the turn back")


# --- routes: the setting decides the table --------------------------------------------------
def test_without_the_setting_astromagie_keeps_its_own_table(app, monkeypatch):
    monkeypatch.delenv(registry.ONE_TABLE, raising=False)
    assert registry.has_view("astromagie") and not registry.at_kit_table("astromagie")
    setup = SetupScene(app, "astromagie")
    app.stack.push(setup)
    setup.start()
    assert isinstance(app.stack.top, TableScene)


def test_with_the_setting_setup_seats_astromagie_at_the_kit_table(app, one_table):
    assert registry.at_kit_table("astromagie") and registry.at_kit_table("monad")
    setup = SetupScene(app, "astromagie")
    app.stack.push(setup)
    setup.start()
    assert isinstance(app.stack.top, KitTableScene)
    assert app.stack.top.config.game == "astromagie"


# --- the turn's decisions over the engine ---------------------------------------------------
def opening() -> Game:
    """The guided game's deal: seat 0 holds Aries, Fire, Mars, Conjunction, Mars, Water."""
    return registry.rules("astromagie").new(2, 1, VIEW.guide().options)


def test_R10_drops_stage_cards_and_play_makes_the_move():
    state = opening()
    turn = turn_of(state)
    assert turn.targets("ARI") == {"pos:3", "discard"}  # an empty row opens on 3 (R4)
    assert turn.preview("ARI", "pos:3").startswith("With your cards:")
    assert turn.drop("ARI", "pos:3").kind == "staged"
    assert turn.targets("FIRE") == {"pos:2"}  # no discard once a card is staged (R9)
    assert turn.drop("FIRE", "pos:2").kind == "staged"
    assert turn.drop("MARS", "pos:4").kind == "staged"
    assert turn.staged() == ["ARI", "FIRE", "MARS"] and state.history == []
    assert "8 points" in VIEW.status(state, 0)
    assert turn.targets("MARS") == set()  # R10: three cards at most... and Mars is on 4
    decision = turn.press("play")
    assert decision.kind == "move" and decision.move == PLAYER_MOVES[0]
    assert turn.staged() == []


def test_R10_take_back_returns_the_last_card_and_a_click_returns_from_there():
    turn = turn_of(opening())
    turn.drop("ARI", "pos:3")
    turn.drop("FIRE", "pos:2")
    assert [a.id for a in turn.actions()] == ["takeback", "play"]
    assert turn.press("takeback").kind == "staged" and turn.staged() == ["ARI"]
    turn.drop("FIRE", "pos:2")
    turn.drop("MARS", "pos:4")
    assert turn.click("pos:2").kind == "staged" and turn.staged() == ["ARI"]
    assert turn.click("pos:6").kind == "none"


def test_R9_a_discard_after_staging_and_a_play_of_no_cards_are_refused():
    turn = turn_of(opening())
    empty = turn.press("play")
    assert empty.kind == "refused" and empty.violation.rule == "R9"
    turn.drop("ARI", "pos:3")
    refused = turn.drop("WATER", "discard")
    assert refused.kind == "refused" and refused.violation.rule == "R9"
    assert "take your staged cards back" in VIEW.violation_words(refused.violation, NAMES)
    turn.press("takeback")
    assert turn.drop("WATER", "discard").move == Move.discard_card("WATER")


def refusals(rule: str, seeds=range(40)) -> tuple[Game, AstromagieTurn, str, str]:
    """A real position where dropping a hand card on 5 or 6 is refused for `rule`."""
    for seed in seeds:
        game = Game.new(3, seed)
        rng = random.Random(seed)
        while not game.is_over():
            turn = turn_of(game)
            for code in sorted(set(game.hand(game.current_player))):
                for zone in ("pos:5", "pos:6"):
                    decision = turn.drop(code, zone)
                    if decision.kind == "refused" and decision.violation.rule == rule:
                        return game, turn, code, zone
                    turn.placements.clear()
            game.apply(rng.choice(game.legal_moves()))
    raise AssertionError(f"no refusal for {rule} in these games")


@pytest.mark.parametrize("rule", ["R5", "R6", "R7"])
def test_R5_R6_R7_a_card_the_pair_cannot_take_is_refused_in_words(rule):
    game, turn, code, zone = refusals(rule)
    decision = turn.drop(code, zone)
    assert decision.violation.rule == rule and zone not in turn.targets(code)
    said = VIEW.violation_words(decision.violation, NAMES)  # card names, no codes
    assert said and "{" not in said and not set(said.split()) & set(DECK), said
    assert said == words.refusal_words(decision.violation, NAMES)
    assert decision.violation.message != said  # the engine's note, not the player's words


# --- at the kit table, by mouse ---------------------------------------------------------------
def test_R9_R10_keys_1_to_6_and_d_put_the_selected_card_on_its_place_as_a_drop(app, one_table):
    import pygame

    from tests.ui.ui_events import key

    scene = open_table(app, opening())
    key(app, pygame.K_1)
    assert scene.selected == 0 and scene.state.history == []  # no card chosen: 1 chooses
    scene.selected = scene.hand().index("FIRE")
    key(app, pygame.K_2)  # an element cannot open the row: refused as a drop is (R3)
    said = scene.message
    assert scene.state.history == [] and scene.message_kind == "error"
    assert said == VIEW.violation_words(scene.turn.drop("FIRE", "pos:2").violation,
                                        scene.seating.names) + f" ({scene.rule})"
    assert scene.refused_zone == "pos:2" and "FIRE" in scene.hand()
    for code, number in (("ARI", pygame.K_3), ("FIRE", pygame.K_KP2), ("MARS", pygame.K_4)):
        held = scene.hand().count(code)
        scene.selected = scene.hand().index(code)
        key(app, number)
        assert scene.hand().count(code) == held - 1 and scene.selected is None
    assert scene.turn.staged() == ["ARI", "FIRE", "MARS"]
    scene.selected = scene.hand().index("WATER")
    key(app, pygame.K_d)  # D discards the selected card: not after staging (R9)
    assert scene.message.endswith("(R9)") and scene.refused_zone == "discard"
    key(app, pygame.K_ESCAPE)  # the choice let go, Enter is Play
    key(app, pygame.K_RETURN)
    assert scene.state.history == [PLAYER_MOVES[0]]


def test_R9_d_discards_the_selected_card(app, one_table):
    import pygame

    from tests.ui.ui_events import key

    scene = open_table(app, opening())
    scene.selected = scene.hand().index("WATER")
    key(app, pygame.K_d)
    assert scene.state.history[:1] == [Move.discard_card("WATER")]


def test_R9_f1_after_a_refusal_opens_astromagies_rules_at_the_refused_rule(app, one_table):
    import pygame

    from astromagie.ui.scenes.rules import RulesScene
    from tests.ui.ui_events import key

    scene = open_table(app, opening())
    drag(app, hand_center(scene, "ARI"), scene.board.zone_rect("pos:3").center)
    drag(app, hand_center(scene, "WATER"), scene.board.zone_rect("discard").center)
    assert scene.message.endswith("(R9)") and scene.rule == "R9"
    key(app, pygame.K_F1)
    frames(app, 2)
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and rules.game == "astromagie" and rules.rule == "R9"
    assert "R9" in rules.rule_anchors and rules.highlight > 0  # framed at its passage
    key(app, pygame.K_ESCAPE)
    frames(app, 2)
    assert app.stack.top is scene
    click(app, scene.frame.message.center)  # a click on the refusal opens its rule too
    frames(app, 2)
    assert isinstance(app.stack.top, RulesScene) and app.stack.top.rule == "R9"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R14_the_hint_gives_its_reason_with_what_the_play_scores(app, one_table, lang):
    from astromagie import i18n

    i18n.set_language(lang)
    try:
        scene = open_table(app, opening())
        move = PLAYER_MOVES[0]  # Aries on 3, Fire on 2, Mars on 4: the best opening, 8 points
        assert POLICY.reason(scene.state, move) == ("hint.open_best", {"points": 8})
        scene.show_hint(move)
        why = i18n.tr("astromagie.hint.open_best", points=8)
        assert scene.message == i18n.tr("kit.hint", move=VIEW.move_words(move), why=why)
        assert "8" in why and scene.message_kind == "hint"
    finally:
        i18n.set_language("en")


def test_at_the_table_drags_stage_take_back_undoes_and_play_plays(app, one_table):
    scene = open_table(app, opening())
    assert scene.human_turn()
    drag(app, hand_center(scene, "ARI"), scene.board.zone_rect("pos:3").center)
    drag(app, hand_center(scene, "FIRE"), scene.board.zone_rect("pos:2").center)
    assert scene.state.history == [] and "ARI" not in scene.hand()
    click(app, button(scene, "takeback"))
    assert "FIRE" in scene.hand() and "ARI" not in scene.hand()
    drag(app, hand_center(scene, "WATER"), scene.board.zone_rect("discard").center)
    assert scene.message.endswith("(R9)") and scene.state.history == []
    drag(app, hand_center(scene, "FIRE"), scene.board.zone_rect("pos:2").center)
    drag(app, hand_center(scene, "MARS"), scene.board.zone_rect("pos:4").center)
    click(app, button(scene, "play"))
    assert scene.state.history == [PLAYER_MOVES[0]]
    assert scene.log_lines[0] == "You play Aries on 3, Fire on 2 and Mars on 4"


def test_at_the_table_a_refused_planet_names_R6_and_points_at_the_planet_on_4(app, one_table):
    state = opening()
    state.apply(PLAYER_MOVES[0])
    state.apply(AI_MOVES[1])
    scene = open_table(app, state)
    drag(app, hand_center(scene, "CON"), scene.board.zone_rect("pos:5").center)
    drag(app, hand_center(scene, "MARS"), scene.board.zone_rect("pos:6").center)
    assert scene.message.endswith("(R6)") and "Mars" in scene.message
    assert scene.message == VIEW.violation_words(
        scene.turn.drop("MARS", "pos:6").violation, scene.seating.names) + " (R6)"
    assert scene.refused_zone == "pos:6" and scene.board.row_view(
        scene.state, scene.highlight()).refused == 4
    drag(app, hand_center(scene, "VENUS"), scene.board.zone_rect("pos:6").center)
    click(app, button(scene, "play"))
    assert scene.state.history[-1] == PLAYER_MOVES[2]


def test_the_guided_game_teaches_its_first_turns_at_the_kit_table(app, one_table):
    app.settings.animation_speed = 1000.0
    scene = app.open_scene("kit_guide", "astromagie")
    app.stack.push(scene)
    frames(app, 2)
    coaching = scene.coaching
    assert coaching is not None and coaching.text.startswith("Whoever lays cards last")
    assert coaching.zones == ("pos:2", "pos:3", "pos:4")
    assert sorted(coaching.cards) == ["ARI", "FIRE", "MARS"]
    make_by_mouse(app, scene, PLAYER_MOVES[0])
    wait_for_person(app, scene)
    assert scene.state.history[:2] == [PLAYER_MOVES[0], AI_MOVES[1]]  # the script's reply
    pair = scene.coaching
    assert pair is not None and pair.zones == ("pos:5", "pos:6") and "take the trick" in pair.text
    make_by_mouse(app, scene, PLAYER_MOVES[2])
    wait_for_person(app, scene)
    assert scene.state.tricks and scene.state.tricks[0].winner == 0  # the row's 8 points
    assert scene.coaching is not None and scene.coaching.zones == ("discard",)


def test_a_whole_game_is_played_by_mouse_drags_at_the_kit_table(app, one_table):
    scene = open_table(app, kinds=("human", "random"), seed=5)
    for _ in range(200):
        wait_for_person(app, scene)
        if scene.finished:
            break
        state = scene.state
        legal = state.legal_moves()
        move = max(legal, key=lambda m: (not m.is_discard, len(m.placements)))
        made = len(state.history)
        make_by_mouse(app, scene, move)
        assert state.history[made] == move, (move, scene.message)
    assert scene.finished and scene.state.is_over()
    breakdown = scene.snapshot().breakdown
    assert breakdown[0].startswith("Ada") and breakdown[1].startswith("Vega")
    assert len(scene.log_lines) >= len(scene.state.history) // 2
