"""What Tab, Escape and the next action do at the table, as a part of the table's gestures
(`gestures.TableGestures`).

- Tab and Shift+Tab move the keyboard's focus through the hand as → and ← do: the chosen
  card is the focus, raised in the fan (one selection, not a second one). The title says
  "Tab and Enter work everywhere" (pt8b 7: at the table Tab opened "At the table" and the
  hand showed no focus); what each player has is on T now (`OVERLAY_KEY`).
- Escape puts away what is open before it pauses: a question, the chosen card, the hint
  (pt8c 10: Escape with the hint showing paused the game), then the cards staged this
  turn go back to the hand (`escapeback.py`; pt15d 4: Esc paused over a started buy).
- A refusal's red mark on its place goes at the next action of any kind; its words stay
  until a card is placed or a move made (pt9a 3: gone at the next drag, they left a
  bounced card unexplained), then their reading time (`session.REFUSAL_READ`).
"""

from __future__ import annotations

import pygame

from .desk import Picker
from .escapeback import take_back_staged
from .session import TableSession

OVERLAY_KEY = pygame.K_t  # T ("table", "Tisch"): the open piles, then each seat's words;
# no game's turn, nor the table, uses T (D, F, A, J, X, E, R, U, H, S, I, L, B, 1-9, ?)


def focus_key(event: pygame.event.Event) -> int:
    """The key as the table reads it: Tab is → and Shift+Tab is ← (round the fan)."""
    if event.key != pygame.K_TAB:
        return int(event.key)
    return pygame.K_LEFT if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else pygame.K_RIGHT


class KeyFocus:
    """Escape's order of things put away, for the table scene."""

    session: TableSession
    picker: Picker | None
    selected: int | None
    enters_waiting: int

    def hint_showing(self) -> bool:
        session = self.session
        return (session.message_kind == "hint" and bool(session.message)) or \
            any(session.hint_marks) or session.bots.hint_token is not None

    def escape(self) -> bool:
        """Escape: the question, else the chosen card, else the hint goes, else the cards
        staged this turn go back to the hand. False if nothing was open or staged (the
        pause menu comes)."""
        if self.picker is not None:
            self.picker = None
        elif self.selected is not None:
            self.selected = None
        elif self.hint_showing():
            self.session.say("", "info", 0.0)
            self.session.hint_marks = ((), ())
            self.session.bots.forget_hint()
            self.enters_waiting = 0  # Enter typed for it is dropped with it
        elif not take_back_staged(self.session):
            return False
        return True
