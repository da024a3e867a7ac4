"""pt12b 8 at the table: a card dropped on the row during the secret choice is refused
with where to drop it, and the whole message is shown at 1024x700 and 1280x800."""

from __future__ import annotations

import pytest

from astromagie import i18n
from tests.ui.test_zahlenstreifen_playtest9 import last_round_scene, to_the_choice
from tests.ui.ui_events import frames


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt12b_8_NS12_the_choices_refusal_says_where_to_drop(app, instant_bots, lang):
    i18n.set_language(lang)
    try:
        scene = last_round_scene(app)
        to_the_choice(app, scene)
        card = scene.hand()[0]
        violation = scene.state.check(f"P {card}")
        assert violation is not None and violation.rule == "NS12"
        scene.refuse(violation)
        frames(app)
        words = i18n.tr("zahlenstreifen.violation.last_round_over")
        assert words in scene.message and "NS12" in scene.message
        assert ("right end" if lang == "en" else "rechten Ende") in words
    finally:
        i18n.set_language("en")
