"""A review of the guided game leaves out the moves its coach asked for (pt3 item 20:
'Review my moves' called the coach's own turn-7 swap the costliest mistake)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from astromagie import i18n
from astromagie.ai.review import Moment, Review
from astromagie.host import registry
from astromagie.storage.records import make_record, positions
from astromagie.ui.kit.guided import coached_turns
from astromagie.ui.kit.session import guided_config
from astromagie.ui.review_panel import ReviewPanel
from tests.ui.test_monad_table_teaching import guided_lessons


def _record(state: Any) -> dict[str, Any]:
    """The record as the table files it (with its seats: `make_record`)."""
    config, _ = guided_config("monad")
    return make_record(state, config)


def test_the_guided_games_lesson_moves_are_the_coachs():
    lessons, state, _ = guided_lessons()
    record = _record(state)
    states = positions(record)
    coached = coached_turns(record, "monad", states)
    mine = [k for k in range(1, len(states)) if states[k - 1].current_player == 0]
    # every lesson followed, and the buy lesson's payment, played with it as one action
    played = [states[k].history[-1] for k in sorted(coached)]
    assert sorted(coached) == mine[:len(played)]
    assert [m for m in played if not m.startswith("P")] == [c.move for c in lessons]
    assert any(m.startswith("P") for m in played)  # the payment counted as coached


def test_a_game_of_another_deal_has_no_coached_moves():
    rules = registry.rules("monad")
    state = rules.new(2, 12345, {})
    for _ in range(6):
        state.apply(state.legal_moves()[0])
    record = _record(state)
    assert coached_turns(record, "monad", positions(record)) == set()


def _moment(turn: int, loss: float) -> Moment:
    return Moment(turn, 0, "T Y1 B1", "D", loss, 0.0, loss, 5, "", {})


def test_the_review_panel_leaves_coached_moves_out_and_says_so():
    review = Review([_moment(13, 6.9), _moment(40, 3.0)], 30, [0], 32)
    job = SimpleNamespace(review=review, error=None)
    panel = ReviewPanel(job, ["You", "Vega"], 0, lambda move, state=None: str(move),  # type: ignore[arg-type]
                        coached={13})
    assert [m.turn for m in panel.moments] == [40]
    assert panel.coached_count() == 1
    assert "1 move the coach asked for" in i18n.tr("review.coached", count=1)
    plain = ReviewPanel(job, ["You", "Vega"], 0, lambda move, state=None: str(move))  # type: ignore[arg-type]
    assert [m.turn for m in plain.moments] == [13, 40] and plain.coached_count() == 0
