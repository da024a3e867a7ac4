"""Zahlenstreifen after the sixth newcomer playtest (pt6b, /tmp/pt6b/report.md), the
words: the last round's top bar says plainly which card is the person's last (finding
9: "Last round: 3 turns left" read as "my 3 turns"), and the rule book's additions and
its margin numbers are said for players (finding 12: "our copy is incomplete" read as a
developer's note, and "NS1" was never explained)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from astromagie import i18n
from astromagie.games.zahlenstreifen.rules import RULES
from astromagie.games.zahlenstreifen.view import VIEW

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(params=("en", "de"))
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def last_round_statuses(players: int, seed: int = 3) -> list[tuple[int, int, int, str]]:
    """(to move, turns left, viewer, the viewer's top bar) at every turn of the last
    round of a game of first legal moves."""
    state = RULES.new(players, seed)
    out = []
    while not state.is_over():
        obs = state.observation(0)
        if obs.phase == "play" and obs.last_round_left >= 0:
            for viewer in range(players):
                out.append((obs.to_move, obs.last_round_left, viewer,
                            VIEW.status(state, viewer)))
        state.apply(state.legal_moves()[0])
    return out


@pytest.mark.parametrize("players", [2, 3, 4])
def test_pt6b_9_NS11_the_last_round_says_which_card_is_your_last(lang, players):
    seen = last_round_statuses(players)
    assert len(seen) == players * players  # NS11: each player one more turn
    # "Your last card now" (pt7b 3: then how many other players, then the choice)
    yours_now = re.split("[,;·]", i18n.tr("zahlenstreifen.status.last_round_yours_last"))[0]
    for to_move, left, viewer, status in seen:
        before = (viewer - to_move) % players
        if before == 0:  # the person's turn: this card is their last
            assert status.startswith(yours_now), status
            if left > 1:
                assert str(left - 1) in status  # the turns after theirs
        elif before < left:  # still to come: how many turns before theirs
            assert status == i18n.tr("zahlenstreifen.status.last_round_before_yours",
                                     count=before)
        else:  # played already
            assert status == i18n.tr("zahlenstreifen.status.last_round_played", count=left)


def test_pt6b_9_a_table_of_bots_counts_the_turns_left(lang):
    state = RULES.new(3, 3)
    while state.observation(0).last_round_left < 0:
        state.apply(state.legal_moves()[0])
    left = state.observation(0).last_round_left
    assert VIEW.status(state, 0, playing=False) == i18n.tr(
        "zahlenstreifen.status.last_round", count=left)


def test_pt6b_9_the_coach_and_the_top_bar_agree_on_your_last_card(lang):
    short = i18n.tr("zahlenstreifen.coach.last_round_short")
    status = i18n.tr("zahlenstreifen.status.last_round_yours_last")
    last = {"en": "your last move", "de": "dein letzter Zug"}[lang]
    assert last.casefold() in short.casefold() and last.casefold() in status.casefold()


def test_pt6b_12_the_additions_and_the_margin_numbers_are_said_for_players(lang):
    additions = i18n.tr("zahlenstreifen.rules.decisions.body")
    assert "our copy" not in additions and "unvollständig erhalten" not in additions
    assert additions.split("\n")[0].endswith(
        {"en": "this edition decides:", "de": "entscheidet diese Ausgabe:"}[lang])
    note = i18n.tr("zahlenstreifen.rules.rule_numbers")
    book = (ROOT / "docs/games/zahlenstreifen/rules.md").read_text(encoding="utf-8")
    highest = max(int(n) for n in re.findall(r"^\*\*NS(\d+)\.\*\*", book, re.M))
    assert f"NS1 {'to' if lang == 'en' else 'bis'} NS{highest}" in note
    assert "NS5" in note and "F1" in note  # what a refusal cites, and where to read it
