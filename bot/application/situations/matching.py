"""Every pattern over the normalised question: the clauses read, and what the question only asks.

The longest readings win where readings overlap, so that "take 21 commander damage" is one
commander-damage clause and not a damage clause with a stray word. Words between the clauses are
the story's incidental details; they are not read, and the vetoes (vetoes.py) look at them for
what would make a verdict unsafe.

A question restates and reckons: in 「…引いたことで負けたりしますか？」 or "so I'm at 1, right?" the
asker is not telling what happened. In the part of a sentence that asks (from the last comma
before its question mark), an event is kept only when put as a supposition (「…たら」, "if …"),
and a total told after the story's first event is the asker's reckoning, which the engine does.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, replace

from bot.application.situations import patterns_en, patterns_ja
from bot.application.situations.model import Lang
from bot.application.situations.pattern_kit import (
    SENTENCE_END,
    Clause,
    Pattern,
    sentence_around,
    sentence_start,
)
from bot.application.situations.structure import claims, informal_en, placing
from bot.application.situations.structure.amounts.commander_told import commander_blows, mark_totals
from bot.application.situations.structure.amounts.each import TIMES, read_each
from bot.application.situations.structure.amounts.lists import read_lists
from bot.application.situations.structure.amounts.summed_ja import restate_sums
from bot.application.situations.structure.events import (
    activations,
    attacks,
    commander_en,
    control,
    leaving,
    milling,
    poison,
    sacrifices,
    toward,
    triggers,
)
from bot.application.situations.structure.gaps import read_gaps
from bot.application.situations.structure.owners import effects as owners_effects
from bot.application.situations.structure.owners import told as owners_told
from bot.application.situations.structure.phrases import EXTRA, infect_blows, settle
from bot.application.situations.structure.settling import halves
from bot.application.situations.structure.settling.sized_lists import sized_lists
from bot.application.situations.structure.settling.sized_one import sized_blows
from bot.application.situations.text_normal import Normalised
from rulesdb.text.regex_literals import HeldStrings, held_by_every_match

# The kinds that tell something the engine plays, not a total or a permanent already there.
EVENT_KINDS = frozenset(
    {
        "damage",
        "life_change",
        "life_halved",
        "poison_gain",
        "draw",
        "mill",
        "activate",
        "gain_control",
        "decked",
        "leaves",
        "cast",
        "concede",
        "concede_subgame",
        "loses_subgame",
        "wins_subgame",
        "end_turn",
        "phase_out",
        "commander_damage",
        "commander_split",
        "commander_each",
        "commander_total",
        "subgame_starts",
        "life_put",
    }
)
STATE_KINDS = frozenset({"life_is", "poison_is", "library_is"})
_ASKING = {
    "en": re.compile(r"\?"),
    "ja": re.compile(r"[?？]|(?:ですか|ますか|ませんか|でしょうか|よね|か)(?=[。]|$)"),
}
_RECKONING = re.compile(r"半分|切り上げ|\bhalf\b|rounded|round(?:ing)? up")
# A space between Japanese words ends a clause as 。 does: short messages are written so
# (「山札0でドロー 負け確？」 read its draw as asked, not told: 'keeps_playing').
# So does, in English chat, a filler or an emoji ("took 3 lol rip?", "shocks me 😭 dead?"), and
# the space before a one-word asking ("opp at 3 i bolt him gg?" asked its Bolt, not told it).
_PART_START = re.compile(
    r"[,、;:—。.!?？\U0001F300-\U0001FAFF\u2600-\u27BF]| - "
    r"|(?<=[ぁ-んァ-ヶー一-龠w]) +(?=[ぁ-んァ-ヶー一-龠])"
    r"|\b(?:lol|lmao|lmfao|rofl|xd|smh|ngl|tbh)\b"
    r"| (?=(?:gg|rip|ded|dead|lethal|win|lose|out|alive|done|cooked)$)"
)
_SUPPOSED = {
    # An event given as the question's ground (「引けないけど負け？」, "because I can't draw")
    # is told as much as one supposed.
    "ja": re.compile(r"^(?:たら|ば|と(?=[、,]|$)|場合|なら|としたら|ても|けど|けれど|ので|のに)"),
    "en": re.compile(
        r"\b(?:if|when|once|whenever|suppose|what if|because|since|'cause|even though|although"
        r"|despite|given that)\b"
    ),
}


_CHAINED = re.compile(r"[てで](?![はも])")
_SUPPOSING = re.compile(r"たら|れば|なら|としたら")


@dataclass(frozen=True)
class Response:
    """A response the story tells (structure/stack/): the clauses that start at `response`
    resolve right before the one that starts at `answered`, whatever the order told."""

    response: tuple[int, ...]
    answered: int
    # Facts told as they stood when the answered event resolved ("and the draw resolved with my
    # library at 0"): placed right before it, after the response.
    placed: tuple[int, ...] = ()


@dataclass(frozen=True)
class Reading:
    clauses: list[Clause]  # the story's clauses, in the order told
    every: list[Clause]  # everything read, the reckonings and restatements included
    responses: tuple[Response, ...] = ()  # the order the stack gives them, where told
    settled: tuple[tuple[int, int], ...] = ()  # the words of the stack that order settles


_PATTERNS: dict[Lang, list[Pattern]] = {
    "ja": [
        *patterns_ja.PATTERNS,
        *claims.JA,
        *placing.JA,
        *EXTRA["ja"],
        *leaving.JA,
        *milling.JA,
        *attacks.JA,
        *triggers.JA,
        *activations.JA,
        *sacrifices.JA,
        *toward.JA,
        *control.JA,
        *owners_told.JA,
        *poison.JA,
        *halves.JA,
    ],
    "en": [
        *patterns_en.PATTERNS,
        *claims.EN,
        *placing.EN,
        *informal_en.EN,
        *EXTRA["en"],
        *leaving.EN,
        *milling.EN,
        *commander_en.EN,
        *attacks.EN,
        *triggers.EN,
        *activations.EN,
        *sacrifices.EN,
        *poison.EN,
        *control.EN,
        *owners_told.EN,
        *owners_effects.EN,
        *halves.EN,
    ],
}


# Strings one of which every match of a pattern holds (rulesdb.text.regex_literals), read out of
# a language's patterns when a process first reads a story in it: a story holding none is not
# searched with it. Most of a language's 93-163 patterns find nothing in a story; a story's
# reading went from 0.55 to 0.38 ms (the first reading of a process reads the strings: about
# 30 ms). Kept beside each pattern, not looked up by it: hashing a compiled pattern hashes its
# code, 0.07 ms a story over 163 patterns.
_held = held_by_every_match


def _patterns(lang: Lang) -> list[Pattern]:
    return _PATTERNS[lang]


@functools.cache
def _screened(lang: Lang) -> tuple[tuple[Pattern, tuple[str, ...] | None], ...]:
    """Each of the language's patterns with the strings one of which its every match holds."""
    return tuple((pattern, _held(pattern.regex)) for pattern in _patterns(lang))


@functools.cache
def _strings(lang: Lang) -> HeldStrings:
    """The language's patterns' strings, to find those a story holds at once."""
    return HeldStrings(s for _, held in _screened(lang) for s in held or ())


def screen_patterns() -> None:
    """Every language's screening strings read now, not at the process's first story."""
    for lang in _PATTERNS:
        _screened(lang)
        _strings(lang)


def read_clauses(norm: Normalised) -> Reading:
    # Lists first: a reading as long as one of theirs is the list's (sorted() keeps order).
    found: list[Clause] = [
        *read_lists(norm.text, norm.lang),
        *read_each(norm.text, norm.lang),
        *sized_blows(norm.text, norm.lang),
        *sized_lists(norm.text, norm.lang),
    ]
    said = _strings(norm.lang).said(norm.text)
    for pattern, held in _screened(norm.lang):
        if held is not None and said.isdisjoint(held):
            continue  # (none of its matches can be in the text)
        for match in pattern.regex.finditer(norm.text):
            if match.end() > match.start():
                found.append(pattern.make(match))
    chosen: list[Clause] = []
    taken = bytearray(len(norm.text))  # 1 where a chosen reading lies
    for item in sorted(found, key=lambda c: (-(c.end - c.start), c.start)):
        if 1 not in taken[item.start : item.end]:
            chosen.append(item)
            taken[item.start : item.end] = b"\x01" * (item.end - item.start)
    chosen = mark_totals(norm, settle(norm.text, chosen))
    # (the structure reader counts a repetition inside its own clause: only a count told
    # after a comma, a clause of its own, is read here for it)
    chosen = [*_repeat(norm, chosen), *_repeat(norm, read_gaps(norm, chosen), comma=True)]
    chosen.sort(key=lambda c: c.start)
    if norm.lang == "ja":
        chosen = restate_sums(norm.text, chosen)
    chosen = infect_blows(norm.text, commander_blows(norm, chosen))
    return Reading(_told(norm, chosen), chosen)


_TIMES = re.compile(r" ?(?:(twice)|(thrice)|(\d+) times\b|[x×] ?(\d+)\b)")
# "… deal 1 damage to me, four times.": the count after a comma, ending the clause.
_COMMA_TIMES = re.compile(r",(?= ?(?:twice|thrice|\d+ times)(?:[.;!?]|$))")


def _repeat(norm: Normalised, chosen: list[Clause], *, comma: bool = False) -> list[Clause]:
    """An event told with a count right after it ("hit them for 2 twice") happened that many
    times: the clause is told again, and the count is read with it (`comma`: only a count
    told after a comma)."""
    out: list[Clause] = []
    for item in chosen:
        if item.option.startswith(TIMES):  # blows counted with an amount each (each.py)
            out.extend([replace(item, option="")] * int(item.option.removeprefix(TIMES)))
            continue
        after = _COMMA_TIMES.match(norm.text, item.end)
        at = after.end() if after else -1 if comma else item.end
        count = _TIMES.match(norm.text, at) if item.kind in EVENT_KINDS and at >= 0 else None
        if count is None:
            out.append(item)
            continue
        times = (
            2 if count.group(1) else 3 if count.group(2) else int(count.group(3) or count.group(4))
        )
        out.extend([replace(item, end=count.end())] * min(times, 10))
    return out


def asking_parts(norm: Normalised) -> list[tuple[int, int]]:
    """(start, end) of each part of the text that asks."""
    parts = []
    for mark in _ASKING[norm.lang].finditer(norm.text):
        before = norm.text[: mark.start()]
        starts = [m.end() for m in _PART_START.finditer(before)]
        parts.append((starts[-1] if starts else 0, mark.end()))
    return parts


def _told(norm: Normalised, chosen: list[Clause]) -> list[Clause]:
    parts = asking_parts(norm)
    told: list[Clause] = []
    for item in chosen:
        after_events = any(c.kind in EVENT_KINDS for c in told)
        telling = item.kind in EVENT_KINDS or (item.kind in STATE_KINDS and after_events)
        part = next((p for p in parts if p[0] <= item.start < p[1]), None)
        if telling and part is not None and not _supposed(norm, item, part):
            continue
        if telling and (_reckons(norm, item) or _restated(norm, item, told)):
            continue
        if _contrasted(norm, item):
            continue
        told.append(item)
    return told


# "at 3 in the main game, not in the subgame", 「サブゲームではなく、メインゲームで」: where the
# story is not, said to say where it is.
_NOT_THERE = {"en": re.compile(r"\bnot $"), "ja": re.compile(r"なく")}
_MAIN_GAME = re.compile(r"\bmain game\b|メインゲーム")


def _contrasted(norm: Normalised, item: Clause) -> bool:
    if item.kind != "in_subgame" or not _MAIN_GAME.search(_sentence(norm, item)):
        return False
    if norm.lang == "ja":
        return bool(_NOT_THERE["ja"].match(norm.text, item.end))
    return bool(_NOT_THERE["en"].search(norm.text, max(0, item.start - 4), item.start))


def _sentence(norm: Normalised, item: Clause) -> str:
    first, last = sentence_around(norm.text, item.start, item.end)
    return norm.text[first:last]


def reckoning(norm: Normalised, start: int, end: int) -> bool:
    """Whether the sentence around text[start:end] works out a rule's effect."""
    first = sentence_start(norm.text, start)
    last = SENTENCE_END.search(norm.text, end)
    return bool(_RECKONING.search(norm.text[first : last.start() if last else len(norm.text)]))


def _reckons(norm: Normalised, item: Clause) -> bool:
    """A sentence that works out a rule's effect (「半分切り上げで1点失う」): the engine does
    that itself."""
    return bool(_RECKONING.search(_sentence(norm, item)))


def _restated(norm: Normalised, item: Clause, told: list[Clause]) -> bool:
    """A parenthesis that tells again what was told
    (「ライブラリーアウトしました（0枚でドロー）」)."""
    opened = max(norm.text.rfind("(", 0, item.start), norm.text.rfind("（", 0, item.start))
    closed = max(norm.text.rfind(")", 0, item.start), norm.text.rfind("）", 0, item.start))
    if opened <= closed:
        return False
    same = {"decked": {"decked", "draw"}, "draw": {"decked", "draw"}}.get(item.kind, {item.kind})
    return any(c.kind in same and c.player == item.player for c in told)


def _supposed(norm: Normalised, item: Clause, part: tuple[int, int]) -> bool:
    if norm.lang == "ja":
        if _CHAINED.match(norm.text, item.end - 1) and _SUPPOSING.search(
            norm.text, item.end, part[1]
        ):
            return True  # 「2枚引いて2点失ったら」: a te-form joins the supposition after it
        told = norm.text[item.start : item.end + 5]
        written = len(norm.text[item.start : item.end])
        return any(
            m.start() >= written - 3 for m in re.finditer(r"たら|ても|れば|場合|なら", told)
        ) or bool(_SUPPOSED["ja"].match(norm.text[item.end : item.end + 5]))
    return bool(_SUPPOSED["en"].search(norm.text[part[0] : item.start]))
