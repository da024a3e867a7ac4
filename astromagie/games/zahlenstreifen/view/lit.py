"""The row's cards while a card is held away from the 0 (pt16b 9): those it would take
are framed in the take's red, the rest dimmed, so the eye finds them in a long band
without holding the card over the 0 first. Which cards: the engine's move preview
(`outcome.play_outcome`, read by the board), never the taking rule re-coded here."""

from __future__ import annotations

from functools import lru_cache

import pygame

TAKEN = (226, 96, 104)  # the red the preview over the 0 frames a taken card in
DIM = (8, 10, 26, 130)  # over a card it would not take: the table's dark, mostly opaque


def light_or_dim(surface: pygame.Surface, place: pygame.Rect, lit: bool) -> None:
    """Frame the card at `place` if the held card would take it, else dim it."""
    if lit:
        pygame.draw.rect(surface, TAKEN, place.inflate(4, 4), width=3, border_radius=7)
        return
    surface.blit(_shade(place.size), place)


@lru_cache(maxsize=8)
def _shade(size: tuple[int, int]) -> pygame.Surface:
    """The dimming veil of a card's size, made once (the row has a few card sizes, and a
    held card dims most of a 25-card band every frame)."""
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill(DIM)
    return shade
