"""The screens of the game, one module each (title, setup, table, rules, settings, stats,
pause, results). Each module defines one `Scene` subclass; they import each other lazily
so a screen that is still being written never breaks the others."""
