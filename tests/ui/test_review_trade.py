"""The review says the trade in checkable terms (playtest pt8a, finding 2).

A move that won a 15-point trick was marked "−11" against a pair that kept a strong
aspect, explained only as "the cards it keeps served you better later". Where the move
played did as well or better at once, the reason now names the cards the better move
keeps and what the rest of the game then brings on average; without the cards, the
trade plainly.
"""

from __future__ import annotations

import random

import pytest

from astromagie import i18n
from astromagie.ai.review import Moment, moment_at
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.astromagie.engine import Game
from astromagie.host import registry
from astromagie.storage.archive import playback_of
from astromagie.ui.kit.watch import KitWatchScene
from astromagie.ui.review_panel import ReviewPanel, _inner_quotes
from tests.ui.test_review_in_app import _DoneJob
from tests.ui.test_review_list import review_scene

pytestmark = pytest.mark.usefixtures("app")


@pytest.fixture(params=["en", "de"])
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def astromagie_trade(app) -> tuple[KitWatchScene, ReviewPanel, Moment]:
    """A played pair and another pair of the same position (cards differing), reviewed
    as the pt8a case: the played one 11 points worse in the end."""
    game = Game.new(2, 11)
    rng = random.Random(11)
    while not game.is_over():
        game.apply(rng.choice(game.legal_moves()))
    config = GameConfig((SeatConfig("Ada"), SeatConfig("Vega", "easy")), seed=11,
                        game="astromagie")
    playback = playback_of(game, config)
    rules = registry.rules("astromagie")
    for n, notation in enumerate(playback.record["turns"]):
        before = playback.game_at(n)
        played = rules.parse_move(notation)
        if before.current_player != 0 or played.is_discard:
            continue
        others = [m for m in before.legal_moves() if not m.is_discard
                  and {c for c, _ in m.placements} != {c for c, _ in played.placements}]
        if others:
            break
    else:
        raise AssertionError("no play of the person's with another play beside it")
    moment = moment_at(rules, n + 1, before, played, others[0], (-8.0, 3.0), 4, "points")
    scene = KitWatchScene(app, playback, review_mode="thread")
    job = _DoneJob("astromagie", [moment])
    job.record = playback.record
    panel = ReviewPanel(job, scene.names, scene.you, scene.move_words, (), scene.kept_cards)
    return scene, panel, moment


def test_the_reason_names_what_the_better_move_keeps_and_what_it_brings_later(app, lang):
    scene, panel, moment = astromagie_trade(app)
    kept = scene.kept_cards(moment.turn, moment.played, moment.suggested)
    assert kept, "the move played put out a card the better one keeps"
    reason = panel.reason(moment)
    later = round(moment.loss + moment.now_played - moment.now_better)
    assert later >= 1
    expected = i18n.tr("review.trade_kept",
                       better=_inner_quotes(scene.move_words(moment.turn, moment.suggested)),
                       kept=kept[0] if len(kept) == 1 else i18n.tr(
                           "review.and", first=", ".join(kept[:-1]), last=kept[-1]),
                       points=later)
    assert reason.endswith(expected), reason
    for name in kept:
        assert name in reason
    assert f" {later} " in reason  # the figure, checkable against the row's loss


def test_without_the_cards_the_trade_is_said_plainly(app, lang):
    scene, panel = review_scene(app, 1)
    base = panel.moments[0]
    plain = ReviewPanel(panel.job, scene.names, scene.you, scene.move_words)  # no cards
    # the move played did 2 more at once, the better one finished 5 ahead: 7 later
    moment = Moment(base.turn, 0, base.played, base.suggested, 5.0, -9.0, -4.0, 3,
                    "hint.takes_nothing", {}, now_played=2.0, now_better=0.0)
    reason = plain.reason(moment)
    assert i18n.tr(
        "review.trade_plain", points=7,
        played=_inner_quotes(scene.move_words(moment.turn, moment.played)),
        better=_inner_quotes(scene.move_words(moment.turn, moment.suggested))) in reason, reason


def test_no_trade_is_told_where_the_move_played_did_less_at_once(app):
    scene, panel = review_scene(app, 1)
    base = panel.moments[0]
    moment = Moment(base.turn, 0, base.played, base.suggested, 5.0, -9.0, -4.0, 3,
                    "hint.takes_nothing", {}, now_played=-3.0, now_better=0.0)
    full = ReviewPanel(panel.job, scene.names, scene.you, scene.move_words, (),
                       scene.kept_cards)
    reason = full.reason(moment)
    assert "keeps" not in reason and "more at once" not in reason, reason
    assert full.trade(moment, "x", "y") == ""
