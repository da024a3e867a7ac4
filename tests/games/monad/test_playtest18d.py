"""pt18d: the hint says a Monad in reach first, and a relative given up every time;
the rule refusals say what would have worked."""

from __future__ import annotations

from astromagie import i18n
from astromagie.games.monad.hintwords import HINT_POLICY
from astromagie.games.monad.policy import POLICY
from astromagie.games.monad.rules import RULES
from astromagie.i18n import tr

from .helpers import position


def test_the_hints_judgement_is_the_policys_with_its_own_words():
    """Only the words change: the table's hint reads the hint policy, the bots play the
    policy, and both value every move alike."""
    state = position(2, {0: "R1 O1 Y1 B1 P2", 1: "O1"}, identities="P G",
                     columns={2: "B2 O2", 3: "G3", 4: "O4", 5: "O5"})
    assert RULES.policy() is HINT_POLICY
    legal = state.legal_moves()
    assert HINT_POLICY.move_values(state, legal) == POLICY.move_values(state, legal)


def test_a_buy_of_the_relative_beside_a_quint_says_the_monad_and_the_win_first():
    """pt18d 1: the orange relative Bi bought with a purple Quint in hand was told as
    "two Bis trade for a Tri"; it makes a Monad in the next step, and that wins."""
    i18n.set_language("en")
    state = position(4, {0: "Y1 Y1 Y1 P5", 1: "R1", 2: "B1", 3: "G1"}, identities="O R P B",
                     columns={2: "O2 B2", 3: "G3", 4: "O4", 5: "R5"})
    state.goal = 1
    assert POLICY.reason(state, "B 2")[0] == "hint.buy_r2"
    key, params = HINT_POLICY.reason(state, "B 2")
    assert key == "hint.monad_next_shortcut_win"
    assert tr(f"monad.{key}", **params).startswith("This gives you a Monad, and you win")
    state.goal = 3
    assert HINT_POLICY.reason(state, "B 2")[0] == "hint.monad_next_shortcut"


def test_a_trade_for_the_last_monad_says_you_win():
    state = position(2, {0: "P2 Y5", 1: "O1"}, identities="P G",
                     columns={2: "B2", 3: "G3", 4: "O4", 5: "O5"}, monads=[4, 0])
    assert HINT_POLICY.reason(state, "T P2 Y5") == ("hint.wins_now", {})


def test_a_same_rank_trade_of_the_last_relative_says_it_is_given_up_and_why():
    """pt18d 3: the orange relative Bi traded with the blue Bi said only "two cards
    become one of the next rank"; a later such trade explained the shortcut lost."""
    i18n.set_language("de")
    state = position(4, {0: "R1 B1 O2 B2", 1: "R1", 2: "B1", 3: "G1"}, identities="O R P B",
                     columns={2: "P2", 3: "G3", 4: "R4", 5: "B5"})
    assert POLICY.reason(state, "T O2 B2") == ("hint.trade_up", {})
    key, params = HINT_POLICY.reason(state, "T O2 B2")
    assert key == "hint.gives_relative_trade_last"
    words = tr(f"monad.{key}", **params)
    assert words.startswith(tr("monad.hint.trade_up"))
    assert "letzte Verwandte" in words
    i18n.set_language("en")


def test_a_relative_given_up_with_another_kept_says_the_other_keeps_the_shortcut():
    state = position(4, {0: "R1 B1 O2 B2 O3", 1: "R1", 2: "B1", 3: "G1"},
                     identities="O R P B", columns={2: "P2", 3: "G3", 4: "R4", 5: "B5"})
    key, _ = HINT_POLICY.reason(state, "T O2 B2")
    assert key == "hint.gives_relative_trade_kept"


def test_a_move_that_keeps_every_relative_keeps_the_policys_reason():
    state = position(2, {0: "R1 P1 Y1", 1: "O1"}, identities="B G",
                     columns={2: "B2 O2", 3: "G3", 4: "O4", 5: "O5"})
    assert HINT_POLICY.reason(state, "T R1 P1") == POLICY.reason(state, "T R1 P1")


def test_the_rule_book_speaks_to_players_not_of_sources():
    """pt18d learning 1: "(im Original: …)" headings, notes on where rules come from and
    "the thousandth turn" read like a spec; the front of a column is said plainly."""
    for lang in ("en", "de"):
        i18n.set_language(lang)
        book = " ".join(tr(f"monad.rules.{section}.{part}") for section in (
            "cards", "setup", "goal", "turn", "trade", "relatives", "bonus", "buy", "leap",
            "length", "house") for part in ("title", "body"))
        for spec in ("im Original", "Originaltext", "Zusammenfassung", "tausendsten",
                     "original", "summary of the game", "thousandth", "playtests",
                     "Testspielen", "vorderste Bi oder Tri", "front Bi or the front Tri"):
            assert spec not in book, (lang, spec)
    i18n.set_language("en")
    assert "nearest you, is its front" in tr("monad.rules.setup.body")


def test_MO13_a_lone_card_dropped_a_rank_up_hears_what_would_have_paired_with_it():
    """pt18d 5: the blue Bi, the only Bi in hand, dropped on the Tri heard "different
    ranks trade only with a relative"; it now says the warm Bi or the relative it lacked."""
    from astromagie.games.monad.view import MonadTurn

    state = position(4, {0: "R1 B2", 1: "R1", 2: "B1", 3: "G1"}, identities="O R P B",
                     columns={2: "Y2", 3: "G3", 4: "R4", 5: "B5"})
    for lang, words in (("en", "you need a warm Bi to pair with it, or a relative"),
                        ("de", "Dir fehlt eine warme Bi als Partner, sonst hilft nur")):
        i18n.set_language(lang)  # the refusal is worded in the language of its moment
        decision = MonadTurn(state, 0, ["You", "Vega", "Orion", "Lyra"]).drop("B2", "col:3")
        assert decision.kind == "refused"
        why = decision.violation
        assert (why.rule, why.reason) == ("MO13", "ranks_wanted")
        assert words in tr(f"monad.violation.{why.reason}", **why.params)
    i18n.set_language("en")


def test_the_scoreboard_and_the_status_say_their_marks_in_words():
    """pt18d 9: "Danach ·" and "Bonus aufgehoben: nichts zu nehmen (Talon leer)" were not
    understood: the next seat "plays next", and an empty bonus says it brings nothing."""
    i18n.set_language("de")
    try:
        assert tr("monad.seat.next", line="x").startswith("Gleich dran")
        words = tr("monad.status.bonus_kept_empty", empty=tr("monad.status.empty_talon"))
        assert words == "Bonus bringt nichts: Der Talon ist leer"
    finally:
        i18n.set_language("en")
    assert tr("monad.seat.next", line="x").startswith("Up next")


def test_MO13_the_rule_book_says_when_the_scoreboard_says_has_a_quint():
    """pt18d 10: Lyra's Quint in her own colour showed no "Has a Quint": it is only a
    relative, which still needs a Quint of the other temperature; the book says so."""
    assert "A Quint in a player's own colour is only a relative" in tr(
        "monad.rules.relatives.body")


def test_a_payment_card_that_is_a_relative_says_so():
    state = position(4, {0: "O2 B2 Y1", 1: "R1", 2: "B1", 3: "G1"}, identities="O R P B",
                     columns={2: "P2", 3: "G3", 4: "R4", 5: "B5"})
    state.apply("B 3")
    assert HINT_POLICY.reason(state, "P O2")[0] == "hint.gives_relative_pay_last"
    assert HINT_POLICY.reason(state, "P B2") == POLICY.reason(state, "P B2")
