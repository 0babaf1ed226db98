"""English as players write it at the table and in forums, where the phrase tables
(patterns_en.py) give the plain form: a total told by what put a player there ("the attack
knocks me to 0", "takes me to 3", "puts me at -2"), and a Lightning Bolt told as a verb with no
amount ("opp bolts me": 3 damage, the card's one effect; "bolts me for 4" is read by the
structure as any burn for 4); and a few more of the forms players use: "life total of 4", "hits
me with 2 damage", "they had Platinum Angel destroyed", "I got milled out". And whose a clause
is whose subject was dropped at a sentence's start: the asker's ("Running Immortal Coil.",
"Sitting at 4 life."), or the other player's whose total the sentence before told ("Opponent
is at 2. Gets hit for 2.").
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.application.situations.pattern_kit import (
    SENTENCE_END,
    Clause,
    Maker,
    Pattern,
    clause,
    sentence_start,
    table,
)
from bot.application.situations.text_normal import Normalised

_NOT_LIFE = (
    r"(?! ?(?:poison|cards?|damage|commander|counters?|infect|more|points?|each|turns?|mana"
    r"|creatures?|lands?|permanents?|tokens?|loyalty|untapped|in (?:hand|library|play)))"
    r"(?! (?:next|later|eventually|soon|if|unless|when|once)\b)"
)
# The verbs that say where a blow left the player, not what it dealt.
_PUT = (
    r"(?:knocks?|knocked|takes?|took|puts?|brings?|brought|drops?|dropped|sends?|sent"
    r"|leaves?|left|gets?|got|knocking|taking|putting|bringing|dropping|sending|leaving)"
)

# What might happen is not told as happening ("would put him at 0", "going to take me to 1").
_UNSURE = (
    r"(?<!would )(?<!could )(?<!might )(?<!may )(?<!should )(?<!will )(?<!can )(?<!'d )"
    r"(?<!to )(?<!not )(?<!n't )(?<!never )"
)
_BOLT_DAMAGE = 3


def _bolt(match: re.Match[str]) -> Clause:
    return replace(clause("damage")(match), numbers=(_BOLT_DAMAGE,))


_BOLTS: Maker = _bolt

EN: list[Pattern] = table(
    [
        (
            rf"(?={_PUT} ⟨){_UNSURE}{_PUT} {{P}} (?:down |back |all the way )?(?:to|at) {{N}}"
            rf"(?: life)?{_NOT_LIFE}"
            r"(?: with (?:a|an|the|some|one) (?:burn spell|spell|attack|swing|hit|blow))?",
            clause("life_put"),
        ),
        # "Life total of 4, and …": a total with its "I" dropped (attribution.py).
        (r"(?<![a-z'] )life(?: total)? of {N}(?! (?:damage|poison|cards?))", clause("life_is")),
        # "opp hits me with 2 damage"
        (
            r"{Q} (?:hits?|smacks?|smacked|burns?|burned|pings?|pinged|zaps?|zapped) {P} with"
            r" {N} (?:points of )?(?:combat )?damage",
            clause("damage"),
        ),
        # "They also had Platinum Angel destroyed": the card was theirs, and it left.
        (
            r"{P} (?:also |just |then )?(?:had|got) {C} (?P<o>destroyed|exiled|killed|bounced"
            r"|sacrificed|murdered)(?: earlier| before| already| too| as well)?",
            clause("leaves"),
        ),
        # "It's my draw step." on its own or as the story's last clause ("my library is empty
        # and it's my draw step"): the turn's draw, which the story tells no other way.
        (
            r"(?:(?:(?<=^)|(?<=[.!?] )|(?<=, ))(?:now |then |and )?|(?<=[a-z] )and (?:now |then )?)"
            # A draw told after it ("do I lose when I draw?") is the step's own draw again.
            r"(?:it's|it is) {P}'s draw step(?=[.!?]|$)(?!.*\bdraws?\b(?! step))",
            clause("draw"),
        ),
        # "I got milled out": an empty library, told as what emptied it.
        (
            r"(?:{P} (?:got |was |am |is |were |are |have been |has been |'ve been )?)?"
            r"milled (?:⟨[a-z]+⟩ |myself |themselves |himself |herself )?out"
            r"(?! of)",
            clause("library_is", carries=True),
        ),
        # "my deck is empty", "library empty", "no cards left in my deck": an empty library
        # in the words players use (a library left unread is played as a full one).
        (
            r"(?:{P}'s |the )?(?:library|deck) (?:is |was |now |already |completely |totally )*"
            r"(?:empty|emptied)(?! hand)",
            clause("library_is", carries=True),
        ),
        (
            r"(?:{P} (?:have|has|had|got) )?no (?:more )?cards (?:left )?in"
            r" (?:⟨[a-z0-9]+⟩'s |the )?(?:library|deck)",
            clause("library_is", carries=True),
        ),
        # "opp bolts me", "I bolt them": Lightning Bolt's 3, when no amount follows.
        (
            r"{Q} (?:just )?(?:bolts|bolted|bolt(?= ⟨(?!you⟩)[a-z0-9]+⟩)) {P}"
            r"(?! for| with| to| down)(?= |[,.;?!]|$)",
            _BOLTS,
        ),
        # "im at 6 and get bolted", "i got bolted": the same 3, told of the one it hit.
        (
            rf"(?:{{P}} )?(?:just )?{_UNSURE}(?<!didnt )(?<!dont )(?<!doesnt )"
            r"(?:get|gets|got|getting|was|were|am|is|are)(?: just)? bolted"
            r"(?! for| with| to| down)(?= |[,.;?!]|$)",
            _BOLTS,
        ),
    ],
    words=True,
)


# Whose a clause with its subject dropped is (attribution.py asks).
_SUBJECTLESS_TOTALS = {
    "life_is",
    "poison_is",
    "library_is",
    "hand_is",
    "graveyard_is",
    "lands_is",
    "main_life_is",
}
# What may stand before a clause at a sentence's start whose "I" was dropped.
# "Graveyard had 2 cards.", "3 life left, …": a count at a sentence's start is the asker's.
# "At 1 life in the main game, …", "Sitting at 4 life.": a total with no subject at all.
_ZONE_FIRST = re.compile(
    r"^(?:graveyard|library|hand|deck|life(?: total)?)\b|^-?\d+ (?:life|poison)\b"
    r"|^(?:at|on|down to) -?\d+\b"
)
_LEAD_IN = re.compile(
    r"^(?:\s|so|just|now|currently|still|then|and|also|ok|okay|well"
    r"|sitting|standing|stuck|hanging|holding|hovering|being)*$"
)
_SAT_AT = re.compile(
    r"\s*(?:so |still |currently |now )?(?:sitting|sat|stuck|hanging|hovering) (?:at|on) "
)
_SUBJECTLESS_START = re.compile(r"^(?:running|playing|using|had|took|drew|lost|got)\b")


# "Opponent is at 2. Gets hit for 2.": a verb of the third person with its subject dropped,
# after a sentence that is one other player's total, is that player's.
_THIRD_PERSON_FIRST = re.compile(
    r"\s*(?:then |and |so |now )?(?:gets|takes|draws|loses|goes|drops|concedes|scoops"
    r"|has to draw|must draw)\b"
)
_THEIR_TOTAL = re.compile(
    r"^\s*⟨((?!you⟩|team⟩)[a-z0-9]+)⟩(?:'s| is| was)? (?:at|on) -?\d+(?: life)?\s*[.!]\s*$"
)


# "Sitting at 0, my opponent concedes.": a total put before the sentence's subject, another
# player to whom the sentence's event happens, may be the asker's or that player's.
_FRONTED_FOR = re.compile(
    r"\s*(?:life)?,\s*⟨((?!you⟩|team⟩)[a-z0-9]+)⟩ (?:\w+ )?(?:concedes|conceded|scoops|scooped"
    r"|takes|took|loses|lost|draws|drew|keeps|kept|stays|stayed|survives|survived|is|was)\b"
)


_PAST_FIRST = re.compile(r"(?:had|took|drew|lost|got)\b")
# A sentence about another player: it begins with them, as its subject or its possessor.
_THEIR_TOPIC = re.compile(r"\s*⟨((?!you⟩|team⟩)[a-z0-9]+)⟩(?:'s)? ")


def _first_word(text: str, start: int) -> int:
    return start + len(text[start:]) - len(text[start:].lstrip())


def dropped_alternative(item: Clause, norm: Normalised) -> str | None:
    """The other player a clause read as the asker's with its subject dropped may be of, or
    None: a total fronted before another player's event ("Sitting at 0, my opponent
    concedes."), or a verb in the past, which says no person, right after a sentence that is
    that player's total ("Opponent is at 3. Lost the subgame.")."""
    if item.kind in _SUBJECTLESS_TOTALS and (other := _FRONTED_FOR.match(norm.text, item.end)):
        return other.group(1)
    start = sentence_start(norm.text, item.start)
    if start and item.kind in _SUBJECTLESS_TOTALS and item.start == _first_word(norm.text, start):
        # "Opponent controls Platinum Angel. At -3 life.": the topic the sentence before was
        # about may go on, or the asker's "I" was dropped (was 'loses', the asker's only).
        # (Not after their own total: "Opponent is at 10. At 3 life." is the asker's 3.)
        before = sentence_start(norm.text, start - 1)
        topic = _THEIR_TOPIC.match(norm.text, before)
        end = SENTENCE_END.search(norm.text, item.end)
        told = norm.text[start : end.start() if end else len(norm.text)]
        if topic and "⟨" not in told and not re.search(r"(?<!⟦)\d", norm.text[before:start]):
            return topic.group(1)
    if start == 0 or not _PAST_FIRST.match(norm.text, item.start):
        return None
    total = _THEIR_TOTAL.match(norm.text[sentence_start(norm.text, start - 1) : start])
    return total.group(1) if total else None


def dropped_subject(item: Clause, norm: Normalised) -> str | None:
    """Whose a clause with its subject dropped at a sentence's start is: the asker's ("Running
    Immortal Coil."), or, told with a verb of the third person right after a sentence that is
    one other player's total, that player's."""
    if _dropped_i(item, norm):
        return "you"
    start = sentence_start(norm.text, item.start)
    if start == 0 or not _THIRD_PERSON_FIRST.match(norm.text[start : item.end]):
        return None
    if "⟨" in norm.text[start : item.start]:
        return None
    previous = norm.text[sentence_start(norm.text, start - 1) : start]
    total = _THEIR_TOTAL.match(previous)
    return total.group(1) if total else None


def _dropped_i(item: Clause, norm: Normalised) -> bool:
    """Informal English drops the first person at a sentence's start ("Running Immortal Coil.",
    "Playing Lich at 0 life."), never the third: such a clause is the asker's."""
    begins = sentence_start(norm.text, item.start)
    said = norm.text[item.start : item.end]
    starts = _SUBJECTLESS_START.match(said) or (
        item.kind in _SUBJECTLESS_TOTALS and _ZONE_FIRST.match(said)
    )
    if item.kind == "life_is" and _SAT_AT.fullmatch(norm.text, begins, item.start):
        return re.fullmatch(r"-?\d+(?: life)?", said) is not None  # "Sitting at 10, …"
    return (
        bool(_LEAD_IN.match(norm.text[begins : item.start])) and bool(starts) and ("⟨" not in said)
    )


# "Jake is at 0.", "The kid draws from an empty library.", "Dude concedes.": a subject the reader
# knows no player for, before a verb only a player takes; never the asker (the third person).
_NAMED_SUBJECT = re.compile(
    r"\s*(?:(?:so|and|then|now|ok|okay|well|but|also|just|still) )*"
    r"(?P<who>(?!(?:so|and|then|now|ok|okay|well|but|also|just|still)\b)[a-z][a-z' ]{0,30}?)"
    r" (?:is at|was at|is on|was on|draws|concedes|conceded|scoops|scooped|takes \d|took \d"
    r"|loses \d|lost \d|has -?\d+ (?:life|poison)|goes to|went to|gets hit|got hit|dies|died)\b"
)
_NO_PLAYER = re.compile(
    r"(?:.* )?(?:life|total|library|deck|hand|graveyard|poison|damage|counters?|cards?|it|that"
    r"|this|there|game|turn|spell|trigger|attack|creature|commander|token|everything|nothing)"
)


def unknown_subject(item: Clause, norm: Normalised) -> str | None:
    """The words of a subject no player was read for, before the clause in its sentence."""
    start = sentence_start(norm.text, item.start)
    named = _NAMED_SUBJECT.match(norm.text[start : item.end])
    if named is None or _NO_PLAYER.fullmatch(named.group("who")):
        return None
    return named.group("who")
