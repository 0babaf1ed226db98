"""A creature told by its power and toughness that hits the asker, or attacks them unblocked,
deals its power ("opp's 3/3 hits me", "he swings with a 5/5 and I don't block",
「相手の3/3に殴られました」); a size changed in the story ("+2/+2", "pumped") is not read.
Several such creatures are sized_lists.py's."""

from __future__ import annotations

import re

from bot.application.situations.model import Lang
from bot.application.situations.pattern_kit import SENTENCE_END, Clause, sentence_start
from bot.application.situations.structure.phrases import (
    POINTS_AFTER,
    RESIZED,
    UNBLOCKED,
    UNBLOCKED_BY,
)

# Double strike told of the sized creature ("a 3/3 with double strike", 「二段攻撃持ちの3/3」):
# it deals its power twice unblocked (510.4), where the story tells no amount of its own.
_DOUBLE_EN = r"(?P<ds> with double strike| double striker)"
_DOUBLE_JA = r"(?:(?P<ds>二段攻撃|ダブルストライク|ダブスト)(?:持ち|を持つ)?の?)?"
_DOUBLE_AFTER_JA = r"(?:(?P<dt>二段攻撃|ダブルストライク|ダブスト)(?:持ち)?で、?)?"
DOUBLE_STRIKE = re.compile(r"double strike|double striker|二段攻撃|ダブルストライク|ダブスト")
_SIZED_EN = (
    re.compile(
        r"(?:⟨(?P<q>[a-z0-9]+)⟩(?:'s)? )?(?<!and )(?<!and a )(?<!, )(?P<n>\d+)/\d+"
        rf"(?:{_DOUBLE_EN}| [a-z]+)?"
        r" (?P<v>hits|hit|connects|connected|attacks|attacked|swings|swung)(?: ⟨(?P<p>you)⟩)?"
        r"(?P<u> unblocked)?(?: for (?P<m>\d+)(?: damage)?)?(?= |[,.;?!]|$)(?! at\b)"
    ),
    re.compile(
        r"⟨(?P<q>[a-z0-9]+)⟩ (?P<v>hits|hit|attacks|attacked|attack|swings|swung|swing)(?: at)?"
        r"(?: ⟨(?P<p>you|they)⟩)? with (?:an? |his |her |their |⟨[a-z0-9]+⟩'s )?(?:infect )?"
        r"(?P<n>\d+)(?:/\d+| power)"  # its size, or its power alone ("a 5 power creature")
        r"(?: (?!for\b|at\b|and\b|to\b|but\b|so\b|then\b)[a-z]+){0,2}(?P<u> unblocked)?"
        r"(?: for (?P<m>\d+)(?: damage)?)?"
        # at another (a player, a planeswalker), or the first of several: not this blow
        r"(?= |[,.;?!]|$)(?! at\b|,? and (?:an? |another )?\d|, (?:an? |another )?\d)"
    ),
)
# "I get hit by a 6/6", "got smacked by their 5/5 for 5": the passive blow, at the asker.
PASSIVE_BY = (
    r"\b(?:get|gets|got|was|were|am|'m|been|getting) (?P<v>hit|smacked|punched) by"
    r" (?:an? |his |her |their |⟨(?P<q>[a-z0-9]+)⟩'s )?"
)
_SIZED_BY_EN = re.compile(
    rf"{PASSIVE_BY}(?P<n>\d+)/\d+(?: (?!for\b|and\b|then\b)[a-z]+)?(?P<u> unblocked)?"
    r"(?: for (?P<m>\d+)(?: damage)?)?(?= |[,.;?!]|$)(?!,? and (?:an? |another )?\d)"
)
# (The last size of a list, 「3/3と2/2に殴られた」, is no blow alone: settling/sized_lists.py;
# after 「そのあと」, "after that", a size is a later blow of its own.)
_NOT_LISTED = r"(?:(?<=あと)|(?<=あと、)|(?<![と、]))"
_SIZED_JA = re.compile(
    rf"(?:⟨(?P<q>[a-z0-9]+)⟩の)?{_DOUBLE_JA}{_NOT_LISTED}(?P<n>\d+)/\d+(?:の)?(?:クリーチャー)?(?:に|で)"
    rf"{UNBLOCKED_BY}(?P<v>殴られ|攻撃され|アタックされ)"
    r"(?!そう|かけ|ずに|ない|なかっ|ません)"  # 「殴られそうで」: no blow yet
)
# 「相手の5/5が攻撃してきて」「相手が5/5で攻撃してきて」「5/5の攻撃を(スルーした)」: an attack
# at the asker, the attacker its owner or the subject, a blow only where it was let through.
_SIZED_AT_JA = re.compile(
    rf"(?:⟨(?P<q>[a-z0-9]+)⟩(?:の|が|は))?{_DOUBLE_JA}{_NOT_LISTED}(?P<n>\d+)/\d+(?:の)?"
    r"(?:クリーチャー)?"
    # (「5/5がブロックされずに攻撃してきた」: the block not made told before the verb; 「4/4が
    # ダブルストライク持ちで攻撃してきた」: double strike told after the size)
    rf"(?:(?:が|で){_DOUBLE_AFTER_JA}(?:ブロックされずに|ブロックされないで)?"
    r"(?P<v>攻撃し|アタックし|殴っ)て(?:き|来)|の攻撃(?:を|が))"
)
# 「⟨you⟩の4/4で殴って、ブロックされなかった」: the asker's own attack, at the other player
# ("they": the opponent in a two-player game only, as in English), a blow where let through.
OWN_AT_JA = r"⟨(?P<q>you)⟩の(?:場の)?"
_OWN_VERB_JA = r"で(?P<v>殴っ|殴り|攻撃し|攻撃|アタックし|アタック)(?!て(?:き|来)|され)"
_SIZED_OWN_JA = re.compile(
    rf"{OWN_AT_JA}(?P<n>\d+)/\d+(?:の)?(?:クリーチャー)?(?:(?:が|を)?1体)?{_OWN_VERB_JA}"
)
_SIZED_ALL_JA = (_SIZED_JA, _SIZED_AT_JA, _SIZED_OWN_JA)
# A word of sequence: what is told after it is a later event, not more of the blow before it.
SEQUENCE = re.compile(
    r"\b(?:then|after that|afterwards?|later|next turn|post-?combat)\b"
    r"|そのあと|その後|そのご|後で|あとで|続けて|次のターン|さらに|更に|追加で|それから"
)
_TAKEN_AFTER = {
    "en": re.compile(r"\b(?:take|takes|took|taking|for|deals?|dealt|lose|loses|lost) \d"),
    "ja": re.compile(r"\d+点(?:の)?(?:戦闘)?(?:ダメージ)?(?:を)?(?:受け|(?:食|く|喰|も)らっ)"),
}


def _resolved_end(text: str, stop: int) -> int:
    """Where an attack's own amount may end when its block is told after it: the next
    sentence's end ("attacks me with a 4/4. I don't block and take 4."), or a word of
    sequence before it; `stop` where it is not the sentence's end."""
    end = SENTENCE_END.match(text, stop)
    following = SENTENCE_END.search(text, end.end()) if end else None
    if following is None:
        return stop
    later = SEQUENCE.search(text, stop, following.start())
    return later.start() if later else following.start()


def points_after(text: str, at: int) -> bool:
    """Whether points told right after a blow (「5/5に殴られて3点受けた」) are the blow's: not
    those told after a word of sequence (「…殴られて、そのあと3点のドレイン」: a later event)."""
    after = POINTS_AFTER.match(text, at)
    return after is not None and not SEQUENCE.search(after.group())


def blow_told(text: str, match: re.Match[str]) -> tuple[str, int]:
    """What the story tells of a sized blow: its sentence and the next (a block, a pump told
    after it), and where an amount of its own may end: its sentence's end, or a word of
    sequence before it (what is told after that is a later event's)."""
    begins = sentence_start(text, match.start())
    end = SENTENCE_END.search(text, match.end())
    following = SENTENCE_END.search(text, end.end()) if end else None
    told = text[begins : following.start() if following else len(text)]
    stop = end.start() if end else len(text)
    if later := SEQUENCE.search(text, match.end(), stop):
        stop = later.start()
    return told, stop


_STRIKES = frozenset({"hits", "hit", "connects", "connected", "殴られ"})


def sized_blows(text: str, lang: Lang) -> list[Clause]:
    found = []
    for pattern in (*_SIZED_EN, _SIZED_BY_EN) if lang == "en" else _SIZED_ALL_JA:
        for match in pattern.finditer(text):
            told, stop = blow_told(text, match)
            if RESIZED.search(told):
                continue
            struck = match.group("v") in _STRIKES or bool(match.groupdict().get("u"))
            if not struck and not UNBLOCKED[lang].search(told):
                continue
            if lang == "ja" and points_after(text, match.end()):
                continue  # 「5/5に殴られて3点受けた」: the points told are the blow's
            # "attacks with a 5/5, I don't block, and I take 5": 5, not 10; an amount told
            # after a word of sequence ("…, and then I Bolt them for 3") is a later event's.
            # (an attack let through: its amount told where its block is, "attacks me with a
            # 4/4. I don't block and take 4." and 「4/4で攻撃してきて、ブロックしなかったので4点
            # 受けた」, the blow's; not a blow that struck in its own words, "hits me. I take 3")
            own = text[sentence_start(text, match.start()) : stop]
            until = stop if struck or UNBLOCKED[lang].search(own) else _resolved_end(text, stop)
            if (lang == "en" or not struck) and _TAKEN_AFTER[lang].search(text, match.end(), until):
                continue
            doubled = bool(match.groupdict().get("ds") or match.groupdict().get("dt"))
            if doubled and match.groupdict().get("m"):
                continue  # "a double striker hits me for 3": each blow's, or both?
            by = match.group("q")
            if match.groupdict().get("p") == "they" and by != "you":
                continue  # "they hit them with…": whose blow at whom is not said
            if by == "you" and lang == "ja" and pattern is not _SIZED_OWN_JA:
                continue  # the asker's creature told by another's words: at whom is not said
            found.append(
                Clause(
                    "damage",
                    match.start(),
                    match.end(),
                    # the asker's at the other player, "they" (the opponent in a two-player
                    # game only), as "I swing for 4" and a list of the asker's sizes are
                    player=("they" if by == "you" else "you" if lang == "en" else None),
                    other=by,
                    # The amount told wins over the size ("its 3/3 hits me for 5").
                    numbers=(int(match.groupdict().get("m") or match.group("n")) * (1 + doubled),),
                )
            )
    return found
