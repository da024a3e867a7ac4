"""The Solar Republic's table explains itself to a newcomer (the playtest's findings): a card
refused by SR5 says why, in words, and what would fit instead; the −7 every seat shows at
the start is explained where it is seen (the scoreboard's sum, the guided game's first
lesson, the rule book's aim)."""

from __future__ import annotations

from astromagie import i18n
from astromagie.games.solar_republic.cards import PLAYABLE, RANK, SUIT
from astromagie.games.solar_republic.state import SolarState
from astromagie.games.solar_republic.view import VIEW, guide
from astromagie.games.solar_republic.view.names import NAMING, code_of
from astromagie.games.solar_republic.view.turn import SolarTurn
from astromagie.games.solar_republic.view.words import card_title, refusal_words, text_of
from astromagie.host.game import Violation
from astromagie.ui.kit.refusing import refusal_text

NAMES = ["You", "Vega"]


def refused_drop() -> tuple[SolarState, str, str]:
    """A position where the person holds a card the top card refuses (SR5): the state,
    that card's token and the top card's token."""
    state = SolarState.new(2, 5)
    for _ in range(200):
        seat = state.current_player
        table = NAMING.table(state)
        misfits = [t for t in table.hands[seat] if state.pile
                   and code_of(t) not in PLAYABLE[state.pile[-1]]]
        if misfits:
            return state, misfits[0], table.pile[-1]
        state.apply(sorted(state.legal_moves())[0])
    raise AssertionError("no refused card in 200 moves")


def test_SR5_a_refused_drop_says_why_and_what_fits_instead(lang):
    state, card, top = refused_drop()
    decision = SolarTurn(state, state.current_player, NAMES).drop(card, "pile")
    assert decision.kind == "refused" and decision.violation is not None
    text = refusal_text("solar-republic", VIEW, decision.violation, NAMES)
    assert text.endswith(" SR5)")  # the rule ID stays
    top_code, card_code = code_of(top), code_of(card)
    for part in (card_title(card), card_title(top), text_of(f"suit.{SUIT[top_code]}"),
                 text_of(f"suit.{SUIT[card_code]}"), str(RANK[top_code]), "3", "5", "(D)"):
        assert part in text, (part, text)
    bare = text_of("violation.not_playable", card=card_title(card), top=card_title(top))
    assert not text.startswith(bare)  # more than the old bare no
    assert code_of(card) not in text.replace(card_title(card), "")  # no notation shown


def test_SR5_the_engines_own_refusal_reads_the_same_with_the_kinds_named(lang):
    state, card, _ = refused_drop()
    violation = state.check(f"P {code_of(card)}")
    assert violation is not None and violation.rule == "SR5"
    text = refusal_text("solar-republic", VIEW, violation, NAMES)
    assert text.endswith(" SR5)") and text_of(f"suit.{SUIT[state.pile[-1]]}") in text
    assert state.pile[-1] not in text and code_of(card) not in text  # kinds, not codes


def test_the_scoreboard_counts_the_won_cards_and_leaves_the_hand_to_the_kits_row(lang):
    """The kit's row says "7 cards in hand" under each other player and the person's own
    hand lies below: the game's line counts the won cards only (round 8: "− 7 in hand"
    said it twice and pushed the top won cards out of the panel at 1024x700)."""
    state = SolarState.new(3, 1)
    for seat in range(3):
        line, = VIEW.seat_lines(state, seat)
        # nothing won yet: the line says why the score starts at −7 (pt10c 5)
        assert line == text_of("seat.none") and "7" not in line and "−1" in line, line
        assert state.scores[seat] == -7
    won = SolarState.new(3, 1)
    won.won[1] = [won.draw.pop()]
    line, = VIEW.seat_lines(won, 1)
    assert line.startswith(text_of("seat.top", won=1, cards="").rstrip()) and "7" not in line


def test_SR5_SR7_SR14_the_guided_games_lessons_say_the_aim_first_then_one_idea_each(lang):
    """pt4a, finding 6: the first lesson packed the aim, the trumps, the power and the −7
    into one box; pt6c, finding 1: it said Saturn's power and never the aim nor the end;
    pt8c, finding 4: it never said what a trump or the book is; pt13c 2 and pt14c 1: still
    four ideas before the first click, and the aim only at step 5. Step 1, Saturn on the
    empty pile, says the aim and the end in one short sentence (SR14, SR15), then what a
    trump is and Saturn's power, whose dialog opens there; step 2, the first card laid on
    a card, what fits (SR5); step 3, the Sun, the first trump laid on a card, the book and
    where a trump wins one (SR7); each within its lines at 1024x700
    (test_solar_playtest4); the −7 stands on the card."""
    state = SolarState.new(guide.GUIDE.players, guide.GUIDE.seed)
    seat = state.current_player
    first = guide.coach(state, seat, 0).text
    aim = text_of("coach.aim")
    assert first.startswith(aim) and "★" in first and aim.count(". ") == 0
    assert ("draw pile runs out" if lang == "en" else "Nachziehstapel leer") in aim
    assert "−7" not in aim and "+1" not in aim and "−1" not in aim  # the points come later
    fits = "suit or rank" if lang == "en" else "Farbe oder gleicher Wert"
    assert fits not in first and fits in text_of("coach.fits")
    assert text_of("coach.basics") not in first  # the book waits for the first book
    assert first.endswith(text_of("coach.open_force_first", card="Saturn",
                                  name=text_of("coach.opponent")))
    second = guide.coaching(state, seat, 1, "open_force", "P SA4 F1").text
    assert second.startswith(text_of("coach.fits")) and text_of("coach.basics") not in second
    third = guide.coaching(state, seat, 2, "open_force", "P SA4 F1").text
    assert third.startswith(text_of("coach.basics"))
    # pt12c 2: "the book" is defined, plainly, as the pile a trump wins
    assert ("A book is the pile a trump" if lang == "en" else "gewinnen den Stapel") in third
    low = text_of("coach.low", count=5)
    assert "+1" in low and "−1" in low  # a won card for you, a card in hand against
    for step in (3, 4, 5, 6):
        later = guide.coaching(state, seat, step, "open_force", "P SA4 F1").text
        assert not any(text_of(f"coach.{key}") in later for key in ("aim", "basics", "fits"))
    assert "−1" in text_of("coach.five_force", card="Sun", count=3, name="Vega")


def test_the_rule_books_aim_says_why_everybody_starts_at_minus_seven(lang):
    assert "−7" in i18n.tr("solar-republic.rules.aim.body")


def test_the_reference_card_says_what_fits_and_why_everybody_starts_at_minus_seven(lang):
    card = VIEW.reference()
    assert card is not None and card.title
    text = {heading: body for heading, body in card.sections}
    fits = next(body for heading, body in text.items() if "SR5" in heading)
    assert "3" in fits and "5" in fits  # the cards that go on anything
    assert any("−7" in body for body in text.values())
    assert all(heading and body for heading, body in card.sections)


def test_SR5_on_a_trump_the_cards_that_fit_are_named_once(lang):
    earth = Violation("SR5", "not_playable", "", {"card": "JU1", "top": "SO3"})
    text = refusal_words(earth)
    assert text.count("3") == 2, text  # the top card's rank, then "a 3 or a 5" once
    assert text_of("suit.SO") in text and text_of("suit.JU") in text


def test_the_reference_card_names_the_trumps_by_their_ring_and_the_hands_cost_at_the_end(
        lang):
    """Finding 30: the card never said "trump" nor what the ○ in a corner means; finding
    33: a newcomer who drew on every hint ended with 14 cards, −14. The card says both."""
    card = VIEW.reference()
    assert card is not None
    trump = "trump" if lang == "en" else "Trümpfe"
    book = next(body for heading, body in card.sections if trump.lower() in heading.lower())
    assert "★" in book and "3" in book and "4" in book and "5" in book
    end = card.sections[-1][1]
    assert all(word in end for word in (("point", "draw", "play") if lang == "en"
                                        else ("Punkt", "Zieh", "spiel")))


def test_a_five_whose_steal_is_missing_says_why_SR11(lang):
    """Finding 32: the coach said the Sun "may steal", the dialog offered no steal and
    nothing said why: with nobody else holding won cards, its "neither" button says so."""
    state = SolarState.new(2, 5)
    me = state.current_player
    state.hands[me] = ["SO5", "JU1"]
    state.pile = ["NE2"]
    state.won = [[], []]
    state.moves = ["D"] * 2
    sun = NAMING.table(state).token_in_hand(me, "SO5")
    for pile in (["NE2"], []):  # the Sun taking a book, and opening the pile
        state.pile = list(pile)
        decision = SolarTurn(state, me, NAMES).drop(sun, "pile")
        assert decision.kind == "choose"
        assert decision.options[-1].label == text_of("choose.none_5_no_steal")
        assert decision.options[-1].move == "P SO5"  # declining last (pt6c 8)
        # pt7c 1: the steal is said shut, with its reason, not left for the player to infer;
        # pt16c 1: in words that teach it (a 5 takes won cards), no "stealing" untaught
        label = decision.options[-1].label.lower()
        assert ("a 5 may also take won cards" in label and "nobody has any" in label
                ) or ("noch hat keiner karten, die eine 5 nehmen" in label)
        assert "steal" not in label and "stehlen" not in label
    state.pile = ["NE2"]
    state.won[1 - me] = ["JU1", "JU1"]  # now there is something to steal: no such note
    labels = [o.label for o in SolarTurn(state, me, NAMES).drop(sun, "pile").options]
    assert labels[-1] == text_of("choose.none_5") and len(labels) == 4


def test_the_last_lesson_names_the_quick_rules_card(lang):
    """Finding 33 wanted the end's cost said before the person plays on alone; pt4a (3, 6)
    found that box a wall of text and the reference card unnamed: the last lesson names
    the card (which says the end's cost, tested above), in its own words once."""
    state = SolarState.new(2, 5)
    me = state.current_player
    last = guide.coach(state, me, guide.GUIDE.lessons - 1).text
    assert text_of("coach.parting") in last
    assert text_of("coach.parting") not in guide.coach(state, me, 1).text
