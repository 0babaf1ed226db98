"""Commander damage as players tell it beyond the patterns' phrases.

- Told as what a player has taken so far ("I've taken 14 combat damage from my opponent's
  commander already", "I'm at 18 commander damage", 「統率者から累計15点受けています」), not as a
  blow the story plays: the life told beside it already counts it. Such a clause keeps its kind
  and is marked `option="had"`; the story (story.py) deals it first, with the life told before
  it raised by as much, so that the engine's tally holds the total and the life stays the one
  told.
- A blow read as plain damage that is the commander's: more of the commander damage just told
  (「…累計15点受けています。さらに6点殴られました」, "… then it hits me for 5 more"), or a
  commander's attack ("the commander hits me for 5", 「統率者に5点殴られた」: combat damage).
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.application.situations.pattern_kit import SENTENCE_END, Clause, sentence_start
from bot.application.situations.text_normal import Normalised

HAD = "had"
_TOTAL_WORDS = {
    "en": re.compile(
        r"\b(?:already|so far|this game|in total|total|cumulative(?:ly)?|over the game|all game"
        r"|to date|by now)\b"
    ),
    "ja": re.compile(r"累計|合計|トータル|これまで|今まで|既に|すでに|溜ま"),
}
# A state, not a blow: "have/has N", "am at N", "have taken N", "has dealt me N", right before
# the clause's number; 「N点受けています」「N点ある」 after it.
_STATE_BEFORE = re.compile(
    r"(?:\bhave|\bhas|\bhad|'ve|\bam at|\bis at|\bare at|\bwas at|'s at|\bsitting at|\bsitting on"
    r"|\bon) (?:taken |received |got |gotten |suffered |been dealt |dealt (?:⟨[a-z0-9]+⟩ )?"
    r"|done |hit ⟨[a-z0-9]+⟩ for )?(?:a total of |⟨[a-z0-9]+⟩'s )?$"
)
_STATE_AFTER = re.compile(
    r"\d+点(?:の(?:戦闘)?ダメージ)?(?:を|が)?(?:受けて(?:い|る|お)|食らって(?:い|る)|くらって(?:い|る)"
    r"|ある|あり|になって(?:い|る)|入って(?:い|る))"
)
_NEXT_CLAUSE = re.compile(r"[,、;:]| and | but | then | so | when |(?<=て)|(?<=で)")
_CLAUSE_START = re.compile(r"[,、;:]| but | then | so | when ")


def mark_totals(norm: Normalised, clauses: list[Clause]) -> list[Clause]:
    return [
        replace(c, option=HAD) if c.kind == "commander_damage" and _told_as_total(norm, c) else c
        for c in clauses
    ]


def _told_as_total(norm: Normalised, item: Clause) -> bool:
    text = norm.text
    end = SENTENCE_END.search(text, item.end)
    # The words right after the clause in its sentence ("… from my opponent's commander
    # already", 「…受けています」) say how it is told as much as the clause does.
    after = text[item.end : min(end.start() if end else len(text), item.end + 24)]
    said = text[item.start : item.end] + _NEXT_CLAUSE.split(after)[0]
    if _TOTAL_WORDS[norm.lang].search(said):
        return True
    if norm.lang == "ja":
        return bool(_STATE_AFTER.search(said))
    number = re.search(r"-?\d", text[item.start : item.end])
    at = item.start + (number.start() if number else 0)
    begins = sentence_start(text, at)
    before = _CLAUSE_START.split(text[max(begins, at - 40) : at])[-1]
    return bool(_STATE_BEFORE.search(before))


_MORE = {
    "en": re.compile(r"\s*(?:more|again)\b"),
    # Nothing else before it in its clause than a word of time (「今回さらに」): no other source.
    # (「今回」「今度は」「再び」: this time, after the total so far)
    "ja": re.compile(
        r"^[^、。⟦]{0,4}(?:さらに|更に|追加で|もう|続けて|また|今回|今度は?|再び)[^、。\d⟦]{0,3}$"
    ),
}
# Only connectives and players before an English blow told as more: no other source named
# ("then his dragon hits me for 11 more" is the dragon's).
# (with the words of when: "This turn it hits me for 9 more")
_BARE_LEAD = re.compile(
    r"\s*(?:(?:and|then|so|also|now|it|⟨[a-z0-9]+⟩|this turn|next turn|later),?\s+)*"
)
# The blow's own clause: "…14 commander damage so far and now hits me for 7 more" ends in
# "and now", no other source named.
_CLAUSE_LEAD = re.compile(r"[,;:]\s|\s(?=(?:and|but|so) )")
# "It attacks me for 3", ", and now it hits me for 6": "it" with only connectives before it.
_IT = re.compile(
    r"(?:\s*(?:so far|this game|earlier|already|in total|before))*"
    r"[\s,;]*(?:(?:and|then|so|now|also|but|this turn|next turn|later)[\s,]+)*it"
    r" (?:then |again |also |just |now )?"
)

# A creature or card told between the commander's blow and "it" (a size, a card, a possessive).
_OTHER_SOURCE = re.compile(
    r"⟦|\d+/\d+|(?:⟨[a-z0-9]+⟩'s|\bhis|\bher|\btheir|\bmy) (?!commander\b|general\b)[a-z]+"
)
_COMMANDER_SUBJECT = {
    # The commander's name may follow it ("my opponent's commander, Edgar Markov, hits me").
    "en": re.compile(
        r"(?:the|their|his|her|⟨[a-z0-9]+⟩'s) commander(?:,? ⟦\*⟧,?)?"
        r" (?:then |again |also |just |has |had )?$"
    ),
    "ja": re.compile(r"統率者(?:⟦\*⟧)?(?:に|から|が|で)(?:[^、。]{0,4})?$"),
}
_COMBAT = {
    "en": re.compile(r"\b(?:hits?|swings?|swung|attacks?|attacked|connects?|connected|combat)\b"),
    "ja": re.compile(r"殴|攻撃|戦闘"),
}


def commander_blows(norm: Normalised, clauses: list[Clause]) -> list[Clause]:
    """Plain damage that is the commander's (see above) read as commander damage, and what it
    has dealt so far marked as such."""
    out: list[Clause] = []
    for item in clauses:
        by = _commanders(norm, item, out) if item.kind == "damage" else None
        if by is not None:
            item = replace(item, kind="commander_damage", other=by[0], option="")
            item = mark_totals(norm, [item])[0]
        out.append(item)
    return out


def _commanders(norm: Normalised, item: Clause, before: list[Clause]) -> tuple[str | None] | None:
    """(whose commander,) when the damage clause is a commander's blow, else None."""
    text, lang = norm.text, norm.lang
    told = text[item.start : item.end]
    begins = sentence_start(text, item.start)
    lead = text[begins : item.start]
    previous = next((c for c in reversed(before) if c.kind.startswith("commander")), None)
    blows = [c for c in before if c.kind in {"damage", "life_change", "poison_gain"}]
    if lang == "en":
        bare = _BARE_LEAD.fullmatch(_CLAUSE_LEAD.split(lead)[-1])
        more = _MORE["en"].match(text, item.end) if bare else None
    else:
        more = _MORE["ja"].search(re.split(r"[、,]", lead)[-1])
    # "It attacks me for 3" right after the commander's blows, in its sentence or the next:
    # "it" is the commander.
    near = text[
        max([begins, *(c.end for c in before if begins <= c.end <= item.start)]) : item.start
    ]
    it = _IT.fullmatch(near) if lang == "en" else None
    if it and previous and _OTHER_SOURCE.search(text, previous.end, item.start):
        it = None  # "their Bears attacks, and it hits me": "it" may be another creature
    more = more or it
    if (
        previous is not None
        and previous.player in {item.player, None}
        and item.other in {None, previous.other}
        and more is not None
        and not any(c.start > previous.start for c in blows)
    ):
        return (previous.other,)
    subject = _COMMANDER_SUBJECT[lang].search(lead)
    if subject is not None and _COMBAT[lang].search(told + lead[subject.start() :]):
        owner = re.match(r"⟨([a-z0-9]+)⟩", subject.group())
        return (owner.group(1) if owner else item.other,)
    return None
