"""Bilingual (Japanese/English) step texts.

A step's title and text are `Msg`s: a catalogue key plus parameters. Both languages are rendered
when the step is recorded, so a result carries `title_i18n`/`text_i18n` and switching language
costs nothing. Parameters that need translating (card names, zones, games) are `Label`s.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, TypeAlias

from engine.i18n.catalog import CATALOG

LANGS: tuple[str, ...] = ("ja", "en")


class Label(Protocol):
    def render(self, lang: str) -> str: ...


Param: TypeAlias = str | int | Label | tuple[str | Label, ...]


def _render_param(value: Param, lang: str) -> str:
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int | str):
        return str(value)
    if isinstance(value, tuple):
        parts = [_render_param(part, lang) for part in value]
        return ("、" if lang == "ja" else ", ").join(parts)
    return value.render(lang)


@dataclass(frozen=True)
class Msg:
    key: str
    params: tuple[tuple[str, Param], ...] = ()

    def render(self, lang: str) -> str:
        template = CATALOG[self.key][0 if lang == "ja" else 1]
        values = {name: _render_param(value, lang) for name, value in self.params}
        text = template.format(**values)
        if lang == "en" and text[:1].islower():
            text = text[0].upper() + text[1:]
        return text


def msg(key: str, **params: Param) -> Msg:
    if key not in CATALOG:
        raise KeyError(f"no message {key!r} in the catalogue")
    return Msg(key, tuple(params.items()))


def join_text(messages: Sequence[Msg], lang: str) -> str:
    separator = "" if lang == "ja" else " "
    return separator.join(message.render(lang) for message in messages)


def both(messages: Sequence[Msg]) -> dict[str, str]:
    return {lang: join_text(messages, lang) for lang in LANGS}
