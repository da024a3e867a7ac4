"""`astromagie replay` for every game: the text and `--json` give the same verdict.

Each game's example records (`tests/games/*/examples/`, and Astromagie's
archived games of `tests/fixtures/player-files-v1/`) are replayed in both modes
and compared: the same exit code, the same end, the same moves in the same
order. A broken copy of each (an illegal entry, a deck with a card twice and
one missing, a format no game reads) is refused the same way by both, and the
refusal names the file.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from astromagie.cli.main import main
from astromagie.host import registry

TESTS = Path(__file__).resolve().parents[1]
EXAMPLES = sorted(TESTS.glob("games/*/examples/record-*[0-9].json")) + sorted(
    (TESTS / "fixtures/player-files-v1/data/games").glob("*.json"))


def _moves(report: dict[str, Any]) -> list[str]:
    """What the text must show, in order, for each game's report."""
    if "tricks" in report:  # Astromagie lists its tricks
        return [f"turn {t['turn']:3d}" for t in report["tricks"]]
    if "entries" in report:  # Monad
        return [e["move"] for e in report["entries"]]
    if "dummy" in report:  # Zahlenstreifen: "plays R5", "chooses B1 R2"
        return [e["move"][2:] for e in report["turns"]]
    return [e["move"] for e in report["turns"]]


def _says_over(text: str) -> bool:
    return "not finished" not in text and "not over" not in text


def replay(capsys: pytest.CaptureFixture[str], *argv: object) -> tuple[int, str, str]:
    code = main(["replay", *map(str, argv)])
    out, err = capsys.readouterr()
    return code, out, err


def _in_order(needles: list[str], text: str) -> bool:
    at = 0
    for needle in needles:
        at = text.find(needle, at)
        if at < 0:
            return False
        at += len(needle)
    return True


def test_every_game_has_an_example() -> None:
    formats = {json.loads(p.read_text(encoding="utf-8"))["format"] for p in EXAMPLES}
    assert formats == set(registry.record_formats())


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: f"{p.parent.parent.name}-{p.name}")
def test_text_and_json_agree_on_an_example(capsys: pytest.CaptureFixture[str],
                                           path: Path) -> None:
    code_json, out_json, _ = replay(capsys, path, "--json")
    code_text, out_text, err_text = replay(capsys, path)
    report = json.loads(out_json)
    assert code_json == code_text == 0 and err_text == ""
    moves = _moves(report)
    assert moves and _in_order(moves, out_text)
    assert _says_over(out_text) == report["over"]
    names = json.loads(path.read_text(encoding="utf-8"))["players"]
    assert all(name in out_text for name in names)


def _broken_copy(path: Path, tmp_path: Path) -> tuple[Path, int]:
    """The record with an entry in the middle swapped for one its mover cannot make."""
    data = json.loads(path.read_text(encoding="utf-8"))
    k = len(data["turns"]) // 2
    data["turns"][k] = data["turns"][k - 1] if data["turns"][k] != data["turns"][k - 1] \
        else data["turns"][k - 2]
    broken = tmp_path / f"broken-{path.name}"
    broken.write_text(json.dumps(data), encoding="utf-8")
    return broken, k + 1


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: f"{p.parent.parent.name}-{p.name}")
def test_text_and_json_refuse_an_illegal_entry_alike(capsys: pytest.CaptureFixture[str],
                                                      tmp_path: Path, path: Path) -> None:
    broken, _ = _broken_copy(path, tmp_path)
    code_json, out_json, err_json = replay(capsys, broken, "--json")
    code_text, out_text, err_text = replay(capsys, broken)
    error = json.loads(out_json)["error"]
    where = error.get("turn", error.get("entry"))
    assert where > 0
    assert code_json == code_text == 2 and out_text == ""
    assert err_text == err_json and len(err_text.splitlines()) == 1
    assert f"turn {where} breaks {error['rule']}" in err_text


def _deck_with_a_card_twice(path: Path, tmp_path: Path) -> tuple[Path, str, str]:
    data = json.loads(path.read_text(encoding="utf-8"))
    deck = data["deck"]
    plain = [i for i, c in enumerate(deck) if not re.fullmatch(r"I[A-Z]", c)]  # Monad's identities
    first = plain[0]
    other = next(i for i in plain if deck[i] != deck[first])
    missing, twice = deck[first], deck[other]
    deck[first] = twice
    broken = tmp_path / f"deck-{path.name}"
    broken.write_text(json.dumps(data), encoding="utf-8")
    return broken, twice, missing


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: f"{p.parent.parent.name}-{p.name}")
def test_a_deck_with_a_card_twice_names_it_and_the_missing_one(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, path: Path) -> None:
    broken, twice, missing = _deck_with_a_card_twice(path, tmp_path)
    code, out, err = replay(capsys, broken, "--json")
    message = json.loads(out)["error"]["message"]
    assert code == 2
    assert re.search(rf"too many: \d+ × {twice}\b", message), message
    assert re.search(rf"missing: (\d+ × )?{missing}\b", message), message
    assert replay(capsys, broken)[2] == err


def test_several_files_a_refusal_names_its_file(capsys: pytest.CaptureFixture[str],
                                                tmp_path: Path) -> None:
    good = EXAMPLES[0]
    broken, _ = _broken_copy(EXAMPLES[-1], tmp_path)
    code, out, err = replay(capsys, good, broken, "--json")
    lines = [json.loads(line) for line in out.splitlines()]
    assert code == 2 and len(lines) == 2 and "error" not in lines[0]
    assert lines[1]["error"]["file"] == str(broken)
    assert err.startswith(f"astromagie replay: {broken}: turn ")
    code, out, err = replay(capsys, good, broken)
    assert code == 2 and f"== {broken}" in out
    assert err.startswith(f"astromagie replay: {broken}: turn ")


def test_one_file_keeps_the_rule_books_error_object(capsys: pytest.CaptureFixture[str],
                                                    tmp_path: Path) -> None:
    broken, _ = _broken_copy(EXAMPLES[0], tmp_path)
    _, out, err = replay(capsys, broken, "--json")
    assert set(json.loads(out)["error"]) <= {"turn", "entry", "rule", "message"}
    assert str(broken) in err


@pytest.mark.parametrize("record", [{"format": "chess-record/1"}, {"players": []}])
def test_a_format_no_game_reads_is_named_with_the_ones_read(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, record: dict[str, Any]) -> None:
    path = tmp_path / "other.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    code, out, err = replay(capsys, path, "--json")
    message = json.loads(out)["error"]["message"]
    assert code == 2
    assert ("'chess-record/1'" in message) == ("format" in record)
    assert all(fmt in message for fmt in registry.record_formats())
    assert "must be 'astromagie-record/1'" not in message
    assert replay(capsys, path)[2] == err


def test_review_refuses_an_illegal_entry_as_replay_does_and_names_the_file(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    broken, _ = _broken_copy(EXAMPLES[0], tmp_path)
    _, _, told = replay(capsys, broken)
    assert main(["review", str(broken)]) == 2
    err = capsys.readouterr().err
    assert err == told.replace("astromagie replay:", "astromagie review:")
