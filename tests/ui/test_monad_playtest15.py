"""Playtest 15d's Monad findings (round 19 of issue 38): a drop that cannot trade began a
purchase with no word of why (4); an opponent's shortcut won with no warning (6); the
review called the hint's own payment costly (pt14d 4, still open)."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.games.monad.policy import POLICY
from astromagie.games.monad.view import VIEW
from astromagie.kit.view import Highlight
from tests.games.monad.helpers import position

COLUMNS = {2: "O2 Y2", 3: "G3 O3", 4: "R4 P4", 5: "O5 Y5"}


def cool_commons_only():
    """Seat 0 holds only cool Commons (and a cool Bi): nothing pairs for a trade."""
    return position(2, {0: "P1 B1 G1 G2", 1: "Y1"}, identities="R O", columns=COLUMNS,
                    talon="G1 R1")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_MO12_a_drop_that_cannot_trade_says_why_it_buys_instead(lang):
    """pt15d 4: a cool Common dropped on the Bi column, only cool Commons to pair with,
    began buying the orange Bi in silence. The status now says why first (with MO12),
    then the purchase, then how to take the card back; the next card paid drops it."""
    i18n.set_language(lang)
    try:
        state = cool_commons_only()
        turn = VIEW.turn_input(state, 0, ["You", "Ben"])
        assert turn.drop("B1", "col:2").kind == "staged"
        said = VIEW.status(state, 0)  # no live turn handed: the goal line
        assert turn.switched not in said
        # the status keeps its short line (the sentence cut it to "Your turn …"); the
        # tray says it, beside the card the drop put there
        said = VIEW.status(state, 0, seen=Highlight(live=turn, names=("You", "Ben"), you=0))
        assert turn.note() in said and turn.switched not in said
        expected = {"en": ("These can't trade: no warm Common to pair with (rule MO12)",
                           "Buying the orange Bi instead (3 to pay)", "take it back"),
                    "de": ("Kein Tausch möglich: ein warmer Einer zum Tauschen fehlt "
                           "(Regel MO12)", "Kauf: Bi orange (3 zu zahlen)",
                           "zurückzunehmen")}[lang]
        for words in expected:
            assert words in turn.switched, turn.switched
        assert turn.drop("P1", "tray").kind == "staged"  # the next card: the usual line
        assert turn.switched == ""
        assert "2 paid" in turn.note() or "2 bezahlt" in turn.note()
    finally:
        i18n.set_language("en")


def test_MO12_a_drop_that_trades_or_pays_on_an_open_purchase_says_no_switch():
    """Only a drop that began a purchase instead of a trade explains itself: a click
    that opens the purchase, then a card paid, leaves the usual paying line."""
    state = cool_commons_only()
    turn = VIEW.turn_input(state, 0, ["You", "Ben"])
    assert turn.click("col:2").kind == "staged"
    assert turn.drop("B1", "col:2").kind == "staged"
    assert turn.switched == ""


def test_MO12_a_card_taken_back_from_the_tray_ends_the_switch_words():
    state = cool_commons_only()
    turn = VIEW.turn_input(state, 0, ["You", "Ben"])
    turn.drop("B1", "col:2")
    assert turn.click("staged:0").kind == "staged"
    assert turn.switched == "" and turn.mode == ""


def orion_one_card_away(goal: int = 1):
    """pt15d 6: seat 1 (purple identity, cool) holds the yellow Quint (warm) and no
    relative; a purple Bi stands in the Bi column. Seat 2 holds no Quint."""
    state = position(3, {0: "R1 B1 G1 O2", 1: "Y5 P1 B1 G1 R1 O3", 2: "R1 O1 Y1 B4"},
                     identities="G P B", columns={2: "P2 O2", 3: "G3", 4: "R4", 5: "O5"},
                     talon="G1 R1 Y1")
    state.goal = goal
    return state


@pytest.mark.parametrize("lang, words", [("en", "Has a Quint · ★ purple = Monad"),
                                          ("de", "Hat Quint · ★ violett = Monade")])
def test_MO13_an_opponents_open_shortcut_shows_on_their_seat(lang, words):
    """pt15d 6: Orion won by the shortcut from "Hand value 46/80" with no warning. A seat
    holding a Quint of the other temperature, a relative still in a column, says so on
    its race line (its first: the one a bot's panel keeps at 1024x700)."""
    i18n.set_language(lang)
    try:
        state = orion_one_card_away()
        assert VIEW.seat_lines(state, 1)[0].endswith(words)  # after "Next · " (pt17 2)
        assert not any("Quint ·" in line for line in VIEW.seat_lines(state, 2))
        # no relative left in the open: the shortcut is shut, the usual race line
        state.cols[2] = [c for c in state.cols[2] if c % 6 != 3]
        assert VIEW.seat_lines(state, 1)[0] != words
    finally:
        i18n.set_language("en")


def test_MO13_the_shortcut_line_and_the_hints_warning_read_only_the_open_table():
    """What the seat lines and the hint say of the others stays the same however their
    hidden Commons are dealt anew (MO5: only their colours are hidden; the person's
    observation gives the rest)."""
    state = orion_one_card_away()
    said = [VIEW.seat_lines(state, s) for s in range(3)], POLICY.reason(state, "D")
    for shift in range(1, 6):  # the others' Commons, as many, in other colours
        other = state.clone()
        for seat in (1, 2):
            hand = other.hands[seat]
            hand[:6] = hand[shift:6] + hand[:shift]
        assert other.hands != state.hands
        assert ([VIEW.seat_lines(other, s) for s in range(3)],
                POLICY.reason(other, "D")) == said


def test_MO13_the_hint_warns_when_an_opponent_could_win_next_turn():
    """pt15d 6: the hint said "draw a card" the turn before Orion's shortcut won. Its
    words now end with the warning; its choice is the same move."""
    state = orion_one_card_away()
    key, params = POLICY.reason(state, "D")
    assert key == "hint.threat_block"  # what stops it said too (pt16d 3)
    words = i18n.tr(f"monad.{key}", **params)
    assert words.endswith("Trade or buy for that card first: it stops the shortcut.")
    assert words.startswith(i18n.tr("monad." + POLICY._why(state, "D")[0],
                                    **POLICY._why(state, "D")[1]))
    # a goal of 2: one Monad is no win yet, so no warning
    assert not POLICY.reason(orion_one_card_away(goal=2), "D")[0].startswith("hint.threat")


def test_MO6_the_rules_and_the_coach_say_most_games_end_by_the_shortcut():
    for lang in ("en", "de"):
        i18n.set_language(lang)
        try:
            rules = i18n.tr("monad.rules.relatives.body")
            coach = i18n.tr("monad.coach.shortcut_cool", stem="x")
            assert "80" in rules and "80" in coach
        finally:
            i18n.set_language("en")


def buying_the_tri():
    """Seat 0 buys the green Tri (7): "Pay the rest" pays the blue Bi, the green Bi and
    the red Common, the cards the bots need least."""
    return position(2, {0: "R1 O1 Y1 B1 B2 G2", 1: "Y1 P1"}, identities="R O",
                    columns={2: "O2 Y2", 3: "G3 O3", 4: "R4 P4", 5: "O5 Y5"}, talon="G1 R1")


def recorded(payment: list[str]) -> list:
    """The positions of a record: the buy of the Tri, then `payment` card by card."""
    states = [buying_the_tri()]
    for move in ["B 3", *payment]:
        states.append(states[-1].clone())
        states[-1].apply(move)
    assert not states[-1].target  # the purchase is made
    return states


def reviewed_against(monkeypatch, payment: list[str], hinted_first: str):
    """The review of `payment` against a hint that pays `hinted_first` first, then as the
    bots pay; every hinted move made to look 50 points of win chance better than the
    one played, so only `same_outcome` keeps a moment out."""
    from astromagie.ai import review
    from astromagie.games.monad.policy import greedy_payment
    from astromagie.games.monad.rules import RULES

    def hint(obs):
        state = obs.world()
        if not state.target:
            return "B 3"
        return hinted_first if f"{hinted_first}" in state.legal_moves() and \
            state.due == 7 else greedy_payment(state)

    monkeypatch.setattr(review, "evaluate",
                        lambda rules, state, moves, worlds, rng: [50.0, 0.0][:len(moves)])
    return review.review_game(RULES, recorded(payment), [0], worlds=1, hint=hint)


def test_MO15_a_payment_in_another_order_or_as_the_hint_named_is_no_costly_moment(
        monkeypatch):
    """pt14d 4, still open at pt15d: the review called the payment the hint named (and
    "Pay the rest" made) a costly moment. The same cards paid in another order are one
    play, and so is the payment the hint's buy named."""
    from astromagie.games.monad.view.turn import bot_payment

    named = bot_payment(recorded(["P B2", "P G2", "P R1"])[1].clone())
    assert sorted(named) == ["P B2", "P G2", "P R1"]
    # the hint pays the green Bi first, the record the blue Bi: the same cards
    assert reviewed_against(monkeypatch, ["P B2", "P G2", "P R1"], "P G2").moments == []
    assert reviewed_against(monkeypatch, ["P R1", "P G2", "P B2"], "P B2").moments == []
    # the record paid as the hint's buy named it, the hint's search now starting elsewhere
    assert reviewed_against(monkeypatch, named, "P O1").moments == []


def test_MO15_a_payment_with_other_cards_than_the_hints_is_still_judged(monkeypatch):
    """The control: four Commons and a Bi paid where the hint paid two Bis and a Common
    (other cards kept) is a moment, the hint's payment the better move."""
    review = reviewed_against(monkeypatch, ["P R1", "P O1", "P Y1", "P B1", "P B2"], "P B2")
    assert ("P R1", "P B2") in [(m.played, m.suggested) for m in review.moments]






@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
def test_MO12_the_tray_says_why_the_drop_buys_beside_the_card(app, monkeypatch):
    """The sentence stands on the tray beside the card the drop put there, whole, in
    lines inside the tray (the status line would cut it), at 1024x700 and 1280x800."""
    from astromagie.games.monad.view import board as board_module
    from tests.ui.test_monad_table import open_table

    state = cool_commons_only()
    scene = open_table(app, state)
    turn = VIEW.turn_input(state, 0, ["You", "Ben"])
    turn.drop("B1", "col:2")
    drawn: list[tuple[str, object]] = []
    real = board_module.look.render_fit

    def render_fit(text, role, size, width, colour=None):
        surface = real(text, role, size, width, colour)
        drawn.append((text, surface.get_width()))
        return surface

    monkeypatch.setattr(board_module.look, "render_fit", render_fit)
    scene.board.paint(app.screen, state, 0, Highlight(live=turn, names=("You", "Ben"), you=0))
    words = " ".join(text for text, _ in drawn)
    assert turn.switched in words  # every word, in order
    tray = scene.board.tray
    staged = scene.board.staged_rects(1)[0]
    lines = [(t, w) for t, w in drawn if t and t in turn.switched]
    assert all(w <= tray.right - staged.right for _, w in lines)


def test_the_guided_game_speaks_after_its_lessons_at_key_moments_each_once():
    """pt15d 11: after the eleventh lesson some 40 turns ran with no coach. The coach now
    notes, each once and asking no move, when a Monad is in reach, when an opponent
    could take one next turn, and when the talon runs low (later.py)."""
    from astromagie.games.monad.view import GUIDE_STEPS
    from tests.ui.test_monad_table_teaching import guided_lessons

    lessons, state, bot = guided_lessons()
    assert VIEW.guide().lessons == GUIDE_STEPS == len(lessons)
    said: list[str] = []
    step = GUIDE_STEPS
    while not state.is_over():
        if state.current_player != 0:
            state.apply(bot.choose(state.observation(1), budget=None))
            continue
        if not state.acted and not state.target:  # a turn begins: the coach is asked
            note = VIEW.coach(state, 0, step)
            assert note.move is None
            if note.text:
                said.append(note.text)
            step += 1
        moves = state.legal_moves()
        values = POLICY.move_values(state, moves)
        state.apply(moves[values.index(max(values))])
    keys = ("later_monad", "later_threat", "later_talon")
    notes = {i18n.tr(f"monad.coach.{key}") for key in keys}
    # the Quint the shortcut needs at the column's front, for the guided seat's red (pt17 5)
    notes.add(i18n.tr("monad.coach.later_shortcut_warm", stem=i18n.tr("monad.stem.R")))
    # and once, after the hand-over, the way to the Monad (pt17 5)
    way = [s for s in said if s.startswith("Your way to the Monad")]
    assert len(way) == 1 and set(said) - set(way) <= notes
    assert len(said) == len(set(said))  # each once


def test_a_key_moment_holds_from_the_open_table():
    """The moments the later notes wait for: an opponent who could take the goal's Monad
    next turn (its shortcut open), not a Monad of the person's, nor a low talon."""
    from astromagie.games.monad.view.later import holds

    state = orion_one_card_away()
    assert holds(state, 0, "threat") and not holds(state, 0, "monad")
    assert not holds(state, 0, "talon")
    state.talon = [0, 1]
    state.discard = [2]
    assert holds(state, 0, "talon")
    assert not holds(orion_one_card_away(goal=2), 0, "threat")


def test_a_key_moments_note_is_said_at_the_first_turn_it_holds_only():
    """The talon's note, said the turn it first runs low, is not said again the turn
    after, though the talon is still low (replayed from the game's own moves)."""
    from astromagie.games.monad.view.later import holds, later_note
    from tests.ui.test_monad_table_teaching import guided_lessons

    _, state, bot = guided_lessons()
    low: list[str] = []
    while not state.is_over() and len(low) < 2:
        if state.current_player != 0:  # once the talon is low, the bot draws too
            state.apply("D" if low else bot.choose(state.observation(1), budget=None))
            continue
        if not state.acted and not state.target and holds(state, 0, "talon"):
            low.append(later_note(state, 0).text)
        state.apply("D" if "D" in state.legal_moves() else state.legal_moves()[0])
    assert low == [i18n.tr("monad.coach.later_talon"), ""]
