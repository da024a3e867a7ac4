"""F1 after a refusal, in every game: the rule book opens with the refused rule's
section heading as the first line in view, and the rule's passage framed below it
(pt4b 16: the heading was scrolled out of view; pt4a 19: The Solar Republic opened at
the contents)."""

from __future__ import annotations

import pygame
import pytest

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.solar_republic.state import SolarState
from astromagie.games.solar_republic.view import code_of
from astromagie.ui.kit.table import KitTableScene
from astromagie.ui.scenes.rules import RulesScene
from tests.ui.ui_events import frames, key, move_to, post

pytestmark = [pytest.mark.usefixtures("instant_bots"),
              pytest.mark.app(fast=True, autosave=False)]

SEATS = (SeatConfig("Ada", "human"), SeatConfig("Ben", "random"), SeatConfig("Cy", "random"))


def test_SR5_f1_after_a_refused_drop_opens_the_rule_book_at_SR5(app):
    state = SolarState.new(3, 4)
    state.current = 0
    state.hands[0] = ["JU1", "NE2"]
    state.pile = ["NE2"]
    state.moves = ["D", "D"]
    scene = KitTableScene(app, GameConfig(SEATS, seed=1, game="solar-republic"), state,
                          ai_mode="thread", ai_budget=0.01, autosave=False)
    app.stack.push(scene)
    frames(app, 2)
    hand = scene.hand()
    index = next(i for i, c in enumerate(hand) if code_of(c) == "JU1")
    start = scene.frame.hand_rects(len(hand), None, hand)[index].center
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    frames(app)
    move_to(app, scene.board.zone_rect("pile").center)
    post(pygame.MOUSEBUTTONUP, pos=scene.board.zone_rect("pile").center, button=1)
    frames(app, 2)
    assert scene.message.endswith("(rule SR5)") and scene.rule == "SR5"
    key(app, pygame.K_F1)
    frames(app, 2)
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and rules.rule == "SR5"
    passage, heading = rules.rule_anchors["SR5"], rules.rule_headings["SR5"]
    assert rules.scroll <= passage.y  # the passage in view, framed
    assert passage.y - heading <= rules.view.h // 2  # SR5 states the section's start
    assert heading - rules._px(12) <= rules.scroll <= heading  # so its heading is on top


@pytest.mark.parametrize("game", ["astromagie", "solar-republic", "monad", "zahlenstreifen"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_rule_id_opens_with_its_heading_on_top_and_its_passage_in_view(app, game, lang):
    """What F1 does after any refusal of `game` (the table passes the refusal's rule)."""
    from astromagie import i18n
    from astromagie.host import registry

    i18n.set_language(lang)
    scene = RulesScene(app, None, game)
    scene.size = (1024, 700)
    scene.rebuild()
    rules = {rule for section in registry.info(game).rule_book
             for rule in (*section.rules, *(r for r, _part in section.passages))}
    assert rules and rules <= set(scene.rule_anchors) and rules <= set(scene.rule_headings)
    for rule in sorted(rules):
        scene.show_rule(rule)
        passage, heading = scene.rule_anchors[rule], scene.rule_headings[rule]
        top = scene.scroll
        assert passage.y >= top  # the passage starts in view: under its heading, or on top
        if passage.y - heading <= scene.view.h // 2:
            assert heading - scene._px(12) <= top <= heading, rule  # the heading leads
        else:  # a passage far down a long section: the passage itself on top
            assert passage.y - scene._px(24) <= top, rule
