"""The guided game's script without a window: the deal, the scripted moves and the Tour."""

from __future__ import annotations

from collections import Counter

from astromagie.games.astromagie.engine import Move
from astromagie.games.astromagie.engine.cards import DECK, card_type
from astromagie.ui.guide.script import (
    AI_MOVES,
    AI_SEAT,
    PLAYER,
    PLAYER_MOVES,
    STEPS,
    Facts,
    Refusal,
    Tour,
    deck_order,
    new_game,
)
from astromagie.ui.guide.worker import ScriptedWorker, scripted_move


def _at(tour: Tour, key: str) -> Tour:
    tour.index = [s.key for s in STEPS].index(key)
    return tour


def test_the_deal_is_a_whole_deck_and_the_same_every_time():
    assert Counter(deck_order()) == Counter(DECK)
    first, second = new_game(), new_game()
    assert first.hand(PLAYER) == second.hand(PLAYER) == ["ARI", "FIRE", "MARS", "CON", "MARS",
                                                         "WATER"]
    assert first.current_player == PLAYER
    assert first.deck == second.deck


def test_every_scripted_move_is_legal_and_the_lesson_goes_as_the_steps_say():
    game = new_game()
    script = {**PLAYER_MOVES, **AI_MOVES}
    for turn in range(6):
        move = script[turn]
        assert game.current_player == (PLAYER if turn in PLAYER_MOVES else AI_SEAT)
        assert game.check(move) is None, (turn, move)
        if turn == 3:  # the AI could only discard
            assert all(m.is_discard for m in game.legal_moves())
        if turn == 4:  # the player must discard: no zodiac card, empty row
            assert not any(card_type(c).kind == "zodiac" for c in game.hand(PLAYER))
            assert all(m.is_discard for m in game.legal_moves())
        game.apply(move)
        if turn == 1:  # the AI's pair: it holds the trick now
            assert game.leader == AI_SEAT
        if turn == 3:  # the turn came round to the player: the trick is theirs
            assert game.tricks[-1].winner == PLAYER and game.tricks[-1].points == 8
    assert not game.is_over() and game.current_player == PLAYER


def test_the_preview_of_the_first_play_is_eight():
    game = new_game()
    assert game.preview(PLAYER_MOVES[0].placements).points == 8


def test_the_mars_on_6_is_refused_for_R6():
    game = new_game()
    game.apply(PLAYER_MOVES[0])
    game.apply(AI_MOVES[1])
    violation = game.check_placement(6, "MARS", ((5, "CON"),))
    assert violation is not None and violation.rule == "R6"


def test_a_stage_step_ends_when_its_card_lies_staged():
    tour = _at(Tour(), "open")
    assert not tour.observe(Facts(0, (), True))
    assert tour.observe(Facts(0, ((3, "ARI"),), True))
    assert tour.step.key == "element"


def test_cards_staged_in_another_order_skip_the_steps_they_complete():
    tour = _at(Tour(), "element")
    tour.observe(Facts(0, ((3, "ARI"), (4, "MARS"), (2, "FIRE")), True))
    assert tour.step.key == "preview"  # a step to read waits for Next


def test_a_card_taken_back_sends_the_tour_back_to_its_step():
    tour = _at(Tour(), "play")
    tour.observe(Facts(0, ((3, "ARI"), (2, "FIRE")), True))
    assert tour.step.key == "planet"


def test_a_card_outside_the_lesson_is_a_stray():
    tour = _at(Tour(), "element")
    assert tour.stray(((3, "ARI"), (2, "FIRE"))) is None
    assert tour.stray(((3, "ARI"), (2, "WATER"))) == (2, "WATER")
    refuse = _at(Tour(), "refuse")  # before the try, Venus may not lie on 6
    assert refuse.stray(((5, "CON"),)) is None
    assert refuse.stray(((5, "CON"), (6, "VENUS"))) == (6, "VENUS")


def test_only_the_lessons_move_is_allowed_and_it_moves_the_tour_to_its_step():
    tour = _at(Tour(), "preview")
    assert not tour.allows(Move.discard_card("WATER"))
    assert not tour.allows(Move.play((3, "ARI"), (2, "FIRE")))
    assert tour.allows(Move.play((3, "ARI"), (4, "MARS"), (2, "FIRE")))
    assert tour.step.key == "play"
    assert tour.observe(Facts(1, (), False)) and tour.step.key == "ai_pair"


def test_any_discard_will_do_in_the_discarding_turn_but_no_play():
    tour = _at(Tour(), "discard")
    assert tour.allows(Move.discard_card("EARTH"))
    assert not _at(Tour(), "discard").allows(Move.play((3, "LEO")))


def test_nothing_may_be_played_on_the_ais_turn_or_at_the_end():
    assert not _at(Tour(), "ai_pair").allows(AI_MOVES[1])
    assert not _at(Tour(), "done").allows(Move.discard_card("SUN"))


def test_only_the_asked_for_refusal_moves_the_tour_on():
    tour = _at(Tour(), "refuse")
    assert not tour.refused(Refusal(5, "R6"))
    assert not tour.refused(Refusal(6, "R5"))
    assert tour.refused(Refusal(6, "R6"))
    assert tour.step.key == "why"


def test_next_moves_on_only_from_a_step_to_read():
    tour = Tour()
    assert tour.next() and tour.step.key == "open"
    assert not tour.next() and tour.step.key == "open"


def test_an_ai_step_waits_until_the_table_is_still():
    tour = _at(Tour(), "ai_pair")
    assert not tour.observe(Facts(2, (), False))
    assert tour.observe(Facts(2, (), True)) and tour.step.key == "takeover"


def test_the_last_step_is_the_end_and_restart_goes_to_the_first():
    tour = _at(Tour(), "done")
    assert tour.finished
    tour.restart()
    assert tour.index == 0 and not tour.finished


def test_every_step_that_waits_for_the_player_has_a_target():
    for step in STEPS:
        if step.waits_for_player:
            assert step.targets, step.key


def test_the_scripted_ai_answers_the_script_and_the_hint_the_lessons_move():
    game = new_game()
    worker = ScriptedWorker()
    token = worker.submit("hint", 0, game.observation(PLAYER), 0.0)
    (reply,) = worker.poll()
    assert reply.token == token and reply.move == PLAYER_MOVES[0]
    game.apply(PLAYER_MOVES[0])
    assert scripted_move(game.observation(AI_SEAT)) == AI_MOVES[1]
    forgotten = worker.submit("easy", 0, game.observation(AI_SEAT), 0.0)
    worker.forget(forgotten)
    assert worker.poll() == []


def test_off_the_script_the_ai_plays_a_legal_move():
    game = new_game()
    game.apply(Move.discard_card("WATER"))  # not the lesson's first move
    move = scripted_move(game.observation(AI_SEAT))
    assert move is not None and game.check(move) is None
