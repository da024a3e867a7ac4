"""The guided game's bots go gentle once the lessons are done (GuidedGame.after_lessons):
following the hint from there lost three of the four guided games to their Easy bots
(pt12d, pt13c, pt13d; benchmarks/guided_hint.py), and a first game should be winnable."""

from __future__ import annotations

import pytest

from astromagie.host import registry
from astromagie.i18n import set_language, tr
from astromagie.kit.view import GuidedGame
from astromagie.ui.kit.guided import handover_words
from astromagie.ui.kit.players import BotSeat, GuideSeat, PersonSeat
from astromagie.ui.kit.session import TableSession
from tests.ui.guided import person_plays_lesson
from tests.ui.workers import AnsweringWorker


def test_bots_keep_the_guides_level_through_the_lessons_then_go_gentle() -> None:
    guide = GuidedGame(seed=1, level="easy", steps=9, lessons=4, after_lessons="random")
    assert [guide.bots_level(step) for step in range(7)] == \
        ["easy"] * 5 + ["random"] * 2  # the hand-over is said at step 4, played by step 5
    assert GuidedGame(seed=1, steps=6, handover=2, after_lessons="random").bots_level(3) \
        == "random"
    assert GuidedGame(seed=1, level="guide", steps=6).bots_level(40) == "guide"  # None


@pytest.mark.parametrize("game", ["solar-republic", "monad", "zahlenstreifen"])
def test_a_guided_games_bots_play_at_random_after_the_hand_over(
        tmp_path: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch, game: str) -> None:
    monkeypatch.setenv("ASTROMAGIE_HOME", str(tmp_path))
    guide = registry.view(game).guide()
    assert guide.after_lessons == "random"
    session = TableSession.guided_game(game, worker=AnsweringWorker(), ai_budget=0.01)
    try:
        bots = [seat for seat in session.seats if not isinstance(seat, PersonSeat)]
        assert bots and all(isinstance(seat, GuideSeat) for seat in bots)
        session.begin_turn()
        levels: set[str] = set()
        for _ in range(3000):
            if session.finished or session.guide_step > guide.handover_step + 1:
                break
            if session.person_turn():
                person_plays_lesson(session)
            else:
                levels.add(bots[0].level if session.state.current_player == 1 else "")
                session.step()
        assert "easy" in levels and "random" in levels
    finally:
        session.close()


def test_a_normal_game_seats_plain_bots(tmp_path: pytest.TempPathFactory,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    from astromagie.gameconfig import GameConfig, SeatConfig
    monkeypatch.setenv("ASTROMAGIE_HOME", str(tmp_path))
    config = GameConfig((SeatConfig("Ada"), SeatConfig("Vega", "easy")), seed=3,
                        game="solar-republic")
    session = TableSession(config, worker=AnsweringWorker(), autosave=False)
    try:
        assert type(session.seats[1]) is BotSeat and session.seats[1].level == "easy"
    finally:
        session.close()


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_hand_over_says_the_bots_go_gentle(language: str) -> None:
    set_language(language)
    try:
        words = handover_words(registry.view("solar-republic").for_game(
            registry.rules("solar-republic").new(2, 34, {})))
        assert words.endswith(f'{tr("kit.guide_gentle")}\n{tr("kit.guide_hint_keys")}')
        astro = registry.view("astromagie").for_game(registry.rules("astromagie").new(2, 1, {}))
        assert tr("kit.guide_gentle") not in handover_words(astro)  # its partner is scripted
    finally:
        set_language("en")



def test_a_guided_games_bots_are_named_practice_partners(tmp_path: pytest.TempPathFactory,
                                                          monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    """pt15b 5: "Easy AI" on the scoreboard while the hand-over said they play at random."""
    from astromagie.gameconfig import GameConfig, SeatConfig
    monkeypatch.setenv("ASTROMAGIE_HOME", str(tmp_path))
    guided = TableSession.guided_game("zahlenstreifen", worker=AnsweringWorker(),
                                      ai_budget=0.01)
    config = GameConfig((SeatConfig("Ada"), SeatConfig("Vega", "easy")), seed=3,
                        game="zahlenstreifen")
    normal = TableSession(config, worker=AnsweringWorker(), autosave=False)
    try:
        assert guided.seating.kinds == ("human", "guide", "guide")
        assert tr("table.level.guide") in ("Practice partner", "Übungspartner")
        guided.on_language()  # worded again, still partners
        assert guided.seating.kinds[1:] == ("guide", "guide")
        assert normal.seating.kinds == ("human", "easy")
    finally:
        guided.close()
        normal.close()


@pytest.mark.parametrize("language", ["en", "de"])
def test_zahlenstreifens_hand_over_says_what_comes_back_not_the_whole_turn(language: str):
    """pt15b 5: after the opening's own "the game is yours" lesson, the kit's "That is the
    whole turn" came a turn later, in the wrong order."""
    set_language(language)
    try:
        view = registry.view("zahlenstreifen").for_game(
            registry.rules("zahlenstreifen").new(3, 15, {}))
        words = handover_words(view)
        assert tr("kit.guide_done") not in words
        assert words.startswith(tr("zahlenstreifen.coach.guide_done"))
        assert f'{tr("kit.guide_gentle")}\n{tr("kit.guide_hint_keys")}' in words
    finally:
        set_language("en")
