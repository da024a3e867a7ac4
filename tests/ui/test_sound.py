"""Sound effects: generated buffers are short and audible; no audio device means silence."""

from __future__ import annotations

from array import array

import pygame
import pytest

from astromagie.ui.sound import EFFECTS, MAX_SECONDS, PEAK, Sound, synthesize, to_buffer


@pytest.fixture
def mixer_off():
    """Leave the mixer as we found it (other tests must not inherit our device)."""
    was_on = bool(pygame.mixer.get_init())
    yield
    if not was_on and pygame.mixer.get_init():
        pygame.mixer.quit()


@pytest.mark.parametrize("name", EFFECTS)
def test_each_effect_is_short_audible_and_ends_quietly(name):
    samples = synthesize(name, 22050)
    assert 0 < len(samples) < MAX_SECONDS * 22050
    peak = max(abs(s) for s in samples)
    assert 0.3 < peak <= PEAK + 1e-9
    assert abs(samples[-1]) < 0.01  # faded out: no click at the end


def test_unknown_effect_is_named_in_the_error():
    with pytest.raises(KeyError, match="boing"):
        synthesize("boing")


@pytest.mark.parametrize(
    ("size", "code"), [(-16, "h"), (16, "H"), (-8, "b"), (8, "B"), (32, "f"), (-32, "i")]
)
def test_buffers_in_every_mixer_format_are_interleaved(size, code):
    data = array(code, to_buffer([0.0, 0.5, -0.5], size, 2))
    assert len(data) == 6
    assert data[2] == data[3] and data[4] == data[5]  # both channels carry the signal
    assert data[2] > data[0] > data[4]


def test_bad_format_is_refused():
    with pytest.raises(ValueError):
        to_buffer([0.0], 24, 1)


def test_no_audio_device_means_silence_without_error(monkeypatch, caplog):
    def no_device(*_args, **_kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sfx = Sound()
    assert not sfx.available
    for name in (*EFFECTS, "unknown"):
        sfx.play(name)
    sfx.enabled = False
    assert not sfx.enabled
    sfx.enabled = True
    sfx.play("place")


class _Recorder:
    def __init__(self, fail: bool = False) -> None:
        self.plays = 0
        self.fail = fail

    def play(self) -> None:
        self.plays += 1
        if self.fail:
            raise pygame.error("device lost")


def test_play_respects_enabled_and_never_raises(mixer_off):
    sfx = Sound(enabled=False)
    recorders = {name: _Recorder() for name in EFFECTS}
    sfx._sounds = recorders
    sfx.available = True
    sfx.play("place")
    assert recorders["place"].plays == 0
    sfx.enabled = True
    sfx.play("place")
    assert recorders["place"].plays == 1
    sfx.play("nonsense")  # a typo in a caller does not stop the game
    sfx._sounds["place"] = _Recorder(fail=True)
    sfx.play("place")


def test_with_the_dummy_audio_driver_buffers_are_loaded(mixer_off):
    sfx = Sound()
    if not sfx.available:
        pytest.skip("this SDL build cannot open even the dummy audio driver")
    params = pygame.mixer.get_init()
    assert params is not None
    rate = params[0]
    for name in EFFECTS:
        length = sfx._sounds[name].get_length()
        assert 0 < length < MAX_SECONDS
        assert length == pytest.approx(len(synthesize(name, rate)) / rate, abs=0.01)
    sfx.play("place")

