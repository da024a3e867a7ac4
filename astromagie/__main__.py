"""`python -m astromagie` runs the same command line as `astromagie`, under the crash handler.

The guard matters: the AI may run in a "spawn" child process, which imports this
module again as `__mp_main__`; it must not start a second game, nor load the
launcher it does not need.
"""

import multiprocessing

if __name__ == "__main__":
    multiprocessing.freeze_support()  # first: a frozen child process stops here
    from astromagie.cli.launch import launch

    raise SystemExit(launch())
