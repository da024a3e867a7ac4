"""Zahlenstreifen after the third newcomer playtest (pt3b, /work/pt3b_report.md): the
lesson's card leaves the band and the strip's words in sight (finding 2), a majority
changing hands is told in the log with what it costs the person (4), the band's two
lines read in order (6), the secret cards are shown at the table when the game ends (7),
the hint raises its card (5) and the scoreboard's majority line fits with any number of
colours (18). Also the title's tagline at 1024x700 (pt1, finding 3; moved here to keep
test_zahlenstreifen_table.py under 600 lines)."""

from __future__ import annotations

import re

import pygame
import pytest

from astromagie import i18n
from astromagie.games.zahlenstreifen.rules import RULES
from astromagie.games.zahlenstreifen.view import VIEW, majority_changes, your_costs
from astromagie.games.zahlenstreifen.view.outcome import leaders
from astromagie.games.zahlenstreifen.view.panels import paint_reveal, revealed_pairs
from astromagie.games.zahlenstreifen.view.words import colour_name, joined
from astromagie.kit.view import Highlight
from astromagie.look import theme
from astromagie.ui.kit.frame import compute_frame
from tests.ui.guided import coached_lessons

NAMES = ["You", "Vega", "Orion"]


@pytest.mark.parametrize("app", [(1280, 800), (1024, 700)], indirect=True)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_lessons_card_leaves_scores_band_and_strip_words_in_sight(app, lang):
    """Issue 38: the score always shows (round 2). pt3b, finding 2: the fifth lesson's
    card lay over the band's positions 10-12; the line under the strip, where a held
    card's reach and cost stand, is kept too."""
    i18n.set_language(lang)
    lessons = banded = 0
    # painted once: the band's place is the one last painted; each lesson's words are
    # done once its move is played (`coached_lessons`)
    for scene, coaching in coached_lessons(app, "zahlenstreifen", 5):
        kept = VIEW.kept_in_sight(scene.board)
        board = scene.board
        band = board.band_in_sight()
        assert all(rect in kept for rect in (*band, board.reach_line, board.row_in_sight(),
                                             *board.collection_ink))
        banded += bool(band)
        card, _pill = scene.painter.lesson_layout(app.screen, scene.snapshot(), coaching,
                                                  scene.frame, scene.board)
        assert not any(card.box.colliderect(rect) for rect in kept), scene.session.guide_step
        lessons += 1
    i18n.set_language("en")
    assert lessons >= 4 and banded >= 2  # the third lesson shows the band first


def play_until(predicate, seed: int = 4, players: int = 3):
    """A game of first legal moves to the first move after which `predicate(before,
    after)` holds; returns (before, move, after)."""
    state = RULES.new(players, seed)
    while not state.is_over():
        before = state.clone()
        move = state.legal_moves()[len(state.history) % len(state.legal_moves())]
        state.apply(move)
        if predicate(before, state):
            return before, move, state
    raise AssertionError("no such move in the game")


def changed(before, after) -> list[int]:
    return [i for i, (a, b) in enumerate(zip(leaders(before), leaders(after), strict=True))
            if set(a) != set(b) and b]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt3b_4_a_majority_changing_hands_is_logged(lang):
    """NS13: every colour whose owners of the most changed with a move gets a clause
    naming who holds it now; a move that changes none adds none."""
    i18n.set_language(lang)
    try:
        before, move, after = play_until(lambda b, a: bool(changed(b, a)))
        line = VIEW.describe(before, move, after, NAMES, None).lower()
        for index in changed(before, after):
            clause = i18n.tr("zahlenstreifen.log.majority",
                             colour=colour_name("BGRVY"[index]),
                             names=joined([NAMES[o] for o in leaders(after)[index]]))
            assert clause.lower() in line
        quiet = play_until(lambda b, a: not changed(b, a) and len(a.history) > 3)
        assert majority_changes(quiet[0], quiet[2], NAMES, 0) == []
        head = i18n.tr("zahlenstreifen.log.majority", colour="", names="").split()[0]
        assert head.lower() not in VIEW.describe(*quiet, NAMES, 0).lower()
    finally:
        i18n.set_language("en")


def test_pt3b_4_losing_a_majority_says_what_your_cards_cost_now():
    """The playtest's -4 to -6 with nothing taken: the person's cost of that colour, now
    at face value, is in the log line, and so is the win of one."""
    def lost(b, a):
        return any(0 in x and 0 not in y for x, y in zip(leaders(b), leaders(a), strict=True))

    def won(b, a):
        return any(0 not in x and 0 in y for x, y in zip(leaders(b), leaders(a), strict=True))

    before, move, after = play_until(lost)
    told = " ".join(your_costs(before, after, NAMES, 0))
    index = next(i for i, (x, y) in enumerate(zip(leaders(before), leaders(after),
                                                  strict=True)) if 0 in x and 0 not in y)
    mine = [c for c in after.observation(0).collections[0] if c[0] == "BGRVY"[index]]
    face = sum(int(c[1:]) for c in mine)
    assert f"costs {face} now, not {len(mine)}" in told
    before, move, after = play_until(won)
    told = " ".join(your_costs(before, after, NAMES, 0))
    assert "costs only" in told and "you hold more than any other player" in told
    assert your_costs(before, after, NAMES, None) == []


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt4b_8_what_a_majority_costs_you_is_a_sentence_of_its_own_after_the_move(lang):
    """Not in the middle of another player's line: the move's sentence first, then "Your
    red costs 18 now, not 4: the majority is with Vega." on its own, naming who holds it;
    that colour's "most red now" clause is not said twice."""
    def lost(b, a):
        return b.current_player != 0 and any(
            0 in x and 0 not in y for x, y in zip(leaders(b), leaders(a), strict=True))

    i18n.set_language(lang)
    try:
        before, move, after = play_until(lost)
        line = VIEW.describe(before, move, after, NAMES, 0)
        yours = your_costs(before, after, NAMES, 0)
        assert yours and line.endswith(" ".join(yours))
        assert line.startswith(NAMES[before.current_player])
        mover_part = line[:-len(" ".join(yours))]
        assert mover_part.rstrip().endswith(".")
        assert ("your" if lang == "en" else "dein") not in mover_part.lower()
        first = yours[0]
        assert first[:4] in ("Your", "Dein") and first.endswith(".")
        index = next(i for i, (x, y) in enumerate(zip(leaders(before), leaders(after),
                                                      strict=True)) if 0 in x and 0 not in y)
        holders = joined([NAMES[o] if o < len(NAMES) else i18n.tr("zahlenstreifen.dummy")
                          for o in leaders(after)[index]])
        assert holders in first
        assert colour_name("BGRVY"[index]) not in " ".join(
            majority_changes(before, after, NAMES, 0))
    finally:
        i18n.set_language("en")


def board_for(players: int, size: tuple[int, int]):
    frame = compute_frame(size, VIEW.card_ratio)
    return VIEW.board(frame.board, players, frame.card)


def finished(players: int, seed: int = 7):
    state = RULES.new(players, seed)
    while not state.is_over():
        state.apply(state.legal_moves()[0])
    return state


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
@pytest.mark.parametrize("players", [2, 3, 5])
def test_pt3b_7_the_secret_cards_are_shown_at_the_table_when_the_game_ends(size, players):
    """NS12: the pairs are revealed together. The final position's board shows each
    player's two cards, whole, inside the board, over the row and clear of the
    collections; before the end there is no such panel."""
    state = finished(players)
    pairs = revealed_pairs(state)
    assert [seat for seat, _ in pairs] == list(range(players))
    for seat, cards in pairs:  # the chosen pair is in its owner's collection now
        collected = list(state.observation(seat).collections[seat])
        assert all(collected.count(c) >= cards.count(c) for c in cards)
    board = board_for(players, size)
    surface = pygame.Surface(size)
    faces: list[str] = []
    real_face = board.view.face
    board.view = type("Spy", (), {"face": lambda self, code, s: (faces.append(code),
                                                                  real_face(code, s))[1],
                                  "back": lambda self, s: VIEW.back(s)})()
    panel = paint_reveal(board, surface, state, Highlight(names=tuple(NAMES + ["L", "A"])))
    assert panel is not None and board.rect.contains(panel)
    assert not any(panel.colliderect(cell) for cell in board.cells)
    assert faces == [c for _, cards in pairs for c in cards]
    playing = RULES.new(players, 7)
    assert revealed_pairs(playing) == [] and paint_reveal(board, surface, playing,
                                                          Highlight()) is None


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt3b_18_the_majority_line_fits_with_any_number_of_colours(lang, monkeypatch):
    """German "Mehrheit Grün (=), Gelb: 1 je Karte" filled a seat's panel at 1024x700;
    a line never grows past that width, however many colours (tied or not) are led."""
    import astromagie.games.zahlenstreifen.view as view_module
    from astromagie.kit import draw as look

    i18n.set_language(lang)
    try:
        limit = look.render("Mehrheit Grün (=), Gelb: 1 je Karte", "text", 14,
                            look.TEXT).get_width()
        state = RULES.new(3, 4)
        for count in range(1, 6):
            for tied in (False, True):
                owners = [[0, 1] if tied else [0]] * count + [[]] * (5 - count)
                monkeypatch.setattr(view_module, "leaders", lambda _s, o=owners: o)
                line = VIEW.seat_lines(state, 0)[-1]
                width = look.render(line, "text", 14, look.TEXT).get_width()
                assert width <= limit, line
                assert ("1 a card" if lang == "en" else "1 je Karte") in line
                names = [colour_name(letter) for letter in "BGRVY"[:count]]
                # every colour by name, or how many (the board's gold frames show which)
                assert all(n in line for n in names) or f" {count} " in line, line
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
@pytest.mark.parametrize("length", [27, 29, 35])
def test_pt3b_6_the_bands_positions_count_on_round_the_turn_into_the_upper_line(size,
                                                                               length):
    """The band's positions run leftwards along the lower line from 10, then up and
    rightwards along the upper one: each next position lies beside the one before (the
    turn: right above it), an arrow marks the turn, and the upper line keeps a gap from
    the collections above."""
    board = board_for(3, size)
    rects = board.row_rects(length)
    older = length - 9
    upper, _ = board.band_split(older)
    by_position = {length - i: rect for i, rect in enumerate(rects[:older])}
    assert upper > 0
    for position in range(10, length):
        here, after = by_position[position], by_position[position + 1]
        if here.y == after.y:  # along a line: leftwards below, rightwards above
            assert (after.x < here.x) == (here.y > board.band_lines[0].y)
        else:  # the turn: straight up, above the lower line's left end
            assert after.bottom < here.y and after.x == here.x
    assert by_position[length].y < by_position[10].y  # the oldest in the upper line
    surface = pygame.Surface(size)
    turn = board._band_turn(surface, length)
    assert turn is not None and turn.right <= by_position[10 + older - upper].x + 1
    assert board._band_turn(surface, 9 + board.band_cap) is None  # one line: no turn
    assert min(r.y for r in rects[:older]) - max(c.bottom for c in board.cells) >= \
        2 * board.gap


def test_pt3b_5_the_hint_names_its_card_and_raises_it_in_the_hand():
    """"Try: play green 7" with green 7 unmarked in the hand: the hint's one card is
    raised as well (the kit's hint, for any move that plays exactly one hand card)."""
    from astromagie.ui.kit.hinting import hint_for

    state = RULES.new(3, 4)
    hand = list(state.observation(state.current_player).hand)
    move = f"P {hand[2]}"
    sentence, raised = hint_for(VIEW, RULES.policy(), "zahlenstreifen", state, move, None,
                                hand)
    assert raised == hand[2]
    assert i18n.tr("zahlenstreifen.card", colour=colour_name(hand[2][0]),
                   value=hand[2][1:]) in sentence
    choice = RULES.new(3, 4)  # a move whose cards are not in the hand raises nothing
    assert hint_for(VIEW, RULES.policy(), "zahlenstreifen", choice, move, None, [])[1] is None


@pytest.mark.parametrize("lang", ["en", "de"])
def test_finding_3_the_title_tagline_fits_its_line_at_1024x700_unsquashed(lang):
    """The title's line under the shelf (`TitleScene.layout`: 760 px wide at most, at the
    small text size less one): the tagline's words fit it at their own width, where they
    were squeezed (finding 3); German says "du", as the table does (finding 25)."""
    i18n.set_language(lang)
    try:
        size = (1024, 700)
        line_w = min(size[0] - theme.px(48, size), theme.px(760, size))
        blurb = i18n.tr("zahlenstreifen.game.blurb")
        text = theme.render(blurb, "text", theme.px(theme.SMALL_SIZE - 1, size))
        assert text.get_width() <= line_w
        if lang == "de":
            assert not re.search(r"\b(ihr|euch|eure?)\b|müsst|Legt", blurb)
    finally:
        i18n.set_language("en")


def test_pt4b_8_a_majority_that_costs_the_same_either_way_says_no_cost():
    """'your yellow costs only 1 now, not 1' read as a fault: a colour whose cards cost as
    much held as not (a single 1) gets no cost clause, only who holds it now."""
    def same_cost_change(b, a):
        for i, (x, y) in enumerate(zip(leaders(b), leaders(a), strict=True)):
            if (0 in x) != (0 in y):
                mine = [c for c in a.observation(0).collections[0] if c[0] == "BGRVY"[i]]
                if sum(int(c[1:]) for c in mine) == len(mine):
                    return True
        return False

    for seed in range(1, 40):
        try:
            before, _move, after = play_until(same_cost_change, seed=seed)
        except AssertionError:
            continue
        told = majority_changes(before, after, NAMES, 0)
        assert told and not any("your" in clause for clause in told)
        return
    pytest.skip("no seed of 1-39 gives a majority that costs the same either way")
