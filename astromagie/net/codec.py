"""A seat's observation as JSON and back, for every game of the shelf without naming one.

Every game's observation is an immutable value built of dataclasses, NamedTuples,
tuples, strings, ints, bools and None (it is what the bots get, so it holds exactly
what its seat may know). `encode` writes it as plain JSON (records become objects
keyed by field name); `decode` reads it back guided only by the observation type's
own annotations, so nothing but that type and the plain types it names can ever be
built from the wire (no class names travel, nothing is imported by name from data).
A client rebuilds a paintable state with `obs.world()`: the unseen cards dealt in a
fixed order, as the bots' worlds are.

The observation type of a game is found by dealing one game (`observation_type`),
so a game needs no hook of its own; tests/net/test_codec.py checks the round trip
for every registered game at every seat of random games.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from functools import cache
from typing import Any

from astromagie.host import registry

MAX_DEPTH = 12  # far deeper than any observation; a deeper message is refused, not recursed


class CodecError(ValueError):
    """Data that is not an observation of the expected type (names the first wrong place)."""


@cache
def _record_fields(kind: type) -> tuple[str, ...] | None:
    """The fields of a dataclass or NamedTuple type, None for any other type (cached:
    an observation holds hundreds of moves of a few types)."""
    if dataclasses.is_dataclass(kind):
        return tuple(f.name for f in dataclasses.fields(kind) if f.init)
    if issubclass(kind, tuple) and hasattr(kind, "_fields"):
        return tuple(getattr(kind, "_fields"))  # noqa: B009 (a NamedTuple; mypy sees a type)
    return None


_PLAIN = frozenset((str, int, bool, float, type(None)))


def encode(value: object, depth: int = 0) -> Any:
    """`value` as JSON-ready data: records as objects, tuples as lists."""
    if depth > MAX_DEPTH:
        raise CodecError("the value is nested too deeply")
    kind: Any = type(value)
    if kind in _PLAIN:
        return value
    if kind is tuple or kind is list:  # the common case, a row of codes or counts: at once
        items: Any = value
        if all(type(item) in _PLAIN for item in items):
            return list(items)
    names = _record_fields(kind)
    if names is not None:
        return {name: encode(getattr(value, name), depth + 1) for name in names}
    if isinstance(value, (tuple, list)):
        return [encode(item, depth + 1) for item in value]
    raise CodecError(f"cannot send a {kind.__name__}")


@cache
def _hints(kind: type) -> dict[str, Any]:
    return typing.get_type_hints(kind)


def decode(data: object, kind: Any, where: str = "observation", depth: int = 0) -> Any:
    """`data` read as a value of the annotated type `kind`; CodecError naming the place."""
    if depth > MAX_DEPTH:
        raise CodecError(f"{where}: nested too deeply")
    origin = typing.get_origin(kind)
    if kind is type(None) or kind is None:
        if data is not None:
            raise CodecError(f"{where}: expected null")
        return None
    if origin in (typing.Union, types.UnionType):
        options = typing.get_args(kind)
        if data is None and type(None) in options:
            return None
        for option in options:
            if option is type(None):
                continue
            try:
                return decode(data, option, where, depth + 1)
            except CodecError:
                continue
        raise CodecError(f"{where}: none of the expected kinds")
    if origin is tuple:
        args = typing.get_args(kind)
        if not isinstance(data, list):
            raise CodecError(f"{where}: expected a list")
        if len(args) == 2 and args[1] is Ellipsis:
            if args[0] in (str, int) and all(type(item) is args[0] for item in data):
                return tuple(data)  # a row of codes or counts: checked at once
            return tuple(decode(item, args[0], f"{where}[{i}]", depth + 1)
                         for i, item in enumerate(data))
        if len(args) != len(data):
            raise CodecError(f"{where}: expected {len(args)} items")
        return tuple(decode(item, arg, f"{where}[{i}]", depth + 1)
                     for i, (item, arg) in enumerate(zip(data, args, strict=True)))
    if kind is bool:
        if not isinstance(data, bool):
            raise CodecError(f"{where}: expected true or false")
        return data
    if kind is int:
        if not isinstance(data, int) or isinstance(data, bool):
            raise CodecError(f"{where}: expected a whole number")
        return data
    if kind is float:
        if not isinstance(data, (int, float)) or isinstance(data, bool):
            raise CodecError(f"{where}: expected a number")
        return float(data)
    if kind is str:
        if not isinstance(data, str):
            raise CodecError(f"{where}: expected text")
        return data
    if isinstance(kind, type) and _record_fields(kind) is not None:
        return _decode_record(data, kind, where, depth)
    raise CodecError(f"{where}: the type {kind!r} cannot come from the wire")


def _decode_record(data: object, kind: type, where: str, depth: int) -> Any:
    names = _record_fields(kind) or ()
    if not isinstance(data, dict) or set(data) != set(names):
        raise CodecError(f"{where}: expected the fields of {kind.__name__}")
    hints = _hints(kind)
    values = {name: decode(data[name], hints[name], f"{where}.{name}", depth + 1)
              for name in names}
    try:
        return kind(**values)
    except (TypeError, ValueError) as exc:
        raise CodecError(f"{where}: {exc}") from None


@cache
def observation_type(game_id: str) -> type:
    """The class of `game_id`'s observations (one deal at its smallest table tells it)."""
    info = registry.info(game_id)
    return type(registry.rules(game_id).new(info.min_players, 0).observation(0))


def encode_observation(obs: object) -> Any:
    return encode(obs)


def decode_observation(game_id: str, data: object) -> Any:
    """The observation of `game_id` that `data` encodes; CodecError for anything else."""
    return decode(data, observation_type(game_id))
