"""The kit table after the newcomer playtest pt9: a rested card shown larger, the log
filled from under its mark, a button's tip off the hint. (Where the hint stands, pt9a 4
and pt9d 4, is tests/ui/kit/test_hint_one_place.py's: the log column's top.)"""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.look import theme
from astromagie.ui.kit.table import KitTableScene
from tests.ui.test_kit_table import wait_for

pytestmark = pytest.mark.app(fast=True, autosave=False)

GAMES = ["astromagie", "solar-republic", "monad", "zahlenstreifen"]
# the longest hints the playtests met, in German (the longer language)
LONG_HINTS = (
    "Vorschlag: die oberste Quad mit 3 gelben Einern, der blauen Bi, der blauen Tri, "
    "2 orangen Einern und dem blauen Einer kaufen. Karten im Wert von 16 werden eine "
    "Quad, und Quads tauschen weiter: Zwei bringen eine Quint (36).",
    "Vorschlag: Löwe auf den Ablagestapel. Nichts passt in die Reihe; du hältst 4 Karten "
    "dieser Art und kannst eine am leichtesten entbehren.",
    # pt11c 5: cut with "…" after "wenn sie am Ende noch in deiner Hand sind,"
    "Vorschlag: „Sonne“ legen und selbst vier Karten ziehen. Damit gewinnst du den Stapel "
    "mit 3 Karten (+4); die vier gezogenen kosten nur je 1, wenn sie am Ende noch in deiner "
    "Hand sind, und solange der Nachziehstapel dick ist, legst du sie wieder ab.",
    # pt11d 6, at 1024x700: a hint that changed its plan
    "Vorschlag: den gelben Einer und den lila Einer tauschen. Zwei Karten werden eine des "
    "nächsten Rangs; die Tri danach bringt mehr als jeder Zug, den du jetzt sonst machst, "
    "und die Bonuspaare folgen im nächsten Zug.",
)


def open_game(app, game: str) -> KitTableScene:
    seats = (SeatConfig("Ada", "human"), SeatConfig("Ben", "random"))
    scene = KitTableScene(app, GameConfig(seats, seed=3, game=game), ai_mode="thread",
                          ai_budget=0.01)
    app.stack.push(scene)
    wait_for(app, scene, scene.human_turn)
    return scene


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
def test_a_rest_on_a_hand_card_shows_it_a_little_larger_in_place_pt9a_6(app):
    """pt9a 6: resting the mouse on a hand card opened the large close-up over the whole
    board (the row, the seats, the piles). A rest now shows the card a little larger
    over the hand, off the board; right-click keeps the large one."""
    from astromagie.ui.kit.closeup_state import HOVER_SECONDS
    from tests.ui.ui_events import click, move_to

    scene = open_game(app, "astromagie")
    hand = scene.hand()
    rect = scene.frame.hand_rects(len(hand), scene.selected, hand)[1]
    for _ in range(round(HOVER_SECONDS * 60) + 2):
        move_to(app, rect.center)
    assert scene.closeup.code == hand[1] and not scene.closeup.pinned
    small = scene.painter.rest_closeup_rect(scene.frame, rect.center)
    assert not small.colliderect(scene.frame.board)  # the row and piles stay in sight
    assert small.h > rect.h and small.colliderect(rect)
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    board_pixel = surface.get_at(scene.frame.board.center)
    big = scene.painter.closeup_rect(scene.frame, hand[1])
    assert big.h > small.h
    click(app, rect.center, button=3)
    assert scene.closeup.pinned
    scene.draw(surface)
    assert surface.get_at(scene.frame.board.center) != board_pixel  # the large one's shade


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
def test_a_long_log_fills_from_under_its_mark_pt9a_7(app):
    """pt9a 7, pt9d 8: once the log overflowed, an empty band lay under its title and
    the ▲ mark sat on the first line shown. The ▲ now has a line of its own at the top
    and the lines shown start right under it."""
    from dataclasses import replace

    scene = open_game(app, "monad")
    seats = len(scene.snapshot().names)
    log = scene.frame.log_rect(seats)
    entries = [f"Entry {i}: Vega trades the orange Bi and the green Bi for the yellow Tri."
               for i in range(40)]
    snap = replace(scene.snapshot(), log=entries, log_back=0)
    surface = pygame.Surface(app.size)
    scene.painter.draw(surface, snap, scene.frame, scene.board)

    def rows(colour) -> list[int]:
        return [y for y in range(log.top, log.bottom)
                for x in range(log.left, log.right) if surface.get_at((x, y))[:3] == colour]

    mark, text = rows(theme.GOLD[:3]), rows(theme.TEXT_DIM[:3])
    assert mark and text
    assert max(mark) < min(text)  # the mark on its own line, over the text
    line = theme.font("text", scene.frame.font(15)).get_linesize()
    assert min(text) - log.top < 2 * line  # no empty band under the title


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
@pytest.mark.parametrize("game", ["monad", "astromagie"])
def test_a_buttons_tip_never_covers_the_hint_pt9d_7(app, game):
    """pt9d 7: Undo's tip sat over the hint just asked for. With a hint showing, every
    button's tip stands beside its button, and the hint's words all still show."""
    from dataclasses import replace

    from astromagie.ui.kit.buttons import button_rects

    scene = open_game(app, game)
    scene.say(LONG_HINTS[0], "hint", 60.0)
    snap = scene.snapshot()
    rects = button_rects(scene.frame, snap.actions)
    assert rects
    surface = pygame.Surface(app.size)

    def hint_ink() -> int:
        box = scene.painter.message_box
        assert box is not None
        return sum(1 for y in range(box.top, box.bottom) for x in range(box.left, box.right)
                   if surface.get_at((x, y))[:3] == theme.SUCCESS[:3])

    scene.painter.draw(surface, snap, scene.frame, scene.board)
    alone = hint_ink()
    for rect in rects:
        words = "Undo my turn: takes back every card you placed this turn. " * 3
        scene.painter.draw(surface, replace(snap, tip=(words, rect), tip_asked=True),
                           scene.frame, scene.board)
        assert hint_ink() == alone  # not one pixel of the hint covered


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_guided_opponent_has_one_name_on_the_scoreboard_and_the_results_pt9a_8(lang):
    """pt9a 8: "Vega · Practice AI" on the scoreboard, "Vega · Practice partner" on the
    results. The scoreboard's word (`table.level`) and the results' (`common.level`)
    are one."""
    i18n.set_language(lang)
    try:
        assert i18n.tr("table.level.guide") == i18n.tr("common.level.guide")
        assert i18n.tr("table.level.guide") in ("Practice partner", "Übungspartner")
    finally:
        i18n.set_language("en")


def test_a_stepper_shut_by_an_off_switch_is_faded_as_a_whole_pt9d_14():
    """pt9d 14: "2 Monads" under an off "Longer game" looked half enabled (its panel and
    its − and + drawn as usual). Shut, the whole control fades into the page."""
    from astromagie.ui.widgets.controls import Stepper

    pygame.font.init()
    looks = {}
    for enabled in (True, False):
        stepper = Stepper(2, 1, 5, wid="monads")
        stepper.rect = pygame.Rect(10, 10, 230, 44)
        stepper.enabled = enabled
        stepper.refresh()
        surface = pygame.Surface((250, 64))
        surface.fill((0, 0, 0))
        stepper.draw(surface)
        looks[enabled] = [sum(surface.get_at((x, 32))[:3]) for x in range(12, 238)]
    assert max(looks[False]) < max(looks[True]) * 0.5  # far darker: clearly off
    assert sum(looks[False]) < sum(looks[True]) * 0.5


@pytest.mark.parametrize("app", [(1024, 700)], indirect=True)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_each_rule_section_links_back_to_the_contents_pt9d_17(app, lang):
    """pt9d 17: after a contents link there was no way back up but the wheel. Each
    section's heading has a "↑ Contents" link, and Home goes to the top too."""
    from astromagie.ui.scenes.rules import RulesScene

    i18n.set_language(lang)
    try:
        scene = RulesScene(app, None, "monad")
        scene.enter()
        sections = [key for _rect, key in scene.links]
        assert len(scene.back_links) == len(sections)  # one at every section's heading
        assert "↑ " + i18n.tr("rules.contents") == i18n.tr("rules.to_contents")
        scene.jump_to(sections[-1])
        scene.scroll = scene.target
        contents = scene.anchors["rules.contents"]
        assert scene.scroll > contents + scene.view.h
        shown = [rect for rect, _key in scene.back_links
                 if scene.scroll <= rect.y and rect.bottom <= scene.scroll + scene.view.h]
        assert shown
        point = (scene.view.x + shown[0].centerx, scene.view.y + shown[0].centery
                 - round(scene.scroll))
        scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=point, button=1))
        assert scene.target <= contents  # gliding back up to the contents
        scene.jump_to(sections[-1])
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0,
                                              unicode=""))
        assert scene.target == 0
    finally:
        i18n.set_language("en")
