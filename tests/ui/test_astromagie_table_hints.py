"""Astromagie at the kit's table: F1 after a refusal opens the refused rule, a refusal
waits to be read, the hint names a legal move and says why in the player's language, a
forced discard says why in the status line (pt3b, finding 12), and undo takes the person's
turn and the bot's reply back. Split from test_astromagie_table.py (its helpers)."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from astromagie import i18n
from astromagie.games.astromagie.engine import Game, Move
from astromagie.games.astromagie.engine.cards import DECK
from astromagie.games.astromagie.guide import PLAYER_MOVES
from astromagie.games.astromagie.policy import POLICY
from astromagie.games.astromagie.view import VIEW
from astromagie.ui.kit.messageline import first_sentence
from astromagie.ui.routes import scene_class
from tests.ui.test_astromagie_table import (
    button,
    deal,
    drop,
    longest_play,
    make_by_mouse,
    open_table,
    opening,
    to_the_persons_turn,
)
from tests.ui.ui_events import click, frames, key

pytestmark = [pytest.mark.usefixtures("instant_bots"),
              pytest.mark.app(fast=True, autosave=False)]

# --- rules, hints, undo -------------------------------------------------------------------------
def test_R9_f1_after_a_refusal_opens_astromagies_rules_at_the_refused_rule(app):
    scene = open_table(app, opening())
    drop(app, scene, "ARI", "pos:3")
    drop(app, scene, "WATER", "discard")
    assert scene.message.endswith("(rule R9)") and scene.rule == "R9"
    key(app, pygame.K_F1)
    frames(app, 2)
    rules = app.stack.top
    assert isinstance(rules, scene_class("rules"))
    assert rules.game == "astromagie" and rules.rule == "R9"
    assert rules.highlight > 0  # framed at its passage; every rule has one
    assert set(rules.rule_anchors) >= {f"R{n}" for n in range(1, 17)} | {"V1", "V2"}
    key(app, pygame.K_ESCAPE)
    frames(app, 2)
    assert app.stack.top is scene
    click(app, scene.frame.message.center)  # a click on the refusal opens its rule too
    frames(app, 2)
    assert isinstance(app.stack.top, scene_class("rules")) and app.stack.top.rule == "R9"


def test_R3_a_refusal_waits_to_be_read_and_clicked_and_goes_once_a_card_is_placed(app):
    scene = open_table(app, opening())
    drop(app, scene, "FIRE", "pos:3")
    said = scene.message
    assert said.endswith("(rule R3)")
    app.run_frames(40, dt=0.5)  # twenty seconds of reading
    assert scene.message == said and scene.highlight().refused == "pos:3"
    drop(app, scene, "ARI", "pos:3")  # the card it asked for: the refusal has done its work
    assert scene.message == "" and scene.highlight().refused is None
    drop(app, scene, "FIRE", "pos:1")
    app.run_frames(40, dt=0.5)
    click(app, scene.frame.message.center)
    assert isinstance(app.stack.top, scene_class("rules")) and app.stack.top.rule == "R2"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R14_the_hint_gives_its_reason_with_what_the_play_scores(app, lang):
    i18n.set_language(lang)
    scene = open_table(app, opening())
    move = PLAYER_MOVES[0]  # Aries on 3, Fire on 2, Mars on 4: the best opening, 8 points
    # and its risk (pt7a, 4): the Conjunction left cannot go with the Mars left (R6)
    # and no play scores more, so it is still the move (pt9a 2)
    risk = {"points": 8, "aspect": "I"}
    assert POLICY.reason(scene.state, move) == ("hint.open_risk_best", risk)
    scene.show_hint(move)
    why = i18n.tr("astromagie.hint.open_risk_best", **risk)
    assert scene.message == i18n.tr("kit.hint", move=VIEW.move_words(move), why=why)
    assert "8" in why and scene.message_kind == "hint"


def test_a_hint_shown_is_worded_again_when_the_language_changes(app):
    i18n.set_language("en")
    scene = open_table(app, opening())
    move = PLAYER_MOVES[0]
    scene.show_hint(move)
    i18n.set_language("de")
    app.stack.language("de")  # what the settings' language choice tells every scene
    why = i18n.tr("astromagie.hint.open_risk_best", points=8, aspect="I")
    assert scene.message == i18n.tr("kit.hint", move=VIEW.move_words(move), why=why)
    assert scene.message.startswith("Vorschlag")


def test_the_hint_button_names_a_legal_move_and_never_plays_it(app, monkeypatch):
    from astromagie.ui.kit import bots

    monkeypatch.setattr(bots, "HINT_BUDGET", 0.05)  # the search's time is not what is tested
    scene = open_table(app, opening())
    click(app, button(scene, "hint"))
    for _ in range(10):
        if scene.bots.hint_move is not None or scene.message_kind == "hint" \
                and scene.bots.hint_token is None:
            break
        frames(app)
    assert scene.message_kind == "hint" and scene.bots.hint_token is None
    assert scene.message.startswith(i18n.tr("kit.hint", move="", why="").split()[0])
    assert scene.state.history == []  # a hint never plays by itself
    named = [m for m in scene.state.legal_moves() if VIEW.move_words(m) in scene.message]
    assert named, scene.message
    make_by_mouse(app, scene, named[0])
    assert scene.state.history[:1] == [named[0]] and scene.message_kind != "hint"


def test_with_no_zodiac_and_an_empty_row_the_status_and_the_hint_say_discard(app):
    scene = open_table(app, deal((("FIRE", "EARTH", "MARS", "SQU", "MOON", "WATER"),
                                  ("TAU", "EARTH", "VIR", "VENUS", "CON", "SUN"))))
    assert scene.turn.must_discard()
    # and why, alone in the line: "You must discard" says whose turn it is (pt3b, 12)
    assert scene.snapshot().status == i18n.tr(
        "astromagie.forced.line", reasons=i18n.tr("astromagie.forced.open"))
    move = Move.discard_card("MOON")
    reason = POLICY.reason(scene.state, move)
    assert reason is not None
    scene.show_hint(move)
    assert i18n.tr("card.name.MOON") in scene.message
    assert i18n.tr(f"astromagie.{reason[0]}", **reason[1]) in scene.message
    # pt8a 6: runs of forced discards go at a key's pace: Enter takes the hint's card up,
    # Enter again lays it on the discard pile
    key(app, pygame.K_RETURN)
    assert scene.state.history == []
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert scene.state.history[:1] == [move]


def test_undo_takes_the_persons_turn_and_the_bots_reply_back(app):
    scene = open_table(app, kinds=("human", "easy", "easy"), seed=4)
    to_the_persons_turn(app, scene)
    start = list(scene.state.history)
    lines = list(scene.log_lines)
    # nothing to take back yet: Undo stands shut in its place (the buttons do not move)
    assert not next(a for a in scene.actions() if a.id == "undo").enabled
    make_by_mouse(app, scene, longest_play(scene.state))
    to_the_persons_turn(app, scene)
    assert len(scene.state.history) >= len(start) + 3  # the two bots answered
    click(app, button(scene, "undo"))
    to_the_persons_turn(app, scene)
    assert scene.state.history == start and scene.config.undos == 1
    assert scene.log_lines == [*lines, i18n.tr("kit.undone_log_you")]
    assert scene.message == i18n.tr("kit.undone")
    make_by_mouse(app, scene, longest_play(scene.state))  # and the turn is played again
    assert len(scene.state.history) == len(start) + 1


# --- the hint keeps a higher aspect back (pt8a 2) and names the takeover's aspect (pt8a 3) ---
def trine_in_hand(fourth: str = "WATER") -> Game:
    """pt8a 2's hand: Vega laid Leo on 3 and Mars on 4; the person holds Trine (III),
    Square (I) and Saturn, so either aspect with Saturn takes the row for the same points."""
    hands = [["TRI", "SQU", "SATURN", fourth, "CAN", "EARTH"],
             ["GEM", "AIR", "VIR", "SUN", "CON", "VENUS"]]
    pile = sorted((Counter(DECK) - Counter(hands[0] + hands[1] + ["LEO", "MARS"])).elements())
    return Game.from_position(hands=hands, row=[None, None, "LEO", "MARS"], pile=pile,
                              to_move=0, leader=1)


def test_R7_a_hinted_pair_that_keeps_the_higher_aspect_back_says_so():
    game = trine_in_hand()
    square, trine = (Move.play((5, aspect), (6, "SATURN")) for aspect in ("SQU", "TRI"))
    # words only: both take the row for the same 2 points (Leo and Mars match nothing,
    # x 2); the Square's pair names the Trine
    # kept, and the risk left (no planet of value 3 stays to pair the Trine with, R7)
    # pt9a 2: the risk names what the rules ask of a pair on top of the Square (I or higher)
    assert POLICY.reason(game, square) == ("hint.take_risk_keep",
                                           {"points": 2, "needs": "I", "kept": "III"})
    # a pair of III or higher on top takes it, and none is held to cover it (pt9a 2)
    assert POLICY.reason(game, trine) == ("hint.take_risk",
                                          {"points": 2, "aspect": "III", "needs": "III"})
    held = trine_in_hand("JUPITER")  # Trine + Jupiter stay: a pair to take it back with
    assert POLICY.reason(held, square) == ("hint.take_keep", {"points": 2, "kept": "III"})
    for lang, kept in (("en", "keep your aspect III for later"),
                       ("de", "behältst deinen Aspekt III für später")):
        i18n.set_language(lang)
        assert kept in i18n.tr("astromagie.hint.take_keep", points=4, kept="III")
    i18n.set_language("en")


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_longest_hint_reasons_fit_the_hint_box_whole(app, lang):
    """The risk's plainer wording (pt8a 3) and the aspect kept (pt8a 2) make the longest
    reasons; with a three-card move before them the hint box shows them whole where two
    lines hold them, else the move's sentence, the whole as its tip (pt9a 4)."""
    i18n.set_language(lang)
    game = trine_in_hand()
    scene = open_table(app, game)
    move = Move.play((2, "WATER"), (5, "SQU"), (6, "SATURN"))
    # pt9a 2: the risk's why ("_best", "_safer") makes the longest ones
    for reason, params in (POLICY.reason(game, move),
                           *((f"hint.take_risk{on}_low{why}",
                              {"points": 18, "aspect": "III", "needs": "II"})
                             for on in ("", "_any") for why in ("_best", "_safer"))):
        assert reason.startswith("hint.take_risk")
        why = i18n.tr(f"astromagie.{reason}", **params)
        message = i18n.tr("kit.hint", move=VIEW.move_words(move), why=why)
        painter, frame = scene.painter, scene.frame
        lines, _ = painter.message_lines(message, frame,
                                         painter.message_width(scene.actions(), frame), "hint")
        shown = " ".join(lines).split()
        # two lines at most under the board (pt9a 4): the move's sentence and as much of
        # the reason as they hold (pt10a 1), the whole on a resting mouse
        words, move_words = message.split(), first_sentence(message).split()
        assert shown == words[:len(shown)] and len(shown) >= len(move_words), lines
    i18n.set_language("en")


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_guided_games_hand_over_line_is_shown_whole(app, lang):
    """pt11a 2: the coach's last words ended "…; the game is …" and only a resting mouse
    showed the rest. Said as a hint under the board, they fit its two lines whole."""
    i18n.set_language(lang)
    scene = open_table(app, trine_in_hand())
    message = VIEW.guide_done()
    painter, frame = scene.painter, scene.frame
    for width in (frame.message.w - 24, painter.message_width(scene.actions(), frame)):
        lines, _ = painter.message_lines(message, frame, width, "hint")
        assert " ".join(lines).split() == message.split(), lines
    scene.session.say(message, "hint", 8.0)
    frames(app, 2)
    assert not painter.message_cut
    i18n.set_language("en")


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_R9_a_hinted_discard_while_a_card_fits_says_so_in_plain_words_whole(app, lang):
    """pt12a 9: "Try: Capricorn on the discard pile" while a card could be laid made a
    newcomer doubt the hint. The reason says first that a card fits (R9: discarding is
    allowed anyway), then why not to lay it, and the hint line shows it whole."""
    i18n.set_language(lang)
    scene = open_table(app, trine_in_hand())
    why = i18n.tr("astromagie.hint.discard_risk", count=2)
    assert why.startswith({"en": "A card of yours fits, but", "de": "Eine Karte passt zwar"}[lang])
    message = i18n.tr("kit.hint", move=VIEW.move_words(Move.discard_card("WATER")), why=why)
    painter, frame = scene.painter, scene.frame
    lines, _ = painter.message_lines(message, frame,
                                     painter.message_width(scene.actions(), frame), "hint")
    assert " ".join(lines).split() == message.split(), lines
    scene.session.say(message, "hint", 8.0)
    frames(app, 2)
    assert not painter.message_cut
    i18n.set_language("en")


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_R9_R12_what_a_discard_waits_for_and_the_takeback_chance_fit_the_hint_line(app, lang):
    """pt15a 9: the hint's discards said "nothing fits" and its takeovers were lost again
    at once, and neither taught why. A discard while a card fits names the card it keeps
    and what for; a takeover says the next player's chance to take the row back. Under
    the board in two lines at most: the move's sentence and the reason's start always
    (pt9a 4: the whole on a resting mouse), and the shorter ones whole."""
    from astromagie.games.astromagie.reason import use_words

    i18n.set_language(lang)
    scene = open_table(app, trine_in_hand())
    painter, frame = scene.painter, scene.frame
    width = painter.message_width(scene.actions(), frame)
    play = Move.play((2, "WATER"), (5, "SQU"), (6, "SATURN"))
    said = [(Move.discard_card("WATER"), "discard_keep_wait", {}, True),
            (Move.discard_card("WATER"), "discard_risk_wait", {"count": 3}, False),
            (play, "take_odds", {"points": 12, "tenths": 7}, False),
            (play, "take_best_odds", {"points": 12, "tenths": 7}, False)]
    for move, reason, params, whole in said:
        use = use_words("MARS", ["MARS", "SQU"])
        why = i18n.tr(f"astromagie.hint.{reason}", **params, use=use)
        assert "{" not in why and ("7" in why or "Mars" in why), why
        message = i18n.tr("kit.hint", move=VIEW.move_words(move), why=why)
        lines, _ = painter.message_lines(message, frame, width, "hint")
        shown = " ".join(lines).split()
        assert len(lines) <= 2 and shown == message.split()[:len(shown)], lines
        assert len(shown) >= len(first_sentence(message).split()) + 3, lines
        if whole:
            assert shown == message.split(), lines
    i18n.set_language("en")


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_R9_a_spare_discards_reason_names_the_kind_and_shows_whole_on_the_hint_line(app, lang):
    """pt16a 5 (34_hint3.png): holding Moon, Mars, Sun, Sun, Gemini and Virgo with 1 to 4
    full, "Try: Gemini on the discard pile. ... you hold 2 cards of this kind" named no
    kind and not why the Suns stayed. The line names the kind and what a Sun waits for,
    and the hint line shows it whole, both sizes and languages."""
    from astromagie.games.astromagie.reason import forced_discard_reason
    from tests.games.astromagie.test_spare_reason import TESTERS_HAND, forced

    i18n.set_language(lang)
    game = forced("P 3:LEO 2:FIRE 1:SAG", "P 4:JUPITER", hand=TESTERS_HAND)
    scene = open_table(app, trine_in_hand())
    key, params = forced_discard_reason(game, Move.discard_card("GEM"))
    why = i18n.tr(f"astromagie.{key}", **params)
    assert i18n.tr("card.name.SUN") in why
    message = i18n.tr("kit.hint", move=VIEW.move_words(Move.discard_card("GEM")), why=why)
    painter, frame = scene.painter, scene.frame
    lines, _ = painter.message_lines(message, frame,
                                     painter.message_width(scene.actions(), frame), "hint")
    assert " ".join(lines).split() == message.split(), lines
    i18n.set_language("en")
