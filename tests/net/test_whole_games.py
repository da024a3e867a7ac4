"""Whole games over a real loopback server: every game of the shelf, two network
clients and a server bot, and every byte each client received checked for hands.

"Hidden from seat s at moment t" (t: the moves made when the frame was sent, its
`turn`): a card code of which, in the server's true state at t, some copy lies in
another seat's hand or face-down pair or in the face-down pile, and of which no copy
has lain anywhere seat s could see (its own hand, any open zone) at any moment up to
t. Such a code was never shown to s, so it may not appear in any frame s received up
to then: not in the observation, the log, the seats or an error. Besides, every
`observation` sent is exactly the seat's own observation of the true state at t.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

from astromagie.games.astromagie.engine import cards as astromagie_cards
from astromagie.games.monad import state as monad_state
from astromagie.games.solar_republic import cards as solar_cards
from astromagie.games.zahlenstreifen import cards as strip_cards
from astromagie.host import registry
from astromagie.host.game import GameState
from astromagie.net import codec
from astromagie.net.tables import load_table

from .netkit import TIMEOUT, play_out, seated, serving

GAMES = registry.ids()
UPDATE_KEYS = {"type", "table", "game", "seat", "turn", "to_move", "started", "seats",
               "observation", "log_from", "log", "over", "result", "record"}


def _strip_code(card_id: int) -> str:
    kind = card_id // 2  # two copies of each card: ids 2k and 2k+1 (cards.card_ids)
    return strip_cards.CODE[(kind // 9) * 10 + kind % 9 + 1]


# the card codes by card id (GameState.card_locations), as each game numbers its cards
CODE_OF: dict[str, Callable[[Any], Sequence[str]]] = {
    "astromagie": lambda state: astromagie_cards.DECK,
    "solar-republic": lambda state: solar_cards.DECK,
    "monad": lambda state: sorted(state.deck, key=monad_state._card_order),
    "zahlenstreifen": lambda state: [_strip_code(i) for i in range(90)],
}
# the zones of the face-down piles (the Solar Republic's "pile" is its open pile in play)
FACE_DOWN = {"astromagie": {"pile"}, "solar-republic": {"draw"}, "monad": set(),
             "zahlenstreifen": {"pile"}}
PRIVATE = re.compile(r"^(hand|secret):?(\d+)$")


def test_every_game_of_the_shelf_has_a_card_numbering_here():
    assert set(GAMES) <= set(CODE_OF), "a new game needs its card numbering in this test"


def zones(game: str, state: GameState, seat: int) -> tuple[set[str], set[str]]:
    """(codes of cards `seat` cannot see now, codes of cards it can see now)."""
    hidden: set[str] = set()
    seen: set[str] = set()
    code_of = CODE_OF[game](state)
    for card_id, zone in state.card_locations().items():
        code = code_of[card_id]
        private = PRIVATE.match(zone)
        if zone in FACE_DOWN[game] or (private and int(private.group(2)) != seat):
            hidden.add(code)
        else:
            seen.add(code)
    return hidden, seen


def tokens(frame: str) -> set[str]:
    """Every word of letters and digits in a frame's bytes: card codes are such words
    ("P 3:SUN 2:MOON" holds SUN and MOON), and the server writes them unescaped."""
    return set(re.findall(r"[A-Za-z0-9]+", frame))


def check_frames(game: str, seat: int, frames: list[str], states: list[GameState]) -> int:
    """Assert no frame to `seat` holds a code hidden from it then; returns codes checked."""
    ever_seen: set[str] = set()
    seen_upto = -1
    checked = 0
    for frame in frames:
        message = json.loads(frame)
        if message["type"] != "update":
            assert message["type"] in ("joined", "created"), message["type"]
            continue
        assert set(message) <= UPDATE_KEYS, set(message) - UPDATE_KEYS
        # the record (every hand, the deck) comes only with the game over, to be filed
        assert ("record" in message) == message["over"], "a record before the end"
        if message["over"]:
            assert registry.rules(game).load_record(message["record"])[0].is_over()
            message.pop("record")
            frame = json.dumps(message)
        turn = message["turn"]
        while seen_upto < turn:
            seen_upto += 1
            ever_seen |= zones(game, states[seen_upto], seat)[1]
        truth = states[turn]
        assert message["observation"] == json.loads(json.dumps(
            codec.encode_observation(truth.observation(seat)))), "not the seat's own view"
        hidden = zones(game, truth, seat)[0] - ever_seen
        leaked = hidden & tokens(frame)
        assert not leaked, f"{game}: seat {seat} was sent {sorted(leaked)} at move {turn}"
        checked += len(hidden)
    return checked


def replayed(game: str, players: int, seed: int, final: GameState) -> list[GameState]:
    """Every state of the table's game (index t: after t moves), from its deal."""
    state = registry.rules(game).new(players, seed)
    states = [state.clone()]
    for move in final.history:
        state.apply(move)
        states.append(state.clone())
    return states


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_with_two_network_clients_and_a_bot_leaks_no_hand(game, tmp_path: Path):
    seed = 11

    async def scenario() -> tuple[list[dict[str, Any]], list[list[str]], str]:
        async with serving(tmp_path) as (url, _):
            first, second, created = await seated(url, game, seed=seed, keep_frames=True)
            rules = registry.rules(game)
            # Monad's random games run long; its clients play its easy bot's moves instead
            bots = [rules.make_bot("easy", s) if game == "monad" else None for s in (1, 2)]
            ends = await asyncio.wait_for(asyncio.gather(
                play_out(first, random.Random(1), bot=bots[0]),
                play_out(second, random.Random(2), bot=bots[1])), TIMEOUT)
            frames = [first.frames, second.frames]
            await first.close()
            await second.close()
            return list(ends), frames, created["table"]

    ends, frames, code = asyncio.run(scenario())
    assert ends[0]["over"] and ends[1]["over"]
    assert ends[0]["result"] == ends[1]["result"]
    table = load_table(tmp_path / f"{code}.json")  # the record on disk holds the whole game
    assert table.state.is_over() and ends[0]["turn"] == len(table.state.history)
    assert ends[0]["result"]["scores"] == list(table.state.scores)
    assert {s.kind for s in table.seats} == {"person", "bot"}
    states = replayed(game, 3, seed, table.state)
    checked = [check_frames(game, seat, frames[seat], states) for seat in (0, 1)]
    assert all(checked), "some hidden cards were there to be leaked"
