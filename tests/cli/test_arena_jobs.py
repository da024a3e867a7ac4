"""`arena --jobs` (issue 15, defect 11): capped by the games and the machine, jobs built lazily."""

from __future__ import annotations

import json
import types

from astromagie.cli import arena
from astromagie.cli.main import main


def test_more_jobs_than_games_start_no_more_processes(capsys, monkeypatch):
    started: list[int] = []

    class CountingPool:
        def __init__(self, processes, **options):  # initializer=...: only the real pool runs it
            started.append(processes)
            self._pool = types.SimpleNamespace()

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False

        def imap_unordered(self, func, jobs, chunksize=1):
            assert not isinstance(jobs, list)  # built one at a time, not all up front
            results = map(func, jobs)
            # the pool's iterator: next(timeout) (the arena asks again while it waits)
            return types.SimpleNamespace(next=lambda timeout=None: next(results))

        def terminate(self):
            pass

        def join(self):
            pass

    monkeypatch.setattr(arena.multiprocessing, "get_context",
                        lambda method: types.SimpleNamespace(Pool=CountingPool))
    code = main(["arena", "--bots", "random", "--players", "2", "--games", "2",
                 "--jobs", "100", "--json"])
    out, err = capsys.readouterr()
    assert code == 0
    assert started == [2]
    assert "using 2 processes, not 100" in err
    assert json.loads(out)["games"] == 2


def test_the_cap_is_a_few_per_core():
    assert 2 <= arena.job_cap() <= 2 * 64
