"""Words of the stack and of effects the engine cannot play in general, where the story's own
words settle them: each is blanked out of the text the vetoes look at (vetoes.py).

- a modelled card's trigger ("Transcendence trigger resolves", 「《卓絶》が誘発して」): the engine
  plays the card's abilities itself, whatever else the story has;
- lifelink told as the reason for a gain the story states ("I gained 10 life (lifelink)",
  「絆魂で4点回復」): the gain is read, the keyword adds nothing;
- doubled damage told as what The Countdown Is at One does, in a sentence that names it and no
  other card: the engine doubles it itself;
- "in response to" when the text order is the order things resolved: the response is read
  before the phrase in its sentence, what it responds to names no card (a spell on the stack
  would be read as a permanent, or cast after), and that is told resolving afterwards
  (「…に対応して」 the same, the response told after the phrase); and the words of the stack
  whose order structure/stack/ reads (the order the rules give, `Reading.settled`). Anything
  else of the stack stays a veto;
- the words of how or when a told effect came about (a trigger, the upkeep, a target, a block:
  settling/means.py).
"""

from __future__ import annotations

import re

from bot.application.situations.matching import EVENT_KINDS, Reading
from bot.application.situations.pattern_kit import (
    SENTENCE_END,
    Clause,
    sentence_around,
    sentence_start,
)
from bot.application.situations.structure.events.activations import targets_read
from bot.application.situations.structure.events.control import taken_for_good
from bot.application.situations.structure.settling.blocked import BLOCKED
from bot.application.situations.structure.settling.denied import denied_responses
from bot.application.situations.structure.settling.first_checked import checked_first
from bot.application.situations.structure.settling.means import blockers_named, means_told
from bot.application.situations.structure.settling.sized_one import DOUBLE_STRIKE
from bot.application.situations.structure.timing.steps import steps_settled
from bot.application.situations.text_normal import UNMODELLED, Normalised
from engine.cards import REGISTRY
from engine.cards.base import AfterSubgame, Static

_CARD_TRIGGER = {
    "en": re.compile(
        r"⟦\d+⟧(?:'s)? (?:ability |abilities )?(?P<w>trigger(?:s|ed)?)\b"
        r"|\b(?P<x>triggers?) (?:of|from) ⟦\d+⟧"
    ),
    "ja": re.compile(r"⟦\d+⟧(?:の(?:能力|効果|誘発型?能力))?(?:が|は|も)?(?P<w>誘発)"),
}
_LIFELINK_AFTER_GAIN = {
    "en": re.compile(
        r"[^.!?⟦]{0,30}?(?:\(|\bfrom |\boff |\bvia |\bthanks to |\bbecause of |\bwith )"
        r"(?:(?:my|his|her|their|the|some) )?(?P<w>lifelink)\b"
    ),
    "ja": re.compile(r"(?!)"),
}
_LIFELINK_BEFORE_GAIN = {
    "en": re.compile(r"(?!)"),
    "ja": re.compile(r"(?P<w>絆魂)(?:の効果)?(?:で|により|によって)(?:ライフを)?$"),
}
_DOUBLED = {
    "en": re.compile(r"\b(?:double|doubles|doubled)\b"),
    "ja": re.compile(r"2倍|倍に"),
}
_RESPONSE = {
    "en": re.compile(r"\bin response to\b"),
    "ja": re.compile(r"に対応して"),
}
# What the response answered, told by a word that points back to something told before it
# ("in response to that", 「それに対応して」): that was told first and resolves last.
_ANAPHOR = {
    "en": re.compile(r" ?(?:it|that|this|those|these|which|them|⟨they⟩)\b"),
    "ja": re.compile(r"それ|これ|あれ|その|この|あの|そこ|ここ"),
}
# The modelled cards that prevent damage dealt to their controller themselves (Immortal Coil,
# Nine Lives): "which Immortal Coil prevents", 「《不死のコイル》で軽減」 tell what the engine
# plays (615.1); told of no such card, or beside an unmodelled one, a prevention stays a veto.
_PREVENTING = frozenset(
    name
    for name, card in REGISTRY.items()
    if set(card.statics)
    & {Static.PREVENT_DAMAGE_EXILING_GRAVEYARD, Static.PREVENT_DAMAGE_FOR_INCARNATION}
)
_PREVENTED = {
    "en": re.compile(r"⟦(?P<c>\d+)⟧ (?:(?:then|also|just) )?(?P<w>prevents|prevented)\b"),
    "ja": re.compile(r"⟦(?P<c>\d+)⟧(?:の効果)?(?:で|が|によって|により)(?:ダメージを)?(?P<w>軽減)"),
}
# A modelled card's trigger told going on the stack ("Transcendence's lifegain trigger goes on
# the stack", "the leave trigger went on the stack"): the engine puts it there and resolves it
# itself (603.3); only in a story with no unmodelled card, whose modelled cards trigger, and
# with no event told after it.
_ON_THE_STACK = re.compile(
    r"(?:⟦\d+⟧(?:'s)?|\bits|\bthe) (?:[a-z-]+ ){0,2}triggers?(?: (?:ability|abilities))?"
    r" (?:goes|went|go|is put|was put|gets put|got put|is placed|was placed|lands) on the stack"
)
_TRIGGERING = frozenset(name for name, card in REGISTRY.items() if card.triggers)
_DOUBLING = frozenset(
    name
    for name, card in REGISTRY.items()
    if card.subgame is not None and card.subgame.after is AfterSubgame.DOUBLE_DAMAGE_TO_NON_WINNERS
)


def settled_words(norm: Normalised, reading: Reading, text: str) -> str:
    """`text` (the normalised text, some words already blanked) without the words the story
    settles; blanked to the same length, so that places in it stay places in the question."""
    spans: list[tuple[int, int]] = []
    for found in _CARD_TRIGGER[norm.lang].finditer(norm.text):
        spans.append(found.span("w") if found.group("w") else found.span("x"))
    spans += _lifelink_reasons(norm, reading)
    spans += _doubling_told(norm) + _prevention_told(norm)
    spans += _triggers_stacked(norm, reading)
    spans += _responses_in_order(norm, reading)
    spans += reading.settled  # the stack's order, where the story tells it (structure/stack/)
    spans += means_told(norm, reading) + blockers_named(norm, reading)
    spans += taken_for_good(norm, reading.clauses)  # a control change read (events/control.py)
    spans += steps_settled(norm, reading)  # an upkeep the engine plays (timing/steps.py)
    spans += denied_responses(norm)  # no response, as the engine plays (settling/denied.py)
    spans += checked_first(norm, reading)  # the totals before priority (first_checked.py)
    spans += targets_read(norm, reading)  # a read ability's target (events/activations.py)
    spans += _double_strike_read(norm, reading)  # a sized double striker's blow (sized_one.py)
    spans += _blocks_read(norm, reading)  # a block that says what it stopped (blocked.py)
    spans += [found.span("w") for found in _ABSENT_KEYWORD[norm.lang].finditer(norm.text)]
    for start, end in spans:
        text = text[:start] + " " * (end - start) + text[end:]
    return text


# A combat keyword said to be absent ("no trample", 「トランプルなし」): nothing to settle.
_KEYWORDS = {
    "en": r"trample|first strike|double strike|lifelink|deathtouch|infect|wither|toxic",
    "ja": r"トランプル|先制攻撃|二段攻撃|ダブルストライク|ファーストストライク|絆魂|ライフリンク"
    r"|接死|感染|萎縮|毒性",
}
_ABSENT_KEYWORD = {
    "en": re.compile(
        r"\b(?:no|without|(?:does|did|do)(?:n't| not) have|lacks?|lacking)"
        rf" (?P<w>{_KEYWORDS['en']})\b"
    ),
    "ja": re.compile(
        rf"(?P<w>{_KEYWORDS['ja']})(?:は|も)?"
        r"(?:なし|無し|なく|ない|ありません|持って(?:い)?(?:ない|ません))"
    ),
}
_BLOCK_WORDS = re.compile(r"\b(?:chump[- ]?)?(?:block\w*|chump\w*)\b|(?:チャンプ)?ブロック")


def _blocks_read(norm: Normalised, reading: Reading) -> list[tuple[int, int]]:
    """The words of a block inside the blow read through it."""
    blows = [c for c in reading.clauses if c.kind == "damage" and c.option == BLOCKED]
    return [
        found.span()
        for blow in blows
        for found in _BLOCK_WORDS.finditer(norm.text, blow.start, blow.end)
    ]


def _double_strike_read(norm: Normalised, reading: Reading) -> list[tuple[int, int]]:
    """Double strike told inside the blow the sized reading played twice over."""
    blows = [c for c in reading.clauses if c.kind in {"damage", "poison_gain"}]
    return [
        found.span()
        for found in DOUBLE_STRIKE.finditer(norm.text)
        if any(c.start <= found.start() and found.end() <= c.end for c in blows)
    ]


def _lifelink_reasons(norm: Normalised, reading: Reading) -> list[tuple[int, int]]:
    spans = []
    for gain in (c for c in reading.clauses if c.kind == "life_change"):
        if not gain.numbers or gain.numbers[0] <= 0:
            continue
        after = _LIFELINK_AFTER_GAIN[norm.lang].match(norm.text, gain.end)
        before = _LIFELINK_BEFORE_GAIN[norm.lang].search(
            norm.text, max(0, gain.start - 12), gain.start
        )
        spans += [found.span("w") for found in (after, before) if found]
    return spans


def _doubling_told(norm: Normalised) -> list[tuple[int, int]]:
    spans = []
    for found in _DOUBLED[norm.lang].finditer(norm.text):
        sentence = _sentence_of(norm.text, found.start())
        named = _named_in(norm, sentence)
        if named and named <= _DOUBLING and UNMODELLED not in sentence:
            spans.append(found.span())
    return spans


def _prevention_told(norm: Normalised) -> list[tuple[int, int]]:
    if UNMODELLED in norm.text:
        return []
    spans = []
    for found in _PREVENTED[norm.lang].finditer(norm.text):
        named = _named_in(norm, _sentence_of(norm.text, found.start()))
        if norm.cards[int(found["c"])] in _PREVENTING and named <= _PREVENTING:
            spans.append(found.span("w"))
    return spans


def _triggers_stacked(norm: Normalised, reading: Reading) -> list[tuple[int, int]]:
    if norm.lang != "en" or UNMODELLED in norm.text or not set(norm.cards) & _TRIGGERING:
        return []
    spans = []
    for found in _ON_THE_STACK.finditer(norm.text):
        # Anything told after it may have happened while it waited there (a response).
        if any(c.kind in EVENT_KINDS and c.start >= found.end() for c in reading.every):
            continue
        named = re.match(r"⟦(\d+)⟧", found.group())
        if named is None or norm.cards[int(named.group(1))] in _TRIGGERING:
            spans.append(found.span())
    return spans


def _responses_in_order(norm: Normalised, reading: Reading) -> list[tuple[int, int]]:
    spans = []
    events = [c for c in reading.clauses if c.kind in EVENT_KINDS]
    for found in _RESPONSE[norm.lang].finditer(norm.text):
        if _in_order(norm, events, found.start(), found.end()):
            spans.append(found.span())
    return spans


def _in_order(norm: Normalised, events: list[Clause], start: int, end: int) -> bool:
    first = sentence_start(norm.text, start)
    if norm.lang == "en":
        # "A in response to B, and B resolved": A read before the phrase in its sentence, B
        # named by no card up to the next reading, and something read after it.
        response = [e for e in events if first <= e.start and e.end <= start]
        later = [e for e in events if e.start >= end]
        answered = norm.text[end : later[0].start] if later else ""
        return (
            bool(response)
            and bool(later)
            and "⟦" not in answered
            and not _ANAPHOR["en"].match(answered)
        )
    # 「Bに対応してAし、Bが解決」: nothing read and no card in B, A read after the phrase in
    # the same sentence, and something read after A.
    answered = norm.text[first:start]
    stop = SENTENCE_END.search(norm.text, end)
    last = stop.start() if stop else len(norm.text)
    response = [e for e in events if end <= e.start < last]
    if "⟦" in answered or _ANAPHOR["ja"].search(answered) or not response:
        return False
    if any(first <= e.start < start for e in events):
        return False
    return any(e.start >= response[0].end for e in events)


def _sentence_of(text: str, at: int) -> str:
    first, last = sentence_around(text, at, at)
    return text[first:last]


_CARD = re.compile(r"⟦(\d+)⟧")


def _named_in(norm: Normalised, told: str) -> set[str]:
    """The names of the cards marked in `told`."""
    return {norm.cards[int(i)] for i in _CARD.findall(told)}
