"""The kit's words for moves: the hint's sentence and a resumed game's log.

The hint says "Try: <the move in words>. <why>", one full stop between.

The move is named by the game's view (`GameViewBase.move_words`), never by its record
notation nor by the log's sentence ("Vega plays ..."), which speak to other
readers; the reason is the game's policy's (`SearchPolicy.reason`, a text key of
the game's catalog). A view without words for its moves gets the card the move
plays raised in the hand instead, and a sentence that points at it. A resumed
game's log is each move of its record told again as the view tells it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from astromagie import i18n
from astromagie.host.game import GameState
from astromagie.i18n import tr
from astromagie.kit.view import HAND, SEAT, Board, GameViewBase
from astromagie.storage.archive import Playback

Marks = tuple[tuple[str, ...], tuple[str, ...]]  # the hint's lit cards and places

ENDINGS = (".", "!", "?", "…")


def sentence_end(text: str) -> str:
    """`text` with exactly one closing mark: a full stop added when it has none."""
    text = text.strip()
    return text if not text or text.endswith(ENDINGS) else text + "."


def hint_sentence(move_words: str, why: str) -> str:
    """The hint as the table says it; `move_words` "" when the view cannot name the move
    (the card is raised in the hand instead)."""
    why = sentence_end(why)
    words = move_words.strip().rstrip("".join(ENDINGS)).strip()
    if not words:
        return tr("kit.hint_raised", why=why).strip()
    return tr("kit.hint", move=words, why=why).strip()


def reason_words(game: str, policy: Any, state: GameState, move: Any) -> str:
    """Why the move is good, in the player's language ("" when the game has no words)."""
    key, params = policy.reason(state, move)
    game_key = f"{game}.{key}"
    return tr(game_key, **params) if i18n.has(game_key) else ""


def hint_for(view: GameViewBase, policy: Any, game: str, state: GameState, move: Any,
             board: Board | None, hand: Sequence[str],
             names: Sequence[str] = ()) -> tuple[str, str | None]:
    """The hint's sentence for `move`, and the card of `hand` to raise (None: none, the
    sentence names the move in the view's words)."""
    words = view.move_words(move, state, names)  # "": the view has no words for its moves
    why = reason_words(game, policy, state, move)
    after = state.clone()
    after.apply(move, checked=False)
    # only cards that leave the hand: a drawn card's trip (with its source zone) names
    # the hidden card the draw would bring, and a hand holding one like it raised that
    # one (pt9d 6: "draw a card" raised the yellow Common, then the yellow Common came)
    flown = [t[0] for t in view.trips(state, move, after, board)
             if len(t) == 2 and t[0] is not None and t[0] in hand]
    if words:
        # named in words, and its one card from the hand raised too (Zahlenstreifen's
        # playtest pt3b, finding 5: "Try: play green 7" and green 7 was not marked)
        return hint_sentence(words, why), (flown[0] if len(flown) == 1 else None)
    card = next(iter(flown), None)
    if card is None:
        return tr("kit.hint_unnamed", why=sentence_end(why)).strip(), None
    return hint_sentence("", why), card


def lesson_hint(session: Any, move: Any) -> None:
    """H in a lesson: the hint is the lesson's move (H2), lit as the coach lights it, and
    says why; the move's words stand in the coach card's gold head already, so the hint
    points there instead of saying them twice (pt17 3: two boxes, one under the other,
    both said "Aries on 3, Fire on 2 and Mars on 4"). With cards laid out that are in the
    move's way, the hint says all, as ever (what to take back first); and where naming
    the move is the shorter, it is named."""
    session.show_hint(move)
    coaching = session.coaching
    if coaching is None or not coaching.short or session.staged_cards():
        return
    game, policy, state = session.config.game, session.rules.policy(), session.state.clone()

    def words() -> str:
        return tr("kit.hint_lesson", why=sentence_end(reason_words(game, policy, state,
                                                                   move))).strip()
    # only where it is the shorter: a move named in two words ("Try: blue 7.") is no
    # repetition worth a longer sentence
    if len(words()) < len(session.message):
        session.say(words, "hint", 15.0)


def told_hint(view: GameViewBase, policy: Any, game: str, state: GameState, move: Any,
              board: Board | None, hand: Sequence[str], names: Sequence[str]
              ) -> tuple[Callable[[], str], str | None]:
    """The hint's words, told again only in a new language, and the card to raise.

    A hint search that dropped the plan it made a step before (its detail's
    `changed_from`) no longer says so (pt6d 6 had it said): the plan's later steps were
    never shown, and "This replaces the earlier plan, 'end your turn'" spoke of advice
    nobody had read (pt13d 5, pt14d 5, pt15d 3). The hint's own reason stands."""
    text, card = hint_for(view, policy, game, state, move, board, hand, names)
    told_in = {i18n.current_language(): text}  # worded again only in a new language

    def words() -> str:
        lang = i18n.current_language()
        if lang not in told_in:
            told_in[lang] = hint_for(view, policy, game, state, move, board, hand, names)[0]
        return told_in[lang]

    return words, card


def in_the_way(played: Sequence[str], staged: Sequence[str]) -> bool:
    """Whether a card staged this turn is none of `played`, the cards a hinted move plays
    from the whole hand: the move is not made from the staged position, they must come
    back first (pt15a 7: with Fire and Mars laid out, H said "discard Water", and the
    discard was refused with R9, "take your laid cards back first"). A move that names no
    card of the hand (Monad's "buy the Tri", its payment to come card by card) may go on
    from the staged cards: only a move whose cards are known can be told apart from them
    (pt16d 2: a staged payment was called in the way of the buy it belonged to)."""
    if not staged or not played:
        return False
    left = list(played)
    for code in staged:
        if code not in left:
            return True
        left.remove(code)
    return False


def staged_off_hint(view: GameViewBase, state: GameState, move: Any, board: Board | None,
                    hand: Sequence[str], staged: Sequence[str]) -> bool:
    """`in_the_way` for the hinted `move` (`hand` still holds the staged cards)."""
    return bool(staged) and in_the_way(hint_marks(view, state, move, board, hand)[0], staged)


def told_hint_staged(view: GameViewBase, policy: Any, game: str, state: GameState, move: Any,
                     board: Board | None, hand: Sequence[str], staged: Sequence[str],
                     names: Sequence[str]
                     ) -> tuple[Callable[[], str], str | None, Marks]:
    """The hint as the table shows it with `staged` cards laid out this turn (`hand`
    still holds them): its words, the card to raise and its marks. When the move is not
    made from the staged position, the words say first to take them back (Esc, or Enter
    which follows the hint) and the marks light the move's cards from the whole hand."""
    if staged:
        whole = hint_marks(view, state, move, board, hand)
        if in_the_way(whole[0], staged):
            plain, card = told_hint(view, policy, game, state, move, board, hand, names)
            return (lambda: tr("kit.hint_take_back_first", hint=plain())), card, whole
    spare = list(hand)
    for code in (c for c in staged if c in spare):
        spare.remove(code)
    words, card = told_hint(view, policy, game, state, move, board, spare, names)
    return words, card, hint_marks(view, state, move, board, spare)


def hint_marks(view: GameViewBase, state: GameState, move: Any, board: Board | None,
               hand: Sequence[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The cards of `hand` the hinted move plays and the board's zones they go to (the
    table lights them as the coach lights its own); none a game's trips do not name.

    A view that names where its moves are dropped (`hint_places`) is asked first: a
    trip ends where the card *goes* (Monad's Commons given in a trade fly to the discard
    pile, which takes no drop), not where the person drops it (monad5's playtest)."""
    placed = view.hint_places(state, move)
    if placed is not None:
        codes, places = placed
        spare = list(hand)
        lit: list[str] = []
        for card in codes:
            if card in spare:
                spare.remove(card)
                lit.append(card)
        return tuple(lit), tuple(dict.fromkeys(places))
    after = state.clone()
    after.apply(move, checked=False)
    left = list(hand)
    cards: list[str] = []
    zones: list[str] = []
    for trip in view.trips(state, move, after, board):
        code, target = trip[0], trip[1]
        if len(trip) == 2 and code is not None and code in left:  # from the hand
            left.remove(code)
            cards.append(code)
            if target != HAND and not target.startswith(SEAT) and target not in zones:
                zones.append(target)
    if not cards:  # a move that plays no card: the place it takes cards from to the hand
        # (Solar's draw pile: pt7c 8, "draw a card" lit nothing and Enter did nothing)
        zones += [trip[2] for trip in view.trips(state, move, after, board)
                  if len(trip) == 3 and trip[1] == HAND and trip[2] != HAND
                  and not trip[2].startswith(SEAT) and trip[2] not in zones][:1]
    return tuple(cards), tuple(zones)


def who_begins(first: int, names: Sequence[str], you: int | None) -> str:
    """The first line of a game's log: who makes its first move (playtest pt3b, 17: the
    log read "Orion discards Earth" before anything said who had begun)."""
    if first == you:
        return tr("kit.you_begin")
    return tr("kit.begins", name=names[first] if 0 <= first < len(names) else "?")


def told_again(playback: Playback, rules: Any, view: GameViewBase, names: Sequence[str],
               you: int | None) -> list[str]:
    """The log's lines for a game so far (a resumed game): who began, then every move."""
    lines = [who_begins(playback.game_at(0).current_player, names, you)]
    for turn, text in enumerate(playback.record.get("turns", [])):
        line = view.describe(playback.game_at(turn), rules.parse_move(text),
                             playback.game_at(turn + 1), names, you)
        if line:
            lines.append(line)
    return lines
