"""How Monad's table teaches: the guided game's lessons from the table as it is (buying
with its payment, a leap and the bonus in order, the game going on after them, the
partner question lighting the coach's partner, a lesson's card clear of the cards it
speaks of), the hint's words, the close-up, and every word and face in both languages."""

from __future__ import annotations

import random

import pytest

from astromagie import i18n
from astromagie.games.monad import INFO
from astromagie.games.monad.cards import CODES
from astromagie.games.monad.moves import decode
from astromagie.games.monad.policy import POLICY
from astromagie.games.monad.record import new_game
from astromagie.games.monad.view import GUIDE_STEPS, VIEW, zone_rank
from astromagie.games.monad.view.faces import RELATIVE
from astromagie.ui.kit.table import KitTableScene
from tests.games.monad.helpers import position
from tests.ui.test_monad_table import ALL_CODES, NAMES, hand_center, mid_game, turn_of
from tests.ui.ui_events import drag, frames


def test_the_guided_game_teaches_from_the_table_as_it_is():
    guide = VIEW.guide()
    state = new_game(guide.players, guide.seed)
    assert state.current_player == 0  # the person starts
    coaching = VIEW.coach(state, 0, 0)
    # the front named where it lies (pt9d 3), short enough to leave the tray in sight (pt9d 1)
    assert coaching.text.startswith("Race to 5 Monads. A column's front is its bottom card, "
                                    "“taken next”.")
    assert coaching.zones == ("col:2",) and set(coaching.cards) <= set(VIEW.hand(state, 0))
    a, b = coaching.cards
    turn = turn_of(state)
    decision = turn.drop(a, "col:2")  # what the guide says works at the table
    move = decision.move if decision.kind == "move" else next(
        o.move for o in decision.options if b in o.move)
    state.apply(move)
    assert VIEW.coach(state.clone(), 1, 1).text == ""  # not the person's turn: nothing


def guided_lessons():
    """The guided game as the table plays it (its options, its bot's seed), the person
    following every lesson: the lessons in order, and the state after the last."""
    from astromagie.games.monad.view.turn import bot_payment
    from astromagie.host import registry

    guide = VIEW.guide()
    rules = registry.rules("monad")
    state = rules.new(guide.players, guide.seed, dict(guide.options))
    bot = rules.make_bot(guide.level, (guide.seed * 7919 + 104_729) & 0xFFFFFFFF)
    lessons = []
    while len(lessons) < guide.lessons:
        if state.current_player != 0:
            state.apply(bot.choose(state.observation(1), budget=None))
            continue
        coaching = VIEW.coach(state, 0, len(lessons))
        lessons.append(coaching)
        state.apply(coaching.move)
        if coaching.move.startswith("B"):
            bot_payment(state)
    return lessons, state, bot


def test_the_guided_game_teaches_buying_and_names_the_payment():
    """Issue 38 / H12: the guide's deal teaches a buy within its lessons; the coach says
    what Pay the rest would pay with and lights it, and where the paid cards go."""
    lessons, _, _ = guided_lessons()
    kinds = [c.move.split()[0] for c in lessons]
    assert "T" in kinds and "B" in kinds and "E" in kinds
    buy = lessons[kinds.index("B")]
    assert buy.action == "pay" and "Then “Pay the rest” pays with " in buy.text
    # the paid Tris go back (item 14), where the picture shows the column's back (pt8d 4)
    assert "go to their column's back (top on screen)" in buy.text
    end = lessons[kinds.index("E")]
    assert end.action == "end"


def test_MO16_MO14_the_guided_game_teaches_a_leap_and_the_bonus_in_order():
    """Issue 38 playtest item 14: the guide never taught leaping, the bonus or the
    identity. Following the coach: trade, leap (the trade made it possible), end, three
    draws, trade, a buy, a bonus trade, a relative's trade (pt10d 2), end; each lesson
    says its rule."""
    lessons, _, _ = guided_lessons()
    kinds = [c.move.split()[0] + ("+" if c.move.endswith("+") else "") for c in lessons]
    assert kinds == ["T", "J", "E", "D", "D", "D", "T", "B", "T+", "T", "E"]
    leap = lessons[1]
    assert leap.action == "leap" and "tray" in leap.zones
    assert "after a trade or a buy" in leap.text.lower() and len(leap.cards) == 4
    assert len(leap.text.split()) <= 39  # 42 before; it lies over the columns' tops (pt10d 1)
    bonus = lessons[8]
    # the bonus for Bis and up, said where it is first taught (pt7d 5)
    # which colours pair, what the bonus brings and why it can bring nothing (pt13d 2)
    # (pt17 1: the pairs' list went; the shapes on the cards say it, one idea a line)
    assert "\nSame shape, Bi or higher: a bonus pair.\n" in bonus.text
    # the cards first, then where they come from, one idea a line (pt14d 6: "each lower
    # column ... up to the first empty" read as "lower than what? empty what?"), in two
    # short sentences (pt15d 2)
    assert "\nThe bonus also brings the red Bi, from the columns below the Tris.\n" \
        in bonus.text
    # and the dialog's now-or-later choice, said as the question that comes (pt10d 2, pt15d 2)
    assert bonus.text.endswith(
        "Then you choose: take it now, or keep it for a higher pair this turn?")
    # the hand's value at the end of the first turn, first shown with no word on it (pt8d
    # 5); one idea only: the identity and relatives wait for the relative's lesson (pt12d 2)
    assert "“Hand value …/80” (scoreboard): your hand's points; a Monad costs 80" in \
        lessons[2].text
    assert "identity" not in lessons[2].text and "relative" not in lessons[2].text
    assert "identity card's colour" in lessons[9].text
    # a short lesson (the first plain draw) says where the rules in short are (monad5);
    # the last lesson, the shortcut's, no longer also does (pt16d 4: a nine-line step)
    assert lessons[3].move == "D" and "Quick rules (?) button in the top bar" in lessons[3].text
    assert "Quick rules (?)" not in lessons[-1].text
    assert [i for i, c in enumerate(lessons) if "Quick rules" in c.text] == [3]  # once
    # the bonus and buy lessons in a few lines: longer, at 1024x700 they lay over the
    # columns they named (monad5); the buy's two words more say where the column's back
    # shows (pt8d 4)
    # (the bonus lesson's 13 words more say what it brings: pt13d 2; the question it
    # announces, pt15d 2)
    assert len(bonus.text.split()) <= 51 and len(lessons[7].text.split()) <= 47
    # a draw names what the Common is for, as the hint does (item 17)
    assert any("Commons) and you can buy" in c.text for c in lessons[3:6])  # points (pt8d 3)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_MO13_the_guided_game_has_a_relative_stand_for_a_higher_rank_and_says_its_worth(lang):
    """pt10d 2: relatives were a dense sentence only. A lesson trades one: the bonus just
    taken (the red Bi, a relative) with the green Quad brings the red Quint, and the coach
    says why that is worth more, with the numbers (3 + 16 given for 36)."""
    i18n.set_language(lang)
    try:
        lessons, _, _ = guided_lessons()
    finally:
        i18n.set_language("en")
    relative = lessons[9]
    assert relative.move == "T R2 G4" and relative.zones == ("col:5",)
    assert relative.cards == ("R2" + RELATIVE, "G4")  # the coach points at the relative
    # the identity said here, where the relative first matters (pt12d 2)
    # the move first, its new card named; the why in one sentence (pt16d 4)
    # one idea a line, short lines (pt17 1: steps 9 and 10 were dense)
    words = {"en": "Drag the red Bi onto the column of the red Quint, with the green Quad.\n"
                   "Your identity card's colour (★) makes it your relative.\n"
                   "A relative trades as any rank: here a Quad.\n"
                   "Cards worth 19 bring one worth 36.",
             "de": "Schieb die rote Bi auf die Kolonne mit der roten Quint, mit der grünen "
                   "Quad.\nFarbe deiner Stammkarte (★): deine Verwandte.\n"
                   "Eine Verwandte tauscht als jeder Rang, hier als Quad.\n"
                   "Karten im Wert von 19 bringen 36."}
    assert words[lang] in relative.text
    assert len(relative.text.split()) <= 40  # it lies over the columns: short (pt10d 1)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_bonus_and_relative_lessons_say_one_idea_a_short_line(lang):
    """pt17 1: steps 9 (the bonus) and 10 (a relative) were dense paragraphs: each now
    says its move, then one idea a line, no line longer than a short sentence."""
    i18n.set_language(lang)
    try:
        lessons, _, _ = guided_lessons()
    finally:
        i18n.set_language("en")
    for lesson in lessons[8:10]:
        lines = lesson.text.split("\n")
        assert len(lines) == 4
        assert all(len(line.split()) <= 15 for line in lines), lines


def test_the_german_coach_names_the_identity_as_the_panel_and_rules_do():
    """pt12d 2: the coach said "Stammfarbe", the panel and the short rules "Stammkarte":
    one German name everywhere."""
    with open("locales/monad/de.yaml", encoding="utf-8") as source:
        german = source.read()
    assert "Stammfarbe" not in german and german.count("Stammkarte") >= 5


def test_the_guided_game_goes_on_to_its_end_after_its_lessons():
    """After the last lesson the person plays on the bots' best moves and the game ends
    (with the goal of the table: 1 Monad)."""
    lessons, state, bot = guided_lessons()
    while not state.is_over():
        if state.current_player != 0:
            state.apply(bot.choose(state.observation(1), budget=None))
            continue
        legal = state.legal_moves()
        values = POLICY.move_values(state, legal)
        state.apply(legal[max(range(len(legal)), key=values.__getitem__)])
    assert state.is_over() and state.winners()


def test_the_buy_lessons_pill_names_the_buy_and_its_text_the_payment():
    """The pill at the column said the four-card payment and ran across all four columns
    (item 13); the payment stays in the lesson's text."""
    lessons, _, _ = guided_lessons()
    buy = next(c for c in lessons if c.move.startswith("B"))
    assert buy.short == "Buy the green Tri"  # monad8: its colour, as its text says
    assert "Then “Pay the rest” pays with the red Common, the blue Bi" in buy.text


def test_in_a_lesson_the_partner_question_lights_the_coachs_partner(app):
    """The playtest (pt2, 22) traded as the coach said and pressed Return: the question
    had lit the first partner, not the coach's, so Return made the other trade."""
    app.settings.animation_speed = 1000.0
    scene = KitTableScene.guided_game(app, "monad")
    app.stack.push(scene)
    for _ in range(600):
        if scene.human_turn() and scene.session.coaching is not None:
            break
        frames(app)
    coaching = scene.session.coaching
    assert coaching is not None and coaching.cards and coaching.zones
    card = next(c for c in coaching.cards if c in scene.hand())
    drag(app, hand_center(scene, card), scene.board.zone_rect(coaching.zones[0]).center)
    if scene.picker is None:
        pytest.skip("this lesson's trade has one partner: nothing to ask")
    options = scene.picker.options
    assert len(options) > 1 and coaching.move in [o.move for o in options]
    assert options[scene.picker_focus].move == coaching.move


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("app", [(1280, 800), (1024, 700)], indirect=True)
def test_the_lessons_card_leaves_the_cards_taken_next_in_sight(app, lang):
    """pt2 item 21: at 1024x700 the first lesson's card covered the Tri and Quad columns'
    cards taken next, the very cards it spoke of; pt7d 2: it still lay over the fans of
    the Bi, Tri and Quad columns it talked about; pt8d 1: then over the Sammelfeld's
    words and the discard pile just filled. The view keeps the fans of the columns a
    lesson names whole, every column's card taken next, the headers, the Monad supply,
    the talon, the pile and the Sammelfeld in sight (`kept_in_sight`); no lesson up to
    the bonus's covers the columns' headers, a card taken next or the column it names,
    and the second and third lessons (after the turn's first action) leave the pile and
    the Sammelfeld too: the card goes over the back cards of columns no lesson's word is
    about. pt9d 1: the first, before any action, lay over the unused Sammelfeld's words;
    shortened, it lies over the column backs under their headers."""
    i18n.set_language(lang)
    app.settings.animation_speed = 1000.0
    scene = KitTableScene.guided_game(app, "monad")
    app.stack.push(scene)
    lessons = 0
    for _ in range(3000):
        session = scene.session
        coaching = session.coaching
        if session.state.is_over() or session.guide_step > GUIDE_STEPS:
            break
        if scene.human_turn() and coaching is not None and coaching.move:
            frames(app, 3)  # the lesson's card lies where the picture painted leaves room
            snap = scene.snapshot()
            card, _pill = scene.painter.lesson_layout(app.screen, snap, coaching, scene.frame,
                                                      scene.board)
            kept = VIEW.kept_in_sight(scene.board)  # as painted: the columns' lengths
            # 4 columns, their headers, the Monad, the talon, the pile's heading, (the pile
            # and the Sammelfeld, while the lesson names only some columns: a buy pays
            # into, a bonus takes from all), the tray's heading once the tray can be used
            # (after an action); the hand under the board (pt9d 1); and the headers again
            # (a thin strip weighed too little). The Sammelfeld is kept from the first lesson
            # on (pt9d 1: the first lesson's card covered its words)
            state = session.state
            whole = coaching.move.startswith("B") or coaching.move.endswith("+")
            assert len(kept) == 4 + 1 + 3 + bool(state.discard) + state.acted + 1 + 1 + (
                not whole)
            assert kept[-1] == kept[4]
            board = scene.board
            named = [zone_rank(zone) for zone in coaching.zones if 2 <= zone_rank(zone) <= 5]
            for rank in named:  # a column named kept whole, its back card to its front
                if not coaching.move.startswith("J"):
                    assert kept[rank - 2].contains(board.column_card_rect(rank, 0))
            # the cards taken next of the columns named, and in the second and third
            # lessons the Sammelfeld and the pile's cards
            checked = [board.zone_rect(f"col:{rank}") for rank in named]
            if session.guide_step <= 3:  # the first too, since pt9d 1
                checked += [board.tray, *([board.discard_top] if state.discard else [])]
            assert not any(card.box.colliderect(rect) for rect in checked), (
                session.guide_step, card.box, [r for r in checked if card.box.colliderect(r)])
            # pt12d 1: in steps 1 to 7 the card lay over the columns' back cards, their
            # rank and points hidden: at every lesson no column's card, front or back
            fans = [board.zone_rect(f"col:{rank}").union(board.column_card_rect(rank, 0))
                    for rank in range(2, 6)]
            assert card.box.collidelist(fans) < 0, (session.guide_step, card.box)
            lessons += 1
            scene.play(coaching.move)
            if lessons == GUIDE_STEPS:  # the last lesson's move played
                break
        frames(app)
    assert lessons == GUIDE_STEPS


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_face_and_word_of_the_table_exists(lang):
    i18n.set_language(lang)
    try:
        for code in [*ALL_CODES, "R3^", "M", *(f"I{c}" for c in "ROYPBG")]:
            for size in ((50, 70), (120, 168)):
                assert VIEW.face(code, size).get_size() == size
        assert VIEW.back((60, 84)).get_size() == (60, 84)
        for section in INFO.rule_book:
            for part in ("title", "body"):
                assert i18n.has(f"monad.rules.{section.id}.{part}"), (section.id, part)
        state = mid_game(2, 3)
        assert VIEW.status(state, 0) and all(VIEW.seat_lines(state, 0))
        while not state.is_over():
            state.apply(POLICY.rollout_move(state, random.Random(1), 0.0))
        assert all(VIEW.breakdown(state, NAMES[:2]))
    finally:
        i18n.set_language("en")


def test_every_rule_of_the_rule_book_belongs_to_one_section_and_its_examples_are_cards():
    import re

    ids = [rule for section in INFO.rule_book for rule in section.rules]
    assert sorted(ids, key=lambda r: int(r[2:])) == [f"MO{i}" for i in range(1, 23)]
    assert any(section.addition for section in INFO.rule_book)
    for lang in ("en", "de"):
        i18n.set_language(lang)
        try:
            for section in INFO.rule_book:
                body = i18n.tr(f"monad.rules.{section.id}.body")
                for row in re.findall(r"^\[\[(.*)\]\]$", body, re.M):
                    for code in row.split():
                        assert code in ("_", "->") or VIEW.face(code, (30, 42))  # "->": an arrow
        finally:
            i18n.set_language("en")


def test_the_draw_hint_names_the_plan_of_the_card_drawn():
    """Item 17: 'Nothing pays better than a new card' turn after turn: a draw says what
    the Common is for, by the hand: a purchase in reach, a leap a colour away, a partner."""
    from astromagie.games.monad.policy import draw_plan

    near_buy = position(2, {0: "R1 O1", 1: "B1"}, columns={2: "B2", 3: "G3", 4: "O4", 5: "R5"},
                        talon="Y1")
    assert draw_plan(near_buy) == ("hint.draw_buy_r2", {"missing": 1})
    leap = position(2, {0: "R1 O1 P1 G3", 1: "B1"}, columns={2: "B2", 3: "G3", 4: "O4",
                                                            5: "R5"}, talon="Y1")
    assert draw_plan(leap) == ("hint.draw_leap_r3", {"count": 3})
    warm = position(2, {0: "R1 R1 R1", 1: "B1"}, columns={3: "G3", 4: "O4", 5: "R5"},
                    talon="Y1")
    assert draw_plan(warm) == ("hint.draw_partner_cool", {})
    # with a Bi to buy the Commons' 3 points reach it: the buy is said to wait (pt7d 8)
    warm.cols[2] = [CODES.index("B2")]
    assert draw_plan(warm) == ("hint.draw_buy_wait_r2", {})
    for lang in ("en", "de"):
        i18n.set_language(lang)
        try:
            for key in ("draw_buy_r2", "draw_buy_r5", "draw_leap_r3", "draw_leap_r5",
                        "draw_partner_cool", "draw_partner_warm"):
                assert i18n.has(f"monad.hint.{key}")
            assert "2" in i18n.tr("monad.hint.draw_buy_r3", missing=2)
        finally:
            i18n.set_language("en")


def test_the_hint_names_moves_in_words():
    assert VIEW.move_words("T R1 P1") == "trade the red Common and the purple Common"
    assert VIEW.move_words("T Y4 G4 +") == \
        "trade the yellow Quad and the green Quad and take the bonus"
    assert VIEW.move_words("B 3") == "buy the front Tri"
    assert VIEW.move_words("B M") == "buy a Monad"
    assert VIEW.move_words("P B1") == "pay with the blue Common"
    assert VIEW.move_words("J R1 O1 Y1 P1") == \
        "leap with the red, orange, yellow and purple Commons"
    assert [VIEW.move_words(m) for m in "DFEX"] == [
        "draw a card", "turn the discard pile over", "end your turn", "pass"]
    i18n.set_language("de")
    try:
        assert VIEW.move_words("B 2") == "die vorderste Bi kaufen"
        assert VIEW.move_words("E") == "den Zug beenden"
        assert VIEW.move_words("T R1 P1") == "den roten Einer und den violetten Einer tauschen"
    finally:
        i18n.set_language("en")


def test_the_buy_hint_names_the_payment_H12():
    """H12: "buy the front Tri" says what to pay with: the cards Pay the rest would give."""
    from astromagie.ui.kit.hinting import hint_for

    state = position(2, {0: "G2 P2 B1 R1"}, columns={3: "G3"}, acted=True)
    assert state.check("B 3") is None
    words = VIEW.move_words("B 3", state)
    assert words.startswith("buy the green Tri with ")  # monad8: by its colour
    paid = state.clone()
    paid.apply("B 3")
    from astromagie.games.monad.view.turn import bot_payment
    payment = bot_payment(paid)
    assert not paid.target  # the payment closes the purchase
    from astromagie.games.monad.view.words import names_of
    assert words == "buy the green Tri with " + names_of(
        [CODES[decode(m).cards[0]] for m in payment])
    sentence, raised = hint_for(VIEW, POLICY, "monad", state, "B 3", None, [])
    assert sentence.startswith("Try: buy the green Tri with the ") and raised is None
    assert VIEW.move_words("E", state) == VIEW.move_words("E")  # other moves as before
    i18n.set_language("de")
    try:
        assert VIEW.move_words("B 3", state).startswith("die grüne Tri mit ")
    finally:
        i18n.set_language("en")


def test_the_closeup_tells_what_a_card_is_and_does():
    assert VIEW.facts("G3") == ["Green Tri: cool, rank 3, worth 7 points",
                                "Traded with a warm Tri, it brings a card of the next rank.",
                                "Bonus pair: traded with the yellow Tri, it may take the bonus."]
    assert VIEW.facts("R5^")[-1] == ("Your relative (★, your identity colour): in a trade it "
                                     "stands for any rank; with a Quint of the other "
                                     "temperature it makes a Monad.")
    assert "Monad" in VIEW.facts("R5")[1]
    assert len(VIEW.facts("P1")) == 2 and "leap" in VIEW.facts("P1")[1]
    assert VIEW.facts("M") and VIEW.facts("IB")[0].startswith("Identity card, blue")


def test_MO10_a_draw_hint_raises_no_card_and_so_does_not_show_what_the_draw_brings():
    """pt9d 6: "Try: draw a card" raised the yellow Common of the hand, and then the
    yellow Common was drawn: the hint raised the card its draw would bring (hidden, the
    talon's top) because the hand held one like it. Only cards leaving the hand are
    raised."""
    from astromagie.ui.kit.hinting import hint_for, hint_marks

    state = position(2, {0: "Y1 G1 R2"}, talon="Y1 B1 P1")
    assert state.check("D") is None
    sentence, raised = hint_for(VIEW, POLICY, "monad", state, "D", None, ["Y1", "G1", "R2"])
    assert raised is None, sentence
    assert hint_marks(VIEW, state, "D", None, ["Y1", "G1", "R2"])[0] == ()
