"""The room: Monad is on the shelf, its registration is light, its rules load on first use."""

from __future__ import annotations

import subprocess
import sys

from astromagie.games.monad.rules import RULES
from astromagie.host import registry
from astromagie.host.game import GameState, Observation


def test_monad_is_registered_with_its_info() -> None:
    info = registry.info("monad")
    assert (info.id, info.record_formats) == ("monad", ("monad-record/1",))
    assert list(info.players) == [2, 3, 4]
    assert info.rules == "astromagie.games.monad.rules:RULES"
    assert registry.rules("monad") is RULES
    assert registry.game_of_format("monad-record/1") is info
    state = RULES.new(2, 1)
    assert isinstance(state, GameState)
    assert isinstance(state.observation(0), Observation)


def test_the_room_imports_nothing_heavy() -> None:
    code = ("import sys, astromagie.games.monad; "
            "bad = [m for m in sys.modules if m.startswith(('pygame', 'astromagie.ui', "
            "'astromagie.cli', 'astromagie.storage', 'astromagie.engine', "
            "'astromagie.games.monad.state', 'astromagie.games.monad.rules'))]; "
            "print(bad)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "[]"


def test_the_rules_import_only_what_a_room_may() -> None:
    code = ("import sys, astromagie.games.monad.rules; "
            "bad = [m for m in sys.modules if m.startswith(('pygame', 'astromagie.ui', "
            "'astromagie.cli', 'astromagie.storage', 'astromagie.engine', "
            "'astromagie.games.astromagie'))]; print(bad)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "[]"


def test_every_refusal_and_hint_has_its_text_in_both_languages() -> None:
    import re
    from pathlib import Path

    from astromagie import i18n
    from astromagie.games.monad import legal, policy, state

    # the checks live in legal.py (MonadLegal); state.py is read too, should one move there
    source = "".join(Path(module.__file__).read_text(encoding="utf-8")
                     for module in (legal, state))
    reasons = set(re.findall(r'_no\("(?:MO\d+)", "(\w+)"', source)) | {"notation"}
    assert len(reasons) >= 19
    hints = {key for key, _ in policy._REASONS.values()}
    hints |= {"hint.trade_monad", "hint.takes_bonus", "hint.trade_up"}
    try:
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            for reason in reasons:
                assert i18n.has(f"monad.violation.{reason}"), (lang, reason)
            for key in hints:
                assert i18n.has(f"monad.{key}"), (lang, key)
            assert i18n.tr("monad.violation.not_in_hand", card="R1").count("R1") == 1
    finally:
        i18n.set_language("en")
