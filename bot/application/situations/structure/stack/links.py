"""Each response a story tells, linked to the one event it answered; the words of the stack it
settles, and a spell told on the stack read as cast (it resolves after its responses).

All or nothing: one phrase the reading cannot link, or one resolution told against the order,
leaves the story as read, with its words for the vetoes to refuse (words.py has the words).
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.application.situations.card_names import SUBGAME_CARDS
from bot.application.situations.matching import EVENT_KINDS, Reading, Response
from bot.application.situations.pattern_kit import SENTENCE_END, Clause, sentence_around
from bot.application.situations.structure.stack import words as w
from bot.application.situations.structure.stack.answered import answered_by
from bot.application.situations.structure.stack.order import SAID
from bot.application.situations.structure.stack.resolved import ANSWERED, resolutions
from bot.application.situations.structure.stack.telling import (
    Telling,
    Unlinked,
    unread,
)
from bot.application.situations.text_normal import Normalised
from engine.cards import REGISTRY
from engine.cards.base import SpellEffect

# What may be answered, and what may answer: an event the engine plays as told. A combat blow
# is no response (it is dealt in its step, not cast).
_ANSWERING = frozenset({"cast", "damage", "life_change", "draw", "poison_gain", "leaves"})
_GLUE = re.compile(r"[\s,]*")
_SPACE = re.compile(r"\s*")
_CARD = re.compile(r"⟦(\d+)⟧")
_OWNER = re.compile(r"^(?:⟨(?P<p>[a-z0-9]+)⟩'s )?⟦(?P<c>\d+)⟧ ?$")
_SUBJECT_JA = re.compile(r"⟨(?P<p>[a-z0-9]+)⟩(?:が|は|も)、?")
_SUBJECT_JA_BEFORE = re.compile(r"⟨(?P<p>[a-z0-9]+)⟩(?:が|は|も)、?$")


_ASKED = re.compile(r"[^.!?]*\?")


def read_responses(norm: Normalised, reading: Reading) -> Reading:
    """`reading` with the responses its words tell and the words they settle, or as it was."""
    if not w.STACK_WORDS[norm.lang].search(norm.text) or _doubted(norm, reading):
        return reading
    try:
        return _linked(norm, reading)
    except Unlinked:
        return reading


def _doubted(norm: Normalised, reading: Reading) -> bool:
    if w.DOUBT_ANYWHERE[norm.lang].search(norm.text):
        return True
    if norm.lang != "en":
        return False
    # A sentence that asks and tells nothing may say "would" ("They'd lose before the Angel
    # lands, right?"); one that tells an event may not ("in response I could cast Grace, do I
    # survive?").
    told = norm.text
    for asked in _ASKED.finditer(norm.text):
        if not any(
            asked.start() <= c.start < asked.end() for c in reading.clauses if c.kind in EVENT_KINDS
        ):
            told = told[: asked.start()] + " " * len(asked.group()) + told[asked.end() :]
    return bool(w.DOUBT_TELLING.search(told))


def _linked(norm: Normalised, reading: Reading) -> Reading:
    story = Telling(norm, reading)
    on_stack = _on_stack(story)
    befores = list(w.BEFORE[norm.lang].finditer(norm.text))
    asked = [m for m in befores if _asks(norm.text, m.end())]
    told = [*w.PHRASES[norm.lang].finditer(norm.text), *(m for m in befores if m not in asked)]
    _resolving_read(story, told)
    for phrase in sorted(told, key=lambda m: m.start()):
        _link(story, phrase)
    if not story.responses:
        raise Unlinked
    if any(start not in {c.start for c in story.answered} for start in on_stack):
        raise Unlinked  # a spell on the stack no response answered
    resolutions(story)
    for before in asked:
        if answered_by(story, before.group("to"), None, before.start(), None) not in story.answered:
            raise Unlinked
        story.settle(*before.span())
    said = [Clause(SAID, a, b) for a, b in unread(story.settled, story.every)]
    every = sorted([*story.every, *said], key=lambda c: c.start)
    return Reading(story.clauses, every, tuple(story.responses), tuple(story.settled))


def _resolving_read(story: Telling, told: list[re.Match[str]]) -> None:
    """ "before the Angel resolves": a spell's resolving, read as a subgame's start where the
    card plays none, is the phrase's, not an event."""
    for item in list(story.clauses):
        card = story.norm.cards[item.card] if item.card is not None else ""
        phrased = any(m.start() <= item.start < m.end() for m in told)
        if item.kind == "subgame_starts" and card not in SUBGAME_CARDS and phrased:
            story.drop(item)


def _asks(text: str, at: int) -> bool:
    end = SENTENCE_END.search(text, at)
    return end is not None and end.group() in "?？"


def _on_stack(story: Telling) -> list[int]:
    """A spell told on the stack ("has a Platinum Angel spell on the stack", "while it's on the
    stack"): a modelled card's holding read there is its casting; the starts of the castings."""
    found = []
    for told in w.ON_STACK[story.norm.lang].finditer(story.text):
        _, last = sentence_around(story.text, told.start(), told.end())
        if told.group("what"):
            spell = answered_by(story, told.group("what"), None, told.start(), None)
        else:
            spell = _cast_on_stack(story, told, int(told.group("c") or told.group("d")))
        story.settle(told.start(), told.end())
        found.append(spell.start)
        if told.group("during"):
            # "with the Angel still on the stack, I Bolt them": the next event answers it
            _add(story, _first_after(story, told.end(), last), spell, told.span())
    return found


def _cast_on_stack(story: Telling, told: re.Match[str], card: int) -> Clause:
    """Its casting told before ("Opp cast Platinum Angel. With the Angel still on the stack
    ..."), a holding read over the words that tell it again dropped; or the holding read in
    its sentence, which is its casting."""
    first, last = sentence_around(story.text, told.start(), told.end())
    for again in [c for c in story.clauses if _over(c, told) and c.kind == "controls"]:
        if any(c.kind == "cast" and c.card == card and c.end <= again.start for c in story.clauses):
            story.drop(again)
    held = [
        c
        for c in story.clauses
        if card in c.cards
        and (
            (c.kind == "cast" and c.start < told.end())
            or (c.kind == "controls" and first <= c.start < last)
        )
    ]
    if len(held) != 1 or len(held[0].cards) != 1 or not story.castable(card):
        raise Unlinked
    cast = replace(held[0], kind="cast", card=card)
    story.swap(held[0], cast)
    return cast


def _over(item: Clause, told: re.Match[str]) -> bool:
    return item.start < told.end() and item.end > told.start()


def _link(story: Telling, phrase: re.Match[str]) -> None:
    text = story.text
    to = phrase.group("to") or (phrase.groupdict().get("by") or "")
    to_span = phrase.span("to") if phrase.group("to") else phrase.span("by") if to else None
    responder = None
    if story.norm.lang == "ja":
        # 「相手はそれに対応して」「相手が対応して」: who responded, before the phrase
        subject = _SUBJECT_JA.match(to) or _SUBJECT_JA_BEFORE.search(text, 0, phrase.start())
        if subject is not None and to_span is not None and subject.re is _SUBJECT_JA:
            to, to_span = to[subject.end() :], (to_span[0] + subject.end(), to_span[1])
        responder = subject.group("p") if subject else None
    first, last = sentence_around(text, phrase.start(), phrase.end())
    response = _told_before(story, phrase, first) or _told_after(story, phrase, last)
    if responder and response.player is None and response.kind == "cast":
        # (the player of any other event is the one it befalls, not who responded)
        response = story.with_player(response, responder)
    answered = answered_by(story, to, to_span, min(phrase.start(), response.start), response)
    if response.start in story.alone and response.player is None:
        # "Angel's Grace in response to lethal": cast by the player the answered blow is at
        if answered.kind not in {"damage", "life_change"} or answered.player is None:
            raise Unlinked
        response = story.with_player(response, answered.player)
    _add(story, response, answered, phrase.span())


def _add(story: Telling, response: Clause, answered: Clause, words: tuple[int, int]) -> None:
    """The response linked to what it answered, where the engine can play both in that order."""
    if response.kind not in _ANSWERING or answered.kind not in ANSWERED:
        raise Unlinked
    if response.kind == "damage" and response.option == "combat":
        raise Unlinked
    if response.kind == "cast" and not _instant(story, response):
        raise Unlinked  # a permanent cast in response: flash, which the words do not settle
    if answered.kind == "cast" and not story.castable(answered.card or 0):
        raise Unlinked
    if response.kind == "leaves" and answered.card in response.cards:
        raise Unlinked  # the answered blow's creature removed: it would not deal it
    low, high = sorted((answered, response), key=lambda c: c.start)
    if any(low.start < c.start < high.start for c in story.events()):
        raise Unlinked  # another event between them: where it goes is not told
    if response in story.answering:
        raise Unlinked
    if story.responses and answered is not story.answering[-1] and answered in story.answered:
        raise Unlinked  # two responses to one spell: which was cast last is not told
    story.responses.append(Response((response.start,), answered.start))
    story.answered.append(answered)
    story.answering.append(response)
    story.settle(*words)


# An instant that does something to the stack itself (Glorious End ends the turn: what it
# answered is exiled, 723.1b; Fork copies it): what it answered would not resolve as told.
_TOUCH_THE_STACK = frozenset({SpellEffect.END_THE_TURN, SpellEffect.COPY_SPELL})


def _instant(story: Telling, item: Clause) -> bool:
    name = story.norm.cards[item.card] if item.card is not None else ""
    if name not in REGISTRY:
        return False
    card = REGISTRY[name]
    return "instant" in card.types.types and card.spell not in _TOUCH_THE_STACK


def _told_before(story: Telling, phrase: re.Match[str], first: int) -> Clause | None:
    """ "R in response to T", "R in response": R read right before the phrase in its sentence,
    and no event right after it ("X, in response R" is R after); or R told by its card alone
    ("Angel's Grace in response to lethal"), read as that card cast."""
    if story.norm.lang != "en" or not phrase.group().startswith(("in response", "before")):
        return None
    text = story.text
    events = story.events()
    at = phrase.end()
    after = any(c.start >= at and _SPACE.fullmatch(text, at, c.start) for c in events)
    before = [c for c in events if first <= c.start and c.end <= phrase.start()]
    if before and _GLUE.fullmatch(text, before[-1].end, phrase.start()):
        if not after:
            return before[-1]
        if "," not in text[before[-1].end : phrase.start()]:
            raise Unlinked  # "Opp bolts me in response I cast Grace": which answered which?
        return None  # "Opp bolts me, in response I cast Grace"
    if after or before:
        return None
    alone = _OWNER.match(text[first : phrase.start()].strip())
    if alone is None:
        return None
    start = text.index("⟦", first)
    return _cast_alone(story, (start, phrase.start()), int(alone.group("c")), alone.group("p"))


def _cast_alone(story: Telling, span: tuple[int, int], card: int, player: str | None) -> Clause:
    """A response told by its card alone, cast by the player the words name, if any (in the
    place of a holding read there: "respond with Angel's Grace")."""
    held = [
        c
        for c in story.clauses
        if c.kind == "controls" and c.cards == (card,) and c.start < span[1] and c.end > span[0]
    ]
    start = min([span[0], *(c.start for c in held)])
    cast = Clause("cast", start, span[1], player, card=card, cards=(card,))
    for old in held:
        story.drop(old)
    story.swap(None, cast)
    story.alone.add(cast.start)
    return cast


def _told_after(story: Telling, phrase: re.Match[str], last: int) -> Clause:
    """ "in response (to T), R", 「Tに対応してR」: the first event after the phrase in its
    sentence; any other there is told as later ("then")."""
    if not any(phrase.end() <= c.start < last for c in story.events()):
        return _cast_named(story, phrase)
    return _first_after(story, phrase.end(), last)


_BY_CASTING = re.compile(r" ?⟦(?P<c>\d+)⟧")
_RESPONDER = re.compile(r"⟨(?P<p>[a-z0-9]+)⟩ (?:then |just |immediately )?$")


def _cast_named(story: Telling, phrase: re.Match[str]) -> Clause:
    """ "he responded by casting Angel's Grace": the card named after the phrase, cast by the
    player who responded; "by killing Laboratory Maniac": it leaves."""
    if removed := _BY_REMOVING.match(story.text, phrase.end()):
        return _removed(story, removed)
    if not phrase.group().startswith("respon"):
        raise Unlinked
    named = _BY_CASTING.match(story.text, phrase.end())
    who = _RESPONDER.search(story.text, max(0, phrase.start() - 24), phrase.start())
    if named is None or who is None:
        raise Unlinked
    span = (named.start("c") - 1, named.end())
    return _cast_alone(story, span, int(named.group("c")), who.group("p"))


# "responded by killing Laboratory Maniac": the permanent leaves (to where the verb says).
# ... and "in response exiles my Platinum Angel", its subject the sentence's.
_BY_REMOVING = re.compile(
    r",? ?(?P<verb>(?:kill|destroy|sacrific|exil|bounc)(?:ing|es|s|ed|e)?)"
    r" (?:⟨(?P<p>[a-z0-9]+)⟩'s (?:own )?|the |his |her |their )?⟦(?P<c>\d+)⟧"
)


def _removed(story: Telling, told: re.Match[str]) -> Clause:
    card = int(told.group("c"))
    verb = told.group("verb")
    option = "exiled" if verb.startswith("exil") else "bounced" if verb.startswith("bounc") else ""
    option = option or "destroyed"
    span = (told.start("verb"), told.end())
    leaves = Clause("leaves", *span, told.group("p"), card=card, cards=(card,), option=option)
    story.swap(None, leaves)
    return leaves


def _first_after(story: Telling, start: int, last: int) -> Clause:
    """The first event from `start` to the sentence's end; any other there told as later."""
    after = [c for c in story.events() if start <= c.start < last]
    if not after:
        raise Unlinked
    for later in after[1:]:
        if not w.THEN[story.norm.lang].search(story.text, after[0].end, later.start):
            raise Unlinked
    return after[0]
