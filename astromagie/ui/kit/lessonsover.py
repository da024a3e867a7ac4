"""The end of the guided game's lessons: the hand-over card's offer, and its results' line.

When the last lesson is done, the hand-over card (`guided.HandOverCard`) says in a line
that the lessons are over and what the rest of this game is for, and offers two buttons
on the card, each with its key: play this game to its end (P: the card stays as it is,
the coach's later notes too) or start a real game (N: the set-up screen for the same
game). pt17: Astromagie's guided game went on after its last lesson with nobody saying
so, and Monad's ran long after its eleven lessons with no way out but the pause menu.
The offer stands while the hand-over card does, until one is chosen. A guided game's
results say the lessons are done and that New game… starts a real one (`results_line`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from astromagie.i18n import tr
from astromagie.look import theme
from astromagie.ui.widgets.keycap import KEY_PX, cap_room, paint_key_cap

from .frame import Frame
from .guided import HandOverCard, handover_card

if TYPE_CHECKING:
    from .session import TableSession

PLAY_ON_KEY = pygame.K_p  # "Play on": no key of the table's or of any game's turn
REAL_GAME_KEY = pygame.K_n  # "New game", as on the results screen
# the offer's buttons, left to right: id, label, key, its cap's name
CHOICES = (("play_on", "kit.lessons_over.play_on", PLAY_ON_KEY, "P"),
           ("real_game", "kit.lessons_over.real_game", REAL_GAME_KEY, "N"))
LABEL_PX = 15


def offer_labels() -> tuple[str, ...]:
    """The offer's buttons' words, in the language now."""
    return tuple(tr(key) for _id, key, _key, _cap in CHOICES)


def offered(coaching: object) -> bool:
    """Whether the lesson card shows the offer (the hand-over card, not yet answered)."""
    return isinstance(coaching, HandOverCard) and coaching.offer


def _button_w(label: str, cap: str, frame: Frame) -> int:
    words = theme.font("bold", frame.font(LABEL_PX)).size(label)[0]
    name = theme.render(cap, "bold", frame.font(KEY_PX), theme.TEXT_DARK)
    return words + cap_room(name, frame.scale) + round(20 * frame.scale)


def button_h(frame: Frame) -> int:
    return theme.font("bold", frame.font(LABEL_PX)).get_linesize() + round(12 * frame.scale)


def offer_height(labels: Sequence[str], width: int, frame: Frame) -> int:
    """The room the buttons take on a card whose inside is `width` wide: one row when
    both fit side by side, else one above the other (a narrow German card)."""
    if not labels:
        return 0
    gap = round(8 * frame.scale)
    rows = 1 if sum(_button_w(label, cap, frame) for label, (*_, cap) in
                    zip(labels, CHOICES, strict=True)) + gap <= width else len(labels)
    return rows * button_h(frame) + (rows - 1) * gap + gap


def offer_rects(labels: Sequence[str], area: pygame.Rect, frame: Frame
                ) -> tuple[pygame.Rect, ...]:
    """The buttons in `area` (the card's inside, from their top): side by side, each
    half of it, else one above the other across it."""
    if not labels:
        return ()
    gap = round(8 * frame.scale)
    high = button_h(frame)
    side = sum(_button_w(label, cap, frame) for label, (*_, cap) in
               zip(labels, CHOICES, strict=True)) + gap <= area.w
    if side:
        half = (area.w - gap) // 2
        return (pygame.Rect(area.x, area.y, half, high),
                pygame.Rect(area.x + half + gap, area.y, area.w - half - gap, high))
    return tuple(pygame.Rect(area.x, area.y + i * (high + gap), area.w, high)
                 for i in range(len(labels)))


def paint_offer(surface: pygame.Surface, labels: Sequence[str],
                rects: Sequence[pygame.Rect], frame: Frame) -> None:
    """The offer's buttons: "Real game" in gold (what a newcomer is led on to), "Play on"
    outlined, each with its key's cap."""
    for label, rect, (wid, _key, _code, cap) in zip(labels, rects, CHOICES, strict=False):
        gold = wid == "real_game"
        radius = rect.h // 2
        if gold:
            pygame.draw.rect(surface, theme.GOLD, rect, border_radius=radius)
        else:
            pygame.draw.rect(surface, theme.GOLD, rect, width=2, border_radius=radius)
        ink = theme.TEXT_DARK if gold else theme.TEXT
        name = theme.render(cap, "bold", frame.font(KEY_PX), ink)
        words = theme.render_fit(label, "bold", frame.font(LABEL_PX),
                                 rect.w - cap_room(name, frame.scale) - round(14 * frame.scale),
                                 ink)
        room = rect.w - cap_room(name, frame.scale)
        surface.blit(words, words.get_rect(center=(rect.x + room // 2 + round(4 * frame.scale),
                                                   rect.centery)))
        paint_key_cap(surface, name, rect.right - round(4 * frame.scale), rect.centery,
                      frame.scale)


def choice_of(event: pygame.event.Event, buttons: Sequence[pygame.Rect]) -> str | None:
    """The offer's choice an event makes: its key, or a click on its button."""
    if event.type == pygame.KEYDOWN and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
        for wid, _label, key, _cap in CHOICES:
            if event.key == key:
                return wid
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        for (wid, *_), rect in zip(CHOICES, buttons, strict=False):
            if rect.collidepoint(event.pos):
                return wid
    return None


def play_on(session: TableSession) -> None:
    """Play this game to its end: the offer goes (its head and line with it), the
    hand-over card stays with its own words."""
    session.lesson.handover.played_on = True
    if isinstance(session.coaching, HandOverCard):
        session.coaching = handover_card(session.view)


class LessonsOffer:
    """The offer's keys and clicks at the table (`lesson.LessonFold` asks it first):
    `scene` is the kit's table scene (its session, its painter's buttons, its app)."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene

    def take(self, event: pygame.event.Event) -> bool:
        """True if `event` answered the offer (and was done)."""
        session = self.scene.session
        if not offered(session.coaching) or not session.person_turn():
            return False
        choice = choice_of(event, self.scene.painter.offer_buttons)
        if choice == "play_on":
            play_on(session)
        elif choice == "real_game":
            real_game(self.scene.app, session.config.game)
        return choice is not None


def real_game(app: Any, game: str) -> None:
    """A real game of `game`: its set-up screen, from the title (as the results' New
    game…); the guided game is kept, saved as after every move."""
    app.back_to_title()
    app.push_scene("setup", game)


def results_line(guided: bool) -> str:
    """The results' line under the winner for a guided game ("" for any other)."""
    return tr("kit.lessons_over.results") if guided else ""
