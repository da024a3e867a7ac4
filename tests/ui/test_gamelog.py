"""The game log: each turn and trick in words, in both languages, kept up to date cheaply."""

from __future__ import annotations

import random
from collections import Counter

import pygame
import pytest

from astromagie.games.astromagie.engine import DECK, Game, Move
from astromagie.i18n import set_language
from astromagie.ui.gamelog import (
    OVER,
    TRICK,
    Entry,
    GameLogPanel,
    card_name,
    describe_turns,
    format_entry,
)

NAMES = ["Ada", "Vega", "Orion"]


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def dealt(hands: list[list[str]], first: int) -> Game:
    """Seats get exactly `hands`; the rest of the deck follows in a fixed order."""
    rest = Counter(DECK)
    rest.subtract(c for hand in hands for c in hand)
    return Game.from_deck([c for h in hands for c in h] + sorted(rest.elements()),
                          len(hands), first)


def first_trick_game() -> Game:
    game = dealt([["SQU", "CON", "TRI", "WATER", "OPP", "AIR"],
                  ["LEO", "FIRE", "ARI", "SUN", "SQU", "EARTH"],
                  ["MOON", "CON", "TRI", "SXT", "OPP", "AIR"]], first=1)
    for text in ("P 3:LEO 2:FIRE", "D MOON", "D SQU"):
        game.apply(Move.parse(text))
    return game


def random_game(n: int, seed: int, turns: int | None = None) -> Game:
    game = Game.new(n, seed)
    rng = random.Random(seed)
    while not game.is_over() and (turns is None or len(game.history) < turns):
        game.apply(rng.choice(game.legal_moves()))
    return game


def test_turns_and_tricks_in_english():
    assert describe_turns(first_trick_game(), NAMES) == [
        "Vega plays Leo on 3 and Fire on 2",
        "Orion discards Moon",
        "Ada discards Square",
        "Vega wins the trick: 2 points",
    ]


def test_turns_and_tricks_in_german():
    set_language("de")
    assert describe_turns(first_trick_game(), NAMES) == [
        "Vega legt Löwe auf 3 und Feuer auf 2",
        "Orion wirft Mond ab",
        "Ada wirft Quadrat ab",
        "Vega gewinnt den Stich: 2 Punkte",
    ]


def test_the_person_at_the_screen_is_told_in_the_second_person():
    names = ["Ada", "You", "Orion"]
    assert describe_turns(first_trick_game(), names, you=1) == [
        "You play Leo on 3 and Fire on 2",
        "Orion discards Moon",
        "Ada discards Square",
        "You win the trick: 2 points",
    ]
    set_language("de")
    assert describe_turns(first_trick_game(), ["Ada", "Du", "Orion"], you=1)[-1] == (
        "Du gewinnst den Stich: 2 Punkte")
    assert describe_turns(first_trick_game(), names, you=2)[1] == "Du wirfst Mond ab"


def test_three_placements_one_point_and_the_end():
    play = Entry("play", (2,), Move.parse("P 4:MARS 5:SQU 6:VENUS"))
    assert format_entry(play, NAMES) == "Orion plays Mars on 4, Square on 5 and Venus on 6"
    assert format_entry(Entry(TRICK, (0,), points=1), NAMES) == "Ada wins the trick: 1 point"
    assert (format_entry(Entry(OVER, (1,), points=21), NAMES)
            == "Game over: Vega wins with 21 points.")
    assert (format_entry(Entry(OVER, (0, 1, 2), points=9), NAMES)
            == "Game over: Ada, Vega and Orion share the win with 9 points.")
    set_language("de")
    assert format_entry(play, NAMES) == "Orion legt Mars auf 4, Quadrat auf 5 und Venus auf 6"
    assert format_entry(Entry(TRICK, (0,), points=1), NAMES) == "Ada gewinnt den Stich: 1 Punkt"
    assert (format_entry(Entry(OVER, (0, 2), points=9), NAMES)
            == "Spielende: Ada und Orion teilen sich den Sieg mit 9 Punkten.")


def test_whole_game_has_one_line_per_turn_and_trick():
    game = random_game(4, 3)
    lines = describe_turns(game, ["A", "B", "C", "D"])
    # players without cards passed over (R9): the seats between a mover and the next
    skips, replay = 0, Game.from_deck(game.deck, 4, game.first_player, game.variants)
    for move in game.history:
        mover = replay.current_player
        replay.apply(move)
        if not replay.is_over():
            skips += (replay.current_player - mover - 1) % 4
    assert len(lines) == len(game.history) + len(game.tricks) + skips + 1
    assert sum("is skipped" in line for line in lines) == skips
    assert sum("wins the trick" in line for line in lines) == len(game.tricks)
    assert lines[-1].startswith("Game over:")


def test_unknown_card_name_is_readable():
    assert card_name("NOSUCH") == "Nosuch"


def test_panel_follows_the_game_turn_by_turn():
    full = random_game(3, 11)
    game = Game.from_deck(full.deck, 3, full.first_player)
    panel = GameLogPanel((0, 0, 300, 200), font_size=14)
    panel.set_game(game, NAMES)
    assert panel.texts() == []
    for move in full.history:
        game.apply(move)
        panel.set_game(game, NAMES)
        assert panel.texts() == describe_turns(game, NAMES)
    # a new game in the same panel starts a new log
    other = random_game(3, 12, turns=5)
    panel.set_game(other, NAMES)
    assert panel.texts() == describe_turns(other, NAMES)


def test_panel_draws_inside_its_rect_and_rerenders_on_language_change():
    surface = pygame.Surface((500, 400))
    surface.fill((1, 2, 3))
    panel = GameLogPanel((50, 40, 300, 250), font_size=14)
    panel.set_game(first_trick_game(), NAMES)
    panel.draw(surface)
    outside = [surface.get_at((x, y))[:3] for x in (10, 49, 351, 490) for y in (5, 39, 291, 390)]
    assert set(outside) == {(1, 2, 3)}
    assert surface.get_at((200, 160))[:3] != (1, 2, 3)
    width_en = panel._lines[0][0][1].get_width()
    set_language("de")
    panel.draw(surface)
    assert panel.texts()[0] == "Vega legt Löwe auf 3 und Feuer auf 2"
    assert panel._lines[0][0][1].get_width() != width_en


def test_wheel_scrolls_back_and_a_new_turn_shows_the_newest(monkeypatch):
    game = random_game(3, 13, turns=40)
    panel = GameLogPanel((0, 0, 260, 120), font_size=14)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (100, 60))  # over the panel
    panel.set_game(game, NAMES)
    assert panel.scroll == 0
    assert panel.max_scroll() > 0
    used = panel.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False))
    assert used and panel.scroll > 0
    for _ in range(100):
        panel.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=5, flipped=False))
    assert panel.scroll == panel.max_scroll()
    panel.draw(pygame.Surface((300, 200)))
    game.apply(game.legal_moves()[0])
    panel.set_game(game, NAMES)
    assert panel.scroll == 0
    assert not panel.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a))
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (400, 60))  # beside it
    assert not panel.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2,
                                                     flipped=False))
    assert panel.scroll == 0


def test_a_shared_win_with_the_person_at_the_screen_is_worded_for_them():
    """Not "You and Orion share…" in German: "du und Orion" takes the verb "teilt euch"."""
    over = Entry(OVER, (0, 2), points=9)
    assert (format_entry(over, ["Du", "Vega", "Orion"], you=0)
            == "Game over: Orion and you share the win with 9 points.")
    set_language("de")
    assert (format_entry(over, ["Du", "Vega", "Orion"], you=0)
            == "Spielende: Orion und du teilt euch den Sieg mit 9 Punkten.")
    assert (format_entry(over, NAMES, you=1)  # a tie without you: the names as they are
            == "Spielende: Ada und Orion teilen sich den Sieg mit 9 Punkten.")
