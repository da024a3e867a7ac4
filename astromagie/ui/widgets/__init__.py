"""The menus' building blocks: texts (`T`), layout helpers, controls (labels, buttons,
toggles, choices, steppers, text input), the `Form` that routes input to them, `MenuScene`
(the base of every menu screen) and `ScrollView` (every scrolling list and page).

    from astromagie.ui.widgets import Button, MenuScene, ScrollView, T
"""

from astromagie.ui.widgets.controls import (
    Button,
    Choice,
    Label,
    Stepper,
    Toggle,
    Widget,
)
from astromagie.ui.widgets.layout import centered, column, row, split
from astromagie.ui.widgets.menu import Form, MenuScene
from astromagie.ui.widgets.scroll import ScrollBarStyle, ScrollView
from astromagie.ui.widgets.text import T, TextSource, text_of
from astromagie.ui.widgets.textinput import TextInput

__all__ = [
    "Button", "Choice", "Form", "Label", "MenuScene", "ScrollBarStyle", "ScrollView",
    "Stepper", "T", "TextInput", "TextSource", "Toggle", "Widget", "centered", "column",
    "row", "split", "text_of",
]
