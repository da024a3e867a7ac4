"""The results' chart tells Monad's race (pt3a 21: the score, 0 Monads until the one,
drew a flat 0 and a spike): the view's `progress` hook, plotted instead of the score
where a view has one, and the other games' charts as they were."""

from __future__ import annotations

import random

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.monad.cards import hand_points
from astromagie.host import registry
from astromagie.kit.view import GameViewBase
from astromagie.storage.archive import playback_of
from astromagie.ui.kit.chart import ChartWords, ScoreChart, chart_words, playback_series

WORDS = ChartWords("kit.results.chart", "kit.results.move", "kit.results.score")


def played(game_id: str, seed: int):
    state = registry.rules(game_id).new(3, seed, {})
    rng = random.Random(seed)
    while not state.is_over():
        state.apply(rng.choice(state.legal_moves()))
    return state


def config(game: str) -> GameConfig:
    return GameConfig(tuple(SeatConfig(f"P{i}", "random") for i in range(3)), game=game)


def test_the_hooks_default_keeps_the_other_games_charts_their_scores():
    for game_id in ("astromagie", "solar-republic", "zahlenstreifen"):
        state = played(game_id, 11)
        view = registry.view(game_id)
        playback = playback_of(state, config(game_id))
        assert view.progress(state, 0) is None, game_id
        assert playback_series(playback, view) == playback_series(playback), game_id
        assert chart_words(WORDS, game_id, view, state) == WORDS, game_id


def test_the_base_views_progress_is_none():
    assert GameViewBase.progress(registry.view("astromagie"), object(), 0) is None


def test_monads_chart_plots_the_race_one_point_per_turn_and_it_rises_during_a_game():
    """pt6d 12: a payment half made dipped the line to almost 0 and the x axis counted
    single actions (101 for about 30 turns): one point per turn, at its end."""
    state = played("monad", 11)
    playback = playback_of(state, config("monad"))
    series = playback_series(playback, registry.view("monad"))
    assert series != playback_series(playback)  # not the score's flat 0 and one spike
    positions = [playback.game_at(k) for k in range(playback.turn_count + 1)]
    ends = [positions[0], *(p for p in positions[1:]
                            if p.is_over() or not (p.acted or p.target))]
    assert len(ends) < len(positions)  # some turns had several actions
    assert all(len(row) == len(ends) for row in series)
    for k in (0, len(ends) // 2, len(ends) - 1):
        assert [row[k] for row in series] == [
            hand_points(ends[k].hands[s]) + 80 * ends[k].monads[s] for s in range(3)]
    # every seat climbs from its dealt Commons; the winner's line ends at a Monad or more
    assert all(max(row) > row[0] for row in series)
    winner = state.winners()[0]
    assert series[winner][-1] >= 80 > series[winner][0]
    assert len({v for row in series for v in row}) > 10  # a race, not a step


def test_monads_chart_names_what_its_axis_measures_in_both_languages():
    state = played("monad", 11)
    words = chart_words(WORDS, "monad", registry.view("monad"), state)
    assert (words.title, words.x, words.y) == (
        "monad.results.progress_chart", "monad.results.progress_steps",
        "monad.results.progress_axis")  # its x axis counts turns
    said = {}
    try:
        for lang in ("en", "de"):
            i18n.set_language(lang)
            said[lang] = (i18n.tr(words.title), i18n.tr(words.y))
            assert "80" in said[lang][1] and said[lang][0] != i18n.tr(WORDS.title)
    finally:
        i18n.set_language("en")
    assert said["en"] != said["de"]


def test_monads_race_chart_draws_with_its_words():
    state = played("monad", 11)
    playback = playback_of(state, config("monad"))
    series = playback_series(playback, registry.view("monad"))
    words = chart_words(WORDS, "monad", registry.view("monad"), state)
    race = ScoreChart.render(series, ["A", "B", "C"], (420, 300), words=words)
    plain = ScoreChart.render(series, ["A", "B", "C"], (420, 300), words=WORDS)
    assert race.get_size() == (420, 300)
    assert race.get_view("2").raw != plain.get_view("2").raw  # the title and axis differ
