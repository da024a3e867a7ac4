"""Zahlenstreifen at the kit's table: every answer of its view comes from the engine.

A drop at the row's end plays (NS5), a drop in the row or in the wrong phase is refused
with its rule, the preview and the board name what a play would take (NS6, NS7), the
secret choice is staged and stays hidden from the other seats until all have chosen
(NS12), the dummy has a seat of its own (NS15), bots play a game to the end at the kit
table, and every word exists in both languages.
"""

from __future__ import annotations

import re
import time
from pathlib import Path

import pygame
import pytest

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.zahlenstreifen import INFO
from astromagie.games.zahlenstreifen.cards import CARD, CODE
from astromagie.games.zahlenstreifen.rules import RULES
from astromagie.games.zahlenstreifen.state import CHOOSE, StripState
from astromagie.games.zahlenstreifen.view import VIEW, StripTurn
from astromagie.games.zahlenstreifen.view.faces import STYLE
from astromagie.games.zahlenstreifen.view.outcome import (
    minus_points_with,
    play_outcome,
    taken_positions,
)
from astromagie.games.zahlenstreifen.view.panels import secret_cost, secret_counts
from astromagie.games.zahlenstreifen.view.words import reach_words
from astromagie.kit.view import Highlight
from astromagie.storage.archive import scan_finished
from astromagie.ui.kit.frame import compute_frame
from astromagie.ui.kit.table import KitTableScene
from tests.ui.ui_events import frames

pytestmark = pytest.mark.usefixtures("app")
NAMES = ["Ada", "Ben", "Cy"]


def example_one(players: int = 3) -> StripState:
    """The rule book's example 1: row R7 B9 G1 Y6 G8 V7, the player to move holds G3."""
    state = RULES.new(players, 4)
    seat = state.current_player
    state.row = [CARD[c] for c in "R7 B9 G1 Y6 G8 V7".split()]
    state.hands[seat] = [CARD[c] for c in "G3 G8 B2 Y5 V1".split()]
    return state


def choosing(players: int = 3, seed: int = 2) -> StripState:
    """A game played by its first legal moves up to the secret choice (NS12)."""
    state = RULES.new(players, seed)
    while state.phase != CHOOSE:
        state.apply(state.legal_moves()[-1])
    return state


def board_for(players: int, size=(1280, 800)):
    frame = compute_frame(size, VIEW.card_ratio)
    return frame, VIEW.board(frame.board, players, frame.card)


def test_NS5_a_drop_at_the_rows_end_plays_the_card():
    state = example_one()
    turn = StripTurn(state, state.current_player, NAMES)
    assert turn.targets("G3") == {"end"}
    decision = turn.drop("G3", "end")
    assert decision.kind == "move" and decision.move == "P G3"
    state.apply(decision.move)
    assert state.observation(0).row[-1] == "G3"


def test_NS5_a_drop_inside_the_row_is_refused_with_its_rule():
    state = example_one()
    history = list(state.history)
    decision = StripTurn(state, state.current_player, NAMES).drop("G3", "row")
    assert decision.kind == "refused" and decision.violation.rule == "NS5"
    assert i18n.has(f"zahlenstreifen.violation.{decision.violation.reason}")
    assert state.history == history


def test_NS5_a_drop_on_the_draw_pile_is_refused_with_its_rule():
    """pt15b 10: a card dropped on the draw pile went back to the hand with nothing said;
    it says where a card is played, as a drop in the row does."""
    state = example_one()
    decision = StripTurn(state, state.current_player, NAMES).drop("G3", "pile")
    assert decision.kind == "refused" and decision.violation.rule == "NS5"
    assert decision.violation.reason == "row_end"


def test_NS5_the_choice_places_refuse_a_card_while_cards_are_still_played():
    state = example_one()
    decision = StripTurn(state, state.current_player, NAMES).drop("G3", "secret")
    assert decision.kind == "refused" and decision.violation.rule == "NS5"
    assert decision.violation.reason == "still_playing"  # the engine's own refusal


def test_NS12_after_the_last_round_the_rows_end_refuses_with_the_engines_rule():
    state = choosing()
    seat = state.current_player
    card = state.observation(seat).hand[0]
    turn = StripTurn(state, seat, NAMES)
    assert turn.targets(card) == {"secret"}
    for zone in ("end", "row"):
        decision = turn.drop(card, zone)
        assert decision.kind == "refused" and decision.violation.rule == "NS12"


def test_NS7_the_board_names_what_the_play_would_take_and_its_cost():
    state = example_one()
    assert reach_words(play_outcome(state, "G3")) == "safe 0–3 · takes green 1: minus points 0 → 1"
    assert reach_words(play_outcome(state, "G8")) == "safe 0–8: takes nothing"  # the whole row
    turn = StripTurn(state, state.current_player, NAMES)
    # said once, by the board under the strip: the kit's panel over the held card met the
    # coach's pill over the row's end (finding 22)
    assert turn.preview("G3", "end") == "" and turn.preview("G3", "row") == ""
    # the board marks the exposed G1 (position 4), not a safe card
    assert taken_positions(state.observation(0).row, 3, ("G1",)) == {4}


def test_NS6_the_board_shades_the_reach_and_marks_the_taken_card(app):
    state = example_one()
    frame, board = board_for(3)
    surface = pygame.Surface(app.size)
    light = Highlight(frozenset({"end"}), "end", held="G3", names=tuple(NAMES))
    seat = state.current_player
    board.paint(surface, state, seat, light)
    rects = board.row_rects(6)
    g1 = rects[2]  # R7 B9 G1 ...: the third card, lifted and framed red
    assert surface.get_at((g1.centerx, g1.y - board.gap - 1))[:3] == (226, 96, 104)
    plain = pygame.Surface(app.size)
    board.paint(plain, state, seat, Highlight(names=tuple(NAMES)))
    assert plain.get_at((g1.centerx, g1.y - board.gap - 1))[:3] != (226, 96, 104)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
@pytest.mark.parametrize("card", ["G3", "G8", "V1"])
def test_finding_22_the_plays_words_stand_under_the_strip_inside_the_board(app, size, card):
    """Under the strip, on the board's own line at its foot (where a coach's pill, standing
    over the row's end, never is), wholly inside the board, and painted only while held."""
    state = example_one()
    state.hands[state.current_player] = [CARD[c] for c in (card, "B2", "Y5", "V1", "G1")]
    frame, board = board_for(3, size)
    outcome = play_outcome(state, card)
    surface = pygame.Surface(size)
    reach = board.slots[int(card[1])].union(board.slots[0])
    box = board.paint_reach_words(surface, outcome, reach)
    assert box.top >= board.strip.bottom and box.bottom <= board.rect.bottom
    assert board.rect.x <= box.x and box.right <= board.rect.right
    assert not box.colliderect(board.slots[0])  # never over the row's end or the held card
    held = pygame.Surface(size)
    board.paint(held, state, state.current_player,
                Highlight(frozenset({"end"}), "end", held=card, names=tuple(NAMES)))
    bare = pygame.Surface(size)
    board.paint(bare, state, state.current_player, Highlight(names=tuple(NAMES)))
    under = pygame.Rect(board.rect.x, board.strip.bottom, board.rect.w,
                        board.rect.bottom - board.strip.bottom)
    def painted(surface: pygame.Surface) -> int:  # the pixels not left black
        area = surface.subsurface(under)
        return under.w * under.h - pygame.mask.from_threshold(
            area, (0, 0, 0), (1, 1, 1, 255)).count()
    assert painted(held) > 0  # the words are there
    assert painted(bare) == 0  # and only while a card is held


def test_finding_24_the_draw_piles_count_is_said_once_by_the_kits_badge(app):
    """The board paints the pile's back, no count of its own: the kit's badge says
    "Draw pile 69", and a second number under it was half covered."""
    state = example_one()
    frame, board = board_for(3)
    surface = pygame.Surface((1280, 800))
    board.paint(surface, state, state.current_player, Highlight(names=tuple(NAMES)))
    back = VIEW.back(board.pile.size)
    painted = surface.subsurface(board.pile)
    assert all(painted.get_at((x, y)) == back.get_at((x, y))
               for x in range(0, board.pile.w, 3) for y in range(0, board.pile.h, 3)
               if back.get_at((x, y)).a == 255)
    piles = VIEW.piles(state, state.current_player)
    assert [(p.zone, p.count, p.label) for p in piles] == [("pile", len(state.pile), "Draw pile")]


def test_NS12_the_choice_is_staged_then_confirmed_and_hidden_from_the_others(app):
    state = choosing()
    seat = state.current_player
    other = (seat + 1) % 3
    hand = list(state.observation(seat).hand)
    made = len(state.history)
    turn = StripTurn(state, seat, NAMES)
    assert [a.id for a in turn.actions()] == ["confirm", "clear"]
    assert not turn.actions()[0].enabled
    assert turn.drop(hand[0], "secret").kind == "staged"
    assert turn.drop(hand[1], "secret").kind == "staged"
    assert turn.targets(hand[2]) == set()  # two places, both taken
    assert turn.staged() == hand[:2] and len(state.history) == made
    before = state.observation(other)
    assert state.observation(other) == before  # staging changes nothing in the game
    assert turn.click("secret").kind == "staged" and turn.staged() == hand[:1]
    turn.drop(hand[1], "secret")
    decision = turn.press("confirm")
    assert decision.kind == "move" and decision.move == "K " + " ".join(sorted(hand[:2]))
    after = state.clone()
    after.apply(decision.move)
    # the other seat sees that two cards lie face down, never which
    _, board = board_for(3)
    shown = board.shown(after, other, Highlight(names=tuple(NAMES)))
    assert shown[f"coll:{seat}"][-2:] == [None, None]
    assert after.observation(other).secret == () and after.observation(other).chosen[seat]
    assert board.shown(after, seat, Highlight())[f"coll:{seat}"][-2:] == sorted(hand[:2])
    line = VIEW.describe(state, decision.move, after, NAMES, other)
    assert "face down" in line and not any(i18n.tr("zahlenstreifen.colour." + c[0]) in line
                                           for c in hand)


def test_NS12_the_choice_counts_the_cards_laid_and_the_players_done_apart():
    state = choosing()
    seat = state.current_player
    other = (seat + 1) % 3
    hand = list(state.observation(seat).hand)

    def counts(viewer: int, staged: tuple[str, ...] = ()) -> list[str]:
        return secret_counts(state.observation(viewer), viewer, staged)

    assert counts(seat) == ["Your cards: 0 of 2", "Players done: 0 of 3"]
    assert counts(seat, tuple(hand[:1])) == ["Your cards: 1 of 2", "Players done: 0 of 3"]
    assert counts(seat, tuple(hand[:2])) == ["Your cards: 2 of 2", "Players done: 0 of 3"]
    assert counts(other) == ["Players done: 0 of 3"]  # waiting: nothing of theirs to count
    state.apply("K " + " ".join(sorted(hand[:2])))
    assert counts(seat) == ["Your cards: 2 of 2", "Players done: 1 of 3"]
    assert counts(other) == ["Your cards: 0 of 2", "Players done: 1 of 3"]
    i18n.set_language("de")
    try:
        assert counts(seat) == ["Deine Karten: 2 von 2", "Spieler fertig: 1 von 3"]
        assert VIEW.status(state, seat) == "Geheime Wahl · Spieler fertig: 1 von 3"
    finally:
        i18n.set_language("en")


def test_NS12_the_choices_panel_says_what_the_held_card_would_cost_before_the_reveal():
    """Named in the places' own panel (pt8b 1), not over the band (pt10b 6)."""
    state, (_, board) = choosing(), board_for(3)
    seat = state.current_player
    turn, hand, now = StripTurn(state, seat, NAMES), list(state.observation(seat).hand), \
        -state.scores[seat]
    def held(card: str, staged: tuple[str, ...] = ()) -> str:
        seen = Highlight(staged=staged, held=card, over="secret",
                         targets=frozenset(turn.targets(card)))
        return secret_cost(board, state, state.observation(seat), seat, seen)[0]
    assert turn.preview(hand[0], "secret") == ""
    one, both = (minus_points_with(state, seat, hand[:k]) for k in (1, 2))
    assert held(hand[0]).endswith(f"face down: minus points {now} → {one}")
    turn.drop(hand[0], "secret")
    assert held(hand[1], (hand[0],)).endswith(f"{now} → {both}")
    assert len(state.history) == len(choosing().history)  # a preview changes nothing


def test_NS12_the_pair_flies_face_down_to_a_cards_place_in_its_owners_line():
    state = choosing()
    seat = state.current_player
    move = state.legal_moves()[0]
    after = state.clone()
    after.apply(move)
    _, board = board_for(3)
    trips = VIEW.trips(state, move, after, board)
    assert trips == [(None, f"down:{seat}")] * 2
    place = board.zone_rect(f"down:{seat}")
    assert board.cells[seat].contains(place)
    assert place.h < board.cells[seat].h and place.w < place.h  # a card, not the whole line


def test_NS12_the_last_choice_reveals_every_pair_together():
    state = choosing()
    while state.current_player != 2:
        state.apply(state.legal_moves()[0])
    last = state.legal_moves()[0]
    after = state.clone()
    after.apply(last)
    line = VIEW.describe(state, last, after, NAMES, None)
    assert after.is_over() and "all are revealed:" in line and all(n in line for n in NAMES)


def played_until(state: StripState, seat: int) -> tuple[StripState, str]:
    """Play the first legal moves until `seat` is to move, then its first one; the
    position before that move, and the move (the state is left after it)."""
    while state.current_player != seat:
        state.apply(state.legal_moves()[0])
    before = state.clone()
    move = state.legal_moves()[0]
    state.apply(move)
    return before, move


def test_NS15_the_dummy_has_a_seat_a_collection_and_its_turns_in_the_log():
    state = RULES.new(2, 8)
    before, move = played_until(state, 1)
    (seat,) = VIEW.neutral_seats(state)
    assert seat.name == "Dummy" and seat.lines[0].endswith("cards collected · no score")
    assert VIEW.neutral_seats(RULES.new(3, 1)) == []
    assert "; the dummy turns up" in VIEW.describe(before, move, state, NAMES[:2], None)
    _, board = board_for(2)
    assert len(board.cells) == 3 and board.zone_rect("coll:2") == board.cells[2]
    assert board.shown(state, 0, Highlight())["coll:2"] == list(state.dummy_collection)


def test_NS15_the_dummys_card_flies_from_the_pile_to_the_rows_end():
    state = RULES.new(2, 8)
    before, move = played_until(state, 1)
    (_, card, _) = state.dummy_log[-1]
    trips = VIEW.trips(before, move, state, None)
    assert trips[0] == (str(move)[2:], "end")  # the player's card first, from the hand
    assert trips[-1] == (CODE[card], "end", "pile")  # then the dummy's, from the pile
    # seat 0's play is followed by seat 1, not by the dummy: one card flies
    before, move = played_until(state, 0)
    assert len(state.dummy_log) == len(before.dummy_log)
    assert VIEW.trips(before, move, state, None) == [(str(move)[2:], "end")]


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700), (1600, 1000)])
def test_a_long_row_stays_readable_and_off_the_hand(size):
    frame, board = board_for(5, size)
    rects = board.row_rects(45)
    full = rects[-9:]
    assert all(r.size == board.card for r in full)  # positions 1..9 full size
    band = rects[:-9]
    steps = [abs(b.x - a.x) for a, b in zip(band, band[1:], strict=False) if a.y == b.y]
    assert min(steps) >= 18  # each older card shows its colour, symbol and value
    # five collections: two lines where the collections can give a few px (pt18b 2)
    assert len({r.y for r in band}) == board.band_rows == (1 if size == (1024, 700) else 2)
    assert all(frame.board.contains(r) for r in rects + [board.slots[0], board.strip])
    assert not any(r.colliderect(frame.hand) for r in rects)
    assert board.card[1] >= 70 and all(c.h >= 26 for c in board.cells)
    assert board.zone_at(board.slots[0].center) == "end"
    assert board.zone_at(band[3].center) == "row"


def test_the_faces_tell_the_colours_apart_without_colour():
    colours = {style[0] for style in STYLE.values()}
    symbols = {style[1] for style in STYLE.values()}
    assert len(colours) == len(symbols) == 5
    for size in ((40, 56), (120, 168)):
        assert VIEW.face("V9", size).get_size() == size


def test_NS13_the_breakdown_walks_through_the_majorities_and_the_values():
    state = RULES.new(3, 1)
    for seat, cards in enumerate(["R2 R5 R9 B4", "R1 R3 R8 G7 G2", "R6 B9 B1 G9"]):
        state.collections[seat] = [CARD[c] for c in cards.split()]
    state.phase = 2  # over
    assert VIEW.breakdown(state, NAMES) == [
        "Most cards of a colour, 1 minus point each:",
        "    Red (3): Ada and Ben",
        "    Green (2): Ben",
        "    Blue (2): Cy",
        "Ada \u22127: red 3 cards × 1 · blue 4",
        "Ben \u22125: red 3 cards × 1 · green 2 cards × 1",
        "Cy \u221217: red 6 · green 9 · blue 2 cards × 1",
        "Winner: Ben · 5 minus points",  # one line: pt8b 9, the value wrapped
    ]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_NS14_the_breakdown_never_cuts_an_item_across_lines(lang):
    """Long names and every colour collected: whole items, each line short, none dangling."""
    i18n.set_language(lang)
    try:
        state = RULES.new(4, 1)
        spread = ["R2 R5 Y9 Y3 G4 G8 B4 B7 V1", "R1 R3 Y8 G7 G2 B2 V2 V9",
                  "R6 B9 B1 G9 Y1 V3 V4", "R8 Y2 G1 B3 B5 B6 V5 V6 V7"]
        for seat, cards in enumerate(spread):
            state.collections[seat] = [CARD[c] for c in cards.split()]
        state.phase = 2  # over
        names = ["Spieler 1", "Spieler 2", "Wilhelmine von Hohenstein", "Spieler 4"]
        lines = VIEW.breakdown(state, names)
        assert all(len(line) <= 44 or line.startswith(names[2]) for line in lines), lines
        assert not any(line.rstrip().endswith("·") for line in lines)
        items = [item for line in lines for item in line.split(" · ")]
        # every colour of every seat is one item, whole on its line ("blue 4+7 = 11")
        assert any(re.fullmatch(r"\s*(blue|Blau) 4\+7 = 11", item) for item in items)
        assert sum(len(c.split()) for c in spread) > 0 and len(lines) <= 22
    finally:
        i18n.set_language("en")


def test_bots_play_it_to_the_end_at_the_kit_table_with_the_dummy(app):
    app.settings.animation_speed = 1000.0
    seats = (SeatConfig("Vega", "random"), SeatConfig("Orion", "random"))
    scene = KitTableScene(app, GameConfig(seats, seed=5, game="zahlenstreifen"),
                          ai_mode="thread", ai_budget=0.01)
    app.stack.push(scene)
    surface = pygame.Surface(app.size)
    for i in range(20000):
        if scene.finished:
            break
        frames(app)
        if i % 50 == 0:
            scene.draw(surface)
        time.sleep(0.0002)
    assert scene.finished and scene.state.is_over()
    assert len(scene.log_lines) == len(scene.state.history) + 1  # who began, each move
    assert any("dummy" in line for line in scene.log_lines)
    frames(app, 30)  # the last move is seen a moment (kit table.END_SECONDS)
    end = app.stack.top  # the results screen, with the view's breakdown
    assert end.view.breakdown(end.state, end.names)[-1].endswith(" minus points")
    scene.draw(surface)
    assert len(scan_finished("zahlenstreifen")[0]) == 1


def test_the_guided_game_starts_with_the_person_and_points_at_the_end(app):
    scene = KitTableScene.guided_game(app, "zahlenstreifen")
    app.stack.push(scene)
    frames(app, 3)
    assert scene.human_turn() and scene.coaching is not None
    assert scene.coaching.zones == ("end",) and scene.coaching.cards[0] in scene.hand()
    card = scene.coaching.cards[0]
    assert play_outcome(scene.state, card).taken == ()  # the first lesson's card is safe


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_word_of_the_table_and_the_rule_book_exists(lang):
    i18n.set_language(lang)
    try:
        view_dir = Path(__file__).parents[2] / "astromagie/games/zahlenstreifen/view"
        source = "".join(p.read_text(encoding="utf-8") for p in view_dir.glob("*.py"))
        keys = set(re.findall(r'text_of\(\s*"([a-z_.]+)"', source))
        for key in re.findall(r'text_of\(\s*f"([a-z_.]+)\{mine\}"', source):
            keys |= {key, key + "_you"}
        assert len(keys) > 30
        for key in sorted(keys) + [f"colour.{c}" for c in "RYGBV"]:
            assert i18n.has(f"zahlenstreifen.{key}"), key
        for section in INFO.rule_book:
            for part in ("title", "body"):
                assert i18n.has(f"zahlenstreifen.rules.{section.id}.{part}")
        ids = [rule for section in INFO.rule_book for rule in section.rules]
        assert sorted(ids, key=lambda r: int(r[2:])) == [f"NS{k}" for k in range(1, 18)]
    finally:
        i18n.set_language("en")


def test_NS12_two_people_at_one_screen_choose_behind_the_hand_over(app):
    app.settings.animation_speed = 1000.0
    seats = (SeatConfig("Ada", "human"), SeatConfig("Ben", "human"), SeatConfig("Cy", "random"))
    state = choosing()
    scene = KitTableScene(app, GameConfig(seats, seed=2, game="zahlenstreifen"), state,
                          ai_mode="thread", ai_budget=0.01, autosave=False)
    app.stack.push(scene)
    frames(app, 3)
    app.stack.pop()  # Ada's hand-over screen
    frames(app, 2)
    assert scene.human_turn() and scene.turn.seat == 0
    hand = scene.hand()
    for card in hand[:2]:
        scene.decide(scene.turn.drop(card, "secret"), "secret")
    assert scene.hand() == hand[2:] and scene.highlight().staged == tuple(hand[:2])
    confirm = next(a for a in scene.actions() if a.id == "confirm")
    scene.press_action(confirm)
    frames(app, 3)
    assert type(app.stack.top).__name__ == "HandoverScene"  # Ben's turn: Ada looks away
    app.stack.pop()
    frames(app, 2)
    assert scene.turn.seat == 1 and scene.turn.staged() == []
    shown = scene.board.shown(scene.state, scene.viewer, scene.highlight())
    assert scene.viewer == 1 and shown["coll:0"][-2:] == [None, None]
    assert shown["secret"] == []  # Ben's places are empty: Ada's cards are not shown there


def test_the_coach_speaks_from_the_engines_answers():
    state = example_one()
    seat = state.current_player
    words = VIEW.coach(state, seat, 1)
    assert words.zones == ("end",) and words.cards[0] == "G8"  # the highest safe card
    assert words.move == "P G8"  # named first; every other safe card is pointed at too
    assert "green 8" in words.text
    state.hands[seat] = [CARD["G3"], CARD["G1"]]  # each takes the exposed green 1
    words = VIEW.coach(state, seat, 2)
    assert words.cards == ("G3",) and "takes green 1" in words.text and "row" in words.zones
    assert VIEW.coach(state, (seat + 1) % 3, 2).text == ""  # not that seat's turn
    chooser = choosing()
    words = VIEW.coach(chooser, chooser.current_player, 4)
    assert words.zones[0] == "secret" and len(words.cards) == 2
    assert set(words.cards) <= set(chooser.observation(chooser.current_player).hand)


def test_NS8_the_row_slides_one_place_when_a_card_is_added():
    from astromagie.games.zahlenstreifen.view.board import SLIDE_SECONDS, StripBoard

    board = StripBoard(pygame.Rect(0, 0, 1000, 560), 3, VIEW)
    assert board.sliding(4, 0) == 1.0  # the first picture: at rest
    assert board.sliding(5, 1000) == 0.0  # a card added: the slide begins
    start = board.slid_rects(5, 0.0)
    assert start[-1].x == board.slots[0].x  # the newest card starts on the 0
    assert start[0].x == board.row_rects(4)[0].x  # the others where they were
    half = board.sliding(5, 1000 + round(SLIDE_SECONDS * 500))
    assert 0.4 < half < 0.6
    mid = board.slid_rects(5, half)
    assert board.slots[1].x < mid[-1].x < board.slots[0].x
    assert board.sliding(5, 1000 + round(SLIDE_SECONDS * 1000) + 1) == 1.0
    assert board.slid_rects(5, 1.0) == board.row_rects(5)  # at rest over the 1
    assert board.sliding(2, 5000) == 1.0  # a jump back (a replay): no slide


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_H10_a_big_collection_stays_in_its_line_and_the_score_always_shows(app, size):
    """H10: five colours, 33 cards, at 1024x700: the values stay readable inside the line
    and the line's score is painted, not covered."""
    state = choosing(3)
    big = ("B1 B2 B3 B5 B6 B6 B7 B7 B8 G1 G2 G3 G3 G4 G4 G5 G6 G6 G7 G8 R1 R2 R4 R7 "
           "V1 V1 V2 V3 V5 V6 Y2 Y3 Y9").split()
    state.collections[0] = [CARD[c] for c in big]
    frame, board = board_for(3, size)
    surface = pygame.Surface(size)
    names = ("You", "Vega", "Orion")
    board.paint(surface, state, 0, Highlight(names=names))
    cell = board.cells[0]
    size_px = max(13, round(cell.h * 0.45))
    from astromagie.games.zahlenstreifen.view.ending import signed
    from astromagie.games.zahlenstreifen.view.panels import pill_font, pills_width
    from astromagie.kit import draw as look

    score = board._text(signed(state.scores[0]), size_px, look.GOLD, "bold")
    where = score.get_rect(midright=(cell.right - 8, cell.centery))
    gold = [surface.get_at((x, y))[:3] for x in range(where.x, where.right)
            for y in range(where.y, where.bottom)]
    assert any(abs(p[0] - look.GOLD[0]) < 20 and abs(p[1] - look.GOLD[1]) < 20
               for p in gold), "the score is covered"
    groups = [(letter, sorted(int(c[1:]) for c in big if c[0] == letter))
              for letter in "RYGBV" if any(c[0] == letter for c in big)]
    spare = where.x - 8 - (cell.x + 8 + 16)
    font, tight = pill_font(board, [g for g in groups if g[1]], cell.h - 8, spare)
    assert font >= 10  # readable
    assert pills_width([g for g in groups if g[1]], cell.h - 8, font, tight) <= spare


def test_H13_enter_confirms_the_secret_choice_while_a_hand_card_is_selected(app):
    from tests.ui.ui_events import key

    app.settings.animation_speed = 1000.0
    seats = (SeatConfig("Ada", "human"), SeatConfig("Ben", "random"), SeatConfig("Cy", "random"))
    scene = KitTableScene(app, GameConfig(seats, seed=2, game="zahlenstreifen"), choosing(),
                          ai_mode="thread", ai_budget=0.01, autosave=False)
    app.stack.push(scene)
    for _ in range(600):
        frames(app)
        if scene.human_turn():
            break
    assert scene.human_turn() and scene.state.phase == CHOOSE
    made = len(scene.state.history)
    key(app, pygame.K_RIGHT, settle=3)  # the person chooses a card (Enter's own pick of
    key(app, pygame.K_LEFT, settle=3)  # the first is not played by Enter: pt17d 1)
    key(app, pygame.K_RETURN, settle=3)  # ... and lays it
    key(app, pygame.K_RIGHT, settle=3)  # the next card chosen
    key(app, pygame.K_RETURN, settle=3)  # ... and laid: two lie there
    assert len(scene.turn.staged()) == 2 and len(scene.state.history) == made
    key(app, pygame.K_RIGHT, settle=3)  # a hand card selected, with no place to go
    assert scene.selected is not None
    key(app, pygame.K_RETURN, settle=3)  # H13: Enter is Confirm's key, and confirms
    assert len(scene.state.history) > made
    assert str(scene.state.history[made]).startswith("K ")  # Confirm made the choice


def test_the_band_numbers_stand_apart_while_the_row_slides_into_the_band(app):
    """A card sliding from position 9 into the band keeps its number at its place of rest:
    drawn with the sliding card, the 10 stood over the band's 16 (seed 3's screenshot)."""
    state = example_one()
    codes = [c for c in CARD if c not in ("G3", "G8", "B2", "Y5", "V1")]
    state.row = [CARD[c] for c in codes[:18]]
    frame, board = board_for(3)
    surface = pygame.Surface(app.size)
    light = Highlight(names=tuple(NAMES))
    board.paint(surface, state, state.current_player, light)  # 18 cards at rest
    state.row.append(CARD[codes[18]])  # one more: the row slides one place
    paint_labels = board._band_labels
    band = board.row_rects(19)[:19 - 9]  # the older cards, at rest
    for tenth in range(10):
        board.paint(surface, state, state.current_player, light)
        board.slide_start = pygame.time.get_ticks() - 30 * tenth  # a tenth of 0.3 s each
        drawn: list[pygame.Rect] = []
        board._band_labels = lambda *args, drawn=drawn: drawn.extend(paint_labels(*args))
        board.paint(surface, state, state.current_player, light)
        board._band_labels = paint_labels
        assert len(drawn) >= 2
        assert not any(a.colliderect(b) for i, a in enumerate(drawn) for b in drawn[i + 1:])
        assert all(board.band.x <= label.centerx <= band[-1].right for label in drawn)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
def test_the_room_above_the_pile_stays_free_for_its_badge(app, size):
    """The band of older cards starts over position 9, however long the row: above the
    pile nothing of the board is painted, the room the kit's badge takes there (over the
    band it covered the band's position numbers); the badge, on one line wider than the
    pile in German, reaches over position 9's column too, where no band number stands."""
    frame, board = board_for(3, size)
    above = pygame.Rect(board.pile.x, board.band.y, board.pile.w,
                        board.pile.y - board.band.y)
    surface = pygame.Surface(size)
    for length in (12, 20, 30, 45):
        numbers = board._band_labels(surface, board.row_rects(length), length)
        assert numbers and not any(n.colliderect(board.badge_room) for n in numbers)
        assert board.badge_room.right >= board.slots[9].right  # the badge's whole room
    for length in (10, 16, 30, 45):
        rects = board.row_rects(length)
        assert not any(above.colliderect(r) for r in rects)
        assert all(board.rect.contains(r) for r in rects)
    state = example_one()
    state.row = [CARD[c] for c in ("R1 R2 R3 R4 R5 R6 R7 R8 R9 B1 B2 B3 B4 B5 B6 B7 B8 B9 "
                                   "G1 G2 G3 G4").split()]
    surface = pygame.Surface(size)
    board.paint(surface, state, state.current_player, Highlight(names=tuple(NAMES)))
    free = pygame.mask.from_threshold(surface.subsurface(above), (0, 0, 0), (1, 1, 1, 255))
    assert free.count() == above.w * above.h  # nothing painted there
