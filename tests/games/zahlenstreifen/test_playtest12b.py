"""The newcomer playtest pt12b's word findings on Zahlenstreifen: "exposed" defined where
the coach first says it (1), a majority compared with everyone else, ties counting (2),
the last round's hint without "turns after" or "your next turn" (6), the secret choice's
status and refusal saying what is true and where to drop (7, 8), the coach's promise of
a tie only "if one comes" (4) and one wording of the turn's status line (10)."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.games.zahlenstreifen.cards import CARD
from astromagie.games.zahlenstreifen.policy import StripPolicy
from astromagie.games.zahlenstreifen.state import CHOOSE
from astromagie.games.zahlenstreifen.view import VIEW
from astromagie.kit.view import Highlight
from tests.games.zahlenstreifen.helpers import arrange

POLICY = StripPolicy()
LANGS = ["en", "de"]
MID_GAME = {"en": ("turns after", "next turn"), "de": ("Züge danach", "nächsten Zug")}


@pytest.fixture(params=LANGS)
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def say(key: str, **params: object) -> str:
    return i18n.tr(f"zahlenstreifen.{key}", **params)


def contested_state(last_left: int):
    """Green 6 takes green 4 and 5 into a majority Ben can take back (as pt3's finding 7),
    here in the last round with `last_left` turns left, the person's first."""
    state = arrange(players=3, row="G1 G2 R1 R2 R3 R4 G4 G5 R5 R6 R7",
                    hands={0: "G6 B9 Y9 V9 R9"},
                    collections={0: "G3 G7 G8", 1: "G3 G7 G8 G9", 2: ""}, pile="")
    state.collections[2] = []
    state.last_left = last_left
    return state


def test_finding_1_the_coach_says_what_exposed_means_where_it_first_says_it(lang):
    band = say("coach.band")
    assert ("exposed (out of every safe zone)" if lang == "en"
            else "ungeschützt (außerhalb jeder sicheren Zone)") in band


def test_finding_2_a_majority_is_more_than_any_other_player_and_a_tie_counts(lang):
    compared = "than any other player" if lang == "en" else "als jeder andere Spieler"
    tie = "a tie counts too" if lang == "en" else "Gleichstand zählt auch"
    for words in (say("coach.cost"), say("facts.cost", count=5, colour="x"),
                  say("hint.takes_into_majority", before=1, after=2),
                  say("hint.takes_the_majority", before=1, after=2)):
        words = words.replace("\u00a0", " ")  # glued words keep a line whole (pt14b 9)
        assert compared in words and tie in words, words


def test_finding_2_the_coach_log_and_rules_in_short_compare_with_everyone(lang):
    compared = "than any other player" if lang == "en" else "als jeder andere Spieler"
    for words in (say("coach.majority"), say("coach.majority_first", colour="x"),
                  say("coach.majority_yours", colours="x"),
                  say("coach.hands_won", colour="x", before=1, after=2),
                  say("reference.score")):
        assert compared in words, words
    if lang == "en":
        assert "more than any other player" in say("log.majority_won", colour="x", before=3,
                                              after=1)


@pytest.mark.parametrize("last_left, after_you", [(3, 2), (2, 1), (1, 0)])
def test_finding_6_the_last_rounds_contested_hint_says_who_still_plays(lang, last_left,
                                                                         after_you):
    key, params = POLICY.reason(contested_state(last_left), "P G6")
    key = str(params.get("inner", key))  # a card that takes nothing adds its clause (pt14b 4)
    assert key == ("hint.takes_the_majority_contested_last" if after_you
                   else "hint.takes_the_majority_contested_last_alone")
    said = i18n.tr(f"zahlenstreifen.{key}", **params)
    assert not any(words in said for words in MID_GAME[lang]), said
    assert ("secret choice" if lang == "en" else "geheime Wahl") in said
    if after_you:
        assert params["after_you"] == after_you and str(after_you) in said
    # before the last round the same take still speaks of the next turn
    key, params = POLICY.reason(contested_state(-1), "P G6")
    key = str(params.get("inner", key))
    assert key == "hint.takes_the_majority_contested"
    assert MID_GAME[lang][1] in i18n.tr(f"zahlenstreifen.{key}", **params)


def test_finding_6_a_card_as_cheap_in_the_last_round_is_weighed_against_the_end(lang):
    # every card takes a 1 that another player's majority leaves at 1 minus point: the
    # hint names a card as cheap, and the reason the search prefers this one
    state = arrange(players=3, row="R1 B1 Y9 Y8 Y7 Y6 Y5 Y4", hands={0: "R5 B5 R6 B6 R4"},
                    collections={1: "R7 R8", 2: "B7 B8"}, pile="")
    state.collections[0] = []
    state.collections[2] = [CARD["B7"], CARD["B8"]]  # not the rest of the deck
    state.last_left = 3
    key, params = POLICY.reason(state, "P R5")
    assert key == "hint.alike_last", key
    said = say("hint.alike_last", **params)
    assert not any(words in said for words in MID_GAME[lang]), said
    state.last_left = -1
    assert POLICY.reason(state, "P R5")[0] == "hint.alike"


def test_finding_6_a_costlier_card_in_the_last_round_is_weighed_against_the_end(lang):
    # blue 6 keeps blue 1 safe and takes nothing; red 5 takes red 1: the costlier card
    state = arrange(players=3, row="R1 B1 Y9 Y8 Y7 Y6 Y5", hands={0: "R5 B5 R6 B6 R4"},
                    collections={1: "R7 R8"}, pile="")
    state.collections[0] = []
    state.collections[2] = [CARD["B7"], CARD["B8"]]
    state.last_left = 3
    key, params = POLICY.reason(state, "P R5")
    assert key == "hint.takes_weighed_last", key
    said = say("hint.takes_weighed_last", **params)
    assert not any(words in said for words in MID_GAME[lang]), said
    assert ("secret choice" if lang == "en" else "geheime Wahl") in said


def test_finding_7_the_secret_choice_status_says_when_the_cards_are_shown(lang):
    status = say("status.choose_yours")
    assert ("face down" if lang == "en" else "verdeckt") not in status
    assert ("all are revealed together" if lang == "en"
            else "alle zugleich aufgedeckt") in status


def test_finding_8_the_refusal_in_the_secret_choice_names_where_to_drop(lang):
    state = arrange(players=3, row="R1 R2", hands={0: "G1 G2 G3 G4", 1: "B1 B2 B3 B4",
                                                   2: "Y1 Y2 Y3 Y4"}, pile="")
    state.phase = CHOOSE
    violation = state.check("P G1")
    assert violation is not None and violation.rule == "NS12"
    words = say(f"violation.{violation.reason}")
    assert ("the two empty places at the row's right end" if lang == "en"
            else "die zwei freien Plätze am rechten Ende der Reihe") in words


def test_finding_4_the_coach_promises_a_tie_only_if_one_comes(lang):
    play_on = say("coach.play_on")
    assert ("at a first tie, if one comes" if lang == "en"
            else "beim ersten Gleichstand, falls einer kommt") in play_on


def test_finding_10_the_turns_status_has_one_wording_while_cards_land_and_at_rest(lang):
    state = arrange(players=3, row="R1 R2 R3", hands={0: "G1 G2 G3 G4 G5"}, pile="Y1 Y2")
    landing = VIEW.status(state, 0, True, Highlight(settling=True))
    resting = VIEW.status(state, 0, True, Highlight())
    assert landing == resting and landing.startswith(say("status.yours") + " · ")
