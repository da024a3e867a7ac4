"""The rules screen with Astromagie's rule book: lays out at every supported size, scrolls,
draws without rendering, re-renders every text on a language switch, puts every rule ID
beside the passage stating it, and its drawn examples' points come from the engine."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.games.astromagie.engine import ScoreBreakdown, score_row
from astromagie.games.astromagie.view import rulebook
from astromagie.host import registry
from astromagie.look import theme
from astromagie.ui.app import App
from astromagie.ui.scene import Scene
from astromagie.ui.scenes import rules as rules_scene
from astromagie.ui.scenes.rules import RulesScene
from astromagie.ui.widgets.rulebook_page import RuleBookPage

SIZES = ((1024, 700), (1280, 800), (1920, 1080))
GAME = "astromagie"
BOOK = registry.info(GAME).rule_book
RULE_IDS = [f"R{n}" for n in range(1, 17)] + ["V1", "V2"]


pytestmark = pytest.mark.app(size=(1024, 700))


def _open(app: App) -> RulesScene:
    base = Scene(app)
    app.stack.push(base)
    scene = RulesScene(app, None, "astromagie")
    app.stack.push(scene)
    return scene


def _click(app: App, pos: tuple[int, int]) -> None:
    app.stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    app.stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def _key(app: App, key: int) -> None:
    app.stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def _settle(app: App, seconds: float = 2.0) -> None:
    for _ in range(int(seconds * 60)):
        app.stack.update(1 / 60)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_page_fits_its_column_at_every_size(app, size, lang):
    i18n.set_language(lang)
    scene = _open(app)
    scene.on_resize(size)
    window = pygame.Rect((0, 0), size)
    assert window.contains(scene.view) and scene.view.w > 400
    for block in scene.blocks:  # nothing sticks out of the text column
        assert block.pos[0] >= 0 and block.rect.right <= scene.view.w, block
    assert scene.page_height > scene.view.h  # the rules are long: there is something to scroll
    for button in (scene.back_button, scene.lang_button):
        assert window.contains(button.rect)
        assert button._label.get_width() <= button.rect.w


@pytest.mark.parametrize("size", SIZES)
def test_H15_a_rule_id_in_the_margin_keeps_a_gap_to_the_text(app, size):
    i18n.set_language("de")
    app.stack.push(Scene(app))
    scene = RulesScene(app, None, "monad")
    app.stack.push(scene)
    scene.on_resize(size)
    font = theme.font("bold", scene._px(theme.SMALL_SIZE))
    gutter = scene.gutter_width
    for section in registry.info("monad").rule_book:
        for rule in (*section.rules, *dict(section.passages)):
            assert font.size(rule)[0] + scene._px(10) <= gutter, (rule, size)


def test_wheel_keys_and_scroll_bar_scroll_smoothly_and_stay_in_range(app):
    scene = _open(app)
    app.stack.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))
    assert scene.target > 0 and scene.scroll == 0  # the view glides, it does not jump
    app.stack.update(1 / 60)
    assert 0 < scene.scroll < scene.target
    _settle(app)
    assert scene.scroll == scene.target
    _key(app, pygame.K_END)
    _settle(app)
    assert scene.scroll == scene.max_scroll()
    _key(app, pygame.K_PAGEDOWN)
    assert scene.target == scene.max_scroll()  # never past the end
    _key(app, pygame.K_HOME)
    _settle(app)
    assert scene.scroll == 0
    _key(app, pygame.K_UP)
    assert scene.target == 0  # never before the start
    _key(app, pygame.K_PAGEDOWN)
    assert scene.target == pytest.approx(scene.view.h - scene._line_step())

    # drag the scroll bar's handle to the bottom of its track
    _key(app, pygame.K_HOME)
    _settle(app)
    thumb = scene.thumb_rect()
    start = thumb.center
    app.stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
    app.stack.handle_event(pygame.event.Event(
        pygame.MOUSEMOTION, pos=(start[0], start[1] + scene.track_rect().h), rel=(0, 1),
        buttons=(1, 0, 0)))
    app.stack.update(1 / 60)
    assert scene.scroll == scene.max_scroll()  # a drag follows the mouse at once
    app.stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=start))
    # a click on the track above the handle goes one page up
    track = scene.track_rect()
    before = scene.target
    _click(app, (track.centerx, track.y + 2))
    assert scene.target == pytest.approx(before - (scene.view.h - scene._line_step()))


def test_drawing_renders_no_text_and_changes_nothing(app, monkeypatch):
    scene = _open(app)
    scene.target = scene.scroll = 900.0
    calls = []
    for module, name in ((theme, "render"), (theme, "font"), (theme, "wrap"),
                         (rules_scene, "tr"), (rulebook, "tr"), (rulebook, "score_row")):
        real = getattr(module, name)
        monkeypatch.setattr(module, name, lambda *a, _real=real, _n=name, **k:
                            calls.append(_n) or _real(*a, **k))
    before = (scene.scroll, scene.target, [id(b.surface) for b in scene.blocks], scene.texts[:])
    for _ in range(3):
        app.draw()
    assert calls == []
    assert (scene.scroll, scene.target, [id(b.surface) for b in scene.blocks],
            scene.texts) == before


def _expected(key: str, params: dict, text: str) -> str:
    """What a text on the page should read now: a part of a section's body (its key
    `<body key>#<n>`) is one paragraph or bullet of the body's words."""
    if "#" not in key:
        return i18n.tr(key, **params)
    body = " ".join(i18n.tr(key.split("#")[0]).split())
    return text if " ".join(text.split()) in body else f"not in {key}"


def test_switching_language_re_renders_every_text(app):
    scene = _open(app)
    english = {(key, repr(params)): text for key, params, text in scene.texts}
    old_surfaces = [b.surface for b in scene.blocks]  # kept alive: ids can't be reused
    old_title = scene.title
    i18n.set_language("de")  # as the settings or the title screen would, mid-game
    assert {id(b.surface) for b in scene.blocks}.isdisjoint(map(id, old_surfaces))
    assert scene.title is not old_title
    for key, params, text in scene.texts:
        assert text == _expected(key, params, text), key
    german = {(key, repr(params)): text for key, params, text in scene.texts}
    assert german.keys() == english.keys()
    shown = set(scene.rendered_strings())
    leftovers = [text for k, text in english.items() if text != german[k] and text in shown]
    assert not leftovers, f"still in English: {leftovers}"
    assert scene.back_button.text == "Zurück"
    assert scene.lang_button.text == "English"  # offered in its own name


def test_language_button_switches_everything_and_saves_the_choice(app):
    saved: list[str] = []
    app.save_settings = lambda: saved.append(i18n.current_language())
    title = Scene(app)
    languages_seen: list[str] = []
    title.on_language = languages_seen.append  # a scene below the rules must hear it too
    app.stack.push(title)
    scene = RulesScene(app, None, "astromagie")
    app.stack.push(scene)
    assert scene.lang_button.text == "Deutsch"
    _click(app, scene.lang_button.rect.center)
    app.stack.update(1 / 60)
    assert i18n.current_language() == "de"
    assert languages_seen == ["de"]
    assert saved == ["de"]
    assert app.settings.language == "de"
    assert scene.back_button.text == "Zurück"


@pytest.mark.parametrize("how", ["escape", "button", "backspace"])
def test_back_returns_to_the_scene_below(app, how):
    scene = _open(app)
    below = app.stack.scenes[0]
    if how == "escape":
        _key(app, pygame.K_ESCAPE)
    elif how == "backspace":
        _key(app, pygame.K_BACKSPACE)
    else:
        _click(app, scene.back_button.rect.center)
    assert app.stack.top is scene  # leaving happens in update, not in the event handler
    app.stack.update(1 / 60)
    assert app.stack.top is below


def test_example_points_are_the_engines(app, monkeypatch):
    scene = _open(app)
    shown = [params.get("points") for key, params, _t in scene.texts
             if key == "astromagie.rules.scoring.points"]
    expected = [score_row(slots).points for slots, _key in rulebook.SCORING_EXAMPLES]
    assert shown[0] == score_row(rulebook.ROW_EXAMPLE[0]).points  # the full row's
    assert shown[1:] == expected
    # and they really are asked of the engine, not written down
    monkeypatch.setattr(rulebook, "score_row", lambda slots: ScoreBreakdown(2, 3, 5, 3, 15))
    scene.rebuild()
    assert "15 points" in scene.rendered_strings()
    assert "elements 2 + planets 3 → sum 5, × 3 = 15" in scene.rendered_strings()


def test_resize_reflows_and_keeps_the_place(app):
    scene = _open(app)
    scene.target = scene.scroll = scene.max_scroll() / 2
    share = scene.scroll / scene.page_height
    scene.on_resize((1920, 1080))
    assert scene.view.w > 900
    assert scene.scroll / scene.page_height == pytest.approx(share, abs=0.02)


def test_headless_scene_off_the_stack_still_builds(app):
    scene = RulesScene(app, None, "astromagie")  # built and drawn without ever being on the stack
    scene.enter()
    assert scene.blocks and scene.page_height > 0
    surface = pygame.Surface(theme.REFERENCE)
    scene.draw(surface)


def test_contents_entries_jump_to_their_section(app):
    scene = _open(app)
    headings = [f"{GAME}.rules.{section.id}.title" for section in BOOK]
    assert [key for _rect, key in scene.links] == headings
    rect, key = scene.links[6]  # "Scoring a trick"
    screen_pos = (scene.view.x + rect.centerx, scene.view.y + rect.centery - round(scene.scroll))
    _click(app, screen_pos)
    _settle(app)
    heading_top = scene.anchors[key] - scene.scroll
    assert 0 <= heading_top <= scene._px(10)  # the section's heading is now at the top
    assert scene.link_at((5, 5)) is None  # outside the page: nothing


def test_the_page_opens_with_the_object_of_the_game_and_ends_with_the_note_on_numbers(app):
    """Review T2: a newcomer reads how a trick is won first, the rule numbers last."""
    assert BOOK[0].id == "aim"
    scene = _open(app)
    assert scene.texts[-1][0] == f"{GAME}.rules.rule_numbers"  # the game's own words for it
    assert "(R1 to R16, V1 and V2)" in scene.texts[-1][2]
    # the opening says how a trick is won: after a full round in which nobody adds
    assert "once round the table without anybody adding" in i18n.tr(f"{GAME}.rules.aim.body")
    i18n.set_language("de")
    assert "Legt eine volle Runde lang niemand mehr an" in i18n.tr(f"{GAME}.rules.aim.body")


def test_variants_and_this_editions_decisions_are_marked_as_additions(app):
    assert [(s.id, s.addition) for s in BOOK[-2:]] == [("variants", True), ("additions", True)]
    assert not any(section.addition for section in BOOK[:-2])
    scene = _open(app)
    shown = scene.rendered_strings()
    assert "Additions in this edition" in shown
    assert any("not part of the original game" in text for text in shown)
    assert shown.count(i18n.tr("rules.addition")) == 1  # the variants: the additions' own
    # heading says it already


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", registry.ids())
def test_an_addition_is_said_once_never_under_a_heading_that_says_it(app, game, lang):
    i18n.set_language(lang)
    scene = app.push_scene("rules", None, game)
    frames = [key for key, _params, _text in scene.texts]
    shown = [text for _key, _params, text in scene.texts]
    book = registry.info(game).rule_book
    additions = [s for s in book if s.addition]
    headed = [s for s in additions
              if i18n.tr(f"{game}.rules.{s.id}.title") == i18n.tr("rules.additions_title")]
    assert len(headed) == 1  # every game lists its additions under the house's heading
    assert frames.count("rules.addition") == len(additions) - 1
    for section in additions:  # the note follows each addition's heading but that one
        title = f"{game}.rules.{section.id}.title"
        heading = len(frames) - 1 - frames[::-1].index(title)  # the heading, not the contents
        noted = frames[heading + 1] == "rules.addition"
        assert noted == (section not in headed), section.id
    assert shown.count(i18n.tr("rules.additions_title")) == 2  # the contents and the heading


def test_every_rule_id_stands_beside_the_passage_that_states_it(app):
    scene = _open(app)
    assert set(scene.rule_anchors) == set(RULE_IDS)
    passages = {  # a few words of the paragraph each rule's anchor must frame
        "R1": "deal 6 face down", "R3": "always starts with a zodiac card",
        "R6": "may not be the same planet", "R7": "further pairs may be laid",
        "R10": "go down one at a time", "R13": "The winner scores the trick",
        "R14": "Only positions 1 to 4 count", "R16": "highest total wins",
        "V1": "V1 Modern rulers", "V2": "V2 Target score"}
    for rule, words in passages.items():
        anchor = scene.rule_anchors[rule]
        assert words in scene.words_at[anchor.y], rule  # the passage framed is that one
        tags = [b for b in scene.blocks if b.pos[0] == 0 and anchor.y <= b.pos[1] < anchor.bottom
                and b.surface.get_width() < scene.gutter_width]
        assert tags, rule  # its ID is printed in the margin beside the passage
    # R5 and R6 share their paragraph; R3 is the paragraph above theirs
    assert scene.rule_anchors["R5"] == scene.rule_anchors["R6"]
    assert scene.rule_anchors["R3"].bottom <= scene.rule_anchors["R6"].y


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_f1_on_a_refused_rule_opens_the_passage_stating_it_framed(app, lang):
    i18n.set_language(lang)
    app.stack.push(Scene(app))
    scene = RulesScene(app, "R6", GAME)
    app.stack.push(scene)
    app.stack.update(1 / 60)
    anchor, heading = scene.rule_anchors["R6"], scene.rule_headings["R6"]
    if anchor.y - heading <= scene.view.h // 2:  # its heading on top (pt4b 16)
        assert scene.scroll == pytest.approx(heading - scene._px(6), abs=1)
    else:
        assert scene.scroll == pytest.approx(anchor.y - scene._px(20), abs=1)
    assert scene.highlight > 0  # framed for a moment
    stated = {"en": "The planet on 6 may not be the same planet as the one on 4.",
              "de": "Der Planet auf 6 muss ein anderer sein als der auf 4."}[lang]
    assert stated in scene.words_at[anchor.y]  # the passage of R6 is framed, in the language


def test_the_worked_trick_example_is_drawn_and_its_points_are_the_engines(app, monkeypatch):
    scene = _open(app)
    steps = [(key, params) for key, params, _t in scene.texts
             if key.startswith(f"{GAME}.rules.trick.example.step")]
    assert [key for key, _p in steps] == [f"{GAME}.{key}" for _s, key in rulebook.TRICK_EXAMPLE]
    last_slots = rulebook.TRICK_EXAMPLE[-1][0]
    assert steps[-1][1] == {"points": score_row(last_slots).points} == {"points": 2}
    # the row grows on the first two turns only; the trick is the row as Ben left it
    rows = [slots for slots, _key in rulebook.TRICK_EXAMPLE]
    assert rows[0] != rows[1] and rows[1] == rows[2] == rows[3] == rows[4]
    monkeypatch.setattr(rulebook, "score_row", lambda slots: ScoreBreakdown(2, 3, 5, 3, 15))
    scene.rebuild()
    assert any("15 points" in text for text in scene.rendered_strings())


def test_a_row_without_matches_is_reckoned_as_at_least_1(app):
    """Review T7: "elements 0 + planets 0 → sum 1" reads as a mistake."""
    scene = _open(app)
    calcs = [text for key, _p, text in scene.texts
             if key.startswith(f"{GAME}.rules.scoring.calc")]
    assert "no matching symbols → at least 1, × 1 = 1" in calcs
    assert not [text for text in calcs if "elements 0 + planets 0" in text]


def test_every_word_of_astromagies_rule_book_is_on_the_page(app):
    scene = _open(app)
    shown = {key.split("#")[0] for key, _p, _t in scene.texts}
    forms = tuple(f".{form}" for form in (*i18n.PLURAL_FORMS, i18n.PLURAL_BY))
    written = {key.removesuffix(next((f for f in forms if key.endswith(f)), ""))
               for key in i18n.load_catalog("en") if key.startswith(f"{GAME}.rules.")}
    assert written and written <= shown, written - shown


def _shape(line: str) -> str:
    """What a part of a body is, as the page draws it: the same in every language."""
    if line.startswith("[["):
        return line  # a row of cards or an example by name: never translated
    return "bullet" if line.startswith("- ") else "paragraph"


@pytest.mark.parametrize("game", [info.id for info in registry.shelf() if info.rule_book])
def test_a_rule_book_has_the_same_parts_in_every_language_and_its_passages_exist(game):
    for section in registry.info(game).rule_book:
        shapes = []
        for lang in i18n.LANGUAGES:
            body = i18n.load_catalog(lang)[f"{game}.rules.{section.id}.body"]
            shapes.append([_shape(line) for block in body.split("\n\n")
                           for line in RuleBookPage._lines_of(block)])
        assert all(shape == shapes[0] for shape in shapes), section.id
        for rule, part in section.passages:
            assert 0 <= part < len(shapes[0]), (section.id, rule)


def test_an_example_the_view_does_not_know_leaves_nothing_behind(app, monkeypatch):
    monkeypatch.setitem(i18n.load_catalog("en"), f"{GAME}.rules.aim.body",
                        "Win.\n\n[[example: nowhere]]")
    scene = _open(app)
    assert scene.words_at[scene.rule_anchors["R1"].y]  # the page still builds on
    assert "nowhere" not in " ".join(scene.rendered_strings())
