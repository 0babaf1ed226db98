"""English words that put a story's read facts in doubt: the engine plays every figure and
every event read, at face value, so a story that takes one back, keeps a life total from
changing, or turns damage aside, is one the reading cannot settle (a wrong verdict is worse
than none).

- A correction ("hits me for 3, wait no, for 2", "correction: I was at 3"): both figures are
  read, and which one stands is what the words decide.
- A life total kept from changing ("I can't lose life this turn", "their life total can't
  change"), or from rising where a gain is told: no modelled card says it, and the engine would
  play the change.
- Damage prevented, shielded or turned aside by words the engine has no card for ("a
  prevention shield", "a shield counter", "I deflect it"), unless the words deny it ("no
  shields"); a replacement told ("I gain that much life instead"), not asked about.
- Half a life told with no subgame card ("I lose half my life rounded up"): the reading has
  no halving but a subgame's (Shahrazad), and played the story without it.
- A modelled card held by a player no word names ("a player with Nefarious Lich"): a rule
  asked in general, where the reading would give the card to the asker.
"""

from __future__ import annotations

import re

from bot.application.situations.card_names import SUBGAME_CARDS
from bot.application.situations.text_normal import Normalised

_I_MEAN = r"(?:\bi|⟨you⟩) mean"  # "I" is the asker's mark once normalised
_CORRECTION = re.compile(
    rf"\bwait\b[,.!]*\s*(?:no|nope|nvm|actually|sorry|{_I_MEAN})\b|\bno\b[,.!]*\s*wait\b"
    rf"|\bcorrection\b|\bscratch that\b|\bmake that \d|{_I_MEAN}t\b|\bor rather\b"
    rf"|\b(?:sorry|oops|my bad)\b[,.!]*\s*(?:{_I_MEAN}|it was|make that|no)\b"
    # a figure, then another after "I mean" or "sorry" ("for 3, I mean 2", "3, sorry, 2")
    rf"|\d+[,.!]*\s*(?:{_I_MEAN}|sorry|oops)\b[,.!]*\s*(?:for |at )?-?\d"
    r"|\bactually\b[,.!]*\s*no\b|\bno\b[,.!]*\s*actually\b"
    # a total told again after "actually" ("I'm at 3 and took 3... actually I'm at 5")
    r"|\bactually\b[,.!]*\s*(?:⟨[a-z0-9]+⟩|it|that)(?:'s| am| is| was| were) (?:at )?-?\d"
)
_CANT = r"\b(?:can't|cannot|can not|couldn't|won't)\s+"
_NO_CHANGE = re.compile(
    rf"{_CANT}(?:lose|be dealt|take|receive)\s+(?:any )?(?:life|damage)\b"
    r"|\blife totals? (?:can't|cannot|can not|won't|doesn't|don't) change\b"
)
_NO_GAIN = re.compile(rf"{_CANT}gain\s+(?:any )?life\b")
_GAIN = re.compile(r"\bgain(?:s|ed|ing)?\b|\blifelink\b")
_TURNED_ASIDE = re.compile(
    r"\b(?:prevention|shield|shields|shielded|ward|deflect\w*|absorb\w*|fog|fogs|fogged)\b"
)
_DENIED = re.compile(r"(?:\bno|\bnot|n't|\bwithout|\bnever)\s+(?:\S+\s+)?$")
_INSTEAD = re.compile(r"\binstead\b")
_TOLD_SENTENCE = re.compile(r"[^.!?]*(?:[.!]+|$)")  # a sentence that does not end in "?"
_HALF = re.compile(r"\bhalf\b")
_HELD_BY_NOBODY = re.compile(r"⟨someone⟩(?:'s| (?:with|controls|controlling|has|having)) ⟦\d+⟧")


def doubted(norm: Normalised) -> str | None:
    """Why an English story's read facts cannot be played as told, or None."""
    if norm.lang != "en":
        return None
    text = norm.text
    found = _CORRECTION.search(text)
    if found:
        return f"not understood: a figure taken back ({found.group()!r})"
    unchanged = _NO_CHANGE.search(text)
    word = unchanged.group() if unchanged else _unchanged_by_a_gain(text) or _turned_aside(text)
    if word:
        return f"the engine cannot settle this: {word!r}"
    if _HALF.search(text) and not any(name in SUBGAME_CARDS for name in norm.cards):
        return "the engine cannot settle this: 'half' with no subgame card"
    if _HELD_BY_NOBODY.search(text):
        return "not a situation: a card held by a player no word names"
    return None


def _unchanged_by_a_gain(text: str) -> str | None:
    """ "I can't gain life" matters where a gain is told besides it."""
    for found in _NO_GAIN.finditer(text):
        rest = text[: found.start()] + " " * len(found.group()) + text[found.end() :]
        if _GAIN.search(rest):
            return found.group()
    return None


def _turned_aside(text: str) -> str | None:
    for found in _TURNED_ASIDE.finditer(text):
        if not _DENIED.search(text[max(0, found.start() - 24) : found.start()]):
            return found.group()
    for told in _TOLD_SENTENCE.finditer(text):
        if told.group() and not text.startswith("?", told.end()) and _INSTEAD.search(told.group()):
            return "instead"
    return None
