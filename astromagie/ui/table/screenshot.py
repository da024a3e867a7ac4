"""`--screenshot FILE [--seed S]`: play a game against the AI until the row is busy, save a PNG.

The human seat is played by a quick bot through the same controller a player
uses (staging, then confirm), so the picture shows the real table: a filled
row, a stacked pair when the deal allows one, and the human's turn with a
staged card and its live score preview. Runs with or without a screen.
"""

from __future__ import annotations

import logging
import os
from typing import Any

from astromagie.gameconfig import GameConfig, SeatConfig

log = logging.getLogger(__name__)

MIN_SIZE = (1280, 800)
MAX_FRAMES = 60 * 60 * 4  # a safety net: never loop forever whatever the bots do
DT = 1 / 60


def _row_cards(game: Any) -> int:
    return sum(1 for c in game.row() if c is not None) + 2 * len(game.pairs)


def screenshot_config(seed: int | None) -> GameConfig:
    return GameConfig((SeatConfig("You"), SeatConfig("Vega", "easy"),
                       SeatConfig("Orion", "medium"), SeatConfig("Lyra", "easy")), seed=seed)


def take_screenshot(app: Any, path: str, seed: int | None = None) -> int:
    """Play against the AI until the row holds several cards, write the window to `path`.

    `app` may be None: then a 1280x800 App is created (headless when no display
    is available) and closed again. Returns the process exit code (0 on success).
    """
    own_app = app is None
    if own_app:
        from astromagie.ui.app import App, LocalSettings, has_display

        if not has_display():
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        app = App(LocalSettings(sound=False), seed=seed, size=MIN_SIZE)
    try:
        return _shoot(app, path, seed if seed is not None else getattr(app, "seed", None))
    finally:
        if own_app:
            app.stack.clear()
            app.pygame.display.quit()


def _shoot(app: Any, path: str, seed: int | None) -> int:
    import pygame

    from astromagie.ui.scenes.table import TableScene

    w, h = app.screen.get_size()
    if w < MIN_SIZE[0] or h < MIN_SIZE[1]:
        app.set_window_size((max(w, MIN_SIZE[0]), max(h, MIN_SIZE[1])))
    settings = app.settings
    old_speed = getattr(settings, "animation_speed", 1.0)
    settings.animation_speed = 50.0  # play fast; the picture is taken when all is still
    base = seed if seed is not None else 1
    scene = None
    try:
        for attempt in range(6):  # a deal whose row never fills before the end: deal again
            scene = _play_until_busy_row(app, base + attempt)
            if scene is not None:
                break
        if scene is None:
            log.error("no game reached a busy row; saving the last table as it is")
            scene = app.stack.top
        settings.animation_speed = old_speed
        if isinstance(scene, TableScene):
            scene.mouse = (-100, -100)
        for _ in range(3):  # let landings and hovers settle, at normal speed
            app.frame(DT)
        if not app.running:
            app.draw()
        pygame.image.save(app.screen, str(path))
    finally:
        settings.animation_speed = old_speed
        if isinstance(scene, TableScene):
            scene.worker.close()
    game = scene.game if isinstance(scene, TableScene) else None
    turn = len(game.history) if game is not None else 0
    print(f"screenshot: {path} ({app.screen.get_width()}x{app.screen.get_height()}, "
          f"turn {turn})")
    return 0


def _play_until_busy_row(app: Any, seed: int) -> Any:
    """Play a game from `seed` until the human's turn finds a busy row; the scene, or None."""
    from astromagie.ai import make_bot
    from astromagie.ui.scenes.table import TableScene
    from astromagie.ui.table.ai_worker import resolve_bot

    scene = TableScene(app, screenshot_config(seed), ai_mode="thread", ai_budget=0.05,
                       autosave=False)
    app.stack.clear()
    app.stack.push(scene)
    stand_in = make_bot(resolve_bot("easy"), seed)
    game = scene.game
    for _ in range(MAX_FRAMES):
        app.frame(DT)
        if scene.finished or not app.running or app.stack.top is not scene:
            scene.worker.close()
            return None
        if not scene.human_turn():
            continue
        turn = scene.turn
        assert turn is not None
        plays = [m for m in game.legal_moves() if m.discard is None]
        cards = _row_cards(game)
        if plays and (cards >= 6 or (cards >= 4 and len(game.history) >= 12)):
            # Stage the best play and stop: the picture shows its live preview.
            best = max(plays, key=lambda m: (game.preview(m.placements).points,
                                             len(m.placements)))
            turn.staging.stage_move(best)
            return scene
        move = stand_in.choose(game.observation(turn.seat), 0.05)
        if move.discard is not None:
            turn.selected = turn.hand().index(move.discard)
            scene._drop(turn.selected, "discard")
        else:
            turn.staging.stage_move(move)
            scene._confirm()
    return scene
