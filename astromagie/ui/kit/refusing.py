"""A refusal's words at the table: the rule broken, in the player's language, with a
reference a newcomer can read and follow (F1 or a click opens the rule); and the
lesson's own answer to a move it did not ask for."""

from __future__ import annotations

from collections.abc import Sequence

from astromagie import i18n
from astromagie.host.game import Violation
from astromagie.i18n import tr
from astromagie.kit.view import Coaching, GameViewBase


def refusal_text(game: str, view: GameViewBase, violation: Violation,
                 names: Sequence[str] = ()) -> str:
    """The refusal in the player's language with its rule: '... (rule SR5)'.

    The view's `violation_words` says it if it has words of its own ("" for none);
    otherwise the game's catalog (`<game>.violation.<reason>`), or else the engine's message.
    """
    text = view.violation_words(violation, names)
    if not text:
        key = f"{game}.violation.{violation.reason}"
        text = tr(key, **violation.params) if i18n.has(key) else violation.message
    return f"{text} {rule_reference(violation.rule)}"


def lesson_asks(coaching: Coaching) -> str:
    """"Not this move: the lesson asks for “Play Io”; the coach's box says why." (its
    reason stands in the box beside it: in the message line it was shrunk unreadable);
    a lesson without a short line gives its whole text."""
    return tr("kit.lesson_asks", move=coaching.short) if coaching.short else coaching.text


def strayed_words(again_key: str) -> str:
    """"That was not the move the lesson showed", with Again's key."""
    return tr("kit.again_strayed", shortcut=again_key)


def rule_reference(rule: str) -> str:
    """A refusal's rule as a reference a newcomer can read: "(rule NS5)", "(Regel NS5)"
    (playtest pt2: a bare "(NS5)" meant nothing; F1 or a click opens the rule)."""
    return f"({tr('kit.rule_ref', rule=rule)})"
