"""The hint's reason for Astromagie (policy.reason): over sample positions of played
games, every reason given is true of its position, checked against the engine's own
play-out of the move (who holds the trick after it, R12; what the row then scores, R14),
and is worded in both languages."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from astromagie import i18n
from astromagie.games.astromagie.engine import Game, Move
from astromagie.games.astromagie.engine.cards import KIND_OF, ZODIAC, card_type
from astromagie.games.astromagie.engine.rules import legal_plays
from astromagie.games.astromagie.policy import POLICY
from astromagie.games.astromagie.reason import takeover_room

from .test_view_words import NOTATION, played_positions

# The reasons said without a figure: a takeover risk is named, not counted (pt3b, 13).
WORDLESS = ("no_play", "no_play_opener", "discard_keep", "discard_risk", "open_safer",
            "take_safer")
# the risk's keys (pt9a 2): _any an empty 5+6, _low a lower pair held, and why it is still
# the move: _best no play scores more, _safer every richer play leaves more room to take it
RISKS = tuple(f"{how}_risk{on}{low}{why}" for how, on in
              (("open", ""), ("take", "_any"), ("take", "")) for low in ("", "_low")
              for why in ("", "_best", "_safer"))
KEYS = ("no_play", "no_play_opener", "discard_risk", "discard_keep", "open",
        "open_best", "open_safer", "take", "take_best", "take_safer", *RISKS, "take_odds",
        "take_best_odds",
        "take_keep", "take_risk_keep")
ROMAN = {"I": 1, "II": 2, "III": 3}


def worth(game: Game, move: Move) -> int:
    """What the row scores once the engine has made `move` (R14)."""
    return game.child(move).score_now().points


def samples(seeds=range(3), per_position: int = 5) -> list[tuple[Game, Move]]:
    """Positions of random games, each with a few of its legal moves (always a discard
    and the best-scoring play among them, when there are such moves)."""
    out = []
    for seed in seeds:
        rng = random.Random(seed)
        for game in played_positions(seed, players=2 + seed % 2, moves=40):
            moves = game.legal_moves()
            plays = [m for m in moves if not m.is_discard]
            chosen = rng.sample(moves, min(per_position, len(moves)))
            chosen += [m for m in moves if m.is_discard][:1]
            if plays:
                chosen.append(max(plays, key=lambda m: worth(game, m)))
            out.extend((game, m) for m in dict.fromkeys(chosen))
    return out


SAMPLES = samples()


def test_R9_R12_R14_every_reason_given_is_true_of_its_position():
    said = set()
    for game, move in SAMPLES:
        key, params = POLICY.reason(game, move)
        said.add(key)
        seat = game.current_player
        plays = [m for m in game.legal_moves() if not m.is_discard]
        if key.startswith("hint.no_play"):  # R9: nothing fits, a discard is all there is
            assert move.is_discard and not plays and move.discard is not None
            kinds = [KIND_OF[code] for code in game.hand(seat)]
            kind = KIND_OF[move.discard]
            if key == "hint.no_play_opener":  # and why this card (pt6a, 5)
                assert kinds.count(ZODIAC) == 1 and kind != ZODIAC
            elif key == "hint.no_play_spare":  # the kind named with its count (pt16a 5)
                assert params["count"] == kinds.count(kind) >= 2
                assert str(params["count"]) in str(params["spare"])
            continue
        if move.is_discard:
            rooms = [takeover_room(game, seat, m) for m in plays]
            base = "hint.discard_risk" if min(rooms) else "hint.discard_keep"
            assert key in (base, base + "_wait")
            if key.endswith("_wait"):  # pt15a 9: it names a card it keeps, for what it is
                assert_the_kept_card_is_true(game, move, plays, str(params["use"]))
                key = base
            if key == "hint.discard_risk":
                assert params["count"] == min(rooms) > 0
            continue
        after = game.child(move)
        assert after.leader == seat  # the play holds the trick (R12) ...
        how, _, rest = key.removeprefix("hint.").partition("_")
        if how == "take":  # ... taken over from another seat
            assert game.leader >= 0 and game.leader != seat
        else:  # ... of a row it opens
            assert how == "open" and game.leader < 0 and not any(game.row())
        better = [m for m in plays if worth(game, m) > worth(game, move)]
        if rest.endswith("odds"):  # pt15a 9: the chance the next player takes it back
            assert how == "take" and 1 <= int(str(params["tenths"])) <= 9  # never "sure"
            assert_the_odds_are_true(game, move, int(str(params["tenths"])))
            rest = "" if rest == "odds" else rest.removesuffix("_odds")
        if rest.endswith("keep"):  # pt8a 2: a play as rich lays the higher aspect kept
            assert_the_kept_aspect_is_true(game, move, plays, ROMAN[str(params["kept"])])
        if rest == "risk_keep":
            assert params["points"] == worth(game, move)
            assert ROMAN[str(params["needs"])] == game.child(move).top()[0]  # R7
        elif rest.startswith("risk"):
            assert params["points"] == worth(game, move)
            assert_the_risk_is_true(game, move, key, params)
        elif rest == "keep":
            assert params["points"] == worth(game, move)
        elif rest == "best":
            assert not better and params["points"] == worth(game, move)
        elif rest == "safer":
            room = takeover_room(game, seat, move)
            assert better and all(takeover_room(game, seat, m) >= params["count"] > room
                                  for m in better)
        else:
            assert rest == "" and better and params["points"] == worth(game, move)
    assert {"hint.open_best", "hint.open", "hint.open_safer", "hint.take_best",
            "hint.discard_risk_wait", "hint.discard_keep_wait", "hint.take_best_odds",
            "hint.take_odds", "hint.no_play_opener", "hint.no_play_spare"} <= said


def assert_the_kept_card_is_true(game: Game, move: Move, plays: list[Move], use: str) -> None:
    """A discard's "this discard keeps X ..." names a card of the hand the discard keeps,
    one that the richest play would have laid (R9: the discard declines that play)."""
    hand = Counter(game.hand(game.current_player)) - Counter([move.discard])
    richest = max(worth(game, m) for m in plays)
    named = [code for code in hand if i18n.tr(f"card.name.{code}") in use]
    assert named, use
    assert any(code in m.codes for m in plays if worth(game, m) == richest for code in named)


def assert_the_odds_are_true(game: Game, move: Move, tenths: int) -> None:
    """The chance said is what dealing the next player's hand from the unseen cards gives:
    checked by dealing it 400 times (public information: the mover's unseen cards, the
    next hand's size, R12: any card of it that fits takes the row back)."""
    seat = game.current_player
    after = game.child(move)
    size = len(after.hand(after.current_player))
    unseen = list(game.observation(seat).unseen().elements())
    slots, top = after.row(), after.top()
    rng = random.Random(7)
    hits = 0
    for _ in range(400):
        hand = rng.sample(unseen, min(size, len(unseen)))
        hits += bool(legal_plays(hand, slots, top))
    assert abs(hits / 400 - tenths / 10) <= 0.15, (hits, tenths)  # a tenth + its noise


def aspect_on_5(move: Move) -> int:
    return next((card_type(code).value for pos, code in move.placements if pos == 5), 0)


def assert_the_kept_aspect_is_true(game: Game, move: Move, plays: list[Move],
                                   kept: int) -> None:
    """The hinted pair lays a lower aspect than `kept`, and a play worth as much lays it."""
    assert 0 < aspect_on_5(move) < kept
    assert any(aspect_on_5(m) == kept and worth(game, m) == worth(game, move) for m in plays)
    assert not any(aspect_on_5(m) > kept and worth(game, m) == worth(game, move)
                   for m in plays)


def assert_the_risk_is_true(game: Game, move: Move, key: str,
                            params: dict[str, object]) -> None:
    """R5-R7: after the move 5+6 is open; the cards the mover cannot see hold a pair of
    `aspect` or more that fits there (a takeover, R12); no pair left in the mover's hand
    fits at `aspect` or above (so none could cover it), and a lower pair would not take
    the row, or the mover could answer it. pt9a 2: what the words say takes the row is
    what the rules ask (any pair on an empty 5+6, else the aspect on top or higher), "you
    hold no pair" holds only with no pair in hand, and "still, no play scores more" only
    when none does."""
    aspect = ROMAN[str(params["aspect"])]
    seat = game.current_player
    after = game.child(move)
    slots, top = after.row(), after.top()
    assert slots[3] is not None
    assert ("_any" in key or key.startswith("hint.open")) == (top is None)
    assert ("needs" in params) == (top is not None)
    if top is not None:
        assert ROMAN[str(params["needs"])] == top[0]
    plays = [m for m in game.legal_moves() if not m.is_discard]
    best = worth(game, move) >= max(worth(game, m) for m in plays)
    assert key.endswith("_best") == best
    if key.endswith("_safer"):
        room = takeover_room(game, seat, move)
        assert all(takeover_room(game, seat, m) > room for m in plays
                   if worth(game, m) > worth(game, move))

    def pair_values(hand):
        return [card_type(code).value for play in legal_plays(hand, slots, top)
                for pos, code in play.placements if pos == 5]

    theirs = pair_values(list(game.observation(seat).unseen().elements()))
    kept = Counter(game.hand(seat)) - Counter(move.codes)  # known before the move's draw
    mine = pair_values(list(kept.elements()))
    if "_value" in key:  # pt11a 6: a pair of this planet value, which no kept pair covers
        assert top is None and mine and "_low" not in key
        assert_a_pair_of_the_value_is_uncovered(game, move, int(str(params["value"])))
        return
    assert any(value >= aspect for value in theirs)
    assert not any(value >= aspect for value in mine)
    assert ("_low" in key) == bool(mine)  # "you hold no pair to cover it" only with none
    assert aspect == 1 or (top is not None and aspect == top[0]) or aspect - 1 in mine


def test_R7_R12_the_hint_names_the_pair_that_would_take_a_filled_row_over():
    """pt7a, 4: the hint said "Leo on 3 and Jupiter on 4 ... no play scores more" while the
    person's only pair was I + Moon, and the next seat took the x3 row over with a II. The
    hint's reason says what pair would take it and that none of theirs takes it back."""
    from astromagie.games.astromagie.engine.cards import DECK

    hands = [["LEO", "JUPITER", "SQU", "MOON", "WATER", "EARTH"],
             ["CON", "VENUS", "AIR", "AIR", "TAU", "VIR"]]
    pile = sorted((Counter(DECK) - Counter(hands[0] + hands[1])).elements())
    game = Game.from_position(hands=hands, pile=pile, to_move=0)
    move = Move.play((3, "LEO"), (4, "JUPITER"))
    key, params = POLICY.reason(game, move)
    # the Square + Moon kept is a pair of I: a II or higher it could not cover (pt9a 2)
    assert key.startswith("hint.open_risk_low")
    assert params == {"points": worth(game, move), "aspect": "II"}
    assert_the_risk_is_true(game, move, key, params)
    # pt8a 3: "ein Paar ab II ... kein Paar dagegen" left open what "ab" measured: the
    # sentence names the aspect of the pair the person could not cover
    for lang, said in (("en", "you could not cover one of aspect II or higher"),
                       ("de", "eins mit Aspekt II oder höher deckst du nicht")):
        i18n.set_language(lang)
        text = i18n.tr(f"astromagie.{key}", **params)
        assert said in text and " ab " not in text and "dagegen" not in text
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_reason_is_worded_in_both_languages(lang):
    i18n.set_language(lang)
    try:
        for game, move in SAMPLES[::7]:
            key, params = POLICY.reason(game, move)
            text = i18n.tr(f"astromagie.{key}", **params)
            assert text and "{" not in text and not NOTATION.search(text), (key, text)
        for key in KEYS:
            for count in (1, 4):
                assert i18n.has(f"astromagie.hint.{key}")
                text = i18n.tr(f"astromagie.hint.{key}", points=count, count=count,
                               aspect="II", kept="III", needs="II", tenths=3)
                assert str(count) in text or key in WORDLESS, text
                # one short plain sentence (playtest pt3b, finding 13: the count of unseen
                # cards that could still fit had to be read three times)
                # (the risk's clause, pt7a 4, said plainly, pt8a 3, and the aspect kept,
                # pt8a 2, make longer ones: the hint box shows them whole, tested in
                # tests/ui/test_astromagie_table_hints.py at 1024x700)
                # pt9a 2: and its why, "still, no play scores more", longer still
                # pt15a 9: and the chance the row is taken back at once
                longer = "_risk" in key or key.endswith(("_keep", "_odds"))
                assert len(text) <= (210 if longer else 90), text
                assert text.count(". ") == 0, text
    finally:
        i18n.set_language("en")


def pt9a_first_turn() -> tuple[Game, Move]:
    """pt9a 2's first turn: the hint said "Virgo on 3 and Mars on 4"; Opposition, Square
    and Jupiter stay in hand (the Opposition and Jupiter are a pair of I for 5+6)."""
    from astromagie.games.astromagie.engine.cards import DECK

    hands = [["VIR", "MARS", "OPP", "SQU", "JUPITER", "WATER"],
             ["CON", "VENUS", "AIR", "AIR", "TAU", "GEM"]]
    pile = sorted((Counter(DECK) - Counter(hands[0] + hands[1])).elements())
    game = Game.from_position(hands=hands, pile=pile, to_move=0)
    return game, Move.play((3, "VIR"), (4, "MARS"))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_R5_R7_on_an_empty_5_6_the_risk_says_any_pair_takes_it_and_the_pair_held(lang):
    """pt9a 2: "anyone can take it with a pair of aspect II or higher, and you hold no pair
    to take it back" while 5+6 was empty (any pair takes it, even an I) and Opposition +
    Jupiter were held: the words say any pair, and that the I held covers no II."""
    game, move = pt9a_first_turn()
    key, params = POLICY.reason(game, move)
    assert key.startswith("hint.open_risk_low") and params["aspect"] == "II"
    assert_the_risk_is_true(game, move, key, params)
    slots, top = game.child(move).row(), game.child(move).top()
    assert top is None and Move.play((5, "OPP"), (6, "JUPITER")) in legal_plays(
        ["OPP", "JUPITER"], slots, top)  # the pair held fits, as the words say
    i18n.set_language(lang)
    try:
        text = i18n.tr(f"astromagie.{key}", **params)
        takes, covers = {"en": ("any pair on 5+6 can take it", "could not cover one of "
                                "aspect II or higher"),
                         "de": ("jedes Paar auf 5+6 sie übernehmen",
                                "eins mit Aspekt II oder höher deckst du nicht")}[lang]
        assert takes in text and covers in text
        assert "no pair" not in text and "keins zum" not in text
    finally:
        i18n.set_language("en")


def test_R14_a_risky_move_that_scores_most_says_why_it_is_still_the_move():
    """pt9a 2: "why recommend a move it then warns against?": with no richer play the risk's
    words end "still, no play scores more"; with one, they do not claim it."""
    game, move = pt9a_first_turn()
    plays = [m for m in game.legal_moves() if not m.is_discard]
    best = max(worth(game, m) for m in plays)
    for m in plays:
        key, params = POLICY.reason(game, m)
        if "_risk" in key and key != "hint.take_risk_keep":
            assert key.endswith("_best") == (worth(game, m) >= best)
            text = i18n.tr(f"astromagie.{key}", **params)
            assert text.endswith("; still, no play scores more.") == key.endswith("_best")
            assert text.endswith("richer play is easier to take over.") == key.endswith(
                "_safer")


def assert_a_pair_of_the_value_is_uncovered(game: Game, move: Move, value: int) -> None:
    """R5-R7: the cards unseen hold a first pair of planet `value` for the empty 5+6, and
    no pair the mover keeps could lay on top of it (an aspect as high, the same value)."""
    seat = game.current_player
    slots = game.child(move).row()
    kept = list((Counter(game.hand(seat)) - Counter(move.codes)).elements())
    unseen = list(game.observation(seat).unseen().elements())
    laid = [dict(p.placements) for p in legal_plays(unseen, slots, None)]
    theirs = {(card_type(p[5]).value, card_type(p[6]).value) for p in laid if 5 in p and 6 in p}

    def covers(aspect: int, planet: int) -> bool:
        return any(5 in dict(p.placements) for p in legal_plays(kept, slots, (aspect, planet)))

    uncovered = [(a, v) for a, v in theirs if v == value and not covers(a, v)]
    assert uncovered, (value, theirs)



@pytest.mark.parametrize("lang", ["en", "de"])
def test_R7_R12_an_opening_whose_kept_pair_covers_one_planet_value_only_says_the_risk(lang):
    """pt11a 6: "Gemini on 3 and Mercury on 4 ... worth 6 points so far; no play scores more"
    while the hand kept Trine + Moon: a Square + Venus took the row at once, and a pair of
    value 1 cannot be laid on a pair of value 2 (R7). The hint says so, with the value."""
    from astromagie.games.astromagie.engine.cards import DECK

    mine = ["MOON", "CON", "GEM", "OPP", "TRI", "MERCURY"]
    others = [["SQU", "VENUS", "AIR", "EARTH", "LEO", "FIRE"],
              ["VIR", "WATER", "SUN", "MARS", "ARI", "CAN"]]
    pile = sorted((Counter(DECK) - Counter(mine + others[0] + others[1])).elements())
    game = Game.from_position(hands=[mine, *others], row=[None, None, None, None], pile=pile,
                              to_move=0, leader=-1)
    move = Move.play((3, "GEM"), (4, "MERCURY"))
    assert move in game.legal_moves()
    key, params = POLICY.reason(game, move)
    assert key.startswith("hint.open_risk_value") and params["value"] == 2, (key, params)
    assert_a_pair_of_the_value_is_uncovered(game, move, 2)
    i18n.set_language(lang)
    try:
        words = i18n.tr(f"astromagie.{key}", **params)
        assert {"en": "you could not cover one of planet value 2",
                "de": "eins mit Planetenzahl 2 deckst du nicht"}[lang] in words
    finally:
        i18n.set_language("en")


def test_pt18a_4_a_hint_that_takes_a_row_over_says_it_holds_the_trick_not_takes_it():
    """pt18a 4: "It takes the trick at 15 points" was said of a play that only holds the
    trick (it is won only if nobody lays a card after it); the English hint says so."""
    i18n.set_language("en")
    for key in KEYS:
        if not key.startswith("take") or key in ("take_safer",):
            continue
        for points in (1, 15):
            words = i18n.tr(f"astromagie.hint.{key}", points=points, tenths=3, needs="II",
                            aspect="II", value=2, kept="III", count=2)
            assert "takes the trick at" not in words and "takes the trick over at" not in words
            if "risk" in key or "odds" in key or "keep" in key:
                assert "hold the trick" in words, (key, words)
