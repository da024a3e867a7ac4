"""pt18 (kit23b): the side column shares its room, lesson lines fill the card, the quick
rules name the keys, the rule book says what its margin's codes are."""

from __future__ import annotations

import pygame
import pytest

from astromagie.i18n import set_language, tr
from astromagie.kit.view import Reference
from astromagie.look import theme
from astromagie.ui.kit.frame import compute_frame
from astromagie.ui.kit.keyhelp import with_keys
from astromagie.ui.kit.lesson import FILL_SHARE, aside_spot, balanced
from astromagie.ui.kit.messageline import log_kept_h
from astromagie.ui.widgets.rulebook_page import RuleBookPage

GAMES = ("astromagie", "zahlenstreifen", "solar-republic", "monad")


def wrap(text: str, size: int, width: int) -> list[str]:
    return theme.wrap(text, "text", size, width)


def test_pt18d_12_a_balanced_paragraph_fills_most_of_the_cards_width() -> None:
    pygame.font.init()
    size = 16
    ink = theme.font("text", size)
    for text, fits in (("Gleiche Form, ab Bi: ein Bonuspaar.", "Gleiche Form, ab Bi: ein"),
                       ("Schieb die gelbe Tri auf die grüne Quad, mit der grünen Tri.",
                        "Schieb die gelbe Tri auf die")):
        width = ink.size(fits)[0] + 2  # greedy: a short tail
        lines = balanced(wrap, text, size, width)
        assert len(lines) == len(wrap(text, size, width))
        # no line breaks before a word that would still fit in most of the card's width
        # (balanced to the narrowest width, step 9 read "Gleiche Form, ab / Bi: ...")
        for line, after in zip(lines, lines[1:], strict=False):
            longer = f"{line} {after.split()[0]}"
            assert ink.size(longer)[0] > FILL_SHARE * width, lines
    # a hard break is still honoured
    two = balanced(wrap, "Gleiche Form.\nAb Bi: ein Bonuspaar.", size, width)
    assert two[0] == "Gleiche Form."


@pytest.mark.parametrize("window", [(1280, 800), (1024, 700)])
def test_pt18c_9_the_coach_card_leaves_the_logs_newest_lines(window) -> None:
    pygame.font.init()
    frame = compute_frame(window, 1.4)
    aside = frame.log_rect(2)
    inset = round(4 * frame.scale)

    def tall(width: int, limit: int | None = None) -> tuple[int, int]:
        return (aside.h if limit is None else limit), 0  # as tall as it is let be

    spot = aside_spot(aside, frame, tall, shrink=True)  # a card whose words may shrink
    assert spot is not None
    box, _size = spot
    assert aside.bottom - box.bottom >= log_kept_h(frame) + inset
    # a card that fits its home only over the log's lines takes them (not the board's rows)
    over = aside.h - 2 * inset - log_kept_h(frame) // 2
    spot = aside_spot(aside, frame, lambda width, limit=None: (over, 0))
    assert spot is not None and spot[0].h == over
    assert aside_spot(aside, frame, lambda width, limit=None: (aside.h, 0)) is None


@pytest.mark.parametrize("language", ["en", "de"])
def test_pt18a_2_the_quick_rules_end_with_the_keys(language) -> None:
    set_language(language)
    try:
        card = with_keys(Reference("Quick", (("One", "words"),)))
        assert card is not None and card.sections[0] == ("One", "words")
        heading, words = card.sections[-1]
        assert heading == tr("kit.keys.heading") and heading != "kit.keys.heading"
        for key in ("Tab", "Enter", "1–9", "H ", "U ", "Esc", "S ", "I ", "T ", "F1", "L "):
            assert key in words, key
        assert with_keys(None) is None
    finally:
        set_language("en")


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("game", GAMES)
def test_pt18c_13_the_rule_book_says_first_what_the_margins_codes_are(game, language) -> None:
    pygame.font.init()
    set_language(language)
    try:
        page = RuleBookPage(game, 900, (1280, 800))
        page.build()
        told = [text for text in page.texts if text[0] == "rules.margin_codes"]
        if game == "zahlenstreifen":  # its opening names NS1 and the margin already
            assert not told  # pt19b 6: said three times
            return
        assert page.texts[0][0] == "rules.margin_codes"
        assert page.texts[0][2] != "rules.margin_codes"
    finally:
        set_language("en")


def test_pt18d_3_the_lesson_card_stays_while_the_persons_own_cards_fly() -> None:
    from types import SimpleNamespace

    from astromagie.ui.kit.paintcoach import own_move_flying
    flight = (object(), pygame.Rect(0, 0, 1, 1))
    flying = SimpleNamespace(coach_step=(3, 11), flights=[flight], landed=[])
    assert own_move_flying(flying, 3) and own_move_flying(flying, 2)  # counted ahead
    assert not own_move_flying(flying, 1)  # a card of turns ago
    at_rest = SimpleNamespace(coach_step=(3, 11), flights=[], landed=[])
    assert not own_move_flying(at_rest, 3)  # at rest, the turn's own words (or none)


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("window", [(1280, 800), (1024, 700)])
def test_pt18c_5_eight_options_with_reasons_fit_the_window(window, language) -> None:
    from astromagie.ui.kit.picking import option_rects, panel_rect
    pygame.font.init()
    set_language(language)
    try:
        frame = compute_frame(window, 0.7)
        labels = [f"Steal from Orion's {n} won cards\nthe top 3 of their 13 won cards, "
                  "worth 12 points; Orion leads the table by 9 points, and holds 5 cards"
                  for n in range(8)]
        rects = option_rects(frame, len(labels), labels)
        panel = panel_rect(frame, rects, "From whom do you take the won cards? Choose one.")
        assert pygame.Rect((0, 0), window).contains(panel), (panel, window)
        # every option whole, none over the next
        assert all(a.collidelist(rects[i + 1:]) < 0 for i, a in enumerate(rects))
        few = option_rects(frame, 2, labels[:2])  # a short list keeps its roomy buttons
        assert few[0].h >= rects[0].h
    finally:
        set_language("en")


PT18D_4 = ("Vorschlag: den Ablagestapel umdrehen. Aus dem leeren Talon kannst du nicht ziehen: "
           "Umdrehen macht den Ablagestapel zum neuen Talon, auch wenn die Nächsten vor dir "
           "daraus ziehen. Vorsicht: ★ violett kann im nächsten Zug eine Monade holen, und in "
           "diesem Zug hält das nichts auf: Nimm, was du kannst.")


@pytest.mark.app(fast=True, autosave=False)
@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
def test_pt18b_8_18d_4_a_hint_stands_in_the_column_over_the_logs_newest_lines(app):
    """The hint of pt18d 4 (4 seats of Monad) in the log column, not in a wide box over
    the board's foot; a short hint leaves the log its three newest lines."""
    from astromagie.gameconfig import GameConfig, SeatConfig
    from astromagie.ui.kit.messageline import LOG_PX, line_height
    from astromagie.ui.kit.table import KitTableScene
    from tests.ui.test_kit_table import wait_for
    set_language("de")
    try:
        seats = (SeatConfig("Ada", "human"), *(SeatConfig(n, "random")
                                               for n in ("Ben", "Cy", "Di")))
        scene = KitTableScene(app, GameConfig(seats, seed=3, game="monad"),
                              ai_mode="thread", ai_budget=0.01)
        app.stack.push(scene)
        wait_for(app, scene, scene.human_turn)
        frame = scene.frame
        for words, lines in ((PT18D_4, 1), ("Vorschlag: Rot 6.", 3)):
            scene.say(words, "hint", 60.0)
            scene.draw(pygame.Surface(app.screen.get_size()))
            box, log = scene.painter.message_box, scene.painter.log_box
            assert box is not None and frame.side.contains(box), (words, box)
            assert log.h >= lines * line_height(frame.font(LOG_PX)), (words, log)
    finally:
        set_language("en")
