"""Texts of the controls: a plain string or `T("menu.new_game")`, looked up with `tr`
whenever the widget refreshes, so a language switch re-renders every label once; and
`initial`, the letter of a name that an avatar shows."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

from astromagie.i18n import tr

TextSource = str | Callable[[], str]


class T:
    """A translated text: calling it gives `tr(key, **params)` in the current language."""

    __slots__ = ("key", "params")

    def __init__(self, key: str, **params: object) -> None:
        self.key = key
        self.params = params

    def __call__(self) -> str:
        return tr(self.key, **self.params)

    def __repr__(self) -> str:
        return f"T({self.key!r})"


def text_of(source: TextSource) -> str:
    return source() if callable(source) else source



# what shows nothing by itself: format marks (right-to-left mark, joiners), combining
# marks, separators and controls
_UNSEEN = ("Cf", "Cc", "Cs", "Mn", "Me", "Mc", "Zs", "Zl", "Zp")


def initial(name: str) -> str:
    """The first letter of `name` that shows, upper-cased ("?" if none does): a name that
    begins with a right-to-left mark or a joiner still gets its letter on the avatar."""
    for ch in name:
        if unicodedata.category(ch) not in _UNSEEN:
            return ch.upper()
    return "?"
