"""The scene stack's lifecycle: the order of enter/pause/resume/exit, who gets updates and
events, deferred requests, and which scenes are drawn under an overlay."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from astromagie.ui.scene import Scene, SceneStack


class Rec(Scene):
    """A scene that writes every call into a shared log."""

    def __init__(self, name: str, log: list, *, opaque: bool = True) -> None:
        super().__init__(None)
        self.name = name
        self.log = log
        self.opaque = opaque
        self.on_update = None  # a callable run inside update (to make requests)
        self.on_event = None

    def _rec(self, what: str) -> None:
        self.log.append(f"{self.name}.{what}")

    def enter(self):
        self._rec("enter")

    def pause(self):
        self._rec("pause")

    def resume(self):
        self._rec("resume")

    def exit(self):
        self._rec("exit")

    def handle_event(self, event):
        self._rec("event")
        if self.on_event:
            self.on_event()

    def update(self, dt):
        self._rec("update")
        if self.on_update:
            self.on_update()

    def draw(self, surface):
        self._rec("draw")

    def on_resize(self, size):
        self._rec(f"resize{size}")

    def on_language(self, lang):
        self._rec(f"lang:{lang}")


@pytest.fixture
def log():
    return []


def scenes(log, *names, overlays=()):
    return [Rec(n, log, opaque=n not in overlays) for n in names]


def test_push_pauses_the_top_then_enters_the_new_scene(log):
    stack = SceneStack()
    a, b = scenes(log, "a", "b")
    stack.push(a)
    stack.push(b)
    assert log == ["a.enter", "a.pause", "b.enter"]
    assert stack.top is b and len(stack) == 2


def test_pop_exits_the_top_then_resumes_the_one_below(log):
    stack = SceneStack()
    a, b = scenes(log, "a", "b")
    stack.push(a)
    stack.push(b)
    log.clear()
    stack.pop()
    assert log == ["b.exit", "a.resume"]
    assert stack.top is a
    log.clear()
    stack.pop()
    assert log == ["a.exit"]
    assert stack.top is None and len(stack) == 0


def test_replace_exits_the_top_and_enters_the_new_one_without_resuming_anything(log):
    stack = SceneStack()
    a, b, c = scenes(log, "a", "b", "c")
    stack.push(a)
    stack.push(b)
    log.clear()
    stack.replace(c)
    assert log == ["b.exit", "c.enter"]
    assert stack.scenes == (a, c)


def test_replace_on_an_empty_stack_just_enters(log):
    stack = SceneStack()
    (a,) = scenes(log, "a")
    stack.replace(a)
    assert log == ["a.enter"] and stack.top is a


def test_clear_exits_every_scene_top_first(log):
    stack = SceneStack()
    for s in scenes(log, "a", "b", "c"):
        stack.push(s)
    log.clear()
    stack.clear()
    assert log == ["c.exit", "b.exit", "a.exit"]
    assert len(stack) == 0


def test_misuse_is_refused(log):
    stack = SceneStack()
    (a,) = scenes(log, "a")
    with pytest.raises(IndexError):
        stack.pop()
    stack.push(a)
    with pytest.raises(ValueError):
        stack.push(a)  # a scene can be on the stack only once
    with pytest.raises(TypeError):
        stack.push("not a scene")
    assert stack.scenes == (a,)


def test_only_the_top_scene_is_updated_and_gets_events(log):
    stack = SceneStack()
    a, b = scenes(log, "a", "b", overlays=("b",))
    stack.push(a)
    stack.push(b)
    log.clear()
    stack.handle_event(object())
    stack.update(0.016)
    assert log == ["b.event", "b.update"]  # a is paused: no update even under an overlay


def test_a_pop_requested_during_update_happens_after_the_update(log):
    stack = SceneStack()
    a, b = scenes(log, "a", "b")
    stack.push(a)
    stack.push(b)

    def leave():
        stack.pop()
        log.append("after-request")  # still inside b.update: b must not have exited yet
        assert stack.top is b

    b.on_update = leave
    log.clear()
    stack.update(0.016)
    assert log == ["b.update", "after-request", "b.exit", "a.resume"]
    assert stack.top is a


def test_several_requests_during_update_apply_in_order(log):
    stack = SceneStack()
    a, b, c, d = scenes(log, "a", "b", "c", "d")
    stack.push(a)
    stack.push(b)

    def requests():
        stack.replace(c)
        stack.push(d)

    b.on_update = requests
    log.clear()
    stack.update(0.016)
    assert log == ["b.update", "b.exit", "c.enter", "c.pause", "d.enter"]
    assert stack.scenes == (a, c, d)


def test_requests_during_event_handling_are_deferred_too(log):
    stack = SceneStack()
    a, b = scenes(log, "a", "b")
    stack.push(a)
    a.on_event = lambda: (stack.push(b), log.append(f"top={stack.top.name}"))
    log.clear()
    stack.handle_event(object())
    assert log == ["a.event", "top=a", "a.pause", "b.enter"]


def test_a_scene_entered_later_is_not_updated_in_the_same_frame(log):
    stack = SceneStack()
    a, b = scenes(log, "a", "b")
    stack.push(a)
    a.on_update = lambda: stack.push(b)
    log.clear()
    stack.update(0.016)
    assert log.count("b.update") == 0
    a.on_update = None
    stack.update(0.016)
    assert log[-1] == "b.update"


def test_an_exception_in_update_does_not_leave_the_stack_stuck_deferring(log):
    stack = SceneStack()
    a, b = scenes(log, "a", "b")
    stack.push(a)

    def boom():
        raise RuntimeError("bug")

    a.on_update = boom
    with pytest.raises(RuntimeError):
        stack.update(0.016)
    stack.push(b)  # from outside: must take effect at once
    assert stack.top is b


def test_drawing_starts_at_the_highest_opaque_scene(log):
    stack = SceneStack()
    for s in scenes(log, "a", "b", "c", "d", overlays=("c", "d")):
        stack.push(s)
    log.clear()
    stack.draw(None)
    assert log == ["b.draw", "c.draw", "d.draw"]  # a lies under the opaque b: not drawn


def test_an_opaque_top_hides_everything_below(log):
    stack = SceneStack()
    for s in scenes(log, "a", "b", "c", overlays=("b",)):
        stack.push(s)
    log.clear()
    stack.draw(None)
    assert log == ["c.draw"]


def test_only_overlays_are_all_drawn_bottom_first(log):
    stack = SceneStack()
    for s in scenes(log, "a", "b", overlays=("a", "b")):
        stack.push(s)
    log.clear()
    stack.draw(None)
    assert log == ["a.draw", "b.draw"]


def test_resize_and_language_reach_every_scene_paused_ones_too(log):
    stack = SceneStack()
    for s in scenes(log, "a", "b"):
        stack.push(s)
    log.clear()
    stack.resize((1024, 700))
    stack.language("de")
    assert log == ["a.resize(1024, 700)", "b.resize(1024, 700)", "a.lang:de", "b.lang:de"]


# -- any sequence of requests keeps every scene's lifecycle well formed --------------------
OPS = st.lists(st.sampled_from(["push", "pop", "replace", "clear", "update-push",
                                "update-pop"]), max_size=30)


@settings(max_examples=150, deadline=None)
@given(OPS)
def test_every_scene_lives_enter_then_pause_resume_pairs_then_exit(ops):
    log: list[str] = []
    stack = SceneStack()
    made: list[Rec] = []

    def new() -> Rec:
        scene = Rec(f"s{len(made)}", log)
        made.append(scene)
        return scene

    for op in ops:
        top = stack.top
        if op == "push":
            stack.push(new())
        elif op == "replace":
            stack.replace(new())
        elif op == "clear":
            stack.clear()
        elif op == "pop" and top is not None:
            stack.pop()
        elif op.startswith("update-") and top is not None:
            top.on_update = (lambda: stack.push(new())) if op == "update-push" else stack.pop
            stack.update(0.01)
            top.on_update = None
        # invariant: exactly the top is active, every scene below is paused
        for scene in made:
            calls = [e.split(".", 1)[1] for e in log if e.split(".", 1)[0] == scene.name
                     and e.split(".", 1)[1] in ("enter", "pause", "resume", "exit")]
            if scene in stack:
                active = calls[-1] in ("enter", "resume")
                assert active == (scene is stack.top), (scene.name, calls)
            else:
                assert calls[-1] == "exit", (scene.name, calls)
    for scene in made:
        calls = [e.split(".", 1)[1] for e in log if e.split(".", 1)[0] == scene.name
                 and e.split(".", 1)[1] in ("enter", "pause", "resume", "exit")]
        assert calls[0] == "enter"
        middle = calls[1:-1] if calls[-1] == "exit" else calls[1:]
        # pause and resume alternate, starting with pause
        assert middle == ["pause", "resume"] * (len(middle) // 2) + ["pause"] * (len(middle) % 2)
        assert calls.count("exit") <= 1
