"""The table speaks when it has settled, and a refusal stays readable (issue 38, playtest
pt2): the lesson's card, the hint and "your turn" wait for the board's own animation
(`GameViewBase.board_at_rest`) as they wait for flights; a refusal outlives the next
action for its reading time; its rule reads as a reference, "(rule NS5)", drawn dimmer."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.kit.view import GameViewBase
from astromagie.look import theme
from astromagie.ui.kit.reference import reference_at_end, with_reference
from astromagie.ui.scene import EVERY_FRAME
from tests.ui.test_kit_polish import guided_turn, in_log_column
from tests.ui.ui_events import frames, key

pytestmark = [pytest.mark.usefixtures("instant_bots"),
              pytest.mark.app(fast=True, autosave=False)]


class Moving:
    """A fake view's answer: its board still moves cards until told to stop."""

    def __init__(self) -> None:
        self.moving = True

    def __call__(self, board: object) -> bool:
        return not self.moving


def test_the_base_views_board_is_always_at_rest():
    class Bare(GameViewBase):  # a view that says nothing of its board's animation
        pass

    assert GameViewBase.board_at_rest(Bare(), object()) is True  # type: ignore[arg-type]


@pytest.mark.parametrize("game", ["zahlenstreifen", "astromagie"])
def test_the_lesson_and_your_turn_wait_until_the_board_is_at_rest(app, game, monkeypatch):
    scene = guided_turn(app, game)
    assert scene.snapshot().coaching is not None and scene.snapshot().status
    yours = scene.snapshot().status
    moving = Moving()
    monkeypatch.setattr(scene.kit, "board_at_rest", moving)
    snap = scene.snapshot()
    assert snap.coaching is None
    # whose turn it is is said at once (zs7; it read "You's turn" meanwhile), in one
    # wording: Zahlenstreifen's advice too (pt12b 10: a shorter line meanwhile read as two)
    assert snap.status == yours
    assert scene.wake_in() == EVERY_FRAME  # the board's animation is given its frames
    scene.draw(app.screen)
    assert scene.painter.lesson_box is None and scene.painter.lesson_pill is None
    hinted = scene.message
    key(app, pygame.K_h)  # the hint waits for the board, as it waits for flights
    assert scene.message == hinted and scene._keys_held
    moving.moving = False
    frames(app)
    assert scene.snapshot().coaching is not None and scene.snapshot().status == yours
    assert not scene._keys_held  # the hint asked for is given now
    scene.draw(app.screen)
    assert scene.painter.lesson_box is not None


def test_a_slide_that_begins_as_the_board_paints_hides_the_lesson_that_frame(app,
                                                                              monkeypatch):
    scene = guided_turn(app, "zahlenstreifen")
    moving = Moving()
    moving.moving = False
    monkeypatch.setattr(scene.kit, "board_at_rest", moving)
    paint = scene.board.paint

    def paint_and_slide(*args, **kwargs):  # a new card seen: the row starts to slide
        paint(*args, **kwargs)
        moving.moving = True

    monkeypatch.setattr(scene.board, "paint", paint_and_slide)
    assert scene.snapshot().coaching is not None
    scene.draw(app.screen)
    assert scene.painter.lesson_box is None and scene.painter.lesson_pill is None


@pytest.mark.parametrize(("lang", "reference"), [("en", "(rule NS5)"), ("de", "(Regel NS5)")])
def test_a_refusals_rule_reads_as_a_reference_drawn_dimmer(lang, reference):
    i18n.set_language(lang)
    from astromagie.ui.kit.refusing import rule_reference
    assert rule_reference("NS5") == reference
    line = f"Play your card over the 0. {reference}"
    assert line[reference_at_end(line):] == reference
    assert reference_at_end("Mars is on 4 (Mars).") is None  # words in brackets are no rule
    assert reference_at_end(f"{reference} comes first, then the reason") is None

    class Texts:
        def text(self, text, size, color=theme.TEXT, role="text"):
            return theme.render(text, role, size, color)

        def fit(self, text, size, width, color=theme.TEXT, role="text"):
            return theme.render_fit(text, role, size, width, color)

    drawn = with_reference(Texts(), line, 18, 2000, theme.DANGER)
    reason = theme.render(line[:reference_at_end(line)].rstrip(), "text", 18, theme.DANGER)
    colours = {tuple(drawn.get_at((x, y)))[:3] for x in range(reason.get_width() + 2,
                                                              drawn.get_width())
               for y in range(drawn.get_height()) if drawn.get_at((x, y)).a == 255}
    assert colours and tuple(theme.DANGER)[:3] not in colours  # the reference is not red
    assert tuple(theme.TEXT_DIM)[:3] in colours
    narrow = with_reference(Texts(), line, 18, reason.get_width(), theme.DANGER)
    assert narrow.get_width() <= reason.get_width()  # no room for both: fitted as one


# --- the lesson clear of what the table keeps in sight (playtest pt2, 15) -----------------
GAMES = ("astromagie", "solar-republic", "monad", "zahlenstreifen")


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
@pytest.mark.parametrize("game", GAMES)
def test_the_lesson_card_and_pill_cover_no_badge_caption_or_message_line(app, game):
    scene = guided_turn(app, game)
    snap = scene.snapshot()
    assert snap.coaching is not None
    frame, painter = scene.frame, scene.painter
    card, pill = painter.lesson_layout(app.screen, snap, snap.coaching, frame, scene.board)
    kept = [*scene.kit.kept_in_sight(scene.board),
            *painter.kit_kept(app.screen, snap, frame, scene.board)]
    badges = painter.badge_boxes(app.screen, painter.piles(snap), frame, scene.board)
    assert all(b in kept for b in badges)  # the piles' badges count, with the game's own
    for shown in (card.box, pill):
        aside = shown is card.box and in_log_column(scene, shown)  # no free spot on the board
        assert frame.board.contains(shown) or aside
        assert not [rect for rect in kept if shown.colliderect(rect)], (game, shown)
        assert not any(shown.colliderect(r) for r in (frame.hand, frame.top))
        assert aside or not shown.colliderect(frame.side)


def test_the_pill_steps_off_a_kept_box_when_every_spot_beside_its_places_is_on_one():
    from astromagie.ui.kit.frame import compute_frame
    from astromagie.ui.kit.lesson import pill_rect

    frame = compute_frame((1280, 800), 0.7, False)
    place = pygame.Rect(frame.board.centerx - 60, frame.board.y + 120, 120, 160)
    seat = place.inflate(300, 120)  # a seat's box round the place on every side
    pill = pill_rect((160, 28), [place], frame, lambda rect: 1000 * rect.colliderect(seat),
                     [seat])
    assert not pill.colliderect(seat) and not pill.colliderect(place)
    assert frame.board.contains(pill)


# --- the kit's lines stay inside the table (playtest pt2, 35) ------------------------------
@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", GAMES)
def test_the_status_and_a_long_warning_stay_inside_the_table(app, game, lang):
    i18n.set_language(lang)
    scene = guided_turn(app, game)
    long = " ".join([scene.snapshot().status] * 6)
    monkeypatch = pytest.MonkeyPatch()
    monkeypatch.setattr(scene.kit, "status", lambda *args, **kwargs: long)
    scene.session.say(" ".join(["Nur noch 3 Karten zum Ziehen: das Spiel endet."] * 5),
                      "error", 0.0)
    scene.draw(app.screen)
    monkeypatch.undo()
    frame, painter = scene.frame, scene.painter
    assert frame.top.contains(painter.status_box)
    assert painter.status_box.right <= frame.menu.x  # never under the menu button
    box = painter.message_box  # two lines grow down over the tray's bare top
    assert box is not None and box.top > frame.board.bottom and box.x >= frame.board.x
    assert box.right <= frame.side.x and box.bottom <= app.screen.get_height()
    from astromagie.ui.kit.buttons import button_rects
    assert not any(box.colliderect(b) for b in button_rects(frame, scene.actions()))


# --- a pile's badge keeps its side as the board fills (playtest pt2, 10 and 31) ------------
def test_a_piles_badge_keeps_the_side_it_took_while_that_stays_clear_of_the_pile():
    from astromagie.kit.view import Pile
    from astromagie.ui.kit.piles import badge_label, badge_place, pile_extent

    def text(words, px, colour, role):
        return theme.render(words, role, px, colour)

    bounds = pygame.Rect(0, 0, 1000, 600)
    rect = pygame.Rect(200, 200, 80, 120)
    pile = Pile("draw", 9, False, "Draw pile")
    label = badge_label(pile, 1.0, text)
    first, _ = badge_place(pile, rect, label, 1.0, lambda r: 0, bounds)
    assert first == 0  # over the pile, nothing painted anywhere
    def filled(box):  # the board has filled over the pile: under it is barer now
        return 50 if box.bottom <= rect.top else 0

    pile = Pile("draw", 10, False, "Draw pile")  # one more digit: the badge is laid again
    label = badge_label(pile, 1.0, text)
    side, box = badge_place(pile, rect, label, 1.0, filled, bounds, first)
    assert side == first and box.bottom <= rect.top  # it stays above: no jump below
    assert badge_place(pile, rect, label, 1.0, filled, bounds)[0] != first  # (it would)
    low = pygame.Rect(200, 6, 80, 120)  # no room above any more: the badge moves, clear
    side, box = badge_place(pile, low, label, 1.0, filled, bounds, 0)
    assert not box.colliderect(pile_extent(low, pile.count, 1.0))
