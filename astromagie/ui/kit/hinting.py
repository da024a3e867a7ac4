"""The hint's sentence: "Try: <the move in words>. <why>", one full stop between.

The move is named by the game's view (`GameView.move_words`), never by its record
notation nor by the log's sentence ("Vega plays ..."), which speak to other
readers; the reason is the game's policy's (`SearchPolicy.reason`, a text key of
the game's catalog). A view without words for its moves gets the card the move
plays raised in the hand instead, and a sentence that points at it.
"""

from __future__ import annotations

from typing import Any

from astromagie import i18n
from astromagie.host.game import GameState
from astromagie.i18n import tr

ENDINGS = (".", "!", "?", "…")


def sentence_end(text: str) -> str:
    """`text` with exactly one closing mark: a full stop added when it has none."""
    text = text.strip()
    return text if not text or text.endswith(ENDINGS) else text + "."


def hint_sentence(move_words: str, why: str) -> str:
    """The hint as the table says it; `move_words` "" when the view cannot name the move
    (the card is raised in the hand instead)."""
    why = sentence_end(why)
    words = move_words.strip().rstrip("".join(ENDINGS)).strip()
    if not words:
        return tr("kit.hint_raised", why=why).strip()
    return tr("kit.hint", move=words, why=why).strip()


def reason_words(game: str, policy: Any, state: GameState, move: Any) -> str:
    """Why the move is good, in the player's language ("" when the game has no words)."""
    key, params = policy.reason(state, move)
    game_key = f"{game}.{key}"
    return tr(game_key, **params) if i18n.has(game_key) else ""
