"""The results screen of every kit game: the table opens it at the end; it names the winner,
shows each seat's score, the game's breakdown as a table that never breaks an item, and
the chart of the scores over the game from the replayed record; its buttons start the
same seats again, watch the game from the deal, review it, or go to the title, by mouse
or by Tab and Enter, their labels never set smaller than the buttons' own size."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.host import registry
from astromagie.look import theme
from astromagie.storage import notices as storage_notices
from astromagie.storage.settings import Settings
from astromagie.ui.app import App
from astromagie.ui.kit import results as results_scene
from astromagie.ui.kit.breakdown import Row, grow_rows, place_rows, rows_of, table_height
from astromagie.ui.kit.results import KitResultsScene, outcome_text
from astromagie.ui.kit.table import END_SECONDS, KitTableScene
from astromagie.ui.kit.watch import KitWatchScene
from astromagie.ui.widgets.keycap import key_name
from tests.kit import toy
from tests.ui.ui_events import click, frames, key

KIT_GAMES = ("solar-republic", "monad", "zahlenstreifen")
SIZES = ((1280, 800), (1024, 700))
BUTTON_IDS = ("again", "new_game", "watch", "review", "archive", "title")


def played(game: str, players: int, seed: int):
    """A game of random moves to its end, and the seats that played it (a person first)."""
    state = registry.rules(game).new(players, seed, {})
    rng = random.Random(seed)
    while not state.is_over():
        state.apply(rng.choice(state.legal_moves()))
    seats = (SeatConfig("You"), *(SeatConfig(name, "easy")
                                  for name in ("Vega", "Orion", "Lyra", "Altair")[:players - 1]))
    return state, GameConfig(seats, game=game)


def open_results(app, game="zahlenstreifen", players=4, seed=7) -> KitResultsScene:
    state, config = played(game, players, seed)
    scene = KitResultsScene(app, state, config)
    app.stack.push(scene)
    frames(app, 40)  # past the guard against a key still pressed in play
    return scene


@pytest.fixture
def small_app(tmp_path, monkeypatch):
    monkeypatch.setenv("ASTROMAGIE_HOME", str(tmp_path / "home"))
    storage_notices.reset_reported()
    application = App(Settings(), size=(1024, 700))
    application.save_settings = lambda: None
    yield application
    application.close()
    i18n.set_language("en")


# -- the table opens it ------------------------------------------------------------------

@pytest.mark.usefixtures("toy_on_the_shelf")
def test_the_kit_table_opens_the_results_at_the_end(app):
    app.settings.animation_speed = 1000.0
    seats = (SeatConfig("You"), SeatConfig("Vega", "easy"))
    table = KitTableScene(app, GameConfig(seats, seed=3, game=toy.INFO.id),
                          ai_mode="thread", ai_budget=0.01)
    app.stack.push(table)
    for _ in range(4000):
        if table.finished:
            break
        if table.human_turn():
            table.play(table.state.legal_moves()[0])
        frames(app)
        time.sleep(0.001)
    frames(app, 2)
    results = app.stack.top
    assert isinstance(results, KitResultsScene) and results.state is table.state
    assert [row[-1] for row in results.series] == table.state.scores
    assert all(len(row) == len(table.state.history) + 1 for row in results.series)


# -- what it says ---------------------------------------------------------------------------

def test_the_outcome_names_the_winner_you_or_a_shared_win():
    class Over:
        def __init__(self, winners):
            self._winners = winners

        def winners(self):
            return self._winners

    names = ["You", "Vega", "Orion"]
    assert outcome_text(Over([1]), names, 0) == "Vega wins."
    assert outcome_text(Over([0]), names, 0) == "You win."
    assert outcome_text(Over([1, 2]), names, None) == "A tie: Vega and Orion share the win."
    assert outcome_text(Over([]), names, 0) == "Nobody wins this game."
    i18n.set_language("de")
    try:
        assert outcome_text(Over([0, 2]), ["Du", "Vega", "Orion"], 0) == \
            "Gleichstand: Orion und du teilt euch den Sieg."
    finally:
        i18n.set_language("en")


def test_breakdown_lines_become_rows_of_a_head_and_items():
    lines = ["Yellow – majority: Vega (3), 1 minus point a card",
             "Vega -12: Yellow 3×1 · Red 2+9 = 11 ·", "    Blue 4",
             "Orion: nothing collected", "Fewest minus points: Vega"]
    rows = rows_of(lines, ["Vega", "Orion"])
    assert rows == [
        Row("Yellow – majority", ("Vega (3), 1 minus point a card",), None),
        Row("Vega -12", ("Yellow 3×1", "Red 2+9 = 11", "Blue 4"), 0),
        Row("Orion", ("nothing collected",), 1),
        Row("Fewest minus points", ("Vega",), None)]
    assert rows_of(["Vega reached the goal of 5 Monads."], ["Vega"]) == [
        Row("", ("Vega reached the goal of 5 Monads.",), 0)]
    assert rows_of(["Vegas: 3"], ["Vega"])[0].seat is None  # a longer word is not the name
    # a sentence with a colon in it stays one sentence (Astromagie's end in German)
    said = ("Der Nachziehstapel ist leer und niemand hat noch ein Sternzeichen: Es kann "
            "keine neue Reihe mehr eröffnet werden.")
    assert rows_of([said], ["Vega"]) == [Row("", (said,), None)]
    # an indented line continues the one above; under a heading it is the heading's list
    assert rows_of(["Most cards of a colour:", "    Red (6): Vega", "    Blue (5): Orion",
                    "Vega -12: red 4+7 = 11", "    blue 2"], ["Vega", "Orion"]) == [
        Row("Most cards of a colour", ("Red (6): Vega", "Blue (5): Orion"), None),
        Row("Vega -12", ("red 4+7 = 11", "blue 2"), 0)]


def test_items_wrap_between_items_and_stay_whole():
    row = Row("Vega -12", tuple(f"Colour{i} {i}+8 = {i + 8}" for i in range(9)), 0)
    placed = place_rows([row], 420, 17)
    items = [p for p in placed if p.kind == "item"]
    assert [p.text for p in items] == list(row.items)
    assert len({p.rect.y for p in items}) > 1  # wrapped onto several lines
    column = min(p.rect.x for p in items)
    font = theme.font("text", 17)
    for piece in items:
        assert piece.rect.right <= 420 and piece.rect.x >= column
        assert piece.rect.w == font.size(piece.text)[0]  # the whole item at full size


def test_a_sentence_alone_on_its_line_wraps_at_its_words_and_grows_to_fill():
    sentence = "The draw pile is empty and nobody holds a zodiac card, so no new row opens."
    rows = [Row("Vega", ("6 points from 4 tricks",), 0), Row("", (sentence,))]
    placed = place_rows(rows, 300, 17)
    lines = [p for p in placed if p.kind == "line"]
    assert len(lines) > 1 and " ".join(p.text for p in lines) == sentence
    assert all(p.rect.right <= 300 for p in lines)
    size, grown = grow_rows(rows, 300, 400, 17, 24)
    assert size > 17 and table_height(grown) <= 400  # room to spare: larger words
    assert grow_rows(rows, 300, table_height(placed), 17, 24)[0] == 17  # none: as it was


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", KIT_GAMES)
def test_every_games_breakdown_fits_its_panel_whole(app, small_app, game, size, lang):
    application = app if size == (1280, 800) else small_app
    i18n.set_language(lang)
    players = registry.info(game).max_players  # the longest breakdown
    scene = open_results(application, game, players, seed=21)
    assert scene.breakdown_size >= theme.MIN_TEXT_PX
    box = scene.breakdown_rect
    buttons = min(scene.widget(w).rect.top for w in ("new_game", "watch", "review", "title"))
    assert box.bottom <= buttons and not box.colliderect(scene.chart_rect)
    font = theme.font("text", scene.breakdown_size)
    texts = [p.text for p in scene.placed if p.kind in ("item", "line")]  # a sentence's
    # lines, where one wraps at its words, say it whole too
    assert " ".join(texts).split() == " ".join(
        item for row in scene.rows() for item in row.items).split()
    for piece in scene.placed:
        assert 0 <= piece.rect.x and piece.rect.right <= box.w
        if piece.kind == "item":
            assert piece.rect.w == font.size(piece.text)[0], piece.text  # never squeezed
    scene.draw(application.screen)


@pytest.mark.parametrize("size", SIZES)
def test_a_short_breakdown_sits_under_the_standings_beside_a_full_height_chart(
        app, small_app, size):
    """H18: a 2-seat game's few lines leave no half-empty column under the standings."""
    application = app if size == (1280, 800) else small_app
    scene = open_results(application, "solar-republic", 2, seed=4)
    standings, lower = scene._panels
    assert lower.top > standings.bottom and lower.x == standings.x  # one column
    assert scene.chart_rect.left > standings.right
    assert scene.chart_rect.bottom == lower.bottom and scene.chart_rect.top == standings.top
    assert scene.breakdown_rect.bottom <= lower.bottom


def test_a_long_breakdown_runs_across_the_foot_under_the_chart(app):
    scene = open_results(app, "zahlenstreifen", 5, seed=21)
    standings, lower = scene._panels
    assert lower.top > scene.chart_rect.bottom and lower.w > standings.w * 2


def test_the_standings_and_chart_follow_the_games_scores(app):
    scene = open_results(app, "solar-republic", 3, seed=4)
    assert [row[-1] for row in scene.series] == scene.state.scores
    assert scene.chart_rect.w > 200 and scene.chart_rect.h > 120
    first = scene.chart._surface  # drawn on the first frame, then kept
    scene.draw(app.screen)
    assert first is not None and scene.chart._surface is first


@pytest.mark.parametrize("game", KIT_GAMES)
def test_the_winners_head_the_standings_the_others_follow_by_score(app, monkeypatch, game):
    """H1: the standings are a ranking, not the seat order after the winner."""
    from astromagie.ui.kit import results

    calls = []
    real = results.standings
    monkeypatch.setattr(results, "standings",
                        lambda *args: calls.append((list(args[5]), list(args[7]))) or real(*args))
    for seed in range(1, 30):  # a game won by a seat other than the first
        state, config = played(game, 3, seed)
        if 0 not in state.winners():
            break
    app.stack.push(KitResultsScene(app, state, config))
    frames(app, 2)
    order, places = calls[-1]
    winners = set(state.winners())
    assert set(order[:len(winners)]) == winners
    scores = state.scores
    rest = order[len(winners):]
    assert [scores[s] for s in rest] == sorted((scores[s] for s in rest), reverse=True)
    assert [places[s] for s in order] == sorted(places)  # places rise down the list
    assert all(places[s] == 1 for s in winners)


def test_ranking_orders_by_score_and_ties_share_a_place():
    from astromagie.ui.kit.standings import ranking

    # H1's game: Orion won 10, you 6, Vega 9, Lyra 4 (seat order you, Vega, Orion, Lyra)
    assert ranking([6, 9, 10, 4], {2}) == ([2, 1, 0, 3], [3, 2, 1, 4])
    order, places = ranking([5, 7, 5, 7, 1], {1, 3})
    assert order == [1, 3, 0, 2, 4]
    assert places == [3, 1, 3, 1, 5]  # two winners share 1st, two seats share 3rd
    # a game stopped without a winner (Monad's move limit) is still ranked by score
    assert ranking([0, 2, 1], set()) == ([1, 2, 0], [3, 1, 2])


def test_the_standings_show_each_seats_place_before_its_colour(app):
    from astromagie.ui.kit.standings import Column, standings

    rect = pygame.Rect(0, 0, 500, 200)
    args = (rect, ["A", "B", "C"], ["Easy"] * 3, [Column("kit.results.score", [3, 5, 3])],
            {1}, [1, 0, 2], lambda v: round(v))
    plain = standings(*args)
    ranked = standings(*args, places=[2, 1, 2])
    assert len(ranked) == len(plain) + 3  # a place per seat
    dots = [pos for surf, pos in plain if surf.get_size() == (14, 14)]
    ranked_dots = [pos for surf, pos in ranked if surf.get_size() == (14, 14)]
    assert all(r[0] > d[0] for r, d in zip(ranked_dots, dots, strict=True))  # room for it


# -- the buttons -------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", SIZES)
def test_the_buttons_labels_are_never_set_smaller(app, small_app, size, lang):
    application = app if size == (1280, 800) else small_app
    i18n.set_language(lang)
    scene = open_results(application)
    for wid in BUTTON_IDS:
        button = scene.widget(wid)
        natural = theme.font("bold", scene.px(theme.BODY_SIZE)).size(button.text)[0]
        assert natural <= button.rect.w - scene.px(16), (wid, button.text)
        assert button.rect.bottom <= application.size[1]


def test_same_again_seats_the_same_players_for_a_new_deal(app):
    scene = open_results(app, "monad", 2, seed=3)
    click(app, scene.widget("again").rect.center)
    frames(app)
    table = app.stack.top
    assert isinstance(table, KitTableScene)
    assert table.config.seats == scene.config.seats and table.config.game == "monad"
    assert table.config.seed is None and not table.guided


def test_watch_again_starts_at_the_deal_and_review_opens_its_panel(app):
    scene = open_results(app, "solar-republic", 2, seed=5)
    key(app, pygame.K_w)
    watch = app.stack.top
    assert isinstance(watch, KitWatchScene) and watch.turn == 0 and watch.panel is None
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene
    click(app, scene.widget("review").rect.center)
    watch = app.stack.top
    assert isinstance(watch, KitWatchScene) and watch.panel is not None
    watch.panel.job.cancel()


def test_tab_and_enter_reach_every_button(app):
    scene = open_results(app)
    seen = []
    for _ in BUTTON_IDS:
        key(app, pygame.K_TAB)
        seen.append(scene.form.focus.id if scene.form.focus is not None else None)
    assert set(seen) == set(BUTTON_IDS)
    while scene.form.focus.id != "title":
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert type(app.stack.top).__name__ == "TitleScene"


def test_a_key_still_pressed_from_the_game_does_nothing(app):
    state, config = played("zahlenstreifen", 3, 2)
    scene = KitResultsScene(app, state, config)
    app.stack.push(scene)
    key(app, pygame.K_RETURN)
    assert app.stack.top is scene
    frames(app, 40)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is not scene


def test_a_language_switch_redoes_the_table_in_the_new_words(app):
    scene = open_results(app, "monad", 3, seed=2)
    english = [p.text for p in scene.placed]
    i18n.set_language("de")
    try:
        frames(app)
        german = [p.text for p in scene.placed]
        assert german != english
        assert german == [p.text for p in place_rows(scene.rows(), scene.breakdown_rect.w,
                                                     scene.breakdown_size)]
        assert scene.widget("new_game").text == "Neues Spiel …"
    finally:
        i18n.set_language("en")


def test_the_statistics_chart_the_last_game_of_a_kit_game_too(app):
    from astromagie.storage.finish import finish_game
    from astromagie.ui.scenes.stats import StatsScene

    state, config = played("zahlenstreifen", 3, 5)
    finish_game(state, config)
    stats = StatsScene(app, "zahlenstreifen")
    app.stack.push(stats)
    frames(app, 2)
    assert stats._chart is not None
    assert [row[-1] for row in stats._chart._series] == state.scores


# -- finished games and the personal best ----------------------------------------------------

def test_finished_games_opens_this_games_archive_by_button_and_by_f(app):
    from astromagie.ui.scenes.archive import ArchiveScene

    scene = open_results(app, "monad", 2, seed=4)
    key(app, pygame.K_f)
    archive = app.stack.top
    assert isinstance(archive, ArchiveScene) and archive.game == "monad"
    app.stack.pop()
    frames(app)
    click(app, scene.widget("archive").rect.center)
    assert isinstance(app.stack.top, ArchiveScene) and app.stack.top.game == "monad"


def best_trick(state) -> int:
    return registry.rules("astromagie").stat_fields(state, 0)["best_trick"]


def two_games_with_different_best_tricks():
    """Two finished games of Astromagie in which the person's best trick differs: the
    lesser one first."""
    games = [played("astromagie", 2, seed) for seed in range(1, 12)]
    games = [g for g in games if best_trick(g[0]) > 0]
    low = min(games, key=lambda g: best_trick(g[0]))
    high = max(games, key=lambda g: best_trick(g[0]))
    assert best_trick(low[0]) < best_trick(high[0])
    return low, high


def test_new_bests_name_a_best_trick_beyond_every_game_counted_before():
    from astromagie.storage.finish import finish_game
    from astromagie.storage.stats import new_bests

    (low, low_config), (high, high_config) = two_games_with_different_best_tricks()
    assert new_bests(high, high_config) == ({}, [])  # a first game: nothing to beat
    finish_game(low, low_config)
    bests, notices = new_bests(high, high_config)
    assert bests == {"best_trick": best_trick(high)} and notices == []
    assert new_bests(low, low_config)[0] == {}  # counted already, and no better
    finish_game(high, high_config)
    assert new_bests(high, high_config)[0] == {}  # counted: said once, not again


def test_a_game_that_counts_no_best_has_no_personal_best():
    from astromagie.storage.finish import finish_game
    from astromagie.storage.stats import new_bests

    for seed in (1, 2):
        state, config = played("zahlenstreifen", 2, seed)
        assert new_bests(state, config)[0] == {}
        finish_game(state, config)


def test_the_results_celebrate_a_personal_best_under_the_winner(app):
    state, config = played("astromagie", 2, 3)
    plain = KitResultsScene(app, state, config)
    app.stack.push(plain)
    frames(app)
    plain_count = len(plain._static)
    app.stack.pop()
    points = best_trick(state)
    scene = KitResultsScene(app, state, config, bests={"best_trick": points})
    app.stack.push(scene)
    frames(app)
    assert len(scene._static) == plain_count + 1
    best, (x, y) = scene._static[2]  # the title, the outcome, then the best
    assert y + best.get_height() < scene.chart_rect.y
    words = i18n.tr("results.personal_best_trick", points=points)
    assert str(points) in words and best.get_width() == theme.render_fit(
        words, "bold", scene.px(theme.BODY_SIZE), app.size[0] - scene.px(80), theme.GOLD
    ).get_width()


@pytest.mark.usefixtures("toy_on_the_shelf")
def test_the_kit_table_asks_for_the_personal_best_before_it_files_the_game(app, monkeypatch):
    from astromagie.storage import stats

    asked = []

    def spy(state, config):
        asked.append(stats.is_counted(state, config))
        return {"best_trick": 9}, []

    monkeypatch.setattr("astromagie.ui.kit.session.new_bests", spy)
    seats = (SeatConfig("You"), SeatConfig("Vega", "easy"))
    table = KitTableScene(app, GameConfig(seats, seed=3, game=toy.INFO.id),
                          ai_mode="thread", ai_budget=0.01)
    app.stack.push(table)
    table.state = played(toy.INFO.id, 2, 3)[0]
    table.session.begin_turn()  # the game is over: the session ends it
    assert asked == [False] and app.stack.top is table  # the last move is seen first
    app.run_frames(round(END_SECONDS / 0.5) + 2, dt=0.5)
    results = app.stack.top
    assert isinstance(results, KitResultsScene)
    assert results.bests == {"best_trick": 9}


def test_a_personal_best_takes_the_games_own_words_else_the_houses(monkeypatch):
    from astromagie.ui.kit.results import best_words

    house = i18n.tr("results.personal_best_trick", points=7)
    assert best_words("astromagie", {"best_trick": 7}) == [house]
    assert best_words("astromagie", {"best_streak": 7}) == []  # no words: not shown
    monkeypatch.setitem(i18n.load_catalog("en"), "monad.results.personal_best_streak",
                        "Your longest streak yet: {points}!")
    assert best_words("monad", {"best_streak": 7, "best_trick": 2}) == [
        "Your longest streak yet: 7!", i18n.tr("results.personal_best_trick", points=2)]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", SIZES)
def test_every_button_shows_its_key_in_a_cap_beside_its_words(app, small_app, size, lang):
    application = app if size == (1280, 800) else small_app
    i18n.set_language(lang)
    scene = open_results(application)
    caps = {}
    for wid, _words, hotkey in results_scene.BUTTONS:
        button = scene.widget(wid)
        cap = button.cap_rect()
        assert cap is not None and button.rect.contains(cap), wid
        assert not cap.colliderect(button.label_rect()), (wid, button.text)
        assert button.rect.contains(button.label_rect()), (wid, button.text)
        caps[wid] = key_name(hotkey)
    assert caps["archive"] == "F" and caps["new_game"] == "N"  # Finished games (F)
    shot = pygame.Surface(application.size)
    scene.draw(shot)  # the cap is drawn where it stands: its frame's colour at its edge
    cap = scene.widget("archive").cap_rect()
    assert cap is not None
    edge = [tuple(shot.get_at((x, cap.centery)))[:3] for x in range(cap.x - 1, cap.x + 2)]
    assert theme.PANEL_BORDER[:3] in edge


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("game", "players"), [("astromagie", 3), ("astromagie", 5),
                                               *((g, p) for g in KIT_GAMES for p in (2, 3))])
def test_no_large_empty_area_lies_under_the_standings(app, small_app, size, game, players):
    """H18, playtest pt2 (20): under the standings stands the breakdown (beside the chart),
    or the chart beside them is no taller than the standings need plus a little."""
    application = app if size == (1280, 800) else small_app
    scene = open_results(application, game, players, seed=21)
    standings, lower = scene._panels
    if lower.x == standings.x and lower.w == standings.w:  # one column: breakdown under it
        assert lower.top - standings.bottom <= scene.px(20)
        assert scene.chart_rect.bottom == lower.bottom
    else:  # the breakdown across the foot: the band above it is little taller
        assert scene.chart_rect.h - standings.h <= scene.px(80)
    assert scene.breakdown_rect.bottom <= lower.bottom
    assert not scene.chart_rect.colliderect(lower) and not scene.chart_rect.colliderect(
        standings)


def test_enter_rings_the_lit_same_again_button_and_a_second_enter_presses_it(app):
    """pt10c 9: "Same again" stands lit in gold on the results and Enter did nothing; pt11a,
    pt11c: the results came up by themselves just as an Enter asked for them, and that
    Enter dealt a new game unread. The first Enter rings the gold button, the second deals."""
    state, config = played("solar-republic", 2, 3)
    scene = KitResultsScene(app, state, config)
    app.stack.push(scene)
    scene.age = results_scene.READ_GUARD  # past the guard that keeps a key from play
    frames(app, 1)
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert app.stack.top is scene and scene.form.focus is scene.form.get("again")
    key(app, pygame.K_RETURN)  # at once after it (pt12c 3: a double Enter): still here
    assert app.stack.top is scene
    scene.age += results_scene.READ_GUARD  # pt13c 7: a second Enter a moment later too
    key(app, pygame.K_RETURN)
    assert app.stack.top is scene
    scene.age += results_scene.RING_GUARD
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert app.stack.top is not scene and app.stack.top.__class__.__name__ == "KitTableScene"
