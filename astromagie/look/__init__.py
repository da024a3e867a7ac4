"""The house's look, below every floor that draws: colours, sizes and text (`theme`), and
the fonts with their glyph coverage (`fonts`).

The UI (`astromagie.ui`) and a game's view (through `astromagie.kit.draw`) draw with the
same look, so every game on the shelf looks like one house; nothing here knows a scene,
a table or a game.
"""
