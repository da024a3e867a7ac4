"""The newcomer playtest pt17 (German) on Astromagie's side: the shelf's blurb with air
at 1024x700, one score preview at a time, and the table's own boxes not repeating."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.games.astromagie.view import VIEW
from astromagie.games.astromagie.view.words import score_text
from astromagie.kit.view import Highlight
from astromagie.look import theme
from tests.ui.test_astromagie_table import NAMES, deal, turn_of

AIR = 0.10  # of the line's width left free: "…gewinnt / den Stich." wrapped, cramped


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_pt17_2_the_shelf_blurb_is_one_line_with_air(lang: str, size: tuple[int, int]) -> None:
    """pt17 2: the line under the shelf's tiles wrapped at 1024x700 and touched the tiles
    and New game; it fits on one line with room to spare, in both languages."""
    pygame.font.init()
    i18n.set_language(lang)
    try:
        line_w = min(size[0] - theme.px(48, size), theme.px(760, size))
        blurb = i18n.tr("astromagie.game.blurb")
        width = theme.render(blurb, "text", theme.px(theme.SMALL_SIZE, size)).get_width()
        assert width <= line_w * (1 - AIR), (blurb, width, line_w)
    finally:
        i18n.set_language("en")


def test_pt17_1_one_score_preview_the_pill_reckons_the_card_pointed_at() -> None:
    """pt17 1: with the hint's card taken up and the pointer on a place, "2 Punkte" stood
    by the card and "= 1 Punkt" in the pill under the row. The bubble by the card says no
    points over the row; the pill reckons the card held over a legal place in, else the
    staged cards (the hint's, once Enter laid them)."""
    pygame.init()
    state = deal((("ARI", "FIRE", "MARS", "GEM", "LEO", "AIR"),
                  ("TAU", "EARTH", "VIR", "CON", "SUN", "CAN")))
    board = VIEW.board(pygame.Rect(0, 0, 960, 520), 2, (90, 135))
    turn = turn_of(state)
    assert turn.drop("ARI", "pos:3").kind == "staged"
    targets = frozenset(turn.targets("MARS"))
    staged = Highlight(names=NAMES[:2], live=turn)
    pointed = Highlight(names=NAMES[:2], live=turn, held="MARS", over="pos:4", targets=targets)
    away = Highlight(names=NAMES[:2], live=turn, held="MARS", over="pos:2", targets=targets)
    assert turn.preview("MARS", "pos:4") == "Mars on 4"  # no second number by the card
    with_mars = state.preview([(3, "ARI"), (4, "MARS")])
    assert with_mars.points > state.preview([(3, "ARI")]).points  # Mars pairs with Aries
    assert board.worth_words(state, pointed) == (
        score_text("table.preview_staged", with_mars), True)
    only_aries = (score_text("table.preview_staged", state.preview([(3, "ARI")])), True)
    assert board.worth_words(state, staged) == only_aries
    assert board.worth_words(state, away) == only_aries  # 2 is no place for Mars
    assert turn.preview("GEM", "discard") == ""  # a discard after staging: refused anyway
    fresh = turn_of(deal((("ARI", "FIRE", "MARS", "GEM", "LEO", "AIR"),
                          ("TAU", "EARTH", "VIR", "CON", "SUN", "CAN"))))
    assert fresh.preview("GEM", "discard")  # a discard still says what it does


def test_pt17_1_the_status_line_says_whose_trick_not_a_third_number() -> None:
    """The status line said "If played: you hold the trick, 1 point" while the pill
    reckoned the pointed card in at 2: it says whose trick, the pill the points."""
    state = deal((("ARI", "FIRE", "MARS", "GEM", "LEO", "AIR"),
                  ("TAU", "EARTH", "VIR", "CON", "SUN", "CAN")))
    turn = turn_of(state)
    turn.drop("ARI", "pos:3")
    for lang in ("en", "de"):
        i18n.set_language(lang)
        try:
            assert turn.note() == i18n.tr("astromagie.staged.yours")
            assert not any(ch.isdigit() for ch in turn.note())
        finally:
            i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt17_4_a_trick_a_planet_on_4_multiplied_is_a_moment(lang: str) -> None:
    """Fun was 7/10: a ×2 that pays passed in silence below the big trick's 12 points. A
    won row whose planet on 4 multiplied a real match says so; one it multiplied nothing
    in (at least 1, × 2 = 2) or with no planet on 4 says nothing; a big trick keeps its own."""
    from astromagie.games.astromagie.engine import Trick
    from astromagie.games.astromagie.view.words import celebration, multiplied

    i18n.set_language(lang)
    try:
        doubled = Trick(3, 0, ("SAG", "FIRE", "ARI", "MARS"), (), 8)
        said = multiplied(doubled)
        assert "8" in said and "2" in said and "4" in said and said.startswith("★")
        assert said == i18n.tr("astromagie.celebrate.multiplied", base=4, multiplier=2,
                             points=8)
        assert multiplied(Trick(3, 0, (None, "WATER", "ARI", "MARS"), (), 2)) == ""
        assert multiplied(Trick(3, 0, ("SAG", "FIRE", "ARI", None), (), 3)) == ""
        assert celebration(12) and celebration(8) == ""
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt17_3_the_forced_lesson_leaves_the_reason_to_the_status_line(lang: str) -> None:
    """pt17 3: the coach said "No zodiac card to open the row" beside the status line's
    "You must discard: no zodiac card to open on 3"; the lesson points at that line."""
    from astromagie.games.astromagie.view.forced import forced_reason
    from tests.ui.test_astromagie_coach_words import played_to

    i18n.set_language(lang)
    try:
        game = played_to(4)  # the lesson's forced turn: an empty row, no zodiac card
        status = forced_reason(game, game.current_player)
        lesson = i18n.tr("astromagie.coach.forced")
        for word in {"en": ("zodiac", "open"), "de": ("Zeichen", "Eröffnen")}[lang]:
            assert word in status and word not in lesson
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_pt17_the_bubble_by_a_held_card_stands_off_the_row_s_other_cards(
        size: tuple[int, int]) -> None:
    """"Mars on 4" lay over Aries on 3, on the Mars plate the pill spoke of: the row's
    places are kept areas, so the bubble stands beside the row, off its other cards."""
    from astromagie.ui.kit.frame import compute_frame
    from astromagie.ui.kit.previewplace import preview_layout

    pygame.init()
    frame = compute_frame(size, VIEW.card_ratio)
    board = VIEW.board(frame.board, 2, frame.card)
    kept = VIEW.kept_areas(board)
    assert len(kept) == 6 and all(kept[pos - 1] == board.zone_rect(f"pos:{pos}")
                                  for pos in range(1, 7))
    for pos in range(1, 7):
        held = board.zone_rect(f"pos:{pos}")
        box, _ = preview_layout("Mars on 4", lambda t, s, c: theme.render(t, "bold", s, c),
                                lambda t, s, w: theme.wrap(t, "bold", s, w), 18, 1.0, held,
                                frame.board, False, kept, theme.GOLD)
        others = [r for p, r in enumerate(kept, start=1) if p != pos]
        assert box.collidelist(others) < 0, pos
