"""Every game's rule book and guided first game come from the game, shown by the host.

The made-up "Higher" (tests/kit/toy.py) has a rule book as data (sections, rule IDs,
words in its catalog, a row of cards) and a coach: the rules screen lays out its
sections with the rule IDs in the margin and opens at a refused rule; the kit's table
in guided mode says the coach's words before the person's first turns, frames what
they point at, then leaves the game to the person; F1 opens the rule book.
"""

from __future__ import annotations

import time

import pygame
import pytest

from astromagie import i18n
from astromagie.host import registry
from astromagie.kit.view import RuleExample
from astromagie.ui.kit.guided import HandOverCard
from astromagie.ui.kit.table import KitTableScene
from astromagie.ui.scenes.rules import RulesScene
from astromagie.ui.scenes.title import own_screens
from tests.kit import toy
from tests.ui.ui_events import frames, key

pytestmark = pytest.mark.usefixtures("app", "toy_on_the_shelf")



def test_the_rule_book_shows_each_section_its_words_and_its_rule_ids(app):
    scene = RulesScene(app, None, toy.INFO.id)
    scene.rebuild()
    shown = scene.rendered_strings()
    assert "How to play Higher" in shown
    title_right = scene.view.x + scene.title.get_width()
    assert title_right < scene.lang_button.rect.x  # the title never runs under the buttons
    for title in ("Playing", "The end", "Ties"):
        assert shown.count(title) == 2  # in the contents and as the heading
    # lines of one paragraph are joined; bullets stand alone; the addition is marked
    assert "Play a card at least as high as the top. It scores a point." in shown
    assert "A draw instead" in shown and "A pass when stuck" in shown
    assert i18n.tr("rules.addition") in shown
    assert set(scene.rule_anchors) == {"H1", "H2", "H3", "H4"}
    # every section below the one before it
    assert scene.rule_anchors["H1"].y < scene.rule_anchors["H3"].y < scene.rule_anchors["H4"].y


def test_a_row_of_cards_is_drawn_with_the_games_faces(app):
    scene = RulesScene(app, None, toy.INFO.id)
    scene.rebuild()
    h = scene._px(112)
    rows = [b for b in scene.blocks if b.surface.get_height() == h]
    assert len(rows) == 1
    row = rows[0].surface
    w = round(h / toy.VIEW.card_ratio)
    assert row.get_at((w // 2, h // 2))[:3] == (240, 240, 230)  # the toy's face colour
    assert row.get_at((w + scene._px(8) + w // 2, h // 2))[3] == 0  # "_": an empty place


def test_the_rule_book_opens_at_a_refused_rule(app):
    app.stack.push(RulesScene(app, "H3", toy.INFO.id))
    frames(app, 2)
    scene = app.stack.scenes[-1]
    assert scene.scroll > 0 or scene.max_scroll() == 0
    assert scene.rule_anchors["H3"].y - scene._px(20) <= scene.scroll + 1 or \
        scene.scroll == scene.max_scroll()


def test_the_title_offers_a_games_own_screens_once_it_has_a_table():
    assert own_screens(registry.DEFAULT_GAME) == ["guide", "rules", "stats", "archive"]
    assert own_screens(toy.INFO.id) == ["guide", "rules", "stats", "archive"]
    assert own_screens("monad") in ([], ["guide", "rules", "stats", "archive"])


def wait_for(app, condition, limit=600) -> None:
    for _ in range(limit):
        if condition():
            return
        frames(app)
        time.sleep(0.001)
    raise AssertionError("the table did not get there")


# The made-up game is registered in this process only: a spawned worker would not know it
# (it failed, and the table fell back to a legal move only after a slow spawn on a loaded machine).
@pytest.mark.usefixtures("instant_bots")
def test_the_guided_game_coaches_the_first_turns_then_leaves_the_game_to_the_person(app):
    app.settings.animation_speed = 1000.0
    scene = KitTableScene.guided_game(app, toy.INFO.id)
    assert scene.config.seed == 5 and scene.guided and scene.saver.enabled  # kept like any game
    assert [s.kind for s in scene.config.seats] == ["human", "easy"]
    app.stack.push(scene)
    wait_for(app, scene.human_turn)
    coaching = scene.snapshot().coaching
    assert coaching is not None and coaching.text.startswith("Play T")
    card = coaching.cards[0]
    frames(app)  # the coach's panel and frames are painted
    scene.play(f"P {card}")
    assert scene.coaching is None  # a move ends the turn's words
    wait_for(app, scene.human_turn)
    assert scene.snapshot().coaching.text == "Draw or play: the choice is yours now."
    scene.play(scene.state.legal_moves()[0])
    wait_for(app, lambda: scene.human_turn() or scene.finished)
    if not scene.finished:
        # the hand-over on the lesson card, not a message (pt14c 3)
        assert isinstance(scene.coaching, HandOverCard) and scene.coaching.move is None
        assert scene.coaching.text.startswith(i18n.tr("kit.guide_done"))
        assert i18n.tr("kit.guide_done") not in scene.message


def test_f1_at_the_kit_table_opens_the_games_rule_book_at_the_refused_rule(app):
    scene = KitTableScene.guided_game(app, toy.INFO.id)
    app.stack.push(scene)
    scene.rule = "H2"
    key(app, pygame.K_F1)
    frames(app, 2)
    top = app.stack.scenes[-1]
    assert isinstance(top, RulesScene) and top.game == toy.INFO.id and top.rule == "H2"


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
def test_a_long_game_name_keeps_the_title_clear_of_the_buttons(app, size):
    scene = RulesScene(app, None, "solar-republic")
    scene.size = size
    for lang in ("en", "de"):
        i18n.set_language(lang)
        scene.rebuild()
        assert scene.view.x + scene.title.get_width() < scene.lang_button.rect.x
    i18n.set_language("en")


def test_the_coach_speaks_on_the_board_beside_its_places_never_in_the_log(app):
    from astromagie.ui.kit.lesson import layout_card

    scene = KitTableScene.guided_game(app, toy.INFO.id)
    frame, painter = scene.frame, scene.painter
    pile = scene.board.zone_rect("pile")
    card = layout_card("Play your highest card", "Play the highest card you hold on the pile. "
                       * 4, "Your first game · turn 1 of 2", frame, [pile], lambda rect: 0,
                       painter.wrap)
    assert frame.board.contains(card.box) and not card.box.colliderect(pile)
    assert not card.box.colliderect(frame.side) and len(card.lines) > 1
    assert card.box.contains(card.head) and card.foot[0].startswith("Your first game")


def test_the_coach_says_which_turn_of_the_lesson_this_is(app):
    from tests.ui.ui_events import frames

    scene = KitTableScene.guided_game(app, toy.INFO.id)
    app.stack.push(scene)
    for _ in range(400):
        if scene.human_turn():
            break
        frames(app)
    assert scene.snapshot().coach_step == (1, toy.VIEW.guide().steps)
    assert i18n.tr("kit.coach_title", step=1, total=2) == "Your first game · step 1 of 2"  # pt7d 1
    scene.draw(app.screen)


def test_a_guide_silent_between_lessons_counts_no_steps(app):
    """pt9b 5: Zahlenstreifen's coach said "step 6 of 25", then spoke 4 more times: a
    guide whose turns are not all lessons (`GuidedGame.counted`) shows no count."""
    from astromagie.ui.kit.lesson import lesson_title

    scene = KitTableScene.guided_game(app, "zahlenstreifen")
    app.stack.push(scene)
    for _ in range(400):
        if scene.human_turn():
            break
        frames(app)
    assert not scene.session.view.guide().counted
    step = scene.snapshot().coach_step
    assert step is not None and step[1] == 0
    assert lesson_title(step) == "Your first game · the coach"
    assert lesson_title((2, 7)) == "Your first game · step 2 of 7"  # a counted guide


def test_G9_example_rows_draw_an_arrow_or_a_gap_between_cards_never_an_empty_card(
        app, monkeypatch):
    monkeypatch.setitem(i18n.load_catalog("en"), "toy-higher.rules.play.body",
                        "Play higher.\n\n[[T1 -> T6 _ T2 = T3]]")
    scene = RulesScene(app, None, toy.INFO.id)
    scene.rebuild()
    h = scene._px(112)
    row = next(b for b in scene.blocks if b.surface.get_height() == h).surface
    w, gap = round(h / toy.VIEW.card_ratio), scene._px(8)
    mark = round(w * 0.6)
    def column(x: int) -> list[int]:  # the alpha of one column of the row, top to bottom
        return [row.get_at((x, y))[3] for y in range(h)]
    arrow = w + gap + mark // 2
    assert any(column(arrow)) and not any(column(arrow)[:h // 4])  # a sign in the middle only
    blank = 2 * w + 2 * gap + mark + gap + mark // 2
    assert not any(column(blank))  # "_": a gap, no frame
    equals = 3 * w + 4 * gap + 2 * mark + mark // 2
    assert any(column(equals))


def test_G8_nothing_in_a_section_prints_over_its_rule_ids_in_the_margin(app):
    scene = RulesScene(app, None, toy.INFO.id)
    scene.rebuild()
    anchor = scene.rule_anchors["H4"]  # "Ties", an addition: its note opens the section
    inside = [b for b in scene.blocks if anchor.y <= b.pos[1] < anchor.bottom]
    tags = [b for b in inside if b.pos[0] == 0 and b.surface.get_width() < scene.gutter_width]
    assert tags
    for block in inside:
        if block in tags:
            continue
        rect = block.surface.get_rect(topleft=block.pos)
        assert not any(rect.colliderect(t.surface.get_rect(topleft=t.pos)) for t in tags)


def test_an_example_line_is_drawn_by_the_games_view_with_its_words_listed(app, monkeypatch):
    """`[[example: NAME]]`: the view draws it (`rule_example`), the page places it and lists
    its words; a view without the hook, or a name it does not know, leaves nothing."""
    monkeypatch.setitem(i18n.load_catalog("en"), "toy-higher.rules.play.body",
                        "Play higher.\n\n[[example: ladder]]\n\n[[example: unknown]]")
    scene = RulesScene(app, None, toy.INFO.id)
    scene.rebuild()
    plain = len(scene.blocks)
    asked: list[tuple[str, int, tuple[int, int]]] = []

    def rule_example(name: str, width: int, window: tuple[int, int]) -> RuleExample | None:
        asked.append((name, width, window))
        if name != "ladder":
            return None
        picture = pygame.Surface((width // 2, 40), pygame.SRCALPHA)
        picture.fill((200, 10, 10))
        return RuleExample(picture, (("toy-higher.game.name", {}, "A ladder of 3 points"),))

    monkeypatch.setattr(toy.VIEW, "rule_example", rule_example, raising=False)
    scene.rebuild()
    assert asked == [("ladder", scene.view.w, scene.size), ("unknown", scene.view.w, scene.size)]
    assert len(scene.blocks) == plain + 1
    drawn = next(b for b in scene.blocks if b.surface.get_at((0, 0))[:3] == (200, 10, 10))
    assert drawn.pos[0] == 0 and drawn.rect.right <= scene.view.w
    assert "A ladder of 3 points" in scene.rendered_strings()


def first_solar_lesson(app):
    """The Solar Republic's guided game at its first lesson: the scene and the lesson."""
    app.settings.animation_speed = 1000.0
    scene = KitTableScene.guided_game(app, "solar-republic")
    app.stack.push(scene)
    wait_for(app, scene.human_turn)
    lesson = scene.session.coaching
    assert lesson is not None and lesson.move is not None
    return scene, lesson


def test_H2_in_a_lesson_the_hint_says_the_lessons_move(app):
    from astromagie.ui.kit.hinting import hint_for, hint_marks, reason_words, sentence_end

    scene, lesson = first_solar_lesson(app)
    session = scene.session
    session.request_hint()
    assert session.bots.hint_token is None  # no bot asked: the lesson knows its move
    named = hint_for(session.view, session.rules.policy(), "solar-republic",
                     session.state, lesson.move, session.board, [], session.seating.names)[0]
    # its move lit, its reason said; the move's words not twice where pointing at the
    # coach card's head is the shorter (pt17 3, kit22b)
    why = reason_words("solar-republic", session.rules.policy(), session.state, lesson.move)
    pointing = i18n.tr("kit.hint_lesson", why=sentence_end(why)).strip()
    assert session.message == min(named, pointing, key=len) and session.message_kind == "hint"
    assert session.hint_marks == hint_marks(session.view, session.state, lesson.move,
                                            session.board, session.view.hand(session.state, 0))


def test_H3_the_lessons_reproach_goes_when_the_next_lesson_begins(app):
    scene, lesson = first_solar_lesson(app)
    session = scene.session
    other = next((m for m in session.state.legal_moves() if m != lesson.move), None)
    assert other is not None
    scene.play(other)  # not the lesson's move: refused at once, with the lesson's words
    assert session.message == i18n.tr("kit.lesson_asks", move=lesson.short)
    assert session.coaching == lesson  # the same lesson, its reason still in the box
    scene.play(lesson.move)
    wait_for(app, lambda: scene.human_turn() or scene.finished)
    assert session.coaching is not None  # the next lesson (the guide has six)
    assert session.message_kind != "error"  # its own words, no stale reproach
