"""The findings of the newcomer's playtest of 2026-11-25 (issue 24), each driven the way the
player met it: real keys and clicks on the table, the guide, the replay."""

from __future__ import annotations

import random
from collections import Counter

import pygame
import pytest
from test_table import FAST, dealt, grab_point, open_table, wait_for_human
from ui_events import click, drag, frames, key, move_to, post

from astromagie import i18n
from astromagie.games.astromagie.engine import Game, Move
from astromagie.games.astromagie.engine.cards import DECK
from astromagie.games.astromagie.hint import HintSearch, HintStats, MoveStat, move_points, pick
from astromagie.storage import saves as storage_saves
from astromagie.storage.settings import Settings
from astromagie.ui.app import App
from astromagie.ui.table.hint import hint_reason, reason_words, takeover_room


@pytest.fixture
def app(monkeypatch, tmp_path):
    """A 1280x800 app with its own user folders and no autosave to the player's files."""
    monkeypatch.setenv("ASTROMAGIE_HOME", str(tmp_path))
    monkeypatch.setattr(storage_saves, "autosave_game", lambda game, config: [])
    i18n.set_language("en")
    application = App(Settings(sound=False, animation_speed=FAST), size=(1280, 800))
    yield application
    pygame.event.clear()
    application.keep_settings = True
    application.close()
    i18n.set_language("en")


@pytest.fixture
def sized_app(monkeypatch, tmp_path):
    """Makes the app at a window size of the test's choosing."""
    monkeypatch.setenv("ASTROMAGIE_HOME", str(tmp_path))
    monkeypatch.setattr(storage_saves, "autosave_game", lambda game, config: [])
    made = []

    def make(size):
        application = App(Settings(sound=False, animation_speed=FAST), size=size)
        application.save_settings = lambda: None
        made.append(application)
        return application

    yield make
    for application in made:
        pygame.event.clear()
        application.keep_settings = True
        application.close()
    i18n.set_language("en")


# --- F2: the arrow keys walk the hand as it is shown -----------------------------------------

def test_F2_arrows_follow_the_sorted_hand_not_the_deal(app):
    scene = open_table(app, game=dealt(first_human=True), speed=1.0)
    assert wait_for_human(app, scene)
    key(app, pygame.K_s)  # sort by kind: the fan is no longer in deal order
    fan = scene._visible()
    assert fan != sorted(fan), "the sort must change the order for this test to mean anything"
    seen = []
    for _ in range(len(fan)):
        key(app, pygame.K_RIGHT)
        seen.append(scene.turn.selected)
    assert seen == fan
    key(app, pygame.K_LEFT)
    assert scene.turn.selected == fan[-2]


def test_F2_a_number_key_places_the_card_highlighted_on_screen_then_moves_right(app):
    scene = open_table(app, game=dealt(first_human=True), speed=1.0)
    assert wait_for_human(app, scene)
    key(app, pygame.K_s)
    fan = scene._visible()
    hand = scene.turn.hand()
    first_sign = next(i for i in fan if hand[i] in ("LEO", "ARI"))
    while scene.turn.selected != first_sign:
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_3)
    assert scene.turn.staging.placements == ((3, hand[first_sign]),)
    after = fan[fan.index(first_sign) + 1]
    assert scene.turn.selected == after, "the selection goes on to the right on screen"


# --- F5: a refusal waits to be clicked -------------------------------------------------------

def refuse_a_drop(app, scene):
    """Drop a hand card where the rules say no; the refusal's violation."""
    game = scene.game
    hand = game.hand(0)
    wrong = next(c for c in hand if game.check_placement(3, c) is not None)
    drag(app, grab_point(scene, hand.index(wrong)), scene.layout.slots[3].center)
    violation = game.check_placement(3, wrong)
    assert violation is not None and scene.board.rule_now == violation.rule
    return violation


def test_F5_a_refusal_is_still_there_to_click_after_the_player_has_read_it(app):
    scene = open_table(app, game=dealt(first_human=True), speed=1.0)
    assert wait_for_human(app, scene)
    violation = refuse_a_drop(app, scene)
    for _ in range(40):  # twenty seconds of reading
        app.frame(0.5)
    assert scene.board.rule_now == violation.rule
    click(app, scene.layout.message.center)
    assert app.stack.top is not scene and type(app.stack.top).__name__ == "RulesScene"


def test_F5_the_refusal_goes_once_the_player_places_a_card(app):
    scene = open_table(app, game=dealt(first_human=True), speed=1.0)
    assert wait_for_human(app, scene)
    refuse_a_drop(app, scene)
    frames(app, 30)  # the card flies back home
    assert scene.board.rule_now is not None
    key(app, pygame.K_RIGHT)
    hand = scene.turn.hand()
    while hand[scene.turn.selected] not in ("LEO", "ARI"):
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_3)
    assert scene.turn.staging and scene.board.rule_now is None


# --- F3: the hint is the search's best move, and its reason holds ----------------------------

def report_position() -> Game:
    """The playtest's row: Taurus on 3 and Jupiter on 4, laid by the opponent; the player holds
    Earth, Aries and Pisces (Earth + Aries makes 6 points, Earth + Pisces 12)."""
    hands = [["EARTH", "ARI", "PIS", "SQU", "MOON", "LEO"],
             ["GEM", "AIR", "VIR", "SUN", "CON", "MARS"]]
    row = [None, None, "TAU", "JUPITER"]
    rest = Counter(DECK) - Counter(hands[0]) - Counter(hands[1]) - Counter(["TAU", "JUPITER"])
    pile = sorted(rest.elements())
    random.Random(3).shuffle(pile)
    return Game.from_position(hands=hands, row=row, pile=pile, to_move=0, leader=1)


def test_F3_the_position_of_the_report_scores_as_the_player_said():
    game = report_position()
    assert move_points(game, Move.play((2, "EARTH"), (1, "ARI"))) == 6
    assert move_points(game, Move.play((2, "EARTH"), (1, "PIS"))) == 12


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_F3_the_hint_takes_the_12_point_play_the_search_cannot_tell_from_the_6(seed):
    game = report_position()
    search = HintSearch(seed, max_worlds=60)
    move = search.choose(game.observation(0), budget=120.0)  # the world count decides, not time
    stats = search.last
    assert stats is not None and stats.worlds == 60
    best_points = max(move_points(game, m) for m in game.legal_moves())
    # the best-scoring play is always weighed, and the hint is the search's best move
    assert any(s.points == best_points for s in stats.moves)
    chosen = stats.of(move)
    assert chosen is not None
    # points are never given up for nothing: a play scoring more was found worse
    assert all(s.reward < chosen.reward for s in stats.moves if s.points > chosen.points)
    assert move_points(game, move) == 12


def stats_for(game: Game, values: dict[Move, float], worlds: int = 100) -> HintStats:
    return HintStats(worlds, tuple(MoveStat(m, move_points(game, m), v, v)
                                   for m, v in values.items()))


def test_F3_a_lower_play_gets_no_made_up_reason_when_the_search_found_it_no_better():
    game = report_position()
    six, twelve = Move.play((2, "EARTH"), (1, "ARI")), Move.play((2, "EARTH"), (1, "PIS"))
    assert takeover_room(game, 0, six) == takeover_room(game, 0, twelve)  # equally safe
    stats = stats_for(game, {six: 0.50, twelve: 0.50})
    assert pick(stats).move == twelve
    reason = hint_reason(game, six, stats)
    assert reason.key != "table.hint_why_keep"  # "it keeps Pisces for later" was no reason
    assert reason.key is None


def test_F3_a_lower_play_the_search_found_better_says_so_with_its_figures():
    game = report_position()
    six, twelve = Move.play((2, "EARTH"), (1, "ARI")), Move.play((2, "EARTH"), (1, "PIS"))
    stats = stats_for(game, {six: 0.61, twelve: 0.47}, worlds=150)
    assert pick(stats).move == six
    reason = hint_reason(game, six, stats)
    assert reason.key == "table.hint_why_search"
    assert reason.params == {"worlds": 150, "points": 12, "wins": 61, "other_wins": 47}
    for lang in ("en", "de"):
        i18n.set_language(lang)
        words = reason_words(reason)
        assert "150" in words and "61" in words and "47" in words and "12" in words
    i18n.set_language("en")


# --- F4: the guide's words keep pace with the table --------------------------------------------

def test_F4_the_guide_never_says_it_is_the_ais_turn_once_the_table_shows_its_move(app):
    from test_guide import drag_card, open_guide_from_title, play, press_next

    app.settings.animation_speed = 1.0  # real flights: the moments the playtest saw
    guide = open_guide_from_title(app)
    frames(app, 3)
    press_next(app, guide)
    for code, pos in (("ARI", 3), ("FIRE", 2), ("MARS", 4)):
        drag_card(app, guide, code, pos)
    press_next(app, guide)
    play(app, guide)
    assert guide.tour.step.key == "ai_pair"
    follow_ai_step(app, guide, "takeover")
    press_next(app, guide)
    while not guide.table.human_turn():  # the cards drawn after the AI's move still fly
        frames(app)
    drag_card(app, guide, "CON", 5)
    drag_card(app, guide, "MARS", 6)  # refused on purpose (R6)
    frames(app, 30)
    press_next(app, guide)
    drag_card(app, guide, "VENUS", 6)
    play(app, guide)
    assert guide.tour.step.key == "ai_discard"
    follow_ai_step(app, guide, "trick")


def follow_ai_step(app, guide, after: str) -> None:
    """Frame by frame through an AI step: the coach's words never contradict the table."""
    table = guide.table
    ai_frames = 0
    for _ in range(900):
        frames(app)
        step = guide.tour.step
        if step.action != "ai":
            break
        ai_frames += 1
        # the top bar names the AI, its move is not on the table yet, no trick is announced
        assert table.view().current != 0, "the top bar says 'Your turn' under an AI step"
        assert len(table.motion.shown(table.game).history) <= step.turn
        message = table.board.message
        assert message is None or "trick" not in message.text, message.text
    assert ai_frames > 0 and guide.tour.step.key == after


# --- F7: every card names its kind, in both languages and at every window size ---------------

@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_F7_the_kind_banner_is_lettered_on_the_tables_cards(size):
    from astromagie.games.astromagie.view import faces as cards
    from astromagie.ui.table.layout import compute_layout

    layout = compute_layout(size, 5)
    for w, h in (layout.card, layout.hand_card):
        faces = {}
        for lang in ("en", "de"):
            i18n.set_language(lang)
            assert cards.banner_plan(w, h) is not None, (lang, w, h)
            faces[lang] = cards.CardArt().face("LEO", (w, h))
        i18n.set_language("en")
        top = round(cards.banner_y(h))
        band = pygame.Rect(0, top, w, round(cards.banner_height(h)))
        en = pygame.image.tobytes(faces["en"].subsurface(band), "RGBA")
        de = pygame.image.tobytes(faces["de"].subsurface(band), "RGBA")
        assert en != de, "the banner carries a word, so the languages differ there"


# --- F8: the trick badge never covers an opponent's lines ------------------------------------

def led_by_an_opponent(seats: int) -> Game:
    """A game in which an opponent (not seat 0) holds the trick."""
    rng = random.Random(4)
    game = Game.new(seats, 11)
    while not (0 < game.leader and game.row()[2] is not None):
        moves = game.legal_moves()
        plays = [m for m in moves if not m.is_discard]
        game.apply(rng.choice(plays or moves))
    return game


@pytest.mark.parametrize("size,seats", [((1024, 700), 5), ((1280, 800), 5), ((1280, 800), 2)])
def test_F8_the_holds_the_trick_badge_leaves_the_panel_text_alone(app, size, seats):
    import dataclasses

    from astromagie.ui.table.layout import compute_layout

    game = led_by_an_opponent(seats)
    scene = open_table(app, bots=("random",) * (seats - 1), game=game)
    scene.on_resize(size)
    layout = compute_layout(size, seats)
    view = scene.view()
    assert view.leader > 0
    painted = []
    for leader in (view.leader, -1):
        surface = pygame.Surface(size)
        scene.painter._draw_opponents(surface, dataclasses.replace(view, leader=leader), layout)
        painted.append(surface)
    panel = layout.opponents[view.opponents.index(view.leader)]
    pad = round(10 * layout.scale)
    avatar = round(17 * layout.scale)
    # the panel's words: name, level, score, cards and tricks (right of the avatar's disc)
    words = pygame.Rect(panel.x + pad + 2 * avatar + round(8 * layout.scale), panel.y, 0,
                        panel.h - pad)
    words.w = panel.right - words.x
    changed = [(x, y) for x in range(words.left, words.right, 2)
               for y in range(words.top, words.bottom, 2)
               if painted[0].get_at((x, y)) != painted[1].get_at((x, y))]
    assert not changed, f"the badge covers the panel's lines at {changed[:3]}"
    shown = [(x, y) for x in range(panel.left, panel.right, 2)
             for y in range(panel.top, panel.bottom + pad, 2)
             if painted[0].get_at((x, y)) != painted[1].get_at((x, y))]
    assert shown, "who holds the trick is still shown on the panel"


# --- F9: the game-over banner leaves the headers and panels alone; tricks read like the preview

def finished_game(seats: int) -> Game:
    rng = random.Random(2)
    game = Game.new(seats, 13)
    while not game.is_over():
        moves = game.legal_moves()
        plays = [m for m in moves if not m.is_discard]
        game.apply(rng.choice(plays or moves))
    return game


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size,seats", [((1024, 700), 5), ((1280, 800), 2)])
def test_F9_the_game_over_banner_covers_neither_the_row_headers_nor_the_panels(
        app, lang, size, seats):
    i18n.set_language(lang)
    scene = open_table(app, bots=("random",) * (seats - 1), game=finished_game(seats), speed=1.0)
    scene.on_resize(size)
    frames(app, 2)
    view = scene.view()
    assert view.winners is not None and app.stack.top is scene  # the end, still at the table
    layout = scene.layout
    plain = pygame.Surface(size)
    banner = plain.copy()
    scene.painter._draw_game_over(banner, view, layout)
    diff = pygame.mask.from_threshold(banner, (0, 0, 0), (1, 1, 1, 255))
    diff.invert()  # the pixels the banner painted
    headers = pygame.Rect(layout.table.x, layout.slots[1].top - round(34 * layout.scale),
                          layout.table.w, round(34 * layout.scale))
    for rect in [headers, *layout.opponents]:
        assert diff.overlap_area(pygame.mask.Mask(rect.size, fill=True), rect.topleft) == 0, rect
    assert diff.count() > 0


def test_F9_a_won_trick_is_worded_like_the_rows_preview():
    from astromagie.games.astromagie.view.words import breakdown_words

    assert breakdown_words((None, None, "ARI", "MARS")) == "4 points – Mars twice (2) → sum 2, × 2"
    i18n.set_language("de")
    assert breakdown_words((None, None, "ARI", "MARS")) == \
        "4 Punkte – Mars zweimal (2) → Summe 2, × 2"
    i18n.set_language("en")


# --- F6: German at 1024x700 reads without squeezed or cramped text ----------------------------

HELP_KEYS = ("table.help_turn", "table.help_no_zodiac", "table.help_no_fit")


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_F6_the_help_under_the_row_is_never_squeezed(app, lang, size):
    from astromagie.look import theme
    from astromagie.ui.table.layout import compute_layout

    i18n.set_language(lang)
    scene = open_table(app, game=dealt(first_human=True))
    layout = compute_layout(size, 5)
    painter = scene.painter
    font_size, width = painter.help_size(layout)
    assert font_size >= 12
    for help_key in HELP_KEYS:
        lines = painter.help_lines(i18n.tr(help_key), layout)
        assert 1 <= len(lines) <= 2
        for line in lines:  # each line at full size: nothing condensed
            assert theme.fit_font_size(line, "text", font_size, width, min_size=9) >= font_size
        # two lines stay between the score pill and the hand
        height = len(lines) * (font_size + 4)
        bottom = layout.preview.centery + height // 2
        assert bottom <= layout.hand_area.top + round(8 * layout.scale)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_F6_the_pile_captions_keep_apart(lang, size):
    from astromagie.look.fonts import get_font
    from astromagie.ui.table.layout import compute_layout

    i18n.set_language(lang)
    layout = compute_layout(size, 5)
    font = get_font("bold", layout.font(14))
    left = font.size(i18n.tr("table.draw_pile"))[0]
    right = font.size(i18n.tr("table.discard_pile"))[0]
    # not condensed
    assert left <= layout.pile.width * 1.25 and right <= layout.discard.width * 1.25
    gap = (layout.discard.centerx - right / 2) - (layout.pile.centerx + left / 2)
    assert gap >= 8 * layout.scale, gap


def test_F6_the_top_bar_says_who_holds_the_trick_on_one_line_in_german_at_1024(app):
    from astromagie.ui.table.layout import compute_layout

    i18n.set_language("de")
    scene = open_table(app, game=dealt(first_human=True))
    layout = compute_layout((1024, 700), 5)
    info = "★ " + i18n.tr("table.leads", name="Sirius") + " · " + i18n.tr("table.passes_many",
                                                                          count=3)
    short = "★ " + i18n.tr("table.leads", name="Sirius") + " · " + i18n.tr("table.passes_short",
                                                                           count=3)
    # the room left of a variants tag and right of "Du bist am Zug", as at the 5-seat table
    width = round(440 * layout.scale)
    size, lines = scene.painter.topbar_lines(info, short, width, layout)
    assert lines == [short] and size == layout.font(16)


# --- F10: nothing drawn over what the player must read -----------------------------------------

def test_F10_a_card_placed_under_a_resting_mouse_does_not_open_large(app):
    from test_table import grab_point, hand_index

    from astromagie.ui.table.closeup import HOVER_SECONDS, closeup_rects

    scene = open_table(app, game=dealt(first_human=True), speed=1.0)
    assert wait_for_human(app, scene)
    slot = scene.layout.slots[3].center
    click(app, grab_point(scene, hand_index(scene, "LEO")))  # select Leo
    click(app, slot)  # ... and place it with a click: the mouse now rests on Leo on 3
    assert scene.turn.staging.placements == ((3, "LEO"),)
    for _ in range(round(3 * HOVER_SECONDS * 60)):
        frames(app)
    assert scene.view().closeup is None, "the close-up opened under a mouse that never moved"
    # moving on the card and resting there opens it, over the felt only: the preview, hints
    # and refusals under the row stay readable
    move_to(app, (slot[0] + 3, slot[1] + 3))
    for _ in range(round(1.5 * HOVER_SECONDS * 60)):
        frames(app)
    view = scene.view()
    assert view.closeup is not None and view.closeup.code == "LEO"
    area, card, panel = closeup_rects(scene.layout)
    for line in (scene.layout.status, scene.layout.message):
        assert not area.colliderect(line) and not card.colliderect(line)


def test_F10_a_quick_drag_within_one_frame_does_not_open_the_dropped_card(app):
    from test_table import grab_point, hand_index
    from ui_events import post

    from astromagie.ui.table.closeup import HOVER_SECONDS

    scene = open_table(app, game=dealt(first_human=True), speed=1.0)
    assert wait_for_human(app, scene)
    start, slot = grab_point(scene, hand_index(scene, "LEO")), scene.layout.slots[3].center
    move_to(app, start)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)  # press, drag and let go in one frame,
    post(pygame.MOUSEMOTION, pos=slot, rel=(0, 0), buttons=(1, 0, 0))  # as xdotool does
    post(pygame.MOUSEBUTTONUP, pos=slot, button=1)
    frames(app)
    assert scene.turn.staging.placements == ((3, "LEO"),)
    for _ in range(round(3 * HOVER_SECONDS * 60)):
        frames(app)
    assert scene.view().closeup is None


class RecordingSurface(pygame.Surface):
    """A surface that notes where each blit lands."""

    def __init__(self, size):
        super().__init__(size)
        self.blits: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kwargs):
        rect = super().blit(source, dest, *args, **kwargs)
        self.blits.append(pygame.Rect(dest[0], dest[1], *source.get_size()))
        return rect


@pytest.mark.parametrize("height", [150, 173, 211, 260])
def test_F10_the_game_log_never_shows_a_line_cut_in_half(height):
    from astromagie.ui.gamelog import GameLogPanel

    game = finished_game(3)
    panel = GameLogPanel((0, 0, 260, height), font_size=14)
    panel.set_game(game, ["You", "Vega", "Orion"])
    surface = RecordingSurface((300, 300))
    panel.draw(surface)
    content = panel.content_rect
    lines = [r for r in surface.blits if r.h <= panel.line_height + 2 and r.y >= content.y - 20]
    lines = [r for r in lines if r.x >= content.x and r.y > panel.rect.y + panel.pad]
    assert lines
    for rect in lines:
        assert content.top - 1 <= rect.top and rect.bottom <= content.bottom + 1, (rect, content)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_F10_the_guides_arrow_runs_through_no_button_label_nor_the_preview(
        sized_app, size, lang):
    from test_guide import drag_card, open_guide_from_title, press_next

    from astromagie.ui.guide.coach import visible_parts
    from astromagie.ui.table.hand import sort_button_rect

    i18n.set_language(lang)
    app = sized_app(size)
    guide = open_guide_from_title(app)
    frames(app, 3)
    press_next(app, guide)
    checked = 0
    for code, pos in (("ARI", 3), ("FIRE", 2), ("MARS", 4), (None, None), ("play", None)):
        frames(app, 2)
        mark = guide.mark
        assert mark is not None and mark.arrow is not None
        layout = guide.table.layout
        target = guide._target_rects()[0]
        buttons = [r for r in [*layout.buttons.values(), sort_button_rect(layout)]
                   if not r.colliderect(target)]
        for a, b in visible_parts(*mark.arrow, mark.keep):
            for rect in [*buttons, layout.status]:
                assert not rect.inflate(-4, -4).clipline(a, b), (guide.tour.step.key, rect)
        checked += 1
        if code == "play":
            break
        if code is None:
            press_next(app, guide)
        else:
            drag_card(app, guide, code, pos)
    assert checked == 5


# --- F13: the replay's hands can be read card by card -----------------------------------------

@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("seats", [2, 3, 5])
def test_F13_every_card_of_a_replayed_hand_shows_most_of_itself(size, seats):
    from astromagie.ui.scenes.watch import compute_layout, hand_strip, seat_head

    lay = compute_layout(size, seats)
    for panel in lay.seats:
        cards = hand_strip(panel, lay, 6)
        assert len(cards) == 6
        for left, right in zip(cards, cards[1:], strict=False):
            assert right.x - left.x >= 0.6 * left.w  # the index and the big symbol show
        for card in cards:
            assert panel.contains(card)
            assert not card.colliderect(seat_head(panel, lay))  # under the name line
        assert cards[0].h >= 50  # the cards stay recognisable


# --- delights: why the AI did that, the cheat card, celebrations -----------------------------

def test_delight_a_takeover_by_the_ai_is_explained_in_one_line():
    from astromagie.games.astromagie.view.words import takeover_reason, takeover_text
    from astromagie.ui.guide.script import AI_MOVES, PLAYER_MOVES, new_game

    game = new_game()
    game.apply(PLAYER_MOVES[0])  # Aries, Fire, Mars: 8 points, held by the player
    before = game.clone()
    game.apply(AI_MOVES[1])  # Vega stacks a pair on 5+6
    reason = takeover_reason(before, game, AI_MOVES[1], you=0)
    assert reason is not None
    key, params = reason
    assert key == "table.takeover_pair_you" and params["points"] == 8
    placed = dict(AI_MOVES[1].placements)
    names = ["You", "Vega"]
    text = takeover_text(reason, names)
    assert text.startswith("Vega stacked") and "your 8-point row" in text
    assert i18n.tr(f"card.name.{placed[5]}") in text and i18n.tr(f"card.name.{placed[6]}") in text
    i18n.set_language("de")
    assert "übernimmt damit deine Reihe mit 8 Punkten" in takeover_text(reason, ["Du", "Vega"])
    i18n.set_language("en")
    # no takeover, no line: the opening play, and a discard
    opening = new_game()
    assert takeover_reason(opening.clone(), opening, PLAYER_MOVES[0], you=0) is None


def test_delight_the_table_says_why_after_the_ais_takeover(app):
    from test_guide import drag_card, open_guide_from_title, play, press_next

    guide = open_guide_from_title(app)
    frames(app, 3)
    press_next(app, guide)
    for code, pos in (("ARI", 3), ("FIRE", 2), ("MARS", 4)):
        drag_card(app, guide, code, pos)
    press_next(app, guide)
    play(app, guide)
    for _ in range(600):
        frames(app)
        if len(guide.table.game.history) == 2 and not guide.table.motion.busy:
            break
    message = guide.table.board.message
    assert message is not None and "to take over your 8-point row" in message.text


def test_delight_the_question_mark_opens_the_cheat_card_and_any_key_closes_it(app):
    from astromagie.ui.table.cheatcard import cheat_lines, planet_values

    scene = open_table(app, game=dealt(first_human=True))
    assert wait_for_human(app, scene)
    before = pygame.image.tobytes(app.screen, "RGB")
    post(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?", scancode=0)
    frames(app)
    assert scene.view().cheat
    assert pygame.image.tobytes(app.screen, "RGB") != before
    assert "Jupiter 3" in planet_values() and "Sun 1" in planet_values()
    texts = " ".join(h + " " + t for h, t in cheat_lines())
    assert "1 Zodiac · 2 Element · 3 Zodiac · 4 Planet · 5 Aspect · 6 Planet" in texts
    key(app, pygame.K_ESCAPE)  # puts the card away; does not open the menu
    assert not scene.view().cheat and app.stack.top is scene
    i18n.set_language("de")
    assert "Jupiter 3" in planet_values()
    assert all("table.cheat" not in h + t for h, t in cheat_lines())


@pytest.mark.parametrize("points,word", [(18, "Perfect row"), (12, "Big trick"), (8, None)])
def test_delight_a_big_trick_of_the_player_is_celebrated(app, points, word):
    from astromagie.games.astromagie.engine import Trick

    scene = open_table(app, game=dealt(first_human=True), speed=1.0)
    assert wait_for_human(app, scene)
    scene._animate_trick(Trick(1, 0, ("SAG", "FIRE", "SAG", "JUPITER"), (), points))
    labels = [label.text for label in scene.motion.animator.labels]
    if word is None:
        assert labels == [f"+{points}"] and scene.celebration is None
    else:
        assert any(word in text and str(points) in text for text in labels), labels
    # a bot's big trick is the bot's business: no fanfare for it
    scene.celebration = None
    scene._animate_trick(Trick(1, 1, ("SAG", "FIRE", "SAG", "JUPITER"), (), 18))
    assert scene.celebration is None


def test_delight_a_personal_best_trick_shows_on_the_results(app):
    from astromagie.gameconfig import GameConfig, SeatConfig
    from astromagie.storage import stats as storage_stats
    from astromagie.ui.scenes.results import new_best_trick

    game = finished_game(2)
    config = GameConfig((SeatConfig("You"), SeatConfig("Vega", "easy")))
    mine = max((t.points for t in game.tricks if t.winner == 0), default=0)
    assert mine > 0
    assert new_best_trick(game, config) is None  # a first game: nothing to beat yet
    stats, _ = storage_stats.load_stats()
    bucket = stats.bucket("easy", 2)
    bucket.played, bucket.best_trick = 3, mine - 1
    storage_stats.save_stats(stats)
    assert new_best_trick(game, config) == mine
    bucket.best_trick = mine
    storage_stats.save_stats(stats)
    assert new_best_trick(game, config) is None  # equal is no record
    bucket.best_trick = mine - 1
    storage_stats.save_stats(stats)
    results = app.push_scene("results", game, config)
    frames(app, 2)
    assert results.best_trick == mine
    assert i18n.tr("results.personal_best", points=mine).startswith("★ A personal best")


# --- F11: the pause menu says it quits the program, not just this match -----------------------

@pytest.mark.parametrize("lang,label", [("en", "Quit Astromagie"), ("de", "Astromagie beenden")])
def test_F11_the_quit_button_names_the_program(app, lang, label):
    from astromagie.ui.widgets import Button

    i18n.set_language(lang)
    scene = open_table(app, game=dealt(first_human=True))
    assert wait_for_human(app, scene)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert type(pause).__name__ == "PauseScene"
    frames(app, 2)
    assert pause.form.get("quit", Button).text == label


# --- F14: small things --------------------------------------------------------------------------

def test_F14_a_paragraph_never_ends_in_a_lone_short_word(app):
    from astromagie.look import theme

    text = "Bitte gib den Bildschirm an Vega weiter und warte, bis Vega bereit ist."
    for width in range(260, 700, 7):
        lines = theme.wrap(text, "text", 18, width)
        assert " ".join(lines) == text
        if len(lines) > 1:
            last = lines[-1]
            assert " " in last or len(last) > theme.WIDOW, (width, lines)
        for line in lines:
            assert " " not in line or theme.font("text", 18).size(line)[0] <= width


def test_F14_the_statistics_chart_says_which_game_it_shows():
    from astromagie.ui.kit.chart import ScoreChart

    assert ScoreChart((0, 0, 400, 300)).words.title == "results.chart"  # the results' chart
    for lang in ("en", "de"):
        i18n.set_language(lang)
        assert i18n.tr("stats.chart.title") != i18n.tr("results.chart")
    i18n.set_language("en")
    assert "last game" in i18n.tr("stats.chart.title")


# --- F15: the command line explains itself; the game says where its records are ---------------

def test_F15_simulate_and_arena_help_explain_every_option_and_bot():
    import argparse

    from astromagie.cli import arena, simulate

    parser = argparse.ArgumentParser(prog="astromagie")
    sub = parser.add_subparsers()
    simulate.add_parser(sub)
    arena.add_parser(sub)
    for name in ("simulate", "arena"):
        help_text = sub.choices[name].format_help()
        for option in ("--players", "--games", "--seed", "--bots"):
            line = next(li for li in help_text.splitlines() if li.strip().startswith(option))
            assert len(line.split()) > 2, f"{name} {option} has no help"
        assert "hard-1200" in help_text and "random" in help_text


def test_F15_arena_says_what_the_default_budget_is(capsys):
    from astromagie.cli.main import main

    assert main(["arena", "--players", "2", "--bots", "random", "--games", "1"]) in (0, None)
    err = capsys.readouterr()
    assert "budget default s" not in err.out + err.err
    assert "each bot its own" in err.out + err.err


def test_F15_the_finished_games_screen_names_the_folder_of_the_records(app):
    from astromagie.storage.saves import games_dir
    from astromagie.ui.scene import Scene
    from astromagie.ui.scenes.archive import ArchiveScene

    app.stack.push(Scene(app))
    scene = ArchiveScene(app)
    app.stack.push(scene)
    app.run_frames(1)
    assert any(str(games_dir()) in text for text in scene.texts)


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)])
def test_F10_a_raised_hand_card_stays_below_the_help_line(size):
    from astromagie.ui.table.layout import compute_layout

    layout = compute_layout(size, 2)
    for count in range(1, 7):
        plain = layout.hand_slots(count)
        for i in range(count):
            rect, _ = layout.hand_slots(count, raised=i)[i]
            assert rect.top >= layout.message.bottom, (count, i, rect, layout.message)
            assert rect.top < plain[i][0].top  # still lifted


# --- F12: leaving full screen gives back the window as it was -----------------------------------

def test_F12_leaving_full_screen_restores_the_window_even_when_sdl_keeps_the_full_size(
        sized_app, monkeypatch):
    app = sized_app((1024, 700))
    real_set_mode = pygame.display.set_mode
    full = (1280, 800)
    state = {"was_full": False, "stale": 0}

    def sdl_like(size=(0, 0), flags=0, *args, **kwargs):
        """SDL with its plain X11 framebuffer: the first windowed set_mode after full
        screen hands back a surface of the full-screen size."""
        if flags & pygame.FULLSCREEN:
            state["was_full"] = True
            return real_set_mode(full, 0)
        if state["was_full"]:
            state["was_full"] = False
            state["stale"] += 1
            return real_set_mode(full, flags)
        return real_set_mode(size, flags)

    monkeypatch.setattr(pygame.display, "set_mode", sdl_like)
    app.set_fullscreen(True)
    assert app.size == full
    app.set_fullscreen(False)
    assert state["stale"] == 1  # the stale surface came, and was not kept
    assert app.size == (1024, 700)
    app.save_settings = App.save_settings.__get__(app)  # the real one: what would be saved
    monkeypatch.setattr("astromagie.ui.app.save_settings", lambda settings: [])
    app.save_settings()
    assert tuple(app.settings.window_size) == (1024, 700)


def test_F6_the_top_bar_says_the_row_is_empty_on_one_line_beside_the_variants(app):
    from astromagie.ui.table.layout import compute_layout

    i18n.set_language("de")
    scene = open_table(app, game=dealt(first_human=True))
    layout = compute_layout((1024, 700), 5)
    # "Lyra ist am Zug" and "Varianten: Moderne Herrscher" leave about 300 px at 1024x700
    width = round(380 * layout.scale)
    size, lines = scene.painter.topbar_lines(i18n.tr("table.row_empty"),
                                             i18n.tr("table.preview_empty"), width, layout)
    assert len(lines) == 1 and size == layout.font(16)


def test_F6_the_top_bar_says_what_staged_cards_would_do_on_one_line_in_german(app):
    from astromagie.ui.table.layout import compute_layout

    i18n.set_language("de")
    scene = open_table(app, game=dealt(first_human=True))
    layout = compute_layout((1024, 700), 5)
    width = round(380 * layout.scale)  # beside "Du bist am Zug" and the variants at 1024x700
    long = "★ " + i18n.tr("table.staged_header", points=4)
    short = "★ " + i18n.tr("table.staged_short", points=4)
    size, lines = scene.painter.topbar_lines(long, short, width, layout)
    assert lines == [short] and "4" in short


def test_F6_the_top_bar_says_you_must_discard_on_one_line_in_german(app):
    from astromagie.ui.table.layout import compute_layout

    i18n.set_language("de")
    scene = open_table(app, game=dealt(first_human=True))
    layout = compute_layout((1024, 700), 5)
    width = round(380 * layout.scale)
    size, lines = scene.painter.topbar_lines(i18n.tr("table.must_discard_no_fit"),
                                             i18n.tr("table.must_discard_short"), width, layout)
    assert lines == ["Du musst eine Karte abwerfen"]


def test_F5_a_fourth_card_is_refused_without_a_red_mark_on_a_position_that_is_not_the_reason(app):
    scene = open_table(app, game=dealt(first_human=True), speed=1.0)
    assert wait_for_human(app, scene)
    turn = scene.turn
    hand = turn.hand()
    for pos, code in ((3, "ARI"), (2, "FIRE"), (1, "LEO")):  # three cards: a full turn
        assert turn.drop(hand.index(code), pos).action == "staged"
    result = scene._drop(hand.index("SUN"), 4)  # a fourth card
    assert result.action == "refused" and result.violation is not None
    assert result.violation.rule in ("R9", "R10")
    assert scene.board.rule_now == result.violation.rule  # the refusal and its rule show
    assert scene.board.refused_now is None  # position 4 is not what is wrong


@pytest.mark.parametrize("size,seats", [((1024, 700), 5), ((1280, 800), 2), ((1280, 800), 5)])
def test_F8_the_badge_also_leaves_the_positions_names_below_it_alone(app, size, seats):
    import dataclasses

    from astromagie.ui.table.layout import compute_layout

    game = led_by_an_opponent(seats)
    scene = open_table(app, bots=("random",) * (seats - 1), game=game)
    scene.on_resize(size)
    layout = compute_layout(size, seats)
    view = scene.view()
    surface = pygame.Surface(size)
    scene.painter._draw_opponents(surface, dataclasses.replace(view, leader=view.leader), layout)
    plain = pygame.Surface(size)
    scene.painter._draw_opponents(plain, dataclasses.replace(view, leader=-1), layout)
    label_h = round(28 * layout.scale)
    names = [pygame.Rect(r.x - 20, r.y - label_h, r.w + 40, label_h - 4)
             for r in layout.slots.values()]
    for rect in names:
        for x in range(rect.left, rect.right, 2):
            for y in range(rect.top, rect.bottom, 2):
                if 0 <= x < size[0] and 0 <= y < size[1]:
                    assert surface.get_at((x, y)) == plain.get_at((x, y)), (rect, x, y)
