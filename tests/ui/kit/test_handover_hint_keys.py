"""pt15a 8: how the hint is played (H, then Enter step by step) was found by chance. The
hand-over words of every game say it once, in both languages."""

from __future__ import annotations

import pytest

from astromagie.host import registry
from astromagie.i18n import set_language, tr
from astromagie.ui.kit.guided import handover_words

GAMES = ("astromagie", "solar-republic", "monad", "zahlenstreifen")


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("game", GAMES)
def test_pt15a_8_every_hand_over_says_how_h_and_enter_play_the_hint(game: str,
                                                                     language: str) -> None:
    set_language(language)
    try:
        view = registry.view(game).for_game(registry.rules(game).new(3, 5, {}))
        words = handover_words(view)
        line = tr("kit.guide_hint_keys")
        assert words.endswith(line) and words.count(line) == 1
        assert "Enter" in line and "H" in line
    finally:
        set_language("en")


@pytest.mark.parametrize("language", ["en", "de"])
def test_pt15a_8_zahlenstreifens_own_play_on_lesson_leaves_the_hints_keys_to_the_kit(
        language: str) -> None:
    """Zahlenstreifen's own last lesson comes a turn before the kit's hand-over, which says
    how Enter plays the hint: said once, there (pt19b learning 5: twice, a turn apart)."""
    set_language(language)
    try:
        assert "Enter" not in tr("zahlenstreifen.coach.play_on")
    finally:
        set_language("en")
