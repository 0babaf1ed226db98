"""English as players write it at the table and in forums, where the phrase tables
(patterns_en.py) give the plain form: a total told by what put a player there ("the attack
knocks me to 0", "takes me to 3", "puts me at -2"), and a Lightning Bolt told as a verb with no
amount ("opp bolts me": 3 damage, the card's one effect; "bolts me for 4" is read by the
structure as any burn for 4); and a few more of the forms players use: "life total of 4", "hits
me with 2 damage", "they had Platinum Angel destroyed", "I got milled out".
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.application.situations.pattern_kit import Clause, Maker, Pattern, clause, table

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
        # "It's my draw step." on its own: the turn's draw, which the story tells no other way.
        (
            r"(?:(?<=^)|(?<=[.!?] ))(?:now |then |and )?(?:it's|it is) {P}'s draw step(?=[.!?]|$)",
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
    ],
    words=True,
)
