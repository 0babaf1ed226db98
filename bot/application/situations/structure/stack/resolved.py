"""Resolutions a story tells beside its responses ("Grace resolves first", "the draw still
resolved with my library at 0", "before the Angel lands", 「先に解決」): settled where they agree
with the order the responses give, else the story stays as read (links.py)."""

from __future__ import annotations

import re
from dataclasses import replace

from bot.application.situations.pattern_kit import Clause, sentence_around
from bot.application.situations.structure.stack import words as w
from bot.application.situations.structure.stack.telling import Telling, Unlinked, cards_of

_CARD = re.compile(r"⟦(\d+)⟧")
# What may be answered: told again after its resolution, it would be played twice.
ANSWERED = frozenset({"cast", "damage", "life_change", "draw", "decked", "poison_gain", "leaves"})


def resolutions(story: Telling) -> None:
    """ "X resolves (first)", 「Xが先に解決」: settled where it agrees with the order read, and
    nothing is read after it in its sentence that would tell the answered event again; a total
    told with it ("the draw resolved with my library at 0") is how things stood then."""
    responding = cards_of(story.answering)
    answered = cards_of(story.answered)
    for told in w.RESOLVES[story.norm.lang].finditer(story.text):
        if any(a <= told.end("subject") < b for a, b in story.settled):
            continue  # "(not resolved yet)" of a spell on the stack
        named = _named(story, told.group("subject"))
        if told.group("first") and not (named and named <= responding):
            raise Unlinked
        if named & answered and named & responding:
            raise Unlinked
        _, last = sentence_around(story.text, told.end(), told.end())
        if any(told.end() <= c.start < last and c.kind in ANSWERED for c in story.events()):
            raise Unlinked  # "Divination resolves and I draw 2": told twice
        story.settle(told.end("subject"), told.end())
        if stood := w.STOOD[story.norm.lang].match(story.text, told.end()):
            _stood(story, stood)


def _stood(story: Telling, stood: re.Match[str]) -> None:
    kind = "library_is" if stood.group("what") == "library" else "life_is"
    total = Clause(kind, stood.start(), stood.end(), stood.group("p"), numbers=(int(stood["n"]),))
    story.swap(None, total)
    last = story.responses[-1]
    story.responses[-1] = replace(last, placed=(*last.placed, total.start))


def _named(story: Telling, words: str) -> set[int]:
    """The cards the words name: marked, or by a word of one card's name alone ("Grace")."""
    named = {int(index) for index in _CARD.findall(words)}
    said = set(re.findall(r"[a-z]{4,}", words))
    by_word: dict[str, set[int]] = {}
    for index, name in enumerate(story.norm.cards):
        for word in re.findall(r"[a-z]{4,}", name.lower()):
            by_word.setdefault(word, set()).add(index)
    for word in said:
        if len(by_word.get(word, ())) == 1:
            named |= by_word[word]
    return named
