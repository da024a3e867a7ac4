"""Monad's table in words (playtest pt6d): a shut or hidden action's key says why with its
rule, the status line keeps to one line, the seat lines and the board say what their
numbers are, and the words match the picture."""

from __future__ import annotations

import re

import pygame
import pytest

from astromagie import i18n
from astromagie.games.monad.view import VIEW
from astromagie.games.monad.view.words import HELD_LINE, text_of
from astromagie.look import theme
from astromagie.ui.kit.frame import compute_frame, reference_button
from astromagie.ui.kit.refusing import refusal_text
from tests.games.monad.helpers import position
from tests.ui.test_monad_table import example_3, turn_of

STATUS_PX = 18  # the kit's status line size at scale 1 (its paint module's STATUS_PX)


def test_MO10_MO11_pass_and_flip_pressed_at_a_turn_with_a_full_talon_say_why():
    """pt6d 2: X and F at the start of a turn with cards on the talon did nothing."""
    state = example_3()  # the talon holds R1 O1: Draw is the whole-turn move offered
    turn = turn_of(state)
    assert [a.id for a in turn.actions()] == ["pay", "draw"]
    passing, flipping = turn.action_refusal("pass"), turn.action_refusal("flip")
    assert passing is not None and passing.rule == "MO11"
    assert flipping is not None and flipping.rule == "MO10"
    i18n.set_language("de")
    try:
        assert refusal_text("monad", VIEW, passing) == \
            "Passen darfst du nur, wenn nichts anderes möglich ist. (Regel MO11)"
        assert refusal_text("monad", VIEW, flipping).startswith(
            "Umdrehen geht nur, wenn der Talon leer ist")
    finally:
        i18n.set_language("en")
    assert turn.action_refusal("draw") is None  # an offered action has nothing to refuse


def test_MO10_MO11_the_keys_of_actions_not_offered_are_given_to_the_kit():
    """kit8 asks `action_refusal` for a key of `hidden_keys`: at the start of a turn with
    a full talon, X and F (and E, A, J) have no button; D has one."""
    turn = turn_of(example_3())
    hidden = turn.hidden_keys()
    assert hidden[pygame.K_x] == "pass" and hidden[pygame.K_f] == "flip"
    assert hidden[pygame.K_e] == "end" and pygame.K_d not in hidden
    assert all(turn.action_refusal(action) is not None for action in hidden.values())


def test_MO22_seats_tied_on_monads_are_ordered_by_their_hands_points():
    """pt6d 13: the results order seats tied on Monads by MO22's tie-break, the hand's
    points (the kit's `tiebreak`)."""
    state = example_3()  # seat 0 holds O1 P1 (2 points), seat 1 sixteen
    assert VIEW.tiebreak(state) == [2, 16]


def test_MO7_MO15_MO16_after_an_action_the_whole_turn_moves_and_pay_say_why():
    state = example_3()
    state.apply("T Y1 B1")
    turn = turn_of(state)
    assert turn.action_refusal("draw").rule == "MO7"
    assert turn.action_refusal("pass").rule == "MO7"
    assert turn.action_refusal("pay").rule == "MO15"
    assert turn.action_refusal("leap").rule == "MO16"  # nothing staged: no leap
    assert turn.action_refusal("end") is None
    stuck = position(2, {0: "R1 O1", 1: "P1"}, identities="R G", columns={2: "G2"})
    assert turn_of(stuck).action_refusal("pass") is None
    assert turn_of(stuck).action_refusal("draw").rule == "MO9"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_status_of_a_monad_turn_fits_one_line_at_1024x700(lang):
    """pt6d 8: "Du bist am Zug · Bonus in diesem Zug genutzt · Monaden: du 0 von 1 · Spitze
    0" ran into a second line under the top bar's buttons: every variant, with its longest
    words, fits the status line's one line at the kit's size."""
    pygame.init()
    i18n.set_language(lang)
    try:
        frame = compute_frame((1024, 700), VIEW.card_ratio)
        width = min(frame.menu.x, reference_button(frame).x) - frame.top.x - 32
        font = theme.font("text", frame.font(STATUS_PX))
        card = max((text_of("card.name", rank=text_of(f"rank.r{r}"), colour=text_of(f"colour.{c}"))
                    for r in range(2, 6) for c in "ROYPBG"), key=len)
        variants = {
            "goal": {"mine": 4, "goal": 5, "best": 4}, "stuck": {}, "flip": {}, "flip_or": {},
            "bonus_used": {}, "bonus_kept": {},  # and why, when it was not asked (pt12d 9)
            "bonus_kept_empty": {"empty": max(
                (text_of("status.empty_column", rank=text_of(f"rank.r{r}")) for r in range(2, 5)),
                key=len)},
            "paying": {"card": card, "price": 36, "paid": 35, "left": 1},
            "paying_open": {"card": card, "due": 35},
            "leaping": {"count": 5}, "leap_ready": {"count": 6, "card": card}}
        yours = text_of("status.yours")
        for key, params in variants.items():
            said = f"{yours} · {text_of(f'status.{key}', **params)}"
            assert font.size(said)[0] <= width, said
        # as the view puts them together: after a bonus the goal gives way
        state = example_3()
        state.apply("T Y1 B1")
        state.bonus_used = True
        assert VIEW.status(state, 1) == f"{yours} · {text_of('status.bonus_used')}"
    finally:
        i18n.set_language("en")


def test_the_seat_lines_name_the_hands_value_then_the_cards_held_then_the_identity():
    """pt6d 3: "Hand 16 von 80" was not read as the hand's points. pt18d 11: at 1024x700
    the person lost "Holds …" and a bot its identity's line; the panel keeps the first
    lines, so the cards held come before the star's use, the identity's line (its colour
    on the race line already) last."""
    state = example_3()
    assert VIEW.seat_lines(state, 1) == [
        "Hand value 16/80 · ★ green", "Holds purple Tri, green Bi, red Bi",
        "Identity card green"]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_cards_held_fit_their_line_and_count_the_rest(lang):
    """pt8d 9: "Hält rote Quint, violette Quad, violette Tri …" was cut, the rest unread
    (and the panel keeps a seat's first lines: a second one is left out). The cards held
    stand on one line short enough for the panel, highest first, the ones that do not
    fit counted: every card held is named or counted."""
    i18n.set_language(lang)
    try:
        held = "R5 B4 P4 G3 R3 O2 Y2 B2 G2"
        state = position(2, {0: held + " R1", 1: "P1"}, identities="O G")
        lines = VIEW.seat_lines(state, 0)[1:-1]
        assert len(lines) == 1 and len(lines[0]) <= HELD_LINE
        line = lines[0]
        more = {"en": "more", "de": "weitere"}[lang]
        assert line.endswith(more)
        counted = int(line.split("+")[1].split()[0])
        named = len(re.findall(r"\b(Quint|Quad|Tri|Bi)\b", line))
        assert named >= 2 and named + counted == len(held.split())
        assert line.startswith({"en": "Holds red Quint", "de": "Hält rote Quint"}[lang])
    finally:
        i18n.set_language("en")


def test_MO13_the_last_lesson_and_the_rules_in_short_teach_the_relatives_shortcut():
    """pt6d: both Medium bots won with a relative and a Quint of the other temperature,
    and nothing taught it. The guided game's last lesson says it for the person's identity
    (red, warm: a cool Quint), the rules in short and the rule book too."""
    from tests.ui.test_monad_table_teaching import guided_lessons

    lessons, _, _ = guided_lessons()
    last = lessons[-1].text
    assert "shortcut to a Monad: any red relative (★) with any cool Quint" in last
    assert "with any cool Quint trades for a Monad at once" in last
    assert not any("shortcut" in lesson.text for lesson in lessons[:-1])
    relatives = dict(VIEW.reference().sections)[i18n.tr("monad.reference.relatives_title")]
    assert "a relative with a Quint of the other temperature brings a Monad" in relatives
    # what the words promise is the rule: a blue Bi, the blue seat's relative, and a warm
    # Quint trade for a Monad
    state = position(2, {0: "B2 Y5", 1: "R1"}, identities="B R")
    assert "T B2 Y5" in state.legal_moves()


def test_the_talon_has_no_badge_its_caption_and_count_say_it():
    """pt6d 17: at 1024x700 the kit's "Talon 0" badge lay over the talon's frame, under
    the board's own "Talon empty"; the big count on the talon says the rest."""
    from astromagie.ui.kit.piles import badge_text

    for talon in ("", "R1 O1"):
        state = position(2, {0: "R1", 1: "P1"}, identities="R G", talon=talon)
        (pile,) = VIEW.piles(state, 0)
        assert pile.zone == "talon" and pile.count == len(talon.split())
        assert badge_text(pile) == ""  # nothing painted beside it


def test_a_hints_box_leaves_the_tray_and_the_cards_taken_next_in_sight():
    """pt6d 7: a three-line hint cut the tray's words and, at 1024x700, covered the
    columns' foot; the kit keeps a hint under what `kept_areas` names."""
    pygame.init()
    frame = compute_frame((1024, 700), VIEW.card_ratio)
    board = VIEW.board(frame.board, 2, frame.card)
    kept = VIEW.kept_areas(board)
    assert kept[0] == board.tray
    assert kept[1:] == [board.zone_rect(f"col:{rank}") for rank in range(2, 6)]
    assert VIEW.kept_areas(object()) == []


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_race_and_star_lines_fit_a_seats_panel_at_1024x700_unshrunk(lang):
    """pt6d 3, 17: the lines a newcomer reads on the panel, with their longest words,
    fit its width at the panel's text size (a longer line is set smaller)."""
    pygame.init()
    i18n.set_language(lang)
    try:
        frame = compute_frame((1024, 700), VIEW.card_ratio)
        rect = frame.seat_rect(0, 3)
        font = theme.font("text", max(theme.MIN_TEXT_PX, round(14 * frame.scale)))
        room = rect.w - 2 * round(8 * frame.scale)
        colours = [text_of(f"colour.{c}") for c in "ROYPBG"]  # pt7d 11: on the race's line
        lines = [*(text_of("seat.race", points=79, price=80, colour=c) for c in colours),
                 *(text_of("seat.race_now", points=120, colour=c) for c in colours),
                 *(text_of("seat.race_quints", colour=c) for c in colours),
                 *(text_of("seat.identity", colour=text_of(f"colour.{c}")) for c in "ROYPBG")]
        for line in lines:
            assert font.size(line)[0] <= room, line
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_a_lit_lone_card_leaves_its_columns_header_whole(size):
    """pt6d 10: a lone Bi lit by the hint had its frame (the kit's pulses 4 px out, 3 px
    wide) run through the foot of "Bi · 3": the header's ink ends above any such frame."""
    from astromagie.kit import draw as look

    pygame.init()
    frame = compute_frame(size, VIEW.card_ratio)
    board = VIEW.board(frame.board, 2, frame.card)  # every column as painted: one card
    for rank in range(2, 6):
        slot = board.columns[rank]
        caption, key = board._column_caption(slot.w - 6)
        words = text_of(key, rank=text_of(f"rank.r{rank}"), value=(0, 0, 3, 7, 16, 36)[rank])
        label = look.render(words, "bold", caption, look.GOLD)
        top = slot.y - board.caption - board.gap // 2 + 2  # where _column blits it
        ink = top + max(r.bottom for r in pygame.mask.from_surface(label).get_bounding_rects())
        lone = board.column_card_rect(rank, 0)  # a column of one card: its card taken next
        assert ink < lone.inflate(8, 8).top, (rank, ink, lone)
        assert ink < lone.inflate(board.gap, board.gap).top  # the board's own frame too


def test_MO16_after_a_leap_that_gave_every_common_the_tray_says_none_are_held():
    """monad8: after the guided game's leap the tray read "(your Commons show 0 colours)";
    with no Common in hand it says so plainly, in both languages."""
    from astromagie.games.monad.view.board import tray_leap_words

    cols = {2: "B2", 3: "G3", 4: "O4", 5: "R5"}
    none = position(2, {0: "P2 G3", 1: "B1"}, columns=cols, acted=True)
    words, lit = tray_leap_words(none, acted=True)
    assert "you hold none" in words and "0 colours" not in words and not lit
    i18n.set_language("de")
    try:
        assert "du hast gerade keine" in tray_leap_words(none, acted=True)[0]
    finally:
        i18n.set_language("en")


def test_MO16_the_trays_words_stand_at_one_size_at_1024x700(monkeypatch):
    """monad8: "Leap: 4 to 6 Commons of different colours" shrank alone above its larger
    "(your Commons show 3 colours)"; every line of the tray shares one size, which fits."""
    from astromagie.games.monad.view.board import MonadBoard

    pygame.init()
    frame = compute_frame((1024, 700), VIEW.card_ratio)
    board = VIEW.board(frame.board, 2, frame.card)
    assert isinstance(board, MonadBoard)
    sizes: list[int] = []
    monkeypatch.setattr(MonadBoard, "_label", lambda self, surface, text, pos, width,
                        colour=None, anchor="midtop", role="text", size=0:
                        sizes.append(size) or pygame.Rect(0, 0, 1, 1))
    three = position(2, {0: "R1 P1 G1 Y2", 1: "B1"}, acted=True)
    board._tray_uses(pygame.Surface(frame.size), three, board.tray, True)
    assert len(sizes) == 4 and len(set(sizes)) == 1 and 8 <= sizes[0] <= board.caption
    width = board.tray.w - 2 * board.gap
    for line in (text_of("board.tray_leap_colours", count=3).split("\n")
                 + text_of("board.tray_buy").split("\n")):
        assert theme.render(line, "text", sizes[0]).get_width() <= width + 2, line


def test_MO15_a_buy_at_the_table_names_the_card_by_its_colour_as_the_lesson_does():
    """monad8: the buy lesson's pill said "Buy the front Quad" over its own text "Buy the
    blue Quad for 16 points", and the board says "taken next", not "front": at the table
    (the pill, the hint) the card bought is named by its colour; without a table (the
    rules' words, the review) "the front Tri" stays."""
    from astromagie.games.monad.view import notes

    state = position(2, {0: "G2 P2 B1 R1"}, columns={3: "G3"}, acted=True)
    assert notes.buy_words_at(state, "B 3") == "buy the green Tri"
    assert VIEW.move_words("B 3", state).startswith("buy the green Tri with ")
    assert VIEW.move_words("B 3") == "buy the front Tri"
    assert notes.buy_words_at(state, "E") == VIEW.move_words("E")
    i18n.set_language("de")
    try:
        assert notes.buy_words_at(state, "B 3") == "die grüne Tri kaufen"
    finally:
        i18n.set_language("en")
