"""Astromagie's table from 1024x700 up, in English and German, where the playtests saw it
break: the row's worth keeps its first part ("Die Reihe ist 12 Punkte wert:") on one line
and no number starts a line of its reckoning (pt4a, 13), the caption over a stacked pair
says the planet on 4 is why a planet is barred (pt4a, 8), and a card laid from the hand
leaves its outline there until the turn is played, after which the hand closes up, centred
(pt4a, 18: gaps at the hand's end read as the hand closing up to the left)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pygame
import pytest

from astromagie import i18n
from astromagie.games.astromagie.engine import Game, Move
from astromagie.games.astromagie.engine.cards import DECK
from astromagie.games.astromagie.view import VIEW
from astromagie.games.astromagie.view.words import card_name, score_text
from astromagie.kit.view import Highlight
from astromagie.look import theme
from astromagie.ui.kit.frame import compute_frame
from tests.ui.test_astromagie_table import button, drop, mars_on_four, open_table, opening
from tests.ui.ui_events import click, frames

pytestmark = [pytest.mark.usefixtures("instant_bots"),
              pytest.mark.app(fast=True, autosave=False)]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_the_rows_worth_keeps_its_first_part_on_one_line(lang, size):
    pygame.init()
    i18n.set_language(lang)
    frame = compute_frame(size, VIEW.card_ratio)
    board = VIEW.board(frame.board, 3, frame.card)
    width = board.worth_width()
    game = mars_on_four("SUN")  # Fire, Libra, Mars: a row worth points now
    text = score_text("table.preview_now", game.score_now())
    staged = score_text("table.preview_staged", game.score_now())
    for points in range(1, 19):  # every worth a row can have, its number as wide as any
        said = text.replace(str(game.score_now().points), str(points), 1)
        size_used, lines = board._worth_lines(staged.replace(
            str(game.score_now().points), str(points)), width)
        assert not any(line[:1].isdigit() or line.endswith(("×", "=")) for line in lines)
        size_used, lines = board._worth_lines(said, width)
        assert lines[0].replace("\u00a0", " ") == said[:said.index(": ") + 1]
        # no line starts with a number or ends with a sign that leads one ("sum / 2")
        assert not any(line[:1].isdigit() or line.endswith(("×", "=")) for line in lines)
        assert size_used >= board.caption - 2  # a step or two smaller, not small print
        assert all(theme.font("bold", size_used).size(line)[0] <= width for line in lines)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R6_the_caption_over_a_stacked_pair_names_the_planet_on_4_as_the_reason(app, lang):
    i18n.set_language(lang)
    game = mars_on_four("VENUS")
    scene = open_table(app, game)
    frames(app, 2)
    caption = scene.board.painter.caption_rect  # painted: the caption stands over 5+6
    assert caption is not None
    second = i18n.tr("table.next_pair_not", planet=i18n.tr("card.name.MARS"))
    # the planet is named as the one lying on 4, in brackets: not a place the pair needs
    assert second.count(i18n.tr("card.name.MARS")) == 2 and "(" in second and "4)" in second


def test_a_laid_card_leaves_its_outline_in_the_hand_until_the_turn_is_played(app):
    state = opening()  # Aries, Fire, Mars, Conjunction, Mars, Water
    scene = open_table(app, state)
    closed = [r.copy() for r in scene.frame.hand_rects(6, None, scene.hand())]
    assert scene.frame.staged_places(scene.hand()) == []  # nothing laid: no outline
    shown = list(scene.hand())
    drop(app, scene, "ARI", "pos:3")
    drop(app, scene, "FIRE", "pos:2")
    hand = scene.hand()
    places = scene.frame.staged_places(hand)
    assert len(places) == 2
    assert sorted(p.topleft for p in places) == sorted(
        closed[shown.index(c)].topleft for c in ("ARI", "FIRE"))
    kept = scene.frame.hand_rects(len(hand), None, hand)
    assert not any(p.colliderect(r) for p in places for r in kept)
    scene.draw(app.screen)
    for place in places:  # its outline is painted where the card was
        assert app.screen.get_at((place.centerx, place.y)) == theme.PANEL_BORDER
    drop(app, scene, "MARS", "pos:4")
    click(app, button(scene, "play"))
    frames(app, 4)
    assert state.history[0] == Move.play((3, "ARI"), (2, "FIRE"), (4, "MARS"))
    hand = scene.hand()
    assert scene.frame.staged_places(hand) == []  # played: the hand closes up, centred
    rects = scene.frame.hand_rects(len(hand), None, hand)
    hand_area = scene.frame.hand
    assert abs((rects[0].x - hand_area.x) - (hand_area.right - rects[-1].right)) <= 2


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R12_R9_every_status_line_fits_one_line_at_its_normal_size_at_1024x700(lang):
    """pt5b, finding 18: the trick's line was drawn smaller; pt6a, 6: "Du musst abwerfen:
    kein Paar für 5+6 (Aspekt ≥ III, Planetenzahl 3, nicht Venus)" wrapped onto two lines.
    Every line Astromagie's status says, with the longest guide names, fits the kit's room."""
    from astromagie.games.astromagie.view.forced import forced_words
    from astromagie.kit.view import Highlight
    from astromagie.ui.kit.frame import reference_button
    from astromagie.ui.kit.session import GUIDE_BOTS
    from tests.games.astromagie.helpers import rigged

    pygame.init()
    i18n.set_language(lang)
    frame = compute_frame((1024, 700), VIEW.card_ratio)
    width = min(frame.menu.x, reference_button(frame).x) - frame.top.x - 32  # the kit's room
    font = theme.font("text", frame.font(22))
    game = rigged([["LEO"], [], []])
    game.apply(Move.play((3, "LEO")))  # seat 0 holds the trick, seat 1 moves: 2 turns left
    said = []
    for _ in range(2):  # seat 1 to move, then seat 2 (the last turn before the trick)
        for names in ((GUIDE_BOTS[0], GUIDE_BOTS[3], GUIDE_BOTS[1]),
                      (GUIDE_BOTS[3], GUIDE_BOTS[1], GUIDE_BOTS[2])):
            said += [VIEW.status(game, viewer, seen=Highlight(names=names))
                     for viewer in range(3)]
        game.apply(Move.discard_card(game.hand(game.current_player)[0]))
    assert any(i18n.tr("astromagie.status.trick_last", name="Altair") in line for line in said)
    firsts = [[], [("element", {})], [("zodiac", {})]]
    seconds = [[], [("planet", {})], [("aspect", {})], [("first_pair", {"planet": "Merkur"})],
               [("first_pair", {"planet": "Jupiter"})], [("first_pair_none", {})],
               [("pair", {"aspect": "III", "value": 3, "planet": "Merkur"})],
               [("pair_aspect", {"aspect": "III"})], [("pair_value", {"value": 3})],
               [("aspect_for", {"planet": "Merkur"})],  # pt16a 10: the planet to keep
               [("pair_aspect_for", {"aspect": "III", "planet": "Mercury"})],
               [("aspect_for_many", {})], [("pair_aspect_for_many", {"aspect": "III"})],
               [("pair_on_4", {"card": "Jupiter"})]]  # pt11a 5: the hand's card named
    said += [forced_words([("open", {})])]
    said += [forced_words(a + b) for a in firsts for b in seconds if a + b]
    said += [i18n.tr("astromagie.staged.half_pair"),
             " · ".join([i18n.tr("table.your_turn"), i18n.tr("astromagie.staged.yours")])]
    for line in said:
        assert font.size(line)[0] <= width, line


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R12_a_play_on_a_row_another_holds_is_previewed_as_taking_the_row_over(lang):
    """pt6a, 3: a lone 5+6 pair on Vega's row showed "With your cards: ... = 8 points"; the
    points are the row's the pair takes over. On one's own row the cards' words stay."""
    from astromagie.games.astromagie.view.board import staged_worth
    from tests.games.astromagie.helpers import rigged

    pygame.init()
    i18n.set_language(lang)
    game = mars_on_four("VENUS")  # seat 1 holds the row; seat 0 the Opposition and Venus
    pair = [(5, "OPP"), (6, "VENUS")]
    points = game.preview(pair).points
    taken = staged_worth(game, 0, pair)
    assert taken == score_text("astromagie.preview.takeover", game.preview(pair))
    assert taken != score_text("table.preview_staged", game.preview(pair))
    assert taken.endswith(i18n.tr("astromagie.end.points", points=points))
    turn = VIEW.turn_input(game, 0, ["You", "Vega"])
    assert turn.drop("OPP", "pos:5").kind == "staged"
    assert turn.preview("VENUS", "pos:6") == i18n.tr("log.placement", card=card_name("VENUS"),
                                                     pos=6)  # points: the pill's (pt17 1)
    frame = compute_frame((1024, 700), VIEW.card_ratio)
    board = VIEW.board(frame.board, 3, frame.card)
    head = taken[:taken.index(": ") + 1]
    assert board._worth_lines(taken, board.worth_width())[1][0].replace("\u00a0", " ") == head
    own = rigged([["LEO", "FIRE"], ["SQU"]])  # seat 0 opens, then adds to its own row
    own.apply(Move.play((3, "LEO")))
    own.apply(Move.discard_card("SQU"))
    assert staged_worth(own, 0, [(2, "FIRE")]) == score_text(
        "table.preview_staged", own.preview([(2, "FIRE")]))
    # pt7a, 9: half a pair (the Opposition on 5 alone) takes nothing over yet (R5)
    half = staged_worth(game, 0, [(5, "OPP")])
    assert half == i18n.tr("astromagie.preview.half_pair", place=6)
    assert game.check(Move.play((5, "OPP"))) is not None and "6" in half
    assert i18n.tr("astromagie.preview.takeover", points=points, elements=0, planets=0, base=1,
                   multiplier=2).split(":")[0] not in half
    assert board._worth_lines(half, board.worth_width())[0] >= 12  # readable, no squeeze


def test_R5_R7_the_stack_counts_a_whole_pair_staged_but_not_half_of_one():
    """pt7a, 8: "1 pair" stayed under the stack while a second pair was laid, until Play."""
    from astromagie.games.astromagie.view.row import RowCard, RowView, stack_row

    def count(extra):
        singles, layers = stack_row(("LEO", None, None, "MARS"), (("SQU", "VENUS"),), extra)
        return RowView(singles, tuple(layers)).shown_count

    assert count([]) == 1
    assert count([(5, RowCard("CON", "staged"))]) == 1
    assert count([(5, RowCard("CON", "staged")), (6, RowCard("VENUS", "staged"))]) == 2
    assert count([(5, RowCard("CON", "ghost")), (6, RowCard("VENUS", "ghost"))]) == 1


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_R3_R4_the_empty_rows_pill_says_why_it_opens_on_3_and_fits_beside_the_piles(lang, size):
    """pt6a, 1: "the row opens with a zodiac card on 3" gave no reason for the 3 (the row
    grows from 3 to both sides); the longer pill still fits its room, not in small print."""
    pygame.init()
    i18n.set_language(lang)
    frame = compute_frame(size, VIEW.card_ratio)
    board = VIEW.board(frame.board, 3, frame.card)
    said = i18n.tr("astromagie.row_empty")
    assert "3" in said and said != i18n.tr("table.row_empty")
    size_used, lines = board._worth_lines(said, board.worth_width())
    assert size_used >= board.caption - 2
    assert len(lines) * theme.font("bold", size_used).get_linesize() <= board.worth.h


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_banner_words_keep_air_inside_their_ribbon_on_the_1024x700_hand(lang):
    """pt6a, 14: ELEMENT and ZEICHEN ran from notch to notch of the ribbon on the 1024x700
    hand's cards (136 px tall). Each label keeps air on both sides, still legible."""
    from astromagie.games.astromagie.engine.cards import KINDS
    from astromagie.games.astromagie.view import banner, lettering
    from astromagie.games.astromagie.view.faces import CARD_RATIO
    from astromagie.look import fonts

    pygame.init()
    i18n.set_language(lang)
    height = 136
    width = round(height * CARD_RATIO)
    plan = banner.banner_plan(width, height)
    assert plan is not None and not plan.ornaments and plan.size >= lettering.MIN_TEXT_PX
    bh = banner.banner_height(height)
    ribbon = (banner.BANNER_X_WIDE[1] - banner.BANNER_X_WIDE[0]) * width
    for kind in KINDS:
        label = fonts.text_surface(plan.label(kind), "bold", round(plan.text_h),
                                   round(plan.room), (0, 0, 0), banner.BANNER_SQUEEZE)
        spare = (ribbon - label.get_width()) / 2 - 0.32 * bh  # beyond each notch's tip
        assert spare >= 0.25 * bh, (kind, spare)


def test_R10_four_quick_clicks_stage_three_cards_and_refuse_the_fourth(app):
    """pt6a, 10: Capricorn->3, Earth->2, Capricorn->1, Jupiter->4 clicked quickly (a frame
    apart): the third card is staged, the fourth refused by R10 and the refusal stays."""
    from tests.ui.test_astromagie_table import deal, grab, place

    game = deal((("CAP", "CAP", "EARTH", "CON", "GEM", "JUPITER"),
                 ("SQU", "VENUS", "TAU", "WATER", "VIR", "CAN")))
    scene = open_table(app, game)
    for code, zone in (("CAP", "pos:3"), ("EARTH", "pos:2"), ("CAP", "pos:1"),
                       ("JUPITER", "pos:4")):
        click(app, grab(scene, code))
        click(app, place(scene, zone))
    turn = scene.session.turn
    assert turn is not None and turn.placements == [(3, "CAP"), (2, "EARTH"), (1, "CAP")]
    assert scene.session.rule == "R10" and "R10" in scene.message
    assert "JUPITER" in scene.hand()



@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
@pytest.mark.parametrize("players", [2, 3, 5])
def test_another_seats_card_flying_to_3_never_crosses_5_and_6(size, players):
    """pt8a 11: Vega's Leo, flying from her panel at the window's right edge to 3, was
    seen lying on 5 mid-flight. Another seat's cards leave from its chip by the row."""
    pygame.init()
    frame = compute_frame(size, VIEW.card_ratio)
    board = VIEW.board(frame.board, players, frame.card)
    hands = [[zodiac] for zodiac in ("LEO", "TAU", "GEM", "VIR", "CAN")[:players]]

    def deal(first: int = 0) -> Game:
        rest = sorted((Counter(DECK) - Counter(code for hand in hands for code in hand))
                      .elements())  # on the discard pile: the short hands stay short
        return Game.from_position(hands=hands, discard=rest, to_move=first)

    names = tuple(f"Seat {seat}" for seat in range(players))
    board.paint(pygame.Surface(size), deal(), 0, Highlight(names=names))
    assert sorted(board.chips) == list(range(1, players))
    for seat in range(players):
        before = deal(seat)
        code = hands[seat][0]
        move = Move.play((3, code))
        [trip] = [t for t in VIEW.trips(before, move, before.child(move), board)
                  if t[0] == code]
        if seat == 0:  # the person's card flies from where it was dropped
            assert trip == (code, "pos:3")
            continue
        start, end = board.zone_rect(trip[2]), board.zone_rect(trip[1])
        assert start == board.chips[seat]
        card = pygame.Rect((0, 0), board.card)
        for step in range(11):  # the card's path, as a card-sized rect along the line
            card.center = (round(start.centerx + (end.centerx - start.centerx) * step / 10),
                           round(start.centery + (end.centery - start.centery) * step / 10))
            assert not card.colliderect(board.row.slots[5]), (seat, step)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_R15_an_empty_row_over_an_empty_pile_says_the_game_ends_and_fits(lang, size):
    """pt8a 6: the end came in long runs of discards that nothing explained. With the draw
    pile empty the pill under the empty row says no zodiac cards come any more and when
    the game ends (R15), in the same room as the usual pill."""
    from astromagie.games.astromagie.view.turn import AstromagieTurn

    pygame.init()
    i18n.set_language(lang)
    frame = compute_frame(size, VIEW.card_ratio)
    board = VIEW.board(frame.board, 2, frame.card)
    said = i18n.tr("astromagie.row_empty_end")
    size_used, lines = board._worth_lines(said, board.worth_width())
    assert size_used >= board.caption - 2
    assert len(lines) * theme.font("bold", size_used).get_linesize() <= board.worth.h
    hands = [["WATER", "MOON", "SUN", "EARTH", "AIR", "FIRE"],
             ["LEO", "FIRE", "VENUS", "MARS", "CON", "SQU"]]
    rest = sorted((Counter(DECK) - Counter(hands[0] + hands[1])).elements())
    shown: dict[int, str] = {}
    for pile in (0, 1):
        game = Game.from_position(hands=hands, pile=rest[:pile], discard=rest[pile:])
        painted: list[str] = []
        board._worth_lines = lambda text, width, painted=painted: (  # type: ignore[method-assign]
            painted.append(text) or (board.caption, [text]))
        live = AstromagieTurn(game, 0, ("You", "Vega"))
        board.paint(pygame.Surface(size), game, 0, Highlight(names=("You", "Vega"), live=live))
        shown[pile] = painted[-1]
    assert shown == {0: said, 1: i18n.tr("astromagie.row_empty")}
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_card_big_enough_names_its_kind_on_the_banner_as_the_row_does(lang):
    """pt10a 5: the close-up showed "Sternzeichen" beside a big ZEICHEN banner. Where every
    kind's own name fits at the legible size, the banner says it (STERNZEICHEN); only
    cards too small for it keep the short banner word."""
    from astromagie.games.astromagie.view import banner, lettering
    from astromagie.games.astromagie.view.faces import CARD_RATIO

    pygame.init()
    i18n.set_language(lang)
    height = 336  # the close-up's size
    plan = banner.banner_plan(round(height * CARD_RATIO), height)
    assert plan is not None and plan.full and plan.size >= lettering.MIN_TEXT_PX
    assert plan.label("zodiac") == i18n.tr("kind.zodiac").upper()
    small = banner.banner_plan(round(126 * CARD_RATIO), 126)
    assert small is not None and small.label("zodiac") == banner.banner_label("zodiac")
    i18n.set_language("en")


def test_german_names_the_zodiac_kind_with_one_word_on_every_card_and_in_every_text():
    """pt10a 5: the small cards said ZEICHEN while the row, the rules, the coach and the
    close-up said Sternzeichen. STERNZEICHEN cannot fit the 1024x700 hand's card legibly,
    so German calls the kind "Zeichen" everywhere; "Sternzeichen" stays only where the
    rule book says what a Zeichen card shows."""
    from astromagie.games.astromagie.view import banner
    from astromagie.games.astromagie.view.faces import CARD_RATIO

    pygame.init()
    i18n.set_language("de")
    word = i18n.tr("kind.zodiac")
    assert word == "Zeichen" == i18n.tr("position.1") == i18n.tr("kind_cards.zodiac")
    for height in (126, 136, 186, 248, 336):
        plan = banner.banner_plan(round(height * CARD_RATIO), height)
        assert plan is not None and plan.label("zodiac") == "ZEICHEN", height
    catalog = Path(__file__).parents[2] / "locales"
    for path in (catalog / "de.yaml", catalog / "astromagie" / "de.yaml"):
        said = [line for line in path.read_text(encoding="utf-8").splitlines()
                if "Sternzeichen" in line and not line.lstrip().startswith("#")]
        assert all("Jede dieser Karten zeigt neben ihrem Sternzeichen" in line
                   for line in said), said
    i18n.set_language("en")


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_R5_R6_R7_the_pair_caption_keeps_a_margin_from_the_tables_edge(app, lang):
    """pt16a 8 (69_small_play3.png): "Pair: an aspect and a planet other than Jupiter" ran
    to the table's right edge at 1024x700. With the longest planet name on 4, first pair
    and stacked pair alike, the caption wraps and stays a gap inside the board."""
    from tests.ui.test_astromagie_table import deal

    i18n.set_language(lang)
    four = max(("JUPITER", "MERCURY", "SATURN"), key=lambda c: len(i18n.tr(f"card.name.{c}")))
    hands = (("WATER", "EARTH", "AIR", "CAN", "TAU", "GEM"),
             ("LIB", "FIRE", four, "SUN", "MOON", "VIR"),
             ("SQU", "MARS", "SCO", "PIS", "CAP", "AQU"))
    for pair in ((), ((5, "SQU"), (6, "MARS"))):
        game = deal(hands, first=1)
        game.apply(Move.play((3, "LIB"), (2, "FIRE"), (4, four)))
        game.apply(Move.play(*pair) if pair else Move.discard_card("SCO"))
        assert game.current_player == 0
        scene = open_table(app, game, kinds=("human", "easy", "easy"))
        frames(app, 2)
        board = scene.board
        caption = board.painter.caption_rect
        assert caption is not None and caption.h > 0
        assert caption.right <= board.rect.right - 2 * board.gap, (caption, board.rect)
        assert caption.x >= board.rect.x
        app.stack.pop()
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_pt18a_10_the_trick_banner_keeps_off_the_discard_piles_name(lang, size):
    """pt18a 10: "★ Planet on 4: × 2 = 8 points! ★", rising from the band under the board,
    lay over "Discard pile". The piles stand high enough that the banner's panel, where
    the kit puts it (the band's middle, risen), leaves the piles' names clear."""
    from astromagie.ui.kit.flourish import fitting_size

    pygame.init()
    i18n.set_language(lang)
    frame = compute_frame(size, VIEW.card_ratio)
    board = VIEW.board(frame.board, 2, frame.card)
    caption = max(13, round(board.caption * 0.75))
    name_bottom = board.discard.bottom + 3 + theme.font("bold", caption).get_height()
    words = i18n.tr("astromagie.celebrate.multiplied", base=6, multiplier=3, points=18)
    px = fitting_size(words, frame.font(40), frame.board.w - 2 * frame.font(12))
    panel_h = theme.font("bold", px).get_height() + 2 * (px // 6)
    risen = frame.message.centery - round(12 * frame.scale)  # table.py: rise=12 * scale
    assert risen - panel_h // 2 >= name_bottom - 2, (risen - panel_h // 2, name_bottom)
    i18n.set_language("en")
