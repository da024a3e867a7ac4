"""Which bot levels a person is offered, and which bot gives the table's hint (issue 37,
point 3; issue 39, item 4): the setup offers the real levels only, never a game's hint
search or guide nor a measuring level, and the hint's bot is named by role."""

from __future__ import annotations

import pytest

from astromagie.ai.registry import (
    BOT_NAMES,
    OFFERED_LEVELS,
    SHARED_LEVELS,
    bot_levels,
    hint_level,
    make_bot,
)
from astromagie.host import registry
from astromagie.ui.scenes import setup

SPECIAL = {"guide", "hint-search", "hint", "hard-1200", "hard-calibrated", *SHARED_LEVELS}


def test_the_setup_offers_exactly_the_real_levels():
    assert setup.LEVELS == OFFERED_LEVELS
    assert set(OFFERED_LEVELS) <= set(BOT_NAMES)
    assert not SPECIAL & set(setup.KINDS)


@pytest.mark.parametrize("game", registry.ids())
def test_every_game_knows_the_offered_levels_and_its_special_ones_are_not_offered(game):
    levels = bot_levels(game)
    assert levels[:len(BOT_NAMES)] == BOT_NAMES
    extra = set(levels) - set(BOT_NAMES)
    assert extra <= SPECIAL, extra  # a new special level must be named here, not offered
    assert not extra & set(OFFERED_LEVELS)
    for level in SHARED_LEVELS:  # the measuring levels stay runnable for the arena
        assert make_bot(level, 1, game).name == level


@pytest.mark.parametrize("game", registry.ids())
def test_the_hint_is_given_by_the_level_the_game_names_for_the_role(game):
    # Astromagie's own hint search; the searching games' hard search at a fixed work (ai/hint.py)
    expected = "hint-search" if game == "astromagie" else "hint"
    assert hint_level(game) == expected
    assert hint_level(game) in bot_levels(game)


def test_nothing_of_the_app_imports_the_lab():
    # Research code (the belief, the fitted opponent model) lives in astromagie.lab; the
    # registry loads it by name only when a measurement asks for hard-belief.
    from tests.test_layers import graph

    edges = graph()
    assert "astromagie.lab.beliefs" in edges and "astromagie.ai.beliefs" not in edges
    importers = {name for name, targets in edges.items()
                 if not name.startswith("astromagie.lab")
                 and any(t == "astromagie.lab" or t.startswith("astromagie.lab.") for t in targets)}
    assert importers == set()
