"""The Solar Republic after the newcomer playtest pt14c (/tmp/playtest14c/report.md): a 4 on
another suit's 4 says it takes no book (6, SR5/SR7), the 5's answers keep the steals and the
draws together (7), a small card's name stands whole inside its border (10). (The first
lesson opening on the aim, finding 1: test_view_explains, test_solar_playtest4.)"""

from __future__ import annotations

from astromagie.games.solar_republic.cards import NAMES as NAMES_OF
from astromagie.games.solar_republic.moves import MOVE_INFO
from astromagie.games.solar_republic.policy import move_values
from astromagie.games.solar_republic.view import faces
from astromagie.games.solar_republic.view.names import NAMING, code_of
from astromagie.games.solar_republic.view.turn import SolarTurn
from astromagie.games.solar_republic.view.words import card_title, text_of
from tests.games.solar_republic.test_playtest6 import NAMES, asked, position


def dragged(state, code: str) -> str:
    me = state.current_player
    token = next(t for t in NAMING.table(state).hands[me] if code_of(t) == code)
    return SolarTurn(state, me, NAMES).preview(token, "pile")


def test_SR5_SR7_a_4_on_another_suits_4_says_it_fits_by_rank_and_takes_no_book(lang):
    """pt14c 6: Jupiter on Uranus asked only "who draws four?", and the pile stayed."""
    state = position(["JU4", "JU1"], ["UR4"])
    question = asked(state, "JU4").question
    card = card_title(next(t for t in NAMING.table(state).hands[state.current_player]
                           if code_of(t) == "JU4"))
    assert question == text_of("choose.question_rank_only_4", card=card)
    assert card in question  # two lines in the dialog at 1024x700: the top card is in sight
    assert ("takes no book" if lang == "en" else "kein Stapel") in question
    assert dragged(state, "JU4") == text_of("preview.rank_only")
    # on its own suit the 4 takes the book, and says so (SR7)
    own = position(["UR4", "JU1"], ["UR4"])
    assert dragged(own, "UR4") == text_of("preview.book", count=2)
    assert asked(own, "UR4").question == text_of(
        "choose.question_book_4", card=card_title(next(
            t for t in NAMING.table(own).hands[own.current_player] if code_of(t) == "UR4")),
        count=2)
    # a plain card on a 4 is still just laid there
    plain = position(["UR1", "JU1"], ["UR4"])
    assert dragged(plain, "UR1") == text_of("preview.play")


def kinds(moves: list[str]) -> list[str]:
    """The answers' kinds in order, runs of one kind counted once."""
    runs: list[str] = []
    for move in moves:
        kind = MOVE_INFO[move].kind
        if not runs or runs[-1] != kind:
            runs.append(kind)
    return runs


def test_SR11_SR14_the_5s_answers_keep_the_steals_together_and_the_draws_together():
    """pt14c 7: with one card left to draw the judgement's "Vega draws" led, then the two
    steals, then the other draws: now its kind leads, whole, the judgement's answer first
    (Return still takes it: test_playtest6), declining after the powers."""
    for left in (1, 3, 20):
        state = position(["SO5", "JU1"], ["UR2"], left=left)
        me = state.current_player
        state.won[(me + 2) % 3] = ["NE1"]  # two seats to steal from
        moves = [o.move for o in asked(state, "SO5").options]
        runs = kinds(moves)
        assert sorted(runs) == ["", "F", "S"], (left, moves)  # each kind in one run
        values = move_values(state, moves)
        if left <= 4:
            assert values[0] == max(values), (left, moves)
        else:
            assert runs == ["S", "F", ""]
        if runs[0] != "":
            assert runs[-1] == ""  # declining after the powers


def test_a_small_cards_name_stands_whole_and_inside_its_border(lang):
    """pt14c 10: the rule book's Hyperion at 1024x700 (a face about 62x90) read "Hype-" with
    "rion" cut by the card's edge. On a small face (a rule book's example, 85 to 119 px
    tall) a one-word name stands whole on one line within its room, and every name's last
    line inside the border."""
    for h in range(85, 120, 3):
        w = round(h / faces.CARD_RATIO)
        room = faces.name_room(w)
        for code, bodies in NAMES_OF.items():
            for body in bodies:
                name = card_title(f"{code}:{body.lower().replace(' ', '_')}")
                lines = faces.small_name_lines(name, max(10, h // 10), room)
                if " " not in name and not name.lower().endswith(faces.COMPOUND_TAILS):
                    assert len(lines) == 1, (h, name)
                assert all(line.get_width() <= room for line in lines), (h, name)
                top = faces.name_top(lines, (w, h))
                step = lines[0].get_height() - 2
                bottom = top + step * (len(lines) - 1) + lines[-1].get_height()
                assert bottom <= h - max(2, w // 28), (h, name, bottom)
                assert top >= h // 2, (h, name, top)  # under the picture


def test_SR11_a_5_with_nothing_to_steal_asks_only_who_draws(lang):
    """pt15c 3: the Sun's dialog asked "steal, or make someone draw four?" where nobody had
    won a card and no steal was offered; it asks what its answers offer."""
    state = position(["SO5", "JU1"], ["UR2"])
    state.won = [[] for _ in state.won]  # nothing won yet: no steal (SR11)
    decision = asked(state, "SO5")
    assert not any(MOVE_INFO[o.move].kind == "S" for o in decision.options)
    card = card_title(next(t for t in NAMING.table(state).hands[state.current_player]
                           if code_of(t) == "SO5"))
    assert decision.question == text_of("choose.question_book_4", card=card, count=2)
    with_steal = position(["SO5", "JU1"], ["UR2"])  # the next seat holds won cards
    assert asked(with_steal, "SO5").question == text_of("choose.question_book_5", card=card,
                                                        count=2)
