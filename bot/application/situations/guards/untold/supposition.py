"""An English supposition in the asking sentence that no reading takes ("I'm at 4. I take 2. If
he does it again, am I dead?", "I have 8 poison. I get 1 more. If I get another one, do I
lose?" were 'keeps_playing'): the verdict answered the story without the supposed event, not
the question asked. (A Japanese 「〜たら」 also tells what happened, 「起動しまくってたら…死んだ」:
it is no sure supposition.) Nor does another case asked after the question get one ("Do I
lose? How about at 4 life?" was 'loses'). A Japanese one is refused where 「もし」 or 「仮に」
says it is a supposition.
"""

from __future__ import annotations

import re

from bot.application.situations.guards.untold.asking import asking_sentences, unread
from bot.application.situations.matching import Reading
from bot.application.situations.open_facts.supposed import supposes_an_outcome
from bot.application.situations.text_normal import Normalised

# A supposition in the asking sentence, up to its comma or the question's end ("if he does it
# again, am I dead?", "am I dead if he does it again?").
_SUPPOSING = re.compile(r"\b(?:if|suppose|supposing|what if|imagine|assuming)\b[^,?]*")
# Suppositions that ask nothing of the game ("if so", "if I'm reading this right").
_FILLER = re.compile(
    r"(?:if|suppose|supposing|assuming) (?:so|not|that|this|any|anything|anyone|anybody"
    r"|possible|needed|necessary|relevant|applicable|you|u\b"
    r"|⟨you⟩ (?:am|may|might) (?:right|correct|wrong|reading|understanding|not mistaken|be)"
    r"|⟨you⟩ (?:remember|recall|understand|read) "
    r"|(?:that|it|this) (?:matters|helps|makes|is relevant))\b"
)


# Another case asked after the story's question ("Do I lose? How about at 4 life?" was
# 'loses', the 4 read as nothing): a second story, told in a few words.
_ANOTHER_CASE = re.compile(
    r"\?\s*(?:and |also,? |but |ok(?:ay)?,? )?(?:how about|what about|what if|and if"
    r"|same (?:but|with|question)|now what if|then what if)\b"
)


# A Japanese supposition said to be one (「もし相手が火力を持ってたら負けるよね？」 was
# 'keeps_playing'): 「もし」「仮に」 up to its conditional ending.
_SUPPOSING_JA = re.compile(r"(?:もし|仮に)[^、。？?!！]*?(?:たら|れば|なら|ても|場合)")


def unread_supposition(norm: Normalised, reading: Reading) -> str | None:
    """The supposition an asking sentence makes of an event no reading takes, or another case
    asked after the question, or None."""
    if norm.lang != "en":
        return _unread_japanese(norm, reading)
    if found := _ANOTHER_CASE.search(norm.text):
        return f"not understood: another case asked after the question ({found.group()!r})"
    read = [(c.start, c.end) for c in reading.every if c.kind != "query"]
    for first, last in asking_sentences(norm):
        for found in _SUPPOSING.finditer(norm.text, first, last):
            if _FILLER.match(found.group()) or supposes_an_outcome(norm, found.start()):
                continue  # (an outcome supposed picks the readings: open_facts/supposed.py)
            if unread(found, read):
                return f"not understood: a supposition no reading takes ({found.group()!r})"
    return None


def _unread_japanese(norm: Normalised, reading: Reading) -> str | None:
    """A supposition marked by 「もし」 or 「仮に」 in an asking sentence that no reading takes."""
    read = [(c.start, c.end) for c in reading.every if c.kind != "query"]
    for first, last in asking_sentences(norm):
        for found in _SUPPOSING_JA.finditer(norm.text, first, last):
            if not supposes_an_outcome(norm, found.start()) and unread(found, read):
                return f"not understood: a supposition no reading takes ({found.group()!r})"
    return None
