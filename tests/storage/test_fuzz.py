"""Whatever bytes the player's files hold, loading never raises and never loses them."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from astromagie.i18n import set_language
from astromagie.storage import load_autosave, load_settings, load_stats
from astromagie.storage.notices import Notice
from astromagie.storage.saves import autosave_path
from astromagie.storage.settings import Settings, settings_path
from astromagie.storage.stats import stats_path

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=12)
contents = st.binary(max_size=64) | json_values.map(lambda v: json.dumps(v).encode()) | (
    st.dictionaries(st.sampled_from(["version", "language", "seats", "sound", "window_size",
                                     "format", "players", "deck", "turns", "buckets"]),
                    json_values, max_size=5).map(lambda v: json.dumps(v).encode()))


def _kept(path: Path, content: bytes) -> bool:
    """The bytes are still there: in place or in a backup beside it."""
    candidates = [path] + sorted(path.parent.glob(path.name + ".*-*"))
    return any(p.exists() and p.read_bytes() == content for p in candidates)


@given(content=contents)
def test_any_content_loads_without_error_and_is_kept(content):
    with tempfile.TemporaryDirectory() as home:
        old = os.environ.get("ASTROMAGIE_HOME")
        os.environ["ASTROMAGIE_HOME"] = home
        try:
            for path, load in ((settings_path(), load_settings), (autosave_path(), load_autosave),
                               (stats_path(), load_stats)):
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(content)
                value, notices = load()
                assert all(isinstance(n, Notice) for n in notices)
                for notice in notices:
                    assert "{" not in notice.text()
                assert _kept(path, content)
                if load is load_settings:
                    assert isinstance(value, Settings)
        finally:
            if old is None:
                del os.environ["ASTROMAGIE_HOME"]
            else:
                os.environ["ASTROMAGIE_HOME"] = old


def test_every_notice_reads_well_in_both_languages():
    params = {"file": "settings.json", "backup": "settings.json.broken-20260101-120000",
              "folder": "/home/ada/.config/Astromagie", "error": "Permission denied",
              "format": "astromagie-record/2"}
    keys = ["settings_broken", "settings_newer", "save_broken", "save_newer", "stats_broken",
            "stats_newer", "game_broken", "read_failed", "write_failed"]
    for lang in ("en", "de"):
        set_language(lang)
        texts = [Notice(f"files.{key}", params).text() for key in keys]
        assert all("{" not in t and not t.startswith("files.") for t in texts)
        assert len(set(texts)) == len(keys)
    set_language("en")
