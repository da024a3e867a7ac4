"""`astromagie review` judges by the table's hint, as the app's "Review my moves" does.

The command line and the app must not disagree on a game: both ask the hint at each
decision, so a moment's better move is the hint's move there (issue 38, pt4a: a review
that searched on its own called the hint's move a mistake). `--own-search` keeps the
old comparison with the heuristic's favourite moves. Few deals, so the hint's work is cut
to match (`hint_of(rules, worlds)`) and the test stays fast.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from astromagie.ai.review import hint_of, same_move
from astromagie.cli.main import main
from astromagie.host import registry
from astromagie.storage.records import positions

RECORD = Path(__file__).resolve().parents[1] / "games/solar_republic/examples/record-1.json"
WORLDS = 3


def review(capsys: pytest.CaptureFixture[str], *extra: str) -> dict:
    code = main(["review", str(RECORD), "--worlds", str(WORLDS), "--min-loss", "0.5",
                 "--json", *extra])
    assert code == 0
    return json.loads(capsys.readouterr().out)


def test_every_moment_names_the_hints_move_as_the_better_one(
        capsys: pytest.CaptureFixture[str]) -> None:
    report = review(capsys)
    rules = registry.rules("solar-republic")
    states = positions(json.loads(RECORD.read_text(encoding="utf-8")))
    hint = hint_of(rules, WORLDS)
    assert hint is not None and report["moments"]
    for moment in report["moments"]:
        before = states[moment["turn"] - 1]
        hinted = hint(before.observation(before.current_player))
        assert same_move(rules, rules.parse_move(moment["suggested"]), hinted)
        assert not same_move(rules, rules.parse_move(moment["played"]), hinted)


def test_own_search_weighs_other_moves_than_the_hints(
        capsys: pytest.CaptureFixture[str]) -> None:
    by_hint = {m["turn"]: m["suggested"] for m in review(capsys)["moments"]}
    own = {m["turn"]: m["suggested"] for m in review(capsys, "--own-search")["moments"]}
    assert own != by_hint  # the flag changes what the review compares with
