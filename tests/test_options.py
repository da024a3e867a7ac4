"""A game's options as typed data (host/options.py): valid values, remembered values read
back, and only the values that differ from the default reach a game and its record."""

from __future__ import annotations

import pytest

from astromagie.games.astromagie.engine import Variants
from astromagie.host import registry
from astromagie.host.options import OptionSpec, chosen_options, read_options

SWITCH = OptionSpec("fast", "bool", False, words="x.fast")
NUMBER = OptionSpec("target", "int", None, words="x.target", value_words="x.points",
                    low=10, high=300, step=10, suggested=50)
CHOICE = OptionSpec("deck", "choice", "short", words="x.deck", choices=("short", "long"))


def test_each_kind_takes_only_its_values():
    assert SWITCH.valid(True) and not SWITCH.valid(1) and not SWITCH.valid(None)
    assert NUMBER.valid(None) and NUMBER.valid(10) and NUMBER.valid(300)
    assert not NUMBER.valid(9) and not NUMBER.valid(301) and not NUMBER.valid(True)
    assert not NUMBER.valid("50")
    assert CHOICE.valid("long") and not CHOICE.valid("medium")
    assert NUMBER.can_be_off and not SWITCH.can_be_off and not CHOICE.can_be_off


def test_a_spec_that_contradicts_itself_is_refused():
    with pytest.raises(ValueError):
        OptionSpec("n", "int", None, low=1, high=4, suggested=7)
    with pytest.raises(ValueError):
        OptionSpec("c", "choice", "x", choices=("a", "b"))


def test_remembered_values_are_read_back_and_bad_ones_fall_back_to_the_default():
    specs = (SWITCH, NUMBER, CHOICE)
    assert read_options(specs, {"fast": True, "target": 70, "deck": "long"}) == {
        "fast": True, "target": 70, "deck": "long"}
    assert read_options(specs, {"fast": "yes", "target": 5000, "deck": 3, "other": 1}) == {
        "fast": False, "target": None, "deck": "short"}
    assert read_options(specs, None) == {"fast": False, "target": None, "deck": "short"}


def test_only_values_other_than_the_default_reach_the_game():
    specs = (SWITCH, NUMBER, CHOICE)
    assert chosen_options(specs, {"fast": False, "target": None, "deck": "short"}) == {}
    assert chosen_options(specs, {"fast": True, "target": 60, "deck": "long", "x": 1}) == {
        "fast": True, "target": 60, "deck": "long"}


def test_astromagie_declares_its_variants_v1_and_v2_as_the_record_names_them():
    names = {spec.name: spec for spec in registry.info("astromagie").options}
    assert set(names) == {"modern_rulers", "target_score"}
    assert names["modern_rulers"].kind == "bool" and names["target_score"].can_be_off
    for variants in (Variants(), Variants(modern_rulers=True),
                     Variants(target_score=120), Variants(True, 50)):
        record = variants.to_record()
        assert chosen_options(tuple(names.values()), read_options(names.values(), record)) \
            == record


def test_monad_declares_its_goal_as_an_addition():
    (goal,) = registry.info("monad").options
    assert goal.name == "goal" and goal.kind == "int" and goal.can_be_off and goal.addition
