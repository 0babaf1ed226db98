"""What a response answered, named by the words after "to" (before 「に」): a clause read over
them, the casting of the card they name (by its mark or a word of its name), the one event of
the kind they name ("lethal", "the draw"), or, pointed back to ("that", 「それ」), the event
told last before (links.py)."""

from __future__ import annotations

import re

from bot.application.situations.pattern_kit import SENTENCE_END, Clause, sentence_start
from bot.application.situations.structure.stack import words as w
from bot.application.situations.structure.stack.telling import Telling, Unlinked, one

_CARD = re.compile(r"⟦(\d+)⟧")


def answered_by(
    story: Telling, to: str, to_span: tuple[int, int] | None, before: int, response: Clause | None
) -> Clause:
    """The one event the words after "to" (before 「に」) name: a clause read over them, the
    casting of the card they name, or, pointed back to, the event told last before."""
    events = [c for c in story.events() if c is not response]
    if to_span is not None:
        over = [c for c in events if c.start < to_span[1] and c.end > to_span[0]]
        if over:
            return _whose_spell(story, one(over), to)
    words = to.strip()
    if "⟦*⟧" in words:
        raise Unlinked  # an unmodelled card's casting is told by its effect, not its name
    cards = {int(index) for index in _CARD.findall(words)}
    if cards:
        cast = [c for c in events if c.kind == "cast" and c.card in cards]
        return one(cast) if cast else _cast_answered(story, words, to_span)
    bare = re.sub(r"^(?:⟨[a-z0-9]+⟩'s |⟨[a-z0-9]+⟩の|the |his |her |their |my )", "", words)
    if (named := _by_name(story, bare, events, before)) is not None:
        return named
    if kinds := w.kind_named(bare, story.norm.lang):
        return one([c for c in events if c.kind in kinds])
    anaphor = w.ANAPHOR[story.norm.lang]
    if words and not (anaphor.fullmatch(bare) or anaphor.fullmatch(words)):
        raise Unlinked
    prior = [c for c in events if c.end <= before]
    if not prior:
        raise Unlinked
    # "that" is the event told last, where it is the only one of its sentence told before the
    # words and that sentence is theirs or the one before ("Opp bolts me and I take 2 from a
    # ping. In response ...": the Bolt or the ping?)
    first = sentence_start(story.text, prior[-1].start)
    chained = story.answering and prior[-1] is story.answering[-1]  # "in response to that" again
    if len(prior) > 1 and prior[-2].end > first and not chained:
        raise Unlinked
    if SENTENCE_END.search(story.text, prior[-1].end, before) and _sentences_between(
        story.text, prior[-1].end, before
    ):
        raise Unlinked
    return prior[-1]


def _sentences_between(text: str, start: int, end: int) -> bool:
    """Whether a whole sentence lies between `start` and `end`."""
    return len(SENTENCE_END.findall(text, start, end)) > 1


_THEIR_SPELL = re.compile(r"^⟨(?P<p>[a-z0-9]+)⟩(?:'s |の)⟦(?P<c>\d+)⟧$")


def _cast_answered(story: Telling, words: str, to_span: tuple[int, int] | None) -> Clause:
    """ "in response to my Platinum Angel", 「私の《白金の天使》に対応して」: a spell named with
    its caster and told nowhere else was cast, and is on the stack."""
    told = _THEIR_SPELL.match(words)
    if told is None or to_span is None or not story.castable(int(told.group("c"))):
        raise Unlinked
    card = int(told.group("c"))
    read = [c for c in story.clauses if card in c.cards]
    if any(c.kind != "controls" or c.start >= to_span[1] or c.end <= to_span[0] for c in read):
        raise Unlinked  # held, or told otherwise: not only cast
    for holding in read:
        story.drop(holding)  # the words read as a holding: "my Platinum Angel"
    start = story.text.index("⟨", to_span[0])
    cast = Clause("cast", start, to_span[1], told.group("p"), card=card, cards=(card,))
    story.swap(None, cast)
    return cast


# What an unmodelled card told by its plain effect does (card_effects): the events it is read as.
_TOLD_KINDS = frozenset({"damage", "life_change", "draw", "poison_gain"})


def _by_name(story: Telling, word: str, events: list[Clause], before: int) -> Clause | None:
    """ "in response to the Bolt", "to his Grace": a card named by one word of its name, whose
    casting the story tells (a modelled card's cast, or the one plain effect told before of the
    one unmodelled card told by it); None where the word names no card."""
    if not re.fullmatch(r"[a-z][a-z'\-]{3,}", word):
        return None
    word = word.removesuffix("'s")
    cards = [i for i, name in enumerate(story.norm.cards) if word in _words(name)]
    told = [name for name in story.norm.told if word in _words(name)]
    if len(cards) + len(told) != 1:
        return None
    if cards:
        return one([c for c in events if c.kind == "cast" and c.card == cards[0]])
    if len(story.norm.told) != 1:
        raise Unlinked  # which of the told effects is the card's is not known
    return one([c for c in events if c.end <= before and c.kind in _TOLD_KINDS and not c.cards])


def _words(name: str) -> set[str]:
    return set(re.findall(r"[a-z]{4,}", name.lower()))


_WHOSE_SPELL = re.compile(r"^⟨(?P<p>[a-z0-9]+)⟩'s (?:draw )?spell\b")


def _whose_spell(story: Telling, item: Clause, to: str) -> Clause:
    """ "in response to my draw spell", read as a draw: the spell's caster draws."""
    whose = _WHOSE_SPELL.match(to.strip())
    if item.kind != "draw" or whose is None or item.player == whose.group("p"):
        return item
    return story.with_player(item, whose.group("p"))
