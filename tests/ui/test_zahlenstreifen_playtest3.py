"""Zahlenstreifen after the second newcomer playtest (pt2, /tmp/pt2/report.md): the board
waits for its slide (finding 1), the lesson stands clear of the band it talks about (2),
the band reads in two lines with a number under each card (5), the pile's badge keeps
its place (10), a tie wears a badge (8), the secret choice shows its cost (9), and the
hint's reason names what a costly play keeps and a contested majority (6, 7)."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.games.zahlenstreifen.cards import CARD
from astromagie.games.zahlenstreifen.policy import StripPolicy
from astromagie.games.zahlenstreifen.state import CHOOSE
from astromagie.games.zahlenstreifen.view import VIEW
from astromagie.games.zahlenstreifen.view.board import FULL, SLIDE_SECONDS, StripBoard
from astromagie.games.zahlenstreifen.view.outcome import leaders
from astromagie.games.zahlenstreifen.view.panels import paint_tie_badge, secret_cost
from astromagie.kit import draw as look
from astromagie.kit.view import Highlight
from astromagie.ui.kit.frame import compute_frame
from tests.games.zahlenstreifen.helpers import arrange
from tests.ui.guided import coached_lessons

pytestmark = pytest.mark.usefixtures("app")

SIZES = [(1280, 800), (1024, 700)]
POLICY = StripPolicy()


def board_for(players: int = 3, size: tuple[int, int] = (1280, 800)) -> StripBoard:
    frame = compute_frame(size, VIEW.card_ratio)
    board = VIEW.board(frame.board, players, frame.card)
    assert isinstance(board, StripBoard)
    return board


def test_finding_1_the_board_is_not_at_rest_while_its_row_slides():
    board = board_for()
    now = pygame.time.get_ticks()
    board.sliding(12, now)  # painted at rest: 12 cards
    assert VIEW.board_at_rest(board)
    board.sliding(13, now)  # one card more: the row slides one place
    assert not board.at_rest(now) and not board.at_rest(now + 100)
    assert board.at_rest(now + round(SLIDE_SECONDS * 1000))
    board.slide_start = pygame.time.get_ticks() - round(SLIDE_SECONDS * 1000) - 1
    assert VIEW.board_at_rest(board)
    assert VIEW.board_at_rest(object())  # not this game's board: nothing to wait for


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("length", [12, 22, 29, 35])
def test_finding_5_the_band_shows_whole_cards_in_two_lines_each_with_its_number(size, length):
    """29 band cards once overlapped into a smear of corners, their sparse numbers under
    the neighbouring card. Up to two lines' worth, every band card lies whole, and its
    number stands under it, nearer to it than to any other card."""
    board = board_for(3, size)
    rects = board.row_rects(length)
    older = length - (FULL - 1)
    band = rects[:older]
    assert len({r.y for r in band}) == (1 if older <= board.band_cap else 2)
    assert board.band_cap >= 10  # two lines: 20 older cards whole at least
    for a, b in zip(band, band[1:], strict=False):
        if a.y == b.y:
            assert abs(b.x - a.x) >= a.w  # side by side, not overlapping
    assert all(not r.colliderect(s) for r in band for s in rects[older:])  # off the row
    surface = pygame.Surface(size)
    numbers = board._band_labels(surface, rects, length)
    assert len(numbers) == older  # every one numbered
    for i, number in enumerate(numbers):
        card = band[i]
        assert card.left <= number.centerx <= card.right
        assert 0 <= number.top - card.bottom <= 3  # right under its own card
        assert not any(number.colliderect(r) for r in rects)


@pytest.mark.parametrize("size", [*SIZES, (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_band_cards_stay_readable_with_every_number_of_players(size, players):
    """Four or five collections leave room for one line only: the band keeps one line of
    cards at least 40 px tall (their corners read) rather than two lines of slivers."""
    board = board_for(players, size)
    assert board.band_card[1] >= 40
    assert board.band_rows == 2 or board.band_split(40) == (0, 40)
    lines = {r.y for r in board.row_rects(9 + 2 * board.band_cap)[:2 * board.band_cap]}
    assert len(lines) == board.band_rows
    assert all(board.rect.contains(r) for r in board.row_rects(60))


@pytest.mark.parametrize("size", SIZES)
def test_finding_10_the_room_of_the_piles_badge_stays_empty_as_the_band_grows(size):
    """The kit sets the pile's badge where the least is painted: a band card above the
    pile or over position 9 sent it under the pile once the band grew ("Draw pile 16"
    jumped). The band starts over position 8, whatever its length."""
    board = board_for(3, size)
    room = pygame.Rect(board.rect.x, board.band.y, board.slots[FULL - 2].x - board.rect.x,
                       board.pile.y - board.band.y)
    for length in (10, 20, 29, 45, 60):
        assert not any(room.colliderect(r) for r in board.row_rects(length)[:length - 9])


@pytest.mark.parametrize("size", SIZES)
def test_finding_8_a_tied_majority_wears_a_gold_badge_beside_its_values(size):
    state = arrange(players=3, row="", hands={0: "R1 R2 R3 R4 R5"},
                    collections={0: "V1 V2", 1: "V3 V4", 2: ""})
    assert leaders(state)[3] == [0, 1]  # violet: tied
    board = board_for(3, size)
    surface = pygame.Surface(size)
    board.paint(surface, state, 0, Highlight(names=("Ada", "Ben", "Cy")))
    cell = board.cells[0]
    pill = pygame.Rect(cell.x + 60, cell.y + 4, 90, cell.h - 8)
    badge = paint_tie_badge(board, surface, pill, cell)
    assert badge.w >= 16 and badge.top >= cell.top - 2  # readable, in its line
    assert badge.centerx >= pill.right - 2  # on the corner, not over the last value
    assert tuple(surface.get_at((badge.centerx, badge.y + 3)))[:3] == tuple(look.GOLD)[:3]
    # the board paints one for each tied owner's violet, none for a colour led alone
    painted: list[pygame.Rect] = []
    # the collection rows paint the badge (collectionrows, moved out of the board)
    import astromagie.games.zahlenstreifen.view.collectionrows as board_module
    real = board_module.paint_tie_badge
    board_module.paint_tie_badge = lambda *args: painted.append(real(*args)) or painted[-1]
    try:
        board.paint(surface, state, 0, Highlight(names=("Ada", "Ben", "Cy")))
    finally:
        board_module.paint_tie_badge = real
    assert len(painted) == 2
    assert painted[0].colliderect(board.cells[0]) and painted[1].colliderect(board.cells[1])


def choosing_state():
    state = arrange(players=3, row="R7 B9 G1 Y6 G8 V7",
                    hands={0: "G3 G4 R5 R8", 1: "B1 B2 B3 B4", 2: "Y1 Y2 Y3 Y4"},
                    collections={0: "G1 G5 G7", 1: "G2 G6 G8 G9", 2: ""}, pile="")
    state.collections[2] = []  # arrange gives the last owner every card left over
    state.phase = CHOOSE
    state.current = 0
    return state


def test_finding_9_the_secret_choice_says_what_the_cards_laid_cost():
    i18n.set_language("en")
    state = choosing_state()
    obs = state.observation(0)
    board = board_for()
    tip, costly = secret_cost(board, state, obs, 0, Highlight())
    assert not costly and "Click a card" in tip  # a click lays it (pt17 1)
    line, costly = secret_cost(board, state, obs, 0, Highlight(staged=("G3",)))
    assert costly and line == "This card: minus points 13 → 4"  # 4 greens, tied: 1 a card
    held = Highlight(staged=("G3",), held="G4", over="secret", targets=frozenset({"secret"}))
    line, _ = secret_cost(board, state, obs, 0, held)  # the one held over a place counts
    assert line == "Green 4 too, both cards: minus points 13 → 5"  # 5 greens, the most; named
    laid = Highlight(staged=("R8",))
    # red 8 alone: the only red collected, the most of red, so 1 and not 8
    assert secret_cost(board, state, obs, 0, laid)[0] == "This card: minus points 13 → 14"
    assert secret_cost(board, state, state.observation(1), 1, Highlight())[0] == ""


def test_finding_6_a_costly_play_near_the_end_names_the_card_it_keeps_and_the_pair():
    """pt2's last draw: red 5 took 3 cards over a green 3 that took nothing, "looking
    ahead". Kept, green 3 and green 4 win the green majority in the secret choice."""
    i18n.set_language("en")
    state = arrange(players=3, row="R5 R3 R4 G7 Y9 G6 G9 R1 Y2 Y7 Y5",
                    hands={0: "B9 G3 G4 R5 R8"},
                    collections={0: "R2 G1 G3 G4 G5 G7",
                                 1: "R6 R6 R7 R7 R9 R9 G2 G5 G6 G8 G8 G9",
                                 2: ""}, pile="Y8")
    state.collections[2] = []
    key, params = POLICY.reason(state, "P R5")
    assert key in ("hint.takes_for_the_end", "hint.takes_before_it_grows")
    assert params["cheaper"] == "green 3"
    said = i18n.tr(f"zahlenstreifen.{key}", **params)
    assert "green 3" in said and "looking" not in said


def test_finding_6_a_costly_play_names_what_it_would_reach_once_the_row_grows():
    i18n.set_language("en")
    # red 5 takes red 3 (position 6) now; red 1 at position 2 comes into its reach later
    state = arrange(players=3, row="R3 B1 B2 B3 R1 B4", hands={0: "R5 G9 B9 Y9 V9"},
                    collections={0: "", 1: "R7 R8 R9", 2: ""}, pile="Y8 Y7 Y6 Y5")
    state.collections[2] = []
    costs = {c: POLICY.reason(state, f"P {c}")[0] for c in ("R5", "G9")}
    assert costs["G9"] == "hint.takes_nothing_none"  # no green in the row (pt7b 11)
    key, params = POLICY.reason(state, "P R5")
    assert key == "hint.takes_before_it_grows"
    assert params["more"] == "red 1"
    cheaper = next(c for c in ("B9", "G9", "V9", "Y9")
                   if params["cheaper"] == i18n.tr("zahlenstreifen.card",
                                                   colour=i18n.tr(f"zahlenstreifen.colour.{c[0]}"),
                                                   value="9"))
    assert POLICY.reason(state, f"P {cheaper}")[0].startswith("hint.takes_nothing")


def test_finding_7_a_majority_another_player_can_take_back_is_called_contested():
    i18n.set_language("en")
    # green 6 takes green 4 and green 5: 5 greens against Ben's 4, and the row keeps
    # green 1 and green 2 far from the end, where Ben's next green takes them back
    state = arrange(players=3, row="G1 G2 R1 R2 R3 R4 G4 G5 R5 R6 R7",
                    hands={0: "G6 B9 Y9 V9 R9"},
                    collections={0: "G3 G7 G8", 1: "G3 G7 G8 G9", 2: ""}, pile="Y8 Y7 Y6")
    state.collections[2] = []
    key, params = POLICY.reason(state, "P G6")
    assert key == "hint.takes_the_majority_contested"
    assert params["mine"] == 5 and params["rival"] == 4 and params["left"] >= 2
    said = i18n.tr(f"zahlenstreifen.{key}", **params)
    assert "contested" in said and "change hands" in said
    # nobody else collects green: nothing to warn of
    state.collections[1] = [CARD[c] for c in ("B1", "B2")]
    assert not POLICY.reason(state, "P G6")[0].endswith("_contested")


@pytest.mark.parametrize("app", SIZES, indirect=True)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_finding_2_the_fourth_lesson_stands_clear_of_the_band_card_it_takes(app, lang):
    """The fourth lesson's move (yellow 4) takes the yellow 2 at position 11: the lesson
    points at the band too, and its card leaves the band and its numbers in sight."""
    i18n.set_language(lang)
    seen = 0
    # painted once: the band's place is the one last painted
    for scene, coaching in coached_lessons(app, "zahlenstreifen", 5):
        card, _pill = scene.painter.lesson_layout(app.screen, scene.snapshot(),
                                                  coaching, scene.frame, scene.board)
        # every lesson leaves each collection line's ink in sight, the words "nothing
        # collected yet" too (pt9b 3: "Gelb 4 spielen" lay on them)
        ink = scene.board.collection_ink
        assert ink and all(line.w > 3 * line.h for line in ink)  # the names and the words
        assert card.box.collidelist(ink) < 0, (lang, scene.session.guide_step, card.box, ink)
        if "band" in coaching.zones:
            band = scene.board.zone_rect("band")
            assert not card.box.colliderect(band), (lang, scene.session.guide_step)
            seen += 1
    i18n.set_language("en")
    assert seen >= 1  # the fourth lesson at least


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_finding_9_every_line_of_the_secret_panel_stays_inside_it(size, lang):
    """Six lines with the cost: at 1024x700 in German the last one ran into the panel's
    border, over the strip's numbers (no line is set under 16 px). The panel's foot, over
    its border, shows its plain fill."""
    from astromagie.games.zahlenstreifen.view.panels import paint_secret

    i18n.set_language(lang)
    try:
        state = choosing_state()
        board = board_for(3, size)
        panel = board.secret_panel
        for light in (Highlight(), Highlight(staged=("G3",))):
            surface = pygame.Surface(size)
            paint_secret(board, surface, state, state.observation(0), 0, light)
            foot = pygame.Rect(panel.x + 14, panel.bottom - 5,  # clear of the round corner
                               board.secret_slots[0].x - 20 - panel.x, 3)
            plain = pygame.mask.from_threshold(surface.subsurface(foot), (16, 20, 50),
                                               (2, 2, 2, 255))
            assert plain.count() == foot.w * foot.h  # no words there
    finally:
        i18n.set_language("en")
