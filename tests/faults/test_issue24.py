"""Issue 24's fault campaign: one test (or a few) per fault, each failing on the code before
its fix. Faults that need several processes (the AI worker outliving a killed game,
statistics written by two instances at once) are in test_issue24_processes.py.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.astromagie.engine import Game
from astromagie.games.astromagie.engine.cards import DECK, deck_mismatch
from astromagie.games.astromagie.engine.position import PositionError, check_position
from astromagie.games.astromagie.engine.record import (
    RecordError,
    dumps,
    load_record,
    parse_record,
    to_record,
)
from astromagie.storage import archive
from astromagie.storage.records import make_record
from astromagie.storage.settings import Settings, load_settings, save_settings, settings_path
from astromagie.storage.stats import load_stats, record_game, stats_path

ROOT = Path(__file__).resolve().parents[2]


def _finished(seed: int = 5, seats: int = 3) -> Game:
    game = Game.new(seats, seed)
    while not game.is_over():
        game.apply(game.legal_moves()[0])
    return game


def _run_cli(args: list[str], env: dict | None = None, **kw) -> subprocess.CompletedProcess:
    """`astromagie ARGS` in a child process (through the guarded entry point)."""
    base = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    return subprocess.run([sys.executable, "-c", "from astromagie.cli.launch import launch; "
                           "raise SystemExit(launch())", *args],
                          env={**base, **(env or {})}, capture_output=True, timeout=60, **kw)


# -- 1. a byte that is not UTF-8 in LANG / LANGUAGE --------------------------------------
def _sdl_refuses() -> list[object]:
    # what pygame.system.get_pref_locales() does when LANG holds a byte that is not UTF-8
    raise UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte")


def test_fault1_unreadable_os_locales_fall_back_to_the_environment():
    environ = {"LANG": "de_DE\udcff.UTF-8", "LANGUAGE": "de"}
    assert i18n.system_language(environ, preferred=_sdl_refuses) == "de"
    assert i18n.system_language({"LANG": "\udcff"}, preferred=_sdl_refuses) == "en"


def test_fault1_the_os_list_is_read_only_when_no_language_is_saved():
    asked = []

    def preferred() -> list[object]:
        asked.append(True)
        return _sdl_refuses()

    assert i18n.init_language("de", preferred=preferred) == "de"
    assert asked == []


@pytest.mark.parametrize("variable", ["LANG", "LANGUAGE"])
def test_fault1_game_starts_with_a_non_utf8_byte_in(variable, tmp_path):
    """The window opens (SDL decodes LANG itself and raised UnicodeDecodeError)."""
    code = ("from astromagie.ui.app import App; from astromagie import i18n; "
            "app = App(); print('language', i18n.current_language()); app.close()")
    env = {"ASTROMAGIE_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", variable: os.fsdecode(b"de_DE\xff.UTF-8")}
    base = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    done = subprocess.run([sys.executable, "-c", code], env={**base, **env},
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "language " in done.stdout and "Traceback" not in done.stderr


# -- 2. a deck with a duplicate: name the duplicate and the missing card ------------------
def _record_with_deck(deck: list[str]) -> dict:
    record = to_record(Game.new(3, 2), ["A", "B", "C"])
    record["deck"] = deck
    return record


def test_fault2_duplicate_in_the_deck_is_named_with_the_missing_card():
    deck = list(DECK)
    lost = deck[-1]
    deck[-1] = "SUN"  # one Sun too many, the last card missing: still 72 cards
    with pytest.raises(RecordError) as caught:
        load_record(_record_with_deck(deck))
    message = str(caught.value)
    twice = DECK.count("SUN")
    assert f"{twice + 1} × SUN (the game has {twice})" in message
    assert f"missing: {lost}" in message
    assert "it has 72" not in message


def test_fault2_every_deck_check_says_what_is_wrong():
    deck = list(DECK)
    deck[-1] = "SUN"
    assert deck_mismatch(DECK) is None
    assert deck_mismatch(deck) == deck_mismatch(deck)  # deterministic
    with pytest.raises(ValueError, match="SUN"):
        Game.from_deck(deck, 3, 0)
    short = deck_mismatch(list(DECK)[:-3])
    assert short is not None and short.startswith("69 cards; missing: ")


def test_fault2_a_position_with_a_card_twice_names_it():
    hands = [list(DECK[0:6]), list(DECK[6:12])]
    pile = list(DECK[12:])
    hands[1][0] = "SUN"  # a Sun too many, the card it replaced missing
    with pytest.raises(PositionError) as caught:
        check_position(hands, [None] * 4, [], pile, [], [], 0, [0, 0], -1, 0, DECK)
    assert "SUN (the game has" in str(caught.value)
    assert f"missing: {DECK[6]}" in str(caught.value)


# -- 3. replay's text to a stream that cannot encode the names ---------------------------
@pytest.mark.parametrize("encoding", ["cp1252", "ascii", "ascii:strict"])
def test_fault3_replay_writes_what_the_stream_can_take(tmp_path, encoding):
    path = tmp_path / "game.json"
    path.write_text(dumps(to_record(_finished(), ["Мария", "李雷", "Ωmega"])), encoding="utf-8")
    done = _run_cli(["replay", str(path)], env={"PYTHONIOENCODING": encoding,
                                                "ASTROMAGIE_HOME": str(tmp_path / "h")})
    assert done.returncode == 0, done.stderr
    out = done.stdout.decode("ascii")  # what an ascii stream took, nothing more
    assert "\\u041c\\u0430\\u0440\\u0438\\u044f" in out and "\\u03a9mega" in out
    assert b"Traceback" not in done.stderr and b"unexpected error" not in done.stderr


# -- 4. a control character in a file name given to the command line ---------------------
def test_fault4_newline_in_a_file_name_forges_no_line(tmp_path):
    home = tmp_path / "home"
    name = str(tmp_path / "a\nastromagie: forged")
    done = _run_cli(["replay", name], env={"ASTROMAGIE_HOME": str(home)}, text=True)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1, done.stderr
    assert "\\nastromagie: forged" in done.stderr
    log = (home / "logs" / "astromagie.log").read_text(encoding="utf-8")
    assert not any(line.startswith("astromagie: forged") for line in log.splitlines())
    assert "replay '" in log and "\\nastromagie: forged" in log


def test_fault4_a_byte_that_is_not_utf8_keeps_the_log(tmp_path):
    """A file name with a non-UTF-8 byte (a lone surrogate) used to cost the whole log."""
    home = tmp_path / "home"
    name = os.fsdecode(str(tmp_path).encode() + b"/x\xffy.json")
    done = _run_cli(["replay", name], env={"ASTROMAGIE_HOME": str(home)})
    assert done.returncode == 2
    assert b"cannot write the log file" not in done.stderr
    assert b"\\udcff" in done.stderr
    log = (home / "logs" / "astromagie.log").read_text(encoding="utf-8")
    assert "\\udcff" in log and "exit code 2" in log


def test_fault4_a_newline_in_a_record_name_stays_on_its_line(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(dumps(to_record(_finished(), ["Ada\nforged", "B", "C"])), encoding="utf-8")
    done = _run_cli(["replay", str(path)], env={"ASTROMAGIE_HOME": str(tmp_path / "h")},
                    text=True)
    assert done.returncode == 0
    assert not any(line.startswith("forged") for line in done.stdout.splitlines())


# -- 8. a byte-order mark at the start of a JSON file ------------------------------------
BOM = b"\xef\xbb\xbf"


def test_fault8_settings_with_a_bom_keep_every_setting():
    mine = Settings(language="de", animation_speed=2.0, sound=False, window_size=(1000, 700),
                    seats=[{"name": "Ada", "kind": "human"}, {"name": "Vega", "kind": "hard"}])
    save_settings(mine)
    path = settings_path()
    path.write_bytes(BOM + path.read_bytes())
    loaded, told = load_settings()
    assert loaded == mine and told == []
    assert sorted(p.name for p in path.parent.iterdir()) == ["settings.json"]  # nothing aside


def test_fault8_statistics_with_a_bom_keep_counting():
    config = GameConfig((SeatConfig("Ada", "human"), SeatConfig("B", "easy"),
                         SeatConfig("C", "easy")))
    record_game(_finished(5), config)
    path = stats_path()
    path.write_bytes(BOM + path.read_bytes())
    record_game(_finished(6), config)
    stats, told = load_stats()
    assert stats.total().played == 2 and told == []


def test_fault8_a_record_with_a_bom_replays(tmp_path):
    text = dumps(make_record(_finished(seats=4), GameConfig.default()))
    assert parse_record("\ufeff" + text).turns == parse_record(text).turns
    path = tmp_path / "bom.json"
    path.write_bytes(BOM + text.encode("utf-8"))
    done = _run_cli(["replay", "--json", str(path)], env={"ASTROMAGIE_HOME": str(tmp_path)})
    assert done.returncode == 0, done.stderr
    assert "error" not in json.loads(done.stdout)


# -- 7. a clock set back: the game just finished is never pruned -------------------------
def _archive_games(seeds: range, seats: int = 2) -> list[str]:
    """Archive a finished game per seed; returns their record keys in that order."""
    keys = []
    config = GameConfig(tuple(SeatConfig(f"P{i}", "easy") for i in range(seats)))
    for seed in seeds:
        record = make_record(_finished(seed, seats), config)
        assert archive.archive_finished(record) == []
        keys.append(archive.record_key(record))
    return keys


def test_fault7_a_clock_set_back_never_prunes_the_games_just_finished(monkeypatch):
    monkeypatch.setattr(archive, "KEEP_FINISHED", 5)
    future = iter(f"20301231-2359{s:02d}" for s in range(5))
    monkeypatch.setattr(archive, "_now_stamp", lambda: next(future))
    ahead = _archive_games(range(5))  # played while the clock was years ahead
    monkeypatch.setattr(archive, "_now_stamp", lambda: "20261125-100000")
    behind = _archive_games(range(10, 13))  # the clock set back
    kept = [g.id[-10:] for g in archive.list_finished()]
    assert kept == [*reversed(behind), ahead[4], ahead[3]]  # newest first, in arrival order


def test_fault7_the_game_just_archived_survives_even_a_stamp_at_the_end_of_time(monkeypatch):
    monkeypatch.setattr(archive, "KEEP_FINISHED", 2)
    monkeypatch.setattr(archive, "_now_stamp", lambda: "99991231-235959")
    _archive_games(range(2))
    monkeypatch.setattr(archive, "_now_stamp", lambda: "20261125-100000")
    (last,) = _archive_games(range(20, 21))
    assert last in {g.id[-10:] for g in archive.list_finished()}
    assert len(archive.list_finished()) == 2


# -- 6, a sibling: a game finished in one instance never removes the other's autosave ----
def test_fault6_finishing_a_game_keeps_another_instances_autosave():
    from astromagie.storage.finish import finish_game
    from astromagie.storage.saves import autosave_game, autosave_path, load_autosave

    config = GameConfig((SeatConfig("Ada", "human"), SeatConfig("Vega", "easy")))
    running = Game.new(2, 8)
    for _ in range(5):
        running.apply(running.legal_moves()[0])
    autosave_game(running, config)  # instance B, mid-game
    finish_game(_finished(3, 2), config)  # instance A's game ends
    info, told = load_autosave()
    assert info is not None and told == []
    assert [str(m) for m in info.game.history] == [str(m) for m in running.history]
    while not running.is_over():
        running.apply(running.legal_moves()[0])
    finish_game(running, config)  # B's own game ends: now its autosave goes
    assert not autosave_path().exists()
