"""Zahlenstreifen's guided first game at a table with no window: the lesson asks for its
move at once. A card other than the one the coach points at is refused before it is
played, with the lesson's words, instead of being played and offered back (Again) only
after both bots and the dummy have moved (the newcomer playtest's finding)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from astromagie import i18n
from astromagie.games.zahlenstreifen.rules import RULES
from astromagie.games.zahlenstreifen.state import CHOOSE
from astromagie.games.zahlenstreifen.view import GUIDE_SEED, VIEW, guide
from astromagie.ui.kit.guided import HandOverCard
from astromagie.ui.kit.session import TableSession
from tests.ui.workers import AnsweringWorker


def guided_at_first_lesson() -> TableSession:
    session = TableSession.guided_game("zahlenstreifen", worker=AnsweringWorker(),
                                       ai_budget=0.01)
    session.saver.enabled = False
    session.begin_turn()
    for _ in range(50):
        if session.person_turn():
            return session
        session.step()
    raise AssertionError("the person's turn did not come")


def test_a_card_off_the_lesson_is_refused_at_once_with_the_lessons_reason(lang):
    session = guided_at_first_lesson()
    lesson = session.coaching
    assert lesson is not None and lesson.move in session.state.legal_moves()
    other = next(m for m in session.state.legal_moves() if m.split()[1:] != lesson.cards[:1])
    history = list(session.state.history)
    assert not session.play(other)
    assert session.state.history == history  # nothing played: no bot moved on meanwhile
    assert session.person_turn() and session.coaching == lesson  # the same lesson, now
    assert session.message_kind == "error"
    assert session.message == i18n.tr("kit.lesson_asks", move=lesson.short)
    assert lesson.short in session.message  # names the lesson's move, its reason in the box
    assert session.play(lesson.move)  # the lesson's own card is played
    assert session.message_kind != "error"


def test_the_hint_in_a_lesson_names_the_lessons_card():
    session = guided_at_first_lesson()
    lesson = session.coaching
    assert lesson is not None and lesson.move == f"P {lesson.cards[0]}"
    assert session.request_hint()
    assert session.bots.hint_token is None  # the lesson knows its move: no bot asked
    assert session.message_kind == "hint"
    assert VIEW.move_words(lesson.move) in session.message  # "Try: blue 7." ("Play blue 7")
    assert VIEW.move_words(lesson.move).lower() in lesson.short.lower()


def test_when_several_cards_are_safe_each_of_them_is_the_lessons():
    session = guided_at_first_lesson()
    for _ in range(8):  # the lessons as taught, to the one with several safe cards
        lesson = session.coaching
        assert lesson is not None
        if len(lesson.cards) > 1:
            break
        assert session.play(lesson.move)
        for _ in range(50):
            if session.person_turn():
                break
            session.step()
    else:
        raise AssertionError("no lesson with several safe cards")
    assert lesson.move == f"P {lesson.cards[0]}"  # the hint's card is named first
    other = f"P {lesson.cards[1]}"  # another card that takes nothing: not refused
    assert other in session.state.legal_moves() and session.play(other)
    assert session.message_kind != "error"


def test_the_reference_card_names_the_safe_zone_the_taking_and_the_score(lang):
    card = VIEW.reference()
    assert card is not None and card.title and len(card.sections) == 5
    assert all(heading and body for heading, body in card.sections)
    text = " ".join(body for _, body in card.sections)
    assert "0" in text and "5" in text and "2" in text and "4" in text  # 0-5 safe, 2 of 4


def shown_lessons(session: TableSession) -> Iterator[tuple[Any, Any]]:
    """The guided game followed as the coach says, then played on by the first legal move
    to its end: each lesson (the hand-over's card is none: kit HandOverCard) with the
    position it was shown at, before its move is made."""
    for _ in range(600):
        if session.state.is_over():
            return
        if not session.person_turn():
            session.step()
            continue
        lesson = session.coaching
        state = session.state
        if lesson is not None and lesson.text and not isinstance(lesson, HandOverCard):
            yield lesson, state
        move = lesson.move if lesson is not None and lesson.move else state.legal_moves()[0]
        if str(move).startswith("K"):
            session.staged("secret")  # the pair is dropped on the choice's places first
        assert session.play(move), session.message
    raise AssertionError("the guided game did not end")


def lessons_to_the_end(session: TableSession) -> list[tuple[int, str, int, int]]:
    """Each lesson's (step, words, row length, cards collected) as it was shown."""
    return [(session.guide_step, lesson.text, len(state.row),
             sum(len(c) for c in state.collections))
            for lesson, state in shown_lessons(session)]


@pytest.fixture(scope="module")
def played() -> dict[str, tuple[list[tuple[int, str, int, int]], TableSession]]:
    """The guided game played once per language, for the tests that read its lessons."""
    games = {}
    for lang in ("en", "de"):
        i18n.set_language(lang)
        try:
            session = guided_at_first_lesson()
            games[lang] = (lessons_to_the_end(session), session)
        finally:
            i18n.set_language("en")
    return games


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_whole_guided_game_plays_to_its_end_with_every_lesson_taught(played, lang):
    lessons, session = played[lang]
    assert session.state.is_over()
    # the opening lessons, the turn that gives the game to the person, then the last
    # round's turn and the secret choice: the guide's last step (pt4b, finding 3)
    # (and in the turns between, the first tie for a colour's most, pt5b, the first
    # majority that changes hands and the first the person loses, pt8b 3: 3 at most)
    steps = VIEW.guide().steps
    taught = [step for step, *_ in lessons]
    between = taught[guide.OPENING + 1:-2]
    assert taught == [*range(1, guide.OPENING + 2), *between, steps - 1, steps]
    assert 1 <= len(between) <= 3


@pytest.mark.parametrize("lang", ["en", "de"])
def test_finding_19_the_first_lesson_is_short_and_points_at_the_green_part(played, lang):
    first = played[lang][0][0][1]
    assert len(first) <= 260  # it was 290 characters of rule before its card
    assert ("green part" if lang == "en" else "grüne Teil") in first
    assert first.count(".") + first.count(":") <= 6


def band_sentence() -> str:
    return i18n.tr("zahlenstreifen.coach.band")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_finding_20_the_band_above_the_row_is_told_in_the_first_lesson_that_shows_it(
        played, lang):
    i18n.set_language(lang)
    told = [(step, row) for step, text, row, _ in played[lang][0] if band_sentence() in text]
    rows = [row for _, _, row, _ in played[lang][0]]
    first = next(i for i, row in enumerate(rows) if row >= 10)  # position 10: the band
    assert told == [(first + 1, rows[first])]  # once, in that lesson, inside the guide
    assert first + 1 <= VIEW.guide().steps


@pytest.mark.parametrize("lang", ["en", "de"])
def test_finding_21_the_majority_rule_is_taught_in_the_lesson_of_the_first_take(played, lang):
    """pt3b, finding 4: the rule came in the last lesson, after the take it explained. Now
    the lesson whose move is the game's first take says it makes the person's majority,
    before they take; and the table's "new" sentence for it is not said again after."""
    i18n.set_language(lang)
    majority = i18n.tr("zahlenstreifen.coach.majority_first",
                       colour=i18n.tr("zahlenstreifen.colour.Y"))
    assert ("only 1" if lang == "en" else "nur 1") in majority.replace("\u00a0", " ")
    told = [step for step, text, *_ in played[lang][0] if majority in text]
    collected = [count for *_, count in played[lang][0]]
    first = next(i for i, count in enumerate(collected) if count > 0)  # after the first take
    assert told == [first] and first <= 4  # the lesson before: the take's own
    again = i18n.tr("zahlenstreifen.coach.majority_yours",
                    colours=i18n.tr("zahlenstreifen.colour.Y"))
    assert not any(again in text for _, text, *_ in played[lang][0])


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_second_lesson_says_what_a_take_costs_majority_included(played, lang):
    """The majority rule in words by the second lesson, before anything is taken."""
    i18n.set_language(lang)
    cost = i18n.tr("zahlenstreifen.coach.cost")
    assert [step for step, text, *_ in played[lang][0] if cost in text] == [2]
    assert ("only 1" if lang == "en" else "nur 1") in cost


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt3b_3_the_taking_rule_is_said_plainly_from_the_players_side(played, lang):
    """The first lesson says what a card takes (NS7: its colour, the same or a lower
    value, exposed); no lesson says "within 1 of the end" or "a higher value takes"."""
    i18n.set_language(lang)
    texts = [text for _, text, *_ in played[lang][0]]
    plain = "same or a lower value" if lang == "en" else "gleichem oder niedrigerem Wert"
    assert plain in texts[0]
    for text in texts:
        assert ("within" not in text and "higher value" not in text) if lang == "en" else \
            ("höherem Wert" not in text and "Bereich bis" not in text)


@pytest.mark.parametrize("players", [2, 3, 5])
def test_news_is_what_the_table_did_not_show_at_the_persons_previous_turn(players):
    """Counted from the moves since (the dummy's turns too, with two players), checked
    against the table as it was remembered at each of seat 0's turns of a whole game."""
    state = RULES.new(players, GUIDE_SEED)
    seen = (len(state.row), 0)  # the deal: the row of six, nothing collected
    before_seen = len(state.row)  # the row at seat 0's turn before the previous one
    told: list[str] = []
    own_took = False
    while state.phase != CHOOSE:
        if state.current_player == 0:
            row, collected = len(state.row), sum(len(c) for c in state.collections)
            # the first majority is news unless seat 0's own move made it (`first_take`)
            expected = (["band"] if seen[0] < 10 <= row else []) + \
                (["band_path"] if before_seen < 10 <= seen[0] else []) + \
                ([("majority_shown" if own_took else "majority")]
                 if seen[1] == 0 < collected else [])
            assert guide.news(state) == expected
            told += expected
            before_seen, seen = seen[0], (row, collected)
            move = state.legal_moves()[len(state.history) % 2 - 1]
            assert guide.first_take(state, move) == (collected == 0 and bool(
                (after := state.clone(), after.apply(move), after.takes[-1])[2]))
            state.apply(move)
            own_took = bool(state.takes[-1])
            continue
        state.apply(state.legal_moves()[len(state.history) % 2 - 1])
    assert told.count("band") == 1 == told.count("band_path")  # each once at most
    assert told.count("majority") + told.count("majority_shown") <= 1


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt4b_1_2_the_first_lesson_says_the_goal_and_to_hold_the_card_over_the_0(played, lang):
    """The green part and the red frames show only while the card is held over the 0: the
    first lesson says to hold it there, and it opens with the goal."""
    first = played[lang][0][0][1]
    goal, hold = ("Goal: fewest minus points", "Hold blue 7 over the 0") if lang == "en" \
        else ("Ziel: am Ende möglichst wenige Minuspunkte", "Halte Blau 7 über die 0")
    assert first.startswith(goal) and hold in first
    assert first.index(hold) < first.index("green part" if lang == "en" else "grüne Teil")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt4b_2_the_second_lesson_says_where_the_first_card_slid_to(played, lang):
    """Three cards were played since the first lesson (the person's and two bots'): the
    person's blue 7 lies at position 3 now, and the lesson says so."""
    second = played[lang][0][1][1]
    said = "your blue 7 is at position 3" if lang == "en" \
        else "Deine Karte Blau 7 liegt jetzt auf Position 3"
    assert said in second


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt4b_3_the_coach_hands_the_game_over_then_teaches_the_last_round_and_the_choice(
        played, lang):
    """After the opening the coach gives the game to the person (no move asked), says what
    the last round's four cards are for, and coaches the secret choice with its cost."""
    i18n.set_language(lang)
    lessons = played[lang][0]
    assert lessons[guide.OPENING][1] == i18n.tr("zahlenstreifen.coach.play_on")
    assert lessons[-2][1] == i18n.tr("zahlenstreifen.coach.last_round")
    choice = lessons[-1][1]
    assert ("secret choice" if lang == "en" else "geheime Wahl") in choice
    # what joins and what is set aside the places' panel says under it (pt10b 6: short)
    assert ("set aside" if lang == "en" else "fallen weg") not in choice and len(choice) < 120
    # and Confirm: the card is two lines, the heading names the pair (pt10b 6)
    assert ("Confirm" if lang == "en" else "Bestätigen") in i18n.tr(
        "zahlenstreifen.board.secret_yours")


def test_pt4b_3_between_the_opening_and_the_last_round_the_coach_is_silent():
    state = RULES.new(3, GUIDE_SEED)
    for _ in range(3 * (guide.OPENING + 1)):
        state.apply(state.legal_moves()[0])
    while guide.first_tie(state):  # the one turn between that has its lesson (pt5b)
        for _ in range(3):
            state.apply(state.legal_moves()[0])
    assert state.current_player == 0 and state.observation(0).last_round_left < 0
    assert VIEW.coach(state, 0, guide.OPENING + 1).text == ""
    assert VIEW.coach(state, 0, guide.OPENING).move is None  # the hand-over asks no move


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt5b_2_a_lesson_framing_several_safe_cards_says_what_the_frames_mean(played, lang):
    """pt5b, finding 2: the second lesson framed blue 1 and red 7 in gold and named only
    red 7; it says now that the frames are the cards that take nothing."""
    second = played[lang][0][1][1]
    frames = "framed in gold in your hand" if lang == "en" else "golden gerahmt in deiner Hand"
    assert frames in second
    assert ("play red 7" if lang == "en" else "Spiel Rot 7") in second


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt5b_the_guided_games_last_log_line_says_it_is_over_and_who_won_by_what(
        played, lang):
    """pt5b: after the secret choice and the reveal nothing closed the guide; the log's
    last line says the game is over, that the fewest minus points win, and the figures."""
    i18n.set_language(lang)
    session = played[lang][1]
    last = str(session.log_lines[-1])
    state = session.state
    winner = state.winners()[0]
    points = str(-state.scores[winner])
    over = "The game is over" if lang == "en" else "Die Partie ist aus"
    assert over in last and points in last
    if winner != 0:  # the person lost: where they finished is said too
        assert str(-state.scores[0]) in last


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt5b_the_majority_is_pointed_at_where_it_shows_and_the_first_tie_is_said_once(
        played, lang):
    """pt5b: "most of a colour pays 1 a card" became clear only from the log. The lesson
    after the person's first take points at the gold frame it made; the first "=" (a tie
    for the most) gets a lesson of its own in the turns the coach is otherwise silent,
    once, pointing at the tied lines and asking no move."""
    i18n.set_language(lang)
    lessons = played[lang][0]
    framed = "gold frame round your yellow" if lang == "en" else "goldenen Rahmen um dein Gelb"
    assert [step for step, text, *_ in lessons if framed in text] == [guide.OPENING]
    tie = "marks a tie for the most" if lang == "en" else "zeigt einen Gleichstand"
    said = [step for step, text, *_ in lessons if tie in text]
    assert len(said) == 1 and guide.OPENING + 1 < said[0] < VIEW.guide().steps - 1


def test_pt5b_the_first_tie_is_found_from_the_takes_and_only_the_first_time():
    state = RULES.new(3, GUIDE_SEED)
    seen = []
    while state.phase != CHOOSE:
        if state.current_player == 0:
            tied = guide.first_tie(state)
            if tied:
                seen.append(len(state.history))
                lesson = guide.later(state, 0, guide.OPENING + 1)
                assert lesson.move is None and lesson.zones[0] == "end"
                assert len(lesson.zones) >= 3  # the row's end, and two tied lines at least
        state.apply(state.legal_moves()[0])
    assert len(seen) == 1


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt8b_3_the_coach_comes_back_when_a_majority_first_changes_hands(played, lang):
    """pt8b, finding 3: the coach left at step 6 of 25 and the majorities, the game's
    real strategy, were taught by the log. The first majority that changes hands gets a
    lesson in the middle of the game; the hand-over promises it, not the secret choice."""
    i18n.set_language(lang)
    lessons = played[lang][0]
    changed = "changed hands" if lang == "en" else "hat gewechselt"
    said = [step for step, text, *_ in lessons if changed in text]
    assert said and guide.OPENING + 1 < said[0] < VIEW.guide().steps - 1
    handover = i18n.tr("zahlenstreifen.coach.play_on")
    assert ("secret choice" if lang == "en" else "geheime") not in handover
    assert ("majority" if lang == "en" else "Mehrheit") in handover


def arrange_turns(state, takes):
    """`state` with the person (seat 0, first to play) about to move after the turns whose
    takes are given, one list of cards per turn (no row kept: only the takes matter)."""
    from astromagie.games.zahlenstreifen.cards import CARD
    assert state.first_player == 0
    state.history = [f"P X{k}" for k in range(len(takes))]
    state.takes = [[CARD[c] for c in t.split()] for t in takes]
    state.collections = [[] for _ in state.collections]
    for k, taken in enumerate(state.takes):
        state.collections[k % state.num_players] += taken
    return state


def test_pt8b_3_NS13_a_majority_the_person_loses_says_why_their_cost_jumped(lang):
    state = RULES.new(3, GUIDE_SEED)
    #   the person's turn: you hold G5 G6, the most green (cost 2); then Vega takes 3 greens
    arrange_turns(state, ["G5 G6", "", "", "", "G1 G2 G3", ""])
    changed = guide.first_change_of_hands(state, 0)
    assert changed is not None and changed.lost == (0,) and changed.holders == (1,)
    assert (changed.before, changed.after) == (2, 11)  # 1 a card, then their values
    lesson = guide.later(state, 0, guide.OPENING + 3)
    assert lesson.move is None and lesson.zones == ("end", "coll:0", "coll:1")
    words = ("another player holds more green than you now", "green: 2 → 11") if lang == "en" \
        else ("Jemand anderes hat jetzt mehr Grün als du", "Grün: 2 → 11")
    assert all(w in lesson.text for w in words), lesson.text
    # said once: three turns later nothing more has changed hands, and the coach is silent
    arrange_turns(state, ["G5 G6", "", "", "", "G1 G2 G3", "", "", "", ""])
    assert guide.first_change_of_hands(state, 0) is None


def test_pt8b_3_NS13_the_first_change_between_others_is_said_then_only_the_persons_loss():
    i18n.set_language("en")
    state = RULES.new(3, GUIDE_SEED)
    arrange_turns(state, ["", "R5", "", "", "", "R1 R2"])  # red: Vega's, then Orion's
    changed = guide.first_change_of_hands(state, 0)
    assert changed is not None and changed.lost == (1,) and changed.holders == (2,)
    assert "between the others" in guide.later(state, 0, guide.OPENING + 3).text
    # a later change between the others is not said again; the person's first loss is
    arrange_turns(state, ["", "R5", "", "B3", "", "R1 R2", "", "B1 B2", ""])
    assert guide.first_change_of_hands(state, 0) is not None
    assert guide.first_change_of_hands(state, 0).lost == (0,)
    arrange_turns(state, ["", "R5", "", "", "", "R1 R2", "", "V1", "", "", "", "V2 V3"])
    assert guide.first_change_of_hands(state, 0) is None
