"""The desktop game (pygame-ce): app and main loop, scene stack, route table, widgets,
scenes, card art.

Only this package imports pygame; engine/ and ai/ stay pure Python.
Entry point: `astromagie.ui.app.run(args)`. Screens subclass `astromagie.ui.scene.Scene`
and are listed by name in `astromagie.ui.routes`.
"""
