"""Zahlenstreifen after the ninth newcomer playtest (pt9b, /tmp/pt9b/report.md), the
words: the last round's top bar names who still plays (finding 4: "then 2 players; then
2 of 4" read as a telegram)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from astromagie import i18n
from astromagie.games.zahlenstreifen.rules import RULES
from astromagie.games.zahlenstreifen.view import VIEW
from astromagie.kit.view import Highlight


@pytest.fixture(params=("en", "de"))
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def last_round_start(players: int):
    """A game of first legal moves at the first turn of its last round."""
    state = RULES.new(players, 3)
    while state.observation(0).last_round_left < 0:
        state.apply(state.legal_moves()[0])
    return state


def last_round_lines(names: tuple[str, ...]) -> list[tuple[int, int, str]]:
    """(turns before the person's, turns left, the person's top bar) through a last round
    that the person begins, `names` read from the person's seat on."""
    state = last_round_start(len(names))
    you = state.current_player
    seated = tuple(names[(seat - you) % len(names)] for seat in range(len(names)))
    seen = Highlight(names=seated)  # the names come with what the board shows
    out = []
    while not state.is_over():
        obs = state.observation(you)
        if obs.phase == "play" and obs.last_round_left >= 0:
            before = (you - obs.to_move) % obs.num_players
            out.append((before, obs.last_round_left, VIEW.status(state, you, seen=seen)))
        state.apply(state.legal_moves()[0])
    return out


def test_pt9b_4_NS11_the_last_round_names_who_plays_after_you(lang):
    lines = last_round_lines(("Du", "Vega", "Orion"))
    assert len(lines) == 3
    and_word = {"en": "and", "de": "und"}[lang]
    for before, left, status in lines:
        if before == 0:  # the person's last card, then both bots by name
            assert left == 3
            assert status == i18n.tr("zahlenstreifen.status.last_round_yours_named",
                                     names=f"Vega {and_word} Orion")
        else:  # the person's card is down: who still plays, by name
            assert status == i18n.tr("zahlenstreifen.status.last_round_played_named",
                                     names="Orion" if left == 1
                                     else f"Vega {and_word} Orion"), status


def test_pt9b_4_NS11_too_many_or_too_long_names_are_counted(lang):
    many = last_round_lines(("Du", "Vega", "Orion", "Lyra", "Deneb"))
    yours = [s for before, left, s in many if before == 0]
    assert yours == [i18n.tr("zahlenstreifen.status.last_round_yours", count=4)]
    long = last_round_lines(("Du", "Andromeda", "Cassiopeia"))
    yours = [s for before, left, s in long if before == 0]
    assert yours == [i18n.tr("zahlenstreifen.status.last_round_yours", count=2)]


def test_pt9b_4_without_the_tables_names_the_line_counts(lang):
    state = last_round_start(3)
    you = state.current_player
    assert VIEW.status(state, you, seen=Highlight()) == i18n.tr(
        "zahlenstreifen.status.last_round_yours", count=2)  # no names: counted
    mismatched = Highlight(names=("Du", "Vega"))  # names of another table: counted too
    assert VIEW.status(state, you, seen=mismatched) == i18n.tr(
        "zahlenstreifen.status.last_round_yours", count=2)


def test_pt9b_10_the_additions_speak_to_players_not_of_the_source(lang):
    additions = i18n.tr("zahlenstreifen.rules.decisions.body")
    assert additions.split("\n")[0] == {
        # no "printed rules": a player who downloaded the app has none (pt11b 7)
        "en": "For cases that raise a question in play, this edition decides:",
        "de": "Für Fälle, die beim Spielen Fragen aufwerfen, entscheidet diese Ausgabe:"}[lang]
    assert "printed" not in additions and "gedruckt" not in additions
    source_words = {"en": ("is lost", "original", "questions open"),
                    "de": ("fehlt", "Original", "Fragen offen")}[lang]
    for developer_words in source_words:  # notes on the source, not rules
        assert developer_words not in additions
    note = i18n.tr("zahlenstreifen.rules.rule_numbers")
    assert "number strip" not in note and "englisch" not in note and "English" not in note
    assert "NS5" in note  # the number a refusal cites is still explained


def test_pt9b_12_the_tagline_reads_as_one_clause_on_the_same_colour(lang):
    blurb = i18n.tr("zahlenstreifen.game.blurb")
    assert ";" not in blurb and " – " in blurb
    assert {"en": "of the same colour", "de": "derselben Farbe"}[lang] in blurb
    assert "nimmst du," not in blurb


def test_pt9b_5_the_hand_over_says_every_time_the_coach_comes_back(lang):
    """pt9b 5: the coach came back at the first tie too, which the hand-over did not say;
    it names each of `guide.later`'s returns: the tie, the change of hands, the last round."""
    handover = i18n.tr("zahlenstreifen.coach.play_on")
    returns = {"en": ("first tie", "majority first changes hands", "last round"),
               "de": ("ersten Gleichstand", "Mehrheit wechselt", "letzten Runde")}[lang]
    for moment in returns:
        assert moment in handover


def test_pt9b_11_NS6_a_hint_among_cards_that_cost_the_same_says_why_this_one(lang):
    """pt9b 11: "Try: yellow 4" (0 → 1) beside yellow 3 and yellow 5 at the same cost;
    the reason names the nearest card as cheap and the search's tie-break, the turns after."""
    from astromagie.games.zahlenstreifen.rules import RULES as rules

    from .helpers import arrange
    state = arrange(row="V4 R9 Y9 Y1 V1 V6 B1 R1 R3", hands={0: "G9 V8 Y3 Y4 Y5"},
                    collections={2: "R2"})
    policy = rules.policy()
    key, params = policy.reason(state, "P Y4")
    assert params.get("inner", key) == "hint.alike"  # G9 takes nothing: a clause (pt14b 4)
    words = i18n.tr("zahlenstreifen.hint.alike", **params)
    plain = i18n.tr("zahlenstreifen.hint.takes_the_majority", before=0, after=1, count=1,
                    card=params["card"], colour=params["colour"], risk=params["risk"])
    yellow_3 = {"en": "Yellow 3 costs the same now", "de": "Gelb 3 kostet jetzt gleich viel"}
    assert words.startswith(plain) and yellow_3[lang] in words, words
    # a card no other matches keeps its reason as it was (the rest take nothing)
    lone = arrange(row="V4 R9 Y9 Y1 V1 V6 B1 R1 R3", hands={0: "G9 R5 B5 Y4 G3"},
                   collections={2: "R2"})
    key, params = policy.reason(lone, "P Y4")
    assert params.get("inner", key) == "hint.takes_the_majority"
