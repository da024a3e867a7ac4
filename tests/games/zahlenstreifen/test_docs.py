"""The rule book and the record format in the repository (docs/games/zahlenstreifen/).

Every rule ID is defined there once, in order; every ID the room's code and tests cite
is one of them and has a test named after it; the record format's replay lines are the
program's; nothing in the room points at a rule book outside the repository.
"""

from __future__ import annotations

import re
from pathlib import Path

from astromagie.games.zahlenstreifen.rules import RULES

from .helpers import EXAMPLES, load_example

ROOT = Path(__file__).resolve().parents[3]
DOCS = ROOT / "docs" / "games" / "zahlenstreifen"
RULE_IDS = [f"NS{n}" for n in range(1, 18)]
ROOM = [*(ROOT / "astromagie" / "games" / "zahlenstreifen").rglob("*.py"),
        *(ROOT / "tests" / "games" / "zahlenstreifen").rglob("*.py"),
        ROOT / "tests" / "ui" / "test_zahlenstreifen_table.py",
        EXAMPLES / "README.md"]


def test_the_rule_book_defines_every_rule_id_once_in_order() -> None:
    text = (DOCS / "rules.md").read_text(encoding="utf-8")
    assert re.findall(r"^\*\*(NS\d+)\.\*\*", text, flags=re.MULTILINE) == RULE_IDS
    assert "## Additions in this edition" in text
    assert "(record-format.md)" in text and (DOCS / "record-format.md").exists()


def test_every_rule_id_the_room_cites_is_in_the_rule_book_and_tested() -> None:
    cited: set[str] = set()
    for path in ROOM:
        cited |= set(re.findall(r"\bNS\d+\b", path.read_text(encoding="utf-8")))
    assert cited and cited <= set(RULE_IDS), cited - set(RULE_IDS)
    tests = "\n".join(p.read_text(encoding="utf-8") for p in ROOM if p.name.startswith("test_"))
    untested = [rid for rid in RULE_IDS if not re.search(rf"def test_(?:NS\d+_)*{rid}_", tests)]
    assert not untested


def test_nothing_in_the_room_points_at_a_rule_book_outside_the_repository() -> None:
    for path in ROOM:
        text = path.read_text(encoding="utf-8")
        outside = re.findall(r"\b(?:RULES|RECORD)\.md\b", text)
        assert path.name == "test_docs.py" or not outside, path


def test_the_record_formats_replay_lines_are_the_programs() -> None:
    text = (DOCS / "record-format.md").read_text(encoding="utf-8")
    shown = re.search(r"```\n(  1  P0 plays.*?)```", text, flags=re.DOTALL)
    assert shown is not None
    printed = RULES.replay_text(load_example("record-1.json")).splitlines()
    for line in shown.group(1).splitlines():
        assert line == " ..." or line in printed, line
    for needle in ('"strip-record/1"', '"FORMAT"', "NS5", "NS12", "NS17", "exit code 2",
                   "exit code 0", "`--json`", "never shows a traceback", "(rules.md)"):
        assert needle in text, needle
