"""The screens of the game, one module each (title, setup, table, rules, settings, stats,
pause, results, archive, watch). Each module defines its `Scene` subclasses and never
imports another scene module: screens open each other by name through the app
(`app.push_scene("rules")`), whose route table is astromagie/ui/routes.py."""
