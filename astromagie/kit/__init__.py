"""What a game's table view is built from, outside the UI: the kit's words and pencils.

A game never imports the UI (`astromagie.ui`): its view (`games/<id>/view/`) is
written against `kit.view` (the protocols the table kit asks of a game:
`GameView`, `Board`, `TurnInput`, `Decision`, ...) and draws with `kit.draw`
(the house's colours, text and symbols). The table kit's scene, frame and
painter (`astromagie.ui.kit`) are the UI's and use a view only through these
protocols.
"""
