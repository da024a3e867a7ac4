"""The Solar Republic after the seventeenth newcomer playtest (pt17, German): a power's
answers are a short choice with a grey reason under it (1), a 3 on Sol with only one
player to rob steals without asking whom (3), and the drop's preview warns of what a play
leaves the next player: a big pile, or Sol on top with won cards to steal (5)."""

from __future__ import annotations

import pygame
import pytest

from astromagie.games.solar_republic.state import SolarState
from astromagie.games.solar_republic.view import VIEW
from astromagie.games.solar_republic.view.names import NAMING, code_of
from astromagie.games.solar_republic.view.turn import SolarTurn
from astromagie.games.solar_republic.view.words import card_title, text_of
from astromagie.ui.kit.frame import compute_frame
from astromagie.ui.kit.picking import option_lines, option_rects
from tests.games.solar_republic.test_playtest6 import asked, position


def two_seats(hand: list[str], pile: list[str], their_won: list[str],
              my_won: list[str] = ()) -> tuple[SolarState, int]:
    """Two players, the person to move holding `hand` over `pile`."""
    state = SolarState.new(2, 4)
    me = state.current_player
    state.hands[me] = list(hand)
    state.pile = list(pile)
    state.won[1 - me] = list(their_won)
    state.won[me] = list(my_won)
    state.moves = ["D"] * 2
    return state, me


def token(state: SolarState, code: str) -> str:
    me = state.current_player
    return next(t for t in NAMING.table(state).hands[me] if code_of(t) == code)


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_SR10_SR11_each_answer_is_a_short_choice_over_its_reason(lang, size):
    """pt17 1: a 5's four or five answers read as one dense block: each is now a choice
    in one line, its reason (why, what follows) on a grey line of its own under it."""
    pygame.init()
    state = position(["SO5", "JU1"], ["UR2"])
    frame = compute_frame(size, VIEW.card_ratio)
    labels = [o.label for o in asked(state, "SO5").options]
    width = option_rects(frame, len(labels), labels)[0].w
    for label in labels:
        choice, newline, reason = label.partition("\n")
        assert newline and reason, label
        assert len(option_lines(choice, width, frame)) == 1, label
        assert len(option_lines(label, width, frame)) == 2, label  # the reason in one


def test_SR9_a_three_with_one_player_to_rob_asks_yes_or_no_not_whom(lang):
    """pt17 3: "Whom do you steal from?" in a two-player game; pt18 17: stolen from unasked,
    while the steal is an offer. Now a yes or no naming the one player, the steal first,
    and the preview says before the drop whose cards it may take."""
    state, me = two_seats(["SO3", "JU1"], ["SO1"], ["JU1", "JU2", "SA1", "UR1"])
    names = ["Ada", "Mara"]
    turn = SolarTurn(state, me, names)
    venus = token(state, "SO3")
    decision = turn.drop(venus, "pile")
    assert decision.kind == "choose"
    assert decision.question == text_of("choose.question_lone_steal", card=card_title(venus),
                                        stolen=3, name=names[1 - me])
    assert names[1 - me] in decision.question and "3" in decision.question
    assert [o.move for o in decision.options] == [f"P SO3 S{1 - me}", "P SO3"]
    steal, keep = (o.label.partition("\n")[0] for o in decision.options)
    assert (steal, keep) == (("Steal", "Don't steal") if lang == "en"
                             else ("Stehlen", "Nicht stehlen"))
    assert str(state.scores[1 - me]).replace("-", "\u2212") in decision.options[0].label
    assert turn.preview(venus, "pile") == text_of("preview.book_steal", count=2,
                                                  name=names[1 - me], stolen=3)
    assert names[1 - me] in turn.preview(venus, "pile")
    # with two to rob, the question stays: which of them is the player's choice
    three = position(["SO3", "JU1"], ["SO1"])
    three.won[(three.current_player + 2) % 3] = ["NE1"]
    assert len(asked(three, "SO3").options) == 3


def test_SR7_SR9_the_preview_warns_what_a_play_leaves_the_next_player(lang):
    """pt17 5: nothing warned of leaving a big pile, or Sol with one's won cards under a
    3's steal, to the next player; a 2 (the mover plays again) warns of nothing."""
    names = ["Ada", "Mara"]
    state, me = two_seats(["JU1", "SO1", "JU2"], ["JU1", "JU1", "JU1"], [])
    turn = SolarTurn(state, me, names)
    assert turn.preview(token(state, "JU1"), "pile") == text_of(
        "preview.feeds", name=names[1 - me], count=4)
    assert turn.preview(token(state, "JU2"), "pile") == text_of("preview.again")
    # a small pile and nothing won: no warning
    state.pile = ["SO2"]
    assert turn.preview(token(state, "SO1"), "pile") == text_of("preview.play")
    # Sol on top while the mover has won cards: a 3 steals them
    state.won[me] = ["NE1", "NE1"]
    assert turn.preview(token(state, "SO1"), "pile") == text_of(
        "preview.sol_top", name=names[1 - me], count=2)
    state.pile = ["SO2", "SO2", "SO2"]
    assert turn.preview(token(state, "SO1"), "pile") == text_of(
        "preview.sol_top_feeds", name=names[1 - me], count=4)


@pytest.mark.parametrize("window, cards", [((1024, 700), 14), ((1024, 700), 16),
                                           ((1280, 800), 16), ((1024, 700), 18)])
def test_SR1_a_crowded_hands_names_stand_up_their_strips_unsqueezed(lang, window, cards):
    """pt17 2: in a 14-16-card hand each name, narrowed to a third of its width across a
    34 px strip, could not be read. It now stands up the strip at a readable size, its
    own width kept (only the longest, the Asteroid Belt, narrowed to the strip's height),
    and nothing of it lies under the next card."""
    from astromagie.games.solar_republic.view import faces, spine
    from astromagie.games.solar_republic.view.names import TOKENS

    pygame.init()
    frame = compute_frame(window, faces.CARD_RATIO)
    rects = frame.hand_rects(cards)
    shown, (w, h) = rects[1].x - rects[0].x, frame.card
    assert faces.hand_type(w, h, shown, lang).squeeze < spine.SPINE_BELOW
    placed: list[tuple[str, pygame.Rect, int]] = []
    real = spine.spine_name

    def spy(surface, name, strip, span, ground):
        rect = real(surface, name, strip, span, ground)
        placed.append((name, rect, faces.look.render(name, "bold",
                                                     spine.spine_size(strip[1])).get_width()))
        return rect

    for token in sorted({t for copies in TOKENS.values() for t in copies}):
        placed.clear()
        faces.spine_name, saved = spy, faces.spine_name
        try:
            faces.face(token, (w, h), shown=shown)
        finally:
            faces.spine_name = saved
        (name, rect, natural), = placed
        assert rect.right < shown, (name, rect, shown)
        assert rect.h > rect.w or len(name) <= 2, (name, rect)  # up the strip ("Io" aside)
        assert spine.spine_size(shown) >= 12
        if len(name) <= 10:  # the deck's names but the longest keep nearly all their width
            assert rect.h >= 0.85 * natural, (name, rect.h, natural)
