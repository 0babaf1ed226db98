"""A spell cast by its kind, not its name, with what it did told after it in its sentence ("opp
casts a burn spell at me and I take 5", 「相手が呪文を撃って、3点のダメージを受けました」): the
casting is no event of its own, the effect told is what it did (unread.py asks this of the words
"cast", "burn" and 「撃っ」「唱え」).

Only with one event told after it in the sentence, an effect with an amount (a draw's count may
go unsaid: "and draw" is one card, as anywhere), and no card named in the sentence (a named card
is the card vetoes' to judge). A draw spell (「ドロー呪文を撃って1枚引いた」, "I cast a draw spell
and draw 2") is such a kind as well.
"""

from __future__ import annotations

import re

from bot.application.situations.matching import EVENT_KINDS, Reading
from bot.application.situations.pattern_kit import sentence_around
from bot.application.situations.text_normal import UNMODELLED, Normalised

_CAST = {
    "en": re.compile(
        r"(?:\b(?:cast|casts|casting|fires? off|throws?)\b (?:an? |some |another |his |her "
        r"|their |⟨[a-z0-9]+⟩'s )?(?:(?:(?:burn|damage|instant|sorcery|red|draw|lifegain"
        r"|life gain) )?spell|cantrip)"
        r"|\b(?:an? |some |another |his |her |their )?burn spell)\b"
    ),
    "ja": re.compile(r"(?:火力|ダメージ|ドロー|回復)?呪文を(?:⟨you⟩に)?(?:撃|唱え|打)"),
}
_RELATIVE = re.compile(r" (?:that|which) (?:makes?|made|has|had|lets?|forces?) $| (?:that|which) $")
_EFFECTS = frozenset({"damage", "life_change", "poison_gain", "draw"})


def cast_with_its_effect(norm: Normalised, reading: Reading, at: int) -> bool:
    """Whether the word at text[at] is such a spell's casting or kind."""
    for found in _CAST[norm.lang].finditer(norm.text, max(0, at - 40)):
        if found.start() > at:
            break
        if not found.start() <= at < found.end():
            continue
        first, last = sentence_around(norm.text, found.start(), found.end())
        if "⟦" in norm.text[first:last]:
            return False
        told = [c for c in reading.clauses if first <= c.start < last and c.kind in EVENT_KINDS]
        after = [c for c in told if c.start >= found.end()]
        # "casts a spell that makes me lose 4": the effect told in the spell's own relative
        # clause is the spell's, whatever else the sentence tells before it.
        own = bool(after) and _RELATIVE.match(norm.text[found.end() : after[0].start]) is not None
        # 「3枚引く呪文を唱えた」: in Japanese the relative clause comes before the spell.
        before = [c for c in told if c.end == found.start()]
        if norm.lang == "ja" and before and not after:
            return len(told) == 1 and before[0].kind in _EFFECTS
        return (
            (len(told) == 1 or own)
            and (len(after) == 1 or own)
            and after[0].kind in _EFFECTS
            and (bool(after[0].numbers) or after[0].kind == "draw")
        )
    return False


# "…and it resolves": the spell just told, resolving as it did (608.2); the words add nothing.
_RESOLVED = re.compile(
    r"(?:,? and|,|;|\bthen|, then|, and then) (?:it|that|the spell|the bolt) (?:then |just )?$"
)
# "…is destroyed and its trigger resolves": the modelled card's own trigger, which the engine
# resolves itself (603.3); only with no unmodelled card in the story.
_TRIGGER_RESOLVED = re.compile(
    r"(?:,? and|,|;|\bthen|, then|, and then) (?:its|the|⟦\d+⟧(?:'s)?) (?:[a-z-]+ ){0,2}trigger"
    r" (?:then |just )?$"
)


def resolution_told(norm: Normalised, reading: Reading, at: int) -> bool:
    """Whether the word at text[at] ("resolves", "resolved") is the resolution of the spell or
    event read just before it in its sentence ("I cast Angel's Grace and it resolves")."""
    if norm.lang != "en":
        return False
    window = max(0, at - 40)
    trigger = UNMODELLED not in norm.text and _TRIGGER_RESOLVED.search(norm.text, window, at)
    if not (_RESOLVED.search(norm.text, max(0, at - 30), at) or trigger):
        return False
    first, _ = sentence_around(norm.text, at, at)
    return any(first <= c.start and c.end <= at and c.kind in EVENT_KINDS for c in reading.clauses)


# A spell told as not resolving ("it didn't resolve", 「解決しなかった」): what it would have done
# did not happen, and the telling of its effect beside it is no event (played, "bolts me for 3
# but it never resolved" was 'loses').
_UNRESOLVED = {
    "en": re.compile(
        r"\b(?:doesn't|does not|didn't|did not|never|won't|will not|wouldn't|would not|couldn't"
        r"|could not|can't|cannot|fails? to|failed to)(?: \w+)? resolve"
    ),
    "ja": re.compile(r"解決(?:しな|せず|されな|されず|できな|しませ|されませ)"),
}


def unresolved(norm: Normalised) -> str | None:
    """Why a story that tells a spell not resolving gets no verdict, or None."""
    found = _UNRESOLVED[norm.lang].search(norm.text)
    return f"not understood: a spell told as not resolving ({found.group()!r})" if found else None
